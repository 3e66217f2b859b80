"""A bot's decision off the GUI thread: one job and one answer for every caller.

The hint and every game's session ask a
bot the same way: the job runs ``bot.choose(view, rng)`` on a ``QThreadPool`` thread and
the answer comes back to the GUI thread through a queued signal with the caller's token,
so an answer for a position that has moved on can be dropped.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from ..engine.game import Bot


class BotAnswer(QObject):
    """Where a ``BotJob`` delivers its action. Signals: ready(token, action)."""

    ready = Signal(int, object)


class BotJob(QRunnable):
    """``bot.choose(view, rng)`` on a worker thread, answered through ``answer`` with ``token``."""

    def __init__(self, bot: Bot[Any, Any], view: Any, rng: random.Random, token: int,
                 answer: BotAnswer) -> None:
        super().__init__()
        self._bot, self._view, self._rng = bot, view, rng
        self._token, self._answer = token, answer

    def run(self) -> None:
        self._answer.ready.emit(self._token, self._bot.choose(self._view, self._rng))
