"""The seeded shuffle every game deals from (house style rule 4), and the generator a
bot's search derives from the one it is handed.

Our own Fisher–Yates over ``random.Random(seed).random()``, because ``random.shuffle``
is not promised to stay stable across Python versions; a golden test pins seed 1's order.
"""

from __future__ import annotations

import random

from .cards import DECK


def shuffled_order(seed: int, size: int = len(DECK)) -> list[int]:
    """A permutation of ``range(size)``, a pure function of ``seed``.

    Args:
        seed: any integer.
        size: how many items to shuffle (52 for the whole deck).

    Returns:
        The shuffled indices; deal ``DECK[i]`` for each ``i`` in order.
    """
    rnd = random.Random(seed).random
    order = list(range(size))
    for i in range(size - 1, 0, -1):
        j = int(rnd() * (i + 1))
        order[i], order[j] = order[j], order[i]
    return order


def deal_again(masks: tuple[int, ...], seed: int) -> tuple[int, ...]:
    """The cards of ``masks`` (card-index bit masks, disjoint) dealt again among them at
    random, each keeping its size: the cards one seat cannot see, moved around.

    The same Fisher–Yates as ``shuffled_order``, so the result is a pure function of
    (masks, seed). Used by a game's ``Rules.resample``.
    """
    pool = [index for mask in masks for index in range(mask.bit_length()) if mask >> index & 1]
    order = shuffled_order(seed, len(pool))
    out, start = [], 0
    for mask in masks:
        part = order[start:start + mask.bit_count()]
        start += len(part)
        out.append(sum(1 << pool[k] for k in part))
    return tuple(out)


def search_rng(rng: random.Random, moves: int) -> random.Random:
    """A search's own generator, so a bot that searches draws from ``rng`` only what the
    bot it plays like would (common random numbers in the tournament).

    A pure function of ``rng``'s state and ``moves`` (the length of the seat's history),
    drawn without advancing ``rng``; an int tuple's hash does not depend on
    ``PYTHONHASHSEED``, so every process derives the same one.
    """
    return random.Random(hash((rng.getstate()[1], moves)))
