"""The app's folders, settings and data-folder lock, opened once at start-up."""

from __future__ import annotations

import errno
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from .files import guard_writes, probe_write
from .migration import Migration, migrate
from .paths import AppPaths
from .settings import Settings

log = logging.getLogger(__name__)

LOCK_NAME = "coventry-desktop.lock"
LOCK_WRITE_GRACE_S = 5.0
"""How old a lock file that names no process must be to be taken over: a copy starting
at the same instant has created its lock and not yet written its process in it."""


def held_by_a_running_copy(lock: QLockFile) -> bool:
    """Whether ``lock``'s file names a process that is running (on this machine; a lock
    written on another host, a shared home, counts as held: it cannot be checked).

    False for an empty or damaged lock file (a crash or a full disk while it was
    written, junk) and for one naming a process that is gone.
    """
    pid, host, _app = lock.getLockInfo()
    if pid <= 0:
        return False
    if host and host != QSysInfo.machineHostName():
        return True
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process of that number: it runs
        return True
    return True


def held_by_another_copy(lock: QLockFile, path: Path) -> bool:
    """Whether another copy holds ``lock`` (its file at ``path``): one that runs, or one
    that has just created the file and not yet written itself in it
    (``LOCK_WRITE_GRACE_S``)."""
    return held_by_a_running_copy(lock) or _age_s(path) <= LOCK_WRITE_GRACE_S


def _held_elsewhere(lock: QLockFile, path: Path) -> bool:
    """Whether ``lock``, just tried and not taken, failed because another copy has it."""
    return (lock.error() is QLockFile.LockError.LockFailedError
            and held_by_another_copy(lock, path))


def _try_lock(lock: QLockFile, path: Path) -> None:
    """Try ``lock`` (its file at ``path``) once, taking it over when its file names no
    copy (``held_by_another_copy``).

    Qt takes over a lock only when it names a process that is gone; an empty or damaged
    one (a crash or a full disk while it was written) would keep every later start from
    saving and have it say another window is open.
    """
    if lock.isLocked() or lock.tryLock(0):
        return
    if lock.error() is QLockFile.LockError.LockFailedError and not _held_elsewhere(lock, path):
        log.warning("the lock %s names no running copy: taken over", path)
        lock.removeStaleLockFile()
        lock.tryLock(0)


def _busy() -> OSError:
    return OSError(errno.EBUSY, "another copy holds the data folder's lock")


def _age_s(path: Path) -> float:
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return LOCK_WRITE_GRACE_S + 1  # gone meanwhile: nobody is writing it


@dataclass
class Storage:
    """The app's folders and settings, and whether this copy may keep games.

    Each game's autosave and statistics are read when its window opens
    (``storage.game_files``, ``storage.game_statistics``), each damage told then.

    Attributes:
        owns_saves: whether this process holds the data folder's lock. Only the
            first window open may read and write the autosaves and the statistics:
            a second one would overwrite the first one's series with its own.
        write_problem: see below.
    """

    paths: AppPaths
    settings: Settings
    owns_saves: bool = True
    lock: QLockFile | None = None
    write_problem: OSError | None = None
    """Why the data folder cannot be written (full, read-only …), found at start; None
    when it can. The saves are still read, and every write is tried and told."""
    _unguard: Callable[[], None] | None = field(default=None, repr=False)

    @staticmethod
    def lock_data(paths: AppPaths) -> QLockFile:
        """The data folder's lock under ``paths`` (the folders made first), tried once:
        ``isLocked()`` says whether this process now holds it; nothing else is read or
        written, so a second copy may ask before it opens any file (``app.run``)."""
        try:
            paths.create()
        except OSError as error:
            log.error("cannot create the app folders: %s", error)
        lock = QLockFile(str(paths.data / LOCK_NAME))
        # Stale only when its process is gone (QLockFile checks the PID), never by age:
        # a series may stay open for hours.
        lock.setStaleLockTime(0)
        _try_lock(lock, paths.data / LOCK_NAME)
        return lock

    @classmethod
    def open(cls, paths: AppPaths | None = None, lock: QLockFile | None = None) -> Storage:
        """Open the files under ``paths`` (the platform's folders by default); ``lock``:
        their ``lock_data`` already tried (else it is tried here).

        Never raises: an unwritable home gives working defaults and errors in the log.
        """
        paths = paths or AppPaths.from_platform()
        lock = lock if lock is not None else cls.lock_data(paths)
        _try_lock(lock, paths.data / LOCK_NAME)  # again: a start that waited for it
        if lock.isLocked():
            return cls(paths, Settings(paths.settings_file), lock=lock)
        if _held_elsewhere(lock, paths.data / LOCK_NAME):
            log.warning("another window holds %s: this one will not save",
                        paths.data / LOCK_NAME)
            return cls(paths, Settings(paths.settings_file), owns_saves=False)
        # The lock could not even be written (the folder is full, read-only or not ours)
        # or a dead copy's lock could not be removed: this is the only window; its saved
        # series can still be read and played.
        problem = probe_write(paths.data) or OSError(
            errno.EISDIR, "the data folder's lock cannot be replaced", str(paths.data / LOCK_NAME))
        log.error("cannot write the lock %s (%s): %s", paths.data / LOCK_NAME,
                  lock.error(), problem)
        storage = cls(paths, Settings(paths.settings_file), lock=lock, write_problem=problem)
        # Once the folder can be written again, another copy started meanwhile may take
        # the lock first: every save asks, so two windows never write the same series.
        storage._unguard = guard_writes(paths.data, storage._claim)
        return storage

    def _claim(self) -> OSError | None:
        """Before a write in the data folder of a copy that started without the lock:
        take it now if it can be (None: write), or refuse once another copy holds it
        (this copy then keeps nothing more, as one that never had it)."""
        lock, path = self.lock, self.paths.data / LOCK_NAME
        if not self.owns_saves:
            return _busy()
        if lock is None or lock.isLocked():
            return None
        _try_lock(lock, path)
        if lock.isLocked():
            log.info("the data folder's lock is this copy's now")
            return None
        if _held_elsewhere(lock, path):
            log.warning("another copy took %s: this one saves nothing more", path)
            self.owns_saves = False
            return _busy()
        return None  # still not writable: the write itself fails and says why

    def migrate(self) -> Migration:
        """Convert the files of earlier releases in the data folder, once
        (``storage.migration``); nothing when this copy does not own the folder or the
        folder cannot be written (the files then wait for a start that can)."""
        if not self.owns_saves or self.write_problem is not None:
            return Migration()
        return migrate(self.paths.data)

    def close(self) -> None:
        """Let another window take the saves (the lock also goes when the process ends)."""
        if self._unguard is not None:
            self._unguard()
            self._unguard = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None
