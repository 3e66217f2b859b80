"""Only an explicit choice replaces a saved series, and the replaced one comes back (#12 item 1)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from coventry_desktop.storage import AppPaths, Storage
from coventry_desktop.widgets.main_window import MainWindow
from coventry_desktop.widgets.persistence import Persistence

from .test_persistence import PEOPLE, Opened


@pytest.fixture
def opened(qtbot: QtBot, paths: AppPaths, instant: None) -> Iterator[Opened]:
    """A window on fresh folders, auto-pass off so the test drives every action."""
    first = Opened(qtbot, paths)
    if first.window.auto_pass_action.isChecked():
        first.window.auto_pass_action.trigger()
    yield first
    first.window.autoplayer.shutdown()
    first.storage.close()


@pytest.fixture
def saved(qtbot: QtBot, paths: AppPaths, instant: None) -> Iterator[bytes]:
    """An unfinished series on disk, its window closed as on a restart."""
    first = Opened(qtbot, paths)
    if first.window.auto_pass_action.isChecked():
        first.window.auto_pass_action.trigger()
    first.window.start(PEOPLE)
    first.play(40)
    first.window.autoplayer.shutdown()
    first.storage.close()
    yield paths.autosave_file.read_bytes()


def _restart(qtbot: QtBot, paths: AppPaths, answer: Callable[[QMessageBox], None]
             ) -> tuple[MainWindow, Persistence, list[str]]:
    """Start the app on ``paths`` with the real resume question, answered by ``answer``."""
    storage = Storage.open(paths)
    window = MainWindow()
    qtbot.addWidget(window)
    persistence = Persistence(window, storage)
    seen: list[str] = []

    def reply() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, reply)
            return
        seen.append(box.text())
        answer(box)

    QTimer.singleShot(0, reply)
    persistence.start_up()
    return window, persistence, seen


def _new_game_button(box: QMessageBox) -> None:
    button = next(b for b in box.buttons() if b.text() == "&New Game")
    assert box.defaultButton() is not button and box.escapeButton() is not button
    button.click()


@pytest.mark.parametrize("answer", [
    lambda box: _press_escape(box),
    lambda box: box.close(),  # the title bar's close button
], ids=["escape", "close"])
def test_escape_and_close_keep_the_save(qtbot: QtBot, paths: AppPaths, saved: bytes,
                                        answer: Callable[[QMessageBox], None]) -> None:
    window, persistence, seen = _restart(qtbot, paths, answer)
    assert len(seen) == 1 and seen[0].startswith("An unfinished game was saved: deal 1 of 6")
    assert paths.autosave_file.read_bytes() == saved
    assert not persistence.storage.autosave.previous_path.exists()
    record = window.controller.record
    assert record is not None and sum(len(d) for d in record.actions) == 40  # resumed
    window.autoplayer.shutdown()
    persistence.storage.close()


def _press_escape(box: QMessageBox) -> None:
    from PySide6.QtTest import QTest

    QTest.keyClick(box, Qt.Key.Key_Escape)


def test_new_game_keeps_the_previous_save_and_the_game_menu_brings_it_back(
        qtbot: QtBot, paths: AppPaths, saved: bytes) -> None:
    window, persistence, _seen = _restart(qtbot, paths, _new_game_button)
    record = window.controller.record
    assert record is not None and sum(len(d) for d in record.actions) == 0  # a new game
    previous = persistence.storage.autosave.previous_path
    assert previous.read_bytes() == saved
    assert paths.autosave_file.read_bytes() != saved
    action = persistence.restore_action
    assert action in window.game_menu.actions() and action.isEnabled()
    assert action.text() == "&Restore Previous Game"
    window.controller.request(window.controller.legal_actions()[0])  # the new deal started
    new_record = window.controller.record
    window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    action.trigger()
    restored = window.controller.record
    assert restored is not None and sum(len(d) for d in restored.actions) == 40
    assert paths.autosave_file.read_bytes() == saved
    # The game it replaced became the previous save in its turn: nothing is lost.
    assert persistence.storage.autosave.load_previous().record == new_record  # type: ignore[union-attr]
    window.autoplayer.shutdown()
    persistence.storage.close()


def test_restoring_asks_first_and_no_keeps_the_table(qtbot: QtBot, paths: AppPaths,
                                                     saved: bytes) -> None:
    window, persistence, _seen = _restart(qtbot, paths, _new_game_button)
    window.controller.request(window.controller.legal_actions()[0])
    before = window.controller.record
    asked: list[tuple[str, str]] = []
    window.ask_yes_no = lambda title, text: asked.append((title, text)) or False  # type: ignore[method-assign]
    assert not persistence.restore_previous()
    assert window.controller.record == before
    # It asks about restoring, not about starting a new game (nothing is lost either way).
    assert asked == [("Restore Previous Game", "Continue the previous game? The game on the "
                      "table is kept, and Restore Previous Game brings it back.")]
    assert persistence.storage.autosave.previous_path.read_bytes() == saved
    window.autoplayer.shutdown()
    persistence.storage.close()


def test_watching_bots_keeps_the_abandoned_series_restorable(opened: Opened,
                                                             paths: AppPaths) -> None:
    opened.window.start(PEOPLE)
    opened.play(12)
    saved = paths.autosave_file.read_bytes()
    opened.window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    opened.window.watch()
    assert not paths.autosave_file.exists()  # a restart offers no older game (QA F22)
    assert opened.persistence.storage.autosave.previous_path.read_bytes() == saved
    assert opened.persistence.restore_action.isEnabled()
    assert opened.persistence.restore_previous()
    assert not opened.window.watching
    record = opened.window.controller.record
    assert record is not None and sum(len(d) for d in record.actions) == 12


def test_restore_previous_game_sits_with_the_ways_to_start_a_game(opened: Opened) -> None:
    actions = opened.window.game_menu.actions()
    at = actions.index(opened.persistence.restore_action)
    assert actions[at - 1] is opened.window.watch_action
    assert actions[at + 1].isSeparator()
    assert not opened.persistence.restore_action.isEnabled()  # nothing to restore yet
