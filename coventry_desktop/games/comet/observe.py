"""What one seat may know of a Comet deal (CM-5, §02, §06).

A ``CometView`` holds the seat's own hand and everything public: hand sizes, the
cards played, the run in progress, balances, the public history and what each seat
has shown it lacks. The dead cards and other hands are never in it; the dead cards
appear once the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card, cards_of
from .actions import Action
from .deck import DECK_MASK, card_or_none
from .rules import legal_for
from .state import CometState, Phase


@dataclass(frozen=True, slots=True)
class CometView:
    """One seat's knowledge of a deal.

    Attributes:
        seat: the seat this view belongs to.
        players: seats at the table.
        dealer: the seat that dealt.
        hand_mask: this seat's hand as a mask of ``Card.index`` bits.
        hand_sizes: cards in hand per seat.
        dead_count: how many cards are dead (public: 51 less the cards dealt).
        played: mask of every card played.
        turn: the seat to act, or ``None`` once over.
        phase: free start, run, branch or over.
        need: the card index that continues the run (or the old run after a Comet),
            or -1 (``deck.NONE``).
        branch: after a Comet, 10♦'s index if that branch is open, else -1.
        last: the seat that laid the last card or played the Comet.
        passes: passes in a row since then.
        balances: per seat units so far (ante, payments; once over: bank, penalties).
        lacks: per seat, cards it has publicly shown it does not hold.
        dead: the dead cards' mask once the deal is over, 0 before.
        winner: the seat that went out, or ``None``.
        history: every action so far (all actions are public).
    """

    seat: int
    players: int
    dealer: int
    hand_mask: int
    hand_sizes: tuple[int, ...]
    dead_count: int
    played: int
    turn: int | None
    phase: Phase
    need: int
    branch: int
    last: int
    passes: int
    balances: tuple[int, ...]
    lacks: tuple[int, ...]
    dead: int
    winner: int | None
    history: tuple[Action, ...]

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards in deck order."""
        return cards_of(self.hand_mask)

    @property
    def needed_card(self) -> Card | None:
        """The card that continues the run (or the old run after a Comet), if any."""
        return card_or_none(self.need)

    @property
    def unseen(self) -> int:
        """Mask of the cards this seat cannot see: other hands and the dead cards."""
        return DECK_MASK & ~self.hand_mask & ~self.played

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions; empty when it is not this seat's turn."""
        if self.turn != self.seat:
            return []
        return legal_for(self.phase, self.seat, self.hand_mask, self.need, self.branch)


def observe(state: CometState, seat: int) -> CometView:
    """The view of ``state`` from ``seat``.

    Raises:
        ValueError: no such seat.
    """
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} at a table of {state.players}")
    over = state.phase is Phase.OVER
    return CometView(
        seat=seat, players=state.players, dealer=state.dealer,
        hand_mask=state.masks[seat], hand_sizes=state.hand_sizes,
        dead_count=state.dead.bit_count(), played=state.played,
        turn=None if over else state.turn, phase=state.phase, need=state.need,
        branch=state.branch, last=state.last, passes=state.passes,
        balances=state.balances, lacks=state.lacks, dead=state.dead if over else 0,
        winner=state.winner, history=state.history,
    )
