"""A Comet series: one deal per player, the deal passing left (CM-3, CM-17; seed 004 §02, §06).

A single deal may be played on its own; a full series has as many deals as players, so
each seat deals once. The highest total wins; equal leaders share the win (places
1, 1, 3 as in Coventry). Every deal is zero-sum, so the totals sum to 0.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.game import PER_PLAYER
from ...engine.series import deal_seeds, places
from .deck import MAX_PLAYERS, MIN_PLAYERS


def series_deals(players: int, length: int) -> int:
    """Deals in a series of ``length`` (1 or ``PER_PLAYER``) at ``players`` seats.

    Raises:
        ValueError: players not 2..6, or a length the game does not offer.
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Comet needs 2 to 6 players, not {players} (CM-2)")
    if length == 1:
        return 1
    if length == PER_PLAYER:
        return players  # CM-17: one deal per player
    raise ValueError(f"a Comet series is 1 deal or one per player, not {length}")


def first_dealer(players: int, rng: random.Random) -> int:
    """CM-3 (§02): the first dealer at random, from the RNG the caller passes in."""
    return int(rng.random() * players)


def dealer_of(first: int, number: int, players: int) -> int:
    """CM-3: the deal passes left, so deal ``number`` (0-based) is dealt by ``first + number``."""
    return (first + number) % players


def seeds_of(seed: int, deals: int) -> tuple[int, ...]:
    """Each deal's shuffle seed, a pure function of the series seed; CM-18 reshuffles all 51."""
    return deal_seeds(seed, deals)


def totals(results: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Per seat, the sum of each finished deal's settlement.

    Raises:
        ValueError: no results, or deals with different seat counts.
    """
    if not results or len({len(deal) for deal in results}) != 1:
        raise ValueError("totals need at least one deal, all at the same table")
    return tuple(sum(column) for column in zip(*results, strict=True))


def standings(results: Sequence[Sequence[int]]) -> list[int]:
    """CM-17 (§06): places by total, highest first; equal totals share a place (1, 1, 3)."""
    return places(totals(results))
