"""Cards, ranks, suits and the 52-card deck (seed 000, section 02).

Inside the engine a card is an index 0..51 (``rank_index * 4 + suit``) and a hand
is a 52-bit integer mask; ``Card`` objects appear only at the edges.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class Rank(IntEnum):
    """The thirteen ranks. Values are only identifiers: ranks have no order in play (EC-2)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        """Index text: ``"A"``, ``"2"`` … ``"10"``, ``"J"``, ``"Q"``, ``"K"``."""
        return _RANK_SYMBOLS[self]


class Suit(IntEnum):
    """The four suits. Suit never matters in play (EC-2); it only names a card."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The suit glyph: ``"♠"``, ``"♥"``, ``"♦"`` or ``"♣"``."""
        return _SUIT_SYMBOLS[self]


_RANK_SYMBOLS = {
    Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K",
    **{Rank(v): str(v) for v in range(2, 11)},
}
_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_RANK_BY_TEXT = {s: r for r, s in _RANK_SYMBOLS.items()} | {"T": Rank.TEN, "1": Rank.ACE}
_SUIT_BY_TEXT = {s: u for u, s in _SUIT_SYMBOLS.items()} | {
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card of the deck.

    Attributes:
        rank: the card's rank.
        suit: the card's suit.
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False, compare=False)
    """Position 0..51 in ``DECK`` (rank-major), also the card's bit in a hand mask."""

    def __post_init__(self) -> None:
        # Stored, not computed: the engine's hot path reads it on every play.
        object.__setattr__(self, "index", (self.rank - 1) * 4 + self.suit)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"Q♠"``, ``"QS"``, ``"10H"``, ``"TH"`` or ``"q♠"``.

        Raises:
            ValueError: the text names no card.
        """
        cleaned = text.strip().upper()
        rank = _RANK_BY_TEXT.get(cleaned[:-1])
        suit = _SUIT_BY_TEXT.get(cleaned[-1:])
        if rank is None or suit is None:
            raise ValueError(f"not a card: {text!r} (expected e.g. 'Q♠', 'QS', '10H', 'TH')")
        return DECK[(rank - 1) * 4 + suit]

    def __str__(self) -> str:
        return f"{self.rank.symbol}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card({self})"


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
"""The 52 cards before shuffling, in index order: A♠ A♥ A♦ A♣ 2♠ … K♣."""

RANK_MASKS: tuple[int, ...] = tuple(0 if r == 0 else 0b1111 << ((r - 1) * 4) for r in range(14))
"""``RANK_MASKS[rank]`` has the bits of that rank's four cards (index 0 unused)."""

FULL_DECK_MASK = (1 << 52) - 1


def as_card(card: Card | str) -> Card:
    """Return ``card`` itself, or parse it if it is text.

    Raises:
        ValueError: the text names no card.
    """
    return card if isinstance(card, Card) else Card.parse(card)


def mask_of(cards: object) -> int:
    """Bit mask of an iterable of cards (``Card`` or text).

    Raises:
        ValueError: a card repeats or does not parse.
    """
    mask = 0
    for item in cards:  # type: ignore[attr-defined]
        bit = 1 << as_card(item).index
        if mask & bit:
            raise ValueError(f"card {as_card(item)} appears twice")
        mask |= bit
    return mask


def indices(mask: int) -> list[int]:
    """The card indices (bits) of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in deck order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)
