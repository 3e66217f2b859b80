"""View → Scoreboard (Ctrl+T): the units of every finished deal of the series, per seat,
and the totals (any game; Hearts' points are in the side panel beside them)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..models.presentation import format_units
from ..models.table_flow import TableFlow


def report_table(dialog: QDialog) -> tuple[QVBoxLayout, QTableWidget]:
    """A report's body in ``dialog``: a table nobody edits, and Close under it."""
    layout = QVBoxLayout(dialog)
    table = QTableWidget()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)  # a report
    layout.addWidget(table)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.close)
    layout.addWidget(buttons)
    return layout, table


class Scoreboard(QDialog):
    """One row per finished deal and a Total row; one column per seat (non-modal, kept up
    to date while open).

    Args:
        flow: the table flow (its ``session`` and ``names()``).
        parent: the game window.
    """

    def __init__(self, flow: TableFlow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = flow
        _layout, self.table = report_table(self)
        flow.session.stateChanged.connect(self.fill)
        self.fill()
        self.resize(520, 320)

    @Slot()
    def fill(self) -> None:
        """The rows from the session, the texts in the interface language."""
        session, names = self.flow.session, self.flow.names()
        self.setWindowTitle(self.tr("Scoreboard"))
        self.table.setAccessibleName(self.windowTitle())
        # The series' settlement (one function for every view): each deal's units, and
        # where a pot carries (Hearts, HT-12) what it holds, and its shares at the end.
        settled = session.settlement()
        rows = [deal.units for deal in settled.deals]
        labels = [self.tr("Deal %1").replace("%1", str(n + 1)) for n in range(len(rows))]
        last = settled.deals[-1] if settled.deals else None
        if last is not None and last.closing:
            rows.append(last.closing)
            labels.append(self.tr("Pot shared (%n chip(s))", "", last.carried_out))
        rows.append(session.totals())
        labels.append(self.tr("Total"))
        if settled.pot:
            labels[-1] = self.tr("Total (%n chip(s) in the pot)", "", settled.pot)
        self.table.setColumnCount(len(names))
        self.table.setHorizontalHeaderLabels(list(names))
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels(labels)
        for row, units in enumerate(rows):
            for seat, value in enumerate(units):
                self.table.setItem(row, seat, QTableWidgetItem(format_units(value)))
        self.table.resizeColumnsToContents()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.fill()
        super().changeEvent(event)
