"""The rhyme panel with speech and practice mode (issue #7)."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.games.coventry import Pass, Play
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.calls_panel import RhymePanel
from coventry_desktop.games.coventry.ui.practice.in_game import GamePractice
from coventry_desktop.models import GameController, GameSetup, Occupant, SeatSetup
from coventry_desktop.speech import DeferredSpeaker, FakeSpeaker


def new_game(controller: GameController, *, practice: bool, language: str = "fr") -> None:
    seats = (SeatSetup("Élodie", Occupant.HUMAN), SeatSetup("Ada"), SeatSetup("Basil"))
    controller.new_game(GameSetup(seats, deals=1, first_dealer=2, seed=3, language=language,
                                  practice=practice))


@pytest.fixture
def panel(qtbot):
    controller = GameController()
    speaker = FakeSpeaker(voiceless=("ru",))
    practice = GamePractice(controller, speaker, None, rng=random.Random(2))
    widget = RhymePanel(controller, speaker=speaker, practice=practice)
    qtbot.addWidget(widget)
    widget.show()
    return widget, controller, speaker


def first_play(controller: GameController) -> Play:
    return next(a for a in controller.legal_actions() if isinstance(a, Play))


def test_in_practice_a_persons_call_waits_for_the_answer(qtbot, panel):
    widget, controller, speaker = panel
    new_game(controller, practice=True)
    assert widget.practice_box.isVisible()
    play = first_play(controller)
    called: list[str] = []
    widget.called.connect(called.append)
    controller.request(play)
    right = call_text(play.card.rank, 1, "fr")
    assert widget.current_call() == "Your call?"
    assert not widget.history.isVisible()  # the deal's list would give the answer away
    assert called == [] and speaker.said == []
    quiz = widget.practice_box.quiz
    wrong = next(i for i, c in enumerate(quiz.choices()) if c.kind is not Kind.RIGHT)
    quiz.answer_with(wrong)
    assert widget.current_call() == right
    assert widget.history.isVisible()
    assert called == [right]
    assert speaker.said == [(right, "fr")]
    assert widget.practice_box.score_text() == "Your calls: 0 of 1 right"
    assert controller.state.quartet[-1].card == play.card  # a wrong call takes nothing back


def test_bots_calls_are_shown_and_spoken_at_once(panel):
    widget, controller, speaker = panel
    new_game(controller, practice=True)
    controller.request(first_play(controller))
    widget.practice_box.quiz.answer_with(0)
    action = controller.legal_actions()[0]
    controller.request(action)
    if isinstance(action, Pass):
        return  # seat 1 held no card of the rank: nothing to call
    text = call_text(action.card.rank, 2, "fr")
    assert widget.current_call() == text
    assert speaker.said[-1] == (text, "fr")


def test_without_practice_every_call_is_shown_and_spoken(panel):
    widget, controller, speaker = panel
    new_game(controller, practice=False)
    assert not widget.practice_box.isVisible()
    play = first_play(controller)
    controller.request(play)
    assert widget.current_call() == call_text(play.card.rank, 1, "fr")
    assert speaker.said == [(widget.current_call(), "fr")]


def test_speech_toggle_and_the_no_voice_note(panel):
    widget, controller, speaker = panel
    new_game(controller, practice=False, language="ru")
    assert widget._voice_note.text() == "No Russian voice on this system."
    assert widget._voice_note.isVisible()
    widget.speak_button.click()
    assert not speaker.is_enabled()
    assert not widget._voice_note.isVisible()  # speech off: nothing to apologise for
    controller.request(first_play(controller))
    assert speaker.said == []
    speaker.set_enabled(True)  # e.g. from the View menu
    assert widget.speak_button.isChecked()


class _LoadingSpeaker(FakeSpeaker):
    """Like a QtSpeaker whose helper finds no engine a moment after speech is switched on."""

    def __init__(self) -> None:
        super().__init__()
        self.loading = True

    def note(self, language: str) -> str:
        return "" if self.loading else "No speech engine on this system."

    def fail(self) -> None:
        self.loading = False
        self.notesChanged.emit()


def test_switching_speech_on_mid_deal_shows_a_missing_engine_at_once(qtbot):
    made: list[_LoadingSpeaker] = []
    speaker = DeferredSpeaker(lambda: made.append(_LoadingSpeaker()) or made[-1])
    controller = GameController()
    widget = RhymePanel(controller, speaker=speaker)
    qtbot.addWidget(widget)
    widget.show()
    new_game(controller, practice=False)
    controller.request(first_play(controller))
    widget.speak_button.click()
    made[0].fail()
    # F28: the note used to wait for the next deal.
    assert widget._voice_note.text() == "No speech engine on this system."
    assert widget._voice_note.isVisible()
