"""The tournament's old home, kept for code that imports it from here.

The tournament plays any registered game now: see ``coventry_desktop.tournament``.
"""

from __future__ import annotations

from ..tournament import DealResult, LevelStats, Options, format_report, main, play_deal, run

__all__ = ["DealResult", "LevelStats", "Options", "format_report", "main", "play_deal", "run"]
