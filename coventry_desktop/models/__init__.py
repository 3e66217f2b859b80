"""QtCore adapters over the game protocol: the session (game flow, bots, undo), the seats,
the presenters' shapes and the words of records (no widgets).

Imports point one way: widgets -> models -> games (through the registry) -> engine.
"""

from .setup import BOT_NAMES, YOU, Occupant, SeatSetup, shown_name, stand_in

__all__ = ["BOT_NAMES", "YOU", "Occupant", "SeatSetup", "shown_name", "stand_in"]
