"""Comet duplicate-deal evaluation of bot variants, and whether holding the Comet pays.

    .venv/bin/python tests/bench/comet_duplicate.py --players 3 --deals 2000 \\
        --seats normal,hold,hold

Each shuffled deal is played once per seating, the seats rotated one chair each time,
so every variant sits every chair with the same cards. Means are units per seat-deal;
intervals are 95% over deals (all seatings of one deal form one sample). The general
level tournament is ``python -m coventry_desktop tournament --game comet``; this script
adds variants that are not levels:

- ``hold``: Normal, but it passes instead of playing the Comet while it and every
  opponent hold more than 3 cards (it keeps the Comet as an escape for later).
- ``hold-late``: Normal, but it plays the Comet only when it or an opponent is down
  to 2 cards, or as its last card.

It also counts how often Hard, given the choice, holds the Comet (``--hard-holds``),
and (``--oracle``) at every Comet chance of Normal-only deals compares, on the true
hands, passing once with playing the Comet at once, everyone playing Normal after.

Comet's rules, bots and their measurements (moved from the README)
------------------------------------------------------------------
Comet follows `shared/COMET.md` (CM-1…CM-18, from seed 004, Foster's "Commit"): 51 cards (no
8♦), runs upward in suit, the holder of the next card must play it (CM-8), a King stops its
run and gives a free start, 9♦ the Comet may replace a pass and opens a diamond branch,
payments during play (an Ace start, a King: 1 from each; the Comet: 2 from each), the bank
to whoever goes out first, and end penalties for a Comet or Kings still held. Where the card
is open, `games/comet/__init__.py` lists our decisions (for example: a run whose next card
was already played stops as after 7♦). Bots: **Easy** plays a random legal card (the Comet
when allowed); **Normal** keeps the lead (Kings, cards whose successor is known dead or
played), starts with Aces, plays the Comet at once, takes the branch it can extend; **Hard**
deals the hidden hands and dead cards many times over, consistently with what the seat saw
(a pass proves the passer lacks the card; a full round proves it dead), and plays each
candidate out with Normal over a fixed 128 sampled deals per real decision; its 1 s time
limit is only a safety cap, which the tournament counts as ``cut``, and it draws from its
RNG exactly as Normal does (its search has a generator of its own), so
``--common-random`` replays Normal's table until Hard deviates. Duplicate deals, seatings
rotated, 95% intervals (`python -m coventry_desktop tournament --game comet`, seed 1; Hard −
Normal as the README's rows L5–L9, 200 deals with ``--common-random``, on a 2-core machine
loaded by other test runs; Hard's ms per real decision median / 95th percentile / worst):

- players 2: Normal − Easy, units/deal (2000 deals): +1.35 ± 0.12; Hard − Normal: +2.66 ±
  0.21; Hard ms 267 / 785 / 1,297 (43 of 2,640 decisions cut)
- players 3: Normal − Easy: +1.57 ± 0.09; Hard − Normal: +3.04 ± 0.26; 164 / 544 / 1,008
  (3 of 2,373 cut)
- players 4: Normal − Easy: +2.36 ± 0.10; Hard − Normal: +1.28 ± 0.26; 175 / 469 / 751
  (none of 2,331 cut)
- players 5: Normal − Easy: +2.58 ± 0.10; Hard − Normal: +0.67 ± 0.20; 156 / 444 / 1,608
  (11 of 2,119 cut)
- players 6: Normal − Easy: +2.33 ± 0.10; Hard − Normal: +0.79 ± 0.22; 159 / 655 / 2,272
  (53 of 1,877 cut)

The strength goals, set for 3 and 4 players, are met at every table size (Normal ≥ Easy +
0.5; Hard ≥ Normal + 0.2 with the interval above 0). The time goal (Hard's median under 100
ms, worst under 500 ms on a shared 2-core machine) is **missed** by the fixed-sample Hard:
its median is 156–267 ms and its worst 0.75–2.3 s here (on the lightly loaded machine where
128 samples were chosen, seed 5: median 133–168 ms, worst 418 ms); the 60 ms Hard it
replaced met it (median 61 ms, worst 117–303 ms) with Hard − Normal +2.98 ± 0.25 (60 deals),
+3.01 ± 0.24 (200), +1.11 ± 0.26 (200), +0.90 ± 0.64 (60) and +0.66 ± 0.49 (60) at 2–6
players, but its results depended on the machine's load.

**Holding the Comet back** never paid on average: keeping it while every hand has more
than 3 cards scored −0.01 ± 0.07 (3 players) and −0.00 ± 0.05 (4) against playing it at
once, keeping it until someone has 2 cards −0.22 ± 0.08 and −0.05 ± 0.06 (1,500 deals each);
an oracle that sees all hands finds passing better in about a third of positions, so Hard
(which searches the choice) holds it sometimes (8 of 41 chances at 3 players, counted with
the 60 ms Hard).
`tests/bench/comet_duplicate.py` runs these variants.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from coventry_desktop.games.comet import RULES, Action, CometState
from coventry_desktop.games.comet.bots import EasyBot, HardBot, NormalBot
from coventry_desktop.games.comet.bots.easy import comet_now, legal_for
from coventry_desktop.games.comet.observe import CometView, observe
from coventry_desktop.games.comet.state import Phase


class HoldComet(NormalBot):
    """Normal that keeps the Comet while every hand at the table is bigger than ``keep``."""

    def __init__(self, keep: int) -> None:
        self.keep = keep

    def choose(self, view: CometView, rng: random.Random) -> Action:
        actions = legal_for(view)
        comet = comet_now(view, actions)
        if comet is not None and min(view.hand_sizes) > self.keep:
            return actions[1]  # the pass
        return super().choose(view, rng)


FACTORIES: dict[str, Callable[[], object]] = {
    "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
    "hold": lambda: HoldComet(3), "hold-late": lambda: HoldComet(2),
}


TIMES: dict[str, list[float]] = {}
"""Per variant, milliseconds of every decision with more than one legal action."""


def play(seats: list[str], deals: int, seed: int) -> list[dict[str, float]]:
    """Per deal, each variant's mean units per seat-deal over its chairs and seatings."""
    players, rows = len(seats), []
    for deal in range(deals):
        total = dict.fromkeys(seats, 0.0)
        count = dict.fromkeys(seats, 0)
        for shift in range(players):
            seating = seats[shift:] + seats[:shift]
            table = [FACTORIES[name]() for name in seating]
            state = RULES.new_deal(seats=players, dealer=deal % players,
                                   seed=seed * 1_000_003 + deal, number=0)
            rng = random.Random(deal)
            while (seat := RULES.to_act(state)) is not None:
                view = observe(state, seat)
                begin = time.perf_counter()
                action = table[seat].choose(view, rng)  # type: ignore[attr-defined]
                if len(view.legal_actions()) > 1:
                    ms = (time.perf_counter() - begin) * 1e3
                    TIMES.setdefault(seating[seat], []).append(ms)
                state = RULES.apply(state, action).state
            for seat, units in enumerate(RULES.settlement(state)):
                total[seating[seat]] += units
                count[seating[seat]] += 1
        rows.append({name: total[name] / count[name] for name in seats})
    return rows


def mean_ci(samples: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    mean = statistics.fmean(samples)
    spread = statistics.stdev(samples) if len(samples) > 1 else 0.0
    return mean, 1.96 * spread / math.sqrt(len(samples))


def hard_holds(players: int, deals: int) -> tuple[int, int]:
    """How often Hard, with the Comet allowed, passed instead: (held, chances)."""
    held = chances = 0
    for deal in range(deals):
        state = RULES.new_deal(seats=players, dealer=0, seed=deal, number=0)
        table = [HardBot()] + [NormalBot() for _ in range(players - 1)]
        rng = random.Random(deal)
        while (seat := RULES.to_act(state)) is not None:
            view = observe(state, seat)
            action = table[seat].choose(view, rng)
            if seat == 0 and comet_now(view, view.legal_actions()) is not None:
                chances += 1
                held += not action.cards
            state = RULES.apply(state, action).state
    return held, chances


def _final(state: CometState, action: Action, me: int, seed: int) -> int:
    """``me``'s final balance after ``action``, every seat then playing Normal."""
    bot, rng = NormalBot(), random.Random(seed)
    state = RULES.apply(state, action).state
    while state.phase is not Phase.OVER:
        legal = RULES.legal_actions(state)
        choice = legal[0] if len(legal) == 1 else bot.choose(observe(state, state.turn), rng)
        state = RULES.apply(state, choice).state
    return state.balances[me]


def oracle(players: int, deals: int, rollouts: int = 8) -> tuple[list[float], int]:
    """Per Comet chance in Normal-only deals, the mean gain of passing over the Comet."""
    gains, better = [], 0
    for deal in range(deals):
        state = RULES.new_deal(seats=players, dealer=0, seed=deal, number=0)
        bot, rng = NormalBot(), random.Random(deal)
        while (seat := RULES.to_act(state)) is not None:
            view = observe(state, seat)
            actions = view.legal_actions()
            comet = comet_now(view, actions)
            if comet is not None:
                bare = replace(state, history=())
                gain = statistics.fmean(
                    _final(bare, actions[1], seat, k) - _final(bare, comet, seat, k)
                    for k in range(rollouts))
                gains.append(gain)
                better += gain > 0
            state = RULES.apply(state, bot.choose(view, rng)).state
    return gains, better


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seats", default="normal,hold,hold")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-holds", action="store_true")
    parser.add_argument("--oracle", action="store_true")
    args = parser.parse_args()
    if args.oracle:
        gains, better = oracle(args.players, args.deals)
        mean, ci = mean_ci(gains)
        print(f"{args.players} players: {len(gains)} Comet chances; passing once minus the "
              f"Comet at once: {mean:+.3f} ± {ci:.3f}; passing better in {better} "
              f"({100 * better / len(gains):.1f}%)")
        return
    if args.hard_holds:
        held, chances = hard_holds(args.players, args.deals)
        print(f"Hard held the Comet {held} times in {chances} chances "
              f"({args.players} players, {args.deals} deals)")
        return
    seats = args.seats.split(",")
    rows = play(seats, args.deals, args.seed)
    names = list(dict.fromkeys(seats))
    print(f"{args.players} players, {args.deals} deals, seats {args.seats}")
    for name in names:
        mean, ci = mean_ci([row[name] for row in rows])
        times = TIMES.get(name, [0.0])
        print(f"{name:10} {mean:+.3f} ± {ci:.3f}   decision ms: median "
              f"{statistics.median(times):.2f}, worst {max(times):.2f}")
    for a in names:
        for b in names:
            if a < b:
                mean, ci = mean_ci([row[a] - row[b] for row in rows])
                print(f"{a} - {b}: {mean:+.3f} ± {ci:.3f}")


if __name__ == "__main__":
    main()
