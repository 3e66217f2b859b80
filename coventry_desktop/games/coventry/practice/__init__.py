"""Practising the calls (issue #7), its pure part: quiz questions and answer matching.

Pure Python, like the rules beside it. The progress file and the dialogs are in
``games.coventry.ui.practice`` (``progress`` saves through ``coventry_desktop.storage``,
QtCore; the others are Qt widgets).
"""

from .quiz import CHOICES, Choice, Kind, Prompt, drill_prompts, make_choices, matches, wrong_gender

__all__ = [
    "CHOICES",
    "Choice",
    "Kind",
    "Prompt",
    "drill_prompts",
    "make_choices",
    "matches",
    "wrong_gender",
]
