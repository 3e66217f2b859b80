"""A table model over ``Statistics``: one row per player name, sorted by name."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt

from ..storage.statistics import PlayerStats, Statistics
from .setup import shown_name

Index = QModelIndex | QPersistentModelIndex
MINUS = "\u2212"
"""The minus sign of every negative number the app shows (not the hyphen)."""
COLUMNS = ("name", "series_played", "series_won", "series_shared", "deals_played", "deals_won",
           "mean_units", "best_series")


class StatisticsModel(QAbstractTableModel):
    """Rows: players by name; columns: ``COLUMNS``. ``Qt.UserRole`` gives the raw value."""

    def __init__(self, statistics: Statistics, parent: Any = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self._rows: list[tuple[str, PlayerStats]] = []
        self.refresh()

    def refresh(self) -> None:
        """Re-read the statistics (after a game or a reset)."""
        self.beginResetModel()
        try:
            self._rows = sorted(self.statistics.players.items(),
                                key=lambda item: item[0].casefold())
        finally:
            self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        return 0 if parent.isValid() else len(COLUMNS)

    def _value(self, row: int, column: int) -> Any:
        name, entry = self._rows[row]
        return shown_name(name) if column == 0 else getattr(entry, COLUMNS[column])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        value = self._value(index.row(), index.column())
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if value is None:
            return "—"
        if isinstance(value, str):
            return value
        text = QLocale().toString(value, "f", 2) if isinstance(value, float) \
            else QLocale().toString(value)
        return text.replace("-", MINUS)  # "−2.67", as the table and scoreboard write it

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < len(COLUMNS):
            return None
        titles = (self.tr("Player"), self.tr("Series played"), self.tr("Series won"),
                  self.tr("First place shared"), self.tr("Deals played"), self.tr("Deals won"),
                  self.tr("Mean units per deal"), self.tr("Best series"))
        return titles[section]
