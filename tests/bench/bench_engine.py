"""Engine speed through the public API (``make bench``): deals/s and µs per apply.

Random play, 4 players, one core. The goal from issue 2 is ≥ 2,000 deals/s.
Not a test: speed goals live here, never in timed unit tests.
"""

from __future__ import annotations

import random
import time

from coventry_desktop.games.coventry import apply, legal_actions, new_deal


def random_deals(count: int, players: int = 4) -> tuple[float, int]:
    """Play ``count`` random deals; return (seconds, actions)."""
    rng = random.Random(0)
    actions = 0
    start = time.perf_counter()
    for seed in range(count):
        state = new_deal(players, seed % players, seed)
        while state.winner is None:
            state = apply(state, rng.choice(legal_actions(state))).state
            actions += 1
    return time.perf_counter() - start, actions


def apply_only(count: int) -> float:
    """Mean µs per ``apply`` over recorded (state, action) pairs of ``count`` deals."""
    rng = random.Random(1)
    pairs = []
    for seed in range(count):
        state = new_deal(4, 0, seed)
        while state.winner is None:
            action = rng.choice(legal_actions(state))
            pairs.append((state, action))
            state = apply(state, action).state
    start = time.perf_counter()
    for state, action in pairs:
        apply(state, action)
    return (time.perf_counter() - start) / len(pairs) * 1e6


def main() -> None:
    random_deals(200)  # warm-up
    runs = [random_deals(3000) for _ in range(3)]
    best = min(seconds for seconds, _ in runs)
    actions = runs[0][1]
    print(f"engine: {3000 / best:,.0f} random 4-player deals/s on one core "
          f"(best of 3; {actions / 3000:.1f} actions per deal)")
    print(f"engine: {min(apply_only(1000) for _ in range(3)):.2f} µs per apply")


if __name__ == "__main__":
    main()
