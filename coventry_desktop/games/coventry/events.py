"""Events, in the past tense, that ``apply`` reports (seed 000, sections 03-05)."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card, Rank


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card`` as the ``position``-th card (1..4) of the quartet; 1 is a lead."""

    seat: int
    card: Card
    position: int


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` passed, holding no card of the rank in play."""

    seat: int


@dataclass(frozen=True, slots=True)
class QuartetCompleted:
    """``seat`` played the fourth card of ``rank``; it leads next (EC-10)."""

    seat: int
    rank: Rank


@dataclass(frozen=True, slots=True)
class DealWon:
    """``seat`` played its last card and won the deal at once (EC-13)."""

    seat: int


Event = CardPlayed | Passed | QuartetCompleted | DealWon
