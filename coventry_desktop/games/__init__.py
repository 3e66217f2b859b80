"""The registry of games: one explicit tuple, no registration by import side effect.

Only this module imports ``games.<id>``; the shell reaches a game through ``get``.
A game id is saved in every file and never renamed or reused.
"""

from __future__ import annotations

from ..engine.game import GameInfo
from . import comet, coventry, hearts

GAMES: tuple[GameInfo, ...] = (coventry.INFO, comet.INFO, hearts.INFO)
"""Every registered game, in menu order."""

DEFAULT_GAME = "coventry"
"""The game of a file that names none (files from before there were several games)."""


def get(game_id: str) -> GameInfo:
    """The game registered as ``game_id``.

    Raises:
        KeyError: no such game (a file from a newer release, or damaged).
    """
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(f"unknown game {game_id!r}; known: {', '.join(g.id for g in GAMES)}")


__all__ = ["DEFAULT_GAME", "GAMES", "GameInfo", "get"]
