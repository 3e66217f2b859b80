"""What the main window's add-ons (accessibility, view options) use of it.

They take these parts, not the whole ``MainWindow``, so they never import
``main_window`` and the window can import them: no cycle (tests/test_layers.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QWidget

    from ..games.coventry.ui.calls_panel import RhymePanel
    from ..games.coventry.ui.practice.in_game import GamePractice
    from ..models import GameController
    from .table import TableView


class WindowParts(Protocol):
    """The main window as its add-ons see it.

    Attributes:
        table: the card table.
        panel: the calls panel.
        controller: the game being played.
        view_menu: the View menu, where options add their actions.
        practice: the in-game practice of the calls.
    """

    table: TableView
    panel: RhymePanel
    controller: GameController
    view_menu: QMenu
    practice: GamePractice

    def window(self) -> QWidget:
        """The top-level widget: parent, event source and style sheet owner."""
        ...
