"""Bot tournament on duplicate deals, for any registered game (issue 4, #13).

    python -m coventry_desktop tournament --game coventry --players 4 --deals 2000 \\
        --seats hard,normal,normal,normal --seed 1

Each shuffled deal is replayed once per seating, the seat assignment rotated one
chair each time, so every bot plays every chair with the same cards and luck of
the deal cancels out. Deals are spread over a process pool. For each level it
prints mean units per seat-deal (the game's settlement, higher is better) with a
95% confidence interval, the win rate with its interval (a win is the best
settlement at the table; a shared best counts as a win for each seat sharing it),
and the median and worst milliseconds per real decision (forced actions are not
timed). Then, for each pair of levels at the table, the stronger level's mean
minus the weaker's, with a 95% interval on the per-deal paired differences.
Intervals treat each shuffled deal (all its seatings together) as one independent
sample, since the seatings of one deal are correlated.

``--preset NAME`` plays one of the game's option presets (Hearts: ``Classic``, the
default, or ``Standard``). Where the game counts points apart from its settlement (Hearts:
lower is better), each line also gives points per seat-deal with a 95% interval and each
pair its paired difference in points; where the game counts things per deal
(``GameInfo.deal_counts``: Hearts' moons, Comet's comets), a line per level gives them per
1,000 seat-deals, its own and the other seats' at its tables (Hearts: moons shot and
conceded). Each level's line has the 95th percentile of its decision times beside the
median and the worst.

The anchor match: ``--bot LEVEL=MODULE:FACTORY`` seats a bot from outside the project as
``LEVEL`` (repeatable). ``FACTORY()`` makes one for every chair of every seating; it is
handed only ``observe(state, seat)`` and the chair's RNG, and returns an action, which the
rules check like any other. External levels are listed first and every pair reads "our
level − the external bot". GNOME Hearts 0.3.1's players sit in the tests
(``tests/anchor/gnome_hearts.py``, GPL files under ``tests/data/third_party/``, never in the
wheel), for example:

    python -m coventry_desktop tournament --game hearts --preset Standard --deals 200 \\
        --bot peter=tests.anchor.gnome_hearts:peter --seats hard,peter,peter,peter

Earl of Coventry's bots and their measurements (moved from the README)
-----------------------------------------------------------------------
The empty chairs are played by bots at three levels, chosen per seat in the new game dialog;
the Hint uses Hard. Every bot sees only `observe(state, seat)` (its own hand, hand sizes,
spent quartets and the public history) and gets its `random.Random` passed in, never the
global one, so a seeded game replays exactly (Hard too: its search plays a fixed number of
samples, and its time limit is only a 1 s safety cap, which the tournament reports if it
ever cuts a search short; saved records hold the actions, so they always replay).

    import random
    from coventry_desktop.games.coventry.bots import LEVELS, make_bot  # ("easy", "normal", "hard")
    from coventry_desktop.games.coventry import apply, new_deal, observe

    state = new_deal(players=4, dealer=0, seed=1)
    bot = make_bot("hard")                                   # ValueError for an unknown level
    action = bot.choose(observe(state, state.turn), random.Random(7))
    state = apply(state, action).state                       # always a legal action

- **Easy** leads a random card.
- **Normal** leads the rank it holds most of (four first: the "Earl" keeps the lead for
  free; three keep it too), ties broken at random, since a fixed tie-break can be exploited.
- **Hard** deals the cards it cannot see many times over, consistently with what it has seen
  (hand sizes, spent ranks, and the inference that a seat which led a rank it held *k* of
  holds at most *k* of any other), plays each deal to the end for every possible lead (lead
  one, two, three or four of a rank) with every seat leading greedily, and leads the one
  with the best mean settlement (units, as the series counts them, not wins). Defaults: 128
  sampled deals per decision, with 1,000 ms as a safety cap only (`HardBot(samples=,
  budget_ms=)`; until #27 the search stopped at 50 ms, which the loaded machine reached).

Only a lead is a real decision: following is forced and suits never matter, so a forced
action is returned at once and ranks held equally often are interchangeable. Hard's search
runs on a rank-count simulation of the rules (`games/coventry/bots/kernel.py`) that a
property test proves gives the same winner and settlement as the engine on 3,000 random
deals at 3–6 players. A test proves blindness: two states that differ only in cards the seat
cannot see give the same decision for the same RNG seed, at every level.

    python -m coventry_desktop tournament --game coventry --players 4 --deals 2000 \\
        --seats hard,normal,normal,normal --seed 1

plays any registered game (`--game coventry|comet|hearts`, default `coventry`; `--players`
must be a table size the game allows, default 4) through the game protocol only
(`coventry_desktop/tournament.py`, no Qt). Each shuffled deal is played once per seating,
the seats rotated so every bot sits in every chair with the same cards (duplicate deals), on
a process pool over all cores (`--workers N`), with a progress bar on a terminal. It prints,
per level, mean units per seat-deal (the game's settlement) with a 95% confidence interval,
win rate with its interval (a win is the best settlement at the table; a tie for best is a
win for each seat in it, and such shared wins are counted on a line of their own), and the
median and worst milliseconds per real decision; then, for each pair of levels, the stronger
one's mean minus the weaker one's with a 95% interval on the per-deal paired differences
(each shuffled deal with all its seatings is one sample). A real decision is one with more
than one legal action, except in Coventry, where only a lead between ranks held a different
number of times is one. `--hard-samples` and `--hard-budget-ms` change Hard's search (0 = no
time limit) in a game whose Hard bot has `samples` and `budget_ms` (Coventry's does);
elsewhere they are refused.

`--common-random` keys each chair's RNG by deal and chair, the same in every seating,
instead of by deal, seating and chair. With one Hard among Normals, each seating is then
the all-Normal table with one chair's bot replaced, and Hard draws from its RNG as Normal
does (its search has a generator of its own), so the seating replays the all-Normal table
exactly until Hard leads differently. Since the all-Normal table's units sum to 0, Hard's
units over the seatings are exactly the sum over chairs of (Hard in the chair) minus
(Normal in the chair at the all-Normal table): the same unbiased estimate, from which the
noise of every choice Hard shares with Normal has cancelled. At 5 players it cut the 95%
interval of Hard − Normal from ±0.405 to ±0.212 units per deal on the same 200 deals.

The figures below are from before #27, when Hard's search stopped at 50 ms (so they depended
on the machine's load) and without common random numbers; the README's rows L1–L4 give the
fixed-sample Hard against Normal at 3–6 players, each with its command.

Measured on this 2-core machine, shared with other jobs (so the millisecond columns include
time the process waited for a core), Hard at its defaults, seed 1:

- players, duplicate deals 4, 2000, seed 1: level (seats): Normal (1); units/deal ± 95% CI:
  **+0.775 ± 0.111**; win rate ± 95% CI: 24.5% ± 0.9%; ms/decision median: 0.01; worst: 41.5
- players, duplicate deals 4, 2000, seed 1: level (seats): Easy (3); units/deal ± 95% CI:
  −0.258 ± 0.037; win rate ± 95% CI: 25.2% ± 0.3%; ms/decision median: 0.01; worst: 28.5
- players, duplicate deals 3, 1000: level (seats): Hard (1); units/deal ± 95% CI: +0.108 ±
  0.100; win rate ± 95% CI: 34.7% ± 1.6%; ms/decision median: 9.4; worst: 255
- players, duplicate deals 3, 1000: level (seats): Normal (2); units/deal ± 95% CI: −0.054 ±
  0.050; win rate ± 95% CI: 32.6% ± 0.8%; ms/decision median: 0.01; worst: 47.8
- players, duplicate deals 4, 2000: level (seats): Hard (1); units/deal ± 95% CI: −0.012 ±
  0.093; win rate ± 95% CI: 26.6% ± 0.9%; ms/decision median: 10.2; worst: 230
- players, duplicate deals 4, 2000: level (seats): Normal (3); units/deal ± 95% CI: +0.004 ±
  0.031; win rate ± 95% CI: 24.5% ± 0.3%; ms/decision median: 0.01; worst: 12.1
- players, duplicate deals 5, 1000: level (seats): Hard (1); units/deal ± 95% CI: −0.087 ±
  0.138; win rate ± 95% CI: 19.6% ± 0.9%; ms/decision median: 7.4; worst: 48.2
- players, duplicate deals 5, 1000: level (seats): Normal (4); units/deal ± 95% CI: +0.022 ±
  0.034; win rate ± 95% CI: 20.1% ± 0.2%; ms/decision median: 0.01; worst: 16.0
- players, duplicate deals 6, 1000: level (seats): Hard (1); units/deal ± 95% CI: +0.007 ±
  0.160; win rate ± 95% CI: 17.2% ± 0.9%; ms/decision median: 8.5; worst: 56.8
- players, duplicate deals 6, 1000: level (seats): Normal (5); units/deal ± 95% CI: −0.001 ±
  0.032; win rate ± 95% CI: 16.6% ± 0.2%; ms/decision median: 0.01; worst: 8.6

The Hard rows are seed 2, run after Hard's settings were chosen on seeds 1 and 3, with the
machine loaded at about 3.5 processes per 2 cores.

- **Normal beats Easy** by +1.03 units per deal (+0.775 against −0.258), past the +0.5 goal;
  it wins no more often (24.5% against 25%), it wins bigger pots.
- **Hard against Normal at 1,000–2,000 deals: not resolved.** Hard's units per deal are
  within the noise of Normal's at every table size (only 3 players has its interval above 0,
  just), and it wins more often at 3, 4 and 6 players (26.6% against the 25% share at 4). On
  seed 3, 3,000 duplicate 4-player deals gave Hard +0.091 ± 0.074 units per deal; on seed 1,
  +0.00 to +0.10 ± 0.10 depending on settings. So Hard is at best about +0.1 units per deal
  stronger, which 2,000 duplicate deals (±0.1) cannot resolve. Measured one decision at a
  time against the true hands, Hard's lead beats the greedy one by +0.08 units per real
  decision, but that does not add up to as much over whole deals. What was tried: 100–400
  samples; a margin of 0, 1 or 2 standard errors before leaving the greedy lead; soft and
  hard lead caps; rollout ties broken per lead instead of per rollout. Static rules ("lead a
  single before a pair", "smallest group first") at best tie greedy and mostly lose to it by
  0.3–3.7 units per deal on the kernel, so Hard's gains are situational.
- **A larger run resolves it at 4 players.** 8,000 duplicate deals × 4 seatings, seed 7,
  Hard at its defaults (4 min 48 s on 2 cores): Hard **+0.054 ± 0.047** units per deal and
  **27.0% ± 0.5%** wins, Normal −0.018 ± 0.016 and 24.3% ± 0.2%. Hard is measurably stronger
  than Normal there, by a small margin (about +0.07 units per deal); the 3, 5 and 6-player
  tables above are still within their noise.
- **Speed**: Normal 0.01 ms per decision; Hard 5–10 ms median. The worst cases above (up to
  255 ms for Hard, 48 ms even for Normal's 0.01 ms decisions) are the process waiting for a
  core on the loaded machine: earlier runs on a quiet machine gave Hard under 20 ms worst,
  and `make bench` prints the 99th percentile beside the worst.

`make bench` prints the speeds: the kernel plays 33,000–50,000 greedy 4-player deals per
second on one core (goal ≥ 10,000; about 4,000 when the machine was loaded at 7 processes on
2 cores), and Normal's and Hard's milliseconds per real decision (median, 99th percentile,
worst).
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from . import games
from .engine.game import BOT_LEVELS, Bot, GameInfo
from .engine.series import settle

if TYPE_CHECKING:
    from .engine.game import Number


@runtime_checkable
class SearchBot(Protocol):
    """A bot whose search the tournament may size (Coventry's ``HardBot``).

    A game's Hard bot that has both attributes gets ``Options.hard_samples`` and
    ``Options.hard_budget_ms`` set on it after its factory made it; other bots are
    played as their factory makes them.

    Attributes:
        samples: most sampled deals per decision.
        budget_ms: wall-clock limit per real decision in milliseconds, or ``None``.
    """

    samples: int
    budget_ms: float | None




@dataclass(frozen=True, slots=True)
class DealResult:
    """One shuffled deal played in every seating.

    Attributes:
        units: per level, units won summed over the level's chairs and seatings.
        chairs: per level, chairs it filled summed over seatings (its seat-deals).
        wins: per level, seat-deals with the best settlement at the table (shared or not).
        shared_wins: per level, those of ``wins`` where another seat had the same best.
        decision_ms: per level, milliseconds of each real decision.
        points: per level, the game's points (``rules.points``) summed like ``units``.
        counts: per level, the game's ``deal_counts`` of its own seats, summed.
        against: per level, the same counts of the other seats at its table, summed over
            its seat-deals (Hearts: the moons a seat conceded).
        index: the shuffled deal's number in the tournament.
        cut: per level whose bot counts them (a ``SearchBot`` with a ``cut`` attribute),
            the real decisions its time cap stopped before all its samples.
    """

    units: dict[str, Number]
    chairs: dict[str, int]
    wins: dict[str, int]
    shared_wins: dict[str, int]
    decision_ms: dict[str, list[float]]
    points: dict[str, Number] = field(default_factory=dict)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    against: dict[str, dict[str, int]] = field(default_factory=dict)
    index: int = 0
    cut: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LevelStats:
    """One level's line of the report; means are per seat-deal, intervals 95%.

    Attributes:
        units: exact total units (an ``int`` or a ``Fraction``).
        shared_wins: wins where another seat shared the best settlement.
        cut: real decisions the level's time cap stopped short, or ``None`` if its bot
            does not count them.
    """

    level: str
    chairs: int
    units: Number
    mean_units: float
    units_ci: float
    win_rate: float
    win_ci: float
    decisions: int
    median_ms: float
    worst_ms: float
    shared_wins: int = 0
    mean_points: float = math.nan
    points_ci: float = math.nan
    p95_ms: float = math.nan
    counts: Mapping[str, int] = field(default_factory=dict)
    against: Mapping[str, int] = field(default_factory=dict)
    cut: int | None = None


@dataclass(frozen=True, slots=True)
class PairStats:
    """Two levels compared on the same deals: ``stronger`` minus ``weaker``, per seat-deal.

    Attributes:
        stronger: the later level in ``BOT_LEVELS`` (a built-in level against an external).
        weaker: the earlier one (or the external bot).
        deals: paired samples (shuffled deals).
        difference: mean over deals of the difference of the two levels' units per seat-deal.
        ci: 95% half-width of ``difference``, from the per-deal paired differences.
        points_difference: the same for the game's points (Hearts: lower is better).
        points_ci: its 95% half-width.
    """

    stronger: str
    weaker: str
    deals: int
    difference: float
    ci: float
    points_difference: float = math.nan
    points_ci: float = math.nan


@dataclass(frozen=True, slots=True)
class Options:
    """What to play.

    Attributes:
        players: table size, within the game's ``GameInfo.seats``.
        seats: one level per seat.
        deals: shuffled deals, each played once per seating.
        seed: the tournament seed; deals and bot RNGs derive from it.
        hard_budget_ms: Hard's time per real decision, ``None`` for no limit (then results
            are a pure function of the seed). Used only if the game's Hard bot is a
            ``SearchBot``.
        hard_samples: Hard's most sampled deals per decision, ``None`` for its own default.
            Used only if the game's Hard bot is a ``SearchBot``.
        game: the registered game's id.
        preset: the name of one of the game's ``GameInfo.presets`` (any case), or ``None``
            for its default options.
        external: bots from outside the project, ``(level, "module:factory")``: the
            factory, called with no arguments, makes a bot (``choose(view, rng)`` on its
            seat's view only, see ``external_bot``); ``level`` names it in ``seats``.
        dump: a file for one JSON line per shuffled deal (its index, then per level units
            and points per seat-deal), or ``None``.
        common_random: key each chair's RNG by (seed, deal, chair) in every seating, not by
            (seed, deal, seating, chair), so that the seatings of a deal replay one table
            with the same random draws in every chair until a level plays differently from
            the one it replaced (common random numbers; see ``play_deal``).
    """

    players: int
    seats: tuple[str, ...]
    deals: int
    seed: int
    hard_budget_ms: float | None
    hard_samples: int | None
    game: str = games.DEFAULT_GAME
    preset: str | None = None
    external: tuple[tuple[str, str], ...] = ()
    dump: str | None = None
    common_random: bool = False


def external_bot(spec: str) -> Bot[Any, Any]:
    """A new external bot from ``"module:factory"`` (the adapter of the anchor match).

    The factory is called with no arguments for every seat of every seating, so a bot
    that keeps state across a deal (as most programs' players do) gets a fresh one per
    deal. It sees only ``observe(state, seat)`` and must return a legal action.

    Raises:
        ValueError: ``spec`` is not ``module:factory``.
        ImportError, AttributeError: no such module or factory.
    """
    module, colon, name = spec.partition(":")
    if not colon or not module or not name:
        raise ValueError(f"{spec!r}: an external bot is named module:factory")
    bot: Bot[Any, Any] = getattr(importlib.import_module(module), name)()
    return bot


def game_options(info: GameInfo, preset: str | None) -> Any:
    """The options of ``info``'s preset named ``preset`` (any case), or its defaults.

    Raises:
        ValueError: the game has no such preset.
    """
    if preset is None:
        return info.default_options
    for name, options in info.presets:
        if name.casefold() == preset.casefold():
            return options
    names = ", ".join(name for name, _ in info.presets) or "none"
    raise ValueError(f"{info.name} has no preset {preset!r} (presets: {names})")


def searches(info: GameInfo) -> SearchBot | None:
    """A fresh Hard bot of ``info`` if its search can be sized, else ``None``."""
    factory = info.bots.get("hard")
    bot = factory() if factory is not None else None
    return bot if isinstance(bot, SearchBot) else None


def _bots(info: GameInfo, options: Options) -> dict[str, Bot[Any, Any]]:
    external = dict(options.external)
    bots = {level: info.bots[level]() for level in set(options.seats) if level not in external}
    hard = bots.get("hard")
    if isinstance(hard, SearchBot):
        hard.budget_ms = options.hard_budget_ms
        if options.hard_samples is not None:
            hard.samples = options.hard_samples
    return bots


def _timed_test(info: GameInfo) -> Callable[[Any, Any], bool]:
    """Whether to time a decision, given (state, view)."""
    sharper = info.real_decision
    if sharper is not None:
        return lambda state, view: sharper(view)
    return lambda state, view: len(info.rules.legal_actions(state)) > 1


def play_deal(index: int, options: Options) -> DealResult:
    """Play shuffled deal ``index`` once per seating; a pure function of its inputs but timings.

    With ``options.common_random`` every seating gives chair ``c`` the same RNG seed. In a
    zero-sum game with one seat of level H among levels N, the seatings' H units then add up
    to the sum over chairs of (H in chair c) − (N in chair c at the all-N table), since the
    all-N table's units sum to 0: the same estimate, but wherever H leads as N would (and
    draws from its RNG as N does) the two tables are one and the difference is exactly 0,
    so the noise of the deal's other choices cancels.
    """
    info = games.get(options.game)
    rules = info.rules
    bots = _bots(info, options)
    external = dict(options.external)
    game = game_options(info, options.preset)
    is_real = _timed_test(info)
    players, seats = options.players, options.seats
    deal_seed = random.Random(f"{options.seed}:{index}").getrandbits(63)
    units: dict[str, Number] = dict.fromkeys(seats, 0)
    chairs: dict[str, int] = dict.fromkeys(seats, 0)
    wins: dict[str, int] = dict.fromkeys(seats, 0)
    shared: dict[str, int] = dict.fromkeys(seats, 0)
    decision_ms: dict[str, list[float]] = {level: [] for level in seats}
    points: dict[str, Number] = dict.fromkeys(seats, 0)
    counts: dict[str, dict[str, int]] = {level: {} for level in seats}
    against: dict[str, dict[str, int]] = {level: {} for level in seats}
    for rotation in range(players):
        levels = [seats[(chair - rotation) % players] for chair in range(players)]
        rngs = [random.Random(f"{options.seed}:{index}:{chair}" if options.common_random
                              else f"{options.seed}:{index}:{rotation}:{chair}")
                for chair in range(players)]
        chair_bots = [external_bot(external[level]) if level in external else bots[level]
                      for level in levels]
        state = rules.new_deal(seats=players, dealer=index % players, seed=deal_seed, number=0,
                               options=game)
        while (seat := rules.to_act(state)) is not None:
            view = rules.observe(state, seat)
            timed = is_real(state, view)
            started = time.perf_counter()
            action = chair_bots[seat].choose(view, rngs[seat])
            if timed:
                decision_ms[levels[seat]].append((time.perf_counter() - started) * 1e3)
            state = rules.apply(state, action).state
        # Each shuffled deal is a series of one deal (a pot still unwon is shared).
        settlement = settle(info, [state], over=True).totals
        best = max(settlement)
        winners = sum(won == best for won in settlement)
        taken = rules.points(state)
        seat_counts = [dict(info.deal_counts(state, seat)) if info.deal_counts else {}
                       for seat in range(players)]
        for seat in range(players):
            level = levels[seat]
            points[level] += taken[seat]
            for key, value in seat_counts[seat].items():
                counts[level][key] = counts[level].get(key, 0) + value
                for other in range(players):
                    if other != seat:
                        mine = against[levels[other]]
                        mine[key] = mine.get(key, 0) + value
        for seat, won in enumerate(settlement):
            level = levels[seat]
            units[level] += won
            chairs[level] += 1
            wins[level] += won == best
            shared[level] += won == best and winners > 1
    cut = {level: count for level, bot in bots.items()
           if isinstance(count := getattr(bot, "cut", None), int)}
    return DealResult(units, chairs, wins, shared, decision_ms, points, counts, against, index,
                      cut)


def _mean_ci(samples: Sequence[float]) -> tuple[float, float]:
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def _levels(seats: Sequence[str]) -> list[str]:
    """External levels first (in seat order), then the game's own from weakest."""
    outside = list(dict.fromkeys(level for level in seats if level not in BOT_LEVELS))
    return outside + [level for level in BOT_LEVELS if level in seats]


def _per_deal(results: Sequence[DealResult], level: str) -> list[float]:
    return [float(r.units[level]) / r.chairs[level] for r in results]


def _points_per_deal(results: Sequence[DealResult], level: str) -> list[float]:
    return [float(r.points[level]) / r.chairs[level] for r in results if r.points]


def _percentile(ordered: Sequence[float], share: float) -> float:
    """The nearest-rank percentile of a sorted, non-empty sequence."""
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def _summed(dicts: Iterable[Mapping[str, int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for counts in dicts:
        for key, value in counts.items():
            out[key] = out.get(key, 0) + value
    return out


def summarise(results: Sequence[DealResult], seats: Sequence[str]) -> list[LevelStats]:
    """Per level (in ``BOT_LEVELS`` order), the report line over all ``results``."""
    lines = []
    for level in _levels(seats):
        win_rates = [r.wins[level] / r.chairs[level] for r in results]
        times = sorted(ms for r in results for ms in r.decision_ms[level])
        mean, ci = _mean_ci(_per_deal(results, level))
        win, win_ci = _mean_ci(win_rates)
        taken = _points_per_deal(results, level)
        mean_points, points_ci = _mean_ci(taken) if taken else (math.nan, math.nan)
        lines.append(LevelStats(
            level=level, chairs=sum(r.chairs[level] for r in results),
            units=sum((r.units[level] for r in results), start=0), mean_units=mean,
            units_ci=ci, win_rate=win, win_ci=win_ci, decisions=len(times),
            median_ms=statistics.median(times) if times else math.nan,
            worst_ms=times[-1] if times else math.nan,
            shared_wins=sum(r.shared_wins[level] for r in results),
            mean_points=mean_points, points_ci=points_ci,
            p95_ms=_percentile(times, 0.95) if times else math.nan,
            counts=_summed(r.counts.get(level, {}) for r in results),
            against=_summed(r.against.get(level, {}) for r in results),
            cut=(sum(r.cut.get(level, 0) for r in results)
                 if any(level in r.cut for r in results) else None),
        ))
    return lines


def compare(results: Sequence[DealResult], seats: Sequence[str]) -> list[PairStats]:
    """Every pair of levels at the table: stronger minus weaker, paired deal by deal."""
    pairs = []
    for weaker, stronger in itertools.combinations(_levels(seats), 2):
        differences = [a - b for a, b in zip(_per_deal(results, stronger),
                                             _per_deal(results, weaker), strict=True)]
        mean, ci = _mean_ci(differences)
        taken = [a - b for a, b in zip(_points_per_deal(results, stronger),
                                       _points_per_deal(results, weaker), strict=True)]
        points, points_ci = _mean_ci(taken) if taken else (math.nan, math.nan)
        pairs.append(PairStats(stronger, weaker, len(differences), mean, ci, points, points_ci))
    return pairs


def play(options: Options, *, workers: int = 0,
         progress: Callable[[int, int], None] | None = None) -> list[DealResult]:
    """Play every shuffled deal of the tournament, in no particular order.

    Args:
        options: what to play.
        workers: processes; 0 means one per core, 1 plays in this process.
        progress: called with (deals done, deals) after each shuffled deal.
    """
    work = partial(play_deal, options=options)
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        return _collect(map(work, range(options.deals)), options.deals, progress)
    with multiprocessing.Pool(workers) as pool:
        chunk = max(1, min(16, options.deals // (workers * 8)))
        return _collect(pool.imap_unordered(work, range(options.deals), chunk),
                        options.deals, progress)


def run(options: Options, *, workers: int = 0,
        progress: Callable[[int, int], None] | None = None) -> list[LevelStats]:
    """Play the tournament and summarise it per level (arguments as for ``play``)."""
    return summarise(play(options, workers=workers, progress=progress), options.seats)


def _collect(outcomes: Iterable[DealResult], total: int,
             progress: Callable[[int, int], None] | None) -> list[DealResult]:
    results = []
    for result in outcomes:
        results.append(result)
        if progress is not None:
            progress(len(results), total)
    return results


def format_report(options: Options, lines: Sequence[LevelStats],
                  pairs: Sequence[PairStats] = ()) -> str:
    """The table printed at the end: one line per level, then one per pair of levels."""
    info = games.get(options.game)
    head = (f"{info.name}, {options.players} players, "
            f"{_count(options.deals, 'duplicate deal')} x "
            f"{options.players} seatings, seats {','.join(options.seats)}, seed {options.seed}")
    if options.preset is not None:
        head += f", preset {options.preset}"
    for level, spec in options.external:
        head += f", {level} = {spec}"
    hard = searches(info) if "hard" in options.seats else None
    if hard is not None:
        budget = ("no time limit" if options.hard_budget_ms is None
                  else f"{options.hard_budget_ms:g} ms")
        samples = hard.samples if options.hard_samples is None else options.hard_samples
        head += f", hard: {samples} samples / {budget}"
    if options.common_random:
        head += ", common random numbers"
    # Points beside units where they differ from the settlement (Hearts: lower is better).
    with_points = info.better == "low"
    rows = [head, f"{'level':<7} {'seat-deals':>10}  {'units/deal ± 95% CI':<17}  "
                  f"{'win rate ± 95% CI':<17}  {'median ms':>9}  {'p95 ms':>9}  "
                  f"{'worst ms':>9}" + ("  points/deal ± 95% CI" if with_points else "")]
    for line in lines:
        rows.append(
            f"{line.level:<7} {line.chairs:>10}  "
            f"{line.mean_units:>+7.3f} ± {_ci(line.units_ci):<7}  "
            f"{line.win_rate:>6.1%} ± {_ci(line.win_ci, '.1%'):<8}  {line.median_ms:>9.2f}  "
            f"{line.p95_ms:>9.2f}  {line.worst_ms:>9.2f}"
            + (f"  {line.mean_points:>6.3f} ± {_ci(line.points_ci)}" if with_points else "")
        )
    for line in lines:
        if any(line.counts.values()) or any(line.against.values()):
            keys = sorted(set(line.counts) | set(line.against))
            rows.append(f"{line.level} per 1,000 seat-deals: " + ", ".join(
                f"{key} {1000 * line.counts.get(key, 0) / line.chairs:.1f} "
                f"(others at its table {1000 * line.against.get(key, 0) / line.chairs:.1f})"
                for key in keys))
    for line in lines:
        if line.cut is not None:
            rows.append(f"{line.level}: {line.cut} of "
                        f"{_count(line.decisions, 'real decision')} stopped "
                        "by the time limit before all their samples")
    if any(line.shared_wins for line in lines):
        rows.append("shared wins (best settlement tied, a win for each): " + ", ".join(
            f"{line.level} {line.shared_wins}" for line in lines))
    for pair in pairs:
        rows.append(f"{pair.stronger} - {pair.weaker}: {pair.difference:+.3f} ± {_ci(pair.ci)} "
                    f"units/seat-deal (paired over {_count(pair.deals, 'deal')})"
                    + (f"; points {pair.points_difference:+.3f} ± {_ci(pair.points_ci)}"
                       " (points: lower is better)" if with_points else ""))
    if options.deals < 2:
        rows.append("n/a: a 95% interval needs 2 deals or more (--deals 2)")
    return "\n".join(rows)


def _count(number: int, noun: str) -> str:
    """``number`` and ``noun``, plural unless it is 1: "1 duplicate deal", "2 duplicate deals"."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _ci(value: float, spec: str = ".3f") -> str:
    """A 95% interval's half-width, or "n/a" where one deal gives none."""
    return "n/a" if math.isnan(value) else format(value, spec)


def _bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals", end=end,
          flush=True)


# --help is for the person at the terminal; the module's docstring above, for the source
# reader, holds the measurements and the reasons (the README points there).
DESCRIPTION = """\
Bots play each other on duplicate deals: each shuffled deal is played once per seating,
the seats rotated one chair each time, so every level plays every chair with the same
cards and the luck of the deal cancels out.

For each level it prints the mean units per seat-deal (the game's settlement, higher is
better) and the win rate, each with a 95% interval, and the median, 95th percentile and
worst milliseconds per real decision (a turn with a choice). Where the game also counts
points (Hearts: lower is better) they are given too. Then, for each pair of levels, the
stronger one's mean minus the weaker one's, with a 95% interval."""

EXAMPLES = """\
examples:
  python -m coventry_desktop tournament --game coventry --players 4 --deals 2000 \\
      --seats hard,normal,normal,normal --seed 1
  python -m coventry_desktop tournament --game hearts --preset Standard --deals 200
  python -m coventry_desktop tournament --game comet --players 3 --common-random

  from a source checkout, GNOME Hearts' Peter against Hard:
  python -m coventry_desktop tournament --game hearts --preset Standard --deals 200 \\
      --bot peter=tests.anchor.gnome_hearts:peter --seats hard,peter,peter,peter"""


def _parse(argv: Sequence[str]) -> tuple[Options, int]:
    parser = argparse.ArgumentParser(
        prog="coventry-desktop tournament", description=DESCRIPTION, epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default=games.DEFAULT_GAME,
                        choices=[info.id for info in games.GAMES],
                        help=f"the game to play (default {games.DEFAULT_GAME})")
    parser.add_argument("--players", type=int, default=None,
                        help="table size (default 4 if the game allows it, else its fewest)")
    parser.add_argument("--deals", type=int, default=200, help="shuffled deals (default 200)")
    parser.add_argument("--seats", default=None,
                        help="comma-separated levels, one per seat: easy, normal, hard or a "
                             "--bot level (default hard,normal,...)")
    parser.add_argument("--seed", type=int, default=1,
                        help="the number the deals are shuffled from; the same number plays "
                             "the same deals (default 1)")
    parser.add_argument("--workers", type=int, default=0, help="processes (default: all cores)")
    parser.add_argument("--hard-budget-ms", type=float, default=None,
                        help="Hard's most milliseconds per real decision; 0 = no limit, "
                             "so each run repeats exactly (default: Hard's own, given in the "
                             "report's first line)")
    parser.add_argument("--hard-samples", type=int, default=None,
                        help="Hard's most sampled deals per decision (default: Hard's own)")
    parser.add_argument("--preset", default=None,
                        help="the game's option preset by name, e.g. Standard for Hearts "
                             "(default: the game's default options)")
    parser.add_argument("--dump", default=None, metavar="FILE",
                        help="also write per deal and level the units and points per "
                             "seat-deal as JSON lines, to pair two runs deal by deal")
    parser.add_argument("--common-random", action="store_true",
                        help="give each chair the same RNG seed in every seating of a deal, "
                             "so the seatings differ only where a level plays differently "
                             "(common random numbers: far less noise in a paired difference)")
    parser.add_argument("--bot", action="append", default=[], metavar="LEVEL=MODULE:FACTORY",
                        help="seat a bot from outside the project as LEVEL in --seats: "
                             "FACTORY() makes one per seat and seating; it sees only its "
                             "seat's view (repeatable)")
    args = parser.parse_args(list(argv))
    info = games.get(args.game)
    allowed = f"{info.seats.start}..{info.seats.stop - 1}"
    players = args.players
    if players is None:
        players = 4 if 4 in info.seats else info.seats.start
    elif players not in info.seats:
        parser.error(f"--players {players}: {info.name} is for {allowed} players")
    seats = tuple((args.seats or ",".join(["hard"] + ["normal"] * (players - 1))).split(","))
    if len(seats) != players:
        parser.error(f"--seats names {len(seats)} seats for {players} players")
    external: list[tuple[str, str]] = []
    for item in args.bot:
        level, equals, spec = item.partition("=")
        if not equals or not level or level in BOT_LEVELS or level in dict(external):
            parser.error(f"--bot {item}: give a new level name, LEVEL=MODULE:FACTORY")
        try:
            external_bot(spec)
        except (ValueError, ImportError, AttributeError) as error:
            parser.error(f"--bot {item}: {error}")
        external.append((level, spec))
    try:
        game_options(info, args.preset)
    except ValueError as error:
        parser.error(f"--preset: {error}")
    known = {level for level in BOT_LEVELS if level in info.bots} | dict(external).keys()
    unknown = [level for level in seats if level not in known]  # the first in seat order
    if unknown:
        parser.error(f"unknown level {unknown[0]!r}; expected one of {', '.join(BOT_LEVELS)}"
                     " or a --bot level")
    hard = searches(info)
    if hard is None and (args.hard_budget_ms is not None or args.hard_samples is not None):
        parser.error(f"{info.name}'s Hard bot has no search budget to set")
    if args.deals < 1:
        parser.error(f"--deals must be a positive number, not {args.deals}")
    if args.hard_samples is not None and args.hard_samples < 1:
        parser.error(f"--hard-samples must be a positive number, not {args.hard_samples}")
    if args.workers < 0:
        parser.error(f"--workers must be 0 (all cores) or more, not {args.workers}")
    if args.hard_budget_ms is not None and not 0 <= args.hard_budget_ms < math.inf:
        parser.error(f"--hard-budget-ms {args.hard_budget_ms:g}: give a time of 0 ms or "
                     "more (0: no limit)")
    if args.dump is not None and not os.path.isdir(os.path.dirname(args.dump) or "."):
        parser.error(f"--dump {args.dump}: there is no folder "
                     f"{os.path.dirname(args.dump)}; make it first")
    budget: float | None = None
    samples: int | None = None
    if hard is not None:
        budget = hard.budget_ms if args.hard_budget_ms is None else args.hard_budget_ms or None
        samples = hard.samples if args.hard_samples is None else args.hard_samples
    return Options(players, seats, args.deals, args.seed, budget, samples, info.id,
                   args.preset, tuple(external), args.dump, args.common_random), args.workers


def main(argv: Sequence[str]) -> int:
    """Command line entry point: play, print the report; returns the exit status."""
    options, workers = _parse(argv)
    progress = _bar if sys.stdout.isatty() else None
    results = play(options, workers=workers, progress=progress)
    if options.dump is not None:
        with open(options.dump, "w", encoding="utf-8") as out:
            for result in sorted(results, key=lambda r: r.index):
                out.write(json.dumps({"deal": result.index, "units": {
                    level: float(result.units[level]) / result.chairs[level]
                    for level in result.units}, "points": {
                    level: float(result.points[level]) / result.chairs[level]
                    for level in result.points}}) + "\n")
    print(format_report(options, summarise(results, options.seats),
                        compare(results, options.seats)))
    return 0
