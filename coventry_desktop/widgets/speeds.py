"""Every duration of the table, in milliseconds, in one place (as KPat's speeds.h).

Tests call ``set_speed(0)`` so nothing waits; the View menu's speed setting scales them.
"""

from __future__ import annotations

# Base durations at "normal" speed (factor 1.0).
_BASE = {
    "play": 260,          # a card travelling from a hand to the centre
    "bot_delay": 650,     # a bot's pause before it acts, so a person can follow
    "auto_pass": 450,     # before an automatic pass, so the pass can be seen
    "curtain_guard": 600,  # the curtain's button ignores a key held over from the last turn
    "pass_flash": 1100,   # how long "Pass" stays shown at a seat
    "next_deal": 2500,    # watch mode: pause on the settlement before the next deal
}

NOTICE_MS = 8000
"""How long a passing notice of the message bar stays ("The record was written to …"): a
time to read, the same at every speed (Instant would take it away unread)."""

SPEEDS: dict[str, float] = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "instant": 0.0}
"""Named speed settings and their factors."""

_factor = 1.0


def set_speed(factor: float | str) -> None:
    """Scale every duration by ``factor`` (0 makes everything instant), or use a named speed."""
    global _factor
    _factor = SPEEDS[factor] if isinstance(factor, str) else max(0.0, float(factor))


def factor() -> float:
    """The current speed factor."""
    return _factor


def ms(name: str) -> int:
    """The duration ``name`` (a key of the table above) at the current speed.

    Raises:
        KeyError: unknown duration name.
    """
    return int(_BASE[name] * _factor)
