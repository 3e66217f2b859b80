"""Comet (Foster's Commit) on the game protocol (shared/COMET.md, seed 004).

The rules profile is CM-1…CM-18 of ``COMET.md``, taken from the rule card
``seeds/004_85aa784619bd6746.txt`` (§01–§08; the app's card, Help → Rules, gives §01–§06):
a sequential turn, runs in one suit upward, the Comet (9♦) played only instead of passing,
an ante, a bank and payments.
Pure Python, no Qt: ``CometRules`` is the face the shell, the tournament and the
protocol tests see.

Decisions where the seed and COMET.md leave a point open (beyond those COMET.md marks):

- A card whose successor was already played (in an earlier run) stops its run as 7♦
  does (CM-13): there is nothing to announce (``RunStopped``), the others may still
  pass or play the Comet, and a full round gives its player the free start (CM-9).
- The Comet's own player, if it holds 10♦, does not continue at once: the turn passes
  left (CM-11 "the next player then chooses"); after a full round of passes it has the
  free start (CM-12) and may start with 10♦ then.
- A Comet played where nothing can follow (after 7♦) opens only the diamond branch.
- A King, an Ace start or the Comet as the last card is paid first, then the bank
  (CM-15 "even when the card is the player's last"); end penalties follow, seat by seat.
- At the end the dead cards are shown (CM-5); other hands stay out of a seat's view.
- Which cards a seat has shown it lacks (by passing or announcing) is public and kept
  in the state and every view, so bots need not replay the history to know it.

    from coventry_desktop.games.comet import RULES  # imported on first use
    state = RULES.new_deal(seats=3, dealer=0, seed=7, number=0, options=None)
    state = RULES.apply(state, RULES.legal_actions(state)[0]).state
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ...engine.game import BOT_LEVELS, PER_PLAYER, Bot, GameInfo, LazyRules, lazy_names
from .deck import MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION

if TYPE_CHECKING:
    from .actions import Action, IllegalAction, Pass, Play, Reason
    from .observe import CometView
    from .protocol import RULES, CometRules
    from .state import CometState, Phase, deal_from_hands

# The rules load on first use (PEP 562), so the registry and the app's start-up import
# only what the menus need; ``from coventry_desktop.games.comet import RULES`` works as ever.
_LAZY = {
    "Action": "actions", "IllegalAction": "actions", "Pass": "actions", "Play": "actions",
    "Reason": "actions", "CometView": "observe", "CometRules": "protocol", "RULES": "protocol",
    "deal_counts": "protocol", "CometState": "state", "Phase": "state",
    "deal_from_hands": "state",
}

__getattr__ = lazy_names(__name__, _LAZY)


def _bot(level: str) -> Bot[CometView, Action]:
    from .bots import make_bot  # lazy: the registry stays cheap to import

    return make_bot(level)


def _presenter() -> Any:
    from .ui import CometPresenter  # lazy: only the desktop shell imports Qt

    return CometPresenter()


def _deal_counts(state: CometState, seat: int) -> dict[str, int]:
    from .protocol import deal_counts  # lazy, as the rules

    return deal_counts(state, seat)


def _lessons() -> Any:
    from .lessons import COURSE  # lazy: only Learn to Play and `lessons` read the course

    return COURSE


INFO = GameInfo(
    id="comet",
    name="Comet",
    rules_version=RULES_VERSION,
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    deck=51,
    action_kinds=("play", "pass"),
    series_lengths=(PER_PLAYER, 1),  # CM-17 (§06): one deal per player (a new table's), or one
    better="high",
    rules=LazyRules(f"{__name__}.protocol"),
    bots={level: partial(_bot, level) for level in BOT_LEVELS},
    ui=_presenter,
    lessons=_lessons,
    deal_counts=_deal_counts,
)

__all__ = [
    "INFO", "RULES", "Action", "CometRules", "CometState", "CometView", "IllegalAction",
    "Pass", "Phase", "Play", "Reason", "deal_from_hands",
]
