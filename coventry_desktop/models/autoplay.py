"""Seats that act without a person: bots, and the automatic pass of a human with no match.

Bot decisions run on a worker thread (``QThreadPool``), so a slow bot never freezes the
window; the result comes back to the GUI thread through a queued signal and is applied
by the controller like any other request.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from ..engine.game import Bot
from ..games import get
from ..games.coventry import Action, Pass
from .bot_runner import BotAnswer, BotJob
from .controller import GameController


class Autoplayer(QObject):
    """Plays the bot seats and the automatic passes of the controller's game.

    Args:
        controller: the game to play in.
        delay_ms: called before each automatic action; milliseconds to wait first
            (the speed setting; 0 in tests).
        busy: called when the delay is over; while it returns True (an animation is
            running) the action waits, so the table never falls behind the game.

    Signals:
        thinking(seat): a bot started to think for ``seat``.
    """

    thinking = Signal(int)

    def __init__(self, controller: GameController, *, delay_ms: Callable[[], int] = lambda: 0,
                 busy: Callable[[], bool] = lambda: False, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._delay_ms = delay_ms
        self._busy = busy
        self._paused = False
        self._generation = 0
        self._bots: dict[int, Bot[Any, Any]] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._result = BotAnswer(self)
        self._result.ready.connect(self._apply)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._act)
        controller.gameStarted.connect(self._forget_bots)
        controller.stateChanged.connect(self.schedule)

    @property
    def paused(self) -> bool:
        """Whether automatic play is held (watch mode's pause)."""
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold or resume automatic play."""
        self._paused = paused
        if paused:
            self._timer.stop()
            self._generation += 1
        else:
            self.schedule()

    def _forget_bots(self) -> None:
        self._bots = {}

    def bot_for(self, seat: int) -> Bot[Any, Any]:
        """The bot that plays ``seat`` at the level of the current setup."""
        if seat not in self._bots:
            setup = self._controller.setup
            level = setup.seats[seat].level if setup else "normal"
            self._bots[seat] = get("coventry").bots[level]()
        return self._bots[seat]

    @Slot()
    def schedule(self) -> None:
        """Arrange the next automatic action, if the seat to act needs one."""
        self._generation += 1
        self._timer.stop()
        if self._paused or self._needed() is None:
            return
        self._timer.start(max(0, self._delay_ms()))

    def _needed(self) -> Action | str | None:
        controller, state = self._controller, self._controller.state
        if state is None or controller.is_over():
            return None
        if not controller.is_human(state.turn):
            return "bot"
        if controller.auto_pass and controller.forced_pass():
            return Pass(state.turn)
        return None

    @Slot()
    def _act(self) -> None:
        if self._paused:
            return
        if self._busy():
            self._timer.start(15)
            return
        needed = self._needed()
        if needed is None:
            return
        if isinstance(needed, Pass):
            self._controller.request(needed)
            return
        state, setup = self._controller.state, self._controller.setup
        assert state is not None and setup is not None
        # The bot's dice depend on the game seed and the position only, so a game replays.
        rng = random.Random(f"{setup.seed}:{self._controller.deal_number}:{len(state.history)}")
        self.thinking.emit(state.turn)
        self._pool.start(BotJob(self.bot_for(state.turn), self._controller.view(state.turn),
                                rng, self._generation, self._result))

    @Slot(int, object)
    def _apply(self, generation: int, action: Action) -> None:
        if generation != self._generation:
            return  # the game moved on (new game, pause) while the bot was thinking
        self._controller.request(action)

    def shutdown(self) -> None:
        """Stop scheduling and wait for a bot still thinking (at quit)."""
        self._paused = True
        self._timer.stop()
        self._generation += 1
        self._pool.waitForDone(2000)
