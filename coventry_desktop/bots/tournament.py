"""Bot tournament on duplicate deals (issue 4).

    python -m coventry_desktop tournament --players 4 --deals 2000 \\
        --seats hard,normal,normal,normal --seed 1

Each shuffled deal is replayed once per seating, the seat assignment rotated one
chair each time, so every bot plays every chair with the same cards and luck of
the deal cancels out. Deals are spread over a process pool. For each level it
prints mean units per deal with a 95% confidence interval, the win rate with its
interval, and the median and worst milliseconds per real decision (forced plays
are not timed). Intervals treat each shuffled deal (all its seatings together) as
one independent sample, since the seatings of one deal are correlated.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from ..engine import apply, new_deal, observe, settle
from . import LEVELS, Bot, HardBot, make_bot
from .knowledge import is_real_decision


@dataclass(frozen=True, slots=True)
class DealResult:
    """One shuffled deal played in every seating.

    Attributes:
        units: per level, units won summed over the level's chairs and seatings.
        chairs: per level, chairs it filled summed over seatings (its seat-deals).
        wins: per level, deals won.
        decision_ms: per level, milliseconds of each real decision.
    """

    units: dict[str, int]
    chairs: dict[str, int]
    wins: dict[str, int]
    decision_ms: dict[str, list[float]]


@dataclass(frozen=True, slots=True)
class LevelStats:
    """One level's line of the report; means are per seat-deal, intervals 95%."""

    level: str
    chairs: int
    units: int
    mean_units: float
    units_ci: float
    win_rate: float
    win_ci: float
    decisions: int
    median_ms: float
    worst_ms: float


@dataclass(frozen=True, slots=True)
class Options:
    """What to play: table size, seats by level, number of shuffled deals, seed, Hard's budget."""

    players: int
    seats: tuple[str, ...]
    deals: int
    seed: int
    hard_budget_ms: float | None
    hard_samples: int


def _bots(options: Options) -> dict[str, Bot]:
    bots = {level: make_bot(level) for level in set(options.seats)}
    if "hard" in bots:
        bots["hard"] = HardBot(samples=options.hard_samples, budget_ms=options.hard_budget_ms)
    return bots


def play_deal(index: int, options: Options) -> DealResult:
    """Play shuffled deal ``index`` once per seating; a pure function of its inputs but timings."""
    bots = _bots(options)
    players, seats = options.players, options.seats
    deal_seed = random.Random(f"{options.seed}:{index}").getrandbits(63)
    units: dict[str, int] = dict.fromkeys(seats, 0)
    chairs: dict[str, int] = dict.fromkeys(seats, 0)
    wins: dict[str, int] = dict.fromkeys(seats, 0)
    decision_ms: dict[str, list[float]] = {level: [] for level in seats}
    for rotation in range(players):
        levels = [seats[(chair - rotation) % players] for chair in range(players)]
        rngs = [random.Random(f"{options.seed}:{index}:{rotation}:{chair}")
                for chair in range(players)]
        state = new_deal(players, index % players, deal_seed)
        while state.winner is None:
            seat = state.turn
            view = observe(state, seat)
            started = time.perf_counter()
            action = bots[levels[seat]].choose(view, rngs[seat])
            if is_real_decision(view):
                decision_ms[levels[seat]].append((time.perf_counter() - started) * 1e3)
            state = apply(state, action).state
        for seat, won in enumerate(settle(state)):
            level = levels[seat]
            units[level] += won
            chairs[level] += 1
            wins[level] += seat == state.winner
    return DealResult(units, chairs, wins, decision_ms)


def _mean_ci(samples: Sequence[float]) -> tuple[float, float]:
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def summarise(results: Sequence[DealResult], seats: Sequence[str]) -> list[LevelStats]:
    """Per level (in ``LEVELS`` order), the report line over all ``results``."""
    lines = []
    for level in (level for level in LEVELS if level in seats):
        per_deal = [r.units[level] / r.chairs[level] for r in results]
        win_rates = [r.wins[level] / r.chairs[level] for r in results]
        times = sorted(ms for r in results for ms in r.decision_ms[level])
        mean, ci = _mean_ci(per_deal)
        win, win_ci = _mean_ci(win_rates)
        lines.append(LevelStats(
            level=level, chairs=sum(r.chairs[level] for r in results),
            units=sum(r.units[level] for r in results), mean_units=mean, units_ci=ci,
            win_rate=win, win_ci=win_ci, decisions=len(times),
            median_ms=statistics.median(times) if times else math.nan,
            worst_ms=times[-1] if times else math.nan,
        ))
    return lines


def run(options: Options, *, workers: int = 0,
        progress: Callable[[int, int], None] | None = None) -> list[LevelStats]:
    """Play the tournament and summarise it.

    Args:
        options: what to play.
        workers: processes; 0 means one per core, 1 plays in this process.
        progress: called with (deals done, deals) after each shuffled deal.
    """
    work = partial(play_deal, options=options)
    workers = workers or os.cpu_count() or 1
    results: list[DealResult] = []
    if workers == 1:
        outcomes: Iterable[DealResult] = map(work, range(options.deals))
        results = _collect(outcomes, options.deals, progress)
    else:
        with multiprocessing.Pool(workers) as pool:
            chunk = max(1, min(16, options.deals // (workers * 8)))
            results = _collect(pool.imap_unordered(work, range(options.deals), chunk),
                               options.deals, progress)
    return summarise(results, options.seats)


def _collect(outcomes: Iterable[DealResult], total: int,
             progress: Callable[[int, int], None] | None) -> list[DealResult]:
    results = []
    for result in outcomes:
        results.append(result)
        if progress is not None:
            progress(len(results), total)
    return results


def format_report(options: Options, lines: Sequence[LevelStats]) -> str:
    """The table printed at the end: one line per level."""
    budget = ("no time limit" if options.hard_budget_ms is None
              else f"{options.hard_budget_ms:g} ms")
    head = (f"{options.players} players, {options.deals} duplicate deals x {options.players} "
            f"seatings, seats {','.join(options.seats)}, seed {options.seed}")
    if "hard" in options.seats:
        head += f", hard: {options.hard_samples} samples / {budget}"
    rows = [head, f"{'level':<7} {'seat-deals':>10}  {'units/deal ± 95% CI':<17}  "
                  f"{'win rate ± 95% CI':<17}  {'median ms':>9}  {'worst ms':>9}"]
    for line in lines:
        rows.append(
            f"{line.level:<7} {line.chairs:>10}  {line.mean_units:>+7.3f} ± {line.units_ci:<7.3f}  "
            f"{line.win_rate:>6.1%} ± {line.win_ci:<8.1%}  {line.median_ms:>9.2f}  "
            f"{line.worst_ms:>9.2f}"
        )
    return "\n".join(rows)


def _bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals", end=end,
          flush=True)


def _parse(argv: Sequence[str]) -> tuple[Options, int]:
    parser = argparse.ArgumentParser(
        prog="coventry-desktop tournament", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4, choices=range(3, 7), metavar="3..6")
    parser.add_argument("--deals", type=int, default=200, help="shuffled deals (default 200)")
    parser.add_argument("--seats", default=None,
                        help="comma-separated levels, one per seat (default hard,normal,...)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=0, help="processes (default: all cores)")
    default = HardBot()
    parser.add_argument("--hard-budget-ms", type=float, default=default.budget_ms or 0.0,
                        help="Hard's time per real decision; 0 = no limit (default: the "
                             f"game's, {default.budget_ms:g})")
    parser.add_argument("--hard-samples", type=int, default=default.samples,
                        help=f"Hard's most sampled deals per decision (default {default.samples})")
    args = parser.parse_args(list(argv))
    seats = tuple((args.seats or ",".join(["hard"] + ["normal"] * (args.players - 1))).split(","))
    if len(seats) != args.players:
        parser.error(f"--seats names {len(seats)} seats for {args.players} players")
    unknown = sorted(set(seats) - set(LEVELS))
    if unknown:
        parser.error(f"unknown level {unknown[0]!r}; expected one of {', '.join(LEVELS)}")
    if args.deals < 1 or args.hard_samples < 1 or args.workers < 0:
        parser.error("--deals and --hard-samples must be positive, --workers at least 0")
    budget = args.hard_budget_ms or None
    return Options(args.players, seats, args.deals, args.seed, budget, args.hard_samples), \
        args.workers


def main(argv: Sequence[str]) -> int:
    """Command line entry point: play, print the report; returns the exit status."""
    options, workers = _parse(argv)
    progress = _bar if sys.stdout.isatty() else None
    lines = run(options, workers=workers, progress=progress)
    print(format_report(options, lines))
    return 0
