"""Announcements of the missing card in Russian, French and English (COMET.md)."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.cards import Card, Rank, Suit
from coventry_desktop.games.comet.announce import (
    ANNOUNCEMENTS,
    LANGUAGES,
    announcement,
    branch_prompt,
    comet_cry,
    stop_cry,
)
from coventry_desktop.games.comet.deck import COMET_DECK

EXPECTED = {
    "6♣": ("Без шестёрки треф", "Sans le six de trèfle", "Without the Six of Clubs"),
    "J♠": ("Без валета пик", "Sans le valet de pique", "Without the Jack of Spades"),
    "Q♦": ("Без дамы бубён", "Sans la dame de carreau", "Without the Queen of Diamonds"),
    "K♥": ("Без короля червей", "Sans le roi de cœur", "Without the King of Hearts"),
    "10♦": ("Без десятки бубён", "Sans le dix de carreau", "Without the Ten of Diamonds"),
    "A♠": ("Без туза пик", "Sans l'as de pique", "Without the Ace of Spades"),
    "2♥": ("Без двойки червей", "Sans le deux de cœur", "Without the Two of Hearts"),
    "4♣": ("Без четвёрки треф", "Sans le quatre de trèfle", "Without the Four of Clubs"),
    "7♦": ("Без семёрки бубён", "Sans le sept de carreau", "Without the Seven of Diamonds"),
    "8♠": ("Без восьмёрки пик", "Sans le huit de pique", "Without the Eight of Spades"),
    "9♦": ("Без девятки бубён", "Sans le neuf de carreau", "Without the Nine of Diamonds"),
}

# The rank's form inside the sentence; each must appear in all four suits' sentences.
RANK_FORMS = {
    "ru": ("туза", "двойки", "тройки", "четвёрки", "пятёрки", "шестёрки", "семёрки",
           "восьмёрки", "девятки", "десятки", "валета", "дамы", "короля"),
    "fr": ("l'as", "le deux", "le trois", "le quatre", "le cinq", "le six", "le sept",
           "le huit", "le neuf", "le dix", "le valet", "la dame", "le roi"),
    "en": ("the Ace", "the Two", "the Three", "the Four", "the Five", "the Six",
           "the Seven", "the Eight", "the Nine", "the Ten", "the Jack", "the Queen",
           "the King"),
}
SUIT_FORMS = {"ru": ("пик", "червей", "бубён", "треф"),
              "fr": ("de pique", "de cœur", "de carreau", "de trèfle"),
              "en": ("of Spades", "of Hearts", "of Diamonds", "of Clubs")}
OPENINGS = {"ru": "Без ", "fr": "Sans ", "en": "Without "}


@pytest.mark.parametrize(("text", "expected"), sorted(EXPECTED.items()))
def test_representative_announcements(text: str, expected: tuple[str, str, str]) -> None:
    card = Card.parse(text)
    assert tuple(announcement(card, lang) for lang in ("ru", "fr", "en")) == expected


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_card_in_every_language_is_one_well_formed_sentence(language: str) -> None:
    table = ANNOUNCEMENTS[language]
    assert len(table) == 51 and len(set(table.values())) == 51
    assert (Rank.EIGHT, Suit.DIAMONDS) not in table
    for card in COMET_DECK:
        sentence = announcement(card, language)
        rank_form = RANK_FORMS[language][card.rank - 1]
        suit_form = SUIT_FORMS[language][card.suit]
        assert sentence == f"{OPENINGS[language]}{rank_form} {suit_form}"
        assert "  " not in sentence and sentence == sentence.strip()


def test_the_comet_cry_stop_and_branch_prompt() -> None:
    assert [comet_cry(lang) for lang in ("ru", "fr", "en")] == [
        "Комета!", "La Comète !", "The Comet!"]
    assert [stop_cry(lang) for lang in ("ru", "fr", "en")] == ["Стоп!", "Stop !", "Stop!"]
    assert [branch_prompt(Suit.CLUBS, lang) for lang in ("ru", "fr", "en")] == [
        "Продолжить трефы или 10♦?", "Continuer les trèfles ou 10♦ ?",
        "Continue the Clubs or 10♦?"]


def test_unknown_language_and_eight_of_diamonds_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        announcement(Card.parse("6♣"), "de")
    with pytest.raises(ValueError, match="not in the Comet deck"):
        announcement(Card.parse("8♦"), "en")
