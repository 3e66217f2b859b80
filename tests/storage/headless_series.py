"""A headless all-bot Earl of Coventry series that autosaves after every action and resumes.

Run as a script by the kill-and-resume test (``python -m tests.storage.headless_series
DATA_DIR --seed 5 --players 6``): Easy bots in every seat, played through the game's
registered rules and bots (``get("coventry")``) without a ``GameSession``. After each
deal dealt and each action, the record is saved with ``GameAutosave`` (the app's
``<data>/coventry-autosave.json``) and the number of actions saved so far is printed, so
the test knows which saves had returned before it killed the process. Each deal's seed
comes from the series seed (``engine.series.deal_seeds``, as the session draws them) and
each bot's dice from (deal seed, seat, action index), so a resumed series plays exactly
as an uninterrupted one would.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

from coventry_desktop.engine.game_records import GameRecord, replay
from coventry_desktop.engine.series import deal_seeds
from coventry_desktop.games import get
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord
from coventry_desktop.storage.problems import Problem

COVENTRY = get("coventry")
NAMES = ("Анна", "Élodie", "Basil", "Zoë", "Дмитрий", "Ada")
DEALS = 6
LEVEL = "easy"


def fresh_record(seed: int, players: int) -> GameRecord:
    """An empty six-deal series of Easy bots, the first dealer drawn from ``seed``."""
    first_dealer = random.Random(seed).randrange(players)
    return GameRecord(COVENTRY.id, COVENTRY.rules_version, COVENTRY.default_options,
                      NAMES[:players], first_dealer, DEALS, levels=(LEVEL,) * players)


def total_actions(record: GameRecord) -> int:
    """Actions in the record over all deals."""
    return sum(len(deal) for deal in record.actions)


def play(autosave: GameAutosave, record: GameRecord, *, seed: int,
         say: bool = False) -> GameRecord:
    """Play ``record`` (a series of seed ``seed``) to its end, saving after every step.

    Returns:
        The finished record.

    Raises:
        ValueError: the record's deals were not dealt from ``seed``.
    """
    rules, bot = COVENTRY.rules, COVENTRY.bots[LEVEL]()
    seeds = deal_seeds(seed, record.deals)
    if record.deal_seeds != seeds[:len(record.deal_seeds)]:
        raise ValueError(f"the saved series was not dealt from seed {seed}")
    states = replay(COVENTRY, record)
    state = states[-1] if states else None
    while state is None or rules.to_act(state) is not None or \
            len(record.deal_seeds) < record.deals:
        seat = None if state is None else rules.to_act(state)
        if seat is None:
            number = len(record.deal_seeds)
            state = rules.new_deal(seats=len(record.seats), dealer=record.dealer(number),
                                   seed=seeds[number], number=number, options=record.options)
            record = replace(record, deal_seeds=(*record.deal_seeds, seeds[number]),
                             actions=(*record.actions, ()))
        else:
            rng = random.Random(f"{record.deal_seeds[-1]}:{seat}:{len(record.actions[-1])}")
            action = bot.choose(rules.observe(state, seat), rng)
            state = rules.apply(state, action).state
            record = replace(record, actions=(*record.actions[:-1],
                                              (*record.actions[-1], action)))
        autosave.save(record)
        if say:
            print(total_actions(record), len(record.deal_seeds), flush=True)
    return record


def main(argv: list[str] | None = None) -> int:
    """Resume the autosave in DATA_DIR if unfinished, else start a new series; play it out.

    Prints ``problem: <damage>`` and returns 3 for a damaged autosave.
    """
    parser = argparse.ArgumentParser()
    parser.add_argument("data", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    options = parser.parse_args(argv)
    autosave = GameAutosave(options.data, COVENTRY)
    loaded = autosave.load()
    if isinstance(loaded, Problem):
        print("problem:", loaded.damage.value, flush=True)
        return 3
    if isinstance(loaded, LoadedRecord) and loaded.finished:
        print("finished", flush=True)
        return 0
    record = loaded.record if isinstance(loaded, LoadedRecord) else \
        fresh_record(options.seed, options.players)
    play(autosave, record, seed=options.seed, say=True)
    print("finished", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
