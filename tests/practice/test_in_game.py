"""Practice mode in a game (issue #7): a person's card asks for its call; the card stays played."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from coventry_desktop.engine import Card, Rank, Suit
from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.practice.in_game import GamePractice
from coventry_desktop.games.coventry.ui.practice.in_game_box import PracticeBox
from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
from coventry_desktop.models import GameController, GameSetup, Occupant, SeatSetup
from coventry_desktop.speech import FakeSpeaker


def setup_with_human(seed: int = 3) -> GameSetup:
    seats = (SeatSetup("Анна", Occupant.HUMAN), SeatSetup("Ada"), SeatSetup("Basil"))
    return GameSetup(seats, deals=1, first_dealer=2, seed=seed, language="ru")


@pytest.fixture
def game(qtbot, tmp_path):
    controller = GameController()
    speaker = FakeSpeaker()
    store = ProgressStore(tmp_path / "practice.json")
    practice = GamePractice(controller, speaker, store, rng=random.Random(1))
    box = PracticeBox(practice)
    qtbot.addWidget(box)
    controller.new_game(setup_with_human())
    practice.set_active(True)
    # The panel's part: each falling card is offered to practice first.
    shown: list[str] = []

    def card_played(seat: int, card: Card, position: int) -> None:
        if not practice.ask(seat, card, position, language="ru"):
            shown.append(f"{seat}:{position}")

    controller.cardPlayed.connect(card_played)
    box.revealed.connect(lambda call: shown.append(call))
    return SimpleNamespace(controller=controller, practice=practice, box=box, speaker=speaker,
                           store=store, shown=shown)


def lead_card(controller: GameController) -> Play:
    return next(a for a in controller.legal_actions() if isinstance(a, Play))


def test_a_persons_card_is_played_first_then_asked_for(game):
    assert game.controller.state.turn == 0  # the dealer's left: the person leads
    play = lead_card(game.controller)
    assert game.controller.request(play)
    # The card is on the table before any answer: calls never gate a move (§04).
    assert game.controller.state.quartet[-1].card == play.card
    pending = game.practice.pending()
    assert (pending.rank, pending.position, pending.language) == (play.card.rank, 1, "ru")
    assert game.box.quiz.is_waiting() and not game.box.quiz.isHidden()
    assert game.shown == []  # the call is not shown before the answer


def test_right_answer_is_spoken_scored_saved_and_revealed(game):
    play = lead_card(game.controller)
    game.controller.request(play)
    right = [c.kind for c in game.box.quiz.choices()].index(Kind.RIGHT)
    game.box.quiz.answer_with(right)
    call = call_text(play.card.rank, 1, "ru")
    assert game.shown == [call]
    assert game.speaker.said == [(call, "ru")]
    assert game.practice.score() == (1, 1)
    assert game.box.score_text() == "Your calls: 1 of 1 right"
    assert game.store.load().by_position("ru")[1] == (1, 1)
    assert [s.source for s in game.store.load().sessions] == ["game"]


def test_wrong_answer_never_takes_the_card_back(game):
    play = lead_card(game.controller)
    game.controller.request(play)
    before = game.controller.state
    wrong = next(i for i, c in enumerate(game.box.quiz.choices()) if c.kind is not Kind.RIGHT)
    game.box.quiz.answer_with(wrong)
    assert game.controller.state is before
    assert game.controller.state.quartet[-1].card == play.card
    assert game.practice.score() == (0, 1)
    assert game.box.quiz.feedback_text().startswith("Not quite.")


def test_bot_cards_are_not_asked(game):
    game.controller.request(lead_card(game.controller))
    game.box.quiz.answer_with(0)
    # Seat 1 (a bot) plays or passes: the panel shows its call at once.
    action = game.controller.legal_actions()[0]
    game.controller.request(action)
    if isinstance(action, Play):
        assert game.shown[-1] == "1:2"
    assert game.practice.pending() is None


def test_typed_answers_in_the_panel(game):
    game.box.typing.setChecked(True)
    play = lead_card(game.controller)
    game.controller.request(play)
    game.box.quiz.type_answer(game.practice.pending().answer.upper().replace(",", ""))
    assert game.practice.score() == (1, 1)


def test_an_open_question_is_missed_when_the_person_plays_again(game):
    assert game.practice.pending() is None
    game.practice.ask(0, Card(Rank.QUEEN, Suit.SPADES), 1, language="ru")
    game.practice.ask(0, Card(Rank.KING, Suit.SPADES), 1, language="ru")
    assert game.practice.score() == (0, 1)
    assert game.practice.pending().rank is Rank.KING
    assert game.shown == ["Вот дама, хороша собой"]


def test_practice_off_asks_nothing(game):
    game.practice.set_active(False)
    game.controller.request(lead_card(game.controller))
    assert game.practice.pending() is None
    assert game.shown == ["0:1"]


def test_a_new_game_resets_the_score(game):
    game.controller.request(lead_card(game.controller))
    game.box.quiz.answer_with(0)
    game.controller.new_game(setup_with_human(seed=4))
    assert game.practice.score() == (0, 0)
    assert game.box.score_text() == "Practice: your calls are asked for"


def test_practice_follows_the_game_setup_switch(qtbot):
    controller = GameController()
    practice = GamePractice(controller, FakeSpeaker(), None)
    seats = (SeatSetup("Me", Occupant.HUMAN), SeatSetup("Ada"), SeatSetup("Basil"))
    controller.new_game(GameSetup(seats, deals=1, seed=1, practice=True))
    assert practice.is_active()
    controller.new_game(GameSetup(seats, deals=1, seed=1))
    assert not practice.is_active()
