"""A bot's decision off the GUI thread: one job and one answer for every caller.

The hint and every game's session ask a
bot the same way: the job runs ``bot.choose(view, rng)`` on a ``QThreadPool`` thread and
the answer comes back to the GUI thread through a queued signal with the caller's token,
so an answer for a position that has moved on can be dropped. A bot that raises never
stalls its caller: the traceback goes to the log and ``failed(token, error)`` is
answered instead (the session then lets the Easy bot play that action).
"""

from __future__ import annotations

import logging
import random
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from ..engine.game import Bot

log = logging.getLogger(__name__)


class BotAnswer(QObject):
    """Where a ``BotJob`` delivers its action.

    Signals:
        ready(token, action): the bot's choice.
        failed(token, error): the bot raised (``"ValueError: …"``; the traceback is logged).
    """

    ready = Signal(int, object)
    failed = Signal(int, str)


class BotJob(QRunnable):
    """``bot.choose(view, rng)`` on a worker thread, answered through ``answer`` with ``token``."""

    def __init__(self, bot: Bot[Any, Any], view: Any, rng: random.Random, token: int,
                 answer: BotAnswer) -> None:
        super().__init__()
        self._bot, self._view, self._rng = bot, view, rng
        self._token, self._answer = token, answer

    def run(self) -> None:
        try:
            action = self._bot.choose(self._view, self._rng)
        except Exception as error:  # a bot's bug must not stall the table
            log.exception("the bot %s raised", type(self._bot).__name__)
            self._answer.failed.emit(self._token, f"{type(error).__name__}: {error}")
            return
        self._answer.ready.emit(self._token, action)
