"""Hidden hands for Hard: deals of the unseen cards consistent with one seat's view.

A deal is uniform given what the seat has seen (its own hand, the hand sizes, the
spent ranks), then adjusted to the inference from leads (``lead_caps``): a seat
that led a rank it held ``k`` of is taken to hold at most ``k`` of every live rank,
cards being swapped between seats until that holds (or no swap can make it hold,
since not every player leads greedily).
"""

from __future__ import annotations

import random

from ....engine import Rank
from .. import SeatView
from .knowledge import RANKS, lead_caps


class HandSampler:
    """Deals the unseen cards of live ranks to the other seats, as rank counts.

    Args:
        view: the seat's view at a lead (no quartet in progress).
        counts: the seat's own cards per rank (``rank_counts(view.hand_mask)``).

    Raises:
        ValueError: the hand sizes cannot be the cards left in play.
    """

    def __init__(self, view: SeatView, counts: list[int]) -> None:
        self.me = view.seat
        self.counts = counts
        self.sizes = view.hand_sizes
        self.caps = lead_caps(view)
        self.others = [seat for seat in range(view.players) if seat != view.seat]
        self.capped = [seat for seat in self.others if self.caps[seat] < 4]
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

        ``rows[seat][column]`` counts cards; columns come in a random order, so the
        kernel's greedy rollouts break ties between ranks at random.
        """
        if self.present == len(self.unheld):
            live = self.held + self.unheld
        else:
            live = self.held + rng.sample(self.unheld, self.present)
        rng.shuffle(live)
        counts = self.counts
        unseen = [column for column, rank in enumerate(live) for _ in range(4 - counts[rank - 1])]
        rng.shuffle(unseen)
        rows = [[0] * len(live) for _ in self.sizes]
        mine = rows[self.me]
        for column, rank in enumerate(live):
            mine[column] = counts[rank - 1]
        start = 0
        for seat in self.others:
            row = rows[seat]
            end = start + self.sizes[seat]
            for column in unseen[start:end]:
                row[column] += 1
            start = end
        for seat in self.capped:
            _respect_cap(rows, seat, self.caps, self.others, rng)
        return rows, {rank: column for column, rank in enumerate(live)}


def _respect_cap(rows: list[list[int]], seat: int, caps: list[int], others: list[int],
                 rng: random.Random) -> None:
    """Swap cards until ``seat`` holds at most its cap of each rank, where a swap can."""
    row, cap = rows[seat], caps[seat]
    for column, held in enumerate(row):
        while held > cap:
            # Give one card of this column to a seat under its own cap, taking back a
            # card of a column where ``seat`` is under its cap.
            swaps = [(other, back) for other in others if other != seat
                     and rows[other][column] < caps[other]
                     for back, count in enumerate(rows[other]) if count and row[back] < cap
                     and back != column]
            if not swaps:
                break
            other, back = swaps[int(rng.random() * len(swaps))]
            row[column] -= 1
            row[back] += 1
            rows[other][column] += 1
            rows[other][back] -= 1
            held -= 1
