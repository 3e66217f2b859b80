"""Every character the UI shows has a glyph in the font the widgets use (issue #5 item 7).

Labels, the seat plates and the rhyme panel paint with the application font (plain and
bold); the suits appear in card names (``Q♠``) and the rules, Cyrillic in the Russian UI,
French accents and typography (« », ’, the no-break space) in the French one. A missing
glyph would show as an empty box, which no other test would notice.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from coventry_desktop.engine import DECK, Rank
from coventry_desktop.games.coventry.calls import LANGUAGES, call_text
from coventry_desktop.widgets.items import DEALER_CHIP

SUITS = "♠♥♦♣♤♡♢♧"
CYRILLIC = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
FRENCH = "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ"
TYPOGRAPHY = "«»“”’—–−…\u00a0\u202f"


def all_call_texts() -> str:
    return "".join(call_text(rank, position, language, style)
                    for rank in Rank for position in (1, 2, 3, 4)
                    for language in LANGUAGES for style in ("rhymes", "snip-snap"))


def missing(font: QFont, text: str) -> list[str]:
    metrics = QFontMetrics(font)
    # Plain spaces and line breaks are layout, not glyphs; the no-break spaces are checked.
    return sorted({c for c in text if c not in " \n" and not metrics.inFontUcs4(ord(c))})


@pytest.mark.parametrize(("bold", "italic"), [(False, False), (True, False), (False, True)])
def test_application_font_has_every_glyph(qapp: QApplication, bold: bool, italic: bool) -> None:
    # Plain for labels, bold for names and titles, italic for the current call.
    font = QFont(qapp.font())
    font.setBold(bold)
    font.setItalic(italic)
    cards = "".join(str(card) for card in DECK)
    text = SUITS + CYRILLIC + FRENCH + TYPOGRAPHY + cards + DEALER_CHIP + all_call_texts()
    assert missing(font, text) == []


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_the_dealer_chip_is_no_letter_and_the_help_shows_it(language: str) -> None:
    """QA: the Russian dealer chip «С» sat on the plate of a player named C and read as
    the name's initial, as the English and French "D" would beside a player named D."""
    from pathlib import Path

    assert DEALER_CHIP == "\U0001f0a0" and not DEALER_CHIP.isalnum()
    help_page = Path(__file__).parents[1] / "resources" / "help" / f"help_{language}.html"
    assert f"{DEALER_CHIP}.</li>" in help_page.read_text(encoding="utf-8")
