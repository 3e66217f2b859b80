"""The calls follow the UI language until the player picks one (#12 item 10)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.i18n import install_language
from coventry_desktop.storage import AppPaths

from .test_persistence import Opened


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


@pytest.fixture
def russian_first_start(qtbot: QtBot, paths: AppPaths, instant: None,
                        language: Callable[[str], None]) -> Iterator[Opened]:
    language("ru")
    opened = Opened(qtbot, paths)
    opened.persistence.start_up()
    yield opened
    opened.window.autoplayer.shutdown()
    opened.storage.close()
    # Gone before the next test switches languages: a closed window still gets the event.
    opened.window.close()
    opened.window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_a_russian_first_start_calls_in_russian(russian_first_start: Opened) -> None:
    window = russian_first_start.window
    assert window.controller.setup is not None and window.controller.setup.language == "ru"
    assert window.panel.model.language == "ru" and window.panel.language.currentData() == "ru"
    assert russian_first_start.storage.settings.calls_language == ""  # nothing picked yet


def test_unpicked_calls_follow_a_language_switch(
        qtbot: QtBot, russian_first_start: Opened, language: Callable[[str], None]) -> None:
    panel = russian_first_start.window.panel
    language("fr")
    qtbot.waitUntil(lambda: panel.language.currentData() == "fr", timeout=5000)
    assert panel.model.language == "fr"
    assert russian_first_start.storage.settings.calls_language == ""


def test_a_picked_language_stays_put(
        qtbot: QtBot, russian_first_start: Opened, language: Callable[[str], None]) -> None:
    window = russian_first_start.window
    panel = window.panel
    index = panel.language.findData("en")
    panel.language.setCurrentIndex(index)
    panel.language.activated.emit(index)  # what a person's choice in the list sends
    assert russian_first_start.storage.settings.calls_language == "en"
    language("fr")
    qtbot.waitUntil(lambda: window.windowTitle() != "", timeout=5000)
    QApplication.processEvents()
    assert panel.language.currentData() == "en"
    assert russian_first_start.persistence.remembered_setup().language == "en"


def test_watching_keeps_the_calls_of_the_panel(russian_first_start: Opened) -> None:
    window = russian_first_start.window
    window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    window.watch()
    assert window.watching and window.controller.setup is not None
    assert window.controller.setup.language == "ru" == window.panel.model.language
    assert russian_first_start.storage.settings.calls_language == ""


def test_unpicked_calls_follow_the_menus_after_a_resume(
        qtbot: QtBot, paths: AppPaths, instant: None,
        language: Callable[[str], None]) -> None:
    # Started in English, the menus switched to French mid-game, then the app was killed:
    # the resumed game calls in French, as before, and nothing counts as a pick (QA 2).
    language("en")
    first = Opened(qtbot, paths)
    first.persistence.start_up()
    language("fr")
    qtbot.waitUntil(lambda: first.window.panel.language.currentData() == "fr", timeout=5000)
    first.play(3)
    first.window.autoplayer.shutdown()
    first.storage.close()
    second = Opened(qtbot, paths)  # the kill: nothing more was written
    second.persistence.start_up()
    assert second.asked and "You" not in second.asked[0] and "Vous" in second.asked[0]
    assert second.window.controller.setup is not None
    assert second.window.controller.setup.language == "fr"
    assert second.window.panel.language.currentData() == "fr"
    assert second.storage.settings.calls_language == ""
    second.window.autoplayer.shutdown()
    second.storage.close()
