"""Actions a seat can take, and the error raised for an illegal one (seed 000, section 03)."""

from __future__ import annotations

from enum import Enum

from ...engine.cards import DECK
from ...engine.game import IllegalAction as GameIllegalAction
from ...engine.game import Pass as Pass
from ...engine.game import Play as Play

# A play is a lead or the 2nd..4th card of a quartet; a pass says the seat holds no card
# of the rank in play (EC-7).
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
