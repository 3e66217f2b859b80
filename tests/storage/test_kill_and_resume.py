"""Kill a process playing an all-bot series at random points; resuming loses nothing saved.

The driver (``headless_series.py``) prints the number of actions after each save
returns, so every number the test has read is a save the driver completed: the
autosave on disk must hold at least that many actions (a kill loses at most the
action in flight), must load without damage, and must be a prefix of the series
played without interruption. After the last kill the series is played out and
must equal the uninterrupted one exactly.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from coventry_desktop.games.coventry import SeriesRecord
from coventry_desktop.storage import AppPaths, Autosave, Saved

from .headless_series import fresh_record, play, total_actions

ROOT = Path(__file__).parents[2]
KILLS = 24
SEED = 2026
PLAYERS = 6


def is_prefix(part: SeriesRecord, whole: SeriesRecord) -> bool:
    """Same set-up, and every action of ``part`` is the action of ``whole`` at that place."""
    if (part.players, part.first_dealer, part.seed, part.deals, part.seats) != (
            whole.players, whole.first_dealer, whole.seed, whole.deals, whole.seats):
        return False
    if not part.actions:
        return True
    done = len(part.actions) - 1
    last = part.actions[-1]
    return (len(part.actions) <= len(whole.actions) and part.actions[:done] == whole.actions[:done]
            and whole.actions[done][: len(last)] == last)


def driver_command(data: Path) -> list[str]:
    """The driver for a six-seat series of seed ``SEED`` saving in ``data``."""
    return [sys.executable, "-m", "tests.storage.headless_series", str(data),
            "--seed", str(SEED), "--players", str(PLAYERS)]


def driver_env() -> dict[str, str]:
    """The environment with the project root importable."""
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def run_until_killed(data: Path, rng: random.Random) -> tuple[int, bool]:
    """Start the driver, let it save a random number of actions, then SIGKILL it.

    Returns:
        The last action count the driver acknowledged, and whether it was killed
        before finishing.
    """
    child = subprocess.Popen(driver_command(data), stdout=subprocess.PIPE, text=True,
                             env=driver_env(), cwd=ROOT)
    assert child.stdout is not None
    acknowledged, wanted = 0, rng.randint(1, 16)
    for line in child.stdout:
        if line.startswith("finished"):
            child.wait(timeout=30)
            return acknowledged, False
        acknowledged = int(line.split()[0])
        wanted -= 1
        if wanted == 0:
            # A random pause of up to 3 ms lands the kill anywhere in the next
            # action: choosing, serialising, writing, fsync or the rename.
            time.sleep(rng.random() * 0.003)
            child.send_signal(signal.SIGKILL)
            break
    child.wait(timeout=30)
    child.stdout.close()
    return acknowledged, True


def test_killing_at_random_points_and_resuming_loses_nothing_saved(
        paths: AppPaths, tmp_path: Path) -> None:
    reference = play(Autosave(tmp_path / "reference.json"), fresh_record(SEED, PLAYERS))
    autosave = Autosave(paths.autosave_file)
    rng = random.Random(SEED)
    kills, progress = 0, []
    while kills < KILLS:
        acknowledged, killed = run_until_killed(paths.data, rng)
        assert killed, f"the series finished after only {kills} kills; raise the series length"
        kills += 1
        loaded = autosave.load()
        assert isinstance(loaded, Saved), f"kill {kills}: {loaded}"
        assert loaded.actions >= acknowledged
        assert is_prefix(loaded.record, reference)
        progress.append(loaded.actions)
    assert progress == sorted(progress) and progress[-1] < total_actions(reference)
    assert not list(paths.data.glob("*.bak"))
    finish = subprocess.run(driver_command(paths.data), capture_output=True, text=True,
                            env=driver_env(), cwd=ROOT, timeout=120, check=True)
    assert finish.stdout.endswith("finished\n")
    final = autosave.load()
    assert isinstance(final, Saved) and final.finished
    assert final.record == reference
    assert final.game == {"occupants": ["bot"] * PLAYERS}
