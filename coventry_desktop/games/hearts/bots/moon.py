"""Hard's second plan under ``shoot_the_moon``: take every trick with points (Standard).

Normal aims at the moon only with a hand that cannot lose a trick, so rollouts on Normal's
rules alone would find most moons only by accident. While no other seat has taken a
point, Hard also plays each candidate out with this plan for its own seat (the others stay
on Normal's rules) and keeps the better plan.

The plan itself is ``policy.shoot_play`` (Normal plays it too, once no card of its hand
can lose a trick).
"""

from __future__ import annotations

from .policy import shoot_play
from .table import Table

__all__ = ["on_course", "plausible", "shoot_play"]


def plausible(t: Table, seat: int) -> bool:
    """Whether a moon is still open to ``seat``: the rule is on, nobody else has a point."""
    points = t.points
    return t.options.shoot_the_moon and sum(points) == points[seat]  # points are never < 0


def on_course(t: Table, seat: int, least: int) -> bool:
    """Whether ``seat`` holds every point taken so far, ``least`` or more (the moon counts)."""
    return plausible(t, seat) and t.points[seat] >= least
