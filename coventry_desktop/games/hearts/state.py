"""The state of one Hearts deal, and how a deal starts (HT-1, HT-3, HT-4; seed «Сдача»).

A ``HeartsState`` is a value: ``apply`` returns a new one and never changes the old.
Hands are 52-bit masks of ``Card.index`` bits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ...engine.cards import DECK, Card, cards_of, mask_of
from ...engine.shuffle import shuffled_order
from .cards import CLUBS_BY_STRENGTH
from .cards import MAX_PLAYERS as MAX_PLAYERS
from .cards import MIN_PLAYERS as MIN_PLAYERS
from .cards import RULES_VERSION as RULES_VERSION
from .options import CLASSIC, HeartsOptions, give_offset


class Phase(Enum):
    """What the deal waits for: the give, the play of tricks, or nothing."""

    GIVE = "give"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: ``leader`` led ``cards[0]``; one card per seat clockwise (HT-8)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


class HeartsState(NamedTuple):
    """One deal in progress or finished: a plain immutable value (a ``NamedTuple``, built
    positionally by ``apply`` at the speed of a tuple).

    Attributes:
        options: the table's rules.
        players: seats, 3..7, numbered clockwise.
        dealer: the seat that dealt; the eldest is ``dealer + 1``.
        number: the deal's 0-based place in the series (drives a rotating give).
        phase: give, play or over.
        hands: per seat the hand as a mask; during the give without the cards given.
        kitty: the cards left over after the deal, face down (HT-4).
        offset: seats clockwise from giver to receiver; 0 when this deal keeps (HT-5).
        given: per seat the mask of cards it gave (0 until it gives, or when keeping).
        turn: the seat to act (during the give: the next seat to give).
        leader: the seat that led (or leads) the trick in play.
        trick: the cards of the trick in play, from the leader on.
        tricks: the finished tricks.
        taken: per seat the cards of the tricks it won (the kitty is not among them).
        broken: a heart or Q♠ has been played (Standard's "hearts broken").
        first_lead: the card index that must open trick 1 (``two_clubs_leads``), or ``None``.
    """

    options: HeartsOptions
    players: int
    dealer: int
    number: int
    phase: Phase
    hands: tuple[int, ...]
    kitty: int
    offset: int
    given: tuple[int, ...]
    turn: int
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    taken: tuple[int, ...]
    broken: bool
    first_lead: int | None

    @property
    def eldest(self) -> int:
        """The dealer's left neighbour: first to give and, in Classic, to lead (HT-6)."""
        return (self.dealer + 1) % self.players

    @property
    def kitty_taker(self) -> int | None:
        """The winner of the first trick, who takes the kitty (HT-4), once known."""
        return self.tricks[0].winner if self.tricks else None

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's cards in deck order."""
        return cards_of(self.hands[seat])


def check_table(players: int, seat: int, what: str) -> None:
    """Refuse a seat count outside 3..7 (HT-1) or a seat outside it.

    Raises:
        ValueError: either is out of range.
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Hearts needs 3 to 7 players, not {players} (HT-1)")
    if not 0 <= seat < players:
        raise ValueError(f"{what} must be a seat 0..{players - 1}, not {seat}")


def new_deal(*, players: int, dealer: int, seed: int, number: int = 0,
             options: HeartsOptions = CLASSIC) -> HeartsState:
    """Shuffle and deal one at a time clockwise from the dealer's left (HT-4, seed «Сдача»).

    Each seat gets ⌊52/N⌋ cards; the last 52 mod N of the shuffled deck lie face down as
    the kitty (3 players: 17 each and 1; 5: 10 and 2; 6: 8 and 4; 7: 7 and 3).

    Raises:
        ValueError: players or dealer out of range.
    """
    check_table(players, dealer, "dealer")
    order = shuffled_order(seed)
    size = len(DECK) // players
    masks = [0] * players
    for k in range(size * players):
        masks[(dealer + 1 + k) % players] |= 1 << order[k]
    kitty = sum(1 << index for index in order[size * players:])
    return _start(options, players, dealer, number, tuple(masks), kitty, give=True)


def deal_from_hands(hands: Sequence[Iterable[Card | str]], *, leader: int,
                    kitty: Iterable[Card | str] = (), options: HeartsOptions = CLASSIC,
                    given: bool = False, number: int = 0) -> HeartsState:
    """A position from explicit hands, for tests, puzzles and the rules help.

    Args:
        hands: per seat (3..7 seats) the cards, as ``Card`` or text such as ``"Q♠"``;
            equal in size. Not all 52 cards need be present.
        leader: the eldest hand (the dealer is the seat before it). It leads trick 1
            unless ``options.two_clubs_leads`` names the holder of the lowest club.
        kitty: the face-down cards left over (HT-4).
        options: the table's rules.
        given: ``True`` to start at the first trick, the give already done.
        number: the deal's place in the series (a rotating give).

    Raises:
        ValueError: wrong seat count, unequal or empty hands, a card twice, a bad leader.
    """
    players = len(hands)
    check_table(players, leader, "leader")
    masks: list[int] = []
    seen = mask_of(kitty)
    kitty_mask = seen
    for hand in hands:
        mask = mask_of(hand)
        if seen & mask:
            raise ValueError(f"card {cards_of(seen & mask)[0]} is dealt twice")
        seen |= mask
        masks.append(mask)
    if len({m.bit_count() for m in masks}) != 1 or not masks[0]:
        raise ValueError("every seat needs the same number of cards, at least one")
    return _start(options, players, (leader - 1) % players, number, tuple(masks), kitty_mask,
                  give=not given)


def _start(options: HeartsOptions, players: int, dealer: int, number: int,
           hands: tuple[int, ...], kitty: int, *, give: bool) -> HeartsState:
    offset = give_offset(options, seats=players, number=number) if give else 0
    eldest = (dealer + 1) % players
    state = HeartsState(
        options=options, players=players, dealer=dealer, number=number, phase=Phase.GIVE,
        hands=hands, kitty=kitty, offset=offset, given=(0,) * players, turn=eldest,
        leader=eldest, trick=(), tricks=(), taken=(0,) * players, broken=False,
        first_lead=None)
    return state if offset else start_play(state, hands)


def start_play(state: HeartsState, hands: tuple[int, ...]) -> HeartsState:
    """The state at the first lead, with the hands after the give (HT-6).

    Classic: the eldest leads any card. ``two_clubs_leads``: the holder of the lowest
    club in the hands leads it (2♣; decision: 3♣ or higher when 2♣ is in the kitty).
    """
    leader, first = state.eldest, None
    if state.options.two_clubs_leads:
        held = 0
        for mask in hands:
            held |= mask
        for index in CLUBS_BY_STRENGTH:
            if held >> index & 1:
                first = index
                leader = next(s for s, m in enumerate(hands) if m >> index & 1)
                break
    return HeartsState(
        state.options, state.players, state.dealer, state.number, Phase.PLAY, hands,
        state.kitty, state.offset, state.given, leader, leader, (), (), state.taken, False,
        first)
