"""Hearts («Червы», seed 003; shared/HEARTS.md) on the game protocol.

Pure Python: no Qt. ``HeartsRules`` is the face the shell, the tournament and the
protocol tests see; the rules themselves live in ``state``, ``rules``, ``legal``,
``observe`` and ``settlement``.

    from coventry_desktop.games.hearts import RULES, STANDARD  # RULES loads on first use
    state = RULES.new_deal(seats=4, dealer=0, seed=7, number=0, options=STANDARD)

Decisions where the seed (003) is open, each also at its clause:
- The give is simultaneous at a table; here seats give in turn from the eldest
  clockwise, and the received cards reach hands (and views) only once all have given.
- HT-7 Q♠ must go: the holder, once void in the suit led, may discard only Q♠; when
  Standard's "no points on the first trick" also applies, that ban wins on trick 1.
- HT-13 "no heart lead before the third trick": tricks 1 and 2 may not be led with a heart.
- ``two_clubs_leads`` with 2♣ in the kitty: the lowest club in the hands leads.
- Standard waives Q♠ must go (today's Hearts has no such rule) and plays to 100.
- HT-12 pot and totaliser: what a deal leaves in the pot (odd chips, the totaliser's
  jackpot) is carried into the next deal's pot until someone wins it; a deal's units are
  what changed hands in it (``series.settle_series``, the one series settlement every
  view reads through ``engine.series.settle``). Chips still in the pot after the series'
  last deal are shared equally among all seats as exact fractions, so the series sums to
  exactly 0. A deal played on its own (``Rules.settlement``) is a series of one deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from ...engine.game import (
    BOT_LEVELS,
    PER_PLAYER,
    Bot,
    GameInfo,
    LazyRules,
    SeriesSettlement,
    lazy_names,
)
from .cards import MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION
from .options import CLASSIC, STANDARD, GiveDirection, HeartsOptions, Scoring

if TYPE_CHECKING:
    from .actions import Action, Give, IllegalAction, Play, Reason
    from .observe import HeartsView
    from .protocol import RULES, HeartsRules
    from .state import HeartsState, Phase, deal_from_hands

# The rules load on first use (PEP 562), so the registry and the app's start-up import
# only what the menus need; ``from coventry_desktop.games.hearts import RULES`` works as ever.
_LAZY = {
    "Action": "actions", "Give": "actions", "IllegalAction": "actions", "Play": "actions",
    "Reason": "actions", "HeartsView": "observe", "HeartsRules": "protocol",
    "RULES": "protocol", "deal_counts": "protocol", "HeartsState": "state", "Phase": "state",
    "deal_from_hands": "state",
}

__getattr__ = lazy_names(__name__, _LAZY)


def _bot(level: str) -> Bot[HeartsView, Action]:
    from .bots import make_bot  # lazy: the registry stays cheap to import

    return make_bot(level)


def _presenter() -> Any:
    from .ui import HeartsPresenter  # lazy: only the desktop shell imports Qt

    return HeartsPresenter()


def _series_target(options: HeartsOptions) -> int | None:
    """Standard plays until a total reaches ``end_at`` (100); Classic counts deals (HT-11)."""
    return options.end_at


def _deal_counts(state: HeartsState, seat: int) -> dict[str, int]:
    from .protocol import deal_counts  # lazy, as the rules

    return deal_counts(state, seat)


def _settle_series(finals: Sequence[HeartsState], over: bool) -> SeriesSettlement:
    from .series import settle_finals  # lazy, as the rules

    return settle_finals(finals, over)


def _lessons() -> Any:
    from .lessons import COURSE  # lazy: only Learn to Play and `lessons` read the course

    return COURSE


INFO = GameInfo(
    id="hearts",
    name="Hearts",
    rules_version=RULES_VERSION,
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    deck=52,
    action_kinds=("give", "play"),
    series_lengths=(6, 1, PER_PLAYER),
    better="low",
    rules=LazyRules(f"{__name__}.protocol"),
    bots={level: partial(_bot, level) for level in BOT_LEVELS},
    default_options=CLASSIC,
    presets=(("Classic", CLASSIC), ("Standard", STANDARD)),
    series_target=_series_target,
    ui=_presenter,
    lessons=_lessons,
    passes=False,  # HT-6: every turn plays a card (follow suit if able, else any card)
    deal_counts=_deal_counts,
    settle_series=_settle_series,
)

__all__ = [
    "CLASSIC", "INFO", "RULES", "STANDARD", "Action", "Give", "GiveDirection", "HeartsOptions",
    "HeartsRules", "HeartsState", "HeartsView", "IllegalAction", "Phase", "Play", "Reason",
    "Scoring", "deal_from_hands",
]
