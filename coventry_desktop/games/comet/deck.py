"""The Comet deck and its runs as card indices (COMET.md CM-1, CM-5; seed 004 §01, §02).

Inside the rules a card is its ``Card.index`` (``(rank - 1) * 4 + suit``) and a set of
cards is a bit mask of those indices, as in the Coventry engine; ``Card`` appears only
at the edges. 8♦ is simply never dealt, so its bit is never set.
"""

from __future__ import annotations

from ...engine.cards import DECK, Card, Rank, Suit
from ...engine.cards import indices as indices

RULES_VERSION = 1
"""Bumped whenever rules behaviour changes, so old records are not replayed under new rules.
Here, not in ``state``, so the registry reads it without importing the rules."""

NONE = -1
"""An absent card index: no card is needed, no branch is open."""

EIGHT_OF_DIAMONDS = Card(Rank.EIGHT, Suit.DIAMONDS).index
COMET = Card(Rank.NINE, Suit.DIAMONDS).index
"""9♦, the Comet (CM-1, CM-11)."""
TEN_OF_DIAMONDS = Card(Rank.TEN, Suit.DIAMONDS).index

# CM-1 (§01): the 52 cards less 8♦.
COMET_DECK: tuple[Card, ...] = tuple(card for card in DECK if card.index != EIGHT_OF_DIAMONDS)
"""The 51 cards in deck order (A♠ A♥ … K♣ without 8♦); the shuffle permutes these."""

DECK_MASK = sum(1 << card.index for card in COMET_DECK)
"""The bits of all 51 cards."""

ACE_MASK = 0b1111
KING_MASK = 0b1111 << 48

# CM-5 (§02): cards per hand by player count; the rest are dead cards.
HAND_SIZES = {2: 25, 3: 17, 4: 12, 5: 9, 6: 8}
MIN_PLAYERS = 2
MAX_PLAYERS = 6


def successor(index: int) -> int:
    """The card that continues a run from ``index``, or ``NONE``.

    CM-1: no wrap from K to A; CM-13: the diamond run stops at 7♦ (there is no 8♦).
    """
    nxt = index + 4
    if nxt >= 52 or nxt == EIGHT_OF_DIAMONDS:
        return NONE
    return nxt


def predecessor(index: int) -> int:
    """The card a run must reach before ``index`` can follow, or ``NONE`` (Aces, 9♦)."""
    prev = index - 4
    if prev < 0 or prev == EIGHT_OF_DIAMONDS:
        return NONE
    return prev


def is_king(index: int) -> bool:
    """Whether the card is a King (CM-10, CM-15)."""
    return index >= 48


def is_ace(index: int) -> bool:
    """Whether the card is an Ace (CM-15)."""
    return index < 4


def card(index: int) -> Card:
    """The ``Card`` of an index."""
    return DECK[index]


def card_or_none(index: int) -> Card | None:
    """The ``Card`` of an index, or ``None`` for ``NONE``."""
    return None if index == NONE else DECK[index]


