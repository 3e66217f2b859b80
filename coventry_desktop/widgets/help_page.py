"""Help → Playing Coventry Desktop: the window, every menu and key, saving and files.

One page per language, ``resources/help/help_<lang>.html`` in the Qt resources
(``:/help/help_<lang>.html``), written per language as the rules texts are: a whole
document, not translatable strings. Each game's own rules stay under Help → Rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..i18n import LANGUAGES, current_language
from ..qt_resources import ensure_resources
from .about import licence_text
from .rules_dialog import RulesDialog


def help_html(language: str) -> str:
    """The help page as HTML in ``language``, one of ``LANGUAGES``; ``ValueError`` for any
    other, ``FileNotFoundError`` when the resources were built without the help pages."""
    if language not in LANGUAGES:
        raise ValueError(f"no help page in {language!r}; expected one of {LANGUAGES}")
    ensure_resources()
    resource = f":/help/help_{language}.html"
    text = licence_text(resource)  # it reads any resource text, not only licences
    if not text:
        raise FileNotFoundError(resource)
    return text


class HelpDialog(RulesDialog):
    """The help page in a non-modal window that follows the UI language while open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, game="", title=str)  # its own retranslate reads the page
        self.setObjectName("helpDialog")

    def retranslate(self) -> None:
        """Set the title and reload the page in the current UI language."""
        # The menu entry's context: the title is that entry's words without the mnemonic.
        self.setWindowTitle(QCoreApplication.translate("AppMenus", "Playing Coventry Desktop"))
        language = current_language()
        if language != self.language:
            self.language = language
            self.browser.setHtml(help_html(language))
