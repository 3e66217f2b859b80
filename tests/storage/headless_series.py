"""A headless all-bot series that autosaves after every action and resumes at start.

Run as a script by the kill-and-resume test (``python headless_series.py DATA_DIR
--seed 5``): it plays Easy bots in every seat, saves the record through
``Autosave`` after each action and prints the number of actions saved so far, so
the test knows which saves were acknowledged before it killed the process.
Bot randomness comes from (seed, deal, action index), so a resumed series plays
exactly as an uninterrupted one would.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

from coventry_desktop.games.coventry import SeriesRecord, apply, observe, replay_series
from coventry_desktop.games.coventry.bots import make_bot
from coventry_desktop.storage import Autosave, Problem, Saved

NAMES = ("Анна", "Élodie", "Basil", "Zoë", "Дмитрий", "Ada")


def fresh_record(seed: int, players: int) -> SeriesRecord:
    """An empty six-deal series with the first dealer drawn from ``seed``."""
    first_dealer = random.Random(seed).randrange(players)
    return SeriesRecord(players, first_dealer, seed, 6, (), NAMES[:players])


def total_actions(record: SeriesRecord) -> int:
    """Actions in the record over all deals."""
    return sum(len(deal) for deal in record.actions)


def play(autosave: Autosave, record: SeriesRecord, *, say: bool = False) -> SeriesRecord:
    """Play ``record`` to the end of the series, saving after every action.

    Returns:
        The finished record.
    """
    bot = make_bot("easy")
    replayed = replay_series(record)
    series, deal = replayed.series, replayed.deal
    while not series.is_over:
        if deal is None or deal.winner is not None:
            deal = series.next_deal()
            record = replace(record, actions=(*record.actions, ()))
        else:
            rng = random.Random(f"{record.seed}/{len(record.actions)}/{len(deal.history)}")
            action = bot.choose(observe(deal, deal.turn), rng)
            deal = apply(deal, action).state
            record = replace(record, actions=(*record.actions[:-1], deal.history))
            if deal.winner is not None:
                series = series.with_result(deal)
        autosave.save(record, {"occupants": ["bot"] * record.players})
        if say:
            print(total_actions(record), len(record.actions), flush=True)
    return record


def main(argv: list[str] | None = None) -> int:
    """Resume the autosave in DATA_DIR if unfinished, else start a new series; play it out."""
    parser = argparse.ArgumentParser()
    parser.add_argument("data", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    options = parser.parse_args(argv)
    autosave = Autosave(options.data / "autosave.json")
    loaded = autosave.load()
    if isinstance(loaded, Problem):
        print("problem:", loaded.damage.value, flush=True)
        return 3
    if isinstance(loaded, Saved) and loaded.finished:
        print("finished", flush=True)
        return 0
    record = loaded.record if isinstance(loaded, Saved) else fresh_record(options.seed,
                                                                          options.players)
    play(autosave, record, say=True)
    print("finished", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
