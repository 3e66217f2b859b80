"""Comet actions, the reasons one is refused, and their JSON form (CM-7, CM-8, CM-11; §03, §04).

Each card is one action, so a forced continuation is a sequence of single plays by
the same seat. The Comet is a ``Play`` of 9♦: the rules tell from the phase whether
it starts a run (CM-14) or is played instead of passing (CM-11).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from ...engine.cards import DECK, Card
from ...engine.game import IllegalAction as GameIllegalAction
from ...engine.game import Pass as Pass
from ...engine.game import Play as Play
from .deck import EIGHT_OF_DIAMONDS, MAX_PLAYERS

# A play is a free start, a continuation or the Comet; a pass says the seat holds no card
# that may continue the run (CM-8).
Action = Play | Pass


class Reason(Enum):
    """Why an action was refused. Values are plain English for logs; the UI translates."""

    NOT_YOUR_TURN = "it is not this seat's turn"
    CARD_NOT_IN_HAND = "the card is not in this seat's hand"
    MUST_PLAY_NEEDED = "the seat holds the card that continues the run and must play it"
    CANNOT_PASS = "the seat holds a card it may play and cannot pass"
    MUST_START = "a free start must play a card"
    COMET_NOT_ALLOWED = "the Comet may only be played instead of passing"
    WRONG_CARD = "the card does not continue the run"
    DEAL_OVER = "the deal is over"
    NO_SUCH_SEAT = "there is no such seat at this table"


class IllegalAction(GameIllegalAction):
    """An action the Comet rules forbid; the state it was tried on is unchanged.

    Attributes:
        action: the refused action.
        reason: why it was refused.
    """

    action: Action
    reason: Reason

    def __init__(self, action: Action, reason: Reason) -> None:
        super().__init__(action, reason)


# Actions are values: one shared object per (seat, card) spares an allocation per play.
PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(seat, card) for card in DECK) for seat in range(MAX_PLAYERS)
)
"""``PLAYS[seat][index]``; 8♦ is never in a hand, so its play is never legal."""
PASSES: tuple[Pass, ...] = tuple(Pass(seat) for seat in range(MAX_PLAYERS))


def to_json(action: Action) -> list[Any]:
    """``["play", seat, "9♦"]`` or ``["pass", seat]``."""
    if isinstance(action, Play):
        return ["play", action.seat, str(action.card)]
    return ["pass", action.seat]


def from_json(item: Any) -> Action:
    """The inverse of ``to_json``.

    Raises:
        ValueError: not a Comet action: wrong shape, a seat that is not a whole number
            0..5, a card that does not parse, or 8♦ (not in the Comet deck, CM-1).
    """
    if not isinstance(item, list) or not item or item[0] not in ("play", "pass"):
        raise ValueError(f"not a Comet action: {item!r}")
    expected = 3 if item[0] == "play" else 2
    seat = item[1] if len(item) == expected else None
    if type(seat) is not int or not 0 <= seat < MAX_PLAYERS:
        raise ValueError(f"not a Comet action: {item!r}")
    if item[0] == "pass":
        return PASSES[seat]
    if not isinstance(item[2], str):
        raise ValueError(f"not a Comet action: {item!r}")
    card = Card.parse(item[2])
    if card.index == EIGHT_OF_DIAMONDS:
        raise ValueError("8♦ is not in the Comet deck (CM-1)")
    return PLAYS[seat][card.index]
