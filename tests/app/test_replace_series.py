"""No silent replacement of a series: New Game, Play Again and another game ask first
while a series is unfinished; a replaced series is kept (the last three per game) and
Game → Restore Previous Game brings it back, keeping the one it replaces."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from coventry_desktop.games import get
from coventry_desktop.storage.game_files import GameAutosave, PreviousSeries, read_record
from coventry_desktop.storage.settings import GameTable
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import GameSetupDialog

from .conftest import play

REPLACE = ("Start a new series in place of this unfinished one? It is kept: Game → Restore "
           "Previous Game brings it back.")
COVENTRY = get("coventry")


@pytest.fixture
def shell(app_shell, dialogs, monkeypatch) -> Any:
    """Coventry at three seats of people (no bot plays by itself), a few actions in;
    the New Game dialog answers OK at once."""
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    opened = app_shell(start=False, seed=4, first_dealer=2, speed=0)
    opened.settings.set_game_table("coventry", GameTable(3, 3, "easy", 6))
    opened.start_up("coventry")
    play(opened.window.session, 4)
    return opened


def _previous(shell: Any) -> list[Any]:
    kept = PreviousSeries(shell.data, COVENTRY)
    return [read_record(p).record for p in kept.paths if p.exists()]


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No,
                                    QMessageBox.StandardButton.Escape])
def test_new_game_asks_and_no_or_escape_keeps_playing(shell, dialogs, answer) -> None:
    window, record = shell.window, shell.window.session.record()
    dialogs.answer = answer
    assert shell.new_game() is None
    assert dialogs.asked == [("Earl of Coventry", REPLACE)]
    assert shell.window is window and window.session.record() == record
    assert read_record(GameAutosave(shell.data, COVENTRY).path).record == record
    assert _previous(shell) == []


def test_new_game_keeps_the_series_and_restore_brings_it_back(shell, dialogs) -> None:
    old = shell.window.session.record()
    replaced = shell.new_game()
    assert replaced is not None and shell.window is replaced
    assert dialogs.asked == [("Earl of Coventry", REPLACE)]
    assert _previous(shell) == [old]
    play(replaced.session, 2)
    new = replaced.session.record()
    menus = replaced.findChild(AppMenus)
    menus.update_restore()
    assert menus.restore_action.isEnabled()
    assert menus.restore_action.text() == "Restore Prev&ious Game"
    restored = shell.restore_previous()
    assert restored is not None and restored.session.record() == old
    assert _previous(shell) == [new]  # the series it replaced is kept in turn
    assert read_record(GameAutosave(shell.data, COVENTRY).path).record == old


def test_the_last_three_replaced_series_are_kept_newest_first(shell, dialogs) -> None:
    records = []
    for round_ in range(4):
        records.append(shell.window.session.record())
        assert shell.new_game() is not None
        play(shell.window.session, 2 + round_)
    assert _previous(shell) == records[:0:-1]  # the oldest went
    for expected in records[:0:-1]:
        assert shell.restore_previous().session.record() == expected
        assert shell.window.session.record() == expected


def test_play_again_asks_and_keeps_the_series(shell, dialogs) -> None:
    old = shell.window.session.record()
    menus = shell.window.findChild(AppMenus)
    assert menus.play_again()
    assert dialogs.asked == [("Play Again", REPLACE)]
    assert _previous(shell) == [old]
    assert shell.window.session.record() != old


def test_switching_games_asks_and_keeps_the_series_as_its_autosave(shell, dialogs) -> None:
    old = shell.window.session.record()
    dialogs.answer = QMessageBox.StandardButton.No
    assert shell.new_game(get("hearts")) is None
    assert dialogs.asked == [("Earl of Coventry", "Leave this unfinished game of Earl of "
                              "Coventry? It is kept, and offered again when you next play "
                              "Earl of Coventry.")]
    dialogs.answer = QMessageBox.StandardButton.Yes
    hearts = shell.new_game(get("hearts"))
    assert hearts is not None and hearts.info.id == "hearts"
    assert read_record(GameAutosave(shell.data, COVENTRY).path).record == old
    assert _previous(shell) == []


def test_new_game_on_the_resumed_bar_keeps_the_saved_series(shell, app_shell, dialogs) -> None:
    old = shell.window.session.record()
    again = app_shell(start=False, seed=5, first_dealer=2, speed=0)
    again.start_up("coventry")
    assert again.window.session.record() == old and dialogs.asked == []
    again.window.messages.action.click()  # New Game…; replacing the series is asked (Yes)
    assert dialogs.asked == [("Earl of Coventry", REPLACE)]
    assert again.window.session.record() != old
    assert _previous(again) == [old]


def test_continuing_a_record_of_another_game_keeps_that_games_saved_series(
        app_shell, dialogs, monkeypatch, tmp_path) -> None:
    """Open Record… → Continue This Series of Hearts from Coventry's table: the unfinished
    Hearts series saved before was overwritten by the record's, with no question and no
    way back; it is kept as Hearts' previous series now, and the bar says so."""
    from coventry_desktop.storage.game_files import write_record

    from .conftest import play_deal

    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    hearts = get("hearts")
    shell = app_shell(start=False, seed=4, first_dealer=2, speed=0)
    shell.settings.set_game_table("hearts", GameTable(4, 4, "easy", 0))
    session = shell.start_up("hearts").session
    play_deal(session)
    session.next_deal()
    record = tmp_path / "hearts-record.json"
    write_record(record, hearts, session.record().finished_deals(hearts))
    play(session, 5, seed=2)
    saved = session.record()
    assert read_record(GameAutosave(shell.data, hearts).path).record == saved
    assert shell.new_game(COVENTRY) is not None  # Hearts is left, kept as its autosave
    replay = shell.window.keeper.open_record(record)
    assert replay is not None
    replay.continue_button.click()
    resumed = shell.window
    assert resumed.info is hearts and resumed.session.record() != saved
    kept = PreviousSeries(shell.data, hearts)
    assert [read_record(p).record for p in kept.paths if p.exists()] == [saved]
    assert resumed.messages.lines()["kept"] == (
        "Your unfinished series of Hearts that was saved is kept: Game → Restore Previous "
        "Game brings it back.")
    assert shell.restore_previous() is not None
    assert shell.window.session.record() == saved


def test_new_game_on_a_deal_nobody_at_the_screen_has_touched_asks_nothing(
        app_shell, dialogs, monkeypatch) -> None:
    # QA: Ctrl+N on a fresh deal asked to replace an "unfinished" series, and its default,
    # No, cancelled the New Game the player had just confirmed. Nothing is lost there.
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    opened = app_shell(start=False, seed=4, first_dealer=2, speed=0)
    opened.settings.set_game_table("coventry", GameTable(3, 3, "easy", 6))
    opened.start_up("coventry")
    window = opened.window
    assert not any(window.session.is_human(a.seat) for a in window.session.history[-1])
    replaced = opened.new_game()
    assert dialogs.asked == [] and replaced is not None and opened.window is replaced
    assert _previous(opened) == []  # nothing played: nothing to keep
    play(replaced.session, 1)  # one move of a person's: now it asks
    dialogs.answer = QMessageBox.StandardButton.No
    assert opened.new_game() is None and dialogs.asked == [("Earl of Coventry", REPLACE)]
