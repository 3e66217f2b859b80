"""Hard: determinised Monte Carlo search over hidden hands (issue 4).

At a real decision (a lead with two or more different counts in hand) Hard deals
the cards it cannot see to the other seats many times, consistently with its view
(hand sizes; ranks already spent; the inference from leads in ``lead_caps``), and
for every way of leading (how many of a rank: 1, 2, 3 or 4) plays each sampled
deal to the end on the rank-count kernel with every seat leading greedily. It leads
the count with the best mean settlement for its own seat, which is what series
totals count (maximising win probability loses units, badly so at 3 players).
Every option sees the same sampled deals, so their difference is measured with
far less noise than their means.

Forced actions return at once. The search stops at ``samples`` deals or after
``budget_ms`` milliseconds, whichever comes first; with ``budget_ms=None`` the
decision is a pure function of (view, RNG state), which tests rely on.
"""

from __future__ import annotations

import math
import random
import time

from ..engine import Action, Rank, SeatView
from .easy import legal_for
from .kernel import greedy_lead, play_out
from .knowledge import RANKS, lead_caps, lead_of, rank_counts, rank_with_count

# How much less likely Hard thinks it is that a seat holds more of a rank than it
# once led with: a strong preference, not a rule, since not every player is greedy.
CAP_PENALTY = 0.1


class HardBot:
    """Monte Carlo search of the lead over sampled hidden hands.

    Attributes:
        samples: most sampled deals per decision (each played out once per option).
        budget_ms: wall-clock limit per real decision in milliseconds, or ``None``.
        margin: standard errors by which a lead must beat the greedy lead to be chosen.
    """

    level = "hard"

    def __init__(self, *, samples: int = 400, budget_ms: float | None = 150.0,
                 margin: float = 1.0) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.samples = samples
        self.budget_ms = budget_ms
        self.margin = margin

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The lead with the best estimated settlement, or the forced follow or pass.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        actions = legal_for(view)
        if len(actions) == 1 or view.rank is not None:
            return actions[0]
        counts = rank_counts(view.hand_mask)
        options = sorted({count for count in counts if count}, reverse=True)
        if len(options) == 1:
            return lead_of(view, rank_with_count(counts, options[0], rng))
        # One representative rank per count: equal counts are interchangeable (issue 4).
        # options[0] is the greedy lead (most of a rank), the default to beat.
        candidates = [rank_with_count(counts, count, rng) for count in options]
        return lead_of(view, candidates[self._best(view, counts, candidates, rng)])

    def _best(self, view: SeatView, counts: list[int], candidates: list[Rank],
              rng: random.Random) -> int:
        """Index of the candidate to lead: the greedy one (0) unless another is clearly better.

        Each sampled deal is played out once per candidate, so the candidates are compared
        by paired differences from the greedy lead. An alternative must beat greedy by
        ``margin`` standard errors: sampling noise at a few hundred deals is larger than
        most true differences, and a noisy switch away from greedy loses units.
        """
        deadline = None if self.budget_ms is None else time.perf_counter() + self.budget_ms / 1e3
        sampler = _Sampler(view, counts)
        me, others = view.seat, len(candidates) - 1
        sums, squares = [0.0] * others, [0.0] * others
        done = 0
        while done < self.samples:
            if deadline is not None and done >= 8 and time.perf_counter() > deadline:
                break
            rows, columns = sampler.sample(rng)
            base = _outcome(rows, view.hand_sizes, me, columns[candidates[0]])
            for i in range(others):
                diff = _outcome(rows, view.hand_sizes, me, columns[candidates[i + 1]]) - base
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


def _outcome(rows: list[list[int]], hand_sizes: tuple[int, ...], me: int, column: int) -> int:
    """Units for ``me`` when it leads ``column`` and every seat then leads greedily."""
    sizes = list(hand_sizes)
    winner = play_out([row[:] for row in rows], sizes, me, column, greedy_lead)
    return sum(sizes) - sizes[me] if winner == me else -sizes[me]


class _Sampler:
    """Deals the unseen cards of live ranks to the other seats, as rank counts."""

    def __init__(self, view: SeatView, counts: list[int]) -> None:
        self.me = view.seat
        self.counts = counts
        self.sizes = view.hand_sizes
        self.caps = lead_caps(view)
        self.others = [seat for seat in range(view.players) if seat != view.seat]
        spent = {quartet[0].card.rank for quartet in view.completed}
        # In a lead no quartet is in progress, so every unspent rank is wholly in hands.
        unspent = [rank for rank in RANKS if rank not in spent]
        self.held = [rank for rank in unspent if counts[rank - 1]]
        self.unheld = [rank for rank in unspent if not counts[rank - 1]]
        # A deal from explicit hands may leave whole ranks out of the deck; the unseen
        # card count says how many of the ranks this seat lacks are really in play.
        unseen = sum(self.sizes) - self.sizes[self.me]
        self.present = (unseen - sum(4 - counts[rank - 1] for rank in self.held)) // 4
        if not 0 <= self.present <= len(self.unheld):
            raise ValueError("hand sizes do not match the ranks left in play")

    def sample(self, rng: random.Random) -> tuple[list[list[int]], dict[Rank, int]]:
        """One deal of the hidden cards: ``(rows, column of each live rank)``.

        Columns come in a random order, so the greedy rollouts break ties at random.
        """
        if self.present == len(self.unheld):
            live = self.held + self.unheld
        else:
            live = self.held + rng.sample(self.unheld, self.present)
        rng.shuffle(live)
        columns = {rank: column for column, rank in enumerate(live)}
        rows = [[0] * len(live) for _ in self.sizes]
        room = list(self.sizes)
        room[self.me] = 0
        caps = self.caps
        others = self.others
        for column, rank in enumerate(live):
            held = self.counts[rank - 1]
            rows[self.me][column] = held
            for _ in range(4 - held):
                seat = _pick(rows, room, caps, others, column, rng)
                rows[seat][column] += 1
                room[seat] -= 1
        return rows, columns


def _pick(rows: list[list[int]], room: list[int], caps: list[int], others: list[int],
          column: int, rng: random.Random) -> int:
    """A seat for one unseen card: in proportion to free room, discounted above its cap.

    Without caps this is exactly a uniform deal of the unseen cards.
    """
    weights = [
        room[seat] * (1.0 if rows[seat][column] < caps[seat] else CAP_PENALTY) for seat in others
    ]
    point = rng.random() * sum(weights)
    for seat, weight in zip(others, weights, strict=True):
        point -= weight
        if point < 0 and weight:
            return seat
    return max(others, key=lambda seat: room[seat])
