"""Every write can fail: the game goes on, the window's message bar says what was not saved,
where and why, the write is tried again after the next action, and leaving asks first.

No disk tricks: ``storage.files._write`` (the one place an atomic write puts its bytes)
raises the chosen errno for the chosen file; the settings' failure is QSettings' status
and the folder's probe; the lock's is QLockFile's error.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLockFile, QSettings
from PySide6.QtWidgets import QMessageBox

from coventry_desktop.storage import files
from coventry_desktop.storage.game_files import read_record
from coventry_desktop.storage.settings import GameTable

from .conftest import play, play_deal

WORDS = {errno.ENOSPC: "the disk is full", errno.EROFS: "the disk is read-only",
         errno.EACCES: "you are not allowed to write in that folder",
         errno.EIO: "the disk reported an error"}
ERRNOS = list(WORDS)


class FailingWrites:
    """Makes the atomic writes of files whose name ends in one of ``names`` raise ``code``."""

    def __init__(self) -> None:
        self.code = errno.ENOSPC
        self.names: tuple[str, ...] = ()
        self.refused: list[str] = []
        self._real = files._write

    def __call__(self, path: Path, fd: int, data: bytes) -> None:
        if path.name.endswith(self.names):
            os.close(fd)
            self.refused.append(path.name)
            raise OSError(self.code, os.strerror(self.code), str(path))
        self._real(path, fd, data)

    def fail(self, code: int, *names: str) -> None:
        self.code, self.names = code, names

    def heal(self) -> None:
        self.names = ()


@pytest.fixture
def writes(monkeypatch) -> Iterator[FailingWrites]:
    fake = FailingWrites()
    monkeypatch.setattr(files, "_write", fake)
    yield fake


@pytest.fixture
def table(app_shell, dialogs, qtbot) -> Callable[..., Any]:
    """``table(people=3)`` → the app on Coventry, three seats, people only (no bot plays
    on its own), six deals; questions recorded (``dialogs``)."""

    def open_table(people: int = 3) -> Any:
        shell = app_shell(start=False, seed=4, first_dealer=2, speed=0)
        shell.settings.set_game_table("coventry", GameTable(3, people, "easy", 6))
        window = shell.start_up("coventry")
        qtbot.waitExposed(window)
        return shell

    return open_table


def _autosave(shell: Any) -> Path:
    return shell.data / "coventry-autosave.json"


@pytest.mark.parametrize("code", ERRNOS, ids=[errno.errorcode[c] for c in ERRNOS])
def test_a_failed_autosave_is_said_play_goes_on_and_the_next_move_saves(
        table, writes, code) -> None:
    shell = table()
    window = shell.window
    writes.fail(code, "coventry-autosave.json")
    play(window.session, 2)
    bar = window.messages
    assert writes.refused and bar.isVisible()
    assert bar.label.text() == (f"The game could not be saved in “{shell.data}”: "
                                f"{WORDS[code]}. Play goes on, and saving is tried again "
                                "after every move.")
    assert bar.action.isVisible() and bar.action.text() == "Save the Series Elsewhere…"
    saved = read_record(_autosave(shell)).record
    assert saved != window.session.record()  # the moves since the failure are not on disk
    writes.heal()
    play(window.session, 1)
    assert read_record(_autosave(shell)).record == window.session.record()
    assert not bar.isVisible() and bar.lines() == {}
    assert not bar.action.isVisible()


@pytest.mark.parametrize("code", ERRNOS, ids=[errno.errorcode[c] for c in ERRNOS])
def test_failed_statistics_are_said_and_saved_after_the_next_move(
        table, writes, code) -> None:
    shell = table()
    window = shell.window
    writes.fail(code, "coventry-statistics.json")
    play_deal(window.session)
    path = shell.data / "coventry-statistics.json"
    assert not path.exists()
    assert window.messages.lines() == {"statistics": (
        f"The statistics could not be saved in “{shell.data}”: {WORDS[code]}. They are "
        "tried again after your next move.")}
    writes.heal()
    window.session.next_deal()
    assert path.exists() and window.messages.lines() == {}


@pytest.mark.parametrize("code", ERRNOS, ids=[errno.errorcode[c] for c in ERRNOS])
def test_any_other_write_in_the_data_folder_is_said_too(table, writes, code) -> None:
    # The practice progress writes through the same atomic write (games/coventry/ui).
    shell = table()
    writes.fail(code, "practice.json")
    with pytest.raises(OSError):
        files.write_atomic(shell.data / "practice.json", "{}")
    assert shell.window.messages.lines() == {"practice": (
        f"Your practice progress could not be saved in “{shell.data}”: {WORDS[code]}.")}
    writes.heal()
    files.write_atomic(shell.data / "practice.json", "{}")
    assert shell.window.messages.lines() == {}


def test_each_other_files_line_goes_when_that_file_is_next_saved(table, writes) -> None:
    shell = table()
    bar = shell.window.messages
    writes.fail(errno.EIO, "lessons.json", "notes.json")
    for name in ("lessons.json", "notes.json"):
        with pytest.raises(OSError):
            files.write_atomic(shell.data / name, "{}")
    line = f"A file could not be saved in “{shell.data}”: the disk reported an error."
    assert bar.lines() == {"file:lessons.json": line, "file:notes.json": line}
    writes.heal()
    files.write_atomic(shell.data / "lessons.json", "{}")
    assert bar.lines() == {"file:notes.json": line}  # notes.json is still not saved
    files.write_atomic(shell.data / "notes.json", "{}")
    assert bar.lines() == {} and not bar.isVisible()


def test_a_replaced_series_not_kept_is_said_until_one_is(table, monkeypatch) -> None:
    from coventry_desktop.storage.game_files import PreviousSeries

    shell = table()
    keeper = shell.window.keeper
    play(shell.window.session, 3)
    real = PreviousSeries.keep

    def full(self, autosave) -> bool:
        raise OSError(errno.ENOSPC, "No space left on device", str(autosave))

    monkeypatch.setattr(PreviousSeries, "keep", full)
    assert not keeper.keep_as_previous()
    assert shell.window.messages.lines() == {"file:previous": (
        f"A file could not be saved in “{shell.data}”: the disk is full.")}
    monkeypatch.setattr(PreviousSeries, "keep", real)
    assert keeper.keep_as_previous()
    assert shell.window.messages.lines() == {}
    assert (shell.data / "coventry-previous-1.json").exists()


class FailingSettings:
    """QSettings as Qt has it when the disk refuses: a sync called from Python writes
    nothing, and that object's status says ``AccessError`` from then on (Qt keeps its
    first error for good, even after a later sync that works). Qt's own sync from the
    event loop still writes, so only the window's lines are checked while it fails."""

    def __init__(self, monkeypatch) -> None:
        self.failing = False
        self.broken: list[QSettings] = []
        real_sync, real_status = QSettings.sync, QSettings.status

        def sync(settings: QSettings) -> None:
            if self.failing:
                self.broken.append(settings)
                return
            real_sync(settings)

        def status(settings: QSettings) -> QSettings.Status:
            if any(settings is broken for broken in self.broken):
                return QSettings.Status.AccessError
            return real_status(settings)

        monkeypatch.setattr(QSettings, "sync", sync)
        monkeypatch.setattr(QSettings, "status", status)
        monkeypatch.setattr("coventry_desktop.storage.settings.probe_write",
                            lambda folder: OSError(errno.EROFS, "Read-only file system"))


def _saved_settings(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def test_failed_settings_are_said_and_the_line_goes_when_they_are_next_saved(
        table, monkeypatch) -> None:
    shell = table()
    fake = FailingSettings(monkeypatch)
    fake.failing = True
    shell.settings.double_click = True
    assert shell.window.messages.lines() == {"settings": (
        f"Your settings could not be saved in “{shell.settings.path.parent}”: the disk is "
        "read-only.")}
    fake.failing = False
    shell.settings.large_cards = True
    assert shell.window.messages.lines() == {}
    saved = _saved_settings(shell.settings.path)
    assert saved["double_click"] == "true" and saved["large_cards"] == "true"


def test_failed_settings_are_tried_again_after_the_next_move(table, monkeypatch) -> None:
    shell = table()
    fake = FailingSettings(monkeypatch)
    fake.failing = True
    shell.settings.double_click = True
    assert set(shell.window.messages.lines()) == {"settings"}
    play(shell.window.session, 1)
    assert set(shell.window.messages.lines()) == {"settings"}  # still refused: still said
    fake.failing = False
    play(shell.window.session, 1)
    assert shell.window.messages.lines() == {}
    assert _saved_settings(shell.settings.path)["double_click"] == "true"


def test_a_game_switched_to_whose_choice_is_not_written_says_so(table, monkeypatch) -> None:
    """The game chosen is written as its window opens (a record's series continued, here,
    asks no New Game dialog): a refused write is said in the new window's bar."""
    from coventry_desktop.games import get
    from coventry_desktop.widgets.opening import default_table, table_opening

    shell = table()
    FailingSettings(monkeypatch).failing = True
    window = shell.show(table_opening(get("hearts"), default_table(get("hearts"))))
    assert window.messages.lines() == {"settings": (
        f"Your settings could not be saved in “{shell.settings.path.parent}”: the disk is "
        "read-only.")}


@pytest.mark.parametrize("code", ERRNOS, ids=[errno.errorcode[c] for c in ERRNOS])
def test_a_failed_export_is_said_in_plain_words(table, writes, dialogs, monkeypatch,
                                                 tmp_path: Path, code) -> None:
    shell = table()
    play_deal(shell.window.session)
    target = tmp_path / "mine.json"
    monkeypatch.setattr("coventry_desktop.widgets.file_choice.save_file_name",
                        lambda *a, **k: (str(target), ""))
    writes.fail(code, "mine.json")
    assert shell.window.keeper.export_record() is None
    assert dialogs.told[-1] == ("Export", f"The record could not be written: {WORDS[code]}.")
    assert shell.window.keeper.export_transcript() is None
    assert dialogs.told[-1] == ("Export",
                                f"The transcript could not be written: {WORDS[code]}.")
    assert shell.window.messages.lines() == {}  # an export is not the data folder's


@pytest.mark.parametrize("answer, leaves", [
    (QMessageBox.StandardButton.Cancel, False), (QMessageBox.StandardButton.Discard, True),
    (QMessageBox.StandardButton.Save, True)], ids=["keep playing", "leave", "save elsewhere"])
def test_leaving_after_a_failed_save_asks_and_offers_to_save_elsewhere(
        table, writes, dialogs, monkeypatch, tmp_path: Path, answer, leaves) -> None:
    shell = table()
    window = shell.window
    writes.fail(errno.ENOSPC, "coventry-autosave.json")
    play(window.session, 2)
    elsewhere = tmp_path / "elsewhere" / "series.json"
    elsewhere.parent.mkdir()
    monkeypatch.setattr("coventry_desktop.widgets.file_choice.save_file_name",
                        lambda *a, **k: (str(elsewhere), ""))
    dialogs.answer = answer
    assert window.may_leave() is leaves
    assert dialogs.asked == [("Leave the Game", "The last save failed (the disk is full), "
                              "so the moves since then are kept nowhere. Save the series "
                              "in another folder before leaving?")]
    if answer == QMessageBox.StandardButton.Save:
        assert read_record(elsewhere).record == window.session.record()  # all of it


def test_a_read_only_data_folder_at_start_is_named_and_the_saved_series_offered(
        app_shell, dialogs, writes, monkeypatch, qapp) -> None:
    """The lock cannot be written: not "already open in another window" but the folder's
    own words; the saved series is offered, resumed, and played without saving."""
    from PySide6.QtWidgets import QApplication

    import coventry_desktop.storage as storage_module
    from coventry_desktop import app
    from coventry_desktop.storage import AppPaths
    from coventry_desktop.storage.game_files import GameAutosave

    from .conftest import play as play_actions

    first = app_shell(seed=4, first_dealer=2, speed=0)  # a series saved before
    first.settings.set_game_table("coventry", GameTable(3, 3, "easy", 6))
    paths = AppPaths.from_platform().create()
    record = first.window.session.record()
    GameAutosave(paths.data, first.window.session.info).save(record)
    first.window.ask_before_leaving = False
    first.window.session.shutdown()
    first.window.close()
    monkeypatch.setattr(QLockFile, "tryLock", lambda self, timeout=0: False)
    monkeypatch.setattr(QLockFile, "error", lambda self: QLockFile.LockError.PermissionError)
    monkeypatch.setattr("coventry_desktop.storage.bundle.probe_write",
                        lambda folder: OSError(errno.EROFS, "Read-only file system"))
    monkeypatch.setattr(storage_module, "setup_logging", lambda _path: None)
    monkeypatch.setattr(QApplication, "exec", lambda *_a: 0)
    writes.fail(errno.EROFS, ".json", ".ini")
    before = set(QApplication.topLevelWidgets())
    assert app.run([]) == 0
    windows = [w for w in QApplication.topLevelWidgets()
               if w not in before and w.isVisible() and hasattr(w, "keeper")]
    assert len(windows) == 1
    window = windows[0]
    assert dialogs.told == []  # never "already open in another window"
    assert dialogs.asked == []  # the saved series goes on without a question
    assert window.session.record() == record
    assert window.messages.lines() == {"folder": (
        f"The data folder “{paths.data}” cannot be written: the disk is read-only. Your "
        "saved series can be played, but nothing is saved until that is mended."),
        "resumed": "Your unfinished game of Earl of Coventry goes on at deal 1."}
    assert window.messages.action.text() == "Save the Series Elsewhere…"
    play_actions(window.session, 2)
    assert window.session.record() != record  # played on, without saving
    assert window.keeper.save_failed and list(window.messages.lines()) == ["folder", "resumed"]
    window.ask_before_leaving = False
    window.session.shutdown()
    window.close()
