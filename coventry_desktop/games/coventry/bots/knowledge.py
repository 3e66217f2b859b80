"""What a seat can work out from its view: rank counts, lead choices and inferences.

Everything here reads only a ``SeatView`` (never a ``DealState``), so whatever a
bot derives from it is knowledge its seat really has.
"""

from __future__ import annotations

import random

from ....engine import Rank
from ....engine.cards import DECK, RANK_MASKS
from .. import Action, Pass, Phase, Play, SeatView

RANKS: tuple[Rank, ...] = tuple(Rank)


def rank_counts(mask: int) -> list[int]:
    """Cards held per rank, as a list of 13 counts indexed by ``rank - 1``."""
    return [(mask & RANK_MASKS[rank]).bit_count() for rank in RANKS]


def is_real_decision(view: SeatView) -> bool:
    """Whether the seat to act has a choice that matters.

    Only a lead is a choice (matching is forced and suits never matter, EC-2, EC-7),
    and ranks held the same number of times are interchangeable before any of their
    cards is seen, so a lead is a real decision only with two different counts in hand.
    """
    if view.phase is not Phase.LEAD or view.turn != view.seat:
        return False
    counts = {count for count in rank_counts(view.hand_mask) if count}
    return len(counts) > 1


def lead_of(view: SeatView, rank: Rank) -> Action:
    """The lead of ``rank`` from the seat's hand: its lowest card, since suits never matter."""
    mask = view.hand_mask & RANK_MASKS[rank]
    return Play(view.seat, DECK[(mask & -mask).bit_length() - 1])


def rank_with_count(counts: list[int], count: int, rng: random.Random) -> Rank:
    """A uniformly random rank held exactly ``count`` times.

    Fixed tie-breaks between equivalent ranks are exploitable, so ties are broken
    by ``rng`` (issue 4). Raises ``ValueError`` if no rank is held that often.
    """
    ranks = [RANKS[i] for i, held in enumerate(counts) if held == count]
    if not ranks:
        raise ValueError(f"no rank is held {count} times")
    return ranks[int(rng.random() * len(ranks))] if len(ranks) > 1 else ranks[0]


def lead_caps(view: SeatView) -> list[int]:
    """Per seat, the smallest number of cards it has played of a rank it led.

    A seat that led a rank it held ``k`` of usually held at most ``k`` of every other
    rank then (leading the rank held most of is the natural play), and ranks still in
    hands have not been played since, so this caps its count of every live rank.
    It is an inference, not a fact: Hard treats it as a strong preference. 4 = no cap.
    """
    caps = [4] * view.players
    leader = -1
    led = 0
    played = 0
    for action in view.history:
        if type(action) is Pass:
            continue
        if played == 0:
            leader, led = action.seat, 0
        if action.seat == leader:
            led += 1
        played += 1
        if played == 4:
            caps[leader] = min(caps[leader], led)
            played = 0
    return caps
