"""Files the app keeps: settings, each game's autosave and statistics, records and logs.

Qt-level (QtCore only), beside ``models``: it may use the engine, never widgets.
Every read survives a damaged file (reported in plain words, the file kept aside
as ``<name>.<timestamp>.bak``); every write is atomic. It imports the engine and the
game registry only.
"""

from .bundle import Storage
from .files import quarantine, write_atomic
from .logs import setup_logging, stop_logging
from .paths import APP_NAME, AppPaths
from .problems import Damage, FileDamaged, Problem
from .settings import BOT_LEVELS, CALL_STYLES, LANGUAGES, SeatSetting, Settings, system_language

__all__ = [
    "APP_NAME", "BOT_LEVELS", "CALL_STYLES", "LANGUAGES", "AppPaths", "Damage", "FileDamaged",
    "Problem", "SeatSetting", "Settings", "Storage", "quarantine", "setup_logging",
    "stop_logging", "system_language", "write_atomic",
]
