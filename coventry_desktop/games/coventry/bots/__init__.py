"""Bots for the empty chairs: pure Python, no Qt (issue 4).

Every bot has one method, ``choose(view, rng) -> Action``: ``view`` is
``observe(state, seat)`` (a ``SeatView``, so a bot never sees a card its seat
cannot see) and ``rng`` is a ``random.Random`` the caller passes in (bots never
touch the global RNG, so a seeded game is replayable). The returned action is
always legal for ``view``.

    from coventry_desktop.games.coventry.bots import make_bot
    bot = make_bot("hard")
    action = bot.choose(observe(state, state.turn), random.Random(7))

Levels: ``"easy"`` (random legal lead), ``"normal"`` (greedy with card counting),
``"hard"`` (Monte Carlo search over hidden hands consistent with the view).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

from .. import Action, SeatView

if TYPE_CHECKING:
    from .easy import EasyBot
    from .hard import HardBot
    from .normal import NormalBot

_MODULES = {"EasyBot": "easy", "NormalBot": "normal", "HardBot": "hard"}
"""Each level's module, imported with its first bot: the keyboard's suggested card at a
window's first frame asks the Normal bot, and Hard's search (``hard``, ``kernel``,
``sampling``) then waits for a Hard bot's first turn (#25)."""


def __getattr__(name: str) -> Any:
    if name in _MODULES:
        from importlib import import_module

        return getattr(import_module(f".{_MODULES[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""Bot levels from weakest to strongest; the names ``make_bot`` accepts."""


class Bot(Protocol):
    """Anything that picks an action for the seat of a view."""

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """A legal action for ``view.seat``, which must be the seat to act.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        ...


def make_bot(level: str) -> Bot:
    """A new bot of ``level`` (one of ``LEVELS``).

    Raises:
        ValueError: unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")
    bot: Bot = __getattr__(f"{level.capitalize()}Bot")()  # its module on first use
    return bot


__all__ = ["LEVELS", "Bot", "EasyBot", "HardBot", "NormalBot", "make_bot"]
