"""Hearts («Червы», seed 003; shared/HEARTS.md) on the game protocol.

Pure Python: no Qt. ``HeartsRules`` is the face the shell, the tournament and the
protocol tests see; the rules themselves live in ``state``, ``rules``, ``legal``,
``observe`` and ``settlement``.

    from coventry_desktop.games.hearts import RULES, STANDARD
    state = RULES.new_deal(seats=4, dealer=0, seed=7, number=0, options=STANDARD)

Decisions where the seed (003) is open, each also at its clause:
- The give is simultaneous at a table; here seats give in turn from the eldest
  clockwise, and the received cards reach hands (and views) only once all have given.
- HT-7 Q♠ must go: the holder, once void in the suit led, may discard only Q♠; when
  Standard's "no points on the first trick" also applies, that ban wins on trick 1.
- HT-13 "no heart lead before the third trick": tricks 1 and 2 may not be led with a heart.
- ``two_clubs_leads`` with 2♣ in the kitty: the lowest club in the hands leads.
- Standard waives Q♠ must go (today's Hearts has no such rule) and plays to 100.
- Pot and totaliser: chips left after a series' last deal are shared equally, so a
  series settles to exactly 0.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import Any

from ...engine.game import BOT_LEVELS, PER_PLAYER, Bot, GameInfo, Transition
from .actions import Action, Give, IllegalAction, Play, Reason, action_from_json, action_to_json
from .cards import QS_BIT
from .observe import HeartsView, observe
from .options import CLASSIC, STANDARD, GiveDirection, HeartsOptions, Scoring
from .rules import apply, is_legal, legal_actions, to_act
from .settlement import final_points, moon_shooter, settlement
from .state import MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION, HeartsState, Phase, deal_from_hands
from .state import new_deal as _new_deal


class HeartsRules:
    """Hearts as ``engine.game.Rules``."""

    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int = 0,
                 options: Any = None) -> HeartsState:
        """Shuffle and deal (HT-4); ``number`` picks a rotating give (HT-5).

        Raises:
            ValueError: seats outside 3..7 or dealer out of range.
        """
        return _new_deal(players=seats, dealer=dealer, seed=seed, number=number,
                         options=CLASSIC if options is None else options)

    def to_act(self, state: HeartsState) -> int | None:
        return to_act(state)

    def legal_actions(self, state: HeartsState) -> list[Action]:
        return legal_actions(state)

    def is_legal(self, state: HeartsState, action: Action) -> bool:
        return is_legal(state, action)

    def apply(self, state: HeartsState, action: Action) -> Transition[HeartsState]:
        return apply(state, action)

    def observe(self, state: HeartsState, seat: int) -> HeartsView:
        return observe(state, seat)

    def points(self, state: HeartsState) -> tuple[int, ...]:
        """Penalty points taken so far; the kitty and the moon count once over (HT-9)."""
        return final_points(state)

    def settlement(self, state: HeartsState) -> tuple[Fraction, ...]:
        return settlement(state)

    def action_to_json(self, action: Action) -> list[Any]:
        return action_to_json(action)

    def action_from_json(self, item: Any) -> Action:
        return action_from_json(item)


RULES = HeartsRules()


def _bot(level: str) -> Bot[HeartsView, Action]:
    from .bots import make_bot  # lazy: the registry stays cheap to import

    return make_bot(level)


def _presenter() -> Any:
    from .ui import HeartsPresenter  # lazy: only the desktop shell imports Qt

    return HeartsPresenter()


def _series_target(options: HeartsOptions) -> int | None:
    """Standard plays until a total reaches ``end_at`` (100); Classic counts deals (HT-11)."""
    return options.end_at


def deal_counts(state: HeartsState, seat: int) -> dict[str, int]:
    """Statistics of ``seat`` in a finished deal: a clean deal (no points), Q♠ taken (in a
    trick or the kitty, HT-4), the moon shot (Standard)."""
    points = final_points(state)
    queen = (state.taken[seat] | (state.kitty if state.kitty_taker == seat else 0)) & QS_BIT
    return {"clean": int(points[seat] == 0 and moon_shooter(state) is None),
            "queen_taken": int(bool(queen)), "moons": int(moon_shooter(state) == seat)}


INFO = GameInfo(
    id="hearts",
    name="Hearts",
    rules_version=RULES_VERSION,
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    deck=52,
    series_lengths=(6, 1, PER_PLAYER),
    better="low",
    rules=RULES,
    bots={level: partial(_bot, level) for level in BOT_LEVELS},
    default_options=CLASSIC,
    presets=(("Classic", CLASSIC), ("Standard", STANDARD)),
    series_target=_series_target,
    ui=_presenter,
    deal_counts=deal_counts,
)

__all__ = [
    "CLASSIC", "INFO", "RULES", "STANDARD", "Action", "Give", "GiveDirection", "HeartsOptions",
    "HeartsRules", "HeartsState", "HeartsView", "IllegalAction", "Phase", "Play", "Reason",
    "Scoring", "deal_from_hands",
]
