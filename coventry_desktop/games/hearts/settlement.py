"""Scoring one deal: the kitty, the moon, points and settlement (HT-4, HT-9, HT-10).

Seed «Подсчёт очков»: each heart 1, Q♠ 13; each player settles "the difference between
the average result and their own", exact with ``fractions.Fraction``.
"""

from __future__ import annotations

from fractions import Fraction

from ...engine.cards import cards_of
from .cards import DEAL_POINTS, points_of
from .events import DealScored, Event, KittyRevealed, MoonShot
from .state import HeartsState, Phase


def finish(state: HeartsState) -> tuple[HeartsState, tuple[Event, ...]]:
    """The deal after its last trick: over, the kitty shown, points final.

    Args:
        state: a deal whose hands are all empty.

    Returns:
        ``(the state, phase OVER, the events KittyRevealed?, MoonShot?, DealScored)``.
    """
    over = HeartsState(
        state.options, state.players, state.dealer, state.number, Phase.OVER, state.hands,
        state.kitty, state.offset, state.given, state.leader, state.leader, state.trick,
        state.tricks, state.taken, state.broken, state.first_lead)
    events: list[Event] = []
    taker = over.kitty_taker
    if state.kitty and taker is not None:
        # HT-4: the first trick's winner takes the kitty, face down until now.
        events.append(KittyRevealed(taker, cards_of(state.kitty), points_of(state.kitty)))
    shooter = moon_shooter(over)
    if shooter is not None:
        events.append(MoonShot(shooter))
    events.append(DealScored(final_points(over)))
    return over, tuple(events)


def raw_points(state: HeartsState) -> tuple[int, ...]:
    """Per seat the points in the cards it took, the kitty with the first trick's winner
    once the deal is over (HT-4, HT-9)."""
    points = [points_of(mask) for mask in state.taken]
    if state.phase is Phase.OVER and state.kitty_taker is not None:
        points[state.kitty_taker] += points_of(state.kitty)
    return tuple(points)


def moon_shooter(state: HeartsState) -> int | None:
    """The seat that took all 26 points (kitty included) under ``shoot_the_moon``, if any."""
    if not state.options.shoot_the_moon or state.phase is not Phase.OVER:
        return None
    raw = raw_points(state)
    return next((seat for seat, p in enumerate(raw) if p == DEAL_POINTS), None)


def final_points(state: HeartsState) -> tuple[int, ...]:
    """Points per seat so far; once over, with the kitty and the moon (lower is better).

    Standard's moon: the shooter scores 0 and every other seat 26, so a deal totals
    26 × (N − 1).
    """
    shooter = moon_shooter(state)
    if shooter is not None:
        return tuple(0 if seat == shooter else DEAL_POINTS for seat in range(state.players))
    return raw_points(state)


def against_average(points: tuple[int, ...] | list[int]) -> tuple[Fraction, ...]:
    """Units per seat: the average points minus one's own (HT-10, seed «Подсчёт очков»).

    Seed example: totals 42, 71, 19, 24 (156, average 39) give −3, −32, +20, +15.
    The units sum to exactly 0.
    """
    # average - p = (total - n·p) / n: one Fraction per seat, no Fraction arithmetic.
    total, n = sum(points), len(points)
    return tuple(Fraction(total - n * p, n) for p in points)


def settlement(state: HeartsState) -> tuple[Fraction, ...]:
    """Units of a finished deal against its average (HT-10), summing to exactly 0.

    Raises:
        ValueError: the deal is not over.
    """
    if state.phase is not Phase.OVER:
        raise ValueError("a Hearts deal is settled only once it is over (HT-10)")
    return against_average(final_points(state))
