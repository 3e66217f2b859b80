"""Payments and the end of a deal (CM-4, CM-15, CM-16; seed 004 §02, §05, §06).

A payment "of 1 from every other player" gives the payee +(N-1) and each payer -1,
so every payment is zero-sum; the ante leaves -N on the table until the bank is paid.
"""

from __future__ import annotations

from ...engine.cards import cards_of
from ...engine.game import Transition
from .actions import Action
from .deck import COMET, KING_MASK, NONE
from .events import DeadCardsRevealed, DealWon, Event, Payment, PaymentReason
from .state import CometState, Phase


def finish(state: CometState, winner: int, masks: tuple[int, ...], played: int,
           balances: tuple[int, ...], history: tuple[Action, ...],
           events: list[Event]) -> Transition[CometState]:
    """CM-16 (§05, §06): the first empty hand takes the bank; the Comet and Kings still
    held are paid for; no payment per card left; dead cards are shown and pay nothing."""
    balances = with_seat(balances, winner, balances[winner] + state.bank)
    events.append(DealWon(winner, state.bank))
    for seat, hand in enumerate(masks):
        if hand >> COMET & 1:
            balances = pay(balances, seat, -2)
            events.append(Payment(seat, -2, PaymentReason.COMET_HELD))
        kings = (hand & KING_MASK).bit_count()
        if kings:
            balances = pay(balances, seat, -kings)
            events.append(Payment(seat, -kings, PaymentReason.KING_HELD))
    events.append(DeadCardsRevealed(cards_of(state.dead)))
    over = CometState(
        state.players, state.dealer, masks, state.dead, played, winner, Phase.OVER, NONE,
        NONE, winner, 0, balances, 0, state.lacks, winner, history,
    )
    return Transition(over, tuple(events))


def pay(balances: tuple[int, ...], seat: int, each: int) -> tuple[int, ...]:
    """``seat`` receives ``each`` from every other seat (pays, if ``each`` < 0)."""
    out = [b - each for b in balances]
    out[seat] += each * len(balances)
    return tuple(out)


def with_seat(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    """``values`` with ``seat``'s entry replaced by ``value``."""
    return (*values[:seat], value, *values[seat + 1:])
