"""Events, in the past tense, that ``apply`` reports (CM-7…CM-16; seed 004 §03–§06).

Every event is public: dead cards appear only in ``DeadCardsRevealed``, after the
deal is over (CM-5, §06), and no event names a card still in a hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...engine.cards import Card


class PaymentReason(Enum):
    """Why a payment was made (CM-15, CM-16)."""

    ACE = "started a run with an Ace"
    KING = "played a King"
    COMET = "played the Comet"
    COMET_HELD = "held the Comet at the end"
    KING_HELD = "held a King at the end"


class FreeStartReason(Enum):
    """Why a seat got a free start (CM-6, CM-9, CM-10, CM-12)."""

    KING = "played a King"
    ROUND = "everyone else passed"
    COMET_ROUND = "everyone passed after the Comet"


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card``; ``start`` when it began a run on a free start (CM-7)."""

    seat: int
    card: Card
    start: bool


@dataclass(frozen=True, slots=True)
class CometPlayed:
    """``seat`` played 9♦ as the Comet, instead of passing (CM-11)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Announced:
    """``seat`` could not continue and named the missing ``card`` (CM-7): "Without the 6♣"."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class RunStopped:
    """``seat`` laid ``card`` and nothing can follow it: after 7♦ (CM-13), or its
    successor was already played. The others may still pass or play the Comet."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` passed: it held no card it could play (CM-8)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Payment:
    """``seat`` received ``each`` units from every other seat (a negative ``each``: paid
    ``-each`` to every other seat) for ``reason`` (CM-15, CM-16)."""

    seat: int
    each: int
    reason: PaymentReason


@dataclass(frozen=True, slots=True)
class FreeStartGiven:
    """``seat`` may now start a run with any card (CM-9, CM-10, CM-12)."""

    seat: int
    reason: FreeStartReason


@dataclass(frozen=True, slots=True)
class DealWon:
    """``seat`` emptied its hand first and took the ``bank`` (CM-16)."""

    seat: int
    bank: int


@dataclass(frozen=True, slots=True)
class DeadCardsRevealed:
    """The dead cards, shown once the deal is over (CM-5, §06); deck order."""

    cards: tuple[Card, ...]


Event = (CardPlayed | CometPlayed | Announced | RunStopped | Passed | Payment
         | FreeStartGiven | DealWon | DeadCardsRevealed)
