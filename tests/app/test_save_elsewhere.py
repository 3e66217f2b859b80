"""Save the Series Elsewhere… when the data folder cannot be written: the bar says where the
series went, every later move goes to that file too, a write there that fails is said, and
Open Record… on that file offers to go on with the series (QA F-H).

No disk tricks: the atomic writes of chosen files fail (``FailingWrites``), as in
``test_write_failures``.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from coventry_desktop.storage.game_files import read_record

from .conftest import play
from .test_write_failures import FailingWrites, table, writes

__all__ = ["table", "writes"]  # the fixtures, used by name

KEPT = ("The series is saved as “{}”, and each later move of this window is saved there "
        "too. To go on with it another time, open that file with Game → Open Record… and "
        "choose Continue This Series.")


def _choose(monkeypatch, path: Path) -> None:
    monkeypatch.setattr("coventry_desktop.widgets.file_choice.save_file_name",
                        lambda *a, **k: (str(path), ""))


def _saved_elsewhere(table: Any, writes: FailingWrites, monkeypatch,
                     tmp_path: Path) -> tuple[Any, Path]:
    """The app on a table whose data folder's writes fail (read-only); two moves, then the
    series saved in another folder: the shell and the chosen file."""
    shell = table()
    window = shell.window
    writes.fail(errno.EROFS, "coventry-autosave.json", "coventry-statistics.json")
    play(window.session, 2)
    assert window.keeper.save_failed
    chosen = tmp_path / "elsewhere" / "coventry-series.json"
    chosen.parent.mkdir()
    _choose(monkeypatch, chosen)
    assert window.keeper.export_series() == chosen
    return shell, chosen


def test_the_bar_names_the_file_and_each_later_move_is_saved_there(
        table, writes, dialogs, monkeypatch, tmp_path: Path) -> None:
    shell, chosen = _saved_elsewhere(table, writes, monkeypatch, tmp_path)
    window = shell.window
    assert window.messages.lines()["elsewhere"] == KEPT.format(chosen)
    assert read_record(chosen).record == window.session.record()
    before = window.session.record()
    play(window.session, 5, seed=2)
    assert window.session.record() != before
    assert read_record(chosen).record == window.session.record()  # the later moves too
    # The data folder's autosave stays as it was before it became read-only.
    assert read_record(shell.data / "coventry-autosave.json").record != before
    # Nothing would be lost by leaving: it does not ask to save elsewhere again.
    assert window.may_leave() and dialogs.asked == []


def test_a_failed_write_of_the_chosen_file_is_said_and_leaving_asks_again(
        table, writes, dialogs, monkeypatch, tmp_path: Path) -> None:
    shell, chosen = _saved_elsewhere(table, writes, monkeypatch, tmp_path)
    window = shell.window
    saved = window.session.record()
    writes.fail(errno.ENOSPC, "coventry-autosave.json", "coventry-series.json")
    play(window.session, 3, seed=2)
    assert read_record(chosen).record == saved  # the earlier save stays whole
    assert window.messages.lines()["elsewhere"] == (
        f"The series could not be saved in “{chosen.parent}”: the disk is full.")
    dialogs.answer = dialogs.answer.Cancel
    assert not window.may_leave()
    assert dialogs.asked[0][0] == "Leave the Game"
    writes.fail(errno.EROFS, "coventry-autosave.json")  # the chosen folder has room again
    play(window.session, 1, seed=3)
    assert read_record(chosen).record == window.session.record()
    assert window.messages.lines()["elsewhere"] == KEPT.format(chosen)


def test_a_chosen_file_that_cannot_be_written_is_said_and_not_kept(
        table, writes, dialogs, monkeypatch, tmp_path: Path) -> None:
    shell = table()
    window = shell.window
    writes.fail(errno.EROFS, "coventry-autosave.json", "mine.json")
    play(window.session, 2)
    _choose(monkeypatch, tmp_path / "mine.json")
    assert window.keeper.export_series() is None
    assert dialogs.told == [("Export", f"The series could not be saved in “{tmp_path}”: "
                                       "the disk is read-only.")]
    assert "elsewhere" not in window.messages.lines() and window.keeper.elsewhere is None


def test_open_record_continues_the_series_saved_elsewhere(
        table, writes, dialogs, monkeypatch, tmp_path: Path) -> None:
    shell, chosen = _saved_elsewhere(table, writes, monkeypatch, tmp_path)
    window = shell.window
    saved = window.session.record()
    shell.folder_problem = OSError(errno.EROFS, "Read-only file system")
    replay = window.keeper.open_record(chosen)
    assert replay is not None and replay.continue_button.isVisibleTo(replay)
    assert replay.continue_button.text() == "&Continue This Series"
    replay.continue_button.click()
    # The folder cannot take the series on the table in as the previous one: it stays
    # the autosave it was on disk.
    assert dialogs.asked == [("Earl of Coventry", "Leave this unfinished game of Earl of "
                              "Coventry? It is kept, and offered again when you next play "
                              "Earl of Coventry.")]
    resumed = shell.window
    assert resumed is not window and resumed.session.record() == saved
    # The folder still cannot be written: the series goes on being saved in that file.
    assert resumed.keeper.elsewhere == chosen
    assert resumed.messages.lines()["elsewhere"] == KEPT.format(chosen)
    play(resumed.session, 2, seed=5)
    assert read_record(chosen).record == resumed.session.record() != saved


def test_continuing_once_the_folder_is_writable_keeps_the_table_as_the_previous_series(
        table, writes, dialogs, monkeypatch, tmp_path: Path) -> None:
    from coventry_desktop.storage.game_files import PreviousSeries

    shell, chosen = _saved_elsewhere(table, writes, monkeypatch, tmp_path)
    saved = shell.window.session.record()
    copy = tmp_path / "copy.json"  # the file as it was then (later moves go to chosen)
    copy.write_bytes(chosen.read_bytes())
    writes.heal()
    play(shell.window.session, 2, seed=7)
    on_table = shell.window.session.record()
    assert read_record(chosen).record == on_table
    replay = shell.window.keeper.open_record(copy)
    assert replay is not None
    replay.continue_button.click()
    assert dialogs.asked[-1][1].startswith("Start a new series in place of this unfinished")
    resumed = shell.window
    assert resumed.session.record() == saved and resumed.keeper.elsewhere is None
    assert read_record(shell.data / "coventry-autosave.json").record == saved
    previous = PreviousSeries(shell.data, resumed.session.info).take()
    assert getattr(previous, "record", None) == on_table


def test_a_finished_series_or_the_games_own_autosave_is_only_replayed(
        table, tmp_path: Path) -> None:
    import dataclasses

    from coventry_desktop.storage.game_files import write_record

    from .conftest import play_deal

    shell = table()
    window = shell.window
    play_deal(window.session)
    window.session.next_deal()
    play(window.session, 3)
    own = window.keeper.open_record(shell.data / "coventry-autosave.json")
    assert own is not None and not own.continue_button.isVisibleTo(own)
    info = window.session.info
    finished = window.session.record().finished_deals(info)  # one deal of six
    to_come, over = tmp_path / "to-come.json", tmp_path / "over.json"
    write_record(to_come, info, finished)
    write_record(over, info, dataclasses.replace(finished, deals=1))
    replays = [window.keeper.open_record(path) for path in (to_come, over)]
    assert [r is not None and r.continue_button.isVisibleTo(r) for r in replays] == [
        True, False]
    for replay in (own, *replays):
        assert replay is not None
        replay.close()


def test_open_record_refuses_a_pipe_or_a_device(table, dialogs, tmp_path: Path) -> None:
    # QA: a FIFO chosen in Open Record… would hang the window waiting for a writer.
    import os

    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    window = table().window
    assert window.keeper.open_record(fifo) is None
    assert window.keeper.open_record(Path(os.devnull)) is None
    assert dialogs.told == [("Open a Record", "This is not a regular file (it is a pipe, a "
                             "device or a folder), so it was not read. Choose a saved game "
                             "or a record.")] * 2
