"""Hearts actions, why one is refused, and their JSON form (HT-5, HT-6, HT-14).

    ["give", 0, "Q♠", "K♠", "2♥"]      seat 0 gives three cards (HT-5)
    ["play", 2, "10♥"]                  seat 2 plays one card (HT-6)
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from enum import Enum
from itertools import combinations, repeat
from math import comb
from typing import Any

from ...engine.cards import DECK, Card
from ...engine.game import IllegalAction as GameIllegalAction
from ...engine.game import Play as Play


@dataclass(frozen=True, slots=True)
class Give:
    """``seat`` gives ``cards`` face down to its neighbour (HT-5, seed «Раздача»).

    The cards are kept in deck order, so two gives of the same cards are equal.
    """

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda c: c.index)))

    def __str__(self) -> str:
        return f"seat {self.seat} gives {' '.join(map(str, self.cards))}"


# ``rules.legal_actions`` lists 286 gives per seat at four players. A ``Give`` built here
# skips the sort in ``__post_init__`` and the frozen ``__init__``'s ``object.__setattr__``
# per field: its two slots are set through their own descriptors.
_new = object.__new__
_seat, _cards = (getattr(Give, name).__set__ for name in ("seat", "cards"))


def give_in_order(seat: int, cards: tuple[Card, ...]) -> Give:
    """A ``Give`` of ``cards`` already in deck order, without sorting them again."""
    give: Give = _new(Give)
    _seat(give, seat)
    _cards(give, cards)
    return give


def gives(seat: int, hand: tuple[Card, ...], size: int) -> list[Give]:
    """Every ``Give`` of ``size`` cards from ``hand`` (in deck order), in combination order.

    Each combination of a hand in deck order is in deck order too, so none is sorted.
    """
    # The same steps as ``give_in_order``, each done for all gives by ``map`` so the loop
    # runs in C; a deque of length 0 drains an iterator (the itertools "consume" recipe).
    out: list[Give] = list(map(_new, repeat(Give, comb(len(hand), size))))
    deque(map(_seat, out, repeat(seat)), 0)
    deque(map(_cards, out, combinations(hand, size)), 0)
    return out


# A play is one card to the trick (HT-6).
Action = Give | Play


class Reason(Enum):
    """Why an action was refused (HT-14: every irregularity is refused, none is penalised).

    Values are plain English for logs; the presenter translates.
    """

    DEAL_OVER = "the deal is over"
    NO_SUCH_SEAT = "there is no such seat at this table"
    NOT_YOUR_TURN = "it is not this seat's turn"
    GIVE_NOW = "every seat must give its cards before play starts"
    NOT_GIVING = "the give is over; play a card"
    WRONG_COUNT = "give exactly the number of cards the table gives"
    REPEATED_CARD = "a card is given twice"
    CARD_NOT_IN_HAND = "the card is not in this seat's hand"
    MUST_LEAD_LOWEST_CLUB = "the first trick is led with the 2♣ (or the lowest club out)"
    MUST_FOLLOW_SUIT = "the seat holds the suit led and must follow it"
    QUEEN_MUST_GO = "the holder of Q♠ must discard it at the first chance"
    NO_POINTS_FIRST_TRICK = "no heart or Q♠ on the first trick while holding other cards"
    HEARTS_NOT_BROKEN = "hearts may not be led until a heart or Q♠ has been played"
    NO_HEART_LEAD_YET = "hearts may not be led before the third trick"


class IllegalAction(GameIllegalAction):
    """An action Hearts forbids in this state; the state it was tried on is unchanged.

    Attributes:
        action: the refused action.
        reason: why, a ``Reason``.
    """

    action: Any
    reason: Reason

    def __init__(self, action: Any, reason: Reason) -> None:
        super().__init__(action, reason)


PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(seat, card) for card in DECK) for seat in range(7))
"""Shared ``Play`` values per (seat, card index): the hot path allocates none."""


def action_to_json(action: Action) -> list[Any]:
    """``["give", seat, card, …]`` or ``["play", seat, card]`` with cards as text."""
    kind = "give" if isinstance(action, Give) else "play"
    return [kind, action.seat, *(str(card) for card in action.cards)]


def action_from_json(item: Any) -> Action:
    """The inverse of ``action_to_json``.

    Raises:
        ValueError: not a list of a known kind, a seat that is not an int, a card that does
            not parse, or a play without exactly one card.
    """
    if not isinstance(item, list | tuple) or len(item) < 2:
        raise ValueError(f"not a Hearts action: {item!r}")
    kind, seat, *rest = item
    if type(seat) is not int or seat < 0:
        raise ValueError(f"not a seat: {seat!r}")
    if not all(isinstance(text, str) for text in rest):
        raise ValueError(f"cards must be text: {item!r}")
    cards = tuple(Card.parse(text) for text in rest)
    if kind == "give":
        if not cards:
            raise ValueError(f"a give without cards: {item!r}")
        return Give(seat, cards)
    if kind == "play":
        if len(cards) != 1:
            raise ValueError(f"a play moves exactly one card: {item!r}")
        return Play(seat, cards[0])
    raise ValueError(f"unknown Hearts action kind {kind!r}")
