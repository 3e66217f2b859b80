"""Comet (Foster's Commit) on the game protocol (shared/COMET.md, seed 004).

The rules profile is CM-1…CM-18 of ``COMET.md``, taken from the rule card
``seeds/004_85aa784619bd6746.txt`` (§01–§08): a sequential turn, runs in one suit
upward, the Comet (9♦) played only instead of passing, an ante, a bank and payments.
Pure Python, no Qt: ``CometRules`` is the face the shell, the tournament and the
protocol tests see.

Decisions where the seed and COMET.md leave a point open (beyond those COMET.md marks):

- A card whose successor was already played (in an earlier run) stops its run as 7♦
  does (CM-13): there is nothing to announce (``RunStopped``), the others may still
  pass or play the Comet, and a full round gives its player the free start (CM-9).
- The Comet's own player, if it holds 10♦, does not continue at once: the turn passes
  left (CM-11 "the next player then chooses"); after a full round of passes it has the
  free start (CM-12) and may start with 10♦ then.
- A Comet played where nothing can follow (after 7♦) opens only the diamond branch.
- A King, an Ace start or the Comet as the last card is paid first, then the bank
  (CM-15 "even when the card is the player's last"); end penalties follow, seat by seat.
- At the end the dead cards are shown (CM-5); other hands stay out of a seat's view.
- Which cards a seat has shown it lacks (by passing or announcing) is public and kept
  in the state and every view, so bots need not replay the history to know it.

    from coventry_desktop.games.comet import RULES
    state = RULES.new_deal(seats=3, dealer=0, seed=7, number=0, options=None)
    state = RULES.apply(state, RULES.legal_actions(state)[0]).state
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ...engine.game import BOT_LEVELS, PER_PLAYER, Bot, GameInfo, Transition
from . import actions as _actions
from .actions import Action, IllegalAction, Pass, Play, Reason
from .deck import COMET, KING_MASK, MAX_PLAYERS, MIN_PLAYERS
from .observe import CometView, observe
from .rules import apply, legal_actions
from .state import RULES_VERSION, CometState, Phase, deal_from_hands, new_deal


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


def _bot(level: str) -> Bot[CometView, Action]:
    from .bots import make_bot  # lazy: the registry stays cheap to import

    return make_bot(level)


def _presenter() -> Any:
    from .ui import CometPresenter  # lazy: only the desktop shell imports Qt

    return CometPresenter()


def deal_counts(state: CometState, seat: int) -> dict[str, int]:
    """Statistics of ``seat`` in a finished deal: Comets it played, Kings left in its hand
    (CM-16: a King still held pays 1 to every other player)."""
    comets = sum(1 for action in state.history
                 if isinstance(action, Play) and action.seat == seat
                 and action.card.index == COMET)
    return {"comets": comets, "kings_stranded": (state.masks[seat] & KING_MASK).bit_count()}


INFO = GameInfo(
    id="comet",
    name="Comet",
    rules_version=RULES_VERSION,
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    deck=51,
    series_lengths=(1, PER_PLAYER),  # CM-17: one deal, or one deal per player
    better="high",
    rules=RULES,
    bots={level: partial(_bot, level) for level in BOT_LEVELS},
    ui=_presenter,
    deal_counts=deal_counts,
)

__all__ = [
    "INFO", "RULES", "Action", "CometRules", "CometState", "CometView", "IllegalAction",
    "Pass", "Phase", "Play", "Reason", "deal_from_hands",
]
