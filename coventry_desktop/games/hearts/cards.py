"""Hearts' view of the deck: A high, suits as masks, points (HT-2, HT-9; seed «Общие положения»).

The engine's ``Card.index`` is ``(rank - 1) * 4 + suit`` with the ace lowest; Hearts
ranks the ace highest, so ``STRENGTH`` gives each index its place (2 = 0 … A = 12).
Hands are 52-bit masks of ``Card.index`` bits, as in the engine.
"""

from __future__ import annotations

from ...engine.cards import DECK, Card, Rank, Suit, cards_of, indices

RULES_VERSION = 1
"""Bumped whenever rules behaviour changes, so old records are not replayed under new rules.
Here with the deck, not in ``state``, so the registry reads it without the rules (#25)."""

MIN_PLAYERS = 3
MAX_PLAYERS = 7

STRENGTH: tuple[int, ...] = tuple((card.rank - 2) % 13 for card in DECK)
"""Per card index, its rank order in Hearts: 2 → 0, 3 → 1 … K → 11, A → 12 (HT-2)."""

SUIT_OF: tuple[int, ...] = tuple(int(card.suit) for card in DECK)
"""Per card index, its suit (``Suit`` value)."""

SUIT_MASKS: tuple[int, ...] = tuple(
    sum(1 << card.index for card in DECK if card.suit == suit) for suit in Suit)
"""Per ``Suit`` value, the mask of its 13 cards."""

QUEEN_OF_SPADES = Card(Rank.QUEEN, Suit.SPADES)
QS_BIT = 1 << QUEEN_OF_SPADES.index
HEARTS_MASK = SUIT_MASKS[Suit.HEARTS]
POINTS_MASK = HEARTS_MASK | QS_BIT
"""The 14 cards that score: every heart and the Black Lady (HT-9)."""

CLUBS_BY_STRENGTH: tuple[int, ...] = tuple(
    sorted((c.index for c in DECK if c.suit == Suit.CLUBS), key=lambda i: STRENGTH[i]))
"""Club indices from 2♣ up: the first lead under ``two_clubs_leads``."""

DEAL_POINTS = 26


def points_of(mask: int) -> int:
    """Penalty points in a set of cards: 1 per heart, 13 for Q♠ (HT-9, seed «Подсчёт очков»)."""
    return (mask & HEARTS_MASK).bit_count() + (13 if mask & QS_BIT else 0)


def by_strength(mask: int) -> list[int]:
    """The card indices of ``mask``, lowest Hearts rank first (2 … A; suits in index order)."""
    out = indices(mask)
    out.sort(key=STRENGTH.__getitem__)
    return out


def highest(mask: int) -> int:
    """Index of the highest card (Hearts order) in a non-empty mask."""
    return max(indices(mask), key=STRENGTH.__getitem__)


def lowest(mask: int) -> int:
    """Index of the lowest card (Hearts order) in a non-empty mask."""
    return min(indices(mask), key=STRENGTH.__getitem__)




def sorted_cards(mask: int) -> tuple[Card, ...]:
    """Cards of a mask for people: by suit (♠ ♥ ♦ ♣), then A high to 2 low."""
    return tuple(sorted(cards_of(mask), key=lambda c: (c.suit, -STRENGTH[c.index])))


def trick_winner(leader: int, cards: tuple[Card, ...], seats: int) -> int:
    """The seat whose card is the highest of the suit led (HT-8, seed «Розыгрыш»).

    Args:
        leader: the seat that led ``cards[0]``.
        cards: the trick in play order, one card per seat.
        seats: players at the table.
    """
    led = cards[0].suit
    best = 0
    for i, card in enumerate(cards):
        if card.suit == led and STRENGTH[card.index] > STRENGTH[cards[best].index]:
            best = i
    return (leader + best) % seats
