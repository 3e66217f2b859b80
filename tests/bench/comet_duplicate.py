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
