"""Easy: a random legal action, the floor every other level is measured against."""

from __future__ import annotations

import random

from ..engine import Action, SeatView


def legal_for(view: SeatView) -> list[Action]:
    """The legal actions of ``view.seat``, never empty.

    Raises:
        ValueError: it is not this seat's turn, or the deal is over.
    """
    actions = view.legal_actions()
    if not actions:
        raise ValueError(f"seat {view.seat} has nothing to do: turn {view.turn}, {view.phase}")
    return actions


class EasyBot:
    """Leads a uniformly random card; follows with the first matching card (suits never matter)."""

    level = "easy"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """A uniformly random legal lead; a follow or pass is forced, so it takes the first.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        actions = legal_for(view)
        if len(actions) == 1 or view.rank is not None:
            # Forced: a pass, a single card, or a follow where any card of the rank is
            # the same play (EC-2: suits never matter).
            return actions[0]
        return actions[int(rng.random() * len(actions))]
