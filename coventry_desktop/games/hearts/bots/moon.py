"""Hard's second plan under ``shoot_the_moon``: take every trick with points (Standard).

Normal never aims at the moon, so rollouts on Normal's rules alone would find a moon only
by accident. While no other seat has taken a point, Hard also plays each candidate out with
this plan for its own seat (the others stay on Normal's rules) and keeps the better plan.

Lead: a sure winner (the highest card left of its suit), else the highest card of the
longest suit. Follow: win with the highest card when it beats the trick, else play the
lowest. Void: discard the lowest card that scores nothing, so no point leaves the seat.
"""

from __future__ import annotations

from ..cards import POINTS_MASK, STRENGTH, SUIT_MASKS, SUIT_OF
from .policy import _bottom, _top
from .table import Table


def shoot_play(t: Table, legal: int) -> int:
    """The card index the shooting plan plays for the seat to play, from its legal mask."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if not t.trick:
        out = ~(t.played | t.hands[t.turn])
        for suit_mask in SUIT_MASKS:
            mine = legal & suit_mask
            if mine:
                top = _top(mine)
                rest = suit_mask & out
                if not rest or STRENGTH[top] > STRENGTH[_top(rest)]:
                    return top
        longest = max(SUIT_MASKS, key=lambda m: ((legal & m).bit_count(), m))
        return _top(legal & longest)
    led = SUIT_OF[t.trick[0]]
    if legal & SUIT_MASKS[led]:
        top = _top(legal)
        return top if STRENGTH[top] > STRENGTH[t.trick[t.winning()]] else _bottom(legal)
    clean = legal & ~POINTS_MASK
    return _bottom(clean or legal)


def plausible(t: Table, seat: int) -> bool:
    """Whether a moon is still open to ``seat``: the rule is on, nobody else has a point."""
    return t.options.shoot_the_moon and not any(
        p for s, p in enumerate(t.points) if s != seat)


def on_course(t: Table, seat: int, least: int) -> bool:
    """Whether ``seat`` holds every point taken so far, ``least`` or more (the moon counts)."""
    return plausible(t, seat) and t.points[seat] >= least
