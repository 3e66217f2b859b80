"""View → Language: switch the UI language at runtime, without a restart (issue #5 item 3).

Choosing a language stores it in the settings and installs its translators; Qt then
sends ``LanguageChange`` to every widget, whose ``retranslate()`` sets its texts again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from coventry_desktop.i18n import LANGUAGE_NAMES, LANGUAGES, install_language, system_language
from coventry_desktop.storage.settings import Settings

SYSTEM = "system"


def ui_language_of(choice: str) -> str:
    """The language to install for a ``Settings.ui_language`` value (``"system"`` resolved)."""
    return system_language() if choice == SYSTEM else choice


class LanguageMenu(QMenu):
    """The UI languages, each named in itself, plus "System language"; one is checked.

    Signals:
        chosen(str): ``"system"``, ``"en"``, ``"ru"`` or ``"fr"``, after it was installed.
    """

    chosen = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self.settings = settings
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_choice: dict[str, QAction] = {}
        for choice in (SYSTEM, *LANGUAGES):
            # Endonyms stay as they are in every UI language: a reader lost in a language
            # they cannot read still finds their own.
            action = QAction(LANGUAGE_NAMES.get(choice, ""), self, checkable=True)
            action.setData(choice)
            self.group.addAction(action)
            self.addAction(action)
            self.actions_by_choice[choice] = action
            if choice == SYSTEM:
                self.addSeparator()
        self.actions_by_choice[settings.ui_language].setChecked(True)
        self.group.triggered.connect(self._choose)
        self.retranslate()

    def choose(self, choice: str) -> None:
        """Store ``choice`` and install its language (as if its action was triggered)."""
        self.actions_by_choice[choice].setChecked(True)
        self._choose(self.actions_by_choice[choice])

    def _choose(self, action: QAction) -> None:
        choice = str(action.data())
        self.settings.ui_language = choice
        app = QCoreApplication.instance()
        if app is not None:
            install_language(app, ui_language_of(choice))
        self.chosen.emit(choice)

    def retranslate(self) -> None:
        """Set the menu title and the "System language" entry in the current language."""
        self.setTitle(self.tr("&Language"))
        self.actions_by_choice[SYSTEM].setText(self.tr("System language"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
