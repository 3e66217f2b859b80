"""The data folder's lock: a lock file that names no running copy never keeps a start
from saving, and one that does keeps it from writing (``storage.bundle``)."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from coventry_desktop.engine.game_records import to_json
from coventry_desktop.games import get
from coventry_desktop.storage import AppPaths, Storage
from coventry_desktop.storage.bundle import (
    LOCK_NAME,
    LOCK_WRITE_GRACE_S,
    held_by_a_running_copy,
)
from coventry_desktop.storage.files import watch_writes
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord
from coventry_desktop.storage.problems import write_failure

from .conftest import game_series

COVENTRY = get("coventry")


def _aged(path: os.PathLike[str]) -> None:
    """As if written a minute ago (a crash long past)."""
    past = time.time() - 60
    os.utime(path, (past, past))


@pytest.mark.parametrize("content", [b"", b"\x00\xff junk \x9c" * 20, b"12\n"],
                         ids=["empty", "junk", "cut"])
def test_an_old_empty_or_damaged_lock_is_taken_over(paths: AppPaths, content: bytes) -> None:
    # A crash or a full disk while the lock was written leaves it empty or cut: it names
    # no process, and every later start used to say "another window" and never save.
    lock_file = paths.data / LOCK_NAME
    lock_file.write_bytes(content)
    _aged(lock_file)
    storage = Storage.open(paths)
    try:
        assert storage.owns_saves and storage.write_problem is None
        assert storage.lock is not None and storage.lock.isLocked()
        assert held_by_a_running_copy(QLockFile(str(lock_file)))  # this process, now
        assert not Storage.open(paths).owns_saves  # a second one sees it held
    finally:
        storage.close()


def test_a_lock_being_written_by_a_copy_starting_now_is_left_to_it(paths: AppPaths) -> None:
    # Created an instant ago and still empty: a copy starting at the same time has made it
    # and not yet written itself in it, so this one does not write the saves.
    (paths.data / LOCK_NAME).write_bytes(b"")
    storage = Storage.open(paths)
    assert not storage.owns_saves and storage.lock is None
    assert (paths.data / LOCK_NAME).read_bytes() == b""
    assert LOCK_WRITE_GRACE_S > 0


def test_a_folder_in_the_locks_place_is_told_as_a_folder_that_cannot_be_written(
        paths: AppPaths) -> None:
    # Not a lock at all and not removable: this is the only window, it plays and says
    # its saves cannot be kept safe, instead of claiming another window is open.
    (paths.data / LOCK_NAME).mkdir()
    _aged(paths.data / LOCK_NAME)
    storage = Storage.open(paths)
    assert storage.owns_saves
    assert storage.write_problem is not None and storage.write_problem.errno == errno.EISDIR


def _started_without_the_lock(paths: AppPaths, tmp_path: Path) -> tuple[Storage, Path]:
    """A copy that could not write its lock at start (as on a read-only or full disk:
    here the lock's folder is missing), and the folder that makes it writable."""
    folder = tmp_path / "lock-folder"
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)
    assert not lock.tryLock(0)
    storage = Storage.open(paths, lock)
    assert storage.owns_saves and storage.write_problem is not None
    return storage, folder


def test_a_copy_started_without_the_lock_takes_it_at_its_next_save(
        paths: AppPaths, tmp_path: Path) -> None:
    storage, folder = _started_without_the_lock(paths, tmp_path)
    try:
        folder.mkdir()  # the disk can be written again
        autosave = GameAutosave(paths.data, COVENTRY)
        record = game_series(COVENTRY, 3, stop_after=10)
        autosave.save(record)
        assert storage.lock is not None and storage.lock.isLocked()
        loaded = autosave.load()
        assert isinstance(loaded, LoadedRecord) and loaded.record == record
    finally:
        storage.close()
    assert not (folder / LOCK_NAME).exists()  # let go at the end


def test_a_copy_started_without_the_lock_saves_nothing_once_another_copy_has_it(
        paths: AppPaths, tmp_path: Path) -> None:
    # Two windows started on a read-only disk; it is made writable and the other one
    # saves first: this one must not write over that series (nothing lost), and says so.
    storage, folder = _started_without_the_lock(paths, tmp_path)
    folder.mkdir()
    other = QLockFile(str(folder / LOCK_NAME))
    assert other.tryLock(0)
    autosave = GameAutosave(paths.data, COVENTRY)
    theirs = game_series(COVENTRY, 5, stop_after=12)
    (paths.data / autosave.path.name).write_text(to_json(COVENTRY, theirs), encoding="utf-8")
    told: list[tuple[str, OSError | None]] = []
    stop = watch_writes(lambda path, error: told.append((path.name, error)))
    try:
        with pytest.raises(OSError) as refused:
            autosave.save(game_series(COVENTRY, 6, stop_after=12))
        assert refused.value.errno == errno.EBUSY
        assert write_failure(refused.value) == "another window of the game keeps the games now"
        assert told == [(autosave.path.name, refused.value)]
        assert not storage.owns_saves
        loaded = autosave.load()
        assert isinstance(loaded, LoadedRecord) and loaded.record == theirs
    finally:
        stop()
        storage.close()
        other.unlock()
