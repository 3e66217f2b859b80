"""The drill by keyboard alone (QA findings F24, F25): Enter, the number keys, the options."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.practice.drill import DrillDialog
from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
from coventry_desktop.games.coventry.ui.practice.quiz_widget import CHOOSE, TYPE
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


def right_key(drill) -> Qt.Key:
    index = [c.kind for c in drill.quiz.choices()].index(Kind.RIGHT)
    return (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)[index]


def test_number_keys_answer_as_soon_as_the_drill_opens(qtbot, drill):
    qtbot.keyClick(focused(), right_key(drill))
    assert drill.score() == (1, 1)
    assert drill.quiz.feedback_text().startswith("Right!")


def test_a_digit_in_the_timer_box_answers_and_never_restarts_the_drill(qtbot, drill):
    drill.quiz.answer_with(0)
    qtbot.keyClick(drill._next, Qt.Key.Key_Space)
    prompt, answered = drill.quiz._prompt, drill.score()
    drill._timer_choice.setFocus()
    assert focused() is drill._timer_choice
    # F25: "1" used to pick "10 seconds" in the box and deal ten new prompts.
    qtbot.keyClick(focused(), right_key(drill))
    assert drill._timer_choice.currentData() == 0
    assert drill.quiz._prompt is prompt
    assert drill.score() == (answered[0] + 1, answered[1] + 1)


def test_a_new_timer_or_mode_keeps_the_drill_and_its_answers(qtbot, drill):
    drill.quiz.answer_with(0)
    qtbot.keyClick(drill._next, Qt.Key.Key_Space)
    prompt, score = drill.quiz._prompt, drill.score()
    drill._timer_choice.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Down)  # a person picks "20 seconds"
    assert drill._timer_choice.currentData() == 20
    assert drill.quiz._prompt is prompt and drill.score() == score
    assert drill._clock.text() == "20 s left"
    drill._mode.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Down)  # "typing": the same prompt, typed
    assert drill.quiz.mode() == TYPE and drill.quiz._prompt is prompt
    assert drill.score() == score and focused() is drill.quiz._typed
    drill.set_options(mode=CHOOSE)
    assert len(drill.quiz.choices()) == 4 and drill.quiz._prompt is prompt


@pytest.mark.parametrize(("reply", "restarted"), [
    (QMessageBox.StandardButton.No, False), (QMessageBox.StandardButton.Yes, True)])
def test_a_new_language_mid_drill_asks_before_starting_again(qtbot, drill, monkeypatch,
                                                             reply, restarted):
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text, *_args: asked.append(text) or reply)
    drill.quiz.answer_with(0)
    drill._language.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Down)  # English -> Русский
    assert len(asked) == 1
    assert drill.language == ("ru" if restarted else "en")
    assert drill.score() == ((0, 0) if restarted else (drill.score()[0], 1))
    assert drill.quiz._prompt.language == drill.language
