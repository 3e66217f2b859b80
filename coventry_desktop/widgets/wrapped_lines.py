"""The side panel's lists of lines (the deal's log, its record) drawn whole: each line
wrapped to the list's width, between words where it can and inside a word where it must.

Qt's own item drawing kept a 24-letter name on one line, cut at the list's edge, and cut
a line that begins with a right-to-left name ("אברהם בן־דוד הלוי: Without t…") where it
measured one line and drew two (QA F-D). Here one ``QTextLayout`` both measures and
draws a line, in the interface's direction, so what is measured is what is drawn.

Imported when a list gets its first line, after the first table (the start-up's import
budget, ``tests/app/test_import_budget.py``).
"""

from __future__ import annotations

import math
import re
import unicodedata

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

_ISOLATES = {"\u2066", "\u2067", "\u2068"}  # LRI, RLI, FSI: each closed by PDI (U+2069)


def line_direction(text: str, interface: Qt.LayoutDirection) -> Qt.LayoutDirection:
    """The direction ``text`` runs in as a paragraph of its own: its first strong letter
    outside isolated names (Unicode's rules P2 and P3), else the interface's. An English
    line laid out right to left (``-reverse``) had its full stop, its card's suit and its
    brackets thrown to the wrong end ("♥You play 6")."""
    depth = 0
    for char in text:
        if char in _ISOLATES:
            depth += 1
        elif char == "\u2069":
            depth = max(0, depth - 1)
        elif depth == 0:
            kind = unicodedata.bidirectional(char)
            if kind == "L":
                return Qt.LayoutDirection.LeftToRight
            if kind in ("R", "AL"):
                return Qt.LayoutDirection.RightToLeft
    return interface


MARGIN_X, MARGIN_Y = 3, 0
"""The room round a line's text inside its row, in pixels (as Qt's own rows keep)."""


class WrappedLines(QStyledItemDelegate):
    """Draws each row of ``view`` as its text wrapped to the view's width; with ``hang``
    (a pattern of a row's leading part: its number, its indent), the lines after a row's
    first start under the text after that part, not under it."""

    HEIGHTS_KEPT = 4096
    """Row heights remembered (``sizeHint``) before the memory starts again."""

    def __init__(self, view: QListView, hang: re.Pattern[str] | None = None) -> None:
        super().__init__(view)
        self._view = view
        self._hang = hang
        # (text, font, width, direction) -> height: the view asks every row's size again
        # whenever a row is added, so a deal's log of 400 lines laid each one out 45 times
        # (2.7 of the 16 s a watched deal of Earl of Coventry took at Instant speed).
        self._heights: dict[tuple[str, str, int, int], int] = {}

    def text_width(self) -> int:
        """How wide a row's text may run: the view's viewport, less the margins."""
        return max(1, self._view.viewport().width() - 2 * MARGIN_X)

    def lines(self, text: str, font: QFont, width: float) -> tuple[QTextLayout, float]:
        """``text`` laid out in lines of at most ``width`` pixels, and their height."""
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        interface = self._view.layoutDirection()
        option.setTextDirection(line_direction(text, interface))
        # Every line starts at the interface's edge, whichever way its own words run.
        side = Qt.AlignmentFlag.AlignRight if interface == Qt.LayoutDirection.RightToLeft \
            else Qt.AlignmentFlag.AlignLeft
        option.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute)
        layout.setTextOption(option)
        lead = self._hang.match(text) if self._hang is not None else None
        indent = min(QFontMetricsF(font).horizontalAdvance(lead.group()), width / 2) \
            if lead else 0.0
        # The indent is at the line's start: the left edge, or the right one right to left.
        start = 0.0 if interface == Qt.LayoutDirection.RightToLeft else indent
        layout.beginLayout()
        height = 0.0
        while (line := layout.createLine()).isValid():
            first = height == 0.0
            line.setLineWidth(width if first else width - indent)
            line.setPosition(QPointF(0 if first else start, height))
            height += line.height()
        layout.endLayout()
        return layout, height

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = self.text_width()
        text = str(index.data() or "")
        key = (text, option.font.key(), width, self._view.layoutDirection().value)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= self.HEIGHTS_KEPT:
                self._heights.clear()
            _, lines_height = self.lines(text, option.font, width)
            height = self._heights[key] = math.ceil(lines_height)
        return QSize(width + 2 * MARGIN_X, height + 2 * MARGIN_Y)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        row = QStyleOptionViewItem(option)
        self.initStyleOption(row, index)
        text, row.text = row.text, ""
        # The row's ground, selection and focus as the style draws them; the text here.
        style = self._view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, row, painter, self._view)
        rect = row.rect.adjusted(MARGIN_X, MARGIN_Y, -MARGIN_X, -MARGIN_Y)
        layout, _ = self.lines(text, row.font, rect.width())
        selected = bool(row.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(row.palette.color(role))
        painter.setClipRect(row.rect)
        layout.draw(painter, QPointF(rect.topLeft()))
        painter.restore()


def wrap_lines(view: QListView, hang: str | None = None) -> None:
    """Give ``view`` rows that wrap whole, laid out again whenever its width changes;
    ``hang``: a pattern of the leading part the wrapped lines go under (``WrappedLines``)."""
    view.setItemDelegate(WrappedLines(view, re.compile(hang) if hang else None))
    view.setResizeMode(QListView.ResizeMode.Adjust)
