"""What one seat may know of a deal (seed 000, sections 02-03).

Bots receive only a ``SeatView``: their own hand, hand sizes, the quartet in
play, spent quartets and the public history; never another seat's cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import RANK_MASKS, Card, Rank, cards_of
from .actions import PASSES, Action, Play
from .rules import _plays
from .state import DealState, Phase


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of a deal.

    Attributes:
        seat: the seat this view belongs to.
        players: number of seats.
        dealer: the seat that dealt.
        hand_mask: this seat's hand as a 52-bit mask.
        hand_sizes: cards in hand per seat.
        turn: the seat to act.
        phase: lead, follow or over.
        rank: the rank in play, or ``None``.
        quartet: plays of the quartet in progress.
        completed: spent quartets.
        winner: the winner, or ``None``.
        history: every action so far (all actions are public).
    """

    seat: int
    players: int
    dealer: int
    hand_mask: int
    hand_sizes: tuple[int, ...]
    turn: int
    phase: Phase
    rank: Rank | None
    quartet: tuple[Play, ...]
    completed: tuple[tuple[Play, ...], ...]
    winner: int | None
    history: tuple[Action, ...]

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards in deck order."""
        return cards_of(self.hand_mask)

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions; empty when it is not this seat's turn."""
        if self.turn != self.seat or self.phase is Phase.OVER:
            return []
        if self.phase is Phase.LEAD:
            return _plays(self.seat, self.hand_mask)
        assert self.rank is not None
        matching = self.hand_mask & RANK_MASKS[self.rank]
        return _plays(self.seat, matching) if matching else [PASSES[self.seat]]


def observe(state: DealState, seat: int) -> SeatView:
    """The view of ``state`` from ``seat``.

    Raises:
        ValueError: no such seat.
    """
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} at a table of {state.players}")
    return SeatView(
        seat=seat, players=state.players, dealer=state.dealer, hand_mask=state.masks[seat],
        hand_sizes=state.hand_sizes, turn=state.turn, phase=state.phase, rank=state.rank,
        quartet=state.quartet, completed=state.completed, winner=state.winner,
        history=state.history,
    )
