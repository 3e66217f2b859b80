"""Every registered game's speed through the protocol (``make bench``): random deals/s.

Random legal play at 4 seats on one core, the same loop for every game, printed side by
side in one run (Hearts' give included: one random legal give per seat). Goals: Coventry
and Comet at least 2,000 deals/s, Hearts at least 1,500 deals/s (issues 2, 14, 15).
Not a test: speed goals live here, never in timed unit tests.

Measured (moved from the README)
--------------------------------
Speed (`make bench`, `tests/bench/bench_games.py`: random legal play at 4 seats through the
protocol, one core of this shared 2-core machine, every game in the same run; three runs of
`taskset -c 0 .venv/bin/python tests/bench/bench_games.py`): Coventry 2,837 / 2,824 / 2,952
deals/s, **Comet 3,310 / 3,347 / 3,295 deals/s (goal 2,000: met)**, **Hearts 1,928 / 1,924 /
1,843 deals/s, give included (goal 1,500: met)**. Before, in the same conditions, Comet ran
1,754–1,825 and Hearts 965–985 (629 before its legal gives stopped sorting each of their 286
combinations again). The rules did not change, only how they build values: a state is built
by a twin class with the same slots that then becomes the frozen dataclass (the frozen
`__init__` and `dataclasses.replace` set each of 16 fields through `object.__setattr__`),
Comet's events are built once and shared, Hearts' 286 gives are built by `map` over
`itertools.combinations` without a sort, a give is checked by its mask, and following suit
is decided before Hearts' other play rules.
"""

from __future__ import annotations

import random
import time

from coventry_desktop.games import GAMES

GOALS = {"coventry": 2000, "comet": 2000, "hearts": 1500}


def deals_per_second(game_id: str, seconds: float = 2.0, seats: int = 4) -> tuple[float, float]:
    """Random deals for about ``seconds``; returns (deals/s, µs per apply)."""
    info = next(info for info in GAMES if info.id == game_id)
    rules, rng = info.rules, random.Random(0)
    deals = applies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rules.new_deal(seats=seats, dealer=deals % seats, seed=deals, number=0,
                               options=info.default_options)
        while rules.to_act(state) is not None:
            state = rules.apply(state, rng.choice(list(rules.legal_actions(state)))).state
            applies += 1
        deals += 1
    elapsed = time.perf_counter() - start
    return deals / elapsed, elapsed / applies * 1e6


def main() -> None:
    print("game       deals/s   µs/apply   goal")
    for info in GAMES:
        rate, per_apply = deals_per_second(info.id)
        goal = GOALS.get(info.id)
        verdict = "" if goal is None else ("met" if rate >= goal else "MISSED")
        print(f"{info.id:<9} {rate:9.0f} {per_apply:10.1f}   ≥ {goal} {verdict}")


if __name__ == "__main__":
    main()
