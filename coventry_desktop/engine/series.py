"""What every game's series shares: each deal's shuffle seed, places with ties shared, and
the series' settlement (one function, read by the table, the side panel, the scoreboard,
the statistics, the records, ``show`` and the tournament)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .game import DealSettled, GameInfo, SeriesSettlement

if TYPE_CHECKING:
    from .game import Number


def places(totals: Sequence[Number]) -> list[int]:
    """Standard competition ranking, highest total first: [3, 3, −2, −4] → [1, 1, 3, 4] (EC-15)."""
    return [1 + sum(other > mine for other in totals) for mine in totals]


def deal_seeds(seed: int, deals: int) -> tuple[int, ...]:
    """The shuffle seed of each deal of a series, a pure function of the series seed."""
    rng = random.Random(seed)
    return tuple(rng.getrandbits(63) for _ in range(deals))


def settle(info: GameInfo, finals: Sequence[Any], *, over: bool) -> SeriesSettlement:
    """The series' settlement after its finished deals ``finals`` (final states, in order).

    Args:
        info: the game.
        finals: the final state of each finished deal, from the series' first deal on.
        over: whether the series has ended (what is still in a pot is then shared).

    Returns:
        Per deal its units (and what a pot carried), per seat the totals: summing to
        exactly 0 once ``over``; before that, to minus the chips a pot still carries.
    """
    if info.settle_series is not None and finals:
        return info.settle_series(finals, over)
    deals = tuple(DealSettled(tuple(info.rules.settlement(s))) for s in finals)
    seats = len(deals[0].units) if deals else 0
    totals = tuple(sum((d.units[seat] for d in deals), start=0) for seat in range(seats))
    return SeriesSettlement(deals, totals)


def series_over(info: GameInfo, *, deals: int, options: Any, finals: Sequence[Any]) -> bool:
    """Whether a series of ``deals`` deals is over after ``finals``: every deal played, or
    a points total reached the game's target (Hearts' Standard: 100)."""
    if len(finals) >= deals:
        return True
    target = info.series_target(options) if info.series_target else None
    if target is None or not finals:
        return False
    totals = [sum(info.rules.points(s)[seat] for s in finals)
              for seat in range(len(info.rules.points(finals[0])))]
    return max(totals) >= target
