"""Hard's give: sets of cards near Normal's, each tried on sampled deals played out.

Before the give a seat knows only its own hand, so the other hands and the kitty are
dealt uniformly from the rest; the other seats give as Normal would; then every
candidate set is exchanged on the same sampled deal and the deal is played to the end
with Normal's rules. The set with the best mean of (own points − average) is given,
compared by paired differences from Normal's own set.
"""

from __future__ import annotations

import math
import random
import time

from ..cards import CLUBS_BY_STRENGTH, HEARTS_MASK, STRENGTH
from ..observe import HeartsView
from ..options import give_size
from .policy import give_ranking, normal_give, normal_play
from .table import Table

FULL = (1 << 52) - 1
NORMAL_KEEP = 10
"""The Normal bot's give under ``shoot_the_moon`` keeps every heart of Q♥ (strength 10) or
higher from a hand of ``NORMAL_LENGTH`` hearts or more (``moon_give``). Against three of
GNOME Hearts' Peter (600 duplicate deals, seed 1, paired deal by deal with the Normal
before it, 348 deals changed) Normal took 0.30 ± 0.20 points per deal fewer and conceded
143 moons per 1,000 seat-deals instead of 163, but came only 0.09 ± 0.18 nearer Peter
(the moons it stops spare the Peters too); against Ling, Jake, Luis and John (300 deals
each, paired) +0.04 ± 0.24, −0.04 ± 0.23, −0.53 ± 0.26 and −0.10 ± 0.20 points per deal
against them. Kept from any hand: 0.14 ± 0.29 nearer Peter (own points 0.54 ± 0.28
fewer, 127 moons conceded) but 0.69 ± 0.34 worse against Ling; from three hearts or
more: 0.19 ± 0.23 nearer Peter, 0.29 ± 0.29 worse against Ling."""
NORMAL_LENGTH = 4
"""See ``NORMAL_KEEP``."""


def _mask(cards: list[int]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card
    return out


def moon_give(hand: int, count: int, *, keep: int | None, length: int = 0) -> list[int]:
    """Normal's give (HT-5), but every heart of strength ``keep`` or more stays.

    ``keep=None`` gives as Normal does; so does a hand of fewer than ``length`` hearts.
    Hard's give under ``shoot_the_moon`` (``length`` 0): a high heart kept is a card that
    can win a heart trick against a shooter (or take the hearts in a moon of its own), and
    given to a neighbour it is one more heart that neighbour controls (GNOME Hearts' Peter,
    the strongest open peer, shoots with control of the hearts). The Normal bot's
    (``NORMAL_KEEP``, ``NORMAL_LENGTH``) keeps them only among four hearts or more, where
    the low hearts let it duck under the others' hearts and the high ones still stop a moon.
    """
    ranking = give_ranking(hand)
    hearts = hand & HEARTS_MASK
    if keep is not None and hearts.bit_count() >= length:
        high = [c for c in ranking if hearts >> c & 1 and STRENGTH[c] >= keep]
        ranking = [c for c in ranking if c not in high] + high
    return ranking[:count]


def candidate_gives(hand: int, count: int, *, width: int = 2) -> list[list[int]]:
    """Normal's set first, then each of its cards swapped for one of the next ``width``."""
    ranking = give_ranking(hand)
    base = ranking[:count]
    sets = [base]
    for j in range(count):
        for alternative in ranking[count:count + width]:
            sets.append([*base[:j], alternative, *base[j + 1:]])
    return sets


def search_give(view: HeartsView, rng: random.Random, *, samples: int,
                budget_ms: float | None, min_samples: int) -> list[int]:
    """The card indices to give (see the module docstring)."""
    n, me, count = view.players, view.seat, give_size(view.players)
    sets = candidate_gives(view.hand, count)
    deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1e3
    cards = [i for i in range(52) if (FULL & ~view.hand) >> i & 1]
    size = 52 // n
    others = [s for s in range(n) if s != me]
    outcome = [0.0] * len(sets)
    sums = [0.0] * len(sets)
    squares = [0.0] * len(sets)
    done = 0
    while done < samples:
        if deadline is not None and done >= min_samples and time.perf_counter() > deadline:
            break
        rng.shuffle(cards)
        hands = [0] * n
        for k, seat in enumerate(others):
            hands[seat] = _mask(cards[k * size:(k + 1) * size])
        kitty = _mask(cards[len(others) * size:])
        gives = [0] * n
        for seat in others:
            gives[seat] = _mask(normal_give(hands[seat], count))
        for i, chosen in enumerate(sets):
            gives[me] = _mask(chosen)
            hands[me] = view.hand
            after = [hands[s] ^ gives[s] for s in range(n)]
            for seat in range(n):
                after[(seat + view.offset) % n] |= gives[seat]
            final = _play_out(view, after, kitty)
            outcome[i] = final[me] - sum(final) / n
        for i in range(1, len(sets)):
            diff = outcome[i] - outcome[0]
            sums[i] += diff
            squares[i] += diff * diff
        done += 1
    best, best_mean = 0, 0.0
    for i in range(1, len(sets)):
        mean = sums[i] / done
        spread = math.sqrt(max(squares[i] / done - mean * mean, 0.0) / max(done - 1, 1))
        if mean < -spread and mean < best_mean:
            best, best_mean = i, mean
    return sets[best]


def _play_out(view: HeartsView, hands: list[int], kitty: int) -> list[int]:
    """Final points of a deal from its first lead, every seat on Normal's rules."""
    n = view.players
    leader, first = (view.dealer + 1) % n, None
    if view.options.two_clubs_leads:
        held = 0
        for mask in hands:
            held |= mask
        first = next((c for c in CLUBS_BY_STRENGTH if held >> c & 1), None)
        if first is not None:
            leader = next(s for s in range(n) if hands[s] >> first & 1)
    t = Table(n=n, options=view.options, hands=hands, trick=[], leader=leader, trick_no=0,
              broken=False, first_lead=first, points=[0] * n, played=0, kitty=kitty,
              kitty_taker=None)
    while t.hands[t.turn]:
        t.play(normal_play(t, t.legal()))
    return t.final()
