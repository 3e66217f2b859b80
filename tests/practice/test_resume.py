"""A resumed game keeps practice mode (QA finding F30)."""

from __future__ import annotations

import random

from coventry_desktop.engine import Play, SeriesRecord
from coventry_desktop.models import GameController, GameSetup, Occupant, SeatSetup
from coventry_desktop.practice.in_game import GamePractice
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.storage import Autosave, Saved, Statistics
from coventry_desktop.storage.game_setup import setup_from_game
from coventry_desktop.storage.keeper import GameKeeper

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
