"""The drill by keyboard alone (QA findings F24, F25): Enter, the number keys, the options."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from coventry_desktop.practice.drill import DrillDialog
from coventry_desktop.practice.progress import ProgressStore
from coventry_desktop.practice.quiz_widget import TYPE
from coventry_desktop.speech import FakeSpeaker


@pytest.fixture
def drill(qtbot, tmp_path):
    """A drill shown and active, as a person sees it: the keys go where focus is."""
    dialog = DrillDialog(FakeSpeaker(), ProgressStore(tmp_path / "practice.json"),
                         language="en", seed=5)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def focused():
    return QApplication.focusWidget()


def test_enter_in_typing_mode_shows_the_answer_and_a_second_enter_goes_on(qtbot, drill):
    drill.set_options(mode=TYPE)
    prompt = drill.quiz._prompt
    assert focused() is drill.quiz._typed
    qtbot.keyClicks(drill.quiz._typed, "nonsense")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    # F24: the same Enter used to press "Next" too, so the feedback was never seen.
    assert drill.quiz._prompt is prompt
    assert drill.quiz.feedback_text() == f"Not quite.\n{prompt.answer}"
    assert drill._status.text() == "Prompt 1 of 10 · right so far: 0"
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert drill._status.text() == "Prompt 2 of 10 · right so far: 0"
    assert drill.quiz.is_waiting() and drill.quiz.feedback_text() == ""
