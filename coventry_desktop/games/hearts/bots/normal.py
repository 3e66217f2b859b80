"""Normal: the club player's rules of thumb (``policy``) on the seat's own view.

Under ``shoot_the_moon`` the give keeps the high hearts of a long heart suit
(``giving.moon_give`` with ``giving.NORMAL_KEEP``, ``giving.NORMAL_LENGTH``), and once it
holds 13 points alone it shoots with up to four cards that may lose
(``policy.SHOOT_RISK_TAKEN``).
"""

from __future__ import annotations

import random

from ..actions import Action
from ..observe import HeartsView
from ..options import give_size
from ..state import Phase
from .base import check_turn, give_of, play_of
from .giving import NORMAL_KEEP, NORMAL_LENGTH, moon_give
from .policy import SHOOT_RISK, SHOOT_RISK_TAKEN, normal_give, normal_play
from .table import Table


class NormalBot:
    """Ducks, sheds the queen and high hearts, gives dangerous cards; deterministic."""

    level = "normal"

    def choose(self, view: HeartsView, rng: random.Random) -> Action:
        """The rule-of-thumb give or play for the view's seat.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        check_turn(view)
        if view.phase is Phase.GIVE:
            count = give_size(view.players)
            if view.options.shoot_the_moon:
                # A stopper kept from a long heart suit: moons conceded 163 -> 143 per 1,000
                # against Peter, no resolved loss elsewhere (``giving.NORMAL_KEEP``).
                return give_of(view, moon_give(view.hand, count, keep=NORMAL_KEEP,
                                               length=NORMAL_LENGTH))
            return give_of(view, normal_give(view.hand, count))
        return play_of(view, normal_play(Table.from_view(view), view.playable(),
                                         risk=SHOOT_RISK, taken_risk=SHOOT_RISK_TAKEN))
