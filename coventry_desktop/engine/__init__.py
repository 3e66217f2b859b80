"""The rules engine for Earl of Coventry: pure Python, no Qt.

Implements the profile in ``shared/RULES.md`` (EC-1..EC-16), taken from the rule
cards seed 000 (Russian) and seed 001 (French). The shape — deal state, legal
actions, apply, observe, settle, records — is the one every game of the app follows.
"""

from .actions import Action, IllegalAction, Pass, Play, Reason
from .cards import DECK, Card, Rank, Suit
from .events import CardPlayed, DealWon, Event, Passed, QuartetCompleted
from .observe import SeatView, observe
from .records import (
    DealRecord,
    RecordError,
    SeriesRecord,
    SeriesReplay,
    from_json,
    replay,
    replay_deal,
    replay_series,
    to_json,
)
from .rules import Transition, apply, is_legal, legal_actions
from .settlement import SERIES_LENGTH, Series, places, settle
from .state import RULES_VERSION, DealState, Phase, deal_from_hands, new_deal, shuffled_deck

__all__ = [
    "DECK", "RULES_VERSION", "SERIES_LENGTH", "Action", "Card", "CardPlayed", "DealRecord",
    "DealState", "DealWon", "Event", "IllegalAction", "Pass", "Passed", "Phase", "Play",
    "QuartetCompleted", "Rank", "Reason", "RecordError", "SeatView", "Series", "SeriesRecord",
    "SeriesReplay", "Suit", "Transition", "apply", "deal_from_hands", "from_json", "is_legal",
    "legal_actions", "new_deal", "observe", "places", "replay", "replay_deal", "replay_series",
    "settle", "shuffled_deck", "to_json",
]
