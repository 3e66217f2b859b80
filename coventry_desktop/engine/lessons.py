"""Lessons (Help → Learn to Play): data, and the one small engine that runs them.

Pure Python, names no game. A lesson is a position (built with the game's own
``deal_from_hands``), the moves of the other seats (scripted), the learner's expected moves
with the wrong ones each guards against and the reason the rules give, texts, and a check
at the end. Every move goes through the game's ``legal_actions``/``apply``: a lesson has no
rules of its own, so a wrong move is refused with the rules' reason (``IllegalAction``) and
the state is untouched.

    run = start(info.rules, lesson)
    run, events = play_scripted(run)            # the other seats, up to the learner's move
    outcome = attempt(run, Play(0, card))       # accepted, refused (reason) or off the lesson
    problems = verify(info, lesson)             # the solution and every wrong move, checked

Texts are English source strings marked with ``QT_TRANSLATE_NOOP("Lessons", ...)`` so
lupdate extracts them; the Qt side translates them (context ``"Lessons"``) when it shows them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from .cards import as_card
from .game import GameInfo, IllegalAction, Play

if TYPE_CHECKING:
    from .game import Number

CONTEXT = "Lessons"
"""The translation context of every lesson text."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate (context ``context``); returns it unchanged."""
    del context
    return text


def play(seat: int, card: str) -> Play:
    """``seat`` plays ``card`` (text such as ``"Q♠"``): a lesson's move, written short.

    Raises:
        ValueError: ``card`` does not parse.
    """
    return Play(seat, as_card(card))


def hands(*cards: str) -> tuple[tuple[str, ...], ...]:
    """Per seat, the cards of one space-separated string: ``hands("Q♠ 7♦", "Q♥ K♦")``."""
    return tuple(tuple(hand.split()) for hand in cards)


def played_out(position: Callable[[], Any], apply: Callable[[Any, Any], Any],
               *actions: Any) -> Any:
    """The state of ``position()`` after ``actions``, each through the rules' ``apply``
    (which returns a transition with its ``state``): a lesson that starts in mid-play
    holds the cards laid before it in its history, so the table shows them and the rules
    count them (Comet's run "reached 5♣" showed no club: A♣–5♣ were dead cards).

    Raises:
        IllegalAction: an action the rules refuse (``verify`` finds the broken lesson).
    """
    state = position()
    for action in actions:
        state = apply(state, action).state
    return state


@dataclass(frozen=True, slots=True)
class Wrong:
    """A wrong move a lesson step guards against: the rules must refuse it with ``reason``."""

    action: Any
    reason: Enum


@dataclass(frozen=True, slots=True)
class Step:
    """One move of a lesson: the learner's when ``action.seat`` is the lesson's learner,
    otherwise a scripted move of another seat.

    Attributes:
        action: the move (the game's own action value: ``Play(0, card)``, ``Pass(1)``...).
        wrong: for a learner's move, the mistakes it expects and the rules' reasons.
        hint: for a learner's move, what to do and why (English source, marked); empty:
            the generic "the card to play" hint.
    """

    action: Any
    wrong: tuple[Wrong, ...] = ()
    hint: str = ""


@dataclass(frozen=True, slots=True)
class Question:
    """The check at a lesson's end: ``choices`` (English source), ``answer`` the index of
    the right one; ``explain`` says why (shown after any answer)."""

    text: str
    choices: tuple[str, ...]
    answer: int
    explain: str = ""


@dataclass(frozen=True, slots=True)
class WholeDeal:
    """A whole short deal against bots (the last lesson of each course), hints on."""

    seats: int
    seed: int
    dealer: int
    bots: str = "easy"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson of a course.

    Attributes:
        id: stable within its game (progress is saved under it), e.g. ``"fourth-card"``.
        title, text: English source (marked); ``text`` is two or three sentences.
        section: the rule card it teaches, e.g. ``"000 §06"`` (seed file, section), or
            ``"003 “Play”"`` (a section by its title); marked where the title or the card
            differs by language, so each language cites its own card.
        learner: the learner's seat (seat 0 is "You" at the table).
        position: builds the lesson's state with the game's ``deal_from_hands``;
            ``None`` for a whole deal.
        steps: the moves in order, scripted and the learner's.
        question: the check at the end.
        points: what ``rules.points`` must say at the end (``verify`` checks it), or None.
        whole_deal: set for a whole deal against bots (then ``position`` and ``steps`` are
            empty).
    """

    id: str
    title: str
    text: str
    section: str
    question: Question
    learner: int = 0
    position: Callable[[], Any] | None = None
    steps: tuple[Step, ...] = ()
    points: tuple[Number, ...] | None = None
    whole_deal: WholeDeal | None = None


@dataclass(frozen=True, slots=True)
class LessonRun:
    """A lesson in progress: the rules' state and the index of the next step."""

    lesson: Lesson
    rules: Any
    state: Any
    index: int = 0

    @property
    def step(self) -> Step | None:
        """The next step, or None once every step is made."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def learners_turn(self) -> bool:
        """Whether the next step is the learner's."""
        step = self.step
        return step is not None and step.action.seat == self.lesson.learner

    @property
    def done(self) -> bool:
        """Whether every step has been made."""
        return self.index >= len(self.lesson.steps)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of the learner's attempted move.

    Attributes:
        run: the run after it (unchanged unless ``accepted``).
        events: the rules' events of an accepted move.
        reason: the rules' refusal, or None.
        off_lesson: the move is legal but not the one this lesson asks for (refused by
            the lesson, not the rules; the state is unchanged).
    """

    run: LessonRun
    events: tuple[Any, ...] = ()
    reason: Enum | None = None
    off_lesson: bool = False

    @property
    def accepted(self) -> bool:
        """Whether the move was the expected one and the rules took it."""
        return self.reason is None and not self.off_lesson


def start(rules: Any, lesson: Lesson) -> LessonRun:
    """The lesson at its position.

    Raises:
        ValueError: a whole deal (it has no position), or the position does not build.
    """
    if lesson.position is None:
        raise ValueError(f"lesson {lesson.id} is a whole deal: it has no position")
    return LessonRun(lesson, rules, lesson.position())


def attempt(run: LessonRun, action: Any) -> Outcome:
    """Try ``action`` through the rules: the expected move goes on, a move the rules refuse
    gives their reason, a legal move other than the expected one is off the lesson."""
    step = run.step
    try:
        transition = run.rules.apply(run.state, action)
    except IllegalAction as error:
        return Outcome(run, reason=error.reason)
    if step is None or action != step.action:
        return Outcome(run, off_lesson=True)
    return Outcome(replace(run, state=transition.state, index=run.index + 1),
                   tuple(transition.events))


def play_scripted(run: LessonRun) -> tuple[LessonRun, tuple[Any, ...]]:
    """Make the other seats' scripted moves up to the learner's next move or the end.

    Raises:
        IllegalAction: a scripted move the rules refuse (a broken lesson: ``verify`` finds it).
    """
    events: list[Any] = []
    while not run.done and not run.learners_turn:
        step = run.step
        assert step is not None
        transition = run.rules.apply(run.state, step.action)
        events.extend(transition.events)
        run = replace(run, state=transition.state, index=run.index + 1)
    return run, tuple(events)


@dataclass(frozen=True, slots=True)
class Course:
    """A game's lessons in order: what ``GameInfo.lessons`` returns."""

    game: str
    lessons: tuple[Lesson, ...] = field(default=())

    def get(self, lesson_id: str) -> Lesson:
        """The lesson ``lesson_id``.

        Raises:
            KeyError: no such lesson in this course.
        """
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)


def verify(info: GameInfo, lesson: Lesson) -> list[str]:
    """Play ``lesson``'s solution through the rules and try each wrong move it guards
    against; every problem in plain English (empty: the lesson holds).

    A whole deal is played to its end by its bots at every seat (the learner's too).
    """
    if lesson.whole_deal is not None:
        return _verify_whole_deal(info, lesson.whole_deal)
    problems: list[str] = []
    try:
        run = start(info.rules, lesson)
    except ValueError as error:
        return [f"the position does not build: {error}"]
    while not run.done:
        try:
            run, _events = play_scripted(run)
        except IllegalAction as error:
            return [*problems, f"step {run.index + 1}: a scripted move is refused: {error}"]
        step = run.step
        if step is None:
            break
        for wrong in step.wrong:
            outcome = attempt(run, wrong.action)
            if outcome.reason is not wrong.reason:
                got = "accepted" if outcome.reason is None else outcome.reason.name
                problems.append(f"step {run.index + 1}: {wrong.action} should be refused "
                                f"with {wrong.reason.name}, was {got}")
            if outcome.run.state is not run.state:
                problems.append(f"step {run.index + 1}: {wrong.action} changed the state")
        outcome = attempt(run, step.action)
        if not outcome.accepted:
            why = outcome.reason.name if outcome.reason is not None else "off the lesson"
            return [*problems, f"step {run.index + 1}: the expected {step.action} is "
                               f"refused ({why})"]
        run = outcome.run
    if lesson.points is not None:
        points = tuple(info.rules.points(run.state))
        if points != tuple(lesson.points):
            problems.append(f"the points at the end are {points}, the lesson says "
                            f"{tuple(lesson.points)}")
    question = lesson.question
    if not 0 <= question.answer < len(question.choices) or len(question.choices) < 2:
        problems.append("the question's answer is not one of its choices")
    return problems


def _verify_whole_deal(info: GameInfo, deal: WholeDeal) -> list[str]:
    rules = info.rules
    if deal.seats not in info.seats:
        return [f"{deal.seats} seats is not a table of {info.name}"]
    state = rules.new_deal(seats=deal.seats, dealer=deal.dealer, seed=deal.seed, number=0,
                           options=info.default_options)
    bots = [info.bots[deal.bots]() for _ in range(deal.seats)]
    for turn in range(2000):  # far beyond any deal: a stalled deal is a problem, not a hang
        seat = rules.to_act(state)
        if seat is None:
            return []
        action = bots[seat].choose(rules.observe(state, seat),
                                   random.Random(f"{deal.seed}:{seat}:{turn}"))
        try:
            state = rules.apply(state, action).state
        except IllegalAction as error:
            return [f"a bot's move is refused: {error}"]
    return ["the whole deal did not end"]


def hint_card(run: LessonRun) -> Sequence[Any]:
    """The cards of the learner's expected move (what a hint points at); empty for a pass."""
    step = run.step
    return tuple(step.action.cards) if step is not None and run.learners_turn else ()
