"""Qt adapters over the engine (QtCore only): one ``GameController`` and its list models.

Imports point one way: widgets -> models -> bots -> engine.
"""

from .autoplay import Autoplayer
from .controller import GameController
from .setup import (
    BOT_NAMES,
    YOU,
    GameSetup,
    Occupant,
    SeatSetup,
    default_setup,
    shown_name,
    stand_in,
    watch_setup,
)
from .tables import CallsModel, HandModel, QuartetModel, ScoreboardModel, SeatsModel

__all__ = [
    "BOT_NAMES", "YOU", "Autoplayer", "CallsModel", "GameController", "GameSetup", "HandModel",
    "Occupant", "QuartetModel", "ScoreboardModel", "SeatSetup", "SeatsModel", "default_setup",
    "shown_name", "stand_in", "watch_setup",
]
