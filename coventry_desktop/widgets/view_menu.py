"""View → Large Cards, High Contrast, Four-Colour Deck, Side Panel and Full Screen for any
game's window: the table for every pair of eyes, and room for it.

Each option is a checkable action with a shortcut, so it can be turned on before one can
see the menu well. They change only how things are painted (widgets never hold rules):
the table's card scale, the theme's colours and the card faces. With a settings object
(``large_cards``, ``high_contrast``, ``four_colour``) the choices are read from it and
every later change is written back.
"""

from __future__ import annotations

import re
from typing import Any, Final, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from . import cards, theme

LARGE_CARD_SCALE: Final = 1.35
"""How much larger the cards are with Large Cards."""


def window_action(window: QWidget, shortcut: Any, slot: Any, *, checkable: bool = False,
                  on_toggle: bool = False) -> QAction:
    """An action of ``window`` calling ``slot`` when triggered (or whenever its check mark
    changes, ``on_toggle``), its ``shortcut`` working with the menu bar hidden."""
    action = QAction(window)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.setCheckable(checkable)
    (action.toggled if on_toggle else action.triggered).connect(slot)
    window.addAction(action)
    return action


class ViewSettings(Protocol):
    """The three stored choices (``storage.settings.Settings`` has them)."""

    large_cards: bool
    high_contrast: bool
    four_colour: bool


class ViewOptions(QObject):
    """Adds the options to ``menu`` and applies them to ``window`` and its ``table``.

    Args:
        window: the game window (its style sheet; ``window.table`` has ``card_scale``
            and ``relayout()``; ``window.panel`` is the side panel).
        menu: the View menu.
        settings: where the choices are kept, or None.
    """

    def __init__(self, window: Any, menu: QMenu, settings: ViewSettings | None = None
                 ) -> None:
        super().__init__(window)
        self._window: QWidget = window
        self._settings: ViewSettings | None = None
        self._base_style = window.styleSheet()
        self._ui_scale = 1.0
        self.large_cards_action = self._add("Ctrl+Shift+L", self.set_large_cards)
        self.high_contrast_action = self._add("Ctrl+Shift+H", self.set_high_contrast)
        self.four_colour_action = self._add("Ctrl+Shift+4", self.set_four_colour)
        # Room for the table: the side panel can go, and F11 fills the screen.
        self.panel_action = self._add(None, self.set_side_panel)
        self.panel_action.setChecked(True)
        self.full_screen_action = self._add("F11", self.set_full_screen)
        menu.addSeparator()
        for action in (self.large_cards_action, self.high_contrast_action,
                       self.four_colour_action, None, self.panel_action,
                       self.full_screen_action):
            menu.addAction(action) if action else menu.addSeparator()
        window.installEventFilter(self)
        self.retranslate()
        if settings is not None:
            self.set_large_cards(settings.large_cards)
            self.set_high_contrast(settings.high_contrast)
            self.set_four_colour(settings.four_colour)
        self._settings = settings  # what was stored is applied, not written back

    def _add(self, shortcut: str | None, slot: Any) -> QAction:
        # Toggled, not triggered: the setters check the action themselves (settings, keys).
        return window_action(self._window, shortcut, slot, checkable=True, on_toggle=True)

    def retranslate(self) -> None:
        """Set the actions' texts in the UI language."""
        self.large_cards_action.setText(self.tr("Lar&ge Cards"))
        self.high_contrast_action.setText(self.tr("&High Contrast"))
        self.four_colour_action.setText(self.tr("&Four-Colour Deck"))
        self.four_colour_action.setToolTip(
            self.tr("Blue diamonds and green clubs, so no two suits share a colour"))
        self.panel_action.setText(self.tr("Side Pa&nel"))
        self.full_screen_action.setText(self.tr("Full Scr&een"))

    @property
    def ui_scale(self) -> float:
        """How much larger the window's texts are drawn than at 1600x1000 and below."""
        return self._ui_scale

    def _apply_style(self) -> None:
        # A window far larger than 1600x1000 (a 4K screen without scaling) draws its
        # texts larger in steps of a quarter, as the table grows its cards (#12).
        window = self._window
        scale = max(1.0, min(window.width() / 1600, window.height() / 1000, 3.0))
        scale = int(scale * 4) / 4
        style = self._base_style + (theme.HIGH_CONTRAST_STYLE if theme.current()
                                    is theme.HIGH_CONTRAST else "")
        if scale != 1.0:
            # A style sheet stops fonts passing from the window to its children, so the
            # larger size is a rule of the sheet too (before the sheet's own sizes).
            font = QApplication.font()
            size = (f"{font.pointSizeF() * scale:.1f}pt" if font.pointSizeF() > 0
                    else f"{round(font.pixelSize() * scale)}px")
            style = f"QWidget {{ font-size: {size}; }}\n" + re.sub(
                r"(\d+)px", lambda m: f"{round(int(m.group(1)) * scale)}px", style)
        self._ui_scale = scale
        if style != window.styleSheet():
            window.setStyleSheet(style)
        window.panel.set_ui_scale(scale)  # type: ignore[attr-defined]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Resize:
            self._apply_style()
        elif watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self._window and event.type() == QEvent.Type.WindowStateChange:
            # The window manager may leave full screen by itself: the check mark follows.
            self.full_screen_action.setChecked(self._window.isFullScreen())
        return False

    # The setters are idempotent and keep the action's check mark in step, so settings,
    # shortcuts and tests can all call them.
    def set_side_panel(self, on: bool) -> None:
        """Show or hide the side panel beside the table; the table takes its room."""
        self.panel_action.setChecked(on)
        self._window.panel.setVisible(on)  # type: ignore[attr-defined]

    def set_full_screen(self, on: bool) -> None:
        """Fill the screen with the window (F11), or go back to how it was."""
        self.full_screen_action.setChecked(on)
        window = self._window
        if on != window.isFullScreen():
            window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)

    def set_large_cards(self, on: bool) -> None:
        """Draw the cards ``LARGE_CARD_SCALE`` times larger, or normal."""
        self.large_cards_action.setChecked(on)
        table = self._window.table  # type: ignore[attr-defined]
        scale = LARGE_CARD_SCALE if on else 1.0
        if table.card_scale != scale:  # else a new layout for nothing (before the first paint)
            table.card_scale = scale
            table.relayout()
        self._store("large_cards", on)

    def set_high_contrast(self, on: bool) -> None:
        """Black table, white and yellow text, thick outlines; or the normal colours."""
        self.high_contrast_action.setChecked(on)
        # The normal colours already in force (every first window, as a rule) need no new
        # style and layout; high contrast does, for each window that shows it.
        if on or theme.current() is theme.HIGH_CONTRAST:
            theme.set_high_contrast(on)
            self._apply_style()
            self._repaint()
        self._store("high_contrast", on)

    def set_four_colour(self, on: bool) -> None:
        """Blue diamonds and green clubs, or the deck's own red and black."""
        self.four_colour_action.setChecked(on)
        if cards.renderer().four_colour != on:  # the deck paints every table alike
            cards.set_four_colour(on)
            self._repaint()
        self._store("four_colour", on)

    def _repaint(self) -> None:
        table = self._window.table  # type: ignore[attr-defined]
        table.relayout()
        table.scene().update()
        table.viewport().update()

    def _store(self, name: str, on: bool) -> None:
        if self._settings is not None and getattr(self._settings, name) != on:
            setattr(self._settings, name, on)
