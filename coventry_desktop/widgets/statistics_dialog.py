"""Game → Statistics: series and deals per player name, with a reset that asks first."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models.statistics_model import StatisticsModel
from ..storage.statistics import Statistics

log = logging.getLogger(__name__)


class StatisticsDialog(QDialog):
    """A table of every person's record; bots are never counted."""

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.statistics = statistics
        self.model = StatisticsModel(statistics, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.resize(760, 340)
        self.retranslate()
        self.refresh()

    def refresh(self) -> None:
        """Show the statistics as they are now."""
        self.model.refresh()
        has_rows = self.model.rowCount() > 0
        self.empty.setVisible(not has_rows)
        self.reset_button.setEnabled(has_rows)

    def ask_reset(self) -> bool:
        """Ask, then forget everyone's statistics. Returns whether they were reset."""
        answer = QMessageBox.question(
            self, self.tr("Reset Statistics"),
            self.tr("Forget the statistics of every player? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Reset:
            return False
        try:
            self.statistics.reset()
        except OSError as error:
            log.error("could not reset statistics: %s", error)
            QMessageBox.warning(self, self.tr("Reset Statistics"), self.tr(
                "The statistics could not be saved (%1).").replace("%1", str(error)))
        self.refresh()
        return True

    def retranslate(self) -> None:
        """Set every text in the UI language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.empty.setText(self.tr("No statistics yet: they start with the first deal a person finishes."))  # noqa: E501 - one literal for lupdate
        self.note.setText(self.tr("A unit is one card: losers score minus the cards left in hand, the winner their sum. Series count only whole six-deal series; a first place shared on equal totals is counted apart from a win."))  # noqa: E501 - one literal for lupdate
        self.reset_button.setText(self.tr("&Reset…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                              self.model.columnCount() - 1)
        super().changeEvent(event)
