"""Kill a process playing an all-bot series at random points; resuming loses nothing saved.

The driver (``headless_series.py``) prints the number of actions after each save through
``GameAutosave`` returns, so every number the test has read is a save the driver
completed: the autosave on disk must hold at least that many actions (a kill loses at
most the action in flight), must load without damage, and must be a prefix of the series
played without interruption. After the last kill the series is played out and must equal
the uninterrupted one exactly.

The kill follows the acknowledgement at once: the driver does not wait for the test to
read its line, so the signal lands wherever the next action happens to be (choosing,
serialising, writing, fsync or the rename); the random number of saves before each kill
comes from a seeded generator.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from coventry_desktop.engine.game_records import GameRecord
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord

from .headless_series import COVENTRY, LEVEL, fresh_record, play, total_actions

ROOT = Path(__file__).parents[2]
KILLS = 24
SEED = 2026
PLAYERS = 6


def is_prefix(part: GameRecord, whole: GameRecord) -> bool:
    """Same set-up, the same deals dealt so far, and every action of ``part`` is the
    action of ``whole`` at that place."""
    setup = ("game", "rules_version", "options", "seats", "first_dealer", "deals", "levels")
    if any(getattr(part, name) != getattr(whole, name) for name in setup):
        return False
    dealt = len(part.deal_seeds)
    if part.deal_seeds != whole.deal_seeds[:dealt] or len(part.actions) != dealt:
        return False
    if not dealt:
        return True
    done, last = dealt - 1, part.actions[-1]
    return part.actions[:done] == whole.actions[:done] and \
        whole.actions[done][:len(last)] == last


def driver_command(data: Path) -> list[str]:
    """The driver for a six-seat series of seed ``SEED`` saving in ``data``."""
    return [sys.executable, "-m", "tests.storage.headless_series", str(data),
            "--seed", str(SEED), "--players", str(PLAYERS)]


def driver_env() -> dict[str, str]:
    """The environment with the project root importable."""
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def run_until_killed(data: Path, rng: random.Random) -> tuple[int, bool]:
    """Start the driver, let it acknowledge a random number of saves, then SIGKILL it.

    Returns:
        The last action count the driver acknowledged, and whether it was killed
        before finishing.
    """
    child = subprocess.Popen(driver_command(data), stdout=subprocess.PIPE, text=True,
                             env=driver_env(), cwd=ROOT)
    assert child.stdout is not None
    acknowledged, wanted = 0, rng.randint(1, 16)
    try:
        for line in child.stdout:
            if line.startswith("finished"):
                child.wait(timeout=30)
                return acknowledged, False
            assert not line.startswith("problem"), f"the driver found the autosave {line}"
            acknowledged = int(line.split()[0])
            wanted -= 1
            if wanted == 0:
                child.send_signal(signal.SIGKILL)
                break
    finally:
        child.wait(timeout=30)
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    return acknowledged, True


def test_killing_at_random_points_and_resuming_loses_nothing_saved(
        tmp_path: Path) -> None:
    reference = play(GameAutosave(tmp_path / "reference", COVENTRY),
                     fresh_record(SEED, PLAYERS), seed=SEED)
    assert len(reference.deal_seeds) == 6 and total_actions(reference) > KILLS * 16
    data = tmp_path / "данные Élodie"
    data.mkdir()
    autosave = GameAutosave(data, COVENTRY)
    rng = random.Random(SEED)
    kills, progress = 0, []
    while kills < KILLS:
        acknowledged, killed = run_until_killed(data, rng)
        assert killed, f"the series finished after only {kills} kills; raise the series length"
        kills += 1
        loaded = autosave.load()
        assert isinstance(loaded, LoadedRecord), f"kill {kills}: {loaded}"
        assert total_actions(loaded.record) >= acknowledged
        assert is_prefix(loaded.record, reference), f"kill {kills}"
        progress.append(total_actions(loaded.record))
    assert progress == sorted(progress) and progress[-1] < total_actions(reference)
    assert not list(data.glob("*.bak"))
    finish = subprocess.run(driver_command(data), capture_output=True, text=True,
                            env=driver_env(), cwd=ROOT, timeout=120, check=True)
    assert finish.stdout.endswith("finished\n")
    final = autosave.load()
    assert isinstance(final, LoadedRecord) and final.finished
    assert final.record == reference
    assert final.record.levels == (LEVEL,) * PLAYERS
