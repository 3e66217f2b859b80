"""Bot speed (``make bench``): kernel deals/s and milliseconds per real decision.

Goals from issue 4: the rank-count kernel ≥ 10,000 simulated 4-player deals/s per
core; Normal ≤ 1 ms per decision; Hard ≤ 20 ms median and ≤ 100 ms worst on the
default budget. Hearts' Hard (#27): median ≤ 300 ms, 95th percentile ≤ 1 s per play
decision (Standard, 4 players, its own seat among three Normals), with its default cap
and without one (then the 100 sampled deals are always played: its whole cost). One core;
the numbers vary with machine load, so they are printed here and never asserted in unit
tests.
"""

from __future__ import annotations

import random
import statistics
import time

from coventry_desktop.games.coventry import SeatView, apply, new_deal, observe
from coventry_desktop.games.coventry.bots import HardBot, NormalBot
from coventry_desktop.games.coventry.bots.kernel import play_out
from coventry_desktop.games.coventry.bots.knowledge import is_real_decision, rank_counts


def kernel_deals_per_second(players: int, count: int = 20_000) -> float:
    """Whole greedy deals on the kernel, from the opening lead to settlement."""
    starts = []
    for seed in range(count):
        state = new_deal(players, seed % players, seed)
        starts.append(([rank_counts(mask) for mask in state.masks], list(state.hand_sizes),
                       state.turn))
    begin = time.perf_counter()
    for rows, sizes, leader in starts:
        play_out([row[:] for row in rows], sizes[:], leader, None)
    return count / (time.perf_counter() - begin)


def real_decisions(players: int, deals: int) -> list[SeatView]:
    """The views of every real decision met in ``deals`` deals of Normal play."""
    bot, rng, views = NormalBot(), random.Random(2), []
    for seed in range(deals):
        state = new_deal(players, seed % players, seed)
        while state.winner is None:
            view = observe(state, state.turn)
            if is_real_decision(view):
                views.append(view)
            state = apply(state, bot.choose(view, rng)).state
    return views


def decision_ms(bot: NormalBot | HardBot, views: list[SeatView]) -> list[float]:
    rng, times = random.Random(3), []
    for view in views:
        begin = time.perf_counter()
        bot.choose(view, rng)
        times.append((time.perf_counter() - begin) * 1e3)
    return sorted(times)


def main() -> None:
    for players in (3, 4, 5, 6):
        rate = kernel_deals_per_second(players)
        goal = "  (goal >= 10,000)" if players == 4 else ""
        print(f"kernel, {players} players: {rate:,.0f} greedy deals/s{goal}")
    views = real_decisions(4, 100)
    normal = decision_ms(NormalBot(), views)
    print(f"normal, 4 players, {len(views)} real decisions: {spread(normal)}  (goal <= 1 ms)")
    for bot in (HardBot(), HardBot(budget_ms=None)):
        hard = decision_ms(bot, views)
        budget = "no time limit" if bot.budget_ms is None else f"budget {bot.budget_ms:g} ms"
        print(f"hard ({bot.samples} samples, {budget}), 4 players: {spread(hard)}"
              "  (goal <= 20 median, <= 100 worst)")
    for label, times in hearts_hard_ms().items():
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        print(f"hearts hard ({label}), Standard, 4 players, {len(times)} play decisions: "
              f"median {statistics.median(times):.0f} ms, p95 {p95:.0f} ms, worst "
              f"{times[-1]:.0f} ms  (goal <= 300 median, <= 1,000 p95)")


def hearts_hard_ms(deals: int = 6) -> dict[str, list[float]]:
    """Milliseconds per play decision of Hearts' Hard with its default cap and without,
    on the same views (Standard, 4 players, ``deals`` deals of Normal play, seat 0's
    decisions with two or more legal cards), sorted."""
    from coventry_desktop.games.hearts import RULES, STANDARD
    from coventry_desktop.games.hearts.bots import HardBot as HeartsHard
    from coventry_desktop.games.hearts.bots import NormalBot as HeartsNormal
    from coventry_desktop.games.hearts.state import Phase

    normal, rng, views = HeartsNormal(), random.Random(5), []
    for seed in range(deals):
        state = RULES.new_deal(seats=4, dealer=seed % 4, seed=seed, number=seed,
                               options=STANDARD)
        while (seat := RULES.to_act(state)) is not None:
            view = RULES.observe(state, seat)
            if seat == 0 and view.phase is Phase.PLAY and len(RULES.legal_actions(state)) > 1:
                views.append(view)
            state = RULES.apply(state, normal.choose(view, rng)).state
    out = {}
    for bot in (HeartsHard(), HeartsHard(budget_ms=None)):
        label = "no cap" if bot.budget_ms is None else f"cap {bot.budget_ms:g} ms"
        times = []
        for index, view in enumerate(views):
            begin = time.perf_counter()
            bot.choose(view, random.Random(index))
            times.append((time.perf_counter() - begin) * 1e3)
        out[label] = sorted(times)
    return out


def spread(times: list[float]) -> str:
    """Median, 99th percentile and worst of sorted milliseconds; a lone worst case is
    usually the process waiting for a core, which the 99th percentile shows."""
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    return f"median {statistics.median(times):.3f} ms, p99 {p99:.3f} ms, worst {times[-1]:.3f} ms"


if __name__ == "__main__":
    main()
