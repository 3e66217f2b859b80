"""Legal actions and their effects: one phase enum, one dispatch (HT-5…HT-9, HT-14).

``apply`` never changes its input: it returns a ``Transition`` with the next state and
the public events, or raises ``IllegalAction`` with a ``Reason`` (HT-14: irregularities
the seed penalises cannot arise, because the engine refuses them).
"""

from __future__ import annotations

from dataclasses import replace as _replace
from itertools import combinations

from ...engine.cards import cards_of
from ...engine.game import Transition
from .actions import PLAYS, Action, Give, IllegalAction, Play, Reason, give_in_order
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
    if state.phase is Phase.GIVE:
        seat = state.turn
        hand = cards_of(state.hands[seat])
        # cards_of gives the hand in deck order, so every combination is in order too.
        return [give_in_order(seat, combo)
                for combo in combinations(hand, give_size(state.players))]
    if state.phase is Phase.PLAY:
        mask = playable(state)
        row = PLAYS[state.turn]
        return [row[card.index] for card in cards_of(mask)]
    return []


def playable(state: HeartsState, card: int = 0) -> int:
    """The mask of cards the seat to act may play (``legal.constrain``)."""
    return _constrain(state, card)[0]


def _constrain(state: HeartsState, card: int) -> tuple[int, Reason | None]:
    led = SUIT_OF[state.trick[0].index] if state.trick else None
    return constrain(state.hands[state.turn], led=led, trick_no=len(state.tricks),
                     broken=state.broken, first_lead=state.first_lead,
                     options=state.options, card=card)


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
    if state.phase is Phase.OVER:
        return Reason.DEAL_OVER
    if not 0 <= action.seat < state.players:
        return Reason.NO_SUCH_SEAT
    if action.seat != state.turn:
        return Reason.NOT_YOUR_TURN
    hand = state.hands[action.seat]
    if isinstance(action, Give):
        if state.phase is not Phase.GIVE:
            return Reason.NOT_GIVING
        if len(action.cards) != give_size(state.players):
            return Reason.WRONG_COUNT
        if len(set(action.cards)) != len(action.cards):
            return Reason.REPEATED_CARD
        if any(not hand >> card.index & 1 for card in action.cards):
            return Reason.CARD_NOT_IN_HAND
        return None
    if state.phase is Phase.GIVE:
        return Reason.GIVE_NOW
    bit = 1 << action.card.index
    if not hand & bit:
        return Reason.CARD_NOT_IN_HAND
    return _constrain(state, bit)[1]


def _give(state: HeartsState, action: Give) -> Transition[HeartsState]:
    seat, n = action.seat, state.players
    mask = sum(1 << card.index for card in action.cards)
    hands = list(state.hands)
    hands[seat] ^= mask
    given = (*state.given[:seat], mask, *state.given[seat + 1:])
    to = (seat + state.offset) % n
    events: list[Event] = [CardsGiven(seat, to, len(action.cards))]
    waiting = [s for s in ((state.eldest + k) % n for k in range(n)) if not given[s]]
    if waiting:
        nxt = _replace(state, hands=tuple(hands), given=given, turn=waiting[0])
        return Transition(nxt, tuple(events))
    # HT-5: every seat has given; the cards reach their receivers together.
    for giver in range(n):
        hands[(giver + state.offset) % n] |= given[giver]
    events.append(GiveCompleted(state.offset))
    nxt = start_play(_replace(state, given=given), tuple(hands))
    return Transition(nxt, tuple(events))


def _play(state: HeartsState, action: Play) -> Transition[HeartsState]:
    seat, card, n = action.seat, action.card, state.players
    bit = 1 << card.index
    hands = (*state.hands[:seat], state.hands[seat] ^ bit, *state.hands[seat + 1:])
    trick = (*state.trick, card)
    number = len(state.tricks) + 1
    played = CardPlayed(seat, card, number, len(trick))
    broken = state.broken or bool(bit & POINTS_MASK)
    if len(trick) < n:
        nxt = _replace(state, hands=hands, trick=trick, turn=(seat + 1) % n, broken=broken)
        return Transition(nxt, (played,))
    # HT-8: the highest card of the suit led wins; its winner leads the next trick.
    winner = trick_winner(state.leader, trick, n)
    won = sum(1 << c.index for c in trick)
    taken = (*state.taken[:winner], state.taken[winner] | won, *state.taken[winner + 1:])
    tricks = (*state.tricks, Trick(state.leader, trick, winner))
    nxt = _replace(state, hands=hands, trick=(), tricks=tricks, taken=taken, turn=winner,
                   leader=winner, broken=broken)
    events: tuple[Event, ...] = (played, TrickWon(winner, number, points_of(won)))
    if any(hands):
        return Transition(nxt, events)
    over, final = finish(nxt)
    return Transition(over, events + final)


__all__ = ["apply", "is_legal", "legal_actions", "playable", "to_act"]
