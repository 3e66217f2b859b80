"""Hearts bots for the empty chairs: pure Python, no Qt.

Every bot has one method, ``choose(view, rng) -> Action``: ``view`` is
``observe(state, seat)`` (a ``HeartsView``, so a bot never sees a card its seat cannot
see) and ``rng`` a ``random.Random`` the caller passes in. The action is always legal.

Levels: ``"easy"`` (obvious card, with noise), ``"normal"`` (club rules of thumb),
``"hard"`` (Monte Carlo over hidden hands with Normal's rules in the rollouts, and a moon
plan for itself under ``shoot_the_moon``).
"""

from __future__ import annotations

from ..actions import Action
from ..observe import HeartsView
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


def make_bot(level: str) -> EasyBot | NormalBot | HardBot:
    """A new bot of ``level`` (one of ``LEVELS``).

    Raises:
        ValueError: unknown level.
    """
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return HardBot()
    raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Action", "EasyBot", "HardBot", "HeartsView", "NormalBot", "make_bot"]
