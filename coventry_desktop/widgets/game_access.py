"""Every game's window for screen readers: its parts named, the table's cards browsable,
and what happens said.

The table (its cards and seats through ``accessibility.install_factory``), the status
line, the log and the buttons get accessible names; each event is announced in the
presenter's sentence with every card by its full name ("Basil plays Four of Diamonds"),
the status line when it changes, and the card the keyboard has chosen by its name
("Queen of Spades", «Дама пик»), which also gets the accessible focus — all in the
interface language. An event comes as itself: the cards it names are the presenter's
``event_cards``, each said by name in its sentence (the sentence is never parsed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent

from ..engine.cards import Card
from ..models.table_flow import TableFlow
from .accessibility import announce, card_name, install_factory


class GameAccess(QObject):
    """The accessible side of one game window (``window``: a ``GameWindow``, whose parts
    it names) as its ``flow`` plays (the card it has chosen)."""

    def __init__(self, window: Any, flow: TableFlow) -> None:
        super().__init__(window)
        self.window, self.flow = window, flow
        self._status = ""
        self._current: Card | None = None
        window.installEventFilter(self)
        install_factory()
        self.name_parts()

    def name_parts(self) -> None:
        """Name the controls that have no visible label of their own."""
        window = self.window
        window.table.setAccessibleName(QCoreApplication.translate("GameAccess", "Card table"))
        window.status.setAccessibleName(QCoreApplication.translate("GameAccess", "Status"))
        window.panel.log.setAccessibleName(
            QCoreApplication.translate("GameAccess", "What happened in this deal"))
        window.panel.scores.setAccessibleName(
            QCoreApplication.translate("GameAccess", "Series totals"))
        window.panel.settlement.setAccessibleName(
            QCoreApplication.translate("GameAccess", "Settlement of the deal"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.name_parts()
        return False

    def happened(self, event: object, text: str) -> None:
        """``event``, which the window's log just told as ``text``, said to a screen
        reader too, each of its cards by name: "Basil plays Queen of Spades"."""
        for card in self.flow.presenter.event_cards(event):
            text = text.replace(str(card), card_name(card), 1)
        announce(self.window.table, text)

    def refreshed(self) -> None:
        """After a redraw: say a new status line, and a newly chosen card by name."""
        window = self.window
        status = window.status.text()
        if status and status != self._status:
            self._status = status
            announce(window.status, status)
        current = self.flow.current
        if current is not None and current != self._current:
            announce(window.table, card_name(current))
            if QAccessible.isActive() and window.table.hasFocus() and \
                    current in window.table.card_items():
                item = window.table.card_item(current)
                QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))
        self._current = current
