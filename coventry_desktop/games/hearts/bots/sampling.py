"""Hidden hands for Hard: deals of the unseen cards consistent with everything a seat saw.

What a seat knows (``Knowledge.of``): voids shown by failing to follow suit; a heart
led while hearts were barred means a hand of only hearts; under HT-7 a seat that
discarded another card holds no Q♠; the cards this seat gave sit with their receiver
until played; the kitty is unseen, of known size, and may hold any unseen card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import HEARTS_MASK, POINTS_MASK, QS_BIT, SUIT_MASKS, SUIT_OF
from ..observe import HeartsView

FULL = (1 << 52) - 1
KITTY = -1


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Per seat what a view reveals of the hidden cards.

    Attributes:
        banned: per seat the cards it cannot hold (void suits, Q♠ when shown not held).
        known: per seat the cards it is known to hold (this seat's give, unplayed).
        pool: every card whose place is unseen.
    """

    banned: tuple[int, ...]
    known: tuple[int, ...]
    pool: int

    @staticmethod
    def of(view: HeartsView) -> Knowledge:
        """Everything ``view.seat`` can infer about the unseen cards."""
        n, options = view.players, view.options
        banned = [0] * n
        played, broken = 0, False
        tricks = [(t.leader, t.cards) for t in view.tricks] + [(view.leader, view.trick)]
        for number, (leader, cards) in enumerate(tricks):
            if not cards:
                continue
            led = SUIT_OF[cards[0].index]
            barred = (options.hearts_broken and not broken) or (
                options.no_heart_lead_before_trick3 and number < 2)
            if led == 1 and barred and not (number == 0 and view.first_lead is not None):
                banned[leader] |= FULL & ~HEARTS_MASK  # led a heart: held only hearts
            for k, card in enumerate(cards):
                seat, bit = (leader + k) % n, 1 << card.index
                if SUIT_OF[card.index] != led:
                    banned[seat] |= SUIT_MASKS[led]
                    exempt = number == 0 and options.no_points_first_trick
                    if options.queen_must_go and not bit & QS_BIT and not exempt:
                        banned[seat] |= QS_BIT
                played |= bit
                broken = broken or bool(bit & POINTS_MASK)
        known = [0] * n
        if view.offset and view.given:
            known[(view.seat + view.offset) % n] = view.given & ~played
        seen = view.hand | played | view.given | view.kitty
        return Knowledge(tuple(banned), tuple(known), FULL & ~seen)


class Sampler:
    """Deals the unseen cards to the other seats and the kitty, consistent with ``Knowledge``.

    Args:
        view: the seat's view during play.
    """

    def __init__(self, view: HeartsView) -> None:
        know = Knowledge.of(view)
        self.me, self.n = view.seat, view.players
        self.known = know.known
        self.capacity = {s: view.hand_sizes[s] - know.known[s].bit_count()
                         for s in range(view.players) if s != view.seat}
        if view.kitty_size and not view.kitty:
            self.capacity[KITTY] = view.kitty_size
        cards = [i for i in range(52) if know.pool >> i & 1]
        self.eligible = {c: [s for s in self.capacity
                             if s == KITTY or not know.banned[s] >> c & 1] for c in cards}
        # The most constrained cards first, so a dead end is rare.
        self.order = sorted(cards, key=lambda c: len(self.eligible[c]))

    def sample(self, rng: random.Random, *, tries: int = 30) -> tuple[list[int], int]:
        """One deal: ``(hands per seat with this seat's empty, kitty)`` as masks.

        After ``tries`` dead ends the constraints are dropped (a bot misreading an
        opponent is better than no answer).
        """
        for _ in range(tries):
            dealt = self._deal(rng, strict=True)
            if dealt is not None:
                return dealt
        loose = self._deal(rng, strict=False)
        assert loose is not None
        return loose

    def _deal(self, rng: random.Random, *, strict: bool) -> tuple[list[int], int] | None:
        room = dict(self.capacity)
        hands = list(self.known)
        hands[self.me] = 0
        kitty = 0
        for card in self.order:
            slots = self.eligible[card] if strict else list(room)
            weights = [room[s] for s in slots]
            total = sum(weights)
            if not total:
                return None
            pick = rng.random() * total
            slot = next(s for s, w in zip(slots, weights, strict=True) if w)
            for option, weight in zip(slots, weights, strict=True):
                if weight:
                    slot = option
                    pick -= weight
                    if pick < 0:
                        break
            room[slot] -= 1
            if slot == KITTY:
                kitty |= 1 << card
            else:
                hands[slot] |= 1 << card
        return hands, kitty
