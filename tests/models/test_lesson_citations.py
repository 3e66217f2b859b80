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


HEADING = re.compile(r"<h2>\s*(?:§?(\d\d)\.\s*)?(.*?)\s*</h2>", re.S)
CARD = {"coventry": {"en": "000", "fr": "001", "ru": "000"},
        "comet": dict.fromkeys(("en", "fr", "ru"), "004"),
        "hearts": dict.fromkeys(("en", "fr", "ru"), "003")}


def _card_sections(game: str, code: str) -> set[str]:
    """The sections of ``game``'s rule card in ``code`` as the Rules window shows them:
    "§03" for a numbered heading ("03. …" or "§03. …"), else the heading's title."""
    from coventry_desktop.widgets.rules_dialog import rules_html

    return {f"§{number}" if number else title
            for number, title in HEADING.findall(rules_html(code, game))}


def _cited(text: str) -> tuple[str, list[str]]:
    """The card and the sections a citation names: "004 §03, §05", "000 §02–§05" (every
    section from the first to the last), "003 «\u00a0Le jeu\u00a0»", or "003" alone."""
    card, _, rest = text.partition(" ")
    titles = re.findall(r"[“«]\u00a0?(.+?)\u00a0?[”»]", rest)  # a title may hold commas
    sections: list[str] = list(titles)
    for part in filter(None, (p.strip() for p in rest.split(",") if not titles)):
        first, dash, last = part.partition("–")
        numbers = range(int(first[1:]), int(last[1:]) + 1) if dash else [int(part[1:])]
        sections += [f"§{n:02d}" for n in numbers]
    return card, sections


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
@pytest.mark.parametrize(("game", "lesson"), LESSONS, ids=lambda x: getattr(x, "id", x))
def test_every_cited_section_is_on_the_rule_card_in_the_language(language, code, game,
                                                                 lesson) -> None:
    """Comet's lessons cited seed 004's §08, which the app's card (§01–§06) has not."""
    language(code)
    card, sections = _cited(lesson_text(lesson.section))
    assert card == CARD[game][code]
    assert set(sections) <= _card_sections(game, code), (sections, _card_sections(game, code))


INTRO = re.compile(r"<body>(.*?)<h2>", re.S)
RANGE = re.compile(r"§(\d\d)–§(\d\d)")


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_a_cards_opening_names_the_sections_it_shows(language, code, game) -> None:
    """Comet's card opened with "sections §01–§08" above its §01–§06."""
    from coventry_desktop.widgets.rules_dialog import rules_html

    language(code)
    html = rules_html(code, game)
    shown = {section for section in _card_sections(game, code) if section.startswith("§")}
    for first, last in RANGE.findall(INTRO.search(html).group(1)):
        assert {f"§{n:02d}" for n in range(int(first), int(last) + 1)} == shown


# How each language's lesson would point the reader at "the rule card's example".
CARD_EXAMPLE = {"en": "rule card", "fr": "fiche", "ru": "из правил"}


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_no_comet_lesson_sends_the_reader_to_an_example_the_card_has_not(language,
                                                                          code) -> None:
    """The Comet lesson called its position "the rule card's example": that is seed 004's
    §08, which the app's card (Help → Rules, §01–§06) leaves out."""
    from coventry_desktop.widgets.rules_dialog import rules_html

    language(code)
    assert "§08" not in rules_html(code, "comet")
    texts = [lesson_text(lesson.text) for game, lesson in LESSONS if game == "comet"]
    assert [text for text in texts if CARD_EXAMPLE[code] in text] == []


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_the_series_the_hearts_lesson_takes_from_the_card_is_on_the_card(language,
                                                                         code) -> None:
    """Hearts' settlement lesson names "the rule card's series" (A 42, B 71, C 19, D 24
    points; A −3, B −32, C +20, D +15): seed 003's table, which the app's card had not."""
    from coventry_desktop.widgets.rules_dialog import rules_html

    language(code)
    [lesson] = [lesson for game, lesson in LESSONS
                if (game, lesson.id) == ("hearts", "settlement")]
    assert "rule card's series" in lesson.text
    card = re.sub(r"\s+", " ", rules_html(code, "hearts"))
    said = {"en": "A takes 42 points, B 71, C 19 and D 24",
            "fr": "A prend 42 points, B 71, C 19 et D 24",
            "ru": "A набрал 42 очка, B — 71, C — 19, D — 24"}
    assert said[code] in card
    assert "−3, B −32, C +20" in card and "D +15" in card
