"""A resumed game keeps practice mode (QA finding F30)."""

from __future__ import annotations

import random

from coventry_desktop.games.coventry import Play, SeriesRecord
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.practice.in_game import GamePractice
from coventry_desktop.models import GameController, GameSetup, Occupant, SeatSetup
from coventry_desktop.models.game_setup import practice_score, setup_from_game
from coventry_desktop.models.keeper import GameKeeper
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.storage import AppPaths, Autosave, Saved, Statistics, Storage
from coventry_desktop.widgets.main_window import MainWindow
from coventry_desktop.widgets.persistence import Persistence

SEATS = (SeatSetup("Анна", Occupant.HUMAN), SeatSetup("Ada"), SeatSetup("Basil"))


def test_a_practice_game_resumed_from_the_autosave_still_asks_for_calls(qtbot, tmp_path):
    controller = GameController()
    _keeper = GameKeeper(controller, Autosave(tmp_path / "autosave.json"),
                         Statistics(tmp_path / "statistics.json"))
    controller.new_game(GameSetup(SEATS, deals=1, first_dealer=2, seed=3, practice=True))
    assert controller.request(next(a for a in controller.legal_actions()
                                   if isinstance(a, Play)))
    saved = Autosave(tmp_path / "autosave.json").load()
    assert isinstance(saved, Saved) and saved.game["practice"] is True

    again = GameController()
    practice = GamePractice(again, FakeSpeaker(), None, rng=random.Random(1))
    again.restore(setup_from_game(saved.record, saved.game), saved.record)
    assert again.state == controller.state
    # F30: the setup came back without practice, so the person's cards went unasked.
    assert practice.is_active()
    card = again.state.hand(0)[0]  # the person's next card, whenever it falls
    assert practice.ask(0, card, 1, language="ru")
    assert practice.pending().rank is card.rank


def test_saves_without_the_practice_key_resume_without_practice():
    record = SeriesRecord(3, 1, 5, 6, (), ("A", "B", "C"))
    assert not setup_from_game(record, {}).practice
    assert not setup_from_game(record, {"practice": "yes"}).practice
    assert setup_from_game(record, {"practice": True}).practice
    assert practice_score({}) == (0, 0)
    assert practice_score({"practice_score": [2, 1]}) == (0, 0)  # more right than asked
    assert practice_score({"practice_score": [True, 3]}) == (0, 0)
    assert practice_score({"practice_score": [2, 3]}) == (2, 3)


def test_a_resumed_practice_game_keeps_its_score(qtbot, tmp_path, monkeypatch, instant):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    paths = AppPaths.under(tmp_path / "app").create()
    people = tuple(SeatSetup(name, Occupant.HUMAN) for name in ("Анна", "Élodie", "Zoë"))

    def opened() -> tuple[MainWindow, Persistence, Storage]:
        storage = Storage.open(paths)
        window = MainWindow()
        qtbot.addWidget(window)
        persistence = Persistence(window, storage)
        persistence.ask = lambda _title, _text: True  # type: ignore[method-assign]
        return window, persistence, storage

    window, _persistence, storage = opened()
    window.start(GameSetup(people, deals=1, first_dealer=2, seed=3, practice=True))
    controller = window.controller
    assert controller.request(next(a for a in controller.legal_actions() if isinstance(a, Play)))
    quiz = window.panel.practice_box.quiz
    qtbot.waitUntil(quiz.is_waiting)  # asked once the card has landed on the table
    quiz.answer_with([c.kind for c in quiz.choices()].index(Kind.RIGHT))
    assert window.practice.score() == (1, 1)
    window.autoplayer.shutdown()
    storage.close()  # the app quits after the answer, before another card

    again, persistence, storage = opened()
    persistence.start_up()
    assert again.controller.record == controller.record
    # F30: practice and its score were gone after a resume.
    assert again.practice.is_active() and again.practice.score() == (1, 1)
    assert again.panel.practice_box.score_text() == "Your calls: 1 of 1 right"
    again.autoplayer.shutdown()
    storage.close()
