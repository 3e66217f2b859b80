"""The in-game question of an 800×560 window is read whole: its sentence and its four
choices wrap inside the Calls tab, in English and in French, none of them cut at either
side (a one-line button showed "ere's as good a Jack as c…", and the French score and
switch side by side made the whole tab wider than its room)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from coventry_desktop.i18n import install_language

from .coventry_window import YOU_LEAD, extras, play, wait_for_card

QUESTIONS = {
    "en": "Which call goes with this card, the lead (1st card of the quartet)?",
    "fr": "Quelle formule accompagne cette carte à l’entame (1re carte du carré)\u00a0?",
}


def _drawn(widget: QWidget) -> tuple[QWidget, str]:
    """The widget that draws ``widget``'s sentence, and the sentence: a button's own text,
    or the label inside it that draws it."""
    if isinstance(widget, QPushButton) and not widget.text():
        labels = widget.findChildren(QLabel)
        assert len(labels) == 1, labels
        return labels[0], labels[0].text()
    return widget, widget.text()  # type: ignore[attr-defined]


def _cut(widget: QWidget, area: QScrollArea) -> list[str]:
    """What of ``widget``'s sentence is not drawn: past the tab's sides, or past its own."""
    drawer, text = _drawn(widget)
    problems = []
    left = drawer.mapTo(area.viewport(), drawer.rect().topLeft()).x()
    right = drawer.mapTo(area.viewport(), drawer.rect().topRight()).x()
    if left < 0 or right >= area.viewport().width():
        problems.append(f"{text!r} at {left}..{right} of {area.viewport().width()}")
    room = drawer.contentsRect()
    metrics = drawer.fontMetrics()
    if isinstance(drawer, QLabel) and drawer.wordWrap():
        needed = metrics.boundingRect(QRect(0, 0, room.width(), 10_000),
                                      int(Qt.TextFlag.TextWordWrap), text)
        if needed.width() > room.width() or needed.height() > room.height():
            problems.append(f"{text!r} needs {needed.width()}×{needed.height()}, has "
                            f"{room.width()}×{room.height()}")
    elif metrics.horizontalAdvance(text) > room.width():
        problems.append(f"{text!r} needs {metrics.horizontalAdvance(text)} px on one line,"
                        f" has {room.width()}")
    return problems


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_question_and_its_choices_wrap_inside_the_calls_tab_at_800_by_560(
        qtbot: QtBot, instant: None, qapp, game_window, tmp_path, language: str) -> None:
    install_language(qapp, language)
    try:
        window = game_window("coventry", **YOU_LEAD, size=(784, 512), data=tmp_path)
        calls = extras(window)
        calls.set_practice(True)
        action = wait_for_card(qtbot, window)
        window.session.set_paused(True)
        play(window, action)
        box = calls.panel.practice_box
        assert box is not None
        qtbot.waitUntil(lambda: box.quiz.isVisible() and box.quiz.is_waiting())
        question = box.quiz.findChild(QLabel, "question")
        buttons = [b for b in box.quiz.findChildren(QPushButton) if b.isVisibleTo(box.quiz)]
        qtbot.waitUntil(lambda: question.height() > question.fontMetrics().lineSpacing())
        QApplication.sendPostedEvents()  # the layouts' last pass
        assert question.text() == QUESTIONS[language]
        assert [_drawn(b)[1] for b in buttons] == [
            f"{n}  {choice.text}" for n, choice in enumerate(box.quiz.choices(), start=1)]
        area = calls.tab
        assert calls.panel.width() <= area.viewport().width()
        assert [p for w in (question, *buttons, box.typing) for p in _cut(w, area)] == []
    finally:
        install_language(qapp, "en")
