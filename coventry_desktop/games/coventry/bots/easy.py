"""Easy: a random legal action, the floor every other level is measured against."""

from __future__ import annotations

import random

from .. import Action, SeatView


def legal_for(view: SeatView) -> list[Action]:
    """The legal actions of ``view.seat``, never empty.

    Raises:
        ValueError: it is not this seat's turn, or the deal is over.
    """
    actions = view.legal_actions()
    if not actions:
        raise ValueError(f"seat {view.seat} has nothing to do: turn {view.turn}, {view.phase}")
    return actions


def lead_choices(view: SeatView) -> list[Action] | Action:
    """The legal leads to choose among, or the one action that needs no thinking.

    A pass, a single legal card, or any follow (every card of the rank is the same
    play: suits never matter, EC-2) is forced and returned as an ``Action``.

    Raises:
        ValueError: it is not this seat's turn, or the deal is over.
    """
    actions = legal_for(view)
    if len(actions) == 1 or view.rank is not None:
        return actions[0]
    return actions


class EasyBot:
    """Leads a uniformly random card; follows with the first matching card (suits never matter)."""

    level = "easy"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """A uniformly random legal lead; a follow or pass is forced, so it takes the first.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        choices = lead_choices(view)
        if not isinstance(choices, list):
            return choices
        return choices[int(rng.random() * len(choices))]
