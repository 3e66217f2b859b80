"""Learn to Play's lessons (issue 26): every course holds through the rules, and the engine
refuses with the rules' reason, keeps the state, and tells a move off the lesson apart."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop import lessons_cli
from coventry_desktop.engine.cards import as_card
from coventry_desktop.engine.game import Pass, Play
from coventry_desktop.engine.lessons import (
    Lesson,
    Step,
    Wrong,
    attempt,
    play_scripted,
    start,
    verify,
)
from coventry_desktop.games import GAMES, get
from coventry_desktop.games.coventry import Reason
from coventry_desktop.i18n import install_language

COURSES = [(info, info.lessons()) for info in GAMES]
LESSONS = [(info, lesson) for info, course in COURSES for lesson in course.lessons]


def test_every_game_has_a_course_of_five_to_eight_ending_with_a_whole_deal() -> None:
    assert [info.id for info, _ in COURSES] == ["coventry", "comet", "hearts"]
    for info, course in COURSES:
        assert course.game == info.id
        assert 5 <= len(course.lessons) <= 8, info.id
        assert course.lessons[-1].whole_deal is not None
        assert course.lessons[-1].whole_deal.bots == "easy"
        assert all(lesson.whole_deal is None for lesson in course.lessons[:-1])
        ids = [lesson.id for lesson in course.lessons]
        assert len(set(ids)) == len(ids)


@pytest.mark.parametrize(("info", "lesson"), LESSONS, ids=lambda x: getattr(x, "id", ""))
def test_each_lesson_holds_and_cites_its_seed(info: object, lesson: Lesson) -> None:
    assert lesson.section.split()[0] in {"000", "003", "004"}
    assert verify(info, lesson) == []  # type: ignore[arg-type]
    if lesson.whole_deal is None:
        learner_steps = [s for s in lesson.steps if s.action.seat == lesson.learner]
        assert learner_steps and all(s.hint for s in learner_steps if s.wrong)


def test_the_fourth_queen_lesson_step_by_step() -> None:
    info = get("coventry")
    lesson = info.lessons().get("fourth-card")
    run, events = play_scripted(start(info.rules, lesson))
    assert events == () and run.learners_turn  # the learner leads first
    refused = attempt(run, Pass(0))
    assert refused.reason is Reason.LEADER_CANNOT_PASS and refused.run is run
    off = attempt(run, Play(0, as_card("7♦")))  # legal, but not this lesson's lead
    assert off.off_lesson and off.reason is None and off.run is run
    run = attempt(run, Play(0, as_card("Q♠"))).run
    run, events = play_scripted(run)
    assert [str(e.card) for e in events] == ["Q♥", "Q♦"]
    wrong = attempt(run, Play(0, as_card("7♦")))
    assert wrong.reason is Reason.WRONG_RANK and wrong.run.state is run.state
    run = attempt(run, Play(0, as_card("Q♣"))).run
    assert run.learners_turn and run.rules.to_act(run.state) == 0  # the new lead is A's
    run = attempt(run, Play(0, as_card("7♦"))).run
    assert run.done


def test_verify_finds_a_wrong_reason_a_broken_script_and_wrong_points() -> None:
    info = get("coventry")
    lesson = info.lessons().get("last-card-wins")
    first, *rest = lesson.steps
    named = replace(first, wrong=(Wrong(Pass(0), Reason.WRONG_RANK),))
    assert verify(info, replace(lesson, steps=(named, *rest))) == [
        "step 1: seat 0 passes should be refused with WRONG_RANK, was LEADER_CANNOT_PASS"]
    legal = replace(first, wrong=(Wrong(Play(0, as_card("Q♣")), Reason.WRONG_RANK),))
    assert "was accepted" in verify(info, replace(lesson, steps=(legal, *rest)))[0]
    broken = (first, Step(Play(2, as_card("Q♦"))), *rest[1:])
    assert verify(info, replace(lesson, steps=broken))[0].startswith(
        "step 2: a scripted move is refused")
    assert verify(info, replace(lesson, points=(2, -1, -1))) == [
        "the points at the end are (4, -2, -2), the lesson says (2, -1, -1)"]


def test_the_command_verifies_every_lesson(capsys: pytest.CaptureFixture[str]) -> None:
    assert lessons_cli.main(["--verify"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == f"{len(LESSONS)} of {len(LESSONS)} lessons hold"
    assert "comet\tthe-comet\tok" in out


def test_the_command_fails_when_a_lesson_does_not_hold(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    info = get("hearts")
    course = info.lessons()
    broken = replace(course.lessons[0], points=(9, 9, 9, 9))
    monkeypatch.setattr("coventry_desktop.games.hearts.lessons.COURSE",
                        replace(course, lessons=(broken, *course.lessons[1:])))
    assert lessons_cli.main(["--verify"]) == 1
    captured = capsys.readouterr()
    assert "hearts\tfollow-suit\tFAILED" in captured.out
    assert "the lesson says (9, 9, 9, 9)" in captured.err


@pytest.mark.parametrize(("language", "title"), [
    ("en", "coventry\tfourth-card\tThe fourth card gives a new lead"),
    ("ru", "coventry\tfourth-card\tЧетвёртая карта даёт новый заход"),
    ("fr", "coventry\tfourth-card\tLa quatrième carte donne l’entame"),
])
def test_the_command_lists_titles_in_the_language(
        qapp: QApplication, capsys: pytest.CaptureFixture[str], language: str,
        title: str) -> None:
    try:
        assert lessons_cli.main(["--lang", language]) == 0
    finally:
        install_language(qapp, "en")
    out = capsys.readouterr().out.splitlines()
    assert title in out
    assert len(out) == len(LESSONS)
