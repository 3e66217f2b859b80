"""Settling a series of deals: against the average, the pot, the totaliser (HT-10…HT-12).

The series' settlement has one home, ``settle_series`` (``GameInfo.settle_series``, read
through ``engine.series.settle`` by every view): in the pot and the totaliser a deal's
units depend on the pot it inherited.

Seed «Подсчёт очков» and «Варианты подсчёта очков». All amounts are exact: ``int`` chips
or ``Fraction`` units, and every series settles to exactly 0.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from ...engine.game import PER_PLAYER, DealSettled, SeriesSettlement
from .options import HeartsOptions, Scoring
from .settlement import against_average, final_points

if TYPE_CHECKING:
    from .state import HeartsState


def settle_series(points: Sequence[Sequence[int]], scoring: Scoring, *, over: bool = True
                  ) -> SeriesSettlement:
    """Settle deals' final points (one tuple per deal, per seat) by ``scoring``.

    Average (HT-10): each deal against its own average; the totals equal the settlement of
    the summed points against their average. Pot and totaliser (HT-12, seed «Варианты
    подсчёта очков»): each seat pays a chip per point into the pot, which already holds
    what the deal before left in it; the pot goes to the lowest score (pot) or to those
    with 0 points (totaliser), shared in whole chips; what nobody takes (odd chips, the
    whole jackpot) stays in the pot for the next deal. A deal's units are what changed
    hands in it: the chips won less the chips paid. Decision: whatever is still in the pot
    once the series is ``over`` is shared equally by every seat as exact fractions (the
    last deal's ``closing``), so the series sums to exactly 0.

    Example (totaliser, 4 seats): points (1, 5, 7, 13) leave a jackpot of 26; then
    (0, 26, 0, 0) puts 52 in the pot, three share 17 each and 1 chip carries on.

    Raises:
        ValueError: deals of different sizes, or no deals.
    """
    if not points or len({len(p) for p in points}) != 1:
        raise ValueError("a series needs deals with one entry per seat")
    seats = len(points[0])
    if scoring is Scoring.AVERAGE:
        deals = tuple(DealSettled(against_average(list(p))) for p in points)
        totals = tuple(sum((d.units[s] for d in deals), Fraction(0)) for s in range(seats))
        return SeriesSettlement(deals, totals)
    carry = 0
    rows = []
    for deal in points:
        pot = deal_pot(deal, scoring, carried=carry)
        rows.append(DealSettled(pot.units, carry, pot.left))
        carry = pot.left
    if over and carry:
        rows[-1] = replace(rows[-1], closing=(Fraction(carry, seats),) * seats)
    totals = tuple(sum((r.units[s] for r in rows), Fraction(0))
                   + (rows[-1].closing[s] if rows[-1].closing else 0) for s in range(seats))
    return SeriesSettlement(tuple(rows), totals)


def settle_finals(finals: Sequence[HeartsState], over: bool) -> SeriesSettlement:
    """``settle_series`` of finished deals (``GameInfo.settle_series``): their final
    points, kitty and moon included (HT-9), by the series' scoring."""
    return settle_series([final_points(s) for s in finals], finals[0].options.scoring,
                         over=over)


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
    """One deal's pot or totaliser (HT-12).

    Attributes:
        carried: chips already in the pot from earlier deals when the deal began.
        paid: chips paid in this deal, one per point (26, or 78 with four and a moon).
        pot: ``carried + paid``.
        takers: the seats that take the pot: the lowest score (pot), a score of 0
            (totaliser); none when nobody took 0 in a totaliser.
        share: whole chips each taker takes.
        left: chips nobody took (odd chips, or the whole jackpot): carried to the next deal.
        units: per seat ``share − points`` (what changed hands), summing to
            ``carried − left``.
    """

    carried: int
    paid: int
    pot: int
    takers: tuple[int, ...]
    share: int
    left: int
    units: tuple[Fraction, ...]


def deal_pot(points: Sequence[int], scoring: Scoring, *, carried: int = 0) -> DealPot:
    """One deal's pot by the pot or the totaliser (HT-12), ``carried`` chips already in it.

    Example, pot, points (2, 2, 2, 20), nothing carried: 26 chips, three share 8 each,
    2 carry on: units 6, 6, 6, −20.

    Raises:
        ValueError: ``scoring`` is the average (settled by ``against_average``).
    """
    if scoring is Scoring.AVERAGE:
        raise ValueError("the average is not a pot (HT-10)")
    paid = sum(points)
    pot = carried + paid
    takers, share = _take(pot, points, scoring)
    units = tuple(Fraction((share if s in takers else 0) - p) for s, p in enumerate(points))
    return DealPot(carried, paid, pot, takers, share, pot - share * len(takers), units)


def deal_settlement(points: Sequence[int], scoring: Scoring) -> tuple[Fraction, ...]:
    """Units of a deal played on its own (a series of one deal, HT-10, HT-12): what
    nobody takes from its pot is shared equally at once; summing to exactly 0."""
    return tuple(Fraction(u) for u in settle_series([points], scoring).deal_units(0))


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
