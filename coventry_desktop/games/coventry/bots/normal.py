"""Normal: greedy leads with card counting, the level a casual player meets (issue 4).

Counting is what makes the greedy lead sound: a rank held ``k`` times has ``4 - k``
cards in other hands, and the lead keeps coming back to the leader as long as it
plays the fourth card of the quartet. So:

- Earl first: a rank held four times is led before anything else; nobody else can
  play it, the seat sheds four cards and leads again for free (EC-9, EC-10).
- Three of a rank also keep the lead (the seat plays the 1st, 3rd and 4th card);
  two keep it unless one opponent holds both others; one always loses it.
- A last remaining rank is led as soon as it is the only one left: its last card
  goes out (EC-13) — which the rule "most first" reaches by itself.
- When an opponent is close to going out, the biggest group is also the one that
  leaves the fewest cards of the rank for that opponent to go out with.

So every lead is "the rank held most of", ties broken with the injected RNG.
"""

from __future__ import annotations

import random

from .. import Action, SeatView
from .easy import lead_choices
from .knowledge import lead_of, rank_counts, rank_with_count


class NormalBot:
    """Leads the rank it holds most of (random among equals); follows are forced."""

    level = "normal"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The greedy lead, or the forced follow or pass.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        forced = lead_choices(view)
        if not isinstance(forced, list):
            return forced
        counts = rank_counts(view.hand_mask)
        return lead_of(view, rank_with_count(counts, max(counts), rng))
