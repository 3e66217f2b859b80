"""A small painted chart of practice accuracy: per position, and per session over time.

Painted with QPainter rather than QtCharts, so it works without the optional
PySide6-Addons wheel. Colours come from the palette, so it follows light and dark themes.
"""

from __future__ import annotations

import math
from datetime import datetime

from PySide6.QtCore import QDate, QLocale, QPointF, QRectF, QSize, Qt, QTime
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

RECENT = 12  # sessions shown on the right: enough to see a trend, few enough to read


def percent(right: int, asked: int) -> int | None:
    """Accuracy in whole percent, or ``None`` when nothing was asked."""
    return round(100 * right / asked) if asked else None


class AccuracyChart(QWidget):
    """Left: one bar per call position (1st..4th). Right: accuracy of the recent sessions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._positions: dict[int, tuple[int, int]] = {}
        self._history: list[tuple[datetime, int, int]] = []
        self.setMinimumSize(QSize(460, 220))

    def set_data(self, positions: dict[int, tuple[int, int]],
                 history: list[tuple[datetime, int, int]]) -> None:
        """Show ``positions`` (1..4 -> (right, asked)) and ``history`` ((when, right, asked))."""
        self._positions = dict(positions)
        self._history = list(history)[-RECENT:]
        self.update()

    def sizeHint(self) -> QSize:  # Qt override
        return QSize(520, 240)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        gap = 24.0
        left = QRectF(area.left(), area.top(), (area.width() - gap) * 0.45, area.height())
        right = QRectF(left.right() + gap, area.top(), area.width() - left.width() - gap,
                       area.height())
        self._paint_positions(painter, left)
        self._paint_history(painter, right)
        painter.end()

    def _plot_area(self, painter: QPainter, box: QRectF, title: str) -> QRectF:
        """Draw the title, the 0/50/100 % grid; returns the rectangle bars go in."""
        metrics = painter.fontMetrics()
        line = metrics.height()
        text_colour = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(text_colour)
        painter.drawText(QRectF(box.left(), box.top(), box.width(), line),
                         Qt.AlignmentFlag.AlignLeft, title)
        label_width = metrics.horizontalAdvance("100%") + 6
        plot = self.plot_rect(box, line, label_width)
        grid = QColor(text_colour)
        grid.setAlpha(60)
        for value in (0, 50, 100):
            y = plot.bottom() - plot.height() * value / 100
            painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine if value else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(QRectF(box.left(), y - line / 2, label_width - 4, line),
                             Qt.AlignmentFlag.AlignRight, f"{value}%")
        return plot

    @staticmethod
    def plot_rect(box: QRectF, line: float, label_width: float) -> QRectF:
        """Where the bars go in ``box``: under the title and a line of room for the
        "100%" over a full bar, which crowded the title (#12); over two label lines."""
        top = box.top() + 2 * line + 6
        return QRectF(box.left() + label_width, top, box.width() - label_width,
                      box.bottom() - 2 * line - 4 - top)

    def day_labels(self) -> list[str]:
        """The label under each recent session: its day, or its time when the session
        before it was on the same day (two sessions of one day read "1 Dec", "14:05")."""
        labels, previous = [], None
        for when, _, _ in self._history:
            local = when.astimezone()
            day = QDate(local.year, local.month, local.day)
            labels.append(QLocale().toString(QTime(local.hour, local.minute),
                                             QLocale.FormatType.ShortFormat)
                          if day == previous else QLocale().toString(day, "d MMM"))
            previous = day
        return labels

    def _bar(self, painter: QPainter, plot: QRectF, slot: QRectF, value: int | None,
             label: str, sublabel: str, *, labelled: bool = True) -> None:
        metrics = painter.fontMetrics()
        line = metrics.height()
        text_colour = self.palette().color(QPalette.ColorRole.WindowText)
        if value is not None:
            height = plot.height() * value / 100
            bar = QRectF(slot.left() + slot.width() * 0.18, plot.bottom() - height,
                         slot.width() * 0.64, height)
            painter.fillRect(bar, self._colour(value))
            painter.setPen(text_colour)
            painter.drawText(QRectF(slot.left(), bar.top() - line, slot.width(), line),
                             Qt.AlignmentFlag.AlignHCenter, f"{value}%")
        if not labelled:
            return
        painter.setPen(text_colour)
        painter.drawText(QRectF(slot.left() - 4, plot.bottom() + 2, slot.width() + 8, line),
                         Qt.AlignmentFlag.AlignHCenter, label)
        muted = QColor(text_colour)
        muted.setAlpha(150)
        painter.setPen(muted)
        painter.drawText(QRectF(slot.left() - 4, plot.bottom() + 2 + line, slot.width() + 8,
                                line), Qt.AlignmentFlag.AlignHCenter, sublabel)

    @staticmethod
    def _colour(value: int) -> QColor:
        # Red below half, amber to 80 %, green above: the learner reads it at a glance.
        if value < 50:
            return QColor("#e57373")
        if value < 80:
            return QColor("#ffb74d")
        return QColor("#66bb6a")

    def _paint_positions(self, painter: QPainter, box: QRectF) -> None:
        plot = self._plot_area(painter, box, self.tr("By card of the quartet"))
        labels = {1: self.tr("1st"), 2: self.tr("2nd"), 3: self.tr("3rd"), 4: self.tr("4th")}
        width = plot.width() / 4
        for index, position in enumerate((1, 2, 3, 4)):
            right, asked = self._positions.get(position, (0, 0))
            slot = QRectF(plot.left() + index * width, plot.top(), width, plot.height())
            self._bar(painter, plot, slot, percent(right, asked), labels[position],
                      f"{right}/{asked}")

    def _paint_history(self, painter: QPainter, box: QRectF) -> None:
        plot = self._plot_area(painter, box, self.tr("Recent sessions"))
        if not self._history:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("No practice yet"))
            return
        width = plot.width() / max(len(self._history), 6)
        days = self.day_labels()
        # Label every k-th bar so dates never overlap, always including the latest one.
        widest = max(painter.fontMetrics().horizontalAdvance(day) for day in days) + 6
        every = max(1, math.ceil(widest / width))
        last = len(self._history) - 1
        for index, (_, right, asked) in enumerate(self._history):
            slot = QRectF(plot.left() + index * width, plot.top(), width, plot.height())
            self._bar(painter, plot, slot, percent(right, asked), days[index],
                      f"{right}/{asked}", labelled=(last - index) % every == 0)
