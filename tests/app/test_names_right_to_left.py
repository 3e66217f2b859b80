"""A right-to-left name (Hebrew, Arabic) leaves the sentence round it in order: isolated
(U+2068 … U+2069) wherever names go into sentences, so that a label drawn left to right
shows "مرحبا…: 10♦" with the name at the left (the order the tester copied as
"10♦ :مرحبا…"), and in one piece on its line where it has no space (the curtain and the
log broke a Hebrew name at its emoji, and a line broken inside a right-to-left name reads
in the wrong order)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from coventry_desktop.engine import Card
from coventry_desktop.games import get
from coventry_desktop.games.coventry.ui.extras import CoventryExtras
from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import FSI, PDI, WJ, isolate
from coventry_desktop.models.setup import Occupant, SeatSetup, sentence_names
from coventry_desktop.widgets.other_games import Opening
from coventry_desktop.widgets.wrapped_lines import WrappedLines

from .helpers import refused_twice

HEBREW = "שלום😀ולםשלום😀עולםשלום"
ARABIC = "مرحبا بالعالم العربي الج"


def test_a_right_to_left_name_is_isolated_and_joined_at_its_emoji() -> None:
    assert sentence_names((HEBREW, ARABIC, "Ada")) == (
        f"{FSI}שלום{WJ}😀{WJ}ולםשלום{WJ}😀{WJ}עולםשלום{PDI}", FSI + ARABIC + PDI, "Ada")
    assert isolate("😀😀שלום") == f"{FSI}😀{WJ}😀{WJ}שלום{PDI}"
    assert isolate(isolate(HEBREW)) == isolate(HEBREW)


def _at(text: str, index: int) -> int:
    """Qt's position (in UTF-16 units) of ``text[index]``: an emoji takes two."""
    return len(text[:index].encode("utf-16-le")) // 2


def _laid_out(text: str, font: QFont, width: float) -> QTextLayout:
    """``text`` wrapped at ``width`` pixels as a word-wrapped label wraps it."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)  # a label's line breaks
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.LeftToRight)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
    layout.endLayout()
    return layout


def test_the_calls_panel_says_an_arabic_name_then_the_card(app_shell, qtbot) -> None:
    shell = app_shell(start=False, seed=5, first_dealer=3, speed=0)
    seats = (SeatSetup(ARABIC, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"),
             SeatSetup("Basil", Occupant.BOT, "easy"))
    window = shell.show(Opening(get("coventry"), seats, 1, None))
    qtbot.waitExposed(window)
    extras = window.extras
    assert isinstance(extras, CoventryExtras)
    panel = extras.panel
    panel._show_who(0, Card.parse("10D"))
    label: QLabel = panel._who
    assert label.text() == f"{FSI}{ARABIC}{PDI}: 10♦"
    # Drawn left to right: the name at the left, as a label of the name alone draws it,
    # then ": 10♦" (drawn right to left, "10♦ :" came first).
    alone = QLabel(isolate(ARABIC), label.parentWidget())
    alone.setObjectName(label.objectName())
    size = label.sizeHint().expandedTo(alone.sizeHint())
    label.resize(size)
    alone.resize(size)
    name_width = QFontMetricsF(label.font()).horizontalAdvance(ARABIC)
    whole, name = (shown.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
                   for shown in (label, alone))
    prefix = QRect(0, 0, int(name_width) - 2, size.height())
    assert whole.copy(prefix) == name.copy(prefix)
    assert whole != name  # the card is drawn too


def test_the_curtain_and_the_log_keep_a_hebrew_name_on_one_line(app_shell, qtbot) -> None:
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), "fr")
    seats = (SeatSetup(ARABIC, Occupant.HUMAN), SeatSetup(HEBREW, Occupant.HUMAN),
             SeatSetup("Ada", Occupant.BOT, "easy"), SeatSetup("Basil", Occupant.BOT, "easy"))
    window = shell.show(Opening(get("hearts"), seats, 6, None))
    window.resize(800, 560)
    qtbot.waitExposed(window)
    window.curtain.call(window.names()[1])
    label = window.curtain_label
    qtbot.waitUntil(lambda: window.stack.currentIndex() == 1 and label.isVisible())
    text = label.text()
    name = isolate(HEBREW)
    for start in (i for i in range(len(text)) if text.startswith(name, i)):
        layout = _laid_out(text, label.font(), label.contentsRect().width())
        assert layout.lineCount() >= 3  # the sentence wraps at 800 pixels …
        first, last = (layout.lineForTextPosition(_at(text, i))
                       for i in (start, start + len(name) - 1))
        assert first.lineNumber() == last.lineNumber()  # … never inside the name
    delegate = WrappedLines(window.panel.log)  # the log's rows
    width = delegate.text_width()
    line = f"Ada donne 3 cartes à {name}"
    layout, _ = delegate.lines(line, window.panel.log.font(), width)
    start = line.index(name)
    assert layout.lineCount() >= 2  # the line wraps …
    assert layout.lineForTextPosition(_at(line, start)).lineNumber() == \
        layout.lineForTextPosition(_at(line, len(line) - 1)).lineNumber()  # … before the name


def test_new_games_refusal_isolates_a_name_given_twice(app_shell, qtbot) -> None:
    assert refused_twice(app_shell, qtbot, HEBREW).text() == (
        f"Two people are called {isolate(HEBREW)}: give each person a name of their own.")
