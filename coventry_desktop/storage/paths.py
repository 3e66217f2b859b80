"""Where the app keeps its files: config, data and log folders from ``platformdirs``.

On Linux these follow the XDG base directories (``XDG_CONFIG_HOME``,
``XDG_DATA_HOME``, ``XDG_STATE_HOME``), so tests point them at a temporary
folder; on macOS and Windows they are the platform's usual places. Paths are
``pathlib.Path`` throughout, so a home folder such as ``/home/Пользователь Élodie``
works as any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from platformdirs import PlatformDirs

APP_NAME = "coventry-desktop"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The app's three folders and the files in them.

    Attributes:
        config: settings (``settings.ini``).
        data: the autosaved series, statistics and other user data.
        log: rotating log files.
    """

    config: Path
    data: Path
    log: Path

    @classmethod
    def from_platform(cls) -> AppPaths:
        """The platform's folders for this app (read at call time, so XDG_* changes count)."""
        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls(Path(dirs.user_config_dir), Path(dirs.user_data_dir), Path(dirs.user_log_dir))

    @classmethod
    def under(cls, root: Path) -> AppPaths:
        """All three folders under one ``root`` (tests, portable installs)."""
        return cls(root / "config", root / "data", root / "log")

    @property
    def settings_file(self) -> Path:
        """The QSettings INI file."""
        return self.config / "settings.ini"

    @property
    def log_file(self) -> Path:
        """The current log file; older ones end in ``.1``, ``.2``..."""
        return self.log / "coventry-desktop.log"

    def create(self) -> AppPaths:
        """Create the three folders if missing; returns ``self``.

        Raises:
            OSError: a folder cannot be created (read-only home, say).
        """
        for folder in (self.config, self.data, self.log):
            folder.mkdir(parents=True, exist_ok=True)
        return self
