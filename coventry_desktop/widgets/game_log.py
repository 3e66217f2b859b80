"""The side panel's log of the deal in play: each event in the presenter's words as it
happens, the settlement's lines once the deal is over, the whole deal told again from the
record after a resume, Undo or a change of language. Each event is also flashed on the
table and said to a screen reader (``GameAccess``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Slot

from ..models.presentation import Presenter
from ..models.table_flow import TableFlow
from ..models.transcript import deal_lines, settlement_lines
from .game_access import GameAccess
from .series_panel import SeriesPanel
from .zone_table import ZoneTable


class GameLog(QObject):
    """Tells ``flow``'s game in ``panel``'s log, flashes on ``table``, tells ``access``."""

    def __init__(self, flow: TableFlow, panel: SeriesPanel, table: ZoneTable,
                 access: GameAccess) -> None:
        super().__init__(panel)
        self.flow, self.session, self.table = flow, flow.session, table
        self.panel, self.log = panel, panel.log
        self.presenter: Presenter = flow.presenter
        self.access = access
        flow.dealing.connect(self.log.clear)
        self.session.happened.connect(self.happened)
        self.session.dealEnded.connect(self._deal_ended)

    @Slot(object)
    def happened(self, event: object) -> None:
        """One event: its sentence in the log, its flash on the table, and said."""
        text = self.presenter.describe(event, self.flow.names(), self.session.person)
        if text:
            self.panel.add_line(text)
            self.access.happened(event, text)
        self.table.flash(self.presenter.flashes(event, len(self.session.seats)))

    @Slot(object)
    def _deal_ended(self, _units: Any) -> None:
        self.panel.add_line(QCoreApplication.translate("GameWindow", "The deal is over."))
        session = self.session
        for line in settlement_lines(*self.presenter.settlement(
                session.state, self.flow.names(), session.settlement().deals[-1])):
            self.panel.add_line(line)

    def rebuild(self) -> None:
        """The log of the deal in play told again from the record (resume, Undo, a new
        language), the latest line in view as while playing."""
        self.log.clear()
        session = self.session
        record = session.record()
        if record.deal_seeds:
            # From the deal's own start (a lesson's is its position, not the seed's deal).
            settled = session.settlement().deals[-1] if session.deal_over() else None
            self.panel.add_lines(deal_lines(session.info, self.presenter, record,
                                            len(record.deal_seeds) - 1,
                                            list(self.flow.names()), session.person,
                                            start=session.deal_start(), settled=settled))
        self.log.scrollToBottom()
