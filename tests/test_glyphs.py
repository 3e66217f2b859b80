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
    text = SUITS + CYRILLIC + FRENCH + TYPOGRAPHY + cards + all_call_texts()
    assert missing(font, text) == []
