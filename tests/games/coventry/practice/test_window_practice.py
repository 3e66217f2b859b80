"""In-game practice on Earl of Coventry's generic game window (issue #7): a person's card
asks for its call in the Calls tab before the call is shown, said or written anywhere; the
card stays played; answers are scored and saved. What test_panel, test_in_game and
test_in_game_clarity assert of the old window, asserted here of the new one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.games.coventry.events import CardPlayed
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.widgets.game_window import GameWindow

from .coventry_window import YOU_LEAD, extras, play, wait_for_card


@pytest.fixture
def english(qapp) -> None:
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    install_language(qapp, "en")


@pytest.fixture
def practising(qtbot: QtBot, instant: None, english: None, tmp_path, game_window):
    """You and three bots, practice on, a speaker that records; your lead is waiting and
    the bots are paused, so nothing moves until the test says so."""
    speaker = FakeSpeaker()
    window = game_window("coventry", **YOU_LEAD, data=tmp_path, speaker=speaker)
    extras(window).set_practice(True)
    wait_for_card(qtbot, window)
    window.session.set_paused(True)
    return window, speaker


def _right(window: GameWindow) -> int:
    box = extras(window).panel.practice_box
    assert box is not None
    return [c.kind for c in box.quiz.choices()].index(Kind.RIGHT)


def _wrong(window: GameWindow) -> int:
    box = extras(window).panel.practice_box
    assert box is not None
    return next(i for i, c in enumerate(box.quiz.choices()) if c.kind is not Kind.RIGHT)


def _log(window: GameWindow) -> list[str]:
    return [window.log.item(i).text() for i in range(window.log.count())]


def test_a_persons_call_waits_for_the_answer_then_is_shown_said_and_saved(
        qtbot: QtBot, practising, tmp_path) -> None:
    window, speaker = practising
    panel, practice = extras(window).panel, extras(window).practice
    box = panel.practice_box
    assert box is not None and box.isVisibleTo(window)
    assert box.score_text() == "Practice: your calls are asked for"
    lead = wait_for_card(qtbot, window)
    called: list[str] = []
    panel.called.connect(called.append)
    play(window, lead)
    right = call_text(lead.card.rank, 1, "en")
    # The card is on the table before any answer: calls never gate a move (§04).
    assert window.session.state.quartet[-1].card == lead.card
    pending = practice.pending()
    assert pending is not None
    assert (pending.rank, pending.position, pending.language) == (lead.card.rank, 1, "en")
    assert box.quiz.is_waiting() and box.quiz.isVisibleTo(window)
    assert panel.current_call() == "Your call?"
    assert not panel.history.isVisibleTo(window)  # the deal's list would give it away
    assert called == [] and speaker.said == []  # neither the panel nor the window says it
    picture = window.table.picture()
    assert picture is not None and picture.centre_title == ""  # nor the table's centre
    assert _log(window)[-1] == f"You play {lead.card}."  # nor the log
    assert box.note_text() == "Play goes on: answer before your next card."
    box.quiz.answer_with(_right(window))
    assert panel.current_call() == right
    assert panel.history.isVisibleTo(window)
    assert called == [right]
    assert speaker.said == [(right, "en")]
    assert practice.score() == (1, 1)
    assert box.score_text() == "Your calls: 1 of 1 right"
    assert box.note_text() == ""
    store = ProgressStore(tmp_path / "practice.json")
    assert store.load().by_position("en")[1] == (1, 1)
    assert [s.source for s in store.load().sessions] == ["game"]
    qtbot.waitUntil(lambda: window.table.picture().centre_title == right)


def test_a_wrong_answer_never_takes_the_card_back(qtbot: QtBot, practising) -> None:
    window, speaker = practising
    lead = wait_for_card(qtbot, window)
    play(window, lead)
    before = window.session.state
    box = extras(window).panel.practice_box
    assert box is not None
    box.quiz.answer_with(_wrong(window))
    assert window.session.state is before
    assert window.session.state.quartet[-1].card == lead.card
    assert extras(window).practice.score() == (0, 1)
    assert box.quiz.feedback_text().startswith("Not quite.")
    assert box.score_text() == "Your calls: 0 of 1 right"
    right = call_text(lead.card.rank, 1, "en")
    assert extras(window).panel.current_call() == right
    assert speaker.said == [(right, "en")]


def test_typed_answers_in_the_calls_tab(qtbot: QtBot, practising) -> None:
    window, _speaker = practising
    box = extras(window).panel.practice_box
    assert box is not None
    box.typing.setChecked(True)
    play(window, wait_for_card(qtbot, window))
    pending = extras(window).practice.pending()
    assert pending is not None
    box.quiz.type_answer(pending.answer.upper().replace(",", ""))
    assert extras(window).practice.score() == (1, 1)


def test_bots_cards_are_not_asked_and_their_calls_are_shown_and_said_at_once(
        qtbot: QtBot, practising) -> None:
    window, speaker = practising
    practice = extras(window).practice
    lead = wait_for_card(qtbot, window)
    play(window, lead)
    extras(window).panel.practice_box.quiz.answer_with(0)
    bots: list[CardPlayed] = []
    window.session.happened.connect(
        lambda e: isinstance(e, CardPlayed) and e.seat != 0 and bots.append(e))
    window.session.set_paused(False)
    qtbot.waitUntil(lambda: bool(bots), timeout=20_000)
    window.session.set_paused(True)
    first = bots[0]
    text = call_text(first.card.rank, first.position, "en")
    assert (first.card.rank, first.position) != (lead.card.rank, 1)
    assert (text, "en") in speaker.said
    assert practice.pending() is None
    assert any(line == f"{window.names()[first.seat]} plays {first.card}. “{text}”"
               for line in _log(window))


def test_a_bots_call_while_a_question_waits_keeps_the_answer_hidden(
        qtbot: QtBot, practising) -> None:
    window, _speaker = practising
    panel = extras(window).panel
    box = panel.practice_box
    assert box is not None
    lead = wait_for_card(qtbot, window)
    play(window, lead)
    follows: list[CardPlayed] = []
    window.session.happened.connect(
        lambda e: isinstance(e, CardPlayed) and e.seat != 0 and follows.append(e))
    window.session.set_paused(False)
    qtbot.waitUntil(lambda: bool(follows), timeout=20_000)
    window.session.set_paused(True)
    follow = follows[-1]
    bots_call = call_text(follow.card.rank, follow.position, "en")
    # F26: the bot's call used to bring back the deal's list, and the person's answer in it.
    assert panel.current_call() == bots_call
    assert not panel.history.isVisibleTo(window)
    box.quiz.answer_with(_right(window))
    assert panel.history.isVisibleTo(window)
    # The big line stays with the latest card, which the line under it names.
    assert panel.current_call() == bots_call
    assert call_text(lead.card.rank, 1, "en") in box.quiz.feedback_text()


def test_an_open_question_is_missed_when_the_person_plays_on(qtbot: QtBot,
                                                              practising) -> None:
    window, _speaker = practising
    practice, box = extras(window).practice, extras(window).panel.practice_box
    assert box is not None
    lead = wait_for_card(qtbot, window)
    play(window, lead)
    window.session.set_paused(False)
    again = wait_for_card(qtbot, window)  # no answer: the person plays on
    play(window, again)
    # F26: the open question used to be replaced and scored wrong without a word.
    assert practice.score() == (0, 1)
    assert box.note_text() == \
        f"Missed ({lead.card}): {call_text(lead.card.rank, 1, 'en')}"
    assert box.score_text() == "Your calls: 0 of 1 right"
    pending = practice.pending()
    assert pending is not None and pending.rank is again.card.rank
    assert box.quiz.is_waiting()
    box.quiz.answer_with(_right(window))
    assert box.note_text() == ""  # answered: nothing waits, nothing was missed
    assert box.score_text() == "Your calls: 1 of 2 right"


def test_without_practice_every_call_is_shown_and_said(qtbot: QtBot, instant: None,
                                                        english: None, game_window) -> None:
    speaker = FakeSpeaker()
    window = game_window("coventry", **YOU_LEAD, speaker=speaker)
    panel = extras(window).panel
    assert panel.practice_box is not None and not panel.practice_box.isVisibleTo(window)
    assert panel.practice_switch is not None and not panel.practice_switch.isChecked()
    lead = wait_for_card(qtbot, window)
    window.session.set_paused(True)
    play(window, lead)
    call = call_text(lead.card.rank, 1, "en")
    assert extras(window).practice.pending() is None
    assert panel.current_call() == call
    assert speaker.said == [(call, "en")]
    assert _log(window)[-1] == f"You play {lead.card}. “{call}”"


def test_switching_practice_off_takes_the_question_back_uncounted(qtbot: QtBot,
                                                                   practising) -> None:
    window, speaker = practising
    lead = wait_for_card(qtbot, window)
    play(window, lead)
    extras(window).set_practice(False)
    call = call_text(lead.card.rank, 1, "en")
    assert extras(window).practice.pending() is None
    assert extras(window).practice.score() == (0, 0)
    assert not extras(window).panel.practice_box.isVisibleTo(window)
    assert extras(window).panel.current_call() == call
    assert speaker.said == [(call, "en")]
    qtbot.waitUntil(lambda: window.table.picture().centre_title == call)


def test_play_again_resets_the_score_and_keeps_practice_on(qtbot: QtBot,
                                                          practising) -> None:
    window, _speaker = practising
    practice, box = extras(window).practice, extras(window).panel.practice_box
    assert box is not None
    play(window, wait_for_card(qtbot, window))
    box.quiz.answer_with(0)
    assert practice.score()[1] == 1
    window.session.new_series()  # what Game → Play Again does
    assert practice.score() == (0, 0)
    assert box.score_text() == "Practice: your calls are asked for"
    assert box.note_text() == ""  # a new game: no question, nothing waits
    assert practice.is_active() and box.isVisibleTo(window)
    assert extras(window).panel.practice_switch.isChecked()


def _layouts_done() -> None:
    """Let the posted layout requests and resizes run: event-loop turns, not time."""
    for _ in range(5):
        QCoreApplication.processEvents()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_the_side_panel_keeps_its_width_through_questions_answers_and_misses(
        qtbot: QtBot, instant: None, english: None, size: tuple[int, int], game_window) -> None:
    window = game_window("coventry", **YOU_LEAD, size=size, deals=6)
    panel = extras(window)
    panel.set_practice(True)
    quiz = panel.panel.practice_box.quiz
    widths = {"start": window.panel.width()}
    for language in ("en", "fr", "ru"):
        panel.panel.language.setCurrentIndex(panel.panel.language.findData(language))
        for turn in range(3):  # answered, then missed, then asked again
            qtbot.waitUntil(lambda: window.session.deal_over() or (
                window.session.to_act() == 0 and bool(window.playable())), timeout=20_000)
            if window.session.deal_over():
                window.flow.next_deal()
            action = wait_for_card(qtbot, window)
            window.session.set_paused(True)
            _layouts_done()
            widths[f"{language} {turn} before"] = window.panel.width()
            play(window, action)
            _layouts_done()
            widths[f"{language} {turn} asked"] = window.panel.width()
            if turn == 0 and quiz.is_waiting():
                quiz.answer_with(0)
                _layouts_done()
                widths[f"{language} {turn} answered"] = window.panel.width()
            window.session.set_paused(False)
    # F26: the panel grew to fit the question; the table beside it jumped each time.
    assert set(widths.values()) == {widths["start"]}, widths


PASS_AND_PLAY = (SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Ben", Occupant.HUMAN),
                 SeatSetup("Cleo", Occupant.BOT, "easy"), SeatSetup("Dora", Occupant.BOT, "easy"))


def test_pass_and_play_never_asks_a_person_whose_hand_is_behind_the_curtain(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    speaker = FakeSpeaker()
    window = game_window("coventry", seats=PASS_AND_PLAY, first_dealer=3, speaker=speaker)
    practice, box = extras(window).practice, extras(window).panel.practice_box
    assert box is not None
    extras(window).set_practice(True)
    asked: list[tuple[int, int, int]] = []  # (seat asked, seat at the screen, page shown)
    practice.asked.connect(lambda _p, _c, _card, seat: asked.append(
        (seat, window.flow.viewer, window.stack.currentIndex())))
    withdrawn: list[int] = []
    practice.withdrawn.connect(lambda _call, seat: withdrawn.append(seat))
    ends: list[int] = []
    practice.answered.connect(lambda _right, _call, seat: ends.append(seat))
    wrong: list[str] = []

    def check(*_args: object) -> None:
        waiting = practice.waiting()
        curtain = window.stack.currentIndex() == 1
        if waiting is not None and (curtain or window.flow.viewer != waiting[0]):
            wrong.append(f"{waiting} waits while {window.flow.viewer} is at the screen")
        if curtain and box.quiz.isVisibleTo(window) and box.quiz.is_waiting():
            wrong.append("a question shows on the curtain")

    window.stack.currentChanged.connect(check)
    window.session.stateChanged.connect(check)
    practice.asked.connect(check)
    answered = 0
    while not window.session.deal_over():
        qtbot.waitUntil(lambda: window.session.deal_over() or window.stack.currentIndex() == 1
                        or bool(window.playable()), timeout=20_000)
        if window.stack.currentIndex() == 1:
            window.flow.lift_curtain()
        elif window.playable():
            if box.quiz.is_waiting() and answered < 2:  # answer some, leave others open
                box.quiz.answer_with(_right(window))
                answered += 1
            window.flow.click(min(window.playable()))
    assert wrong == []
    assert asked and all(seat == at_screen and page == 0 for seat, at_screen, page in asked)
    assert {seat for seat, _, _ in asked} == {0, 1}  # both people were asked
    assert withdrawn  # the curtain came down on an open question: taken back
    # Each question ends one way: answered (or missed, its person playing on), withdrawn
    # (not counted), or still open at the end.
    assert len(asked) == len(ends) + len(withdrawn) + (practice.waiting() is not None)
    assert practice.score()[1] == len(ends) >= answered
