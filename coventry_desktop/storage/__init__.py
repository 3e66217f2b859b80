"""Files the app keeps: settings, each game's autosave and statistics, records and logs.

Qt-level (QtCore only), beside ``models``: it may use the engine, never widgets.
Every read survives a damaged file (reported in plain words, the file kept aside
as ``<name>.<timestamp>.bak``); every write is atomic. It imports the engine and the
game registry only.

The files, what happens to them, and their formats (moved from the README)
--------------------------------------------------------------------------
The game keeps three folders, found by `platformdirs` (see the dependency table):

- settings: `settings.ini`: Linux: `$XDG_CONFIG_HOME/coventry-desktop/`
  (`~/.config/coventry-desktop/`); macOS: `~/Library/Application Support/coventry-desktop/`;
  Windows: `%LOCALAPPDATA%\\coventry-desktop\\`
- the series in progress and statistics: `autosave.json`, `statistics.json`: Linux:
  `$XDG_DATA_HOME/coventry-desktop/` (`~/.local/share/coventry-desktop/`); macOS: the same
  folder as the settings; Windows: the same folder as the settings
- log: `coventry-desktop.log` (1 MB, then `.1` to `.3`): Linux:
  `$XDG_STATE_HOME/coventry-desktop/log/` (`~/.local/state/coventry-desktop/log/`); macOS:
  `~/Library/Logs/coventry-desktop/`; Windows: `%LOCALAPPDATA%\\coventry-desktop\\Logs\\`

Set the `XDG_*` variables to move them (the tests do). Folders with any name work, for
example `/home/Пользователь Élodie`. Python's warnings and Qt's own messages both go to the
log.

**Settings.** The table you last sat at (seats, names, bot levels, one deal or six), the
animation speed, auto-pass, double-click, the calls language and style, the UI language, the
View options and the window's size and place are remembered as you change them. A
hand-edited `settings.ini` cannot stop the game: a value that is out of range or unknown (9
players, `ui=klingon`, a negative speed) is clamped or replaced by its default, and the log
says which; a line the game does not know is dropped once (and logged, its bytes escaped)
rather than written back at every start. A file without a single setting of ours (random
bytes, another program's file) is damaged: it is kept aside as `settings.ini.<time>.bak`,
the settings start from their defaults, and the window's message bar says so in plain words.

**Autosave and resume.** After every action and every new deal, the series goes to
`<game>-autosave.json` (Earl of Coventry's `autosave.json` of earlier releases is read, and
set aside as `autosave.json.old` once the new file is written). The save is atomic: written
to a temporary file, flushed, fsynced, then moved over the old save with `os.replace`.
Killing the game at any moment leaves the previous save or the new one, never a mix, so at
most the action in flight is lost. When the game starts, it offers to continue an unfinished
series; the game is rebuilt by replaying the record through the rules engine, so the same
seed and actions give the same table. Yes is the default, and at start Esc or closing the
question go on too: only No starts another game, and the saved one is then kept as
`<game>-previous-1.json`. New Game, Play Again and another game ask first while a series is
unfinished; a replaced series is kept the same way, the last three per game
(`-previous-1` … `-3`, newest first, ``game_files.PreviousSeries``), and Game → Restore
Previous Game brings the newest back, keeping the one on the table in its place. Games
where only bots play (Game → Watch) are never saved, so watching cannot
overwrite your series. If the game is started a second time while it is already running, the
running window comes to the front (restored if minimised) and the second copy exits without
reading or writing any file (a local socket named after the data folder; a killed copy's
leftover is taken over). Should the socket fail, a lock file in the data folder still lets
only the first window save. The test kills a process playing a six-seat series 24 times at
random points (in most runs some of the kills land while a save is being written) and
resumes it each time; the series it ends with is the same, action for action, as one played
without a break. On this machine a save takes about 10–25 ms, most of it fsync.

**One typed schema per format** (``storage.schema``, msgspec Structs): a number with more
digits than any the game writes (Python's own reader stops at 4,300), a seat name longer
than 24 characters, with control or text-direction characters (NUL, U+202E, a newline) or
given twice, `true` where a seat number belongs, a dealer or an `undone` deal that does not
exist, an unknown field, or brackets nested thousands deep are refused as damage, and the
message names the file, the field (`seats[1]`) and why, in the UI language. A statistics
file with a few bad entries keeps the good ones: the whole file is kept aside as `.bak` (the
bad entries with it), the entries left out are named, and the good ones are written back.
`show FILE` on any damaged file prints the reason in plain words (the technical detail goes
to the log only) and exits 1, never a traceback.

**When a file cannot be written** (a full disk, a read-only folder, no permission, a disk
error): the game goes on and the window's message bar says what was not saved, where and
why; the autosave, statistics, practice progress and settings are tried again after the
next move (``files.watch_writes`` tells the window of every write in the data folder), and
the bar goes once a save works. Its button, Save the Series Elsewhere…, writes the whole
series to a folder you choose; leaving while the last save failed asks first (Save
elsewhere, Discard, or Cancel to keep playing). A data folder whose lock cannot be written
at start (``Storage.write_problem``) is named as such, never "already open in another
window": the saved series is offered and can be played, without saving. Tested without disk
tricks by a fake ``files._write`` raising each errno (``tests/app/test_write_failures.py``);
by hand on a 64 KB tmpfs and a read-only bind mount as ``XDG_DATA_HOME`` under Xvfb.

**Damaged files.** The game recognises an autosave that is empty, binary, cut short, not one
of its files, made under other rules, edited by hand (the record carries a sha256 digest) or
holding an action the rules refuse. It says which in plain words, renames the file to
`autosave.json.<date>-<time>.bak` beside the original, and starts normally. Settings,
statistics and other files are left alone. A damaged `statistics.json` or `practice.json`
(the practice progress) is handled the same way: reported in plain words, kept aside as
`.bak`, and started again from zero.

**Statistics** (Game → Statistics): for each person's name, the series played, won and tied
for first place (a first place shared on equal totals is counted apart from a win), the
deals played and won, the mean units per deal and the best series total. Bots are not
counted. A deal counts as soon as it is settled, so leaving a series part-way loses nothing
already played. Only whole six-deal series count as series. Reset asks first.

**Records** (Game → Export Record, Game → Import Record): export saves the current game as
Coventry's JSON record (the format is in `coventry_desktop/games/coventry/records.py`); its
title says what the file will hold, e.g. "2 finished deals and the deal in progress so far".
Import checks a record the same way as the autosave, but never moves your file. It then
opens the record in a replay viewer: step through every action with First, Back, Forward and
Last (or Home, Left, Right and End), with the totals and each card's call in the language
and style you choose. The hands of finished deals are face up; those of a deal that had not
ended when the record was written stay face down (only their sizes show), so exporting
mid-deal never reveals a card still in play. A record written by hand without a digest is
accepted if every action in it is legal.

**Every game's files.** Comet and Hearts keep `<game>-autosave.json` and
`<game>-statistics.json` beside Coventry's files. Their records (the format is in
`coventry_desktop/engine/game_records.py`) name the game, its `rules_version` and its
options (Hearts' preset, field by field), the seats and bot levels, and the shuffle seed of
each deal already dealt, never the series seed, so no file can rebuild a deal still to come;
the deals still to come after a resume get new seeds. Coventry's `autosave.json`,
`statistics.json` and exported records keep the format of every earlier release: the files
in `tests/golden/coventry/release1/` (an autosave mid-deal, statistics, a record) are
loaded, counted and replayed by the tests.

**Coventry's earlier files in the generic formats.** The generic readers reach Coventry's
earlier files through `GameInfo.read_earlier` (`games/coventry/legacy.py`, no Qt and no
storage). It turns an old autosave or exported record into a `GameRecord`, drawing each
deal's seed from the old series seed as `Series` does. `read_record` opens old records; one
that names no game is the default game's. Without `coventry-autosave.json`,
`GameAutosave.load` reads `autosave.json` and never moves it on load; the first save or
clear renames it `autosave.json.old`. `coventry-statistics.json` adds in `statistics.json`
on every load and leaves that file as it is. Only the old file's `deals_won` has no place.

**Reading a record: `show`.** Game → Export Transcript… in every game's window writes the
same text.

    python -m coventry_desktop show FILE            # a record or an autosave of any game
    python -m coventry_desktop show FILE --lang ru  # in Russian, Coventry's calls too

prints per deal who dealt, every action in order (Coventry's with its call in the chosen
language, «Вот семёрка, хороша собой»), the settlement of each finished deal, and the series
totals with places. A damaged or foreign file prints what is wrong in the same plain words
as the game ("The file was changed outside the game, so it cannot be trusted.") and exits 1;
the file is never moved.

    from coventry_desktop.storage import AppPaths, Autosave, Saved, Settings

    paths = AppPaths.from_platform()          # or AppPaths.under(Path("portable"))
    loaded = Autosave(paths.autosave_file).load()  # None, Saved(record, replayed, game) or Problem
    if isinstance(loaded, Saved) and not loaded.finished:
    print(loaded.actions, loaded.replayed.series.totals)
    print(Settings(paths.settings_file).game_table(info.id).seats)  # info: a registered GameInfo
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
