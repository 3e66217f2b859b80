"""Normal's rules of thumb, as club players teach them; Hard's rollouts use them too.

Play: duck under the highest card of the trick; when void, shed Q♠, then A♠/K♠ while
the queen is out, then the highest heart, then the highest card; lead low in short
suits, flush the queen with low spades, never lead into a suit the others are out of.
Under ``shoot_the_moon``, when one other seat has taken every point so far (10 or more),
Normal defends: it takes a trick with points from that seat, refuses it more points, and
leads a heart no unseen heart beats (a point taken on purpose stops a moon that would cost
26). When the seat winning the trick may be shooting (``shooter_winning``: it holds every
point so far, more than 14, or more than 6 with Q♠ still out, or it led J♥ or higher, or A♠
while Q♠ is out), Normal takes the trick if it can and otherwise plays the card with the
most unseen cards above it, never a point, so the cards that may beat the shooter later stay
(the defence of GNOME Hearts' Ling; ``defend=False`` plays without it, as Hard's rollouts
do). While no other seat has a point and at most ``risk`` cards of its hand can lose a
trick, none a heart (``shooting``; the Normal bot 1, Hard's rollouts 0), Normal plays for
the moon (``shoot_play``); the Normal bot also once it holds 13 points alone (Q♠) and at most
4 cards, hearts too, may lose (``SHOOT_FROM``, ``SHOOT_RISK_TAKEN``). Give: Q♠, A♠ and K♠
without spade length, high hearts, and short suits to make voids.
"""

from __future__ import annotations

from ....engine.cards import indices
from ..cards import HEARTS_MASK, POINTS_MASK, QS_BIT, STRENGTH, SUIT_MASKS, SUIT_OF, points_of
from .table import Table

SPADES = SUIT_MASKS[0]
HIGH_SPADES = SPADES & ~QS_BIT & sum(1 << i for i in range(52) if STRENGTH[i] > 10)
"""A♠ and K♠: they catch the queen."""
LOW_SPADES = SPADES & sum(1 << i for i in range(52) if STRENGTH[i] < 10)
"""2♠ … J♠."""
QUEEN = QS_BIT.bit_length() - 1
STOP_LEAD = 10
"""Points one other seat must hold alone before Normal leads a sure heart to stop its moon."""
SHOOTER_FROM = 14
"""More points than this, all taken by the seat winning the trick, make it a likely shooter."""
SHOOT_RISK = 1
"""Cards that may lose a trick, none a heart, with which the Normal bot shoots the moon."""
SHOOT_FROM = 13
"""Points a seat holds alone (Q♠ in Standard) from which the Normal bot also shoots with
``SHOOT_RISK_TAKEN`` cards that may lose (GNOME Hearts' Peter goes for the moon from 13)."""
SHOOT_RISK_TAKEN = 4
"""Cards that may lose a trick, hearts too, with which the Normal bot shoots once it holds
``SHOOT_FROM`` points alone. Against three of GNOME Hearts' Peter (600 duplicate deals,
seed 1, paired deal by deal with the Normal before it) 0.61 ± 0.21 points per deal nearer
Peter, 29.6 moons shot per 1,000 seat-deals instead of 12.9; against Jake, Luis and John
(300 deals each) 0.68 ± 0.33, 0.66 ± 0.30 and 0.51 ± 0.25 better; against Ling, who stops
moons, 0.18 ± 0.22 worse (unresolved). With 2, 3 or 6 cards: 0.23 ± 0.13, 0.37 ± 0.17 and
0.63 ± 0.22 nearer Peter, 0.17 ± 0.19, 0.18 ± 0.21 and 0.25 ± 0.21 worse against Ling (6:
resolved); from 13 points with any hand: 0.59 ± 0.23 nearer Peter, 0.29 ± 0.21 worse
against Ling (resolved); with 4 cards, none a heart: 0.16 ± 0.10 nearer, level with Ling."""
FULL = (1 << 52) - 1
ABOVE = tuple(SUIT_MASKS[SUIT_OF[c]] & sum(1 << i for i in range(52) if STRENGTH[i] > STRENGTH[c])
              for c in range(52))
"""Per card index, the mask of the cards of its suit that beat it."""




ASCENDING = tuple(sorted(range(52), key=lambda i: (STRENGTH[i], i)))
DESCENDING = ASCENDING[::-1]


ACES = 0xF
"""The four aces (``Card.index`` puts them lowest, Hearts highest)."""
STRONGER = tuple(sum(1 << i for i in range(52) if STRENGTH[i] > s) for s in range(13))
"""Per strength, the mask of the cards of every suit above it (``_follow`` compares ranks only)."""
SUIT_DESCENDING = tuple(tuple(c for c in DESCENDING if SUIT_MASKS[s] >> c & 1) for s in range(4))
"""Per suit, its card indices from A down to 2."""


def _top(mask: int) -> int:
    """The highest card of a non-empty mask (Hearts order; of equal ranks the highest index).

    O(1) on ``Card.index``: below the aces, a higher index is a higher rank (then suit), so
    the top is the highest bit, unless the mask holds an ace. The rollouts ask it every card.
    """
    if not mask:
        raise ValueError("empty mask")
    aces = mask & ACES
    return (aces or mask).bit_length() - 1


def _bottom(mask: int) -> int:
    """The lowest card of a non-empty mask (Hearts order; of equal ranks the lowest index)."""
    if not mask:
        raise ValueError("empty mask")
    rest = mask & ~ACES or mask
    return (rest & -rest).bit_length() - 1


def moon_threat(t: Table, seat: int, *, least: int = 10) -> int | None:
    """The other seat on course for the moon: it holds every point taken so far (``least`` or more).

    ``None`` without ``shoot_the_moon``, or when no such seat exists.
    """
    if not t.options.shoot_the_moon:
        return None
    points, taken = t.points, None
    for s, p in enumerate(points):
        if p:
            if taken is not None:
                return None  # two seats have points: no moon
            taken = s
    if taken is not None and taken != seat and points[taken] >= least:
        return taken
    return None


def shooter_winning(t: Table, seat: int) -> bool:
    """Whether the other seat winning the trick in play may be shooting the moon.

    Under ``shoot_the_moon`` only, and only while no seat but the winner holds a point:
    it led A♠ with Q♠ still out, or J♥ or a higher heart; or it holds every point so far,
    more than ``SHOOTER_FROM``, or more than 6 while Q♠ is still out or in this trick.
    """
    if not t.options.shoot_the_moon or not t.trick:
        return False
    winner = (t.leader + t.winning()) % t.n
    if winner == seat:
        return False
    scorers = [s for s, p in enumerate(t.points) if p]
    if len(scorers) > 1 or (scorers and scorers[0] != winner):
        return False
    first = t.trick[0]
    queen_seen = bool(t.played & QS_BIT) and first != QUEEN
    if SUIT_OF[first] == 0 and STRENGTH[first] > 11 and not queen_seen:  # A♠
        return True
    if (1 << first) & HEARTS_MASK and STRENGTH[first] > 8:  # J♥ … A♥
        return True
    taken = t.points[winner]
    in_trick = any(c == QUEEN for c in t.trick)
    return taken > SHOOTER_FROM or (taken > 6 and (not t.played & QS_BIT or in_trick))


def _unseen(t: Table, seat: int) -> int:
    """The mask of the cards ``seat`` has not seen: neither played nor in its hand."""
    return FULL & ~(t.played | t.hands[seat])


def least_control(t: Table, seat: int, legal: int) -> int:
    """The card of ``legal`` least likely to win a trick later, scoring nothing if it can:
    the most unseen cards of its suit above it, then the lowest. The cards that may still
    take a trick from a shooter stay in the hand (Normal's defence, Hard's ``kept_control``).
    """
    unseen = _unseen(t, seat)
    pool = legal & ~POINTS_MASK or legal
    return max(indices(pool), key=lambda c: ((unseen & ABOVE[c]).bit_count(), -STRENGTH[c]))


def _top_heart(t: Table, seat: int, legal: int) -> int | None:
    """This seat's legal heart that beats every heart it cannot see, if it has one."""
    mine = legal & HEARTS_MASK
    if not mine:
        return None
    unseen = HEARTS_MASK & _unseen(t, seat)
    top = _top(mine)
    return top if not unseen or STRENGTH[top] > STRENGTH[_top(unseen)] else None


def loser_mask(t: Table, seat: int, *, stop: int = 52) -> int:
    """The cards of the seat's hand that may lose a trick (the search stops past ``stop``).

    The ``k``-th highest card of a suit (from 0) is a winner when at most ``k`` unseen
    cards of its suit beat it: they fall under its higher cards first.
    """
    hand, unseen = t.hands[seat], _unseen(t, seat)
    found, count = 0, 0
    for suit_mask, descending in zip(SUIT_MASKS, SUIT_DESCENDING, strict=True):
        mine = hand & suit_mask
        if not mine or not unseen & suit_mask:
            continue
        for k, card in enumerate(card for card in descending if mine >> card & 1):
            if (unseen & ABOVE[card]).bit_count() > k:
                found |= 1 << card
                count += 1
                if count > stop:
                    return found
    return found


def losers(t: Table, seat: int, *, stop: int = 52) -> int:
    """How many cards of the seat's hand may lose a trick (``loser_mask``)."""
    return loser_mask(t, seat, stop=stop).bit_count()


def shoot_play(t: Table, legal: int) -> int:
    """The card index of the plan to take every trick with points, for the seat to play.

    Lead: a sure winner (the highest card left of its suit), else the highest card of the
    longest suit. Follow: win with the highest card when it beats the trick, else play the
    lowest. Void: discard the lowest card that scores nothing, so no point leaves the seat.
    """
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if not t.trick:
        out = _unseen(t, t.turn)
        for suit_mask in SUIT_MASKS:
            mine = legal & suit_mask
            if mine:
                top = _top(mine)
                rest = suit_mask & out
                if not rest or STRENGTH[top] > STRENGTH[_top(rest)]:
                    return top
        longest = max(SUIT_MASKS, key=lambda m: ((legal & m).bit_count(), m))
        return _top(legal & longest)
    led = SUIT_OF[t.trick[0]]
    if legal & SUIT_MASKS[led]:
        top = _top(legal)
        return top if STRENGTH[top] > STRENGTH[t.trick[t.winning()]] else _bottom(legal)
    clean = legal & ~POINTS_MASK
    return _bottom(clean or legal)


def shooting(t: Table, seat: int, risk: int = 0, taken_risk: int | None = None) -> bool:
    """Whether Normal plays for the moon: no other seat has a point, and at most ``risk``
    cards of its hand may lose a trick (``loser_mask``), none of them a heart; or, with
    ``taken_risk``, the seat holds ``SHOOT_FROM`` points or more and at most ``taken_risk``
    cards of its hand, hearts too, may lose a trick."""
    if not t.options.shoot_the_moon:
        return False
    points = t.points
    if sum(points) != points[seat]:  # another seat has a point (points are never < 0)
        return False
    if taken_risk is not None and points[seat] >= SHOOT_FROM:
        # Q♠ already taken: a failed attempt costs a few hearts more, a moon 26 to each other.
        risk = max(risk, taken_risk)
        return losers(t, seat, stop=risk) <= risk
    lose = loser_mask(t, seat, stop=risk)
    return lose.bit_count() <= risk and not lose & HEARTS_MASK


def normal_play(t: Table, legal: int, defend: bool = True, *, risk: int = 0,
                taken_risk: int | None = None) -> int:
    """The card index Normal plays for the seat to play, from its legal mask.

    ``defend``: play Ling's defence against a likely shooter (``shooter_winning``).
    ``risk``: the most cards that may lose a trick with which it shoots the moon
    (``shooting``; the Normal bot plays ``SHOOT_RISK``, Hard's rollouts 0).
    ``taken_risk``: the most, hearts too, once it holds ``SHOOT_FROM`` points alone
    (the Normal bot ``SHOOT_RISK_TAKEN``; ``None``, Hard's rollouts: no such rule).
    """
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    seat = t.turn
    if shooting(t, seat, risk, taken_risk):
        return shoot_play(t, legal)
    if not t.trick:
        return _lead(t, seat, legal)
    if legal & SUIT_MASKS[SUIT_OF[t.trick[0]]]:
        return _follow(t, seat, legal, defend)
    return _discard(t, seat, legal, defend)


def rollout_play(t: Table, legal: int) -> int:
    """Normal's card without Ling's defence: Hard's rollouts (``defend=False``)."""
    return normal_play(t, legal, False)


def _queen_out(t: Table, seat: int) -> bool:
    return not (t.played | t.hands[seat]) & QS_BIT


def _lead(t: Table, seat: int, legal: int) -> int:
    hand = t.hands[seat]
    if moon_threat(t, seat, least=STOP_LEAD) is not None:
        stopper = _top_heart(t, seat, legal)
        if stopper is not None:
            return stopper  # take a point on purpose: the moon costs 26
    queen_out = _queen_out(t, seat)
    best, best_score = -1, 1e9
    lowest_out: list[int | None] = []
    for suit_mask in SUIT_MASKS:
        outstanding = suit_mask & ~t.played & ~hand
        lowest_out.append(STRENGTH[_bottom(outstanding)] if outstanding else None)
    lengths = [0.8 * (hand & suit_mask).bit_count() for suit_mask in SUIT_MASKS]
    for card in indices(legal):
        suit = SUIT_OF[card]
        score = STRENGTH[card] + lengths[suit]
        floor = lowest_out[suit]
        if floor is None:
            score += 30  # the others are out: they discard their points on it
        elif STRENGTH[card] < floor:
            score -= 6  # it cannot win
        if card == QUEEN:
            score += 40
        elif queen_out and (1 << card) & HIGH_SPADES:
            score += 25
        elif queen_out and (1 << card) & LOW_SPADES:
            score -= 4  # flush the queen
        elif hand & QS_BIT and (1 << card) & SPADES:
            score += 8  # keep the spades that guard the queen
        if (1 << card) & HEARTS_MASK:
            score += 3
        if score < best_score:
            best, best_score = card, score
    return best


def _follow(t: Table, seat: int, legal: int, defend: bool) -> int:
    win = t.trick[t.winning()]
    last = len(t.trick) == t.n - 1
    trick_mask = sum(1 << c for c in t.trick)
    points = points_of(trick_mask)
    threat = moon_threat(t, seat)
    winner = (t.leader + t.winning()) % t.n
    over = legal & STRONGER[STRENGTH[win]]
    if threat is not None and winner == threat and points and over:
        return _top(over)  # take points from the shooter
    if defend and shooter_winning(t, seat):
        if over:
            return _top(over)  # a trick taken stops the moon
        return least_control(t, seat, legal)  # high cards stop it later
    if legal & QS_BIT and STRENGTH[win] > STRENGTH[QUEEN]:
        return QUEEN  # A♠ or K♠ already wins: drop the queen on it
    under = legal & ~over
    safe = legal & ~QS_BIT or legal
    if last and not points and not (SUIT_OF[win] == 0 and legal & QS_BIT and not under):
        return _top(safe)  # a clean trick: win it with the highest card
    if under:
        return _top(under)  # duck as high as possible
    if last:
        return _top(safe)
    if SUIT_OF[win] == 1 or (SUIT_OF[win] == 0 and _queen_out(t, seat)):
        return _bottom(safe)  # someone after may still go over
    return _top(safe)


def _discard(t: Table, seat: int, legal: int, defend: bool) -> int:
    winner = (t.leader + t.winning()) % t.n
    if defend and shooter_winning(t, seat):
        # Give a possible shooter no point, and keep the high cards that may stop it.
        return least_control(t, seat, legal)
    if moon_threat(t, seat) == winner and legal & ~POINTS_MASK:
        legal &= ~POINTS_MASK
    if legal & QS_BIT:
        return QUEEN
    if _queen_out(t, seat) and legal & HIGH_SPADES:
        return _top(legal & HIGH_SPADES)
    if legal & HEARTS_MASK:
        return _top(legal & HEARTS_MASK)
    hand = t.hands[seat]
    lengths = [(hand & suit_mask).bit_count() for suit_mask in SUIT_MASKS]
    return max(indices(legal), key=lambda c: STRENGTH[c] * 2 - lengths[SUIT_OF[c]])


def normal_give(hand: int, count: int) -> list[int]:
    """The ``count`` card indices Normal gives away from ``hand`` (HT-5)."""
    return give_ranking(hand)[:count]


def give_ranking(hand: int) -> list[int]:
    """The card indices of ``hand``, the most dangerous to keep first."""
    low_spades = (hand & LOW_SPADES).bit_count()
    lengths = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]

    def danger(card: int) -> float:
        bit, strength = 1 << card, STRENGTH[card]
        if bit & QS_BIT:
            return 100.0 if low_spades < 4 else -5.0
        if bit & HIGH_SPADES:
            return 60.0 + strength if low_spades < 4 else strength - 20.0
        if bit & SPADES:
            return strength - 15.0  # low spades guard against the queen
        if bit & HEARTS_MASK:
            return 1.5 * strength + 2.0
        length = lengths[SUIT_OF[card]]
        return strength + (4 - length) * 4.0 if length <= 3 else float(strength)

    return sorted(indices(hand), key=danger, reverse=True)
