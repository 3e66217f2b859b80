"""Legal actions and their effects: one phase dispatch (seed 000, sections 02-05)."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import DECK, RANK_MASKS, Rank
from .actions import MAX_SEATS, PASSES, PLAYS, Action, IllegalAction, Pass, Play, Reason
from .events import CardPlayed, DealWon, Event, Passed, QuartetCompleted
from .state import DealState, Phase


@dataclass(frozen=True, slots=True)
class Transition:
    """What ``apply`` returns: the next state and the events, in order, that led to it."""

    state: DealState
    events: tuple[Event, ...]


def _plays(seat: int, mask: int) -> list[Action]:
    plays = PLAYS[seat]
    actions: list[Action] = []
    while mask:
        low = mask & -mask
        actions.append(plays[low.bit_length() - 1])
        mask ^= low
    return actions


def legal_actions(state: DealState) -> list[Action]:
    """Every legal action for the seat to act, plays in deck order.

    Lead: any card in hand (EC-5, EC-10). Follow: each card of the rank in play,
    or exactly one ``Pass`` if the seat holds none (EC-7). Over: nothing.
    """
    if state.phase is Phase.LEAD:
        return _plays(state.turn, state.masks[state.turn])
    if state.phase is Phase.FOLLOW:
        assert state.rank is not None
        matching = state.masks[state.turn] & RANK_MASKS[state.rank]
        return _plays(state.turn, matching) if matching else [PASSES[state.turn]]
    return []


def apply(state: DealState, action: Action) -> Transition:
    """Take one action and return the next state with its events.

    Raises:
        IllegalAction: with a ``Reason``; ``state`` is untouched (it is immutable).
    """
    if state.phase is Phase.OVER:
        raise IllegalAction(action, Reason.DEAL_OVER)
    if not 0 <= action.seat < state.players:
        raise IllegalAction(action, Reason.NO_SUCH_SEAT)
    if action.seat != state.turn:
        raise IllegalAction(action, Reason.NOT_YOUR_TURN)
    if type(action) is Pass:
        return _pass(state, action)
    return _play(state, action)  # type: ignore[arg-type]


def _pass(state: DealState, action: Pass) -> Transition:
    if state.phase is Phase.LEAD:
        raise IllegalAction(action, Reason.LEADER_CANNOT_PASS)  # EC-5
    assert state.rank is not None
    if state.masks[state.turn] & RANK_MASKS[state.rank]:
        raise IllegalAction(action, Reason.MUST_PLAY)  # EC-7: passing while holding the rank
    nxt = DealState(
        state.players, state.dealer, state.masks, (state.turn + 1) % state.players,
        state.phase, state.rank, state.quartet, state.completed, None,
        (*state.history, action),
    )
    return Transition(nxt, (Passed(action.seat),))


def _play(state: DealState, action: Play) -> Transition:
    seat, card = action.seat, action.card
    bit = 1 << card.index
    hand = state.masks[seat]
    if not hand & bit:
        raise IllegalAction(action, Reason.CARD_NOT_IN_HAND)
    if state.phase is Phase.FOLLOW and card.rank != state.rank:
        raise IllegalAction(action, Reason.WRONG_RANK)  # EC-8
    hand ^= bit
    masks = (*state.masks[:seat], hand, *state.masks[seat + 1:])
    quartet = (*state.quartet, action) if state.phase is Phase.FOLLOW else (action,)
    position = len(quartet)
    history = (*state.history, action)
    played = _CARD_PLAYED[seat][card.index][position]
    if not hand:
        # EC-13: the last card wins at once; the quartet is left unfinished.
        over = DealState(
            state.players, state.dealer, masks, seat, Phase.OVER, card.rank, quartet,
            state.completed, seat, history,
        )
        return Transition(over, (played, DealWon(seat)))
    if position == 4:
        # EC-10, EC-11: the quartet is spent and the same seat leads again.
        done = DealState(
            state.players, state.dealer, masks, seat, Phase.LEAD, None, (),
            (*state.completed, quartet), None, history,
        )
        return Transition(done, (played, QuartetCompleted(seat, card.rank)))
    nxt = DealState(
        state.players, state.dealer, masks, (seat + 1) % state.players, Phase.FOLLOW,
        card.rank, quartet, state.completed, None, history,
    )
    return Transition(nxt, (played,))


# Events are values too: shared objects spare an allocation per play.
_CARD_PLAYED = tuple(
    tuple(tuple(CardPlayed(seat, card, pos) for pos in range(5)) for card in DECK)
    for seat in range(MAX_SEATS)
)


def is_legal(state: DealState, action: Action) -> bool:
    """Whether ``apply(state, action)`` would succeed."""
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True


__all__ = ["Rank", "Transition", "apply", "is_legal", "legal_actions"]
