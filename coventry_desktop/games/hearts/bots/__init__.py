"""Hearts bots (placeholder until the levels land)."""

from __future__ import annotations

import random

from ..actions import Action
from ..observe import HeartsView


class _First:
    def choose(self, view: HeartsView, rng: random.Random) -> Action:
        return view.legal_actions()[0]


def make_bot(level: str) -> _First:
    return _First()
