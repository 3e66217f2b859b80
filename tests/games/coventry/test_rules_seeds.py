"""Help → Rules quotes the rule cards exactly and gets the deal sizes right (#12 item 11).

The sentences below are copied from the rule cards seed 000 (Russian) and seed 001
(French), §02 and §04; the pages may add to them, never reword or reorder them.
"""

from __future__ import annotations

import html
import re

import pytest

from coventry_desktop.widgets.rules_dialog import rules_html

SEED_TEXT = {
    "ru": [
        "Неравные руки допустимы: при 3 игроках первый получает 18, остальные по 17. "
        "Общего запаса нет. Сосед сдающего слева начинает любой картой.",
        "Для первой карты называют достоинство: «Вот дама, хороша собой». Для второй: «А вот "
        "другая, ей под стать». Для третьей: «Из трёх она всех лучше». Для четвёртой: «А это "
        "граф Ковентри». Это русские передачи смысла английских приговорок, а не исторические "
        "русские цитаты. В других языках слова можно согласовать со столом; обязательной "
        "остаётся очередь и совпадение достоинства. Запинка не заставляет брать карты обратно.",
    ],
    "fr": [
        "Des mains inégales conviennent : à 3, le premier reçoit 18, les autres 17 chacun. "
        "Aucune pioche. Le voisin de gauche commence toute carte.",
        "À la première, dites «Voici une dame de qualité», en adaptant le rang. À la deuxième : "
        "«En voici une aussi distinguée». À la troisième : «Des trois, voici la meilleure». À la "
        "quatrième : «Et voici le comte de Coventry». Ce sont des équivalents français des "
        "formules anglaises, pas des citations historiques françaises. Convenez des mots "
        "locaux ; ordre et rang identique restent obligatoires. Bafouiller ne fait pas "
        "reprendre les cartes.",
    ],
}

SIX_PLAYERS = {
    "en": "with 6 players, 9, 9, 9, 9, 8, 8",
    "ru": "при 6 игроках — 9, 9, 9, 9, 8, 8",
    "fr": "à 6 joueurs, 9, 9, 9, 9, 8, 8",
}
DEALER_HOLDS_8 = {
    "en": "with 6 players the dealer holds 8 cards",
    "ru": "при 6 игроках у него 8 карт",
    "fr": "à 6 joueurs, le donneur a 8 cartes",
}


def paragraphs(language: str) -> list[str]:
    """The page's paragraphs as plain text, line breaks read as spaces."""
    page = rules_html(language, "coventry")
    return [" ".join(html.unescape(re.sub(r"<[^>]+>", " ", p)).split())
            for p in re.findall(r"<p>(.*?)</p>", page, flags=re.S)]


@pytest.mark.parametrize("language", ["ru", "fr"])
def test_the_seed_sentences_are_quoted_exactly_and_in_order(language: str) -> None:
    text = " ".join(paragraphs(language))
    for quoted in SEED_TEXT[language]:
        assert quoted in text


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_six_players_read_as_six_hands_and_the_dealer_holds_eight(language: str) -> None:
    text = " ".join(paragraphs(language))
    assert SIX_PLAYERS[language] in text
    assert DEALER_HOLDS_8[language] in text
    assert "dealer gets the last card" not in text and "сдающий получает последним" not in text


def test_other_languages_are_said_only_where_the_russian_card_says_it() -> None:
    # Seed 000 says "В других языках" right after "these are Russian renderings", so it
    # means "in languages other than Russian"; no other paragraph says it.
    saying = [p for p in paragraphs("ru") if "В других языках" in p]
    assert len(saying) == 1
    assert saying[0].index("русские передачи смысла") < saying[0].index("В других языках")
