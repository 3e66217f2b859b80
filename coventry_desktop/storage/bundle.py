"""The app's folders, settings and data-folder lock, opened once at start-up."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QLockFile

from .files import probe_write
from .migration import Migration, migrate
from .paths import AppPaths
from .settings import Settings

log = logging.getLogger(__name__)

LOCK_NAME = "coventry-desktop.lock"


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
        lock.tryLock(0)
        return lock

    @classmethod
    def open(cls, paths: AppPaths | None = None, lock: QLockFile | None = None) -> Storage:
        """Open the files under ``paths`` (the platform's folders by default); ``lock``:
        their ``lock_data`` already tried (else it is tried here).

        Never raises: an unwritable home gives working defaults and errors in the log.
        """
        paths = paths or AppPaths.from_platform()
        lock = lock if lock is not None else cls.lock_data(paths)
        if lock.isLocked():
            return cls(paths, Settings(paths.settings_file), lock=lock)
        if lock.error() is QLockFile.LockError.LockFailedError:
            log.warning("another window holds %s: this one will not save",
                        paths.data / LOCK_NAME)
            return cls(paths, Settings(paths.settings_file), owns_saves=False)
        # The lock could not even be written: the folder is full, read-only or not ours.
        # This is the only window; its saved series can still be read and played.
        problem = probe_write(paths.data)
        log.error("cannot write the lock %s (%s): %s", paths.data / LOCK_NAME,
                  lock.error(), problem)
        return cls(paths, Settings(paths.settings_file), write_problem=problem)

    def migrate(self) -> Migration:
        """Convert the files of earlier releases in the data folder, once
        (``storage.migration``); nothing when this copy does not own the folder or the
        folder cannot be written (the files then wait for a start that can)."""
        if not self.owns_saves or self.write_problem is not None:
            return Migration()
        return migrate(self.paths.data)

    def close(self) -> None:
        """Let another window take the saves (the lock also goes when the process ends)."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None
