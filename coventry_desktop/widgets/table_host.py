"""What a game's own additions may use of the window they join (``Presenter.install``):
the table flow, the places to add to (the side panel's tabs, the Game and Help menus),
the app's speaker and settings, where files are kept, a redraw, and a parent for dialogs.
Nothing else of the window: an extra follows the game through the flow and its session.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTabWidget, QWidget

from ..models.table_flow import TableFlow


@dataclass(frozen=True)
class TableHost:
    """The window's parts a game's extras use.

    Attributes:
        flow: the table flow (its ``session``, who is at the screen, ``names()``).
        parent: the dialogs' parent; its ``LanguageChange`` events say the language changed.
        tabs: the side panel's tabs (an extra may insert its own).
        game_menu: the Game menu; ``close_action`` its last entry (add above it).
        help_menu: the Help menu.
        speaker: the app's speaker, or None (silence).
        settings: the app's settings, or None (nothing remembered).
        folder: where this window keeps its files (beside its autosave), or None.
        redraw: paint the table again (an extra changed what the presenter says).
    """

    flow: TableFlow
    parent: QWidget
    tabs: QTabWidget
    game_menu: QMenu
    close_action: QAction
    help_menu: QMenu
    speaker: Any
    settings: Any
    folder: Path | None
    redraw: Callable[[], None]
