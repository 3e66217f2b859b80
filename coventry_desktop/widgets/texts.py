"""Text helpers shared by several widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel


def elided(text: str, font: QFont, width: float) -> str:
    """``text`` cut with "…" to fit ``width`` pixels in ``font`` (a long seat name, QA F17)."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def plain_label(label: QLabel) -> QLabel:
    """``label`` showing its text as typed: a QLabel takes text that looks like HTML as
    rich text, so a name ``<h1>BIG</h1>`` was a heading and ``<font color=red>R</font>``
    a red R, and its line breaks ran together. Returns ``label``."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def as_typed(text: str) -> str:
    """``text`` for a place that guesses rich text (a tooltip, a message box): Qt takes a
    text that looks like HTML as rich text, so a name or file name ``<b>x</b>`` would show
    bold. Such a text is escaped into a paragraph that keeps its line breaks; any other
    is unchanged."""
    if not QtGuiNamespace.mightBeRichText(text):
        return text
    return QtGuiNamespace.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)

