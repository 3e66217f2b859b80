"""The keyboard (#12 item 7): the curtain keeps it, a card is chosen already on your turn,
1-4 answer the practice question from the table, and the View menu's mnemonics differ."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.practice.drill import DrillDialog
from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
from coventry_desktop.i18n import install_language
from coventry_desktop.models import GameSetup, Occupant, SeatSetup, default_setup
from coventry_desktop.qt_resources import ensure_resources
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.storage.settings import Settings
from coventry_desktop.widgets.language_menu import LanguageMenu
from coventry_desktop.widgets.main_window import MainWindow

from .helpers import wait_for_person


@pytest.fixture
def window(main_window: Callable[..., MainWindow], instant: None) -> MainWindow:
    return main_window(active=True)


def _two_people() -> GameSetup:
    seats = (SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Boris", Occupant.HUMAN),
             *default_setup().seats[1:3])
    return GameSetup(seats, seed=4, first_dealer=3)


def _has_colour(image: object, colour: QColor) -> bool:
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    target = colour.rgb()
    return any(image.pixel(x, y) == target
               for y in range(0, image.height()) for x in range(0, image.width()))


def test_the_curtain_keeps_the_keyboard_and_shows_it(qtbot: QtBot, window: MainWindow) -> None:
    window.start(_two_people())
    qtbot.waitUntil(window.curtain.isVisible, timeout=5000)
    button = window.curtain.button
    assert button.hasFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up,
                Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert QApplication.focusWidget() is button, key
    # The focus is seen: a gold ring round the button, which it lacks without focus.
    focused = button.grab().toImage()
    assert _has_colour(focused, QColor("#f4c542"))
    window.table.setFocus()
    assert not _has_colour(button.grab().toImage(), QColor("#f4c542"))
    button.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not window.curtain.isVisible() and window.table.hasFocus()


def test_on_your_turn_a_card_is_chosen_so_enter_plays_at_once(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3))  # you lead
    table, controller = window.table, window.controller
    for _ in range(6):
        wait_for_person(qtbot, window)
        plays = [a.card for a in controller.legal_actions() if isinstance(a, Play)]
        state = controller.state
        assert state is not None and controller.human_to_act() == 0 and plays
        assert table.selected_card == plays[0]
        assert table.card_item(plays[0]).selected_
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Return)
        after = controller.state
        assert after is not None and after.history[len(state.history)] == Play(0, plays[0])
        # Not the person's turn: nothing is chosen.
        if controller.human_to_act() < 0:
            assert table.selected_card is None


def test_keys_1_to_4_answer_the_practice_question_from_the_table(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3, practice=True))
    wait_for_person(qtbot, window)
    table = window.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)  # the chosen card is led and asked for
    box = window.panel.practice_box
    assert box is not None
    quiz = box.quiz
    assert quiz.is_waiting() and quiz.isVisible()
    right = [c.kind for c in quiz.choices()].index(Kind.RIGHT)
    assert table.hasFocus()
    qtbot.keyClick(table, (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)[right])
    assert not quiz.is_waiting()
    assert window.practice.score() == (1, 1)


def test_the_drill_buttons_show_their_numbers(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = DrillDialog(FakeSpeaker(), ProgressStore(tmp_path / "practice.json"),
                         language="en", seed=5)
    qtbot.addWidget(dialog)
    texts = [button.text() for button in dialog.quiz._buttons]
    assert texts == [f"{n}  {choice.text}" for n, choice in
                     enumerate(dialog.quiz.choices(), start=1)]


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_every_entry_of_the_view_menu_has_its_own_mnemonic(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, language: str) -> None:
    ensure_resources()
    app = QApplication.instance()
    assert app is not None
    window.view_menu.addMenu(LanguageMenu(Settings(tmp_path / "settings.ini"), window))
    try:
        install_language(app, language)
        QCoreApplication.processEvents()
        keys = {}
        for action in window.view_menu.actions():
            if action.isSeparator():
                continue
            text = action.menu().title() if isinstance(action.menu(), QMenu) else action.text()
            mnemonic = QKeySequence.mnemonic(text).toString()
            assert mnemonic, text
            assert mnemonic not in keys, (text, keys[mnemonic])
            keys[mnemonic] = text
    finally:
        install_language(app, "en")


# ----------------------------------------------------------------- item 19: the table's room
def test_the_calls_panel_can_be_hidden_from_the_view_menu(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    window.start(default_setup(seed=3))
    action = window.view_options.calls_panel_action
    assert action in window.view_menu.actions() and action.isChecked()
    assert window.panel.isVisible()
    narrow = window.table.width()
    action.trigger()
    assert not action.isChecked() and not window.panel.isVisible()
    qtbot.waitUntil(lambda: window.table.width() > narrow)
    assert window.table.width() == window.centralWidget().width()
    action.trigger()
    assert action.isChecked() and window.panel.isVisible()
    qtbot.waitUntil(lambda: window.table.width() == narrow)


def test_a_practice_question_brings_the_hidden_panel_back(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    window.view_options.calls_panel_action.trigger()
    assert not window.panel.isVisible()
    window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3, practice=True))
    wait_for_person(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    box = window.panel.practice_box
    assert box is not None and box.quiz.is_waiting()
    assert window.panel.isVisible() and box.quiz.isVisible()
    assert window.view_options.calls_panel_action.isChecked()


def test_f11_toggles_full_screen(qtbot: QtBot, window: MainWindow) -> None:
    action = window.view_options.full_screen_action
    assert action.shortcut() == QKeySequence("F11") and action in window.view_menu.actions()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()
    # Left by other means (the window manager), the check mark follows.
    window.showFullScreen()
    qtbot.waitUntil(action.isChecked)
    window.showNormal()
    qtbot.waitUntil(lambda: not action.isChecked())
