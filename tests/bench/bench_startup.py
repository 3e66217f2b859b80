"""Start-up against a bare PySide6 window (``make bench``): the window, then the playable table.

Goal (#25): the playable table (the player's cards painted face up and open to clicks)
appears within 1.5× the time a bare PySide6 ``QMainWindow`` takes to show, with every
game registered; peak memory at most 90 MiB. An empty frame shown first does not count.

Each run is a fresh process, started from here in turn (bare, app, bare, app, …) so a
drift in the machine's speed hits both alike:

- bare: ``python -c BARE`` shows a ``QMainWindow`` and quits once it is exposed;
- app: ``python -m coventry_desktop`` with ``COVENTRY_QUIT_WHEN_SHOWN=1``: it prints the
  moment its window is first exposed ("window") and the moment its table has been painted
  with the player's cards face up ("table"), then quits. Each run has a fresh home (its
  own XDG config, data and state folders), so no player's files are read or written and
  every run starts a new series of the default game; the XDG cache folder (the card
  faces rendered at an earlier start) is shared by the runs and warmed by the warm-up, as
  on a player's second start (``--cold-cache``: a fresh one each run too).
- ``--returning``: a returning player's start. A home is first made by one start of this
  checkout's app (its settings file, the autosave of the deal it dealt, its log), then
  copied afresh for every run of each app (``--before``'s too, which reads the same
  format), so every run reads the same files and goes on with the same deal: whether a
  bot or the player leads it is the same for both.

Times are from just before the process is started to the moment reported (both clocks
``time.monotonic``); "exit" is the whole process. Peak memory is the child's own maximum
resident set (``os.wait4``). Bytecode caches are written (``PYTHONDONTWRITEBYTECODE`` is
dropped from the children's environment), as for an installed wheel, which pip
byte-compiles. Headless by default (``QT_QPA_PLATFORM=offscreen``); set
``QT_QPA_PLATFORM`` to measure on a real display.

    python tests/bench/bench_startup.py [--runs 10] [--warmup 1] [--cold-cache]
                                        [--returning] [--before CHECKOUT]

``--before`` starts a second checkout's app (a worktree of an earlier commit, with its
``resources_rc.py``) in turn with the two, so a before/after table comes from one run.

Not a test: speed goals live here, never in timed unit tests. The figures before and
after #25 are in the README (Start-up).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

GOAL_RATIO = 1.5
GOAL_MEMORY_MIB = 90.0
ROOT = Path(__file__).resolve().parents[2]

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            print(f"shown {time.monotonic():.6f}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
window.winId()
watch = Watch()
window.windowHandle().installEventFilter(watch)
window.show()
sys.exit(app.exec())
"""


@dataclass(frozen=True, slots=True)
class Run:
    """One process: seconds to the window's exposure, to the playable table (the bare
    window: its exposure) and to exit; peak RSS in MiB."""

    shown: float
    table: float
    exit: float
    peak_mib: float


def _environment(home: Path, cache: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its bytecode cached
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        env[name] = str(home / name)
    env["XDG_CACHE_HOME"] = str(cache)
    env["COVENTRY_QUIT_WHEN_SHOWN"] = "1"
    return env


def run_once(command: list[str], cache: Path | None = None, cwd: Path = ROOT,
             returning: Path | None = None) -> Run:
    """Start ``command`` in ``cwd`` in a fresh temporary home (``cache``: its XDG cache
    folder, else one in that home) and time it. ``returning``: a home to copy into it
    first (``returning_home``), a returning player's files.

    Raises:
        RuntimeError: the process failed or never reported its window shown.
    """
    with tempfile.TemporaryDirectory(prefix="coventry-bench-") as home:
        if returning is not None:
            shutil.copytree(returning, home, dirs_exist_ok=True)
        env = _environment(Path(home), cache or Path(home) / "XDG_CACHE_HOME")
        out_path, err_path = Path(home) / "out", Path(home) / "err"
        with out_path.open("wb") as out, err_path.open("wb") as err:
            start = time.monotonic()
            child = subprocess.Popen(command, cwd=cwd, env=env, stdout=out, stderr=err)
            # os.wait4, not child.wait(): it returns this child's own peak memory.
            _pid, status, usage = os.wait4(child.pid, 0)
            end = time.monotonic()
        child.returncode = os.waitstatus_to_exitcode(status)
        output, errors = out_path.read_text(), err_path.read_text()
    moments = {line.split()[0]: float(line.split()[1]) - start
               for line in output.splitlines() if line.startswith(("shown ", "playable "))}
    if "shown" not in moments or child.returncode:
        raise RuntimeError(f"{command[-1]} failed ({child.returncode}): {errors[-2000:]}")
    if command[1] == "-m" and "playable" not in moments:
        raise RuntimeError(f"the app never painted a playable table: {errors[-2000:]}")
    return Run(moments["shown"], moments.get("playable", moments["shown"]), end - start,
               usage.ru_maxrss / 1024)


def returning_home(command: list[str], cwd: Path, folder: Path) -> Path:
    """``folder`` made a returning player's home: one start of ``command`` there writes
    its settings and the autosave of the deal it dealt (its card cache is not kept).

    Raises:
        RuntimeError: that start failed, or left no autosave to go on with.
    """
    folder.mkdir(parents=True)
    env = _environment(folder, folder / "XDG_CACHE_HOME")
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    if done.returncode or not list((folder / "XDG_DATA_HOME").rglob("*-autosave.json")):
        raise RuntimeError(f"no returning player's home from {cwd}: {done.stderr[-2000:]}")
    shutil.rmtree(folder / "XDG_CACHE_HOME", ignore_errors=True)
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="counted runs of each (10)")
    parser.add_argument("--warmup", type=int, default=1, help="uncounted runs first (1)")
    parser.add_argument("--cold-cache", action="store_true",
                        help="a fresh XDG cache folder each run (no card faces kept)")
    parser.add_argument("--returning", action="store_true",
                        help="a returning player: each run starts with the settings and "
                             "the autosave an earlier start left")
    parser.add_argument("--before", type=Path, metavar="CHECKOUT",
                        help="also start the app of another checkout (an earlier commit) "
                             "in turn with these, as 'before'")
    options = parser.parse_args(argv)
    commands = {"bare": [sys.executable, "-c", BARE],
                "app": [sys.executable, "-m", "coventry_desktop"]}
    folders = {"bare": ROOT, "app": ROOT}
    if options.before is not None:
        commands["before"] = commands["app"]
        folders["before"] = options.before.resolve()
    runs: dict[str, list[Run]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="coventry-bench-cache-") as shared:
        cache = None if options.cold_cache else Path(shared) / "cache"
        home = returning_home(commands["app"], ROOT, Path(shared) / "home") \
            if options.returning else None
        homes = {name: None if name == "bare" else home for name in commands}
        for index in range(options.warmup + options.runs):
            for name, command in commands.items():
                result = run_once(command, cache, folders[name], homes[name])
                if index >= options.warmup:
                    runs[name].append(result)
    bare = runs["bare"]
    print(f"{options.runs} interleaved runs each, medians; "
          f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}; "
          f"card cache {'cold' if options.cold_cache else 'warm'}; "
          f"{'a returning player' if options.returning else 'a first start'}; "
          f"load average {os.getloadavg()[0]:.2f}")
    print("           window s  table s   exit s   peak MiB")
    for name, rows in runs.items():
        print(f"{name:<9} {statistics.median(r.shown for r in rows):8.3f} "
              f"{statistics.median(r.table for r in rows):8.3f} "
              f"{statistics.median(r.exit for r in rows):8.3f} "
              f"{max(r.peak_mib for r in rows):10.1f}")
    bare_shown = statistics.median(r.shown for r in bare)
    for name in [name for name in runs if name != "bare"]:
        app = runs[name]
        figures: tuple[tuple[str, Callable[[Run], float]], ...] = (
            ("window", lambda r: r.shown), ("table", lambda r: r.table))
        for label, figure in figures:
            ratio = statistics.median(figure(r) for r in app) / bare_shown
            pairs = statistics.median(figure(a) / b.shown
                                      for a, b in zip(app, bare, strict=True))
            verdict = "" if label == "window" or name != "app" else (
                " met" if ratio <= GOAL_RATIO else " MISSED")
            print(f"{name} {label} / bare window: {ratio:.2f}× (median of pairs {pairs:.2f}×"
                  f"{f', goal ≤ {GOAL_RATIO}×' if label == 'table' else ''}){verdict}")
    memory = max(r.peak_mib for r in runs["app"])
    print(f"app peak memory: {memory:.1f} MiB (goal ≤ {GOAL_MEMORY_MIB:.0f} MiB) "
          f"{'met' if memory <= GOAL_MEMORY_MIB else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
