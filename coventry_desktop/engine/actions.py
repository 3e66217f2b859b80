"""Actions a seat can take, and the error raised for an illegal one (seed 000, section 03)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import DECK, Card
from .game import IllegalAction as GameIllegalAction


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays one ``card`` (a lead, or the 2nd..4th card of a quartet)."""

    seat: int
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        """The one card this action moves (the game protocol's shape)."""
        return (self.card,)

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` passes: it holds no card of the rank in play (EC-7)."""

    seat: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """No cards: a pass (the game protocol's shape)."""
        return ()

    def __str__(self) -> str:
        return f"seat {self.seat} passes"


Action = Play | Pass


class Reason(Enum):
    """Why an action was refused. Values are plain English for logs; the UI translates."""

    NOT_YOUR_TURN = "it is not this seat's turn"
    CARD_NOT_IN_HAND = "the card is not in this seat's hand"
    WRONG_RANK = "the card is not of the rank in play"
    MUST_PLAY = "the seat holds the rank in play and must play it"
    LEADER_CANNOT_PASS = "the leader must lead a card and cannot pass"
    DEAL_OVER = "the deal is over"
    NO_SUCH_SEAT = "there is no such seat at this table"


class IllegalAction(GameIllegalAction):
    """An action the rules forbid in this state. The state it was tried on is unchanged.

    Attributes:
        action: the refused action.
        reason: why it was refused.
    """

    action: Action
    reason: Reason

    def __init__(self, action: Action, reason: Reason) -> None:
        super().__init__(action, reason)


# Actions are values, so one shared object per (seat, card) keeps the hot path allocation-free.
MAX_SEATS = 6
PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(seat, card) for card in DECK) for seat in range(MAX_SEATS)
)
PASSES: tuple[Pass, ...] = tuple(Pass(seat) for seat in range(MAX_SEATS))
