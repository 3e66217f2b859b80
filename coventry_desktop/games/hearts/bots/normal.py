"""Normal: the club player's rules of thumb (``policy``) on the seat's own view."""

from __future__ import annotations

import random

from ..actions import Action
from ..observe import HeartsView
from ..options import give_size
from ..state import Phase
from .base import check_turn, give_of, play_of
from .policy import SHOOT_RISK, normal_give, normal_play
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
            return give_of(view, normal_give(view.hand, give_size(view.players)))
        return play_of(view, normal_play(Table.from_view(view), view.playable(),
                                         risk=SHOOT_RISK))
