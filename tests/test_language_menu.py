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


def test_the_open_window_switches_language_without_restart(
        qtbot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from coventry_desktop.storage import AppPaths, Storage
    from coventry_desktop.widgets.main_window import MainWindow
    from coventry_desktop.widgets.persistence import Persistence

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    storage = Storage.open(AppPaths.from_platform())
    window = MainWindow()
    qtbot.addWidget(window)
    persistence = Persistence(window, storage)
    menu = persistence.language_menu
    try:
        assert menu.menuAction() in window.view_menu.actions()  # View → Language
        assert window.game_menu.title() == "&Game"
        menu.choose("ru")
        QCoreApplication.processEvents()
        assert (window.game_menu.title(), window.view_menu.title(), menu.title()) == \
            ("&Игра", "&Вид", "&Язык")
        assert persistence.statistics_action.text() == "С&татистика…"
        # Shortcuts do not follow the language (issue #5 item 8).
        assert window.new_action.shortcut().toString() == "Ctrl+N"
        assert window.quit_action.shortcut().toString() == "Ctrl+Q"
        assert window.pass_action.shortcut().toString() == "P"
        menu.choose("fr")
        QCoreApplication.processEvents()
        assert (window.game_menu.title(), menu.title()) == ("&Partie", "&Langue")
        assert window.new_action.shortcut().toString() == "Ctrl+N"
        assert Storage.open(AppPaths.from_platform()).settings.ui_language == "fr"
    finally:
        window.autoplayer.shutdown()
        install_language(qapp, "en")


def test_calls_keep_their_own_language_whatever_the_ui_language(menu: LanguageMenu) -> None:
    from coventry_desktop.engine import Rank
    from coventry_desktop.games.coventry.calls import call_text

    menu.choose("ru")
    assert call_text(Rank.QUEEN, 2, "en") == "There's a Queen as good as she!"
    assert call_text(Rank.TEN, 1, "fr") == "Voici un dix de qualité"
    menu.choose("fr")
    assert call_text(Rank.KING, 3, "ru") == "Из трёх он всех лучше"
