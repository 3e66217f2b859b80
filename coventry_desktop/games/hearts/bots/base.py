"""What every Hearts bot shares: the turn check and building actions from card indices."""

from __future__ import annotations

from ....engine.cards import DECK
from ..actions import PLAYS, Action, Give
from ..observe import HeartsView
from ..options import give_size
from ..state import Phase


def check_turn(view: HeartsView) -> None:
    """Refuse a view in which this seat is not to act.

    Raises:
        ValueError: the deal is over or another seat is to act.
    """
    if view.phase is Phase.OVER or view.turn != view.seat:
        raise ValueError(f"seat {view.seat} is not to act (turn: {view.turn})")


def give_of(view: HeartsView, cards: list[int]) -> Action:
    """A ``Give`` of these card indices for the view's seat."""
    assert len(cards) == give_size(view.players)
    return Give(view.seat, tuple(DECK[i] for i in cards))


def play_of(view: HeartsView, card: int) -> Action:
    """The shared ``Play`` of this card index for the view's seat."""
    return PLAYS[view.seat][card]
