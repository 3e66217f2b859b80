"""View → Language: the UI language switches at runtime and is remembered (issue #5 item 3)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from coventry_desktop.i18n import current_language, install_language, system_language
from coventry_desktop.storage.settings import Settings
from coventry_desktop.widgets.language_menu import LanguageMenu


@pytest.fixture
def menu(qtbot, qapp: QApplication, tmp_path: Path) -> Iterator[LanguageMenu]:
    menu = LanguageMenu(Settings(tmp_path / "settings.ini"))
    qtbot.addWidget(menu)
    yield menu
    install_language(qapp, "en")  # later tests read English


def texts(menu: LanguageMenu) -> list[str]:
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_languages_are_named_in_themselves(menu: LanguageMenu) -> None:
    assert menu.title() == "&Language"
    assert texts(menu) == ["System language", "English", "Русский", "Français"]
    assert menu.actions_by_choice["system"].isChecked()  # the default setting


def test_choosing_a_language_retranslates_and_is_stored(qtbot, menu: LanguageMenu) -> None:
    with qtbot.wait_signal(menu.chosen) as blocker:
        menu.actions_by_choice["ru"].trigger()
    assert blocker.args == ["ru"]
    QCoreApplication.processEvents()  # LanguageChange is posted
    assert current_language() == "ru"
    assert menu.settings.ui_language == "ru"
    assert menu.title() == "&Язык"
    assert texts(menu) == ["Как в системе", "English", "Русский", "Français"]
    assert menu.actions_by_choice["ru"].isChecked()

    menu.choose("fr")
    QCoreApplication.processEvents()
    assert menu.title() == "&Langue"
    assert texts(menu)[0] == "Langue du système"
    reread = Settings(menu.settings.path)
    assert reread.ui_language == "fr"


def test_system_choice_follows_the_system_locale(menu: LanguageMenu) -> None:
    menu.choose("ru")
    menu.choose("system")
    assert menu.settings.ui_language == "system"
    assert current_language() == system_language()
