"""The state of one deal, and how a deal starts (seed 000, section 02).

A ``DealState`` is a value: ``apply`` returns a new one and never changes the old.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from ...engine.cards import DECK, RANK_MASKS, Card, Rank, cards_of, mask_of
from ...engine.shuffle import shuffled_order
from .actions import Action, Play

RULES_VERSION = 1
"""Bumped whenever rules behaviour changes, so old records are not replayed under new rules."""

MIN_PLAYERS = 3
MAX_PLAYERS = 6


class Phase(Enum):
    """What the seat to act must do: lead any card, follow the rank in play, or nothing."""

    LEAD = "lead"
    FOLLOW = "follow"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class DealState:
    """One deal in progress or finished.

    Attributes:
        players: number of seats, 3..6; seats are numbered clockwise.
        dealer: the seat that dealt.
        masks: per seat, the hand as a 52-bit mask of ``Card.index`` bits.
        turn: the seat to act (the winner once the deal is over).
        phase: ``Phase.LEAD``, ``Phase.FOLLOW`` or ``Phase.OVER``.
        rank: the rank of the quartet in progress, or ``None`` before a lead.
        quartet: the plays of the quartet in progress, 0..3 of them (4 only if the
            fourth card won the deal).
        completed: the spent quartets, each four plays of one rank (EC-11).
        winner: the seat that went out, or ``None`` until the deal is over.
        history: every action taken in this deal, in order; all of it is public.
    """

    players: int
    dealer: int
    masks: tuple[int, ...]
    turn: int
    phase: Phase
    rank: Rank | None
    quartet: tuple[Play, ...]
    completed: tuple[tuple[Play, ...], ...]
    winner: int | None
    history: tuple[Action, ...]

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Per seat, the cards in hand in deck order (A♠ A♥ … K♣)."""
        return tuple(cards_of(mask) for mask in self.masks)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Per seat, the number of cards in hand."""
        return tuple(mask.bit_count() for mask in self.masks)

    @property
    def leader(self) -> int:
        """The eldest hand: the dealer's left neighbour, who leads first (EC-5)."""
        return (self.dealer + 1) % self.players

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of one seat in deck order."""
        return cards_of(self.masks[seat])


def shuffled_deck(seed: int) -> tuple[Card, ...]:
    """The deck after a Fisher–Yates shuffle driven by ``random.Random(seed).random()``.

    Our own loop, because ``random.shuffle`` is not promised to stay stable across
    Python versions; a golden test pins seed 1's order.
    """
    return tuple(DECK[i] for i in _shuffled_indices(seed))


def _shuffled_indices(seed: int) -> list[int]:
    return shuffled_order(seed)


def _check_players(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Earl of Coventry needs 3 to 6 players, not {players} (EC-1)")


def new_deal(players: int, dealer: int, seed: int) -> DealState:
    """Shuffle and deal all 52 cards one at a time clockwise from the dealer's left (EC-3, EC-4).

    The first ``52 % players`` seats from the dealer's left get one card more
    (3 players: 18/17/17; 6 players: 9,9,9,9,8,8 with the dealer last).

    Args:
        players: 3..6.
        dealer: the dealing seat, 0..players-1.
        seed: any integer; the deal is a pure function of it.

    Raises:
        ValueError: players or dealer out of range.
    """
    _check_players(players)
    if not 0 <= dealer < players:
        raise ValueError(f"dealer must be a seat 0..{players - 1}, not {dealer}")
    masks = [0] * players
    for k, index in enumerate(_shuffled_indices(seed)):
        masks[(dealer + 1 + k) % players] |= 1 << index
    return _start(players, dealer, tuple(masks))


def deal_from_hands(hands: Sequence[Iterable[Card | str]], leader: int) -> DealState:
    """A deal from explicit hands, for tests, puzzles and tutorials.

    Args:
        hands: per seat (3..6 seats), cards as ``Card`` or text such as ``"Q♠"``.
            Not all 52 cards need be present, but every rank present must be
            present in all four suits, or its quartet could never complete.
        leader: the seat to lead first.

    Raises:
        ValueError: wrong seat count, a card that repeats or does not parse,
            an incomplete rank, an empty hand, or a leader out of range.
    """
    players = len(hands)
    _check_players(players)
    if not 0 <= leader < players:
        raise ValueError(f"leader must be a seat 0..{players - 1}, not {leader}")
    masks: list[int] = []
    seen = 0
    for seat, hand in enumerate(hands):
        mask = mask_of(hand)
        if not mask:
            raise ValueError(f"seat {seat} has no cards: the deal would already be over")
        if seen & mask:
            raise ValueError(f"card {cards_of(seen & mask)[0]} is in two hands")
        seen |= mask
        masks.append(mask)
    for rank in Rank:
        held = seen & RANK_MASKS[rank]
        if held and held != RANK_MASKS[rank]:
            raise ValueError(f"rank {rank.symbol} is incomplete: all four cards must be in hands")
    return _start(players, (leader - 1) % players, tuple(masks))


def _start(players: int, dealer: int, masks: tuple[int, ...]) -> DealState:
    return DealState(
        players=players, dealer=dealer, masks=masks, turn=(dealer + 1) % players,
        phase=Phase.LEAD, rank=None, quartet=(), completed=(), winner=None, history=(),
    )
