"""A fast simulation of a deal on rank counts, for Hard's search (issue 4).

Suits never matter and a rank is either wholly in hands or spent (RULES.md EC-2,
EC-11), so a deal at a lead is fully described by how many cards of each rank
each seat holds. A quartet then resolves in one step: after the lead, turns go
clockwise and each seat holding the rank plays one card each time round (EC-6,
EC-7, EC-9), so seat ``s`` plays its ``j``-th card in sweep ``j`` of the table;
the last seat of the last sweep plays the fourth card and leads next (EC-10),
and the first seat to play its last card wins at once (EC-13).

``tests/games/coventry/test_bot_kernel.py`` proves this agrees with the public engine (same
winner, same settlement) on thousands of random deals at 3 to 6 players.

Shapes: ``rows[seat][column]`` is a count 0..4 (a column is a live rank, in any
order the caller likes); ``sizes[seat]`` is that seat's hand size; both lists are
changed in place, so pass copies.
"""

from __future__ import annotations

import random
from collections.abc import Callable

Rows = list[list[int]]
LeadPolicy = Callable[[list[int], list[int], int], int]
"""``policy(row, sizes, seat) -> column``: the column the leader leads (``row[column] > 0``)."""


def greedy_lead(row: list[int], sizes: list[int], seat: int) -> int:
    """Lead the rank held most of; ties go to the first such column."""
    return row.index(max(row))


def random_greedy_lead(rng: random.Random) -> LeadPolicy:
    """Lead the rank held most of, ties broken by ``rng`` at every lead, as Normal does.

    A fixed column order would break every tie of a rollout the same way, which
    correlates the choices of different seats; Normal's choices are independent.
    """
    draw = rng.random

    def policy(row: list[int], sizes: list[int], seat: int) -> int:
        most = max(row)
        if row.count(most) == 1:
            return row.index(most)
        columns = [column for column, held in enumerate(row) if held == most]
        return columns[int(draw() * len(columns))]

    return policy


# Per table size and leader, the seats clockwise from the leader (index = distance).
_ORDERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((leader + d) % players for d in range(players)) for leader in range(players))
    for players in range(7)
)


def resolve_quartet(rows: Rows, sizes: list[int], leader: int, column: int) -> tuple[int, int]:
    """Play out the quartet ``leader`` leads in ``column``; changes ``rows`` and ``sizes``.

    Returns:
        ``(seat, won)``: with ``won == 1``, ``seat`` went out and the deal is over
        (``sizes`` then hold the cards left at that moment); with ``won == 0``,
        ``seat`` played the fourth card and leads next.
    """
    out_key = 99
    winner = -1
    last = 0
    nxt = leader
    played = []
    for distance, seat in enumerate(_ORDERS[len(sizes)][leader]):
        row = rows[seat]
        k = row[column]
        if k:
            size = sizes[seat]
            # A seat holding only this rank plays its last card in sweep k at this
            # distance; the smallest (sweep, distance) goes out first.
            if k == size and k * 8 + distance < out_key:
                out_key, winner = k * 8 + distance, seat
            # The last seat of the last sweep plays the fourth card.
            if k >= last:
                last, nxt = k, seat
            row[column] = 0
            sizes[seat] = size - k
            played.append((seat, k, distance))
    if winner < 0:
        return nxt, 0
    # Someone went out mid-quartet (rare: once a deal), so undo the plays after it:
    # each seat played all its cards in earlier sweeps, plus one in the winner's sweep
    # if it sits before the winner.
    sweep, out_distance = divmod(out_key, 8)
    for seat, k, distance in played:
        before = min(k, sweep if distance <= out_distance else sweep - 1)
        sizes[seat] += k - before
        rows[seat][column] = k - before
    return winner, 1


def play_out(rows: Rows, sizes: list[int], leader: int, column: int | None,
             policy: LeadPolicy = greedy_lead) -> int:
    """Play the deal to its end from a lead by ``leader``; returns the winner.

    Args:
        rows: counts per seat and column; changed in place.
        sizes: hand sizes per seat, all > 0; changed in place (cards left at the end).
        leader: the seat to lead.
        column: the column ``leader`` leads first, or ``None`` to ask ``policy``.
        policy: how every seat chooses its later leads.
    """
    if column is None:
        column = policy(rows[leader], sizes, leader)
    while True:
        seat, won = resolve_quartet(rows, sizes, leader, column)
        if won:
            return seat
        leader = seat
        column = policy(rows[leader], sizes, leader)


def settlement(sizes: list[int], winner: int) -> list[int]:
    """Units per seat (EC-14): −1 per card left, the winner takes the sum."""
    units = [-size for size in sizes]
    units[winner] = sum(sizes) - sizes[winner]
    return units
