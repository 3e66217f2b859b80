"""Everything the app keeps on disk, opened once at start-up."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from PySide6.QtCore import QLockFile

from .autosave import Autosave
from .paths import AppPaths
from .problems import Problem
from .settings import Settings
from .statistics import Statistics

log = logging.getLogger(__name__)

LOCK_NAME = "coventry-desktop.lock"


@dataclass
class Storage:
    """The app's settings, autosave and statistics, and any damage found opening them.

    Attributes:
        problems: damaged files found by ``open`` (already kept aside), to tell the
            player about; the autosave is checked later, by ``autosave.load()``.
        owns_saves: whether this process holds the data folder's lock. Only the
            first window open may read and write the autosave and the statistics:
            a second one would overwrite the first one's series with its own.
    """

    paths: AppPaths
    settings: Settings
    autosave: Autosave
    statistics: Statistics
    problems: list[Problem] = field(default_factory=list)
    owns_saves: bool = True
    lock: QLockFile | None = None

    @classmethod
    def open(cls, paths: AppPaths | None = None) -> Storage:
        """Open the files under ``paths`` (the platform's folders by default).

        Never raises: an unwritable home gives working defaults and errors in the log.
        """
        paths = paths or AppPaths.from_platform()
        try:
            paths.create()
        except OSError as error:
            log.error("cannot create the app folders: %s", error)
        lock = QLockFile(str(paths.data / LOCK_NAME))
        # Stale only when its process is gone (QLockFile checks the PID), never by age:
        # a series may stay open for hours.
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            log.warning("another window holds %s (%s): this one will not save",
                        paths.data / LOCK_NAME, lock.error())
            return cls(paths, Settings(paths.settings_file), Autosave(paths.autosave_file),
                       Statistics(paths.statistics_file), [], owns_saves=False)
        statistics, problem = Statistics.load(paths.statistics_file)
        return cls(paths, Settings(paths.settings_file), Autosave(paths.autosave_file),
                   statistics, [problem] if problem else [], lock=lock)

    def close(self) -> None:
        """Let another window take the saves (the lock also goes when the process ends)."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None
