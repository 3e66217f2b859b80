"""A lesson cites its rule card's section in the reader's language, by the title of the card
the reader can open (Help → Rules): a French lesson never names a Russian section
(«Розыгрыш») and cites the French card of Coventry (seed 001)."""

from __future__ import annotations

import re

import pytest

from coventry_desktop.games import GAMES
from coventry_desktop.models.lesson_flow import lesson_text

CYRILLIC = re.compile("[А-Яа-яЁё]")
LESSONS = [(info.id, lesson) for info in GAMES for lesson in info.lessons().lessons]
FOLLOW = {"en": "003 “Play”", "fr": "003 «\u00a0Le jeu\u00a0»", "ru": "003 «Игра»"}
COVENTRY_CARD = {"en": "000", "fr": "001", "ru": "000"}


@pytest.fixture
def language(qapp):
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()

    def use(code: str) -> None:
        install_language(qapp, code)

    yield use
    install_language(qapp, "en")


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_every_lesson_cites_its_section_in_the_language(language, code) -> None:
    language(code)
    cited = {(game, lesson.id): lesson_text(lesson.section) for game, lesson in LESSONS}
    if code != "ru":
        assert not [text for text in cited.values() if CYRILLIC.search(text)], cited
    assert cited["hearts", "follow-suit"] == FOLLOW[code]
    assert {text.split()[0] for (game, _), text in cited.items()
            if game == "coventry"} == {COVENTRY_CARD[code]}
