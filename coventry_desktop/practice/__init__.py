"""Practising the calls (issue #7): quiz questions, answer matching, progress, dialogs.

Only the pure-Python quiz is imported here. ``progress`` saves through
``coventry_desktop.storage`` (QtCore); ``quiz_widget``, ``drill``, ``chart`` and
``progress_dialog`` are Qt widgets, imported by the windows that open them.
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
