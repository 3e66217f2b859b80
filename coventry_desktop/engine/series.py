"""What every game's series shares: each deal's shuffle seed, and places with ties shared."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .game import Number


def places(totals: Sequence[Number]) -> list[int]:
    """Standard competition ranking, highest total first: [3, 3, −2, −4] → [1, 1, 3, 4] (EC-15)."""
    return [1 + sum(other > mine for other in totals) for mine in totals]


def deal_seeds(seed: int, deals: int) -> tuple[int, ...]:
    """The shuffle seed of each deal of a series, a pure function of the series seed."""
    rng = random.Random(seed)
    return tuple(rng.getrandbits(63) for _ in range(deals))
