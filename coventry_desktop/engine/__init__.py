"""What every game shares: cards, the shuffle, the game protocol, series and records.

Pure Python, no Qt, and no game's rules: each game lives in ``games/<id>/`` and is
reached through the registry ``games.GAMES`` (shared/ARCHITECTURE.md).
"""

from .cards import DECK, Card, Rank, Suit

__all__ = ["DECK", "Card", "Rank", "Suit"]
