"""Completeness of the Qt Linguist catalogues (issue #5 items 1, 2, 6, 8).

Reads ``resources/translations/coventry_<lang>.ts`` as XML and fails on any entry that
a reader would see untranslated or wrong: unfinished, vanished, obsolete or empty
translations, ``%1``/``%n`` placeholders or ``&`` accelerators that differ between the
source and the translation, shortcuts that change with the language. Plurals are checked
through the real compiled ``.qm`` files embedded in the Qt resources, as the app loads them.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

import coventry_desktop.resources_rc  # noqa: F401  (registers :/translations)
from coventry_desktop.i18n import LANGUAGES, install_language

TS_DIR = Path(__file__).resolve().parents[1] / "resources" / "translations"
TRANSLATED = ("ru", "fr")  # every string; English is the source, its catalogue is plurals only
NUMERUS_FORMS = {"ru": 3, "fr": 2, "en": 2}  # Qt's plural rules for these languages
PLACEHOLDER = re.compile(r"%(?:L?[1-9][0-9]?|n)")
KEY_SEQUENCE = re.compile(r"^(?:(?:Ctrl|Alt|Shift|Meta)\+)+\S+$")
PRODUCT_NAMES = {"Coventry Desktop"}  # the same in every language


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    kind: str | None  # the translation's type attribute: None when finished
    numerus: bool
    forms: tuple[str, ...]  # one text, or one per plural form

    def __str__(self) -> str:
        return f"{self.context}: {self.source!r}"


def read_ts(language: str) -> tuple[str, list[Entry]]:
    """The ``language`` attribute and every message of ``coventry_<language>.ts``."""
    root = ET.parse(TS_DIR / f"coventry_{language}.ts").getroot()
    entries = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{name}: message without <translation>"
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            entries.append(Entry(name, message.findtext("source", ""),
                                 translation.get("type"), numerus, forms))
    return root.get("language", ""), entries


def accelerators(text: str) -> int:
    """How many ``&`` mnemonics ``text`` has (``&&`` is a literal ampersand)."""
    return text.replace("&&", "").count("&")


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalogue_declares_its_language(language: str) -> None:
    declared, _ = read_ts(language)
    assert declared == language


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_vanished_or_obsolete_entries(language: str) -> None:
    _, entries = read_ts(language)
    bad = [f"{e.kind}: {e}" for e in entries if e.kind is not None]
    assert not bad, "run `make translations-update`, then translate:\n" + "\n".join(bad)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_empty_translations(language: str) -> None:
    _, entries = read_ts(language)
    assert not [str(e) for e in entries if not e.forms or not all(f.strip() for f in e.forms)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_entries_have_every_form_of_the_language(language: str) -> None:
    _, entries = read_ts(language)
    wrong = [f"{e} has {len(e.forms)}" for e in entries
             if e.numerus and len(e.forms) != NUMERUS_FORMS[language]]
    assert not wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_match_the_source(language: str) -> None:
    _, entries = read_ts(language)
    wrong = []
    for entry in entries:
        expected = Counter(PLACEHOLDER.findall(entry.source))
        for form in entry.forms:
            if Counter(PLACEHOLDER.findall(form)) != expected:
                wrong.append(f"{entry} -> {form!r}")
    assert not wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_accelerators_match_the_source(language: str) -> None:
    _, entries = read_ts(language)
    wrong = [f"{e} -> {f!r}" for e in entries for f in e.forms
             if accelerators(f) != accelerators(e.source)]
    assert not wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_shortcuts_are_the_same_in_every_language(language: str) -> None:
    # Ctrl+N, Ctrl+Q, Enter, P: players switch languages, their fingers do not.
    _, entries = read_ts(language)
    wrong = [f"{e} -> {e.forms[0]!r}" for e in entries
             if KEY_SEQUENCE.match(e.source) and e.forms != (e.source,)]
    assert not wrong


# Keys named inside sentences ("press Ctrl+Shift+P", "press P"): the same keys in every
# language. Enter may carry its French keyboard label.
KEYS_IN_TEXT = re.compile(r"\b(?:(?:Ctrl|Alt|Shift|Meta)\+)+\w+|(?<=press )[A-Z0-9]\b|\bF\d\d?\b")
KEY_LABELS = {"Enter": ("Enter", "Entrée")}


@pytest.mark.parametrize("language", TRANSLATED)
def test_keys_named_in_sentences_are_kept(language: str) -> None:
    _, entries = read_ts(language)
    wrong = []
    for entry in entries:
        keys = KEYS_IN_TEXT.findall(entry.source)
        labels = [KEY_LABELS[word] for word in KEY_LABELS if f"press {word}" in entry.source]
        for form in entry.forms:
            missing = [k for k in keys if not re.search(rf"(?<![\w+]){re.escape(k)}\b", form)]
            missing += [label[0] for label in labels if not any(x in form for x in label)]
            if missing:
                wrong.append(f"{entry} -> {form!r} lacks {missing}")
    assert not wrong


def test_russian_and_french_translate_the_same_messages() -> None:
    def keys(language: str) -> set[tuple[str, str]]:
        return {(e.context, e.source) for e in read_ts(language)[1]}

    assert keys("ru") == keys("fr")


def test_english_catalogue_has_exactly_the_plural_messages() -> None:
    plural = {(e.context, e.source) for e in read_ts("ru")[1] if e.numerus}
    english = read_ts("en")[1]
    assert all(e.numerus for e in english)
    assert {(e.context, e.source) for e in english} == plural


def test_russian_translations_are_russian() -> None:
    # An English sentence copied into the Russian catalogue is "finished" for lrelease but
    # wrong for the reader: every translation of a worded source has Cyrillic in it.
    _, entries = read_ts("ru")
    cyrillic = re.compile("[а-яё]", re.IGNORECASE)
    worded = re.compile("[A-Za-z]{3,}")
    wrong = [str(e) for e in entries if worded.search(e.source)
             and e.source not in PRODUCT_NAMES
             and not all(cyrillic.search(form) for form in e.forms)]
    assert not wrong


SOURCES = Path(__file__).resolve().parents[1] / "coventry_desktop"


def lupdate_blind_spots(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Calls whose text pyside6-lupdate cannot extract correctly, with the reason.

    A non-literal text or context is invisible to lupdate (a ``_tr(text)`` wrapper does
    exactly that); ``other.tr(text)`` is filed under the wrong context; and
    ``translate(context, text, comment, n)`` is marked plural only when ``n`` is a literal
    number (with an expression it is dropped): plurals go through ``self.tr(text, "", n)``.
    """
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "tr" and isinstance(func, ast.Attribute):
            texts = node.args[:1]
            if not (isinstance(func.value, ast.Name) and func.value.id == "self"):
                # lupdate names the context after the expression ("self.window"), Qt after
                # the object's class ("MainWindow"): the translation is never found.
                yield node.lineno, "tr() on another object: use translate('Class', text)"
        elif name == "translate":
            texts = node.args[:2]
            if len(node.args) >= 4:
                yield node.lineno, "plural through translate(): use self.tr(text, '', n)"
        else:
            continue
        if not texts or not all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                                for a in texts):
            yield node.lineno, "text or context is not a string literal"


# The words GLOSSARY.md bans, by language ("never «…»" in its column), and how to find every
# form of them. A deal is «раздача» (seed 000's word); seeds 003 and 004 say «сдача», and the
# two side by side («В этой сдаче…» beside «Раздача 3 из 4») read as two things.
BANNED: dict[str, dict[str, re.Pattern[str]]] = {
    "ru": {"сдача": re.compile(r"(?<![а-яё])сдач", re.IGNORECASE),
           # Comet's run and free start: the bar and the card said these, the lessons «ряд»
           # and «свободное начало» («последовательный», an adjective, is another word).
           "последовательность": re.compile(r"последовательност", re.IGNORECASE),
           "свободный ход": re.compile(r"свободн\w+\s+ход", re.IGNORECASE),
           # A lead is «заход» (Hearts' «Ваш заход»): the noun of a lead and a lead with a
           # card («выходит с тройки»), not the Quit menu, leaving, nor Comet's going out.
           "выход": re.compile(r"(ваш|нов\w+|сыгравшему)\s+выход|(?<![а-яё])(выход|выйд|"
                               r"вышл|выш)\w*\s+со?\s", re.IGNORECASE)},
    # Comet's run is «séquence», as its word in the glossary; «suite» said it 33 times.
    "fr": {"suite": re.compile(r"(?<!\w)suites?(?!\w)", re.IGNORECASE)}, "en": {}}
RESOURCES = TS_DIR.parent


def test_the_banned_words_are_the_glossarys() -> None:
    glossary = (TS_DIR / "GLOSSARY.md").read_text(encoding="utf-8")
    assert set(re.findall(r"never «(.+?)»", glossary)) == {
        word for words in BANNED.values() for word in words}
    assert set(BANNED) == set(LANGUAGES)


def shown_texts(language: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every text the reader sees in ``language``: the catalogue's
    translations (English: the sources), every rule card and the help page."""
    _, entries = read_ts("ru" if language == "en" else language)
    for entry in entries:
        for form in (entry.source,) if language == "en" else entry.forms:
            yield str(entry), form
    pages = [*sorted(RESOURCES.glob(f"rules/*/rules_{language}.html")),
             RESOURCES / "help" / f"help_{language}.html"]
    for page in pages:
        yield str(page.relative_to(RESOURCES)), page.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_uses_a_word_the_glossary_bans(language: str) -> None:
    """The Russian Hearts and Comet rule cards said «сдача» where the app says «раздача»,
    and Comet's bar and card «свободный ход» and «последовательность» where its lessons say
    «свободное начало» and «ряд»."""
    assert [f"{where}: «{word}»" for where, text in shown_texts(language)
            for word, pattern in BANNED[language].items() if pattern.search(text)] == []


# The developers' names for the rule sources: the Rules window said «D'après notre fiche de
# règles (seed 003, «Червы»)», "the seed's game", "(seed 004, sections §01–§06)". A player
# does not know what a seed is, nor reads Russian in an English or French card.
JARGON = re.compile(r"(?<!\w)seeds?(?!\w)", re.IGNORECASE)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_names_a_seed(language: str) -> None:
    assert [f"{where}: {found.group(0)!r}" for where, text in shown_texts(language)
            if (found := JARGON.search(text))] == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_english_and_french_rule_cards_hold_no_russian(language: str) -> None:
    cards = sorted(RESOURCES.glob(f"rules/*/rules_{language}.html"))
    assert len(cards) == 3
    assert [(card.parent.name, found.group(0)) for card in cards
            if (found := re.search(r"[а-яё]+", card.read_text(encoding="utf-8"),
                                   re.IGNORECASE))] == []


# GLOSSARY.md's card letters: the faces' A K Q J in every language's card names, never the
# Russian В Д К Т nor the French R D V (French lessons said "Jouez V♥, D♥ et R♥" beside
# "la Q♠", and the faces show J, Q, K).
OTHER_LETTERS = {"ru": re.compile(r"(?<!\w)[ВДКТ](?=[♠♥♦♣])"),
                 "fr": re.compile(r"(?<!\w)[VDR](?=[♠♥♦♣])"),
                 "en": re.compile(r"(?<!\w)[^\WAKQJ\d](?=[♠♥♦♣])")}


# The same letters as ranks in a row: Comet's and Hearts' cards gave the order as
# «Т 2 3 … 10 В Д К» and « R D V 10 … 2 » while the faces read A … J Q K.
OTHER_RANK_ROWS = {"ru": re.compile(r"(?<!\w)(?:[ВДКТ]|10)\s+[ВДК](?!\w)|(?<!\w)Т\s+2(?!\d)"),
                   "fr": re.compile(r"(?<!\w)(?:[VDR]|10)\s+[VDR](?!\w)")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_card_names_use_the_letters_on_the_faces(language: str) -> None:
    assert [f"{where}: {pattern.group(0)}" for where, text in shown_texts(language)
            if (pattern := OTHER_LETTERS[language].search(text))] == []


@pytest.mark.parametrize("language", ["ru", "fr"])
def test_an_order_of_ranks_uses_the_letters_on_the_faces(language: str) -> None:
    assert [f"{where}: {pattern.group(0)!r}" for where, text in shown_texts(language)
            if (pattern := OTHER_RANK_ROWS[language].search(text))] == []


def _spaced(text: str) -> str:
    """``text`` with every run of spaces (no-break ones and line breaks too) as one space."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", text)


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_help_quotes_the_bar_as_the_app_says_it(language: str) -> None:
    """The Russian help quoted the status line as it once was («Ваш заход: любая карта»,
    «Дама пик должна уйти: сыграйте Q♠»), not as the app says it now. Each sentence the
    English help quotes whole from the bar is quoted in the language's own words."""
    english = _spaced((RESOURCES / "help" / "help_en.html").read_text(encoding="utf-8"))
    start = english.index("the status line says what is")
    quotes = re.findall(r'"([^"]+)"', english[start:english.index("</li>", start)])
    _, entries = read_ts(language)
    said: dict[str, set[str]] = {}
    for entry in entries:
        if not entry.numerus:
            said.setdefault(entry.source, set()).add(_spaced(entry.forms[0]))
    page = _spaced((RESOURCES / "help" / f"help_{language}.html").read_text(encoding="utf-8"))
    whole = [quote for quote in quotes if quote in said]
    assert len(whole) >= 4, whole  # "Free start: play any card", "Your lead: …" …
    assert [(quote, text) for quote in whole for text in said[quote] if text not in page] == []


@pytest.mark.parametrize(("language", "label"), [("ru", "Опрос приговорок"),
                                                   ("fr", "Tester mes formules")])
def test_the_practice_switch_says_whose_calls_it_asks_for(language: str, label: str) -> None:
    """QA: «Спрашивать меня» and «Me demander» lost the English "for my calls"; the help
    quotes the switch whole. (It must fit the panel at 800×560: test_panel_fit.)"""
    _, entries = read_ts(language)
    [said] = [entry.forms[0] for entry in entries if entry.source == "Ask &me for my calls"]
    assert said.replace("&", "") == label
    page = _spaced((RESOURCES / "help" / f"help_{language}.html").read_text(encoding="utf-8"))
    assert label in page


def test_every_translated_text_is_one_lupdate_can_see() -> None:
    wrong = []
    for path in sorted(SOURCES.rglob("*.py")):
        if path.name != "resources_rc.py":
            tree = ast.parse(path.read_text(encoding="utf-8"))
            wrong += [f"{path.name}:{line}: {why}" for line, why in lupdate_blind_spots(tree)]
    assert not wrong


def lupdate() -> str:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else "pyside6-lupdate"


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Copies of the catalogues after ``make translations-update``'s lupdate run on them."""
    out = tmp_path_factory.mktemp("translations")
    for language in LANGUAGES:
        shutil.copy(TS_DIR / f"coventry_{language}.ts", out)
    sources = sorted(str(p) for p in SOURCES.rglob("*.py") if p.name != "resources_rc.py")
    common = [lupdate(), "-silent", "-locations", "relative", "-no-obsolete", *sources]
    subprocess.run([*common, "-ts", str(out / "coventry_ru.ts"), str(out / "coventry_fr.ts")],
                   check=True, capture_output=True)
    subprocess.run([*common, "-pluralonly", "-ts", str(out / "coventry_en.ts")],
                   check=True, capture_output=True)
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_in_the_code_is_translated(
        refreshed: Path, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # lrelease -fail-on-unfinished only sees the committed .ts files: a string added to the
    # code since the last `make translations-update` would show in English unnoticed.
    monkeypatch.setattr(sys.modules[__name__], "TS_DIR", refreshed)
    _, entries = read_ts(language)
    new = [str(e) for e in entries if e.kind is not None]
    assert not new, "run `make translations-update`, then translate:\n" + "\n".join(new)


@pytest.fixture
def ui_language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """Install a UI language as the app does; English again afterwards for later tests."""
    yield lambda language: install_language(qapp, language)
    install_language(qapp, "en")


def test_catalogues_are_in_the_resources() -> None:
    for language in LANGUAGES:
        assert QTranslator().load(f":/translations/coventry_{language}.qm"), \
            f"coventry_{language}.qm is not in the resources: run `make translations resources`"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_message_shows_its_number(
        language: str, ui_language: Callable[[str], None]) -> None:
    ui_language(language)
    plural = [e for e in read_ts(language)[1] if e.numerus]
    for entry in plural:
        for n in (0, 1, 2, 5, 11, 21, 22, 25, 101):
            text = QCoreApplication.translate(entry.context, entry.source, None, n)
            assert text != entry.source and "%n" not in text, (entry, n, text)
            if "%n" in entry.source:
                assert str(n) in text, (entry, n, text)


# The counts issue #5 names, through the real .qm: Russian has three forms (1, 2-4, 5-20,
# then by the last digits: 21 like 1), French treats 0 like 1, English 1 against the rest.
CARDS = {
    "ru": {0: "0 карт", 1: "1 карта", 2: "2 карты", 4: "4 карты", 5: "5 карт", 11: "11 карт",
           12: "12 карт", 21: "21 карта", 22: "22 карты", 25: "25 карт", 111: "111 карт"},
    "fr": {0: "0 carte", 1: "1 carte", 2: "2 cartes", 5: "5 cartes", 21: "21 cartes"},
    "en": {0: "0 cards", 1: "1 card", 2: "2 cards", 5: "5 cards", 21: "21 cards"},
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_card_counts(language: str, ui_language: Callable[[str], None]) -> None:
    ui_language(language)
    for n, expected in CARDS[language].items():
        assert QCoreApplication.translate("CoventryPresenter", "%n card(s)", None, n) == expected
