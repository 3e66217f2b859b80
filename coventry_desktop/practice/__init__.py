"""Practising the calls (issue #7): quiz questions, answer matching and progress.

The modules imported here are pure Python; the Qt dialogs live in
``coventry_desktop.practice.drill`` and ``coventry_desktop.practice.progress_dialog``
and are imported by the widgets that open them.
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
