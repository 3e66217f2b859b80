"""Earl of Coventry: its rules and their face on the game protocol (shared/RULES.md).

The rules implement the profile EC-1..EC-16 of ``shared/RULES.md``, taken from the rule
cards seed 000 (Russian) and seed 001 (French): deal state, legal actions, apply,
observe, settle, records. They were written before the protocol existed, so
``CoventryRules`` is the thin face they show the shell, the tournament and the protocol
tests; Coventry's own shell (controller, table, saves) uses the names exported here.

Using the rules (moved from the README)
---------------------------------------
Earl of Coventry's rules, `coventry_desktop.games.coventry`, are pure Python (they never
import Qt) and implement the rules profile of `shared/RULES.md` (EC-1..EC-16, from the rule
cards seed 000 and seed 001); `coventry_desktop.engine` holds what every game shares. A deal
is a value: `apply` returns the next state and the events it caused, or raises
`IllegalAction` with a reason, leaving the state untouched.

    from coventry_desktop.engine import Card
    from coventry_desktop.games.coventry import (
    Play, Pass, IllegalAction, apply, legal_actions, new_deal, observe, settle,
    )

    state = new_deal(players=4, dealer=0, seed=1)   # seat 1 (the dealer's left) leads
    print(state.turn, [str(c) for c in state.hand(1)])
    while state.winner is None:
    action = legal_actions(state)[0]             # Play(seat, card) or Pass(seat)
    transition = apply(state, action)            # .state and .events (CardPlayed, Passed, ...)
    state = transition.state
    print(settle(state))                             # e.g. (-3, 9, -4, -2): zero-sum units

    try:
    apply(state, Pass(0))
    except IllegalAction as error:
    print(error.reason)                          # Reason.DEAL_OVER

- `Card.parse("Q♠")` (also `"QS"`, `"10H"`, `"TH"`); `str(card)` gives `"Q♠"`; `DECK` is the
  52.
- `new_deal(players, dealer, seed)`: a seeded Fisher–Yates shuffle dealt clockwise from the
  dealer's left; `deal_from_hands(hands, leader)` for explicit positions.
- `DealState`: `.turn`, `.phase` (`Phase.LEAD/FOLLOW/OVER`), `.rank`, `.quartet`,
  `.completed`, `.hands`, `.winner`, `.history`.
- `settle(state)` (EC-14), `places(totals)` (1, 1, 3 for ties), `Series` for 1 or 6 deals.
- `observe(state, seat)`: what one seat may know; bots see only this.
- Records of release 0.1.0: `DealRecord`/`SeriesRecord`, `from_json`, `replay` (read by
  `legacy`, never written any more); a damaged or
  edited record raises `RecordError` naming the action index.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ...engine.game import BOT_LEVELS, Bot, EarlierFormats, GameInfo, lazy_names
from ...engine.game import Transition as GameTransition
from .actions import Action, IllegalAction, Pass, Play, Reason
from .events import CardPlayed, DealWon, Event, Passed, QuartetCompleted
from .observe import SeatView, observe
from .rules import Transition, apply, is_legal, legal_actions
from .settlement import SERIES_LENGTH, Series, settle
from .state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    RULES_VERSION,
    DealState,
    Phase,
    deal_from_hands,
    new_deal,
    shuffled_deck,
)

if TYPE_CHECKING:
    from .records import (
        FORMAT,
        DealRecord,
        RecordError,
        SeriesRecord,
        SeriesReplay,
        from_json,
        replay,
        replay_deal,
        replay_series,
    )
    from .records import action_from_json as action_from_json
    from .records import action_to_json as action_to_json

# The records (release 0.1.0's format and the actions' JSON) load on first use (PEP 562):
# a first start's table reads and writes no file before its paint; an autosave with moves
# in it reads them through ``CoventryRules.action_from_json``, which imports them (#25).
_LAZY = {name: "records" for name in (
    "FORMAT", "DealRecord", "RecordError", "SeriesRecord", "SeriesReplay",
    "action_from_json", "action_to_json", "from_json", "replay", "replay_deal",
    "replay_series")}
__getattr__ = lazy_names(__name__, _LAZY)


class CoventryRules:
    """The Coventry engine as ``engine.game.Rules``; ``number`` and ``options`` are unused."""

    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int = 0,
                 options: Any = None) -> DealState:
        return new_deal(seats, dealer, seed)

    def to_act(self, state: DealState) -> int | None:
        return None if state.phase is Phase.OVER else state.turn

    def legal_actions(self, state: DealState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: DealState, action: Action) -> GameTransition[DealState]:
        step = apply(state, action)
        return GameTransition(step.state, step.events)

    def observe(self, state: DealState, seat: int) -> SeatView:
        return observe(state, seat)

    def resample(self, state: DealState, seat: int, seed: int) -> DealState:
        """Other hands dealt again (seed 000 §02: they are counts to ``seat``); once over
        all are shown."""
        from dataclasses import replace

        from ...engine.shuffle import deal_again

        if state.phase is Phase.OVER:
            return state
        again = iter(deal_again(tuple(m for s, m in enumerate(state.masks) if s != seat), seed))
        return replace(state, masks=tuple(m if s == seat else next(again)
                                          for s, m in enumerate(state.masks)))

    def points(self, state: DealState) -> tuple[int, ...]:
        # EC-14: nothing is counted until someone goes out.
        return settle(state) if state.phase is Phase.OVER else (0,) * state.players

    def settlement(self, state: DealState) -> tuple[int, ...]:
        return settle(state)

    def action_to_json(self, action: Action) -> list[Any]:
        from .records import action_to_json

        return action_to_json(action)

    def action_from_json(self, item: Any) -> Action:
        from .records import action_from_json

        return action_from_json(item, 0)


def _bot(level: str) -> Bot[SeatView, Action]:
    from .bots import make_bot  # lazy: the registry stays cheap to import

    return make_bot(level)


def _presenter() -> Any:
    from .ui import CoventryPresenter  # lazy: only the desktop shell imports Qt

    return CoventryPresenter()


def _real_decision(view: SeatView) -> bool:
    """Only a lead between ranks held a different number of times is a choice."""
    from .bots.knowledge import is_real_decision

    return is_real_decision(view)


def _earlier() -> EarlierFormats:
    """The formats of release 0.1.0 (``legacy``), read once at start by the migration."""
    from . import legacy  # lazy: only a file of an earlier release needs it

    return legacy


def _lessons() -> Any:
    from .lessons import COURSE  # lazy: only Learn to Play and `lessons` read the course

    return COURSE


INFO = GameInfo(
    id="coventry",
    name="Earl of Coventry",
    rules_version=RULES_VERSION,
    seats=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    deck=52,
    action_kinds=("play", "pass"),
    series_lengths=(SERIES_LENGTH, 1),  # EC-15; the first is a new table's (six deals)
    better="high",
    rules=CoventryRules(),
    bots={level: partial(_bot, level) for level in BOT_LEVELS},
    real_decision=_real_decision,
    ui=_presenter,
    lessons=_lessons,
    earlier_files=("autosave.json", "statistics.json"),
    earlier=_earlier,
)

__all__ = [
    "FORMAT", "INFO", "MAX_PLAYERS", "MIN_PLAYERS", "RULES_VERSION", "SERIES_LENGTH",
    "Action", "CardPlayed", "CoventryRules",
    "DealRecord", "DealState", "DealWon", "Event", "IllegalAction", "Pass", "Passed", "Phase",
    "Play", "QuartetCompleted", "Reason", "RecordError", "SeatView", "Series", "SeriesRecord",
    "SeriesReplay", "Transition", "apply", "deal_from_hands", "from_json", "is_legal",
    "legal_actions", "new_deal", "observe", "replay", "replay_deal", "replay_series", "settle",
    "shuffled_deck",
]
