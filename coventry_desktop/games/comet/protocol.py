"""Comet's rules as ``engine.game.Rules``: the face the shell, the tournament and the
protocol tests see (imported on first use through ``INFO.rules`` or ``comet.RULES``)."""

from __future__ import annotations

from typing import Any

from ...engine.game import Transition
from ...engine.shuffle import deal_again
from . import actions as _actions
from .actions import Action, Play
from .deck import COMET, KING_MASK
from .observe import CometView, observe
from .rules import apply, legal_actions
from .state import CometState, Phase, new_deal


class CometRules:
    """The Comet rules as ``engine.game.Rules``; ``number`` and ``options`` are unused."""

    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int = 0,
                 options: Any = None) -> CometState:
        """Shuffle the 51 cards with ``shuffled_order(seed, 51)`` and deal (CM-4…CM-6).

        Raises:
            ValueError: seats not 2..6, or dealer out of range.
        """
        return new_deal(seats, dealer, seed)

    def to_act(self, state: CometState) -> int | None:
        """The seat to act, ``None`` once the deal is over."""
        return None if state.phase is Phase.OVER else state.turn

    def legal_actions(self, state: CometState) -> list[Action]:
        """Plays in deck order, then the pass; empty once over."""
        return legal_actions(state)

    def apply(self, state: CometState, action: Action) -> Transition[CometState]:
        """Take one action.

        Raises:
            IllegalAction: with a ``Reason``; ``state`` is untouched.
        """
        return apply(state, action)

    def observe(self, state: CometState, seat: int) -> CometView:
        """All ``seat`` may know; the dead cards only once the deal is over."""
        return observe(state, seat)

    def resample(self, state: CometState, seat: int, seed: int) -> CometState:
        """Other hands and the dead cards dealt again (CM-5); once over all are shown."""
        if state.phase is Phase.OVER:
            return state
        hidden = (*(m for s, m in enumerate(state.masks) if s != seat), state.dead)
        *hands, dead = deal_again(hidden, seed)
        again = iter(hands)
        masks = tuple(m if s == seat else next(again) for s, m in enumerate(state.masks))
        return state._replace(masks=masks, dead=dead)

    def points(self, state: CometState) -> tuple[int, ...]:
        """Balances so far: the ante and payments (CM-4, CM-15); once over, also the
        bank and end penalties (CM-16). They sum to ``-bank`` until the end, then 0."""
        return state.balances

    def settlement(self, state: CometState) -> tuple[int, ...]:
        """Final units per seat, summing to 0 (CM-16).

        Raises:
            ValueError: the deal is not over.
        """
        if state.phase is not Phase.OVER:
            raise ValueError("the deal is not over: no settlement yet")
        return state.balances

    def action_to_json(self, action: Action) -> list[Any]:
        """``["play", seat, "9♦"]`` or ``["pass", seat]``."""
        return _actions.to_json(action)

    def action_from_json(self, item: Any) -> Action:
        """The inverse of ``action_to_json``.

        Raises:
            ValueError: not a Comet action.
        """
        return _actions.from_json(item)


RULES = CometRules()


def deal_counts(state: CometState, seat: int) -> dict[str, int]:
    """Statistics of ``seat`` in a finished deal: Comets it played, Kings left in its hand
    (CM-16: a King still held pays 1 to every other player)."""
    comets = sum(1 for action in state.history
                 if isinstance(action, Play) and action.seat == seat
                 and action.card.index == COMET)
    return {"comets": comets, "kings_stranded": (state.masks[seat] & KING_MASK).bit_count()}
