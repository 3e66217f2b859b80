"""Deal the cards a seat cannot see, consistently with what it saw (for the Hard bot).

The unseen cards (other hands and the dead cards) are dealt again at random so that
every seat keeps its hand size, the dead cards keep their number, and no seat gets a
card it has shown it lacks: a pass proves the passer lacks the needed card (CM-8),
an announcement that the announcer lacks it (CM-7). A card every other seat lacks
can only be dead, which is how a full round of passes proves a card dead.
"""

from __future__ import annotations

import random

from ..deck import indices
from ..observe import CometView
from ..state import CometState

_TRIES = 8


class HiddenSampler:
    """Samples hidden hands and dead cards for one view.

    Attributes:
        holders: the other seats, then ``-1`` for the dead cards.
        capacity: cards each holder must get, in ``holders`` order.
    """

    def __init__(self, view: CometView) -> None:
        self.view = view
        self.holders = [s for s in range(view.players) if s != view.seat] + [-1]
        self.capacity = [view.hand_sizes[s] for s in self.holders[:-1]] + [view.dead_count]
        cards = indices(view.unseen)
        # Per card, the holders (positions in ``holders``) it may go to.
        self.eligible = {
            card: [k for k, s in enumerate(self.holders)
                   if s < 0 or not view.lacks[s] >> card & 1]
            for card in cards
        }
        self.cards = cards

    def sample(self, rng: random.Random) -> list[int]:
        """Masks per holder (``holders`` order) for one consistent deal of the unseen cards.

        After ``_TRIES`` dead ends it drops the constraints for the card that got stuck,
        so it always returns (a view from ``deal_from_hands`` may be inconsistent).
        """
        for attempt in range(_TRIES + 1):
            result = self._try(rng, strict=attempt < _TRIES)
            if result is not None:
                return result
        raise AssertionError("unreachable: the relaxed deal always succeeds")

    def _try(self, rng: random.Random, *, strict: bool) -> list[int] | None:
        cards = self.cards[:]
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(self.eligible[c]))  # most constrained first
        left = self.capacity[:]
        masks = [0] * len(left)
        everyone = range(len(left))
        for card in cards:
            options = [k for k in self.eligible[card] if left[k]]
            if not options:
                if strict:
                    return None
                options = [k for k in everyone if left[k]]
            total = sum(left[k] for k in options)
            pick = rng.random() * total
            for k in options:
                pick -= left[k]
                if pick < 0:
                    break
            left[k] -= 1
            masks[k] |= 1 << card
        return masks

    def world(self, rng: random.Random) -> CometState:
        """A full state consistent with the view (history left empty: rollouts need none)."""
        view = self.view
        masks = self.sample(rng)
        hands = [0] * view.players
        hands[view.seat] = view.hand_mask
        for k, seat in enumerate(self.holders[:-1]):
            hands[seat] = masks[k]
        assert view.turn is not None
        return CometState(
            view.players, view.dealer, tuple(hands), masks[-1], view.played, view.turn,
            view.phase, view.need, view.branch, view.last, view.passes, view.balances,
            view.players, view.lacks, None, (),
        )
