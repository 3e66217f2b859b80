"""The drill and the Practice progress dialog (issue #7), driven as a person would."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt

from coventry_desktop.games.coventry.practice.quiz import Kind, matches
from coventry_desktop.games.coventry.ui.practice.chart import percent
from coventry_desktop.games.coventry.ui.practice.drill import PROMPTS, DrillDialog, arg
from coventry_desktop.games.coventry.ui.practice.progress import Attempt, ProgressStore, new_session
from coventry_desktop.games.coventry.ui.practice.progress_dialog import PracticeDialog
from coventry_desktop.games.coventry.ui.practice.quiz_widget import CHOOSE, TYPE
from coventry_desktop.speech import FakeSpeaker


@pytest.fixture
def store(tmp_path):
    return ProgressStore(tmp_path / "practice.json")


@pytest.fixture
def drill(qtbot, store):
    dialog = DrillDialog(FakeSpeaker(voiceless=("fr",)), store, language="ru", seed=11)
    qtbot.addWidget(dialog)
    return dialog


def right_index(dialog) -> int:
    return [c.kind for c in dialog.quiz.choices()].index(Kind.RIGHT)


def wrong_index(dialog) -> int:
    return [c.kind for c in dialog.quiz.choices()].index(next(
        c.kind for c in dialog.quiz.choices() if c.kind is not Kind.RIGHT))


def test_ten_prompts_each_answer_shown_spoken_and_saved(qtbot, drill, store):
    speaker = drill._speaker
    expected_right = 0
    for number in range(PROMPTS):
        prompt = drill.quiz._prompt
        correct = number % 3 != 0
        drill.quiz.answer_with(right_index(drill) if correct else wrong_index(drill))
        expected_right += correct
        assert speaker.said[-1] == (prompt.answer, "ru")
        assert prompt.answer in drill.quiz.feedback_text()
        assert drill.score() == (expected_right, number + 1)
        qtbot.keyClick(drill._next, Qt.Key.Key_Space)  # Next, or Finish on the tenth
    assert len(speaker.said) == PROMPTS
    assert drill._status.text() == f"Done: {expected_right} of 10 right."
    history = store.load().history("ru")
    assert [(right, asked) for _, right, asked in history] == [(expected_right, 10)]


def test_a_wrong_choice_is_marked_and_the_right_call_shown(drill):
    prompt = drill.quiz._prompt
    wrong = drill.quiz.choices()[wrong_index(drill)].text
    drill.quiz.answer_with(wrong_index(drill))
    text = drill.quiz.feedback_text()
    assert text.startswith("Not quite.")
    assert prompt.answer in text and wrong != prompt.answer
    drill.quiz.answer_with(right_index(drill))  # a second click does not count again
    assert drill.score() == (0, 1)


def test_typing_mode_accepts_the_call_without_punctuation_or_case(qtbot, drill):
    drill.set_options(mode=TYPE)
    prompt = drill.quiz._prompt
    typed = prompt.answer.lower().replace(",", "").replace("ё", "е")
    assert matches(typed, prompt.answer)
    drill.quiz._typed.insert(typed)  # QTest types ASCII only; Cyrillic goes in as text
    qtbot.keyClick(drill.quiz._typed, Qt.Key.Key_Return)
    assert drill.score() == (1, 1)
    assert drill.quiz.feedback_text().startswith("Right!")


def test_an_empty_enter_is_not_an_answer(qtbot, drill):
    drill.set_options(mode=TYPE)
    qtbot.keyClick(drill.quiz._typed, Qt.Key.Key_Return)
    assert drill.quiz.is_waiting()
    assert drill.score() == (0, 0)


def test_timer_runs_out_counts_wrong_and_shows_the_answer(qtbot, drill):
    drill.set_options(timer=10)
    drill._seconds_left = 1  # the last second of ten
    qtbot.waitUntil(lambda: not drill.quiz.is_waiting(), timeout=3000)
    assert drill.score() == (0, 1)
    assert drill.quiz.feedback_text().startswith("Time is up.")


def test_language_without_a_voice_says_so_and_the_drill_goes_on(drill):
    drill.set_options(language="fr")
    assert drill._note.text() == "No French voice on this system."
    prompt = drill.quiz._prompt
    assert prompt.language == "fr"
    drill.quiz.answer_with(right_index(drill))
    assert drill.score() == (1, 1)
    assert ("fr" not in {lang for _, lang in drill._speaker.said})


def test_changing_options_starts_ten_new_prompts_in_the_new_mode(drill):
    drill.quiz.answer_with(0)
    drill.set_options(mode=TYPE, language="en")
    assert drill.score() == (0, 0)
    assert drill.quiz._prompt.language == "en"
    assert drill.quiz._mode == TYPE
    drill.set_options(mode=CHOOSE)
    assert len(drill.quiz.choices()) == 4


def test_practice_dialog_shows_accuracy_per_position_and_session(qtbot, store):
    monday = datetime(2026, 11, 30, 11, 0, tzinfo=UTC)
    session = new_session(source="drill", language="fr", now=monday)
    for position, correct in ((1, True), (1, True), (2, False), (3, True)):
        session = session.with_attempt(Attempt(position, correct))
    store.save_session(session)
    dialog = PracticeDialog(FakeSpeaker(), store, language="fr")
    qtbot.addWidget(dialog)
    assert dialog.chart._positions == {1: (2, 2), 2: (0, 1), 3: (1, 1), 4: (0, 0)}
    assert dialog.chart._history == [(monday, 3, 4)]
    assert dialog.summary_text() == "All time: 75% right · answers: 4 · sessions: 1"
    dialog.set_language("ru")
    assert dialog.summary_text() == "No answers in this language yet: start a drill."
    image = dialog.chart.grab().toImage()
    assert image.width() >= 460 and image.height() >= 220


def test_percent_and_arg_helpers():
    assert percent(3, 4) == 75
    assert percent(0, 0) is None
    assert arg("%1 of %2, %1", 3, 10) == "3 of 10, 3"


def test_the_drills_speak_switch_is_the_speakers(drill):
    speaker = drill._speaker
    assert drill.speak.isChecked()
    drill.speak.setChecked(False)
    assert not speaker.is_enabled()
    speaker.set_enabled(True)  # from the View menu
    assert drill.speak.isChecked()
