"""The "Game:" box every New Game dialog starts with (#13 item 6)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox

from .. import games
from ..models.game_words import game_title

SWITCH = 2
"""What a New Game dialog's ``exec`` returns when the player chose another game in it;
its ``chosen_game`` says which."""


def game_choice(current: str, on_change: Callable[[str], None]) -> QComboBox:
    """The "Game:" box every New Game dialog starts with: each registered game, ``current``
    chosen; choosing another calls ``on_change(game_id)``."""
    box = QComboBox()
    for info in games.GAMES:  # the registry, read on use
        box.addItem(game_title(info), info.id)
    box.setCurrentIndex(max(box.findData(current), 0))
    box.currentIndexChanged.connect(lambda _i: on_change(str(box.currentData())))
    return box
