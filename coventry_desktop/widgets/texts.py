"""Text helpers shared by several widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF


def elided(text: str, font: QFont, width: float) -> str:
    """``text`` cut with "…" to fit ``width`` pixels in ``font`` (a long seat name, QA F17)."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
