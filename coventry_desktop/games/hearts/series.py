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
        takers, share = _take(pot, deal, scoring)
        carry = pot - share * len(takers)
        rows.append(tuple(Fraction((share if s in takers else 0) - deal[s])
                          for s in range(seats)))
    leftover = Fraction(carry, seats)
    totals = tuple(sum((r[s] for r in rows), Fraction(0)) + leftover for s in range(seats))
    return SeriesResult(tuple(rows), carry, totals)


def _take(pot: int, deal: Sequence[int], scoring: Scoring) -> tuple[tuple[int, ...], int]:
    """Who takes the pot of one deal and each one's whole chips (HT-12): the lowest score
    (pot) or a score of 0 (totaliser); nobody at 0 takes nothing."""
    if scoring is Scoring.POT:
        takers = tuple(s for s, p in enumerate(deal) if p == min(deal))
    else:
        takers = tuple(s for s, p in enumerate(deal) if p == 0)
    return takers, (pot // len(takers) if takers else 0)


@dataclass(frozen=True, slots=True)
class DealPot:
    """One deal settled by the pot or the totaliser on its own (HT-12).

    Attributes:
        pot: chips paid in, one per point (26, or 78 with four players and a moon).
        takers: the seats that take the pot: the lowest score (pot), a score of 0
            (totaliser); none when nobody took 0 in a totaliser.
        share: whole chips each taker takes.
        left: chips nobody took (odd chips, or the whole jackpot), shared by every seat.
        units: per seat ``share − points + left / N``, summing to exactly 0.
    """

    pot: int
    takers: tuple[int, ...]
    share: int
    left: int
    units: tuple[Fraction, ...]


def deal_pot(points: Sequence[int], scoring: Scoring) -> DealPot:
    """Settle one deal's final points by the pot or the totaliser (HT-12).

    Decision: the app settles each deal from that deal alone (``Rules.settlement``), so
    the chips the seed carries to the next deal (odd chips, a jackpot) are shared
    equally at once, as ``settle_series`` does after a series' last deal. Example, pot,
    points (2, 2, 2, 20): 26 chips, three share 8 each, 2 left: units 6.5, 6.5, 6.5, −19.5.

    Raises:
        ValueError: ``scoring`` is the average (settled by ``against_average``).
    """
    if scoring is Scoring.AVERAGE:
        raise ValueError("the average is not a pot (HT-10)")
    pot = sum(points)
    takers, share = _take(pot, points, scoring)
    left = pot - share * len(takers)
    n = len(points)
    units = tuple(Fraction(((share if s in takers else 0) - p) * n + left, n)
                  for s, p in enumerate(points))
    return DealPot(pot, takers, share, left, units)


def deal_settlement(points: Sequence[int], scoring: Scoring) -> tuple[Fraction, ...]:
    """Units of one deal by the table's scoring (HT-10, HT-12), summing to exactly 0."""
    if scoring is Scoring.AVERAGE:
        return against_average(list(points))
    return deal_pot(points, scoring).units


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
