"""Hard: determinised Monte Carlo search over hidden hands (issue 4).

At a real decision (a lead with two or more different counts in hand) Hard deals
the cards it cannot see to the other seats many times, consistently with its view
(hand sizes; ranks already spent; the inference from leads in ``lead_caps``), and
for every way of leading (how many of a rank: 1, 2, 3 or 4) plays each sampled
deal to the end on the rank-count kernel with every seat leading greedily. It leads
the count with the best mean settlement for its own seat, which is what series
totals count (maximising win probability loses units, badly so at 3 players),
leaving the greedy lead only for a clearly better one (see ``margin``).
Every option sees the same sampled deals, so their difference is measured with
far less noise than their means.

Forced actions return at once. The search plays ``samples`` sampled deals; the time
limit ``budget_ms`` is only a safety cap (1 s, against a machine so loaded that a
decision would keep a player waiting), not the measure of the search: 128 samples take
about 6 ms median, 12 ms at the 95th percentile on one core. So a decision is a pure
function of (view, RNG state) on any machine, a seeded game and a tournament replay
exactly, and a cap that does cut a search short is counted in ``cut``. (The search
used to stop at 50 ms, which a loaded machine reached, so results depended on the
machine's speed.)

Hard draws from the RNG it is handed exactly as Normal does (its lead among the ranks
held most, when they tie) and searches with a generator of its own (``search_rng``),
so a Hard seat that leads as Normal would plays Normal's very card: a tournament with
common random numbers then replays Normal's table until Hard deviates.
"""

from __future__ import annotations

import math
import random
import time

from ....engine import Rank
from ....engine.shuffle import search_rng
from .. import Action, SeatView
from .easy import lead_choices
from .kernel import LeadPolicy, play_out, random_greedy_lead
from .knowledge import lead_of, rank_counts, rank_with_count
from .sampling import HandSampler


class HardBot:
    """Monte Carlo search of the lead over sampled hidden hands.

    Attributes:
        samples: most sampled deals per decision (each played out once per option).
        budget_ms: wall-clock safety cap per real decision in milliseconds, or ``None``.
        margin: standard errors by which a lead must beat the greedy lead to be chosen.
        cut: real decisions so far that the cap stopped before all their samples.
        The defaults keep a real decision well under 20 ms median on one core (``make bench``).
    """

    level = "hard"

    def __init__(self, *, samples: int = 128, budget_ms: float | None = 1000.0,
                 margin: float = 1.0) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.samples = samples
        self.budget_ms = budget_ms
        self.margin = margin
        self.cut = 0

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The lead with the best estimated settlement, or the forced follow or pass.

        ``rng`` is drawn from exactly as Normal draws from it (one tie-break among the
        ranks held most, when there is a tie), so a Hard seat that leads as Normal would
        leads the very card Normal would, and its later tie-breaks match Normal's too.
        The search draws from a generator of its own, seeded from ``rng``'s state and
        the length of the history (``search_rng``), never from ``rng`` itself.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        forced = lead_choices(view)
        if not isinstance(forced, list):
            return forced
        counts = rank_counts(view.hand_mask)
        greedy = rank_with_count(counts, max(counts), rng)  # Normal's lead, Normal's draw
        options = sorted({count for count in counts if count}, reverse=True)
        if len(options) == 1 or options[0] == 4:
            # Earl first: leading four of a rank sheds them and leads again with nothing
            # else changed, so it is never worse than leading them later.
            return lead_of(view, greedy)
        search = search_rng(rng, len(view.history))
        # One representative rank per count: equal counts are interchangeable (issue 4).
        # The greedy lead (most of a rank) comes first, the default to beat.
        candidates = [greedy] + [rank_with_count(counts, count, search)
                                 for count in options[1:]]
        return lead_of(view, candidates[self._best(view, counts, candidates, search)])

    def _best(self, view: SeatView, counts: list[int], candidates: list[Rank],
              rng: random.Random) -> int:
        """Index of the candidate to lead: the greedy one (0) unless another is clearly better.

        Each sampled deal is played out once per candidate, so the candidates are compared
        by paired differences from the greedy lead; an alternative must beat greedy by
        ``margin`` standard errors. Measured one decision at a time against the true
        hands (3,521 decisions, 4 players), margin 0 gained most over greedy (+0.084 units
        per decision; margin 1: +0.057), but whole-deal tournaments (2,000–3,000 duplicate
        deals, 4 players) could not tell margins 0, 1 and 2 apart (each within +0.00 to
        +0.10 ± 0.10 units per deal); 1 keeps Hard close to Normal where the two disagree
        by noise only.
        """
        deadline = None if self.budget_ms is None else time.perf_counter() + self.budget_ms / 1e3
        sampler = HandSampler(view, counts)
        me, others = view.seat, len(candidates) - 1
        sums, squares = [0.0] * others, [0.0] * others
        policy = random_greedy_lead(rng)
        done = 0
        while done < self.samples:
            if deadline is not None and done >= 8 and time.perf_counter() > deadline:
                self.cut += 1
                break
            rows, columns = sampler.sample(rng)
            base = _outcome(rows, view.hand_sizes, me, columns[candidates[0]], policy)
            for i in range(others):
                diff = _outcome(rows, view.hand_sizes, me, columns[candidates[i + 1]],
                                policy) - base
                sums[i] += diff
                squares[i] += diff * diff
            done += 1
        best, best_score = 0, 0.0
        for i in range(others):
            mean = sums[i] / done
            spread = math.sqrt(max(squares[i] / done - mean * mean, 0.0) / max(done - 1, 1))
            if mean > self.margin * spread and mean > best_score:
                best, best_score = i + 1, mean
        return best



def _outcome(rows: list[list[int]], hand_sizes: tuple[int, ...], me: int, column: int,
             policy: LeadPolicy) -> int:
    """Units for ``me`` when it leads ``column`` and every seat then leads by ``policy``."""
    sizes = list(hand_sizes)
    winner = play_out([row[:] for row in rows], sizes, me, column, policy)
    return sum(sizes) - sizes[me] if winner == me else -sizes[me]
