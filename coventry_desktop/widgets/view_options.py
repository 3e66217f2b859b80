"""View → Large Cards, High Contrast and Four-Colour Deck: the table for every pair of eyes.

Each option is a checkable action in the main window's View menu, with a shortcut so it
can be turned on before one can see the menu well. They change only how the table is
painted (widgets never hold rules): the hand's card scale, the theme's colours and the
card faces. If a settings object with ``large_cards``, ``high_contrast`` and
``four_colour`` attributes is given, the choices are read from it and written back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from . import cards, theme

if TYPE_CHECKING:
    from .main_window import MainWindow

LARGE_CARD_SCALE: Final = 1.35
"""How much larger the hand and the quartet are with Large Cards (layout.table_layout)."""


class ViewSettings(Protocol):
    """The three stored choices (coventry_desktop.storage.Settings has them)."""

    large_cards: bool
    high_contrast: bool
    four_colour: bool


class ViewOptions(QObject):
    """Adds the three options to ``window.view_menu`` and applies them to the table."""

    def __init__(self, window: MainWindow, settings: ViewSettings | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._base_style = window.styleSheet()
        self.large_cards_action = self._add("Ctrl+Shift+L", self.set_large_cards)
        self.high_contrast_action = self._add("Ctrl+Shift+H", self.set_high_contrast)
        self.four_colour_action = self._add("Ctrl+Shift+4", self.set_four_colour)
        window.view_menu.addSeparator()
        for action in (self.large_cards_action, self.high_contrast_action,
                       self.four_colour_action):
            window.view_menu.addAction(action)
        window.installEventFilter(self)
        self.retranslate()
        if settings is not None:
            self.use_settings(settings)

    def use_settings(self, settings: ViewSettings) -> None:
        """Apply the stored choices now and store every later change in ``settings``."""
        self._settings = None  # applying what is stored must not write it back
        self.set_large_cards(settings.large_cards)
        self.set_high_contrast(settings.high_contrast)
        self.set_four_colour(settings.four_colour)
        self._settings = settings

    def _add(self, shortcut: str, slot: object) -> QAction:
        action = QAction(self._window)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(shortcut))
        action.toggled.connect(slot)
        self._window.addAction(action)  # the shortcut works with the menu bar hidden
        return action

    def retranslate(self) -> None:
        """Set the actions' texts in the UI language."""
        self.large_cards_action.setText(self.tr("Lar&ge Cards"))
        self.high_contrast_action.setText(self.tr("&High Contrast"))
        self.four_colour_action.setText(self.tr("&Four-Colour Deck"))
        self.four_colour_action.setToolTip(
            self.tr("Blue diamonds and green clubs, so no two suits share a colour"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # The setters are idempotent and keep the action's check mark in step, so settings,
    # shortcuts and tests can all call them.
    def set_large_cards(self, on: bool) -> None:
        """Draw the hand and the quartet ``LARGE_CARD_SCALE`` times larger, or normal."""
        self.large_cards_action.setChecked(on)
        table = self._window.table
        table.card_scale = LARGE_CARD_SCALE if on else 1.0
        table.sync(animate=False)
        self._store("large_cards", on)

    def set_high_contrast(self, on: bool) -> None:
        """Black table, white and yellow text, thick outlines; or the normal colours."""
        self.high_contrast_action.setChecked(on)
        theme.set_high_contrast(on)
        self._window.setStyleSheet(self._base_style + (theme.HIGH_CONTRAST_STYLE if on else ""))
        self._repaint()
        self._store("high_contrast", on)

    def set_four_colour(self, on: bool) -> None:
        """Blue diamonds and green clubs, or the deck's own red and black."""
        self.four_colour_action.setChecked(on)
        cards.set_four_colour(on)
        self._repaint()
        self._store("four_colour", on)

    def _repaint(self) -> None:
        table = self._window.table
        table.scene().update()
        table.viewport().update()

    def _store(self, name: str, on: bool) -> None:
        if self._settings is not None and getattr(self._settings, name) != on:
            setattr(self._settings, name, on)
