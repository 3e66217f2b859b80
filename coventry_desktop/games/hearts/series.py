"""Settling a series of deals: against the average, the pot, the totaliser (HT-10…HT-12).

Seed «Подсчёт очков» and «Варианты подсчёта очков». All amounts are exact: ``int`` chips
or ``Fraction`` units, and every series settles to exactly 0.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ...engine.game import PER_PLAYER
from .options import HeartsOptions, Scoring
from .settlement import against_average


@dataclass(frozen=True, slots=True)
class SeriesResult:
    """A series settled.

    Attributes:
        deals: per deal, units per seat (what the deal paid each seat).
        carry: chips left in the pot after the last deal (before ``totals`` shares them).
        totals: per seat, the series' units, summing to exactly 0.
    """

    deals: tuple[tuple[Fraction, ...], ...]
    carry: int
    totals: tuple[Fraction, ...]


def settle_series(points: Sequence[Sequence[int]], scoring: Scoring) -> SeriesResult:
    """Settle deals' final points (one tuple per deal, per seat) by ``scoring``.

    Average (HT-10): each deal against its own average; the totals equal the settlement of
    the summed points against their average. Pot and totaliser (HT-12): each seat pays a
    chip per point into the pot; the pot goes to the lowest (pot) or to those with 0
    (totaliser), shared, odd chips carried to the next deal. Decision: whatever is still
    in the pot after the last deal is shared equally, so the series sums to 0.

    Raises:
        ValueError: deals of different sizes, or no deals.
    """
    if not points or len({len(p) for p in points}) != 1:
        raise ValueError("a series needs deals with one entry per seat")
    seats = len(points[0])
    if scoring is Scoring.AVERAGE:
        deals = tuple(against_average(list(p)) for p in points)
        totals = tuple(sum((d[s] for d in deals), Fraction(0)) for s in range(seats))
        return SeriesResult(deals, 0, totals)
    carry = 0
    rows = []
    for deal in points:
        pot = carry + sum(deal)
        low = min(deal)
        if scoring is Scoring.POT:
            winners = [s for s, p in enumerate(deal) if p == low]
        else:
            winners = [s for s, p in enumerate(deal) if p == 0]
        share = pot // len(winners) if winners else 0
        carry = pot - share * len(winners)
        rows.append(tuple(Fraction((share if s in winners else 0) - deal[s])
                          for s in range(seats)))
    leftover = Fraction(carry, seats)
    totals = tuple(sum((r[s] for r in rows), Fraction(0)) + leftover for s in range(seats))
    return SeriesResult(tuple(rows), carry, totals)


def first_dealer(rng: random.Random, seats: int) -> int:
    """The first dealer "by lot" (HT-3, seed «Общие положения»): a seat drawn with ``rng``."""
    return int(rng.random() * seats)


def dealer_of(first: int, *, number: int, seats: int) -> int:
    """The dealer of deal ``number`` (0-based): the deal passes left each time (HT-3)."""
    return (first + number) % seats


def deals_in_series(options: HeartsOptions, seats: int) -> int | None:
    """The fixed number of deals (HT-11), or ``None`` when only ``end_at`` ends it."""
    if options.series_length == PER_PLAYER:
        return seats
    return options.series_length


def series_over(options: HeartsOptions, *, seats: int, totals: Sequence[int],
                deals: int) -> bool:
    """Whether the series ends after ``deals`` deals with point ``totals`` (HT-11, Standard).

    It ends at its fixed length, or after the deal in which a total reaches ``end_at``.
    """
    length = deals_in_series(options, seats)
    if length is not None and deals >= length:
        return True
    return options.end_at is not None and max(totals) >= options.end_at


def places(totals: Sequence[int | Fraction]) -> tuple[int, ...]:
    """Places by points, lowest first; equal points share a place: 1, 1, 3 (HT-10)."""
    return tuple(1 + sum(other < mine for other in totals) for mine in totals)
