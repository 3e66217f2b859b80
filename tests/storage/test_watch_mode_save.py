"""Watch mode and the autosave: a restart never offers a game abandoned for watching (QA F22)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from coventry_desktop.storage import AppPaths

from .test_persistence import PEOPLE, Opened


def test_watching_replaces_the_abandoned_game_so_no_older_game_is_offered(
        qtbot: QtBot, paths: AppPaths, instant: None) -> None:
    first = Opened(qtbot, paths)
    first.window.auto_pass_action.trigger()  # off: nothing plays by itself
    first.window.start(PEOPLE)
    first.play(20)
    assert paths.autosave_file.exists()  # the person's deal is saved as it goes
    asked: list[str] = []
    first.window.ask_yes_no = lambda _title, text: asked.append(text) or True  # type: ignore[method-assign]
    first.window.watch()
    assert asked == ["Your series is not over: watching bots play abandons it, totals and all. "
                     "Game → Restore Previous Game brings it back. Watch anyway?"]
    assert first.window.watching
    assert not paths.autosave_file.exists()  # the abandoned deal is gone from disk too
    first.window.autoplayer.shutdown()
    first.storage.close()  # quit while watching

    second = Opened(qtbot, paths)
    second.persistence.start_up()
    assert second.asked == []  # no "continue the saved game?" for the abandoned deal
    setup = second.window.controller.setup
    assert setup is not None and [s.name for s in setup.seats] == ["Наталья", "Élodie", "Zoë"]
    assert setup.humans == (0, 1, 2)  # the player's table, new, not the bots being watched
    assert second.window.controller.record.actions == ((),)  # type: ignore[union-attr]
    second.window.autoplayer.shutdown()
    second.storage.close()


def test_a_declined_watch_keeps_the_saved_game(qtbot: QtBot, paths: AppPaths,
                                               instant: None) -> None:
    first = Opened(qtbot, paths)
    first.window.auto_pass_action.trigger()
    first.window.start(PEOPLE)
    first.play(20)
    saved = paths.autosave_file.read_bytes()
    first.window.ask_yes_no = lambda _title, _text: False  # type: ignore[method-assign]
    first.window.watch()
    assert not first.window.watching
    assert paths.autosave_file.read_bytes() == saved
    first.window.autoplayer.shutdown()
    first.storage.close()
