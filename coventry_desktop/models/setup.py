"""Who sits at a table: seats, people and bots, and the seat names that are roles."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication

from ..engine.game import BOT_NAMES as BOT_NAMES
from .presentation import isolate


class Occupant(Enum):
    """Who sits in a seat: a person at this screen, or a bot."""

    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One chair: its name, its occupant and, for a bot, its level ("easy", "normal", "hard")."""

    name: str
    occupant: Occupant = Occupant.BOT
    level: str = "normal"

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.occupant is Occupant.HUMAN


def same_name_key(name: str) -> str:
    """``name`` as two people's names are compared: compatibility-normalised (NFKC),
    case-folded and stripped, so "Ann", "ann " and "ＡＮＮ" are one name. At one screen the
    curtain says "Pass the screen to Ann" and "… to ann", which nobody can tell apart."""
    import unicodedata  # on use: not on the way to the first table (#25)

    return unicodedata.normalize("NFKC", name).casefold().strip()


YOU = "You"
"""The seat name of the one person at the table: a role, not a name (#12 item 9).

Stored as this fixed English word in settings, saves and records whatever the UI
language, shown through :func:`shown_name` in the UI language, and spoken of in
sentences of their own ("You play 10♠", never "You plays 10♠")."""

_STAND_IN = re.compile(r"Player ([1-9])")


def stand_in(seat: int) -> str:
    """The name of a person in pass-and-play who kept the default: a role like :data:`YOU`,
    stored in English ("Player 2") and shown in the UI language ("Joueur 2")."""
    return f"Player {seat + 1}"


def shown_name(name: str) -> str:
    """``name`` as the UI shows it: the roles :data:`YOU` and :func:`stand_in` in the UI
    language, every other name as it is."""
    if name == YOU:
        return QCoreApplication.translate("Seats", "You")
    if (match := _STAND_IN.fullmatch(name)) is not None:
        return QCoreApplication.translate("Seats", "Player %1").replace("%1", match.group(1))
    return name


def sentence_names(names: Sequence[str]) -> tuple[str, ...]:
    """Seat names as every sentence, plate and label shows them: the roles in the UI
    language (:func:`shown_name`), every other name isolated (U+2068 … U+2069), so a
    Hebrew or Arabic name keeps its own direction and leaves the sentence around it in
    order ("⁨דוד⁩ to play", not "to play דוד")."""
    return tuple(shown if (shown := shown_name(name)) != name or name == YOU
                 else isolate(name) for name in names)
