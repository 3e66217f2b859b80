"""The side panel of a game window: the series totals, this deal's lines, Next Deal.

It shows what a ``GameSession`` holds and decides nothing: the window tells it when.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..models.presentation import format_units
from ..models.session import GameSession


class SeriesPanel(QWidget):
    """Totals per seat (places once the series is over), the deal's log, Next Deal.

    Args:
        points_column: also show what the rules counted (Hearts' points, where lower is
            better), beside the units they settle to.
    """

    def __init__(self, *, points_column: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        # A QWidget subclass paints its style sheet background only when asked to.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFixedWidth(270)
        self._points_column = points_column
        self.deal_label = QLabel()
        self.deal_label.setWordWrap(True)
        self.scores = QTableWidget(0, 3 if points_column else 2)
        self.scores.verticalHeader().hide()
        self.scores.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.log_label = QLabel()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.next_button = QPushButton()
        column = QVBoxLayout(self)
        column.addWidget(self.deal_label)
        column.addWidget(self.scores, 2)
        column.addWidget(self.log_label)
        column.addWidget(self.log, 3)
        column.addWidget(self.next_button)
        self.retranslate()

    def retranslate(self) -> None:
        """The fixed texts in the interface language."""
        headers = [self.tr("Player")]
        headers += [self.tr("Points")] if self._points_column else []
        headers += [self.tr("Units")]
        self.scores.setHorizontalHeaderLabels(headers)
        self.log_label.setText(self.tr("This deal"))

    def add_line(self, text: str) -> None:
        """One more line in this deal's log, scrolled into view."""
        self.log.addItem(text)
        self.log.scrollToBottom()

    def show_series(self, session: GameSession, names: Sequence[str]) -> None:
        """The deal number, totals and places, and what Next Deal does now."""
        if session.target is not None:
            text = self.tr("Deal %1: the series ends when a total reaches %2").replace(
                "%1", str(session.deal_index + 1)).replace("%2", str(session.target))
        else:
            text = self.tr("Deal %1 of %2").replace(
                "%1", str(session.deal_index + 1)).replace("%2", str(session.deals))
        self.deal_label.setText(text)
        units, points, places = session.totals(), session.point_totals(), session.places()
        self.scores.setRowCount(len(names))
        for seat, name in enumerate(names):
            mark = f"{places[seat]}. " if session.series_over() else ""
            cells = [mark + name]
            cells += [str(points[seat])] if self._points_column else []
            cells += [format_units(units[seat])]
            for index, cell in enumerate(cells):
                self.scores.setItem(seat, index, QTableWidgetItem(cell))
        self.scores.resizeColumnsToContents()
        self.next_button.setEnabled(session.deal_over())
        self.next_button.setText(self.tr("&Play Again") if session.series_over()
                                 else self.tr("&Next Deal"))
