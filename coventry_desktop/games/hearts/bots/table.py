"""A fast, mutable deal for the bots: the rules' play phase on plain lists and masks.

The Normal policy reads a ``Table`` (built from a view, where the other hands are unknown
and left empty), and Hard plays sampled deals to the end on it, thousands of times per
decision, which the frozen ``HeartsState`` would make too slow. It follows exactly the
rules of ``legal.constrain`` and ``settlement`` (a test plays both side by side).
"""

from __future__ import annotations

from ..cards import DEAL_POINTS, POINTS_MASK, STRENGTH, SUIT_MASKS, SUIT_OF, points_of
from ..legal import legal_mask
from ..observe import HeartsView
from ..options import HeartsOptions


class Table:
    """One deal in play, from the seat to act on.

    Attributes:
        n: seats.
        options: the table's rules.
        hands: per seat the cards as a mask (unknown hands are 0 in a view's table).
        trick: card indices of the trick in play, from ``leader`` on.
        leader: the seat that led the trick in play.
        trick_no: 0-based number of the trick in play.
        broken: a heart or Q♠ has been played.
        first_lead: the card that must open trick 0, or ``None``.
        points: per seat points taken (the kitty not included until ``final``).
        played: every card played so far, the trick in play included.
        kitty: the kitty's cards (0 when unknown), ``kitty_taker`` its taker once known.
        turn: the seat to play; ``best`` the position in ``trick`` of the card winning so
            far (both kept up to date by ``play``, since rollouts ask for them every card).
    """

    __slots__ = ("best", "broken", "first_lead", "hands", "kitty", "kitty_taker", "leader",
                 "n", "options", "played", "points", "trick", "trick_no", "turn")

    def __init__(self, *, n: int, options: HeartsOptions, hands: list[int], trick: list[int],
                 leader: int, trick_no: int, broken: bool, first_lead: int | None,
                 points: list[int], played: int, kitty: int, kitty_taker: int | None) -> None:
        self.n, self.options, self.hands, self.trick = n, options, hands, trick
        self.leader, self.trick_no, self.broken, self.first_lead = (
            leader, trick_no, broken, first_lead)
        self.points, self.played, self.kitty, self.kitty_taker = (
            points, played, kitty, kitty_taker)
        self.turn = (leader + len(trick)) % n
        best = 0
        for i, card in enumerate(trick):
            if SUIT_OF[card] == SUIT_OF[trick[0]] and STRENGTH[card] > STRENGTH[trick[best]]:
                best = i
        self.best = best

    @classmethod
    def from_view(cls, view: HeartsView) -> Table:
        """The deal as ``view.seat`` sees it; other hands and the kitty are 0."""
        played = 0
        for trick in view.tricks:
            for card in trick.cards:
                played |= 1 << card.index
        current = [card.index for card in view.trick]
        for index in current:
            played |= 1 << index
        hands = [0] * view.players
        hands[view.seat] = view.hand
        return cls(n=view.players, options=view.options, hands=hands, trick=current,
                   leader=view.leader, trick_no=len(view.tricks), broken=view.broken,
                   first_lead=view.first_lead, points=list(view.points), played=played,
                   kitty=0, kitty_taker=view.tricks[0].winner if view.tricks else None)

    def copy(self) -> Table:
        """An independent copy to play on."""
        t = Table.__new__(Table)
        t.n, t.options, t.hands, t.trick = self.n, self.options, self.hands[:], self.trick[:]
        t.leader, t.trick_no, t.broken, t.first_lead = (
            self.leader, self.trick_no, self.broken, self.first_lead)
        t.points, t.played, t.kitty, t.kitty_taker = (
            self.points[:], self.played, self.kitty, self.kitty_taker)
        t.turn, t.best = self.turn, self.best
        return t

    def legal(self) -> int:
        """The mask of cards the seat to play may play."""
        hand = self.hands[self.turn]
        if self.trick:
            follow = hand & SUIT_MASKS[SUIT_OF[self.trick[0]]]
            if follow and self.trick_no:
                return follow  # HT-6: the common case, without the other rules
            # (On trick 1 "no points" may still forbid Q♠ while following spades.)
            led: int | None = SUIT_OF[self.trick[0]]
        else:
            led = None
        return legal_mask(hand, led=led, trick_no=self.trick_no, broken=self.broken,
                          first_lead=self.first_lead, options=self.options)

    def winning(self) -> int:
        """Position in ``trick`` of the card winning so far (the trick must not be empty)."""
        return self.best

    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play (assumed legal); close a full trick."""
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        if bit & POINTS_MASK:
            self.broken = True
        trick = self.trick
        trick.append(card)
        size, n = len(trick), self.n
        if size > 1 and SUIT_OF[card] == SUIT_OF[trick[0]] and \
                STRENGTH[card] > STRENGTH[trick[self.best]]:
            self.best = size - 1
        if size < n:
            self.turn = seat + 1 if seat + 1 < n else 0
            return
        winner = (self.leader + self.best) % n
        if self.broken:  # before the first heart or Q♠ no trick holds a point
            mask = 0
            for index in trick:
                mask |= 1 << index
            if mask & POINTS_MASK:
                self.points[winner] += points_of(mask)
        if self.trick_no == 0:
            self.kitty_taker = winner
        self.trick, self.leader, self.turn, self.best = [], winner, winner, 0
        self.trick_no += 1

    def final(self) -> list[int]:
        """Points per seat of the finished deal: the kitty and the moon included."""
        points = self.points[:]
        if self.kitty_taker is not None:
            points[self.kitty_taker] += points_of(self.kitty)
        if self.options.shoot_the_moon and DEAL_POINTS in points:
            shooter = points.index(DEAL_POINTS)
            return [0 if s == shooter else DEAL_POINTS for s in range(self.n)]
        return points
