"""The state of one Comet deal, and how a deal starts (CM-3…CM-6, CM-18; seed 004 §02).

A ``CometState`` is a value: ``apply`` returns a new one and never changes the old.
Cards are bit masks of ``Card.index`` inside; ``Card`` objects appear at the edges.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import NamedTuple

from ...engine.cards import Card, as_card, cards_of, mask_of
from ...engine.shuffle import shuffled_order
from .actions import Action
from .deck import (
    COMET_DECK,
    DECK_MASK,
    EIGHT_OF_DIAMONDS,
    HAND_SIZES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NONE,
)
from .deck import RULES_VERSION as RULES_VERSION  # its home is light: the registry reads it


class Phase(Enum):
    """What the seat to act may do (STYLE.md rule 3: one phase enum, one dispatch)."""

    FREE = "free start"
    """Play any card in hand (CM-7)."""
    RUN = "run"
    """Play ``need``, or pass, or play the Comet instead of passing (CM-8, CM-11)."""
    BRANCH = "branch"
    """After a Comet: play ``need`` (the old run) or ``branch`` (10♦), or pass (CM-11)."""
    OVER = "over"


class CometState(NamedTuple):
    """One deal in progress or finished: a plain immutable value (a ``NamedTuple``, built
    positionally by ``apply`` at the speed of a tuple).

    Attributes:
        players: seats, 2..6, numbered clockwise; "left" is the next seat.
        dealer: the seat that dealt.
        masks: per seat, the hand as a mask of ``Card.index`` bits.
        dead: the dead cards' mask (CM-5); never shown before the end.
        played: every card played so far.
        turn: the seat to act (the winner once over).
        phase: see ``Phase``.
        need: the card that continues the run (RUN) or the old run (BRANCH); ``NONE``
            when nothing can (after 7♦, CM-13) or in FREE and OVER.
        branch: in BRANCH, 10♦ if it is still unplayed, else ``NONE``.
        last: the seat that laid the last card or played the Comet; it gets the free
            start after a full round of passes (CM-9, CM-12).
        passes: passes in a row since ``last`` acted.
        balances: per seat units so far: ante, payments, and once over the bank and
            end penalties (CM-4, CM-15, CM-16).
        bank: units in the bank; 0 once paid out.
        lacks: per seat, cards that seat has publicly shown it does not hold (it passed
            or announced them); hands only shrink, so this only grows.
        winner: the seat that emptied its hand, or ``None``.
        history: every action so far; all of it is public.
    """

    players: int
    dealer: int
    masks: tuple[int, ...]
    dead: int
    played: int
    turn: int
    phase: Phase
    need: int
    branch: int
    last: int
    passes: int
    balances: tuple[int, ...]
    bank: int
    lacks: tuple[int, ...]
    winner: int | None
    history: tuple[Action, ...]

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Per seat, the cards in hand in deck order."""
        return tuple(cards_of(mask) for mask in self.masks)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Per seat, the number of cards in hand."""
        return tuple(mask.bit_count() for mask in self.masks)

    @property
    def dead_cards(self) -> tuple[Card, ...]:
        """The dead cards in deck order (for the shell's end-of-deal display and tests)."""
        return cards_of(self.dead)


def _check(players: int, seat: int, what: str) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Comet needs 2 to 6 players, not {players} (CM-2)")
    if not 0 <= seat < players:
        raise ValueError(f"{what} must be a seat 0..{players - 1}, not {seat}")


_BITS = tuple(1 << card.index for card in COMET_DECK)
"""Per position in ``COMET_DECK``, the card's bit."""


def new_deal(players: int, dealer: int, seed: int) -> CometState:
    """Shuffle the 51 cards and deal them one at a time clockwise from the dealer's left.

    CM-5 (§02): 25/17/12/9/8 cards each for 2..6 players; the rest (1, 0, 3, 6, 3) are
    dead cards. CM-4: each seat antes 1 into the bank. CM-6: the dealer's left starts.
    CM-18 (§06): every deal shuffles all 51 cards again.

    Args:
        players: 2..6.
        dealer: the dealing seat.
        seed: the deal is a pure function of (players, dealer, seed).

    Raises:
        ValueError: players or dealer out of range.
    """
    _check(players, dealer, "dealer")
    order = shuffled_order(seed, len(COMET_DECK))
    size = HAND_SIZES[players]
    masks = [0] * players
    dead = 0
    dealt = size * players
    for k in range(dealt):
        masks[(dealer + 1 + k) % players] |= _BITS[order[k]]
    for position in order[dealt:]:
        dead |= _BITS[position]
    return _start(players, dealer, tuple(masks), dead, (dealer + 1) % players)


def deal_from_hands(hands: Sequence[Iterable[Card | str]], *, leader: int,
                    dead: Iterable[Card | str] | None = None,
                    played: Iterable[Card | str] = (), need: Card | str | None = None,
                    last: int | None = None) -> CometState:
    """A position from explicit hands, for tests, puzzles and the worked examples.

    Every one of the 51 cards is somewhere: in a hand, dead or played. Cards named
    nowhere are dead when ``dead`` is ``None``, otherwise played. Balances start with
    the ante.

    Args:
        hands: per seat (2..6 seats), cards as ``Card`` or text such as ``"9♦"``.
        leader: the seat to act.
        dead: the dead cards, or ``None`` for every card in no hand and not played.
        played: cards already played.
        need: if given, a run is in progress and ``need`` continues it (``leader``
            must play it if held); otherwise ``leader`` has a free start.
        last: with ``need``, the seat that laid the run's last card (default: the
            leader's right); the seats between it and the leader have passed.

    Raises:
        ValueError: wrong seat count, a card that repeats, does not parse or is 8♦,
            an empty hand, or a seat out of range.
    """
    players = len(hands)
    _check(players, leader, "leader")
    masks = [mask_of(hand) for hand in hands]
    played_mask = mask_of(played)
    dead_mask = mask_of(() if dead is None else dead)
    seen = 0
    for seat, mask in enumerate([*masks, dead_mask, played_mask]):
        if seat < players and not mask:
            raise ValueError(f"seat {seat} has no cards: the deal would already be over")
        if seen & mask or mask & (1 << EIGHT_OF_DIAMONDS):
            raise ValueError(f"card {cards_of((seen & mask) or mask)[0]} repeats or is 8♦")
        seen |= mask
    rest = DECK_MASK & ~seen
    if dead is None:
        dead_mask |= rest
    else:
        played_mask |= rest
    state = _start(players, (leader - 1) % players, tuple(masks), dead_mask, leader)
    if need is None:
        return _replace_played(state, played_mask)
    last = (leader - 1) % players if last is None else last
    _check(players, last, "last")
    # The seats between the run's last player and the leader have passed; a leader
    # that laid the last card itself is still continuing its run.
    passes = 0 if last == leader else (leader - last - 1) % players
    return CometState(
        players, state.dealer, state.masks, dead_mask, played_mask, leader,
        Phase.RUN, as_card(need).index, NONE, last, passes, state.balances, state.bank,
        state.lacks, None, (),
    )


def _replace_played(state: CometState, played: int) -> CometState:
    return CometState(
        state.players, state.dealer, state.masks, state.dead, played, state.turn,
        state.phase, state.need, state.branch, state.last, state.passes, state.balances,
        state.bank, state.lacks, None, (),
    )


def _start(players: int, dealer: int, masks: tuple[int, ...], dead: int,
           leader: int) -> CometState:
    # CM-4 (§02): every seat puts 1 unit into the bank.
    return CometState(
        players=players, dealer=dealer, masks=masks, dead=dead, played=0, turn=leader,
        phase=Phase.FREE, need=NONE, branch=NONE, last=leader, passes=0,
        balances=(-1,) * players, bank=players, lacks=(0,) * players, winner=None,
        history=(),
    )
