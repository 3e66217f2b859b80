"""Hard: determinised Monte Carlo over hidden hands, Normal's policy in the rollouts.

At a play with two or more really different cards, Hard deals the unseen cards many
times consistently with its view (``sampling``), plays each candidate card on every
sampled deal and finishes the deal with every seat on Normal's rules of thumb. The
defence Normal learnt from GNOME Hearts' Ling the other seats play only against Hard (its
own moons meet the defence, another's moon nobody but Hard stops), and Hard's own later
cards go without it (``policy.rollout_play``). It plays
the card with the lowest mean of (own points − the table's average), the deal's
settlement (HT-10) with the sign turned. Every candidate sees the same deals, so their
differences carry far less noise than their means. Under ``shoot_the_moon``, while no
other seat has a point, each card is also played out with Hard on the moon plan
(``moon``) and the better plan counts. The give is Normal's unless ``search_give`` (then
``giving.search_give``), except that under ``shoot_the_moon`` Hard keeps its high hearts
(``giving.moon_give``), and the highest on a discard until the first point (``held_heart``).
With few cards left each sampled deal is solved exactly instead (``endgame``), and
against a seat on course for the moon Hard's own card on a tie is ``kept_control``.

The search stops after ``samples`` deals or ``budget_ms`` milliseconds (at least
``min_samples``); with ``budget_ms=None`` a choice is a pure function of (view, RNG).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ..actions import Action
from ..cards import HEARTS_MASK, QS_BIT, STRENGTH, SUIT_MASKS, SUIT_OF, by_strength
from ..observe import HeartsView
from ..options import give_size
from ..state import Phase
from .base import check_turn, give_of, play_of
from .endgame import Outcome, solve
from .giving import moon_give, search_give
from .moon import on_course, plausible, shoot_play
from .policy import ABOVE, _top, least_control, moon_threat, normal_play, rollout_play
from .sampling import Sampler
from .table import Table


class HardBot:
    """Monte Carlo search of the card to play over sampled hidden hands.

    Attributes:
        samples: most sampled deals per decision. 100: 400 measured no better (Classic,
            5 players, 60 duplicate deals: paired +0.24 ± 0.36 points per deal).
        budget_ms: wall-clock limit per decision in milliseconds, or ``None``; a cap
            that binds only on a busy machine or a long first trick. 900, within #27's
            budget (median ≤ 300 ms, 95th percentile ≤ 1 s) now that the rollouts run
            1.4× faster: against three Peters (A2's 400 deals, load 2) decisions of 60 /
            499 / 1,086 ms (median / 95th percentile / worst), 0.21 ± 0.32 points per deal
            fewer than with the 300 ms cap before (paired, 306 deals changed) and 113
            moons conceded per 1,000 seat-deals instead of 122.5, unresolved; on A2's
            first 100 deals 8 deals went otherwise than with no cap at all.
        min_samples: sampled deals played even past the budget.
        margin: standard errors of the paired difference by which a card must beat
            Normal's to be played instead. 0 (the best mean wins): margin 1 measured the
            same (−2.12 ± 0.89 against −2.13 ± 0.84 points per deal over Normal, 60
            Classic deals, 100 samples).
        search_give: search the give too (``giving``); otherwise give as Normal does.
            Off: it changed nothing measurable (Classic, 4 players, 80 ms; 60 duplicate
            deals each: paired −0.36 ± 0.79 points per deal on one seed; on another Hard
            gained −1.92 ± 0.73 over Normal with it, −2.38 ± 0.73 without).
        moon_plan: under ``shoot_the_moon``, also try the moon plan (``moon``). On: it
            gained 1.4 ± 1.1 points per deal and shot 21 moons instead of 1 (Standard, 4
            players, 60 duplicate deals, 100 samples).
        shooters: moon defence, under ``shoot_the_moon``: once another seat holds every
            point taken so far, at least this many, half the sampled deals give it the
            unseen hearts above Hard's own, and in every rollout a seat on course (every
            point so far, this many or more) plays the moon plan instead of Normal's rules;
            0 turns it off. 1 (any seat that took every point so far): against three of
            GNOME Hearts' Peter (Standard, 200 duplicate deals) Hard conceded 136 moons per
            1,000 seat-deals, 164 with 10 and 195 without the defence, and took 1.01 ± 0.70
            points per deal fewer than without it (paired on the same deals).
        keep_heart: under ``shoot_the_moon``, the give keeps every heart whose strength
            (``cards.STRENGTH``: Q♥ 10, A♥ 12) is at least this; ``None`` gives as Normal
            does. 10, the highest heart only: against three Peters (100 duplicate deals,
            paired deal by deal with no time cap) 0.47 ± 0.78 points per deal fewer and 145
            moons conceded per 1,000 seat-deals instead of 155; against three Normals
            (L15's deals) 0.24 ± 0.76 more, both unresolved. Every such heart: on A2's
            deals 0.33 ± 0.38 points per deal nearer Peter again, 40 moons shot per 1,000
            instead of 27.5, 127.5 conceded instead of 125 (unresolved).
        hold_heart: under ``shoot_the_moon``, while no seat has taken a point, a discard
            (void in the suit led) keeps Hard's highest heart when its strength is at
            least this (``None``: no such rule): shed early it gives a possible shooter
            the first point and leaves Hard no card to win a heart trick later. 10:
            against three Peters (A2's 100 deals, paired deal by deal with no time cap)
            0.18 ± 0.39 points per deal fewer and 135 moons conceded per 1,000
            seat-deals instead of 145, unresolved.
        exact: under ``shoot_the_moon``, with this many cards or fewer in hand (at four
            seats; at other tables as many as make no larger a search: ``exact_cards``), each
            sampled deal is solved exactly (``endgame``: every seat plays on perfectly)
            instead of rolled out, and the moon plan is not needed; 0 never. 3: a
            sampled deal then takes about 0.5 ms (median; 4 cards: 9 ms, 5: 170 ms).
            Against three Peters (A2's 100 deals,
            paired deal by deal with no time cap) 0.03 ± 0.13 points per deal behind the
            Hard before it, 9 deals changed: no measurable effect, and faster.
        exact_threat: the same from this many cards while another seat holds every point
            so far (``shooters``), where the last tricks decide a moon. 4: on A2's deals
            0.10 ± 0.17 points per deal nearer Peter than ``exact`` alone, 130 moons
            conceded per 1,000 seat-deals instead of 132.5, unresolved.
        keep_control: under ``shoot_the_moon``, Hard's card on a tie of the search (Normal's
            otherwise) is ``kept_control`` when the seat on course wins the trick and Hard
            cannot beat it. On: on A2's deals 0.02 ± 0.19 points per deal nearer Peter,
            125 moons conceded instead of 130, unresolved.
    """

    level = "hard"

    def __init__(self, *, samples: int = 100, budget_ms: float | None = 900.0,
                 min_samples: int = 6, margin: float = 0.0, search_give: bool = False,
                 moon_plan: bool = True, shooters: int = 1,
                 keep_heart: int | None = 10, hold_heart: int | None = 10,
                 exact: int = 3, exact_threat: int = 4, keep_control: bool = True) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.samples, self.budget_ms, self.min_samples = samples, budget_ms, min_samples
        self.margin, self.search_give, self.moon_plan = margin, search_give, moon_plan
        self.shooters = shooters
        self.keep_heart = keep_heart
        self.hold_heart = hold_heart
        self.exact, self.exact_threat = exact, exact_threat
        self.keep_control = keep_control

    def choose(self, view: HeartsView, rng: random.Random) -> Action:
        """Normal's give, or the card with the best mean outcome over sampled deals.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        check_turn(view)
        if view.phase is Phase.GIVE:
            if not self.search_give:
                keep = self.keep_heart if view.options.shoot_the_moon else None
                return give_of(view, moon_give(view.hand, give_size(view.players), keep=keep))
            return give_of(view, search_give(view, rng, samples=self.samples,
                                             budget_ms=self.budget_ms,
                                             min_samples=self.min_samples))
        table = Table.from_view(view)
        legal = view.playable()
        legal &= ~held_heart(table, legal, self.hold_heart)
        default = normal_play(table, legal)
        if self.keep_control and self.shooters and view.options.shoot_the_moon:
            default = kept_control(table, legal, self.shooters, default)
        candidates = distinct_cards(legal, view.hand | table.played)
        if len(candidates) == 1:
            return play_of(view, default)
        # Normal's card first: it keeps ties, so Hard departs from it only when better.
        candidates = [default] + [c for c in candidates if not _same(c, default, view.hand
                                                                       | table.played)]
        return play_of(view, candidates[self._best(view, table, candidates, rng)])

    def _best(self, view: HeartsView, table: Table, candidates: list[int],
              rng: random.Random) -> int:
        deadline = None if self.budget_ms is None else time.perf_counter() + self.budget_ms / 1e3
        sampler = Sampler(view)
        me = view.seat
        shooters = self.shooters if view.options.shoot_the_moon else 0
        favour = None
        threat = moon_threat(table, me, least=shooters) if shooters else None
        if threat is not None:
            # Half the worlds give the seat on course for the moon the hearts that beat
            # ours: a seat that took every point so far likely holds them, and a uniform
            # deal would hide the moon that costs 26.
            wanted = _beating(view.hand, table.played, HEARTS_MASK)
            favour = (threat, wanted) if wanted else None
        left = view.hand.bit_count()
        # Only under the moon rule, where it was measured: Classic plays as before.
        exact = view.options.shoot_the_moon and (
            left <= exact_cards(self.exact, table.n)
            or (threat is not None and left <= exact_cards(self.exact_threat, table.n)))
        plans: list[Callable[[Table, int], int]] = [rollout_play]
        if self.moon_plan and not exact and plausible(table, me):
            plans.append(shoot_play)
        options = [(i, plan) for plan in plans for i in range(len(candidates))]
        outcome = [0.0] * len(options)
        sums = [0.0] * len(options)  # paired differences from Normal's card and plan (0)
        squares = [0.0] * len(options)
        done = 0
        while done < self.samples:
            if deadline is not None and done >= self.min_samples and \
                    time.perf_counter() > deadline:
                break
            hands, kitty = sampler.sample(rng, favour=favour if done % 2 else None)
            hands[me] = view.hand
            if exact:
                memo: dict[tuple[object, ...], Outcome] = {}
                for k, (i, _) in enumerate(options):
                    outcome[k] = _solved(table, hands, kitty, candidates[i], memo)
            else:
                for k, (i, plan) in enumerate(options):
                    outcome[k] = _rollout(table, hands, kitty, candidates[i], plan, shooters)
            for k in range(1, len(options)):
                diff = outcome[k] - outcome[0]
                sums[k] += diff
                squares[k] += diff * diff
            done += 1
        best, best_mean = 0, 0.0
        for k in range(1, len(options)):
            mean = sums[k] / done
            spread = math.sqrt(max(squares[k] / done - mean * mean, 0.0) / max(done - 1, 1))
            if mean < -self.margin * spread and mean < best_mean:
                best, best_mean = k, mean
        return options[best][0]


def _rollout(table: Table, hands: list[int], kitty: int, card: int,
             plan: Callable[[Table, int], int], shooters: int = 0) -> float:
    """Own points minus the table's average once ``card`` and the deal are played out.

    The seat to play follows ``plan`` after ``card`` (the moon plan only while the moon
    is open, then Normal's rules); every other seat Normal's rules. Lower is better: it
    is the deal's settlement (HT-10) with the sign turned. With ``shooters`` (points), a
    seat that holds every point taken, at least that many, plays the moon plan.
    """
    t = table.copy()
    me = t.turn
    t.hands, t.kitty = hands[:], kitty
    t.play(card)
    held = t.hands  # changed in place by play
    while held[t.turn]:
        seat = t.turn
        legal = t.legal()
        if seat != me:
            # A seat that holds every point so far plays on for the moon, as a strong
            # player would: so the rollouts see the moon's risk, and the defence pays.
            if shooters and on_course(t, seat, shooters):
                t.play(shoot_play(t, legal))
            else:
                # The others stop a moon of Hard's (Normal's defence against the
                # winner of the trick), never another's: Hard counts on no one else.
                against_me = bool(t.trick) and (t.leader + t.winning()) % t.n == me
                t.play(normal_play(t, legal, against_me))
        elif plan is shoot_play and not plausible(t, me):
            plan = rollout_play
            t.play(rollout_play(t, legal))
        else:
            t.play(plan(t, legal))
    final = t.final()
    return final[me] - sum(final) / t.n


def kept_control(t: Table, legal: int, least: int, default: int) -> int:
    """The card to lose a trick to a seat on course for the moon with (``HardBot.shooters``):
    a card scoring nothing and the least likely to win a trick later (the most unseen cards
    of its suit above it), so the cards that may still take a trick from it stay.

    ``default`` (Normal's card) unless that seat wins the trick in play and the seat to
    play cannot beat it.
    """
    if not t.trick:
        return default
    me = t.turn
    threat = moon_threat(t, me, least=least)
    win = t.trick[t.winning()]
    if threat is None or (t.leader + t.winning()) % t.n != threat or legal & ABOVE[win]:
        return default
    return least_control(t, me, legal)


def _beating(hand: int, played: int, suit_mask: int) -> int:
    """The unseen cards of a suit that beat the hand's highest card of it (every unseen
    card of it but the 2 when the hand has none)."""
    mine = hand & suit_mask
    unseen = suit_mask & ~hand & ~played
    floor = STRENGTH[_top(mine)] if mine else 0
    return sum(1 << c for c in range(52) if unseen >> c & 1 and STRENGTH[c] > floor)


def exact_cards(at_four: int, seats: int) -> int:
    """The most cards in hand at a table of ``seats`` for which the exact end is no larger
    a search than with ``at_four`` cards each at four seats: the largest ``k`` with
    ``(k!) ** seats <= (at_four!) ** 4`` (the orders in which the hands can be played).

    The end's search grows with every seat's hand at once: four cards each at seven seats
    took 8 to 47 s for one decision (each sampled deal solved, and ``min_samples`` of them
    past the budget), where four seats take 9 ms a deal. So 3 (four seats) stays 3 at
    three and four seats and is 2 at five to seven; 4 stays 4 at three and four seats
    and is 3 at five to seven."""
    if at_four <= 0:
        return 0  # never, at any table
    most = math.factorial(at_four) ** 4
    k = 0
    while k < 13 and math.factorial(k + 1) ** seats <= most:
        k += 1
    return k


def _solved(table: Table, hands: list[int], kitty: int, card: int,
            memo: dict[tuple[object, ...], Outcome]) -> float:
    """Own points minus the table's average once ``card`` is played and the deal solved
    exactly on this sampled deal (``endgame.solve``); lower is better, as ``_rollout``."""
    t = table.copy()
    me = t.turn
    t.hands, t.kitty = hands[:], kitty
    t.play(card)
    final = solve(t, me, memo)
    return final[me] - sum(final) / t.n


def held_heart(t: Table, legal: int, hold: int | None) -> int:
    """The mask of the heart a discard keeps before the first point (``HardBot.hold_heart``).

    0 unless the moon is in play, nobody has a point, the seat to play cannot follow the
    suit led, its highest heart is ``hold`` or stronger and it has another legal card.
    """
    if hold is None or not t.options.shoot_the_moon or not t.trick or any(t.points) \
            or legal & SUIT_MASKS[SUIT_OF[t.trick[0]]]:
        return 0
    hearts = t.hands[t.turn] & HEARTS_MASK
    if not hearts or STRENGTH[top := _top(hearts)] < hold:
        return 0
    return 1 << top if legal & ~(1 << top) else 0


def _same(a: int, b: int, seen: int) -> bool:
    """Cards of one suit with only seen cards between them play alike (never Q♠)."""
    if SUIT_OF[a] != SUIT_OF[b] or (1 << a | 1 << b) & QS_BIT:
        return a == b
    low, high = sorted((STRENGTH[a], STRENGTH[b]))
    between = [c for c in by_strength(SUIT_MASKS[SUIT_OF[a]]) if low < STRENGTH[c] < high]
    return all(seen >> c & 1 for c in between)


def distinct_cards(legal: int, seen: int) -> list[int]:
    """One card per group of equivalent legal cards (``_same``), lowest first."""
    out: list[int] = []
    for card in by_strength(legal):
        if not any(_same(card, other, seen) for other in out):
            out.append(card)
    return out
