"""Help → Rules: a game's rules in the UI language, from ``:/rules/<game>/rules_<lang>.html``.

The texts are the rule cards of seed 000 (Russian) and seed 001 (French) and our own
English rendering of the same profile, kept as resource files (``resources/rules/``)
rather than translatable strings: they are whole documents, written per language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QFile, QIODevice, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from coventry_desktop.i18n import LANGUAGES, current_language

from ..qt_resources import ensure_resources
from .game_window_parts import fit_to_screen


def rules_html(language: str, game: str) -> str:
    """The rules of ``game`` in ``language`` (``"en"``, ``"ru"`` or ``"fr"``), as HTML.

    Every game's are at ``:/rules/<game>/rules_<lang>.html`` (``resources/rules/<game>/``).

    Raises:
        ValueError: unknown language.
        FileNotFoundError: the resources were built without the rules texts.
    """
    if language not in LANGUAGES:
        raise ValueError(f"no rules in {language!r}; expected one of {LANGUAGES}")
    ensure_resources()
    file = QFile(f":/rules/{game}/rules_{language}.html")
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(file.fileName())
    try:
        return bytes(file.readAll().data()).decode("utf-8")
    finally:
        file.close()


class RulesDialog(QDialog):
    """A non-modal window with the rules; follows the UI language while open."""

    def __init__(self, parent: QWidget | None = None, *, game: str,
                 title: Callable[[], str]) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.game, self._title = game, title
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        # 640×720 where the screen has room; inside a smaller one with its frame (it was
        # 720 pixels high on a 560-pixel screen, its Close button below the screen).
        fit_to_screen(self, QSize(640, 720))
        self.language = ""
        self.retranslate()

    def retranslate(self) -> None:
        """Set the title and reload the document in the current UI language."""
        # The game's presenter names it, in the language of the moment.
        self.setWindowTitle(self._title())
        language = current_language()
        if language != self.language:
            self.language = language
            self.browser.setHtml(rules_html(language, self.game))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
