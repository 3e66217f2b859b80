"""Comet and Hearts for screen readers: names for the window's parts, and what happens said.

The table, the status line, the log and the buttons get accessible names; each event is
announced in the presenter's sentence ("Basil plays 4♦"), the status line when it
changes ("Your turn: follow ♦"), and the card the keyboard has chosen by its full name
("Queen of Spades", «Дама пик»), all in the interface language, through the same
``announce`` Earl of Coventry's table uses.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from ..engine.cards import Card
from .accessibility import announce, card_name


class GameAccess(QObject):
    """The accessible side of one game window (``window``: a ``GameWindow``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self._status = ""
        self._current: Card | None = None
        window.installEventFilter(self)
        self.name_parts()

    def name_parts(self) -> None:
        """Name the controls that have no visible label of their own."""
        window = self.window
        window.table.setAccessibleName(QCoreApplication.translate("GameAccess", "Card table"))
        window.status.setAccessibleName(QCoreApplication.translate("GameAccess", "Status"))
        window.panel.log.setAccessibleName(
            QCoreApplication.translate("GameAccess", "What happened in this deal"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.name_parts()
        return False

    def said(self, text: str) -> None:
        """An event the window's log just told, said to a screen reader too."""
        announce(self.window.table, text)

    def refreshed(self) -> None:
        """After a redraw: say a new status line, and a newly chosen card by name."""
        window = self.window
        status = window.status.text()
        if status and status != self._status:
            self._status = status
            announce(window.status, status)
        current = window.current
        if current is not None and current != self._current:
            announce(window.table, card_name(current))
        self._current = current
