"""The start-up's import budget (#25): a headless start up to the first playable table
imports no more modules than counted here, so a new eager import is seen in review.

The count is taken in a fresh interpreter (``python -c``), started as ``coventry-desktop``
is, with ``COVENTRY_QUIT_WHEN_SHOWN=1`` (``app.py``: quit once the table has been painted
with the player's cards face up), in a fresh home; ``sys.modules`` is read at that moment.
Not a timed test: modules are counted, never seconds (start-up time is ``make bench``).

To update a budget: run this test; the failure lists the modules over it. If a module
is needed before the first table, raise the number below to the count it prints, in the
same commit, and say why in its message; else import it on first use (see
``widgets/first_paint.py`` for what waits until after the first paint).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

OUR_MODULES = 88
"""``coventry_desktop`` modules imported by the time the first table is painted, whoever
leads: the keyboard's suggested card, which asks the Normal bot (its package, ``normal``,
``easy`` and ``knowledge``), is chosen just after the first paint. ``widgets.texts`` is
among them: the first table's curtain, standings and plates show names as typed
through it."""
ALL_MODULES = 249
"""Every module in ``sys.modules`` then (the standard library's and PySide6's included),
with a little room for another platform's own (``posixpath`` or ``ntpath`` …)."""

ENUMS = 277
"""Python enum classes alive then (274 in this test's fresh home, whose cold card cache
renders the faces from the SVG deck), with a little room as above. PySide6 makes every
enum of a Qt class when the class is first used (the ``Qt`` namespace alone has 93): a
``viewport()`` asked of a scroll area's viewport made in C++ had it look through every
QtWidgets class, making 42 more."""

COUNT = """
import enum, os, sys
from coventry_desktop import app

painted = app._StartWatch._painted

def enums():
    seen, todo = set(), [enum.Enum]
    while todo:
        todo += [sub for sub in todo.pop().__subclasses__() if sub not in seen]
        seen.update(todo)
    return len(seen)

def count(self):
    ours = sorted(m for m in sys.modules if m.split(".")[0] == "coventry_desktop")
    print("modules", len(sys.modules), len(ours), flush=True)
    print("enums", enums(), flush=True)
    print("ours", " ".join(ours), flush=True)
    print("all", " ".join(sorted(sys.modules)), flush=True)
    maps = "/proc/self/maps"  # the shared libraries and Qt plugins loaded (Linux)
    if os.path.exists(maps):
        with open(maps) as lines:
            print("libs", " ".join(sorted({os.path.basename(line.split()[-1])
                                           for line in lines if ".so" in line})), flush=True)
    painted(self)

app._StartWatch._painted = count
sys.exit(app.run([]))
"""


def _start(home: Path) -> dict[str, list[str]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COVENTRY_QUIT_WHEN_SHOWN="1")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(home / name)
    done = subprocess.run([sys.executable, "-c", COUNT], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = {line.split(" ", 1)[0]: line.split(" ", 1)[1].split()
             for line in done.stdout.splitlines() if " " in line}
    assert "modules" in lines, done.stdout + done.stderr[-3000:]
    return lines


def test_the_first_table_imports_no_more_modules_than_its_budget(tmp_path: Path) -> None:
    lines = _start(tmp_path)
    total, ours = (int(n) for n in lines["modules"])
    assert ours == len(lines["ours"])
    assert "coventry_desktop.widgets.zone_table" in lines["ours"]  # the table was there
    assert ours <= OUR_MODULES, (
        f"{ours} of our modules before the first table, budget {OUR_MODULES}: "
        f"{' '.join(lines['ours'])}")
    assert total <= ALL_MODULES, (
        f"{total} modules before the first table, budget {ALL_MODULES}: "
        f"{' '.join(lines['all'])}")


def test_the_first_table_makes_no_more_enums_than_its_budget(tmp_path: Path) -> None:
    (made,) = (int(n) for n in _start(tmp_path)["enums"])
    assert made <= ENUMS, f"{made} Python enum classes by the first table, budget {ENUMS}"


def test_what_the_first_table_does_not_need_waits_for_first_use(tmp_path: Path) -> None:
    # The New Game dialog, the lessons, the other games' rules and presenters, the
    # statistics, rules and help windows, Practise the Calls, the Calls tab's panel and practice
    # (made after the first paint), the single-instance socket (the only copy listens
    # after the first paint), the log's wrapping delegate (made with its first line): none
    # is on the way to the first table.
    lines = _start(tmp_path)
    ours = set(lines["ours"])
    # A fresh home has no file to read and writes its first autosave after the paint:
    # msgspec (and the schemas), json and OpenSSL's hashlib wait for first use too, as
    # does the record replay window.
    assert set(lines["all"]) & {"msgspec", "json", "hashlib", "_hashlib",
                                "coventry_desktop.storage.schema",
                                "coventry_desktop.storage.json_files",
                                "coventry_desktop.widgets.game_replay"} == set()
    # Fractions (and the decimal module they import) wait for Hearts' settlement: the
    # engine's Number names them in annotations only. The bots are made at their first
    # turn, and Hard's search waits for a Hard bot's.
    assert set(lines["all"]) & {"fractions", "decimal", "_decimal",
                                "coventry_desktop.games.coventry.bots.hard",
                                "coventry_desktop.games.coventry.bots.kernel",
                                "coventry_desktop.games.coventry.bots.sampling"} == set()
    later = {"coventry_desktop.widgets.other_games", "coventry_desktop.widgets.options_form",
             "coventry_desktop.widgets.game_choice", "coventry_desktop.widgets.learn_to_play",
             "coventry_desktop.models.lesson_flow", "coventry_desktop.engine.lessons",
             "coventry_desktop.games.comet.rules", "coventry_desktop.games.comet.ui.presenter",
             "coventry_desktop.games.hearts.rules", "coventry_desktop.games.hearts.ui.presenter",
             "coventry_desktop.widgets.scoreboard", "coventry_desktop.widgets.help_page",
             "coventry_desktop.widgets.about", "coventry_desktop.widgets.rules_dialog",
             "coventry_desktop.games.coventry.ui.practice.drill",
             "coventry_desktop.games.coventry.ui.calls_panel",
             "coventry_desktop.games.coventry.ui.practice.in_game",
             "coventry_desktop.widgets.single_instance",
             "coventry_desktop.widgets.wrapped_lines",
             # The registry names each game without its rules: Coventry's records (release
             # 0.1.0's format, the actions' JSON) and Hearts' deal state load on first use.
             "coventry_desktop.games.coventry.records",
             "coventry_desktop.games.hearts.state"}
    assert ours & later == set()
    # The window's icon is made of PNGs: Qt's SVG icon engine (its plugin and QtSvg) is
    # not loaded for it (this cold card cache still renders the deck through QtSvg).
    assert not [lib for lib in lines.get("libs", []) if "qsvgicon" in lib]


RETURNING_MODULES = 91
"""Ours by a returning player's first table (the settings checked and the autosave read
through their schemas: ``storage.fields``, ``json_files``, ``schema``, ``record_checks``,
``migration``, ``game_files``, …; ``widgets.texts`` too), against the fresh
home's ``OUR_MODULES``."""


def test_a_returning_players_table_reads_the_autosave_without_json_or_openssl(
        tmp_path: Path) -> None:
    # The first start writes its settings and the autosave of its deal (after its paint);
    # the second reads both through msgspec and the schemas, and checks the autosave's
    # digest with msgspec's encoding and CPython's own SHA-256 (#25).
    _start(tmp_path)
    assert list(tmp_path.rglob("*-autosave.json"))
    lines = _start(tmp_path)
    loaded = set(lines["all"])
    assert {"msgspec", "coventry_desktop.storage.schema",
            "coventry_desktop.storage.record_checks"} <= loaded  # it was read and checked
    assert loaded & {"json", "hashlib", "_hashlib",
                     "coventry_desktop.games.coventry.bots"} == set()
    assert int(lines["modules"][1]) <= RETURNING_MODULES, " ".join(lines["ours"])
