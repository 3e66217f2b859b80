"""A fast simulation of a deal on rank counts, for Hard's search (issue 4).

Suits never matter and a rank is either wholly in hands or spent (RULES.md EC-2,
EC-11), so a deal at a lead is fully described by how many cards of each rank
each seat holds. A quartet then resolves in one step: after the lead, turns go
clockwise and each seat holding the rank plays one card each time round (EC-6,
EC-7, EC-9), so seat ``s`` plays its ``j``-th card in sweep ``j`` of the table;
the last seat of the last sweep plays the fourth card and leads next (EC-10),
and the first seat to play its last card wins at once (EC-13).

``tests/bots/test_kernel.py`` proves this agrees with the public engine (same
winner, same settlement) on thousands of random deals at 3 to 6 players.

Shapes: ``rows[seat][column]`` is a count 0..4 (a column is a live rank, in any
order the caller likes); ``sizes[seat]`` is that seat's hand size; both lists are
changed in place, so pass copies.
"""

from __future__ import annotations

from collections.abc import Callable

Rows = list[list[int]]
LeadPolicy = Callable[[list[int], list[int], int], int]
"""``policy(row, sizes, seat) -> column``: the column the leader leads (``row[column] > 0``)."""


def greedy_lead(row: list[int], sizes: list[int], seat: int) -> int:
    """Lead the rank held most of; ties go to the first such column.

    Callers shuffle the column order to randomise ties, which costs nothing here.
    """
    return row.index(max(row))


def resolve_quartet(rows: Rows, sizes: list[int], leader: int, column: int) -> tuple[int, int]:
    """Play out the quartet ``leader`` leads in ``column``; changes ``rows`` and ``sizes``.

    Returns:
        ``(seat, won)``: with ``won == 1``, ``seat`` went out and the deal is over
        (``sizes`` then hold the cards left at that moment); with ``won == 0``,
        ``seat`` played the fourth card and leads next.
    """
    players = len(sizes)
    held = [row[column] for row in rows]
    # A seat can go out in this quartet only if every card it holds is of this rank.
    out_key = 99
    winner = -1
    for seat in range(players):
        k = held[seat]
        if k and k == sizes[seat]:
            # Seat plays its last card in sweep k at clockwise distance d from the leader.
            key = k * 8 + (seat - leader) % players
            if key < out_key:
                out_key, winner = key, seat
    if winner < 0:
        last_sweep = max(held)
        nxt = leader
        for seat in range(players):
            k = held[seat]
            if k:
                sizes[seat] -= k
                rows[seat][column] = 0
                if k == last_sweep and (seat - leader) % players >= (nxt - leader) % players:
                    nxt = seat
        return nxt, 0
    sweep, distance = divmod(out_key, 8)
    for seat in range(players):
        k = held[seat]
        if k:
            # Cards this seat played before the winner's last card: all of its cards in
            # the sweeps before, plus one in the winner's sweep if it comes earlier in it.
            before = sweep if (seat - leader) % players <= distance else sweep - 1
            sizes[seat] -= min(k, before)
            rows[seat][column] = k - min(k, before)
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
