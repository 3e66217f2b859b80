"""A registered game's words in the interface language, asked of its own presenter.

The shell names no game: a window title, a menu entry, a preset in the New Game dialog or
a row of the statistics says what the game's presenter (``Presenter.title`` …) says.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication

from ..engine.game import CUSTOM, GameInfo
from ..games import get
from .presentation import Presenter


@cache
def presenter_of(game_id: str) -> Presenter:
    """One presenter per registered game for its words (a window makes its own).

    Raises:
        KeyError: ``game_id`` is not registered.
    """
    presenter: Presenter = get(game_id).ui()  # type: ignore[misc]
    return presenter


def game_title(info: GameInfo) -> str:
    """The game's name in the interface language ("Comet", "Комета")."""
    return presenter_of(info.id).title() if info.ui is not None else info.name


def title_of(game_id: str) -> str:
    """The registered game ``game_id``'s name in the interface language; the id itself for
    a game this version does not have (a setting a later release wrote)."""
    try:
        return game_title(get(game_id))
    except KeyError:
        return game_id


def preset_title(info: GameInfo, name: str) -> str:
    """A preset of ``info`` in the interface language; "Custom" for options no preset has."""
    if name == CUSTOM:
        return QCoreApplication.translate("Games", "Custom")
    return presenter_of(info.id).preset_name(name) if info.ui is not None else name
