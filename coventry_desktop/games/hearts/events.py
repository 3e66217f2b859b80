"""Hearts events, in the past tense and public (shared/ARCHITECTURE.md).

No event carries a card only one seat may see: a give says how many cards went to
whom, never which (HT-5); the kitty appears only once the deal is scored (HT-4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...engine.cards import Card


@dataclass(frozen=True, slots=True)
class CardsGiven:
    """``seat`` gave ``count`` cards face down to seat ``to`` (HT-5)."""

    seat: int
    to: int
    count: int


@dataclass(frozen=True, slots=True)
class GiveCompleted:
    """Every seat has given; each now holds the cards it received (HT-5). Undo goes back
    past it no more (``engine.game.reveals_cards``): the cards received are seen."""

    reveals_cards: ClassVar[bool] = True
    offset: int
    """Seats clockwise from giver to receiver (right = players - 1)."""


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card``; ``position`` 1 is the lead of trick ``trick`` (1-based)."""

    seat: int
    card: Card
    trick: int
    position: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    """``seat`` won trick ``trick`` (1-based) with ``points`` in its cards (HT-8, HT-9).

    The kitty's points are not included here: they are counted when the deal is scored.
    """

    seat: int
    trick: int
    points: int


@dataclass(frozen=True, slots=True)
class KittyRevealed:
    """The kitty, face down until now, went to ``seat``, the first trick's winner (HT-4)."""

    seat: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class MoonShot:
    """``seat`` took all 26 points: it scores 0 and every other seat 26 (Standard)."""

    seat: int


@dataclass(frozen=True, slots=True)
class DealScored:
    """The deal is over; ``points`` per seat, final (HT-9)."""

    points: tuple[int, ...]


Event = CardsGiven | GiveCompleted | CardPlayed | TrickWon | KittyRevealed | MoonShot | DealScored
