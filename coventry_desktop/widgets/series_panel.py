"""The side panel of a game window: the series totals, the deal's settlement, its log.

It shows what a ``GameSession`` and the presenter hold and decides nothing: the window
tells it when. From top to bottom: the deal number; the totals per seat with places
(ties shared, 1, 1, 3) once a deal is finished; at the end of a deal its settlement
grid with the presenter's columns and notes; then tabs with this deal's log and, for a
game that keeps one, a short record of the deal ("Tricks"), all of it scrolling once
taller than the panel; under it Next Deal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..models.presentation import SettlementRow, fill, format_units
from ..models.session import GameSession
from .message_bar import scroll_down_only
from .panel_tabs import PanelTabs
from .texts import as_typed, plain_label


class SeriesPanel(QWidget):
    """Totals per seat (with places), the deal's settlement, its log and record, Next Deal.

    Args:
        points_column: also show what the rules counted (Hearts' points, where lower is
            better), beside the units they settle to.
    """

    NAME_ROOM = 4
    """The least room the settlement keeps for a name, in the font's average letter
    widths, before its headers are shortened."""

    def __init__(self, *, points_column: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        # A QWidget subclass paints its style sheet background only when asked to.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # 290 pixels where there is room; down to 200 so the window and its frame fit an
        # 800-pixel screen beside the table's 584 (play test: it could not be narrower
        # than 930).
        self._ui_scale = 0.0
        self.set_ui_scale(1.0)
        self._points_column = points_column
        self.deal_label = plain_label(QLabel())
        self.deal_label.setWordWrap(True)
        self.scores = _grid(3 if points_column else 2)
        self.settlement_label = plain_label(QLabel())
        self.settlement_label.setWordWrap(True)
        self.settlement = _grid(2)
        # Its columns as narrow as their numbers (a cards-left "6" under "К"), not Qt's
        # least section of 26 pixels: at six seats each pixel goes to the names.
        self.settlement.horizontalHeader().setMinimumSectionSize(1)
        self.settlement_notes = plain_label(QLabel())
        self.settlement_notes.setWordWrap(True)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The log follows its last line (also when filled while hidden behind another
        # tab, as a resumed deal's is), unless the reader has scrolled back up.
        bar = self.log.verticalScrollBar()
        self._following = True
        bar.valueChanged.connect(lambda value: setattr(self, "_following",
                                                       value == bar.maximum()))
        bar.rangeChanged.connect(self._follow_log)
        self.record = QListWidget()
        self.record.setWordWrap(True)
        self.record.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabs = PanelTabs()
        self.tabs.addTab(self.log, "")
        self.next_button = QPushButton()
        body = _Body()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.deal_label)
        column.addWidget(self.scores)
        for widget in (self.settlement_label, self.settlement, self.settlement_notes):
            column.addWidget(widget)
            widget.hide()
        column.addWidget(self.tabs, 3)
        outer = self._outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)  # at 200 pixels wide, each one counts
        self.area = _scrolling(body)
        """Scrolls all but Next Deal, once they are taller than the panel."""
        outer.addWidget(self.area, 1)
        outer.addWidget(self.next_button)
        self._record_title = ""
        self._columns: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self._notes: tuple[str, ...] = ()
        self.retranslate()

    def set_ui_scale(self, scale: float) -> None:
        """Widen the panel and its grids' rows as the window draws its texts ``scale``
        times larger (a 4K screen: twice), so names and totals keep their room."""
        if scale == self._ui_scale:
            return
        self._ui_scale = scale
        self.setMinimumWidth(round(200 * scale))
        self.setMaximumWidth(round(290 * scale))
        for grid in (getattr(self, "scores", None), getattr(self, "settlement", None)):
            if grid is not None:
                grid.verticalHeader().setDefaultSectionSize(round(22 * scale))
                _fit_height(grid)
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        # A new look (High Contrast's style sheet: taller headers, thicker frames) or
        # font: the grids are fitted to their rows again once every child has taken it,
        # or the last score row stayed cut off until the next deal (QA crop108).
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self._refit)
        super().changeEvent(event)

    def _refit(self) -> None:
        for grid in (self.scores, self.settlement):
            _fit_height(grid)

    def sizeHint(self) -> QSize:
        # As wide as it may be: the table beside it takes the rest of the window.
        return QSize(self.maximumWidth(), super().sizeHint().height())

    def _follow_log(self, _low: int, high: int) -> None:
        if self._following:
            self.log.verticalScrollBar().setValue(high)

    def retranslate(self) -> None:
        """The fixed texts in the interface language."""
        headers = [self.tr("Player")]
        headers += [self.tr("Points")] if self._points_column else []
        headers += [self.tr("Units")]
        self.scores.setHorizontalHeaderLabels(headers)
        self.tabs.setTabText(self.tabs.indexOf(self.log), self.tr("This deal"))

    def add_line(self, text: str) -> None:
        """One more line in this deal's log, scrolled into view."""
        self.add_lines([text])

    def add_lines(self, lines: Sequence[str]) -> None:
        """More lines in this deal's log, the last one scrolled into view."""
        if not lines:
            return
        _wrap_lines(self.log)
        self.log.addItems(list(lines))
        self.log.scrollToBottom()

    def show_record(self, title: str, lines: Sequence[str]) -> None:
        """The deal's record in its own tab titled ``title`` (none when ``title`` is "")."""
        if title and self.tabs.indexOf(self.record) < 0:
            self.tabs.addTab(self.record, title)
        if not title:
            return
        self.tabs.setTabText(self.tabs.indexOf(self.record), title)
        if [self.record.item(i).text() for i in range(self.record.count())] != list(lines):
            _wrap_lines(self.record)
            self.record.clear()
            self.record.addItems(list(lines))
            self.record.scrollToBottom()

    def show_settlement(self, headers: Sequence[str], rows: Sequence[SettlementRow],
                        notes: Sequence[str], deal: int, short: Sequence[str] = ()) -> None:
        """The finished deal's grid: name, the game's columns, the units; notes under it.

        ``short``: the game's headers shortened (``Presenter.settlement_short_headers``),
        shown with a legend when the whole ones leave a name no room.
        """
        self.settlement_label.setText(self.tr("Deal %1 settled").replace("%1", str(deal)))
        grid = self.settlement
        grid.setColumnCount(len(headers) + 2)
        units = self.tr("Units")
        self._columns = ((*headers, units), (*short, self.tr(
            "U", "Units shortened to a letter or two in a narrow settlement grid; a legend "
            "under it gives the word")) if short else ())
        self._notes = tuple(notes)
        grid.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, cell in enumerate((row.name, *row.cells, row.units)):
                item = QTableWidgetItem(cell)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                else:
                    item.setToolTip(as_typed(cell))  # the name whole, where "…" shortens it
                grid.setItem(r, c, item)
        for widget in (self.settlement_label, self.settlement, self.settlement_notes):
            widget.show()
        self._label_columns()

    def _label_columns(self) -> None:
        """The settlement's headers: whole where they fit beside some room for a name; else
        the short ones (whole in their tooltips), explained in a legend over the notes
        (Comet at six seats in a 200-pixel panel: its numbers took 190–205 of 172)."""
        grid, (whole, short) = self.settlement, self._columns
        # A header of two words takes two lines ("En jeu", "На руках"), so the numbers'
        # columns stay narrow and the names keep some room in every language.
        grid.setHorizontalHeaderLabels([self.tr("Player"), *(_two_lines(h) for h in whole)])
        legend: list[str] = []
        if short and self._numbers_width() > self._room_for_numbers():
            grid.setHorizontalHeaderLabels([self.tr("Player"), *short])
            legend = [" · ".join(
                fill(self.tr("%1: %2", "a short settlement header and its word, in the "
                             "legend under the grid"), brief, word)
                for brief, word in zip(short, whole, strict=True) if brief != word)]
        for column, word in enumerate(whole, start=1):
            header = grid.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(word if legend else "")
        _fit_height(grid)
        self.settlement_notes.setText("\n".join((*legend, *self._notes)))
        self.settlement_notes.setVisible(bool(legend or self._notes))

    def _numbers_width(self) -> int:
        grid = self.settlement
        grid.resizeColumnsToContents()
        return sum(grid.columnWidth(c) for c in range(1, grid.columnCount()))

    def _room_for_numbers(self) -> int:
        """What the settlement's number columns may take of the panel's width: all but
        the margins, a scroll bar that may come, the grid's frame and ``NAME_ROOM``."""
        grid = self.settlement
        margins = self._outer.contentsMargins()
        name = self.NAME_ROOM * grid.fontMetrics().averageCharWidth()
        bar = self.area.verticalScrollBar().sizeHint().width()
        return (self.width() - margins.left() - margins.right() - bar
                - 2 * grid.frameWidth() - name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._columns[1] and not self.settlement.isHidden():
            self._label_columns()  # a wider or narrower panel: whole or short headers

    def hide_settlement(self) -> None:
        """No deal is finished on the table: the grid goes."""
        for widget in (self.settlement_label, self.settlement, self.settlement_notes):
            widget.hide()

    def show_series(self, session: GameSession, names: Sequence[str]) -> None:
        """The deal number, totals and places, and what Next Deal says now (whether it
        may be used is the table flow's word, ``TableFlow.may_deal_next``)."""
        if session.target is not None:
            text = self.tr("Deal %1: the series ends when a total reaches %2").replace(
                "%1", str(session.deal_index + 1)).replace("%2", str(session.target))
        else:
            text = self.tr("Deal %1 of %2").replace(
                "%1", str(session.deal_index + 1)).replace("%2", str(session.deals))
        if pot := session.settlement().pot:  # HT-12: what the pot carries to this deal
            text += "\n" + self.tr("In the pot from earlier deals: %n chip(s)", "", pot)
        self.deal_label.setText(text)
        units, points, places = session.totals(), session.point_totals(), session.places()
        self.scores.setRowCount(len(names))
        for seat, name in enumerate(names):
            # Places as they stand once a deal is finished; equal totals share a place. A
            # no-break space keeps the place and the name one word: at a break, the cell
            # wrapped a long name under "1." and shortened the two lines to "1. …".
            mark = f"{places[seat]}.\u00a0" if session.finals else ""
            cells = [mark + name]
            cells += [str(points[seat])] if self._points_column else []
            cells += [format_units(units[seat])]
            for index, cell in enumerate(cells):
                item = QTableWidgetItem(cell)
                # The name whole, where "…" shortens it.
                item.setToolTip("" if index else as_typed(cell))
                self.scores.setItem(seat, index, item)
        _fit_height(self.scores)
        self.next_button.setText(self.tr("&Play Again") if session.series_over()
                                 else self.tr("&Next Deal"))


def _wrap_lines(view: QListWidget) -> None:
    """``view``'s lines wrapped whole from its first line on (QA F-D). The delegate and
    the Qt classes it draws with are imported here, once the list is first filled: that
    is after the first table, whose import budget they would break."""
    if view.property("wrapsLines"):
        return
    from .wrapped_lines import wrap_lines

    wrap_lines(view)
    view.setProperty("wrapsLines", True)


def _grid(columns: int) -> QTableWidget:
    grid = QTableWidget(0, columns)
    grid.verticalHeader().hide()
    grid.verticalHeader().setDefaultSectionSize(22)
    grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    # One Tab stop: the arrows move inside the grid, Tab goes on to the next control
    # (it walked all eight cells of the totals at four seats first).
    grid.setTabKeyNavigation(False)
    # The numbers keep their width and the names take what is left, shortened with "…" in
    # a narrow panel: a scroll bar would hide the last row (play test at 800×560).
    header = grid.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(False)
    grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    grid.setTextElideMode(Qt.TextElideMode.ElideRight)
    # One line a cell, shortened at its end: a cell that wraps broke a name at its space
    # and then shortened the two lines to the first word and "…" ("1. 🦊 …", "Joue…" for
    # "Joueur 3" in a seven-seat settlement at 800×560), keeping less of it, not more.
    grid.setWordWrap(False)
    return grid


class _Body(QWidget):
    """What the panel scrolls. Its height for a width is the least its rows need there
    (wrapped labels included): the scroll area takes that as the body's minimum, and the
    rows' preferred heights (the log's, the tabs') scrolled a panel that had room."""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return layout.minimumHeightForWidth(width) if layout is not None else -1


def _scrolling(body: QWidget) -> QScrollArea:
    """``body`` in a frameless area that scrolls it up and down once it is taller than
    the panel: a settled deal at six or seven seats (totals, the settlement and the tabs,
    608 pixels at Coventry's six) would otherwise push the window off an 800×560 screen.
    The panel's own background shows through."""
    area = QScrollArea()
    scroll_down_only(area, body)
    return area


def _two_lines(header: str) -> str:
    """``header`` broken at the space nearest its middle (one word stays one line)."""
    spaces = [i for i, c in enumerate(header) if c == " "]
    if not spaces:
        return header
    cut = min(spaces, key=lambda i: abs(i - len(header) / 2))
    return header[:cut] + "\n" + header[cut + 1:]


def _fit_height(grid: QTableWidget) -> None:
    """As high as its rows, so the grid never scrolls and leaves the rest to the log."""
    grid.resizeColumnsToContents()
    if grid.columnCount():
        grid.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header = grid.horizontalHeader().sizeHint().height()
    row = grid.verticalHeader().defaultSectionSize()
    grid.setFixedHeight(header + row * grid.rowCount() + 2 * grid.frameWidth() + 2)
