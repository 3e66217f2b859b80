"""Practice in the main window (issue #7): menus, the new game switch, the speech toggle."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry.ui.practice.drill import DrillDialog
from coventry_desktop.games.coventry.ui.practice.progress_dialog import PracticeDialog
from coventry_desktop.models import default_setup
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.widgets.dialogs import NewGameDialog
from coventry_desktop.widgets.main_window import MainWindow


@pytest.fixture
def window(main_window: Callable[..., MainWindow]) -> MainWindow:
    return main_window(shown=False)


def test_the_drill_is_in_the_game_and_help_menus(window: MainWindow) -> None:
    assert window.drill_action in window.game_menu.actions()
    assert window.drill_action in window.help_menu.actions()
    assert window.progress_action in window.game_menu.actions()
    assert window.speech_action in window.view_menu.actions()
    assert window.drill_action.text() == "Practise the &Calls…"


def test_the_drill_opens_in_the_panels_calls_language(window: MainWindow) -> None:
    window.start(default_setup(seed=5))
    window.panel.language.setCurrentIndex(window.panel.language.findData("fr"))
    dialog = window.open_drill()
    assert isinstance(dialog, DrillDialog)
    assert dialog.language == "fr"
    assert dialog.quiz.is_waiting()
    dialog.close()
    progress = window.open_practice_progress()
    assert isinstance(progress, PracticeDialog)
    assert progress.language == "fr"
    progress.close()


def test_speech_starts_off_and_makes_no_engine_until_switched_on(window: MainWindow) -> None:
    assert not window.speech_action.isChecked()
    assert window.speaker.real is None
    fake = FakeSpeaker()
    window.speaker._factory = lambda: fake
    window.speech_action.trigger()
    assert window.speaker.is_enabled() and window.speaker.real is fake
    assert window.panel.speak_button.isChecked()  # the panel's toggle follows the menu
    window.panel.speak_button.click()
    assert not window.speech_action.isChecked()


def test_new_game_dialog_switches_practice_mode_on(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="You")
    qtbot.addWidget(dialog)
    assert not dialog.setup(seed=1).practice
    dialog.practice.setChecked(True)
    setup = dialog.setup(seed=1)
    assert setup.practice
    again = NewGameDialog(previous=setup)
    qtbot.addWidget(again)
    assert again.practice.isChecked()


def test_play_again_keeps_practice_mode(window: MainWindow) -> None:
    from dataclasses import replace

    window.start(replace(default_setup(seed=5), practice=True))
    assert window.practice.is_active() and window.panel.practice_box.isVisibleTo(window)
    window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    window.play_again()
    assert window.controller.setup.practice


def test_speech_setting_is_remembered(qtbot: QtBot, tmp_path) -> None:
    from coventry_desktop.storage import AppPaths, Storage
    from coventry_desktop.widgets.persistence import Persistence

    paths = AppPaths.under(tmp_path)
    storage = Storage.open(paths)
    storage.settings.speech = True
    win = MainWindow()
    qtbot.addWidget(win)
    fake = FakeSpeaker()
    win.speaker._factory = lambda: fake  # no real engine in tests
    Persistence(win, storage)
    assert win.speech_action.isChecked() and win.speaker.real is fake
    win.panel.speak_button.click()
    assert Storage.open(paths).settings.speech is False
    win.autoplayer.shutdown()
