"""The calls said in the deal in play, as a list model for the calls panel.

It translates a ``CallsSource`` for a view and decides nothing: a row per card that fell,
its display the call (``calls.call_text``) in the panel's calls language and style, which
need not be the interface language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Slot,
)

from ....engine import Card, Rank
from ..calls import call_text
from .calls_source import Called, CallsSource

CardRole = Qt.ItemDataRole.UserRole + 1
"""The ``engine.Card`` of a row."""
SeatRole = Qt.ItemDataRole.UserRole + 3
"""The seat that played the row's card."""
PositionRole = Qt.ItemDataRole.UserRole + 4
"""The card's position in its quartet, 1..4."""

Index = QModelIndex | QPersistentModelIndex


class CallsModel(QAbstractListModel):
    """The deal's calls, oldest first; also ``SeatRole``, ``PositionRole``, ``CardRole``.

    Rows are appended as cards fall and rebuilt from ``source.played()`` when a deal
    starts (a resumed or rewound deal starts part-way).
    """

    def __init__(self, source: CallsSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self._rows: list[Called] = []
        self._language, self._style = "en", "rhymes"
        self.live = True
        """Append each card as it is played; a view that shows cards only once they land
        sets this False and calls :meth:`add` then, so list and header agree (#12 item 14)."""
        source.dealStarted.connect(self._clear)
        source.cardPlayed.connect(self._played)

    @property
    def language(self) -> str:
        """The calls language: "ru", "fr" or "en"."""
        return self._language

    @property
    def style(self) -> str:
        """The calls style: "rhymes" or "snip-snap"."""
        return self._style

    def set_language(self, language: str, style: str | None = None) -> None:
        """Say the calls in ``language`` (and ``style``); existing rows are said again."""
        self._language = language
        self._style = style or self._style
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1),
                                  [Qt.ItemDataRole.DisplayRole])

    @Slot()
    def _clear(self) -> None:
        rows = self._source.played()
        self.beginResetModel()
        try:
            self._rows = rows
        finally:
            self.endResetModel()

    @Slot(int, object, int)
    def _played(self, seat: int, card: Card, position: int) -> None:
        if self.live:
            self.add(seat, card, position)

    def add(self, seat: int, card: Card, position: int) -> None:
        """Append the call of ``card``, the ``position``-th of its quartet, played by ``seat``."""
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append((seat, card, position))
        self.endInsertRows()

    def text(self, rank: Rank, position: int) -> str:
        """The call for ``rank`` at ``position`` in this model's language and style."""
        return call_text(rank, position, self._language, self._style)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        seat, card, position = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(card.rank, position)
        if role == Qt.ItemDataRole.ToolTipRole:
            names = self._source.names
            return f"{names[seat]}: {card}" if 0 <= seat < len(names) else str(card)
        return {CardRole: card, SeatRole: seat, PositionRole: position}.get(role)
