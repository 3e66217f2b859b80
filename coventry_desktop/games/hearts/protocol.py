"""Hearts' rules as ``engine.game.Rules``: the face the shell, the tournament and the
protocol tests see (imported on first use through ``INFO.rules`` or ``hearts.RULES``)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...engine.game import Transition
from ...engine.shuffle import deal_again
from .actions import Action, action_from_json, action_to_json
from .cards import QS_BIT
from .observe import HeartsView, observe
from .options import CLASSIC, Scoring
from .rules import apply, is_legal, legal_actions, to_act
from .series import deal_settlement
from .settlement import final_points, moon_shooter, settlement
from .state import HeartsState, Phase
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

    def resample(self, state: HeartsState, seat: int, seed: int) -> HeartsState:
        """Other hands, the cards given but not yet received, and the kitty until the end
        (HT-4, HT-5) dealt again; the cards ``seat`` gave stay with their receiver."""
        known = state.given[seat] if state.phase is not Phase.GIVE and state.offset else 0
        others = [s for s in range(state.players) if s != seat]
        giving = state.phase is Phase.GIVE
        over = state.phase is Phase.OVER
        hidden = (*(state.hands[s] & ~known for s in others),
                  *(state.given[s] for s in others if giving), 0 if over else state.kitty)
        again = iter(deal_again(hidden, seed))
        hands, given = list(state.hands), list(state.given)
        for s in others:
            hands[s] = state.hands[s] & known | next(again)
        for s in others if giving else ():
            given[s] = next(again)
        kitty = next(again)
        return state._replace(hands=tuple(hands), given=tuple(given),
                              kitty=state.kitty if over else kitty)

    def points(self, state: HeartsState) -> tuple[int, ...]:
        """Penalty points taken so far; the kitty and the moon count once over (HT-9)."""
        return final_points(state)

    def settlement(self, state: HeartsState) -> tuple[Fraction, ...]:
        """Units of a finished deal played on its own (a series of one deal) by the
        table's scoring: against the average (HT-10), or its pot or totaliser with what
        nobody takes shared at once (HT-12, ``series.deal_settlement``); sum exactly 0.
        In a series, ``engine.series.settle`` carries the pot from deal to deal.

        Raises:
            ValueError: the deal is not over.
        """
        units = settlement(state)
        if state.options.scoring is Scoring.AVERAGE:
            return units
        return deal_settlement(final_points(state), state.options.scoring)

    def action_to_json(self, action: Action) -> list[Any]:
        return action_to_json(action)

    def action_from_json(self, item: Any) -> Action:
        return action_from_json(item)


RULES = HeartsRules()


def deal_counts(state: HeartsState, seat: int) -> dict[str, int]:
    """Statistics of ``seat`` in a finished deal: a clean deal (no points), Q♠ taken (in a
    trick or the kitty, HT-4), the moon shot (Standard)."""
    points = final_points(state)
    queen = (state.taken[seat] | (state.kitty if state.kitty_taker == seat else 0)) & QS_BIT
    return {"clean": int(points[seat] == 0 and moon_shooter(state) is None),
            "queen_taken": int(bool(queen)), "moons": int(moon_shooter(state) == seat)}
