"""State shown in step: no "Paused" left over (#12 item 13), a resumed panel (item 14)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from coventry_desktop.models import default_setup
from coventry_desktop.storage import AppPaths

from .test_persistence import PEOPLE, Opened


@pytest.fixture
def opened(qtbot: QtBot, paths: AppPaths, instant: None) -> Iterator[Opened]:
    first = Opened(qtbot, paths)
    first.window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    yield first
    first.window.autoplayer.shutdown()
    first.storage.close()


def _watch_and_pause(opened: Opened) -> None:
    window = opened.window
    window.watch()
    window.pause_action.trigger()
    assert window.pause_action.isChecked() and window.autoplayer.paused
    assert window.statusBar().currentMessage() == "Paused"


def test_a_new_game_after_a_paused_watch_is_not_shown_paused(opened: Opened) -> None:
    window = opened.window
    _watch_and_pause(opened)
    window.start(default_setup(seed=5))
    assert window.statusBar().currentMessage() == ""
    assert not window.pause_action.isChecked() and not window.autoplayer.paused
    assert window.table._status_message() != "Paused: press Ctrl+Shift+P to go on"


def test_restoring_a_game_after_a_paused_watch_is_not_shown_paused(opened: Opened) -> None:
    window = opened.window
    if window.auto_pass_action.isChecked():
        window.auto_pass_action.trigger()
    window.start(PEOPLE)
    opened.play(8)
    _watch_and_pause(opened)
    assert opened.persistence.restore_previous()
    assert window.statusBar().currentMessage() == ""
    assert not window.watching and not window.autoplayer.paused


def test_a_resumed_deal_shows_its_last_call_and_the_list_ends_on_it(
        qtbot: QtBot, paths: AppPaths, instant: None) -> None:
    first = Opened(qtbot, paths)
    if first.window.auto_pass_action.isChecked():
        first.window.auto_pass_action.trigger()
    first.window.start(PEOPLE)
    first.play(45)
    first.window.autoplayer.shutdown()
    first.storage.close()
    second = Opened(qtbot, paths, resume=True)
    second.window.resize(1024, 600)
    second.window.show()
    qtbot.waitExposed(second.window)
    second.persistence.start_up()  # #12 item 14: nothing blank, nothing scrolled away
    panel = second.window.panel
    rows = panel.model.rowCount()
    assert rows > 10
    last = panel.model.index(rows - 1)
    assert panel.current_call() == last.data() != ""
    state = second.window.controller.state
    assert state is not None
    plays = [p for quartet in (*state.completed, state.quartet) for p in quartet]
    names = second.window.controller.names
    assert panel._who.text() == f"{names[plays[-1].seat]}: {plays[-1].card}"
    bar = panel.history.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=5000)
    second.window.autoplayer.shutdown()
    second.storage.close()
