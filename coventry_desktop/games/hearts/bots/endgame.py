"""Hard's end of a deal solved exactly on each sampled deal, instead of rollouts.

With few cards left a sampled deal can be played out every way: each seat in turn plays
the card that leaves it the fewest points against the table's average once the deal is
over (the kitty and the moon counted by ``Table.final``, which follows the settlement
rules), an opponent indifferent between cards playing the one worst for the searching
seat. So the search sees a moon a seat can still force, and the one card that stops it,
where Normal's rules of thumb in a rollout would duck into it. Cards of one suit with
nothing between them still in play are one choice, and a position at a trick's start is
solved once (its value is memoised on the hands, the leader and the points).
"""

from __future__ import annotations

from ....engine.cards import indices
from ..cards import POINTS_MASK, QS_BIT, STRENGTH, SUIT_OF
from .table import Table

Outcome = tuple[int, ...]
"""Final points per seat of a deal played out."""


def solve(t: Table, me: int, memo: dict[tuple[object, ...], Outcome]) -> Outcome:
    """The final points per seat when every seat plays on perfectly from ``t``.

    Args:
        t: a deal with every hand known (a sampled deal); not changed.
        me: the searching seat: ties of the others go against it.
        memo: positions at a trick's start already solved, shared by calls on one deal.
    """
    hands = t.hands
    if not hands[t.turn]:
        return tuple(t.final())
    if hands[t.turn].bit_count() == 1:
        return _last_trick(t)  # one card to play: the last trick, each card forced
    live = 0
    for hand in hands:
        live |= hand
    for card in t.trick:
        live |= 1 << card
    if not live & POINTS_MASK:
        return tuple(t.final())  # no point left to take: the rest changes nothing
    key: tuple[object, ...] | None = None
    if not t.trick:
        key = (*hands, t.leader, *t.points, t.broken)
        known = memo.get(key)
        if known is not None:
            return known
    seat, n = t.turn, t.n
    best: Outcome = ()
    best_score = (0, 0)
    for card in choices(t.legal(), live):
        child = t.copy()
        child.play(card)
        outcome = solve(child, me, memo)
        total = sum(outcome)
        score = (n * outcome[seat] - total, 0 if seat == me else total - n * outcome[me])
        if not best or score < best_score:
            best, best_score = outcome, score
    if key is not None:
        memo[key] = best
    return best


def _last_trick(t: Table) -> Outcome:
    """The outcome of the last trick, every seat to play holding one card."""
    t = t.copy()
    while t.hands[t.turn]:
        t.play(t.hands[t.turn].bit_length() - 1)
    return tuple(t.final())


def choices(legal: int, live: int) -> list[int]:
    """One card of each run of ``legal`` cards of a suit with no other live card between
    them (such cards win and lose the same tricks); Q♠ scores, so it stands alone.

    Args:
        legal: the cards the seat to play may play, as a mask.
        live: every card still in a hand or in the trick in play.
    """
    if not legal & (legal - 1):
        return [legal.bit_length() - 1]
    cards = indices(legal)
    cards.sort(key=ORDER.__getitem__)
    out = [cards[0]]
    last = cards[0]
    for card in cards[1:]:
        if ORDER[card] // 13 != ORDER[last] // 13 or (1 << card | 1 << last) & QS_BIT \
                or live & BETWEEN[last][card]:
            out.append(card)
        last = card
    return out


ORDER = tuple(SUIT_OF[c] * 13 + STRENGTH[c] for c in range(52))
"""Per card index, its place by suit, then 2 up to A."""
BETWEEN = tuple(tuple(sum(1 << c for c in range(52) if SUIT_OF[c] == SUIT_OF[a] == SUIT_OF[b]
                          and STRENGTH[a] < STRENGTH[c] < STRENGTH[b]) for b in range(52))
                for a in range(52))
"""``BETWEEN[a][b]``: the cards of their suit strictly between ``a`` and ``b`` (a below b)."""
