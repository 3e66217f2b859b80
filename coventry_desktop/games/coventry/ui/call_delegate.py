"""How the calls panel draws one call of the deal: "2/4 · Anna" small, then the call."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from ....widgets.texts import elided
from .calls_model import PositionRole, SeatRole
from .calls_source import CallsSource


def _muted(palette: QPalette) -> QColor:
    """The small line's colour: the text's, a third of the way to the ground, so it reads
    as secondary and still keeps WCAG AA's 4.5:1 in both looks (a fixed grey-green was
    3:1 on white)."""
    text, ground = palette.text().color(), palette.base().color()
    return QColor(*(round(a + (b - a) * 0.33) for a, b in (
        (text.red(), ground.red()), (text.green(), ground.green()),
        (text.blue(), ground.blue()))))


class CallDelegate(QStyledItemDelegate):
    """Two lines per call: "2/4 · Anna" small, then the call itself."""

    def __init__(self, source: CallsSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source = source

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        metrics = QFontMetrics(option.font)
        width = max(option.rect.width(), 120) - 12
        text = metrics.boundingRect(QRect(0, 0, width, 1000), Qt.TextFlag.TextWordWrap,
                                    str(index.data()))
        return QSize(width, text.height() + metrics.height() + 10)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, option.palette.highlight())
        small = QFont(option.font)
        small.setPointSizeF(max(option.font.pointSizeF() * 0.85, 7))
        line = QFontMetrics(option.font).height()
        seat, position = index.data(SeatRole), index.data(PositionRole)
        names = self._source.names
        who = names[seat] if 0 <= seat < len(names) else ""
        rect = option.rect.adjusted(6, 4, -6, -4)
        who = elided(who, small, rect.width() - QFontMetrics(small).horizontalAdvance("4/4 · "))
        painter.setFont(small)
        painter.setPen(_muted(option.palette))
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         f"{position}/4 · {who}")
        painter.setFont(option.font)
        painter.setPen(option.palette.text().color())
        painter.drawText(rect.adjusted(0, line, 0, 0), Qt.TextFlag.TextWordWrap, str(index.data()))
        painter.restore()
