"""Hearts bots on duplicate deals: points per deal (lower is better) with 95% intervals.

    .venv/bin/python tests/bench/bench_hearts.py --preset classic \\
        --seats hard,normal,normal,normal --deals 100 --workers 2

Each shuffled deal is played once per seating, the levels rotated one chair each time,
so every level sits every chair with the same cards. Per deal, the first level's mean
points per seat-deal minus the other level's is one paired sample; the interval is
1.96 standard errors over deals. The generic ``python -m coventry_desktop tournament``
plays only the default options (Classic) and reports settlement units; this script adds
Standard (the give rotating with the deal number) and reports points, the unit of the
Hearts literature. It also counts moons per level (shot by a seat of that level, and
conceded: another seat shot while one of that level sat at the table, counted per seat) and
reports Hard's milliseconds per real play decision (median, 95th percentile, worst).
With ``--workers 1`` it plays in this process (time it on one core with ``taskset -c 1``).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import time

from coventry_desktop.games.hearts import CLASSIC, RULES, STANDARD, Phase
from coventry_desktop.games.hearts.bots import HardBot, make_bot
from coventry_desktop.games.hearts.settlement import moon_shooter

PRESETS = {"classic": CLASSIC, "standard": STANDARD}


def play_deal(args: tuple[int, str, tuple[str, ...], int, float | None, int, float, bool,
                        bool],
              ) -> tuple:
    """Play deal ``index`` in every seating.

    Returns:
        ``(mean points per seat-deal per level, Hard decision ms, moons shot per level,
        moons conceded per level)``.
    """
    index, preset, seats, seed, budget, samples, margin, give, moon = args
    options, n = PRESETS[preset], len(seats)
    deal_seed = random.Random(f"{seed}:{index}").getrandbits(63)
    totals = dict.fromkeys(seats, 0)
    chairs = dict.fromkeys(seats, 0)
    times: list[float] = []
    shot = dict.fromkeys(seats, 0)
    conceded = dict.fromkeys(seats, 0)
    for rotation in range(n):
        levels = [seats[(chair - rotation) % n] for chair in range(n)]
        bots = {level: make_bot(level) for level in set(levels)}
        for bot in bots.values():
            if isinstance(bot, HardBot):
                bot.budget_ms, bot.samples, bot.margin = budget, samples, margin
                bot.search_give, bot.moon_plan = give, moon
        rngs = [random.Random(f"{seed}:{index}:{rotation}:{c}") for c in range(n)]
        state = RULES.new_deal(seats=n, dealer=index % n, seed=deal_seed, number=index,
                               options=options)
        while (seat := RULES.to_act(state)) is not None:
            view = RULES.observe(state, seat)
            started = time.perf_counter()
            action = bots[levels[seat]].choose(view, rngs[seat])
            if levels[seat] == "hard" and view.phase is Phase.PLAY and \
                    view.playable().bit_count() > 1:
                times.append((time.perf_counter() - started) * 1e3)
            state = RULES.apply(state, action).state
        for seat, points in enumerate(RULES.points(state)):
            totals[levels[seat]] += points
            chairs[levels[seat]] += 1
        shooter = moon_shooter(state)
        if shooter is not None:
            shot[levels[shooter]] += 1
            for seat in range(n):
                conceded[levels[seat]] += seat != shooter
    return {level: totals[level] / chairs[level] for level in totals}, times, shot, conceded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", choices=sorted(PRESETS), default="classic")
    parser.add_argument("--seats", default="normal,easy,easy,easy")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--hard-budget-ms", type=float, default=HardBot().budget_ms,
                        help="0 = no limit (default: Hard's own)")
    parser.add_argument("--hard-samples", type=int, default=HardBot().samples,
                        help="default: Hard's own")
    parser.add_argument("--hard-margin", type=float, default=HardBot().margin)
    parser.add_argument("--hard-give", choices=("search", "normal"), default="normal")
    parser.add_argument("--hard-moon", choices=("plan", "off"), default="plan",
                        help="Hard's moon plan under shoot_the_moon")
    parser.add_argument("--dump", default=None, help="write the per-deal differences here")
    args = parser.parse_args()
    seats = tuple(args.seats.split(","))
    first, other = seats[0], next(level for level in seats if level != seats[0])
    jobs = [(i, args.preset, seats, args.seed, args.hard_budget_ms or None, args.hard_samples,
             args.hard_margin, args.hard_give == "search", args.hard_moon == "plan")
            for i in range(args.deals)]
    started = time.time()
    if args.workers == 1:
        results = list(map(play_deal, jobs))
    else:
        with multiprocessing.Pool(args.workers) as pool:
            results = pool.map(play_deal, jobs, chunksize=1)
    diffs = [means[first] - means[other] for means, *_ in results]
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as out:
            json.dump(diffs, out)
    mean = statistics.fmean(diffs)
    ci = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    for level in (first, other):
        values = [means[level] for means, *_ in results]
        level_ci = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
        print(f"{level:>7}: {statistics.fmean(values):6.2f} ± {level_ci:.2f} points per deal")
    print(f"{first} − {other}: {mean:+.2f} ± {ci:.2f} points per deal "
          f"({args.preset}, {len(seats)} players, {args.deals} deals × {len(seats)} seatings, "
          f"{time.time() - started:.0f} s)")
    seat_deals = {level: args.deals * len(seats) * seats.count(level) for level in (first, other)}
    if PRESETS[args.preset].shoot_the_moon:
        for level in (first, other):
            shots = sum(r[2][level] for r in results)
            against = sum(r[3][level] for r in results)
            print(f"{level:>7}: moons shot {shots}, conceded {against} in {seat_deals[level]} "
                  f"seat-deals ({against / seat_deals[level]:.2%})")
    times = sorted(t for _, ts, *_ in results for t in ts)
    if times:
        p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
        print(f"hard: {len(times)} decisions, median {statistics.median(times):.1f} ms, "
              f"95th percentile {p95:.1f} ms, worst {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
