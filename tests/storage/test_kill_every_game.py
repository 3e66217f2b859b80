"""A kill at 100 random moments of each game's series: every restart resumes a prefix of the
uninterrupted series, and played on from there it ends exactly as that series.

The kill is simulated in process, which is equivalent for what is on disk: at the chosen
moment of a save the data folder is copied as it stands, and the "restarted" game goes on
from that copy only; the process that was "killed" never touches it again. The moments are
the boundaries a SIGKILL can fall between inside ``write_atomic``: before the save begins
(the old file alone), inside the write of the temporary file after a random number of bytes
(0 to all: the old file and a partial temporary), after its fsync before ``os.replace`` (the
old file and a whole temporary), and after the rename (the new file). A SIGKILL does not
lose what the process wrote to the kernel, so these states are exactly the ones a real kill
leaves; ``test_kill_and_resume.py`` kills a real process with SIGKILL too (Coventry, 24 times).
Easy bots in every seat, their dice from (deal seed, seat, action index), as the session's.
"""

from __future__ import annotations

import random
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.engine.game import GameInfo
from coventry_desktop.engine.game_records import GameRecord, replay
from coventry_desktop.engine.series import deal_seeds
from coventry_desktop.games import GAMES
from coventry_desktop.storage import files
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord

from .test_kill_and_resume import is_prefix

KILLS = 100
SEED = 77
MOMENTS = ("before", "writing", "written", "renamed")


class Killed(BaseException):
    """The simulated SIGKILL: nothing in the app catches it."""


def fresh(info: GameInfo) -> GameRecord:
    return GameRecord(info.id, info.rules_version, info.default_options,
                      ("Анна", "Élodie", "Basil", "Zoë"), 1, 6, levels=("easy",) * 4)


def _steps(info: GameInfo, record: GameRecord) -> Any:
    """Each next record of the series from ``record`` on (a deal dealt, or an action)."""
    rules, bot = info.rules, info.bots["easy"]()
    seeds = deal_seeds(SEED, record.deals)
    states = replay(info, record)
    state = states[-1] if states else None
    while True:
        seat = None if state is None else rules.to_act(state)
        if seat is None:
            if states and LoadedRecord(info, record, replay(info, record)).finished:
                return
            number = len(record.deal_seeds)
            state = rules.new_deal(seats=4, dealer=record.dealer(number), seed=seeds[number],
                                   number=number, options=record.options)
            record = replace(record, deal_seeds=(*record.deal_seeds, seeds[number]),
                             actions=(*record.actions, ()))
            states = [state]
        else:
            rng = random.Random(f"{record.deal_seeds[-1]}:{seat}:{len(record.actions[-1])}")
            action = bot.choose(rules.observe(state, seat), rng)
            state = rules.apply(state, action).state
            record = replace(record, actions=(*record.actions[:-1],
                                              (*record.actions[-1], action)))
        yield record


def _count(record: GameRecord) -> int:
    return len(record.deal_seeds) + sum(len(deal) for deal in record.actions)


@pytest.mark.parametrize("info", GAMES, ids=[info.id for info in GAMES])
def test_a_kill_at_any_moment_resumes_a_prefix_and_ends_as_the_whole_series(
        tmp_path: Path, monkeypatch, info: GameInfo) -> None:
    reference = list(_steps(info, fresh(info)))
    whole = reference[-1]
    rng = random.Random(f"{SEED}:{info.id}")
    kills = sorted(rng.sample(range(1, len(reference)), KILLS))  # 0: nothing saved yet
    assert len(reference) > KILLS  # a hundred different saves
    plan: dict[str, Any] = {}
    real_write = files._write

    def snapshot() -> None:
        plan["restart"] = target = tmp_path / f"restart-{plan['number']}"
        shutil.copytree(plan["data"], target)
        raise Killed

    def write(path: Path, fd: int, data: bytes) -> None:
        if plan.get("moment") == "writing":
            cut = plan["rng"].randint(0, len(data))
            real_write(path, fd, data[:cut])  # the bytes that reached the kernel
            snapshot()
        real_write(path, fd, data)
        if plan.get("moment") == "written":
            snapshot()

    monkeypatch.setattr(files, "_write", write)
    data = tmp_path / "start"
    data.mkdir()
    record, resumed_from, done, moments = fresh(info), [], 0, []
    for number, kill_at in enumerate(kills):
        plan.update(number=number, data=data, rng=rng, moment=None)
        autosave = GameAutosave(data, info)
        for step in _steps(info, record):
            if _count(step) - _count(fresh(info)) - 1 == kill_at:
                plan["moment"] = rng.choice(MOMENTS)
                if plan["moment"] == "before":
                    plan["restart"] = tmp_path / f"restart-{number}"
                    shutil.copytree(data, plan["restart"])
                    break
            try:
                autosave.save(step)
            except Killed:
                break
            if plan["moment"] == "renamed":
                plan["restart"] = tmp_path / f"restart-{number}"
                shutil.copytree(data, plan["restart"])
                break
        data = plan["restart"]
        loaded = GameAutosave(data, info).load()  # the restart
        assert not list(data.glob(f".*{files.TEMP_SUFFIX}"))  # a killed write's leftover went
        assert isinstance(loaded, LoadedRecord), (number, plan["moment"], loaded)
        assert is_prefix(loaded.record, whole), (number, plan["moment"])
        # Exactly the last save that returned: the one in flight is lost or, renamed, kept.
        kept = reference[kill_at if plan["moment"] == "renamed" else kill_at - 1]
        assert loaded.record == kept, (number, plan["moment"])
        moments.append(plan["moment"])
        resumed_from.append(_count(loaded.record))
        record = loaded.record
        done += 1
    assert done == KILLS and resumed_from == sorted(resumed_from)
    assert set(moments) == set(MOMENTS)  # every kind of moment was hit
    plan["moment"] = None
    autosave = GameAutosave(data, info)
    for step in _steps(info, record):
        autosave.save(step)
    final = autosave.load()
    assert isinstance(final, LoadedRecord) and final.finished
    assert final.record == whole
    assert not list(data.glob("*.bak"))
