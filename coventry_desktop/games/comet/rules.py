"""Legal actions and their effects: one phase dispatch (CM-7…CM-16; seed 004 §03–§06).

``apply`` checks the seat, then dispatches on the phase (free start, run, branch
after a Comet); every card laid goes through ``_lay``, which pays, ends the deal or
hands the turn on. Each clause is cited where it is enforced.
"""

from __future__ import annotations

from ...engine.cards import DECK
from ...engine.game import Transition
from .actions import PASSES, PLAYS, Action, IllegalAction, Pass, Play, Reason
from .deck import COMET, MAX_PLAYERS, NONE, TEN_OF_DIAMONDS, is_ace, is_king, successor
from .events import (
    Announced,
    CardPlayed,
    CometPlayed,
    Event,
    FreeStartGiven,
    FreeStartReason,
    Passed,
    Payment,
    PaymentReason,
    RunStopped,
)
from .scoring import finish, pay, with_seat
from .state import CometState, Phase

KING = 48
"""The first King's index: a card is a King when its index is at least this (CM-10)."""


# Events are values, so each possible one is built once and shared; a random deal's
# applies then allocate no event but the rarer payments and the end of the deal.
_CARD_PLAYED = tuple(
    tuple((CardPlayed(seat, card, False), CardPlayed(seat, card, True)) for card in DECK)
    for seat in range(MAX_PLAYERS))
"""``_CARD_PLAYED[seat][index][start]``."""
_ANNOUNCED = tuple(tuple(Announced(seat, card) for card in DECK) for seat in range(MAX_PLAYERS))
_STOPPED = tuple(tuple(RunStopped(seat, card) for card in DECK) for seat in range(MAX_PLAYERS))
_PASSED = tuple(Passed(seat) for seat in range(MAX_PLAYERS))
_FREE_START = tuple({reason: FreeStartGiven(seat, reason) for reason in FreeStartReason}
                    for seat in range(MAX_PLAYERS))
_SUCCESSOR = tuple(successor(index) for index in range(52))

# CM-15 (§05): what laying a card pays at once, per [start][index]: an Ace starting a run,
# a King, and 9♦ (also on a free start, CM-14); no card is more than one of these.
_PAID: tuple[tuple[tuple[int, PaymentReason] | None, ...], ...] = tuple(
    tuple((1, PaymentReason.ACE) if start and is_ace(index)
          else (1, PaymentReason.KING) if is_king(index)
          else (2, PaymentReason.COMET) if index == COMET else None
          for index in range(52))
    for start in (False, True))


def legal_for(phase: Phase, seat: int, hand: int, need: int, branch: int) -> list[Action]:
    """The legal actions of ``seat`` holding ``hand`` in ``phase``: plays in deck order,
    then the pass. Shared by the rules and the seat's view, so they cannot disagree."""
    plays = PLAYS[seat]
    if phase is Phase.RUN:
        if need != NONE and hand >> need & 1:  # CM-8: the needed card is compulsory
            return [plays[need]]
        # CM-8: otherwise pass; CM-11, CM-13: or the Comet instead of passing.
        return [plays[COMET], PASSES[seat]] if hand >> COMET & 1 else [PASSES[seat]]
    if phase is Phase.FREE:  # CM-7: any card
        out: list[Action] = []
        while hand:
            low = hand & -hand
            out.append(plays[low.bit_length() - 1])
            hand ^= low
        return out
    if phase is Phase.BRANCH:  # CM-11: either branch held, else pass
        held = [i for i in sorted((need, branch)) if i != NONE and hand >> i & 1]
        return [plays[i] for i in held] if held else [PASSES[seat]]
    return []


def legal_actions(state: CometState) -> list[Action]:
    """Every legal action of the seat to act; empty once the deal is over."""
    return legal_for(state.phase, state.turn, state.masks[state.turn], state.need,
                     state.branch)


def apply(state: CometState, action: Action) -> Transition[CometState]:
    """Take one action and return the next state with its public events.

    Raises:
        IllegalAction: with a ``Reason``; ``state`` is untouched (it is immutable).
    """
    phase = state.phase
    if phase is Phase.OVER:
        raise IllegalAction(action, Reason.DEAL_OVER)
    seat = action.seat
    if not 0 <= seat < state.players:
        raise IllegalAction(action, Reason.NO_SUCH_SEAT)
    if seat != state.turn:
        raise IllegalAction(action, Reason.NOT_YOUR_TURN)  # CM-8: never out of turn
    if isinstance(action, Pass):
        return _pass(state, action)
    index = action.card.index
    hand = state.masks[seat]
    if not hand >> index & 1:
        raise IllegalAction(action, Reason.CARD_NOT_IN_HAND)
    if phase is Phase.RUN:
        return _run(state, action, index, hand)
    if phase is Phase.FREE:
        return _lay(state, index, True)  # CM-7, CM-14
    return _branch(state, action, index, hand)


def _run(state: CometState, action: Play, index: int, hand: int) -> Transition[CometState]:
    need = state.need
    if index == need:
        return _lay(state, index, False)  # CM-8
    holds_need = need != NONE and hand >> need & 1
    if index == COMET:
        if holds_need:  # CM-11: only when you cannot continue the ordinary run
            raise IllegalAction(action, Reason.COMET_NOT_ALLOWED)
        return _comet(state)
    raise IllegalAction(action, Reason.MUST_PLAY_NEEDED if holds_need else Reason.WRONG_CARD)


def _branch(state: CometState, action: Play, index: int, hand: int) -> Transition[CometState]:
    # CM-11 (§04): the old run from its missing card, or 10♦; the Comet never stands
    # for the missing card. Playing on one branch closes the other (in ``_lay``).
    if index != NONE and index in (state.need, state.branch):
        return _lay(state, index, False)
    held = any(i != NONE and hand >> i & 1 for i in (state.need, state.branch))
    raise IllegalAction(action, Reason.MUST_PLAY_NEEDED if held else Reason.WRONG_CARD)


def _pass(state: CometState, action: Pass) -> Transition[CometState]:
    phase = state.phase
    if phase is Phase.FREE:
        raise IllegalAction(action, Reason.MUST_START)
    seat, need, branch = action.seat, state.need, state.branch
    wanted = (0 if need == NONE else 1 << need) | (0 if branch == NONE else 1 << branch)
    if state.masks[seat] & wanted:
        raise IllegalAction(action, Reason.CANNOT_PASS)  # CM-8: following is compulsory
    lacks = state.lacks
    if wanted & ~lacks[seat]:
        lacks = with_seat(lacks, seat, lacks[seat] | wanted)
    passes = state.passes + 1
    players = state.players
    turn = seat + 1 if seat + 1 < players else 0
    events: tuple[Event, ...]
    if passes == players - 1:
        # CM-9 (§03): a full round of passes gives the last player a free start;
        # CM-12 (§04): after a Comet nobody continued, so the Comet's player starts.
        reason = (FreeStartReason.COMET_ROUND if phase is Phase.BRANCH
                  else FreeStartReason.ROUND)
        phase, turn, passes, need, branch = Phase.FREE, state.last, 0, NONE, NONE
        events = (_PASSED[seat], _FREE_START[turn][reason])
    else:
        events = (_PASSED[seat],)
    nxt = CometState(
        players, state.dealer, state.masks, state.dead, state.played, turn, phase,
        need, branch, state.last, passes, state.balances, state.bank, lacks, None,
        (*state.history, action),
    )
    return Transition(nxt, events)


def _comet(state: CometState) -> Transition[CometState]:
    """CM-11 (§04): 9♦ instead of passing; CM-15 (§05): it pays 2 from every other seat."""
    seat = state.turn
    masks = with_seat(state.masks, seat, state.masks[seat] ^ 1 << COMET)
    balances = pay(state.balances, seat, 2)
    events: list[Event] = [CometPlayed(seat), Payment(seat, 2, PaymentReason.COMET)]
    played = state.played | 1 << COMET
    history = (*state.history, PLAYS[seat][COMET])
    if not masks[seat]:
        return finish(state, seat, masks, played, balances, history, events)
    lacks = state.lacks
    if state.need != NONE:
        lacks = with_seat(lacks, seat, lacks[seat] | 1 << state.need)
    # CM-11: no diamond branch once 10♦ is played; a dead 10♦ is simply never held.
    branch = NONE if played >> TEN_OF_DIAMONDS & 1 else TEN_OF_DIAMONDS
    nxt = CometState(
        state.players, state.dealer, masks, state.dead, played, (seat + 1) % state.players,
        Phase.BRANCH, state.need, branch, seat, 0, balances, state.bank, lacks, None, history,
    )
    return Transition(nxt, tuple(events))


def _lay(state: CometState, index: int, start: bool) -> Transition[CometState]:
    """Lay one card of a run: pay for it, then end the deal, stop, go on or hand on."""
    seat, players = state.turn, state.players
    bit = 1 << index
    hand = state.masks[seat] ^ bit
    masks = with_seat(state.masks, seat, hand)
    played = state.played | bit
    balances = state.balances
    events: list[Event] = [_CARD_PLAYED[seat][index][start]]
    paid = _PAID[start][index]
    if paid is not None:  # CM-15: paid at once, even as the player's last card
        balances = pay(balances, seat, paid[0])
        events.append(Payment(seat, paid[0], paid[1]))
    history = (*state.history, PLAYS[seat][index])
    if not hand:
        return finish(state, seat, masks, played, balances, history, events)
    turn, phase, lacks = seat, Phase.RUN, state.lacks
    if index >= KING:
        # CM-10 (§03): a King ends its run; its player starts again.
        phase, need = Phase.FREE, NONE
        events.append(_FREE_START[seat][FreeStartReason.KING])
    else:
        need = _SUCCESSOR[index]
        if need != NONE and played >> need & 1:
            need = NONE  # the successor was laid in an earlier run: nothing can follow
        if need == NONE:
            # CM-13: after 7♦ (or a laid successor) there is nothing to announce.
            events.append(_STOPPED[seat][index])
            turn = seat + 1 if seat + 1 < players else 0
        elif not hand >> need & 1:
            # CM-7 (§03): without the next card, announce it and the turn passes left.
            events.append(_ANNOUNCED[seat][need])
            if not lacks[seat] >> need & 1:
                lacks = with_seat(lacks, seat, lacks[seat] | 1 << need)
            turn = seat + 1 if seat + 1 < players else 0
    nxt = CometState(
        players, state.dealer, masks, state.dead, played, turn, phase, need, NONE, seat, 0,
        balances, state.bank, lacks, None, history,
    )
    return Transition(nxt, tuple(events))


def is_legal(state: CometState, action: Action) -> bool:
    """Whether ``apply(state, action)`` would succeed."""
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True
