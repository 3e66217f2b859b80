"""What a player says: the missing card, the Comet, a stop (COMET.md "Announcements"; §03, §04).

CM-7 (§03): a player who cannot continue names the missing card: «Без шестёрки треф»,
«Sans le six de trèfle», "Without the Six of Clubs". As with Coventry's calls, the
language is an argument (the calls language need not be the UI's), so this is pure
Python. Each language has one sentence template, and the noun phrase inserted into it
is built in the form that agrees: Russian takes the genitive of the rank («шестёрки»,
«валета») and the genitive plural of the suit (пик, червей, бубён, треф); French
takes the article of the rank's gender with elision («le six», «la dame», «l'as»);
English takes "the" and Foster's capitalised card names ("Jack"; Foster's "Knave" is
kept as an alternative name only). ``ANNOUNCEMENTS`` holds every finished sentence.
"""

from __future__ import annotations

from typing import Final

from ...engine.cards import Card, Rank, Suit
from .deck import COMET_DECK

LANGUAGES: Final = ("ru", "fr", "en")

# Russian: the rank in the genitive singular, as «без» governs.
_RU_RANKS: Final = {
    Rank.ACE: "туза", Rank.TWO: "двойки", Rank.THREE: "тройки", Rank.FOUR: "четвёрки",
    Rank.FIVE: "пятёрки", Rank.SIX: "шестёрки", Rank.SEVEN: "семёрки",
    Rank.EIGHT: "восьмёрки", Rank.NINE: "девятки", Rank.TEN: "десятки",
    Rank.JACK: "валета", Rank.QUEEN: "дамы", Rank.KING: "короля",
}
_RU_SUITS: Final = {Suit.SPADES: "пик", Suit.HEARTS: "червей", Suit.DIAMONDS: "бубён",
                    Suit.CLUBS: "треф"}

# French: the rank with its definite article; «as» elides it, «dame» is feminine.
_FR_RANKS: Final = {
    Rank.ACE: "l'as", Rank.TWO: "le deux", Rank.THREE: "le trois", Rank.FOUR: "le quatre",
    Rank.FIVE: "le cinq", Rank.SIX: "le six", Rank.SEVEN: "le sept", Rank.EIGHT: "le huit",
    Rank.NINE: "le neuf", Rank.TEN: "le dix", Rank.JACK: "le valet", Rank.QUEEN: "la dame",
    Rank.KING: "le roi",
}
_FR_SUITS: Final = {Suit.SPADES: "pique", Suit.HEARTS: "cœur", Suit.DIAMONDS: "carreau",
                    Suit.CLUBS: "trèfle"}

_EN_RANKS: Final = {
    Rank.ACE: "Ace", Rank.TWO: "Two", Rank.THREE: "Three", Rank.FOUR: "Four",
    Rank.FIVE: "Five", Rank.SIX: "Six", Rank.SEVEN: "Seven", Rank.EIGHT: "Eight",
    Rank.NINE: "Nine", Rank.TEN: "Ten", Rank.JACK: "Jack", Rank.QUEEN: "Queen",
    Rank.KING: "King",
}
_EN_SUITS: Final = {Suit.SPADES: "Spades", Suit.HEARTS: "Hearts", Suit.DIAMONDS: "Diamonds",
                    Suit.CLUBS: "Clubs"}

# One whole sentence per language; {card} is the agreeing noun phrase.
_TEMPLATES: Final = {"ru": "Без {card}", "fr": "Sans {card}", "en": "Without the {card}"}


def _noun_phrase(language: str, rank: Rank, suit: Suit) -> str:
    if language == "ru":
        return f"{_RU_RANKS[rank]} {_RU_SUITS[suit]}"
    if language == "fr":
        return f"{_FR_RANKS[rank]} de {_FR_SUITS[suit]}"
    return f"{_EN_RANKS[rank]} of {_EN_SUITS[suit]}"


ANNOUNCEMENTS: Final[dict[str, dict[tuple[Rank, Suit], str]]] = {
    language: {
        (card.rank, card.suit): _TEMPLATES[language].format(
            card=_noun_phrase(language, card.rank, card.suit))
        for card in COMET_DECK
    }
    for language in LANGUAGES
}
"""``ANNOUNCEMENTS[language][(rank, suit)]``: the sentence for each of the 51 cards."""

COMET_CRY: Final = {"ru": "Комета!", "fr": "La Comète !", "en": "The Comet!"}
"""What a player says when playing 9♦ as the Comet (CM-11)."""

STOP_CRY: Final = {"ru": "Стоп!", "fr": "Stop !", "en": "Stop!"}
"""What a player says when nothing can follow their card (7♦, CM-13)."""

# CM-11: after a Comet, the next player chooses; {suit} is the old run's suit, plural.
_BRANCH_SUITS: Final = {
    "ru": {Suit.SPADES: "пики", Suit.HEARTS: "червы", Suit.DIAMONDS: "бубны",
           Suit.CLUBS: "трефы"},
    "fr": {Suit.SPADES: "les piques", Suit.HEARTS: "les cœurs",
           Suit.DIAMONDS: "les carreaux", Suit.CLUBS: "les trèfles"},
    "en": {Suit.SPADES: "the Spades", Suit.HEARTS: "the Hearts",
           Suit.DIAMONDS: "the Diamonds", Suit.CLUBS: "the Clubs"},
}
_BRANCH_TEMPLATES: Final = {"ru": "Продолжить {suit} или 10♦?",
                            "fr": "Continuer {suit} ou 10♦ ?",
                            "en": "Continue {suit} or 10♦?"}


def _check(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")


def announcement(card: Card, language: str) -> str:
    """The sentence naming the missing ``card``: ``"Without the Six of Clubs"``.

    Raises:
        ValueError: unknown language, or 8♦ (not in the Comet deck).
    """
    _check(language)
    try:
        return ANNOUNCEMENTS[language][(card.rank, card.suit)]
    except KeyError:
        raise ValueError(f"{card} is not in the Comet deck (CM-1)") from None


def comet_cry(language: str) -> str:
    """«Комета!», «La Comète !» or "The Comet!".

    Raises:
        ValueError: unknown language.
    """
    _check(language)
    return COMET_CRY[language]


def stop_cry(language: str) -> str:
    """What is said when nothing can follow (after 7♦).

    Raises:
        ValueError: unknown language.
    """
    _check(language)
    return STOP_CRY[language]


def branch_prompt(suit: Suit, language: str) -> str:
    """The question after a Comet: «Продолжить трефы или 10♦?».

    Raises:
        ValueError: unknown language.
    """
    _check(language)
    return _BRANCH_TEMPLATES[language].format(suit=_BRANCH_SUITS[language][suit])
