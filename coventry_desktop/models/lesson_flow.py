"""Learn to Play on the real table: a lesson run through the game session (QtCore only).

Names no game. The lesson's data and engine are pure (``engine.lessons``); this module
gives them to the Qt side: ``lesson_text`` translates a lesson's marked text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.lessons import CONTEXT

# A lesson's texts are marked where they are written (games/<id>/lessons.py) with
# QT_TRANSLATE_NOOP("Lessons", ...), which lupdate extracts; here they are looked up.
_lookup = QCoreApplication.translate


def lesson_text(text: str) -> str:
    """``text`` (a lesson's English source) in the interface language."""
    return _lookup(CONTEXT, text) if text else ""
