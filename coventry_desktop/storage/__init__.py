"""Files the app keeps: settings, the autosaved series, statistics, records and logs.

Qt-level (QtCore only), beside ``models``: it may use the engine, never widgets.
Every read survives a damaged file (reported in plain words, the file kept aside
as ``<name>.<timestamp>.bak``); every write is atomic. It imports the engine and the
game registry only: ``models.keeper`` and ``models.game_setup`` connect it to the game.
"""

from .autosave import Autosave, Saved
from .bundle import Storage
from .files import quarantine, write_atomic
from .logs import setup_logging, stop_logging
from .paths import APP_NAME, AppPaths
from .problems import Damage, FileDamaged, Problem
from .saves import export_record, import_record, parse_record
from .settings import BOT_LEVELS, CALL_STYLES, LANGUAGES, SeatSetting, Settings, system_language
from .statistics import PlayerStats, Statistics

__all__ = [
    "APP_NAME", "BOT_LEVELS", "CALL_STYLES", "LANGUAGES", "AppPaths", "Autosave", "Damage",
    "FileDamaged", "PlayerStats", "Problem", "Saved", "SeatSetting", "Settings", "Statistics",
    "Storage", "export_record", "import_record", "parse_record", "quarantine", "setup_logging",
    "stop_logging", "system_language", "write_atomic",
]
