"""Comet bots: ``choose(view, rng) -> action``, seeing only one seat's view.

Levels: ``"easy"`` (random legal, the Comet whenever allowed), ``"normal"`` (rules of
thumb), ``"hard"`` (determinised Monte Carlo at the real decisions).
"""

from __future__ import annotations

from ....engine.game import BOT_LEVELS, Bot
from ..actions import Action
from ..observe import CometView
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot


def make_bot(level: str) -> Bot[CometView, Action]:
    """A new bot of ``level`` (one of ``BOT_LEVELS``).

    Raises:
        ValueError: unknown level.
    """
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return HardBot()
    raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(BOT_LEVELS)}")


__all__ = ["EasyBot", "HardBot", "NormalBot", "make_bot"]
