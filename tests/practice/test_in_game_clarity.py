"""Practice mode in a game says what happens while play goes on (QA finding F26)."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import Card, Rank, Suit
from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.calls_panel import RhymePanel
from coventry_desktop.games.coventry.ui.practice.in_game import GamePractice
from coventry_desktop.games.coventry.ui.practice.in_game_box import PracticeBox
from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
from coventry_desktop.models import GameController, GameSetup, Occupant, SeatSetup
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.widgets.main_window import MainWindow

SEATS = (SeatSetup("You", Occupant.HUMAN), SeatSetup("Ada"), SeatSetup("Basil"))



def _layouts_done() -> None:
    """Let the posted layout requests and resizes run: event-loop turns, not time."""
    for _ in range(5):
        QCoreApplication.processEvents()

def test_a_question_left_open_is_shown_as_missed_with_its_call(qtbot: QtBot) -> None:
    controller = GameController()
    practice = GamePractice(controller, FakeSpeaker(), None, rng=random.Random(1))
    box = PracticeBox(practice)
    qtbot.addWidget(box)
    controller.new_game(GameSetup(SEATS, deals=1, seed=3, language="en", practice=True))
    practice.ask(0, Card(Rank.JACK, Suit.SPADES), 3, language="en")
    assert box.note_text() == "Play goes on: answer before your next card."
    controller.new_game(GameSetup(SEATS, deals=1, seed=4, language="en", practice=True))
    assert box.note_text() == ""  # a new game: no question, nothing waits
    practice.ask(0, Card(Rank.JACK, Suit.SPADES), 3, language="en")
    practice.ask(0, Card(Rank.SIX, Suit.CLUBS), 1, language="en")  # played on, no answer
    # F26: the open question used to be replaced and scored wrong without a word.
    assert box.note_text() == "Missed (J♠): There's the best of all the three!"
    assert box.score_text() == "Your calls: 0 of 1 right"
    assert box.quiz.is_waiting() and practice.pending().rank is Rank.SIX
    right = [c.kind for c in box.quiz.choices()].index(Kind.RIGHT)
    box.quiz.answer_with(right)
    assert box.note_text() == ""  # answered: nothing waits, nothing was missed
    assert box.score_text() == "Your calls: 1 of 2 right"


def test_the_panel_keeps_its_width_through_questions_answers_and_misses(
        qtbot: QtBot, instant: None, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    window = MainWindow()
    window.practice_store = ProgressStore(tmp_path / "practice.json")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    widths: dict[str, int] = {"no game": window.panel.width()}
    quiz = window.panel.practice_box.quiz
    for language in ("en", "fr", "ru"):
        window.start(GameSetup(SEATS, deals=1, first_dealer=2, seed=1, language=language,
                               practice=True))
        for turn in range(3):  # answered, then missed, then asked again
            qtbot.waitUntil(lambda: window.controller.human_to_act() == 0
                            and not window.table.is_busy(), timeout=10000)
            _layouts_done()
            widths[f"{language} {turn} before"] = window.panel.width()
            play = next((a for a in window.controller.legal_actions() if isinstance(a, Play)),
                        window.controller.legal_actions()[0])
            window.controller.request(play)
            _layouts_done()
            widths[f"{language} {turn} asked"] = window.panel.width()
            if turn == 0 and quiz.is_waiting():
                quiz.answer_with(0)
                _layouts_done()
                widths[f"{language} {turn} answered"] = window.panel.width()
    # F26: the panel grew to fit the question (and shrank with its texts); the table
    # beside it jumped each time.
    assert set(widths.values()) == {widths["no game"]}, widths
    window.close()


def test_bots_calls_while_a_question_waits_keep_the_answer_hidden(qtbot: QtBot) -> None:
    controller = GameController()
    practice = GamePractice(controller, FakeSpeaker(), None, rng=random.Random(2))
    panel = RhymePanel(controller, speaker=practice.speaker, practice=practice)
    qtbot.addWidget(panel)
    panel.show()
    for seed in range(1, 40):  # a deal where the bot after the person holds the led rank
        controller.new_game(GameSetup(SEATS, deals=1, first_dealer=2, seed=seed,
                                      language="en", practice=True))
        lead = next(a for a in controller.legal_actions() if isinstance(a, Play))
        controller.request(lead)
        follow = controller.legal_actions()[0]
        if isinstance(follow, Play):
            break
    controller.request(follow)
    bots_call = call_text(follow.card.rank, 2, "en")
    # F26: the bot's call used to bring back the deal's list, and the person's answer in it.
    assert panel.current_call() == bots_call
    assert not panel.history.isVisible()
    quiz = panel.practice_box.quiz
    quiz.answer_with([c.kind for c in quiz.choices()].index(Kind.RIGHT))
    assert panel.history.isVisible()
    # The big line stays with the latest card, which the line under it names.
    assert panel.current_call() == bots_call
    assert call_text(lead.card.rank, 1, "en") in quiz.feedback_text()
