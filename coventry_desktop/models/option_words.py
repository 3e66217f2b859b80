"""The words a game gives its options in the New Game dialog (no Qt here).

The dialog builds one control per field of the game's frozen options dataclass: an
``Enum`` a combo box, a ``bool`` a check box, an ``int`` (or ``int | None``) a spin box
whose lowest step means None ("off"). What each control says comes from the game's
presenter (``option_words()``), already in the interface language, so the generic dialog
names no game's rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


def _plain(error: ValueError) -> str:
    return str(error)


@dataclass(frozen=True, slots=True)
class OptionWords:
    """Labels and value texts for a game's options.

    Attributes:
        labels: per field name, its label (a check box's text), in the order shown; a field
            not named here keeps the preset's value and has no control.
        values: per enum member, its text in a combo box.
        choices: per field, the only values offered and their texts, as a combo box
            (e.g. a series of 6 deals, one, one per player, or until a total).
        off: per optional number field, the spin box's text for None ("Never").
        limits: per number field, its lowest and highest value (None aside).
        refusal: options the options class refused (its ``ValueError``) in plain words.
        series: the field that holds the series length (``PER_PLAYER``, or None to play
            to a total); the dialog then asks no Series of its own.
    """

    labels: Mapping[str, str]
    values: Mapping[Any, str] = field(default_factory=dict)
    choices: Mapping[str, tuple[tuple[Any, str], ...]] = field(default_factory=dict)
    off: Mapping[str, str] = field(default_factory=dict)
    limits: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    refusal: Callable[[ValueError], str] = _plain
    series: str = ""
