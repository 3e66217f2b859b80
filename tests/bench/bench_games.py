"""Every registered game's speed through the protocol (``make bench``): random deals/s.

Random legal play at 4 seats on one core, the same loop for every game, printed side by
side in one run (Hearts' give included: one random legal give per seat). Goals: Coventry
and Comet at least 2,000 deals/s, Hearts at least 1,500 deals/s (issues 2, 14, 15).
Not a test: speed goals live here, never in timed unit tests.
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
