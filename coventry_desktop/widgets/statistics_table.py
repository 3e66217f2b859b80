"""Game → Statistics…: one row per person and rules preset of one game, with the game's
own counts (its presenter's ``statistics_label``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QTableWidgetItem,
    QWidget,
)

from ..engine.game import GameInfo
from ..models.game_words import game_title, presenter_of, preset_title
from ..models.presentation import format_decimal, format_units
from ..models.setup import shown_name
from ..storage.game_statistics import GameStatistics
from ..storage.problems import Damage, Problem, fill
from .game_window_parts import FRAME_ROOM, free_area
from .scoreboard import report_table


class StatisticsTable(QDialog):
    """One row per person and preset: deals, series, wins, points per deal, best, counts.

    Args:
        problem: the game's statistics file that could not be read at the window's start
            (``GameStatistics.load``), said above the table (``note``): an empty table
            without a word had the earlier statistics look lost.
    """

    def __init__(self, info: GameInfo, statistics: GameStatistics | None,
                 parent: QWidget | None = None, *, problem: Problem | None = None) -> None:
        super().__init__(parent)
        self.info, self.statistics, self.problem = info, statistics, problem
        self._layout, self.table = report_table(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.setVisible(problem is not None)
        self._layout.insertWidget(0, self.note)
        self.fill()
        # Inside the screen's free area with its frame, as the Rules window opens (it was
        # wider than an 800×560 screen, its frame and Close button off it); Qt centres it
        # over the window when it is shown, inside the screen.
        self.resize(self._fitting_size().boundedTo(free_area(self).size() - FRAME_ROOM))

    def _fitting_size(self) -> QSize:
        """Wide enough for every column ("Best series" and each game's counts, in the
        longest language), as tall as the rows."""
        table = self.table
        margins = self._layout.contentsMargins()
        frame = 2 * table.frameWidth()
        width = (table.verticalHeader().sizeHint().width() + table.horizontalHeader().length()
                 + frame + table.verticalScrollBar().sizeHint().width()
                 + margins.left() + margins.right())
        height = (table.horizontalHeader().sizeHint().height() + table.verticalHeader().length()
                  + frame + table.horizontalScrollBar().sizeHint().height()
                  + self.sizeHint().height() - table.sizeHint().height())
        return QSize(max(width, 480), max(height, 280))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.fill()
        super().changeEvent(event)

    def fill(self) -> None:
        """The title, headers and rows in the interface language."""
        info, statistics = self.info, self.statistics
        self.setWindowTitle(self.tr("Statistics of %1").replace("%1", game_title(info)))
        self.note.setText(self._note())
        players = statistics.players if statistics is not None else {}
        counts = sorted({c for variants in players.values() for e in variants.values()
                         for c in e.counts})
        headers = [self.tr("Player"), self.tr("Rules"), self.tr("Deals"), self.tr("Series"),
                   self.tr("Won"), self.tr("First place shared"), self.tr("Points per deal"),
                   self.tr("Units"), self.tr("Best series")]
        headers += [presenter_of(info.id).statistics_label(count) for count in counts]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        rows = [(name, kind, entry) for name, variants in sorted(players.items())
                for kind, entry in sorted(variants.items())]
        self.table.setRowCount(len(rows))
        for row, (name, kind, entry) in enumerate(rows):
            per_deal = entry.points_per_deal
            cells = [shown_name(name), preset_title(info, kind) if kind else "—",
                     str(entry.deals_played), str(entry.series_played),
                     str(entry.series_won), str(entry.series_shared),
                     "—" if per_deal is None else _number(per_deal, 2),
                     format_units(entry.units),
                     "—" if entry.best_series is None else _number(entry.best_series, 1)]
            cells += [str(entry.counts.get(c, 0)) for c in counts]
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.setAccessibleName(self.windowTitle())


    def _note(self) -> str:
        """Where the statistics that could not be read went, or "" (none)."""
        problem = self.problem
        if problem is None:
            return ""
        folder = str(problem.path.parent)
        if problem.backup is None:  # it could not be moved: it is where it was
            return fill(self.tr("The earlier statistics of %1 could not be read; their file "
                                "“%2” is left in “%3”."), (
                game_title(self.info), problem.path.name, folder))
        if problem.damage is Damage.SOME_ENTRIES:
            return fill(self.tr("Some earlier entries could not be read and are left out "
                                "here; the whole file as it was is kept as “%1” in “%2”."),
                        (problem.backup.name, folder))
        return fill(self.tr("The earlier statistics of %1 could not be read: they were set "
                            "aside as “%2” in “%3”, and these count from then."), (
            game_title(self.info), problem.backup.name, folder))


def _number(value: float, decimals: int) -> str:
    """At most ``decimals`` decimals, a real minus sign, the UI language's separator:
    "−5", "4.25" ("4,25")."""
    text = format_decimal(abs(value), decimals)
    return ("\u2212" if value < 0 and text != "0" else "") + text
