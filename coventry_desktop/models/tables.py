"""List and table models over the controller: they translate the game for views, never decide.

Each model rebuilds from the controller's state on ``stateChanged`` inside a bracketed
reset (or appends rows for the calls), so views never see a half-updated model.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Slot,
)

from ..engine import Card, Rank
from ..games.coventry import Play
from .controller import GameController

CardRole = Qt.ItemDataRole.UserRole + 1
"""The ``engine.Card`` of a row (hand, quartet, calls)."""
LegalRole = Qt.ItemDataRole.UserRole + 2
"""Whether playing the row's card is legal now (hand)."""
SeatRole = Qt.ItemDataRole.UserRole + 3
"""The seat of a row (seats, quartet, calls)."""
PositionRole = Qt.ItemDataRole.UserRole + 4
"""The card's position in its quartet, 1..4 (quartet, calls)."""
CardsLeftRole = Qt.ItemDataRole.UserRole + 5
"""Cards in hand (seats)."""
TurnRole = Qt.ItemDataRole.UserRole + 6
"""Whether the seat is to act (seats)."""
HumanRole = Qt.ItemDataRole.UserRole + 7
"""Whether a person plays the seat (seats)."""
DealerRole = Qt.ItemDataRole.UserRole + 8
"""Whether the seat dealt this deal (seats)."""
TotalRole = Qt.ItemDataRole.UserRole + 9
"""Series total so far (seats)."""

Index = QModelIndex | QPersistentModelIndex


# lupdate extracts only calls of translate() with literal arguments, not a wrapper's.
translate = QCoreApplication.translate


class _ResettingList(QAbstractListModel):
    """A list model that rebuilds its rows from the controller after every change."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: list[Any] = []
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    def _build(self) -> list[Any]:
        """The rows for the controller's current state; each model gives its own."""
        return []

    @Slot()
    def refresh(self) -> None:
        """Rebuild every row from the controller."""
        self.beginResetModel()
        try:
            self._rows = self._build()
        finally:
            self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)


class HandModel(_ResettingList):
    """The cards of the seat whose hand is shown (the controller's viewer), grouped by rank.

    Empty while a curtain is up or nobody's hand may be shown. Roles: display ("Q♠"),
    ``CardRole``, ``LegalRole``.
    """

    def _build(self) -> list[tuple[Card, bool]]:
        state, seat = self._controller.state, self._controller.viewer
        if state is None or seat < 0:
            return []
        legal = {a.card for a in self._controller.legal_actions()
                 if isinstance(a, Play) and a.seat == seat}
        return [(card, card in legal) for card in state.hand(seat)]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        card, legal = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(card)
        if role == CardRole:
            return card
        if role == LegalRole:
            return legal
        return None


class SeatsModel(_ResettingList):
    """One row per seat: name, occupant, cards left, turn, dealer, series total."""

    def _build(self) -> list[dict[str, Any]]:
        controller, state, series = self._controller, self._controller.state, \
            self._controller.series
        if state is None or series is None:
            return []
        totals = series.totals
        return [
            {"name": name, "human": controller.is_human(seat), "left": state.hand_sizes[seat],
             "turn": state.winner is None and state.turn == seat,
             "dealer": state.dealer == seat, "total": totals[seat]}
            for seat, name in enumerate(controller.names)
        ]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        roles = {Qt.ItemDataRole.DisplayRole: row["name"], SeatRole: index.row(),
                 CardsLeftRole: row["left"], TurnRole: row["turn"], HumanRole: row["human"],
                 DealerRole: row["dealer"], TotalRole: row["total"]}
        if role == Qt.ItemDataRole.ToolTipRole:
            # self.tr, not translate(): lupdate marks translate(..., n) as a plural only
            # when n is a literal number, so Russian would get one form for every count.
            return self.tr("%n card(s) in hand", "", row["left"])
        return roles.get(role)


class QuartetModel(_ResettingList):
    """The plays of the quartet in progress: display "Anna: Q♠", ``CardRole``, ``SeatRole``,
    ``PositionRole``."""

    def _build(self) -> list[tuple[int, Card, int]]:
        state = self._controller.state
        if state is None:
            return []
        return [(play.seat, play.card, pos) for pos, play in enumerate(state.quartet, start=1)]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        seat, card, position = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{self._controller.names[seat]}: {card}"
        return {CardRole: card, SeatRole: seat, PositionRole: position}.get(role)


class CallsModel(QAbstractListModel):
    """The calls said in this deal, oldest first, in the calls language (not the UI's).

    Display is the call's text from ``calls.call_text``; also ``SeatRole``, ``PositionRole``,
    ``CardRole``. Rows are appended as cards fall and cleared when a deal starts.
    """

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: list[tuple[int, Card, int]] = []
        setup = controller.setup
        self._language = setup.language if setup else "en"
        self._style = setup.call_style if setup else "rhymes"
        self.live = True
        """Append each card as it is played; a view that shows cards only once they land
        sets this False and calls :meth:`add` then, so list and header agree (#12 item 14)."""
        controller.gameStarted.connect(self._adopt_setup)
        controller.dealStarted.connect(self._clear)
        controller.cardPlayed.connect(self._played)

    @property
    def language(self) -> str:
        """The calls language: "ru", "fr" or "en"."""
        return self._language

    @property
    def style(self) -> str:
        """The calls style: "rhymes" or "snip-snap"."""
        return self._style

    def set_language(self, language: str, style: str | None = None) -> None:
        """Say the calls in ``language`` (and ``style``); existing rows are re-said."""
        self._language = language
        self._style = style or self._style
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1),
                                  [Qt.ItemDataRole.DisplayRole])

    def _adopt_setup(self) -> None:
        setup = self._controller.setup
        if setup is not None:
            self.set_language(setup.language, setup.call_style)

    def _clear(self) -> None:
        # A resumed deal (GameController.restore) starts part-way: its calls so far are
        # rebuilt from the state, in the order the cards fell. A fresh deal has none.
        state = self._controller.state
        rows = [] if state is None else [
            (play.seat, play.card, position)
            for quartet in (*state.completed, state.quartet)
            for position, play in enumerate(quartet, start=1)]
        self.beginResetModel()
        try:
            self._rows = rows
        finally:
            self.endResetModel()

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
        from ..games.coventry.calls import call_text  # pure Python, owned by issue 5

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
            return f"{self._controller.names[seat]}: {card}"
        return {CardRole: card, SeatRole: seat, PositionRole: position}.get(role)


class ScoreboardModel(QAbstractTableModel):
    """Units per deal (rows) and seat (columns), with a last row of series totals."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._results: tuple[tuple[int, ...], ...] = ()
        self._deals = 0
        self._names: tuple[str, ...] = ()
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Rebuild from the controller's series."""
        series = self._controller.series
        self.beginResetModel()
        try:
            self._results = series.results if series else ()
            self._deals = series.deals if series else 0
            self._names = self._controller.names
        finally:
            self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() or not self._deals else self._deals + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._names)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole,
                                               Qt.ItemDataRole.TextAlignmentRole):
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if row == self._deals:
            value: int | None = sum(result[column] for result in self._results)
        elif row < len(self._results):
            value = self._results[row][column]
        else:
            value = None
        return "" if value is None else signed(value)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._names[section] if 0 <= section < len(self._names) else None
        if section == self._deals:
            return translate("GameModels", "Total")
        return translate("GameModels", "Deal %1").replace("%1", str(section + 1))


def signed(value: int) -> str:
    """Points as the settlement shows them: "+8", "0", and "−3" with a real minus sign
    (not a hyphen), so every table of points reads the same (QA F6)."""
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"
