"""Everything the app keeps on disk, opened once at start-up."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from .autosave import Autosave
from .paths import AppPaths
from .problems import Problem
from .settings import Settings
from .statistics import Statistics

log = logging.getLogger(__name__)


@dataclass
class Storage:
    """The app's settings, autosave and statistics, and any damage found opening them.

    Attributes:
        problems: damaged files found by ``open`` (already kept aside), to tell the
            player about; the autosave is checked later, by ``autosave.load()``.
    """

    paths: AppPaths
    settings: Settings
    autosave: Autosave
    statistics: Statistics
    problems: list[Problem] = field(default_factory=list)

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
        statistics, problem = Statistics.load(paths.statistics_file)
        return cls(paths, Settings(paths.settings_file), Autosave(paths.autosave_file),
                   statistics, [problem] if problem else [])
