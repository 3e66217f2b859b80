"""Files the app keeps: settings, each game's autosave and statistics, records and logs.

Qt-level (QtCore only), beside ``models``: it may use the engine, never widgets. It
imports the engine, and the game registry only when a file is read (never at import
time), and names no game: a game's earlier formats reach it through ``GameInfo.earlier``.
Every read survives a damaged file (reported in plain words, the file kept aside as
``<name>.<timestamp>.bak``); every write is atomic and can fail, and the failure is told
(``files.watch_writes``). The files, their formats, what happens when one is damaged or
cannot be written, and ``show``: README.md, section "Files".

- ``paths``: the three folders (``platformdirs``); ``bundle.Storage``: the folders, the
  settings and the data folder's lock, opened once at start.
- ``schema``: one typed schema per JSON format (msgspec Structs, bounded); ``json_files``
  decodes a file and tells each kind of damage apart; ``problems``: the plain words.
- ``settings`` and ``fields``: typed settings over ``QSettings``, each value checked
  against its field's schema.
- ``game_files``: every game's autosave, exported records and previous series;
  ``game_statistics``: every game's statistics; ``lesson_progress``: Learn to Play.
- ``migration``: files of earlier releases converted once, at start, the originals kept
  as ``.old``.

    from coventry_desktop.storage import AppPaths, Storage

    storage = Storage.open(AppPaths.under(Path("portable")))  # or Storage.open()
    storage.migrate()                                  # earlier releases' files, once
    print(storage.settings.game_table(info.id).seats)  # info: a registered GameInfo
"""

from .bundle import Storage
from .files import quarantine, write_atomic
from .logs import setup_logging, stop_logging
from .paths import APP_NAME, AppPaths
from .problems import Damage, FileDamaged, Problem
from .settings import BOT_LEVELS, CALL_STYLES, LANGUAGES, Settings, system_language

__all__ = [
    "APP_NAME", "BOT_LEVELS", "CALL_STYLES", "LANGUAGES", "AppPaths", "Damage", "FileDamaged",
    "Problem", "Settings", "Storage", "quarantine", "setup_logging",
    "stop_logging", "system_language", "write_atomic",
]
