"""Hidden hands for Hard: deals of the unseen cards consistent with everything a seat saw.

What a seat knows (``Knowledge.of``), each inference read off ``legal.constrain``:
- a seat that did not follow the suit led is void in it (HT-6);
- a heart led while hearts were barred (HT-13, Standard's hearts broken) means a hand of
  only hearts; a heart or Q♠ led or discarded on trick 1 under "no points on the first
  trick" means a hand of only hearts and Q♠;
- under HT-7 a seat that discarded another card holds no Q♠ (except on a first trick that
  bans points, where Q♠ could not have been played);
- under ``two_clubs_leads`` a first lead above 2♣ puts the lower clubs in the kitty;
- the cards this seat gave sit with their receiver until played;
- the kitty is unseen, of known size, and may hold any other unseen card (HT-4).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ....engine.cards import indices
from ..cards import (
    CLUBS_BY_STRENGTH,
    HEARTS_MASK,
    POINTS_MASK,
    QS_BIT,
    STRENGTH,
    SUIT_MASKS,
    SUIT_OF,
)
from ..observe import HeartsView

FULL = (1 << 52) - 1
KITTY = -1
OUT = -2
HEARTS = 1


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Per seat what a view reveals of the hidden cards.

    Attributes:
        banned: per seat the cards it cannot hold (see the module docstring).
        known: per seat the cards it is known to hold (this seat's give, unplayed).
        pool: every card whose place is unseen.
        kitty_only: unseen cards no hand can hold, so in the kitty.
    """

    banned: tuple[int, ...]
    known: tuple[int, ...]
    pool: int
    kitty_only: int = 0

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
            first = number == 0
            no_points = first and options.no_points_first_trick
            for k, card in enumerate(cards):
                seat, bit = (leader + k) % n, 1 << card.index
                if k == 0:
                    banned[seat] |= _lead_bans(bit, number, broken, view)
                elif SUIT_OF[card.index] != led:
                    banned[seat] |= SUIT_MASKS[led]
                    if no_points and bit & POINTS_MASK:
                        banned[seat] |= FULL & ~POINTS_MASK  # nothing but points left
                    if options.queen_must_go and not bit & QS_BIT and (
                            not no_points or bit & POINTS_MASK):
                        banned[seat] |= QS_BIT
                played |= bit
                broken = broken or bool(bit & POINTS_MASK)
        known = [0] * n
        if view.offset and view.given:
            known[(view.seat + view.offset) % n] = view.given & ~played
        seen = view.hand | played | view.given | view.kitty
        pool = FULL & ~seen
        kitty_only = 0
        if view.first_lead is not None:
            # The lowest club in the hands leads; any lower club lies in the kitty.
            for club in CLUBS_BY_STRENGTH:
                if club == view.first_lead:
                    break
                kitty_only |= 1 << club
            kitty_only &= pool
            banned = [mask | kitty_only for mask in banned]
        return Knowledge(tuple(banned), tuple(known), pool, kitty_only)


def _lead_bans(bit: int, number: int, broken: bool, view: HeartsView) -> int:
    """Cards a seat cannot hold, given that it led ``bit`` to trick ``number``."""
    options = view.options
    if number == 0 and view.first_lead is not None:
        return 0  # the lead was forced
    banned = 0
    if number == 0 and options.no_points_first_trick and bit & POINTS_MASK:
        banned |= FULL & ~POINTS_MASK
    barred = (options.hearts_broken and not broken) or (
        options.no_heart_lead_before_trick3 and number < 2)
    if barred and bit & HEARTS_MASK:
        banned |= FULL & ~HEARTS_MASK  # led a heart: held only hearts
    return banned


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
        cards = indices(know.pool)
        surplus = len(cards) - sum(self.capacity.values())
        if surplus > 0:
            # A position from ``deal_from_hands`` need not hold all 52 cards: the surplus
            # of unseen cards is out of play.
            self.capacity[OUT] = surplus
        self.eligible = {c: [s for s in self.capacity if s == KITTY or (
            not know.kitty_only >> c & 1 and (s == OUT or not know.banned[s] >> c & 1))]
            for c in cards}
        # The most constrained cards first, so a dead end is rare.
        self.order = sorted(cards, key=lambda c: len(self.eligible[c]))
        self.top_first = sorted(cards, key=lambda c: -STRENGTH[c])

    def sample(self, rng: random.Random, *, tries: int = 20,
               favour: tuple[int, int] | None = None) -> tuple[list[int], int]:
        """One deal: ``(hands per seat with this seat's empty, kitty)`` as masks.

        Each card goes to an eligible place with chance in proportion to the room left
        there. After ``tries`` dead ends, an exact matching places the cards (every
        constraint kept, less evenly spread). ``favour`` = ``(seat, cards)`` first gives
        that seat those of ``cards`` it may hold, as far as its room goes (Hard's worlds
        in which a seat on course for the moon holds the hearts it needs).
        """
        for _ in range(tries):
            dealt = self._deal(rng, favour)
            if dealt is not None:
                return dealt
        return self._match(rng)

    def _deal(self, rng: random.Random,
              favour: tuple[int, int] | None = None) -> tuple[list[int], int] | None:
        room = dict(self.capacity)
        hands = list(self.known)
        hands[self.me] = 0
        kitty = 0
        order = self.order
        if favour is not None:
            seat, wanted = favour
            given = 0
            for card in self.top_first:
                if wanted >> card & 1 and room.get(seat, 0) and seat in self.eligible[card]:
                    room[seat] -= 1
                    given |= 1 << card
            hands[seat] |= given
            order = [card for card in order if not given >> card & 1]
        for card in order:
            slots = self.eligible[card]
            total = 0
            for s in slots:
                total += room[s]
            if not total:
                return None
            pick = rng.random() * total
            for slot in slots:
                pick -= room[slot]
                if pick < 0 and room[slot]:
                    break
            else:
                slot = next(s for s in reversed(slots) if room[s])
            room[slot] -= 1
            if slot == KITTY:
                kitty |= 1 << card
            elif slot != OUT:
                hands[slot] |= 1 << card
        return hands, kitty

    def _match(self, rng: random.Random) -> tuple[list[int], int]:
        """A consistent deal by augmenting paths (cards to places with room).

        Raises:
            ValueError: no deal fits the constraints (the view contradicts itself).
        """
        cards = self.order[:]
        rng.shuffle(cards)
        owner: dict[int, int] = {}
        held: dict[int, list[int]] = {s: [] for s in self.capacity}

        def place(card: int, visited: set[int]) -> bool:
            slots = self.eligible[card][:]
            rng.shuffle(slots)
            for slot in slots:
                if len(held[slot]) < self.capacity[slot]:
                    held[slot].append(card)
                    owner[card] = slot
                    return True
            for slot in slots:
                if slot in visited:
                    continue
                visited.add(slot)
                # ``slot`` is full and visited, so ``other`` moves elsewhere or stays.
                for other in list(held[slot]):
                    if place(other, visited):
                        held[slot].remove(other)
                        held[slot].append(card)
                        owner[card] = slot
                        return True
            return False

        for card in cards:
            if not place(card, set()):
                raise ValueError("no deal of the unseen cards fits what this seat saw")
        hands = list(self.known)
        hands[self.me] = 0
        kitty = 0
        for card, slot in owner.items():
            if slot == KITTY:
                kitty |= 1 << card
            elif slot != OUT:
                hands[slot] |= 1 << card
        return hands, kitty
