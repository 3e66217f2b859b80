"""Normal: rules of thumb a club player would give a beginner (issue: Comet bots).

- Go out if one run empties the hand (CM-16: the bank, and no Comet or King to pay for).
- Start runs that keep the lead: a run of your own cards that ends on a King (CM-10)
  or on a card whose successor is played or known dead (a full round of passes then
  gives you the next free start, CM-9).
- Start with an Ace (paid by everyone, CM-15) or any other card that only a free start
  can ever shed (its predecessor is gone), before cards someone else's run may reach.
- Play the Comet at the first legal chance (CM-11), and keep 9♦ for that rather than
  spending a free start on it.
- After a Comet, take the branch you can extend further.
Ties are broken with the injected RNG.
"""

from __future__ import annotations

import random

from ..actions import Action, Play
from ..deck import COMET, NONE, is_ace, is_king, predecessor, successor
from ..observe import CometView
from ..state import Phase
from .easy import comet_now, legal_for


def known_gone(view: CometView) -> int:
    """Mask of unplayed cards this seat knows nobody can play: every other seat has
    shown it lacks them (a full round of passes proves a card dead)."""
    others = [view.lacks[s] for s in range(view.players) if s != view.seat]
    gone = others[0]
    for mask in others[1:]:
        gone &= mask
    return gone & ~view.hand_mask & ~view.played


def run_from(hand: int, start: int) -> tuple[list[int], int]:
    """The cards ``start``, its successor, … while held, and the successor after them."""
    cards = [start]
    nxt = successor(start)
    while nxt != NONE and hand >> nxt & 1:
        cards.append(nxt)
        nxt = successor(nxt)
    return cards, nxt


def score_start(view: CometView, index: int, *, start: bool, gone: int) -> float:
    """How much Normal likes laying ``index`` and the run of own cards after it."""
    players = view.players
    cards, nxt = run_from(view.hand_mask, index)
    if len(cards) == view.hand_sizes[view.seat]:
        return 1000.0  # out: the bank
    blocked = nxt == NONE or (view.played | gone) >> nxt & 1
    paid = sum(is_king(i) for i in cards) + 2 * (COMET in cards)
    if start and is_ace(index):
        paid += 1
    score = 50.0 * blocked + paid * (players - 1) + len(cards)
    prev = predecessor(index)
    if prev == NONE or (view.played | gone) >> prev & 1:
        score += 5.0  # only a free start can shed this card
    if COMET in cards and not blocked and view.hand_sizes[view.seat] > 2:
        score -= 40.0  # keep 9♦ to play as the Comet instead of a pass
    return score


def start_candidates(view: CometView, actions: list[Action]) -> list[tuple[float, Play]]:
    """The plays worth considering with their Normal scores, best first.

    On a free start only the lowest card of each block of own consecutive cards is
    considered (starting higher would leave the lower ones stranded).
    """
    gone = known_gone(view)
    free = view.phase is Phase.FREE
    scored = []
    for action in actions:
        if not isinstance(action, Play):
            continue
        index = action.card.index
        prev = predecessor(index)
        if free and prev != NONE and view.hand_mask >> prev & 1:
            continue
        scored.append((score_start(view, index, start=free, gone=gone), action))
    scored.sort(key=lambda item: -item[0])
    return scored


class NormalBot:
    """Keeps the lead where it can, sheds cards only a free start can shed, plays the
    Comet at once, and takes the longer branch."""

    level = "normal"

    def choose(self, view: CometView, rng: random.Random) -> Action:
        """The rule-of-thumb action.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        actions = legal_for(view)
        if len(actions) == 1:
            return actions[0]
        comet = comet_now(view, actions)
        if comet is not None:
            return comet
        scored = start_candidates(view, actions)
        best = [action for score, action in scored if score == scored[0][0]]
        return best[int(rng.random() * len(best))] if len(best) > 1 else best[0]
