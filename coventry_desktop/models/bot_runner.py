"""A bot's decision off the GUI thread: one job and one answer for every caller.

The hint and every game's session ask a
bot the same way: the job runs ``bot.choose(view, rng)`` on a ``QThreadPool`` thread and
the answer comes back to the GUI thread through a queued signal with the caller's token,
so an answer for a position that has moved on can be dropped. A bot that raises never
stalls its caller: the traceback goes to the log and ``failed(token, error)`` is
answered instead (the session then lets the Easy bot play that action).

``BotChairs`` makes each seat's bot at its first turn, not with the table: a window's
first frame then imports no bot module (#25).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from ..engine.game import Bot

log = logging.getLogger(__name__)


class BotChairs(MutableMapping[int, Bot[Any, Any]]):
    """The bots of a table, by seat, each made by its factory when first asked for.

    The seats are known at once (iterating lists them all); a bot, and the modules of
    its game's bots, come at that seat's first turn. A bot put in by hand (a test's) is
    kept as given.
    """

    def __init__(self, factories: Mapping[int, Callable[[], Bot[Any, Any]]]) -> None:
        self._factories = dict(factories)
        self._made: dict[int, Bot[Any, Any]] = {}

    def __getitem__(self, seat: int) -> Bot[Any, Any]:
        bot = self._made.get(seat)
        if bot is None:
            bot = self._made[seat] = self._factories[seat]()
        return bot

    def __setitem__(self, seat: int, bot: Bot[Any, Any]) -> None:
        self._factories[seat] = lambda: bot
        self._made[seat] = bot

    def __delitem__(self, seat: int) -> None:
        del self._factories[seat]
        self._made.pop(seat, None)

    def __iter__(self) -> Iterator[int]:
        return iter(self._factories)

    def __len__(self) -> int:
        return len(self._factories)

    def made(self) -> list[int]:
        """The seats whose bot has been made so far."""
        return list(self._made)


class BotAnswer(QObject):
    """Where a ``BotJob`` delivers its action.

    Signals:
        ready(token, action): the bot's choice.
        failed(token, error): the bot raised (``"ValueError: …"``; the traceback is logged).
    """

    ready = Signal(int, object)
    failed = Signal(int, str)


class BotJob(QRunnable):
    """``bot.choose(view, rng)`` on a worker thread, answered through ``answer`` with ``token``.

    The job holds ``answer`` until it has answered: a caller that may go while the bot
    thinks (the hint, with its window) gives an answer without a parent, which lives as
    long as the job, and connects its slot to it; Qt drops that connection when the
    caller is deleted, so the late answer reaches nobody. (A caller that outlives its
    jobs, as the session that waits for them at ``shutdown``, may parent its answer.) The
    answer receives no events, so its end on the worker thread with the job is safe.
    """

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
