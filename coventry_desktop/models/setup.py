"""What a new game is made of: seats, occupants, series length, dealer, calls language."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QCoreApplication

from ..engine.game import BOT_NAMES as BOT_NAMES
from ..games.coventry import MAX_PLAYERS, MIN_PLAYERS, SERIES_LENGTH


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


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything a new game needs.

    Attributes:
        seats: 3..6 chairs, clockwise from seat 0.
        deals: 1 (a single deal) or 6 (a series, EC-15).
        first_dealer: the dealer of the first deal, or ``None`` to draw it by lot (EC-3)
            from ``seed``.
        seed: the series seed; every shuffle and every bot decision follows from it.
        language: the language of the calls, "ru", "fr" or "en" (independent of the UI).
        call_style: "rhymes" or "snip-snap".
        practice: ask each person for the call of the card they play before showing it
            (issue #7); the card is played either way (seed 000 §04).
    """

    seats: tuple[SeatSetup, ...]
    deals: int = SERIES_LENGTH
    first_dealer: int | None = None
    seed: int = field(default_factory=lambda: random.SystemRandom().getrandbits(48))
    language: str = "en"
    call_style: str = "rhymes"
    practice: bool = False

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.seats) <= MAX_PLAYERS:
            raise ValueError(f"a table has {MIN_PLAYERS} to {MAX_PLAYERS} seats, "
                             f"not {len(self.seats)} (EC-1)")
        if self.deals not in (1, SERIES_LENGTH):
            raise ValueError(f"a game has 1 or {SERIES_LENGTH} deals, not {self.deals}")

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats people play, in seat order."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    def dealer_by_lot(self) -> int:
        """The first dealer: as given, or drawn by lot from the seed (EC-3)."""
        if self.first_dealer is not None:
            return self.first_dealer % self.players
        return random.Random(f"dealer:{self.seed}").randrange(self.players)


YOU = "You"
"""The seat name of the one person at the table: a role, not a name (#12 item 9).

Stored as this fixed English word in settings, saves and records whatever the UI
language, shown through :func:`shown_name` in the UI language, and spoken of in
sentences of their own ("You play 10♠", never "You plays 10♠")."""

EARLIER_YOU = frozenset({"Вы", "Vous"})
"""What versions before the role stored for it in a Russian or French window."""


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




def default_setup(*, human_name: str = YOU, seed: int | None = None) -> GameSetup:
    """The one-click game: you in seat 0 plus three Normal bots, a 6-deal series."""
    seats = (SeatSetup(human_name, Occupant.HUMAN),
             *(SeatSetup(name, Occupant.BOT, "normal") for name in BOT_NAMES[:3]))
    if seed is None:
        return GameSetup(seats)
    return GameSetup(seats, seed=seed)


def watch_setup(players: int = 4, *, seed: int | None = None, deals: int = SERIES_LENGTH
                ) -> GameSetup:
    """All seats bots, for watch mode."""
    seats = tuple(SeatSetup(name, Occupant.BOT, "normal") for name in BOT_NAMES[:players])
    if seed is None:
        return GameSetup(seats, deals=deals)
    return GameSetup(seats, deals=deals, seed=seed)
