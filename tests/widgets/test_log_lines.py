"""The deal's log wraps every line whole at an 800×560 screen's window (QA F-D): a
24-letter name ran past the list's edge on one line, cut, and a line that begins with a
right-to-left name ("אברהם בן־דוד הלוי : La Comète !") was cut with "…" after its
first line. Each row is as wide as the list and as high as its text wrapped to it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QImage, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QListWidget

from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup

NAMES = ("W" * 24, "אברהם בן־דוד הלוי", "Wojciech Brzęczyszczykiewicz", "Анастасия", "Zoë")
SEATS = [SeatSetup(YOU, Occupant.HUMAN)] + [SeatSetup(n, Occupant.BOT, "easy") for n in NAMES]


def _wrapped(view: QListWidget, text: str, width: float) -> tuple[QTextLayout, int]:
    """``text`` in lines of ``width`` pixels, broken between words or, for a word longer
    than a line, inside it; and how many lines."""
    layout = QTextLayout(text, view.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    count = 0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        line.setPosition(QPointF(0, count * line.height()))
        count += 1
    layout.endLayout()
    return layout, count


def _dark(image: QImage, rect: QRect) -> int:
    """How many dark (text) pixels ``image`` shows inside ``rect``."""
    rect = rect.intersected(image.rect())
    return sum(image.pixelColor(x, y).lightness() < 128
               for x in range(rect.left(), rect.right() + 1)
               for y in range(rect.top(), rect.bottom() + 1))


def _whole(view: QListWidget) -> None:
    """Asserts that no row of ``view`` is cut (pytest-qt's ``waitUntil`` shows the last
    failure when the rows never settle whole)."""
    assert _cut_rows(view) == []


def _cut_rows(view: QListWidget) -> list[str]:
    """The rows wider than the list, lower than their text's lines, or showing less
    than 90% of the ink of their whole text drawn in black on white (a line cut with
    "…", or past the list's edge)."""
    room = view.viewport().width()
    spacing = view.fontMetrics().lineSpacing()
    cut = []
    for row in range(view.count()):
        item = view.item(row)
        view.scrollToItem(item)
        rect = view.visualItemRect(item)
        layout, lines = _wrapped(view, item.text(), room - 6)
        whole = QImage(room, lines * spacing, QImage.Format.Format_RGB32)
        whole.fill(QColor("white"))
        painter = QPainter(whole)
        painter.setPen(QColor("black"))
        layout.draw(painter, QPointF(3, 0))
        painter.end()
        shown = _dark(view.viewport().grab().toImage(), rect)
        needed = _dark(whole, whole.rect())
        if rect.width() > room or rect.height() < lines * spacing or shown < 0.9 * needed:
            cut.append(f"{item.text()!r}: {rect.width()}×{rect.height()} in {room}, "
                       f"{lines} lines of {spacing}, {shown} of {needed} dark pixels")
    return cut


RTL = "\u2068אברהם בן־דוד הלוי\u2069"
"""The name as the log writes it, isolated from the sentence round it."""
LINES = (f"{RTL}\xa0: Sans la dame de trèfle", f"{RTL} joue J♣", f"{RTL}\xa0: La Comète !",
         f"{RTL}: Without the King of Clubs", f"{'W' * 24} passe",
         "Wojciech Brzęczyszczykiewicz\xa0: Sans le roi de trèfle", "Zoë passe")
"""Lines of the log (French and English) that were cut at 784×512."""


@pytest.mark.parametrize("more", [0, 30], ids=["few lines", "scrolling"])
def test_every_line_of_the_log_shows_whole_at_784_by_512(qtbot, game_window, more) -> None:
    window = game_window("comet", seats=SEATS, size=(784, 512))
    window.session.set_paused(True)
    log = window.panel.log
    for line in (*LINES, *(["Zoë passe"] * more)):
        window.panel.add_line(line)
    assert log.viewport().width() < 200  # the panel at its narrowest
    qtbot.waitUntil(lambda: _whole(log))
    # The panel widens with the window: the rows follow its width, still whole.
    window.resize(1180, 760)
    qtbot.waitUntil(lambda: log.viewport().width() > 250)
    qtbot.waitUntil(lambda: _whole(log))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_lines_of_a_deal_in_play_show_whole(qtbot, game_window, instant,
                                                language) -> None:
    """The lines the game writes as it is played, a 24-letter name's among them."""
    app = QApplication.instance()
    install_language(app, language)
    try:
        window = game_window("comet", seats=SEATS, size=(784, 512), seed=5)
        session, log = window.session, window.panel.log
        session.set_paused(True)
        while log.count() < 30 and session.legal_actions():
            session.request(session.legal_actions()[0])
        qtbot.waitUntil(lambda: log.count() >= 30)
        texts = [log.item(row).text() for row in range(log.count())]
        assert any(NAMES[0] in t for t in texts)
        assert any(NAMES[1] in t for t in texts), texts
        qtbot.waitUntil(lambda: _whole(log))
    finally:
        install_language(app, "en")


@pytest.mark.parametrize(("text", "runs"), [
    ("You play 6♥", "ltr"), ("Bot 1: Without the King of Hearts", "ltr"),
    ("\u2068אברהם בן־דוד הלוי\u2069: Without the Six of Clubs", "ltr"),  # an isolated name
    ("אברהם בן־דוד הלוי", "rtl"), ("(+2) Анна", "ltr")])
@pytest.mark.parametrize("interface", ["ltr", "rtl"])
def test_each_line_runs_its_own_way_and_starts_at_the_interfaces_edge(
        qtbot, text, runs, interface) -> None:
    """Under ``-reverse`` (right to left) an English line was laid out right to left: the
    suit of "You play 6♥" came first ("♥You play 6"), a bracket at the wrong end."""
    from PySide6.QtCore import Qt

    from coventry_desktop.widgets.wrapped_lines import WrappedLines, wrap_lines

    direction = {"ltr": Qt.LayoutDirection.LeftToRight, "rtl": Qt.LayoutDirection.RightToLeft}
    view = QListWidget()
    qtbot.addWidget(view)
    view.setLayoutDirection(direction[interface])
    wrap_lines(view)
    delegate = view.itemDelegate()
    assert isinstance(delegate, WrappedLines)
    width = 400.0
    layout, _ = delegate.lines(text, view.font(), width)
    assert layout.textOption().textDirection() == direction[runs]
    line = layout.lineAt(0)
    first, last = line.cursorToX(0)[0], line.cursorToX(len(text))[0]
    assert (first < last) == (runs == "ltr")  # its first letter at its own start
    drawn = line.naturalTextRect()
    if interface == "rtl":  # every line against the interface's starting edge
        assert drawn.right() == pytest.approx(width, abs=1)
    else:
        assert drawn.left() == pytest.approx(0, abs=1)
