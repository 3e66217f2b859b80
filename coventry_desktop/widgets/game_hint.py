"""Game → Hint (H) in a game window: what the Hard bot would do in your place.

The Hard bot thinks on a worker thread (``BotJob``) from the view of the person to act
only, so a hint never sees a card that person may not. Its answer is shown and chosen, not
played: a card becomes the chosen card (Enter plays it), a Hearts give is selected (Confirm
gives it), a pass is named. An answer for a position that has moved on is dropped, and so
is one that comes after the window went (its lesson replaced or closed while the bot
thought): each question has an answer object of its own, kept alive by its job, not by
the window, so the job never answers through a deleted object and Qt drops the
connection to the hint with the hint.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu

from ..models.bot_runner import BotAnswer, BotJob
from ..models.table_flow import TableFlow


class GameHint(QObject):
    """The Hint entry of one game window and its off-thread answer.

    Args:
        flow: the table flow (whose turn, the chosen card or give).
        menu: the Game menu; the entry goes first, its shortcut works with it closed.
        status: the bar that says the hint.

    Signals:
        given(action): a hint was given (shown and chosen); an answer dropped gives none.
    """

    given = Signal(object)

    def __init__(self, flow: TableFlow, menu: QMenu, status: QLabel) -> None:
        super().__init__(menu)
        self.flow, self.session, self.status = flow, flow.session, status
        self._token = 0
        self._asked_for: Any = None
        self.action = QAction(menu)
        self.action.setShortcut("H")
        self.action.triggered.connect(self.ask)
        status.window().addAction(self.action)  # the shortcut works with the menu closed
        if menu.actions():
            menu.insertAction(menu.actions()[0], self.action)
        else:
            menu.addAction(self.action)
        self.last: Any = None
        """The last hint given (an action), for tests and the status line."""
        # The flow's every change, so the curtain lifting enables it too.
        flow.changed.connect(self._update)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Hint"))

    @Slot()
    def _update(self) -> None:
        self.action.setEnabled(bool(self.flow.actions()))

    @Slot()
    def ask(self) -> bool:
        """Ask the Hard bot, off the GUI thread; False when it is not your turn."""
        session = self.session
        seat = session.to_act()
        if seat is None or not self.flow.actions():
            return False
        self._token += 1
        self._asked_for = session.state
        view = session.info.rules.observe(session.state, seat)
        hard = session.info.bots["hard"]()
        # No parent: the job holds this answer as long as it runs (the window, and this
        # hint with it, may be deleted meanwhile; the connection goes with the hint).
        answer = BotAnswer()
        answer.ready.connect(self._answered)
        QThreadPool.globalInstance().start(BotJob(hard, view, random.Random(self._token),
                                                  self._token, answer))
        self.status.setText(self.tr("Thinking about a hint…"))
        return True

    @Slot(int, object)
    def _answered(self, token: int, action: Any) -> None:
        if token != self._token or self.session.state is not self._asked_for:
            return  # the game moved on while the bot thought
        self.last = action
        cards = " ".join(str(card) for card in action.cards)
        if not action.cards:
            text = self.tr("Hint: pass.")
        elif len(action.cards) == 1:
            self.flow.choose(action.cards[0])
            text = self.tr("Hint: play %1.").replace("%1", cards)
        else:
            self.flow.select(frozenset(action.cards))
            text = self.tr("Hint: give %1.").replace("%1", cards)
        self.status.setText(text)
        self.given.emit(action)
