"""Earl of Coventry on the game protocol (shared/RULES.md, seeds 000 and 001).

Coventry's rules were written before the protocol existed; ``CoventryRules`` is the
thin face they show the shell, the tournament and the protocol tests.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ...engine import DealState, Phase, SeatView, apply, legal_actions, new_deal, observe, settle
from ...engine.actions import Action
from ...engine.game import BOT_LEVELS, Bot, GameInfo, Transition
from ...engine.records import action_from_json, action_to_json
from ...engine.settlement import SERIES_LENGTH
from ...engine.state import MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION


class CoventryRules:
    """The Coventry engine as ``engine.game.Rules``; ``number`` and ``options`` are unused."""

    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int = 0,
                 options: Any = None) -> DealState:
        return new_deal(seats, dealer, seed)

    def to_act(self, state: DealState) -> int | None:
        return None if state.phase is Phase.OVER else state.turn

    def legal_actions(self, state: DealState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: DealState, action: Action) -> Transition[DealState]:
        step = apply(state, action)
        return Transition(step.state, step.events)

    def observe(self, state: DealState, seat: int) -> SeatView:
        return observe(state, seat)

    def points(self, state: DealState) -> tuple[int, ...]:
        # EC-14: nothing is counted until someone goes out.
        return settle(state) if state.phase is Phase.OVER else (0,) * state.players

    def settlement(self, state: DealState) -> tuple[int, ...]:
        return settle(state)

    def action_to_json(self, action: Action) -> list[Any]:
        return action_to_json(action)

    def action_from_json(self, item: Any) -> Action:
        return action_from_json(item, 0)


def _bot(level: str) -> Bot[SeatView, Action]:
    from .bots import make_bot  # lazy: the registry stays cheap to import

    return make_bot(level)


def _real_decision(view: SeatView) -> bool:
    """Only a lead between ranks held a different number of times is a choice."""
    from .bots.knowledge import is_real_decision

    return is_real_decision(view)


INFO = GameInfo(
    id="coventry",
    name="Earl of Coventry",
    rules_version=RULES_VERSION,
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    deck=52,
    series_lengths=(1, SERIES_LENGTH),
    better="high",
    rules=CoventryRules(),
    bots={level: partial(_bot, level) for level in BOT_LEVELS},
    real_decision=_real_decision,
)
