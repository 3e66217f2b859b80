"""Easy: a random legal action, but the Comet whenever it is allowed (the floor)."""

from __future__ import annotations

import random

from ..actions import Action, Play
from ..deck import COMET
from ..observe import CometView
from ..state import Phase


def legal_for(view: CometView) -> list[Action]:
    """The legal actions of ``view.seat``, never empty.

    Raises:
        ValueError: it is not this seat's turn, or the deal is over.
    """
    actions = view.legal_actions()
    if not actions:
        raise ValueError(f"seat {view.seat} has nothing to do: turn {view.turn}, {view.phase}")
    return actions


def comet_now(view: CometView, actions: list[Action]) -> Action | None:
    """The Comet, if it may be played instead of passing now (CM-11), else ``None``."""
    if view.phase is Phase.RUN and len(actions) == 2:
        first = actions[0]
        if isinstance(first, Play) and first.card.index == COMET:
            return first
    return None


class EasyBot:
    """Plays the Comet when allowed, otherwise a uniformly random legal action."""

    level = "easy"

    def choose(self, view: CometView, rng: random.Random) -> Action:
        """A random legal action; the Comet whenever it is allowed.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        actions = legal_for(view)
        comet = comet_now(view, actions)
        if comet is not None:
            return comet
        return actions[int(rng.random() * len(actions))] if len(actions) > 1 else actions[0]
