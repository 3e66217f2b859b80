"""Easy: a legal card with simple sense (follow low, discard high, lead low) and noise."""

from __future__ import annotations

import random

from ..actions import Action
from ..cards import SUIT_MASKS, SUIT_OF, by_strength
from ..observe import HeartsView
from ..options import give_size
from ..state import Phase
from .base import check_turn, give_of, play_of


class EasyBot:
    """Plays the obvious card, and a random legal one ``noise`` of the time."""

    level = "easy"

    def __init__(self, *, noise: float = 0.3) -> None:
        self.noise = noise

    def choose(self, view: HeartsView, rng: random.Random) -> Action:
        """Give the highest cards; follow low, discard high, lead low.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        check_turn(view)
        if view.phase is Phase.GIVE:
            cards = by_strength(view.hand)
            count = give_size(view.players)
            picked = cards[-count:]
            if rng.random() < self.noise:
                rest = cards[:-count]
                picked[int(rng.random() * count)] = rest[int(rng.random() * len(rest))]
            return give_of(view, picked)
        legal = by_strength(view.playable())
        if rng.random() < self.noise:
            return play_of(view, legal[int(rng.random() * len(legal))])
        if view.trick and not legal_follows(view, legal[0]):
            return play_of(view, legal[-1])  # void: discard the highest
        return play_of(view, legal[0])


def legal_follows(view: HeartsView, card: int) -> bool:
    """Whether ``card`` is of the suit led to the trick in play."""
    return bool((1 << card) & SUIT_MASKS[SUIT_OF[view.trick[0].index]])
