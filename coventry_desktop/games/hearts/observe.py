"""What one seat may know of a Hearts deal (HT-4, HT-5; seed «Сдача»).

Hidden from a seat: other hands; the cards other seats gave (even those given to it,
until every seat has given); the kitty until the deal is scored. Bots get only a
``HeartsView``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from ...engine.cards import Card, cards_of
from .actions import PLAYS, Action, Give
from .cards import SUIT_OF, points_of
from .legal import legal_mask
from .options import HeartsOptions, give_size
from .settlement import final_points
from .state import HeartsState, Phase, Trick


@dataclass(frozen=True, slots=True)
class HeartsView:
    """One seat's knowledge of a deal.

    Attributes:
        seat: whose view this is.
        players, dealer, number, options: the table, as in ``HeartsState``.
        phase: give, play or over.
        turn: the seat to act, or ``None`` once over.
        hand: this seat's cards as a mask (during the give without the cards it gave).
        hand_sizes: cards in hand per seat.
        offset: seats clockwise from giver to receiver; 0 when keeping.
        gave: per seat, whether it has given (public: the cards lie face down).
        given: the cards this seat gave (0 until it gives).
        received: the cards it received (0 until every seat has given).
        leader, trick, tricks, broken, first_lead: the play, all public.
        points: per seat points taken so far (final, kitty and moon included, once over).
        kitty_size: cards in the kitty (public from the deal).
        kitty: the kitty's cards, 0 until the deal is over (HT-4).
    """

    seat: int
    players: int
    dealer: int
    number: int
    options: HeartsOptions
    phase: Phase
    turn: int | None
    hand: int
    hand_sizes: tuple[int, ...]
    offset: int
    gave: tuple[bool, ...]
    given: int
    received: int
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    broken: bool
    first_lead: int | None
    points: tuple[int, ...]
    kitty_size: int
    kitty: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """This seat's cards in deck order."""
        return cards_of(self.hand)

    def playable(self) -> int:
        """The mask of cards this seat may play now; 0 unless it is its turn to play."""
        if self.phase is not Phase.PLAY or self.turn != self.seat:
            return 0
        led = SUIT_OF[self.trick[0].index] if self.trick else None
        return legal_mask(self.hand, led=led, trick_no=len(self.tricks), broken=self.broken,
                          first_lead=self.first_lead, options=self.options)

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions, as ``rules.legal_actions`` would list them."""
        if self.turn != self.seat:
            return []
        if self.phase is Phase.GIVE:
            return [Give(self.seat, combo) for combo in
                    combinations(cards_of(self.hand), give_size(self.players))]
        return [PLAYS[self.seat][card.index] for card in cards_of(self.playable())]


def observe(state: HeartsState, seat: int) -> HeartsView:
    """The view of ``state`` from ``seat``.

    Raises:
        ValueError: no such seat.
    """
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} at a table of {state.players}")
    n = state.players
    giving = state.phase is Phase.GIVE
    received = 0 if giving or not state.offset else state.given[(seat - state.offset) % n]
    over = state.phase is Phase.OVER
    return HeartsView(
        seat=seat, players=n, dealer=state.dealer, number=state.number,
        options=state.options, phase=state.phase, turn=None if over else state.turn,
        hand=state.hands[seat], hand_sizes=tuple(m.bit_count() for m in state.hands),
        offset=state.offset, gave=tuple(bool(g) for g in state.given),
        given=state.given[seat], received=received, leader=state.leader, trick=state.trick,
        tricks=state.tricks, broken=state.broken, first_lead=state.first_lead,
        points=final_points(state) if over else tuple(points_of(m) for m in state.taken),
        kitty_size=state.kitty.bit_count(), kitty=state.kitty if over else 0)
