"""A card's name in a sentence, in the interface language: "Q♠", «Д♠», « D♠ ».

The one place where a card becomes text for a reader: every presenter's status line, log
line, note and settlement, the hint and the screen reader's substitution take it from
here. The rank letter is the language's own (French R, D, V for roi, dame, valet; Russian
К, Д, В, Т for король, дама, валет, туз), the suit is its symbol. The card faces are
pictures and keep their printed K, Q, J; files and records keep ``str(card)`` ("Q♠"),
which is data, not words.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card, Rank


def rank_letter(rank: Rank) -> str:
    """The rank's letter in a card's name ("Q"; «Д» in Russian, « D » in French); the
    numbers 2…10 are the same in every language."""
    translate = QCoreApplication.translate
    letters = {
        Rank.ACE: translate("Cards", "A", "the Ace's letter in a card's name (A♠)"),
        Rank.JACK: translate("Cards", "J", "the Jack's letter in a card's name (J♠)"),
        Rank.QUEEN: translate("Cards", "Q", "the Queen's letter in a card's name (Q♠)"),
        Rank.KING: translate("Cards", "K", "the King's letter in a card's name (K♠)"),
    }
    return letters.get(rank, rank.symbol)


def card_text(card: Card) -> str:
    """``card`` as a sentence names it: its rank letter, then its suit's symbol."""
    return rank_letter(card.rank) + card.suit.symbol


def cards_text(cards: Iterable[Card], separator: str = " ") -> str:
    """Several cards, each as ``card_text`` names it, joined by ``separator``."""
    return separator.join(card_text(card) for card in cards)
