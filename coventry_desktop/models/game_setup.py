"""The app's game set-up beside the record: who is a person, bot levels, calls, practice.

The engine's record holds seat names, seeds and actions; resuming also needs the
occupants and the calls, which live in the autosave's ``game`` object. Unknown or
missing values fall back to a sensible table (seat 0 a person, the rest Normal
bots, English rhymes) rather than refusing a record that replays cleanly.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.game import BOT_LEVELS as LEVELS
from ..games.coventry import SeriesRecord
from ..storage.settings import CALL_STYLES, LANGUAGES
from .setup import GameSetup, Occupant, SeatSetup

log = logging.getLogger(__name__)


def setup_to_game(setup: GameSetup) -> dict[str, Any]:
    """JSON-ready facts of ``setup`` that the record does not hold."""
    return {"occupants": [seat.occupant.value for seat in setup.seats],
            "levels": [seat.level for seat in setup.seats],
            "language": setup.language, "call_style": setup.call_style,
            "practice": setup.practice}


def practice_score(game: Mapping[str, Any]) -> tuple[int, int]:
    """The saved ``(right, asked)`` of the game's practice; ``(0, 0)`` when absent or odd."""
    score = game.get("practice_score")
    if (isinstance(score, list) and len(score) == 2
            and all(type(n) is int for n in score) and 0 <= score[0] <= score[1]):
        return score[0], score[1]
    return 0, 0


def _list_of(value: Any, allowed: Sequence[str], length: int, fallback: list[str]) -> list[str]:
    if isinstance(value, list) and len(value) == length and all(v in allowed for v in value):
        return list(value)
    if value is not None:
        log.warning("saved game value %r is not %d of %s; using %r", value, length, allowed,
                    fallback)
    return fallback


def setup_from_game(record: SeriesRecord, game: Mapping[str, Any]) -> GameSetup:
    """The ``GameSetup`` that continues ``record``, with ``game`` from the autosave."""
    players = record.players
    occupants = _list_of(game.get("occupants"), [o.value for o in Occupant], players,
                         ["human"] + ["bot"] * (players - 1))
    levels = _list_of(game.get("levels"), LEVELS, players, ["normal"] * players)
    names = list(record.seats) + [""] * (players - len(record.seats))
    seats = tuple(SeatSetup(name, Occupant(occupant), level)
                  for name, occupant, level in zip(names, occupants, levels, strict=False))
    language = game.get("language")
    style = game.get("call_style")
    return GameSetup(seats, deals=record.deals, first_dealer=record.first_dealer,
                     seed=record.seed, language=language if language in LANGUAGES else "en",
                     call_style=style if style in CALL_STYLES else "rhymes",
                     # A resumed game keeps asking for calls (QA F30); saves from before
                     # this key, or with an odd value, resume without practice.
                     practice=game.get("practice") is True)
