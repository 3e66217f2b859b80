"""Legal actions and their effects: one phase enum, one dispatch (HT-5…HT-9, HT-14).

``apply`` never changes its input: it returns a ``Transition`` with the next state and
the public events, or raises ``IllegalAction`` with a ``Reason`` (HT-14: irregularities
the seed penalises cannot arise, because the engine refuses them).
"""

from __future__ import annotations

from ...engine.cards import Card, cards_of
from ...engine.game import Transition
from .actions import PLAYS, Action, Give, IllegalAction, Play, Reason, gives
from .cards import POINTS_MASK, SUIT_OF, points_of, trick_winner
from .events import CardPlayed, CardsGiven, Event, GiveCompleted, TrickWon
from .legal import constrain
from .options import give_size
from .settlement import finish
from .state import HeartsState, Phase, Trick, start_play


def to_act(state: HeartsState) -> int | None:
    """The seat to act, or ``None`` once the deal is over.

    The give is simultaneous at a real table; here the seats give one after another from
    the eldest clockwise, and nobody sees what they received until all have given (HT-5).
    """
    return None if state.phase is Phase.OVER else state.turn


def legal_actions(state: HeartsState) -> list[Action]:
    """Every legal action of the seat to act, in a stable order.

    Give: every set of 3 (2 with 6–7 players) cards of the hand, C(13, 3) = 286 at four
    players; ``is_legal`` checks one cheaply. Play: the playable cards in deck order.
    """
    phase = state.phase
    if phase is Phase.PLAY:
        mask = _constrain(state, 0)[0]
        row = PLAYS[state.turn]
        out: list[Action] = []
        while mask:
            low = mask & -mask
            out.append(row[low.bit_length() - 1])
            mask ^= low
        return out
    if phase is Phase.GIVE:
        # cards_of gives the hand in deck order, so every combination is in order too.
        seat = state.turn
        return list(gives(seat, cards_of(state.hands[seat]), give_size(state.players)))
    return []


def playable(state: HeartsState, card: int = 0) -> int:
    """The mask of cards the seat to act may play (``legal.constrain``)."""
    return _constrain(state, card)[0]


def _constrain(state: HeartsState, card: int) -> tuple[int, Reason | None]:
    trick = state.trick
    return constrain(state.hands[state.turn], led=SUIT_OF[trick[0].index] if trick else None,
                     trick_no=len(state.tricks), broken=state.broken,
                     first_lead=state.first_lead, options=state.options, card=card)


def is_legal(state: HeartsState, action: Action) -> bool:
    """Whether ``apply(state, action)`` would succeed, without building the next state."""
    return _refusal(state, action) is None


def apply(state: HeartsState, action: Action) -> Transition[HeartsState]:
    """Take one action.

    Raises:
        IllegalAction: with a ``Reason``; ``state`` is untouched (it is immutable).
    """
    reason = _refusal(state, action)
    if reason is not None:
        raise IllegalAction(action, reason)
    if isinstance(action, Give):
        return _give(state, action)
    return _play(state, action)


def _refusal(state: HeartsState, action: Action) -> Reason | None:
    phase = state.phase
    if phase is Phase.OVER:
        return Reason.DEAL_OVER
    seat = action.seat
    if not 0 <= seat < state.players:
        return Reason.NO_SUCH_SEAT
    if seat != state.turn:
        return Reason.NOT_YOUR_TURN
    hand = state.hands[seat]
    if isinstance(action, Give):
        if phase is not Phase.GIVE:
            return Reason.NOT_GIVING
        cards = action.cards
        if len(cards) != give_size(state.players):
            return Reason.WRONG_COUNT
        # A give is legal when its cards are distinct and all in hand: a mask test.
        mask = _mask(cards)
        if mask.bit_count() != len(cards):
            return Reason.REPEATED_CARD
        if mask & ~hand:
            return Reason.CARD_NOT_IN_HAND
        return None
    if phase is Phase.GIVE:
        return Reason.GIVE_NOW
    bit = 1 << action.card.index
    if not hand & bit:
        return Reason.CARD_NOT_IN_HAND
    return _constrain(state, bit)[1]


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def _give(state: HeartsState, action: Give) -> Transition[HeartsState]:
    seat, n, offset = action.seat, state.players, state.offset
    mask = _mask(action.cards)
    hands = list(state.hands)
    hands[seat] ^= mask
    given = (*state.given[:seat], mask, *state.given[seat + 1:])
    to = (seat + offset) % n
    events: list[Event] = [CardsGiven(seat, to, len(action.cards))]
    eldest = (state.dealer + 1) % n
    waiting = [s for s in ((eldest + k) % n for k in range(n)) if not given[s]]
    if waiting:
        nxt = HeartsState(
            state.options, n, state.dealer, state.number, state.phase, tuple(hands),
            state.kitty, offset, given, waiting[0], state.leader, state.trick, state.tricks,
            state.taken, state.broken, state.first_lead)
        return Transition(nxt, tuple(events))
    # HT-5: every seat has given; the cards reach their receivers together.
    for giver in range(n):
        hands[(giver + offset) % n] |= given[giver]
    events.append(GiveCompleted(offset))
    gave = HeartsState(
        state.options, n, state.dealer, state.number, state.phase, state.hands, state.kitty,
        offset, given, state.turn, state.leader, state.trick, state.tricks, state.taken,
        state.broken, state.first_lead)
    return Transition(start_play(gave, tuple(hands)), tuple(events))


_new = object.__new__
_seat, _card, _trick, _position = (
    getattr(CardPlayed, name).__set__ for name in ("seat", "card", "trick", "position"))


def _played(seat: int, card: Card, trick: int, position: int) -> CardPlayed:
    """``CardPlayed(...)``, its slots set through their descriptors (no frozen ``__init__``)."""
    event: CardPlayed = _new(CardPlayed)
    _seat(event, seat)
    _card(event, card)
    _trick(event, trick)
    _position(event, position)
    return event


def _play(state: HeartsState, action: Play) -> Transition[HeartsState]:
    seat, card, n = action.seat, action.card, state.players
    bit = 1 << card.index
    hands = (*state.hands[:seat], state.hands[seat] ^ bit, *state.hands[seat + 1:])
    trick = (*state.trick, card)
    number = len(state.tricks) + 1
    played = _played(seat, card, number, len(trick))
    broken = state.broken or bool(bit & POINTS_MASK)
    if len(trick) < n:
        nxt = HeartsState(
            state.options, n, state.dealer, state.number, state.phase, hands, state.kitty,
            state.offset, state.given, seat + 1 if seat + 1 < n else 0, state.leader, trick,
            state.tricks, state.taken, broken, state.first_lead)
        return Transition(nxt, (played,))
    # HT-8: the highest card of the suit led wins; its winner leads the next trick.
    winner = trick_winner(state.leader, trick, n)
    won = _mask(trick)
    taken = (*state.taken[:winner], state.taken[winner] | won, *state.taken[winner + 1:])
    tricks = (*state.tricks, Trick(state.leader, trick, winner))
    nxt = HeartsState(
        state.options, n, state.dealer, state.number, state.phase, hands, state.kitty,
        state.offset, state.given, winner, winner, (), tricks, taken, broken,
        state.first_lead)
    events: tuple[Event, ...] = (played, TrickWon(winner, number, points_of(won)))
    if any(hands):
        return Transition(nxt, events)
    over, final = finish(nxt)
    return Transition(over, events + final)


__all__ = ["apply", "is_legal", "legal_actions", "playable", "to_act"]
