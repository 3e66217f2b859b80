"""Learn to Play on the real table: a lesson run through the game session (QtCore only).

Names no game. The lessons and their engine are pure (``engine.lessons``); here a lesson
becomes a ``GameSession`` (``LessonSession``): its deal is the lesson's position, the other
seats play the script, and the learner's move goes through ``engine.lessons.attempt``, the
rules' own ``apply``, before the session takes it: a move the rules refuse is refused with
their reason (``refused``), a legal move other than the lesson's with ``offLesson``. A whole
deal (the last lesson of a course) is an ordinary session against its bots.

``LessonFlow`` keeps a course's place: which lesson is open, the hint after a mistake, the
check at the end and the completion marks, saved through ``storage.lesson_progress``.
Tests drive both without a window.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.cards import Card
from ..engine.game import GameInfo
from ..engine.lessons import CONTEXT, Course, Lesson, LessonRun, attempt, start
from ..storage.lesson_progress import LessonProgress, LessonProgressFile
from .session import GameSession
from .setup import YOU, Occupant, SeatSetup

# A lesson's texts are marked where they are written (games/<id>/lessons.py) with
# QT_TRANSLATE_NOOP("Lessons", ...), which lupdate extracts; here they are looked up.
_lookup = QCoreApplication.translate

SEAT_LETTERS = ("A", "B", "C", "D", "E", "F", "G")
"""The other seats' names in a lesson: the rule cards' letters (the learner is "You")."""


def lesson_text(text: str) -> str:
    """``text`` (a lesson's English source) in the interface language."""
    return _lookup(CONTEXT, text) if text else ""


def lesson_seats(lesson: Lesson, seats: int) -> list[SeatSetup]:
    """The chairs of a lesson: the learner "You", the others bots named by letter."""
    level = lesson.whole_deal.bots if lesson.whole_deal is not None else "easy"
    return [SeatSetup(YOU, Occupant.HUMAN) if seat == lesson.learner
            else SeatSetup(SEAT_LETTERS[seat], Occupant.BOT, level) for seat in range(seats)]


class _Script:
    """The bot of a scripted seat: it plays the lesson's next move (its view is unused)."""

    def __init__(self, session: LessonSession) -> None:
        self._session = session

    def choose(self, view: Any, rng: random.Random) -> Any:
        del view, rng
        run = self._session.run
        step = run.step if run is not None else None
        if step is None:
            raise ValueError("the lesson has no scripted move left")
        return step.action


class LessonSession(GameSession):
    """A ``GameSession`` whose one deal is a lesson.

    Args:
        info: the game; ``lesson`` one of its course.
        seats: the table (``lesson_seats``); for a positioned lesson its size must be the
            position's.

    Signals:
        offLesson(action, expected): a legal move other than the lesson's; nothing changed.
        stepsDone(): the lesson's last step was made (a whole deal: the deal ended).
    """

    offLesson = Signal(object, object)
    stepsDone = Signal()

    def __init__(self, info: GameInfo, lesson: Lesson, seats: Sequence[SeatSetup], *,
                 bot_delay_ms: Any = lambda: 0, parent: QObject | None = None) -> None:
        deal = lesson.whole_deal
        super().__init__(info, seats, deals=1, seed=deal.seed if deal else 0,
                         first_dealer=deal.dealer if deal else 0, bot_delay_ms=bot_delay_ms,
                         parent=parent)
        self.lesson = lesson
        self.run: LessonRun | None = None
        """The lesson in progress (None for a whole deal)."""
        self.answered_right = False
        """Whether its question has been answered right since its deal (``LessonFlow``)."""
        self.next_lesson = True
        """Whether its course has a lesson after it (``LessonFlow``)."""
        self._start: Any = None
        if lesson.position is not None:
            self._bots = {seat: _Script(self) for seat in self._bots}
        else:
            self.dealEnded.connect(lambda _units: self.stepsDone.emit())

    @property
    def done(self) -> bool:
        """Whether the lesson's moves are all made (a whole deal: it is over)."""
        return self.run.done if self.run is not None else self.deal_over()

    def legal_actions(self) -> list[Any]:
        """The rules' legal actions, none once a positioned lesson's moves are all made:
        the script is over and nobody plays on, the learner included, so the table makes
        no forced move and offers no card (Comet's King lesson: the free start after K♥,
        with one card left, was played for the learner and refused as off the lesson)."""
        if self.run is not None and self.run.done:
            return []
        return super().legal_actions()

    def stopped_status(self) -> str:
        """Once a positioned lesson's moves are made, it is over, whether or not its deal
        is: the bar says so and what comes next, not the rules' situation that nobody plays
        on ("Free start: play any card") nor the series won by a lesson's deal. A whole deal
        ends as a game does. Once its question is answered right, the bar says so (it
        kept "answer its question" over the panel's "✓ Right")."""
        if self.run is None or not self.run.done:
            return ""
        if not self.answered_right:
            return self.tr("The lesson is over: answer its question, then choose Next "
                           "Lesson.")
        if self.next_lesson:
            return self.tr("The lesson is complete: choose Next Lesson.")
        return self.tr("The lesson is complete, and so is the course.")

    def _deal(self) -> None:
        if self.lesson.position is None:
            super()._deal()
            return
        self._applied = 0
        self.last_actor = None
        self.answered_right = False  # dealt again: its question is asked again
        self.deal_seeds.append(0)
        self.history.append([])
        self.run = start(self.info.rules, self.lesson)
        self.state = self._start = self.run.state
        self.stateChanged.emit()
        self._schedule()

    def deal_start(self) -> Any:
        """A positioned lesson's deal starts from its position (its record's seed is 0)."""
        return self._start

    def request(self, action: Any) -> bool:
        """The lesson's move goes on; any other is refused (the rules' reason, or off the
        lesson) and changes nothing."""
        run = self.run
        if run is None or self.state is None:
            return super().request(action)
        outcome = attempt(run, action)
        if outcome.reason is not None:
            self.refused.emit(action, outcome.reason)
            return False
        if outcome.off_lesson:
            self.offLesson.emit(action, run.step.action if run.step is not None else None)
            return False
        self.run = outcome.run
        super().request(action)  # the same rules' apply, so the session's record is kept
        if self.run.done:
            self.stepsDone.emit()
        return True

    def expected_move(self) -> Any | None:
        """The learner's next move of the lesson, when it is theirs to make."""
        run = self.run
        return run.step.action if run is not None and run.step is not None \
            and run.learners_turn else None

    def undo_target(self) -> int | None:
        """A lesson is taken back only by starting it again."""
        return None if self.run is not None else super().undo_target()

    def _schedule(self) -> None:
        if self.run is not None and self.run.done:
            self._generation += 1  # the script is over: nobody plays on
            self._timer.stop()
            return
        super()._schedule()


class LessonFlow(QObject):
    """A course's place: the open lesson, its hints and check, the completion marks.

    Args:
        info: the game; its ``lessons()`` is the course.
        progress: where the marks are kept (``LessonProgressFile(None)`` keeps none).

    Signals:
        changed(): the open lesson, a mark or the check's answer changed.
        hinted(text, cards): after a mistake, what to do and the cards to point at.
        saveFailed(message): a mark could not be written (the system's words).
    """

    changed = Signal()
    hinted = Signal(str, object)
    saveFailed = Signal(str)

    def __init__(self, info: GameInfo, progress: LessonProgressFile,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if info.lessons is None:
            raise ValueError(f"{info.name} has no lessons")
        self.info = info
        self.course: Course = info.lessons()
        self.file = progress
        self.progress: LessonProgress = progress.load()
        self.index = self._first_open()
        self.session: LessonSession | None = None
        self.answered: int | None = None
        """The choice given to the open lesson's question, or None."""

    @property
    def lesson(self) -> Lesson:
        """The open lesson."""
        return self.course.lessons[self.index]

    def completed(self, lesson: Lesson) -> bool:
        """Whether ``lesson`` is marked complete."""
        return lesson.id in self.progress.completed(self.info.id)

    def _first_open(self) -> int:
        for index, lesson in enumerate(self.course.lessons):
            if not self.completed(lesson):
                return index
        return 0

    def open(self, index: int, *, bot_delay_ms: Any = lambda: 0) -> LessonSession:
        """A new session for lesson ``index`` (0-based), not started yet.

        Raises:
            IndexError: no such lesson.
        """
        lesson = self.course.lessons[index]
        self.index, self.answered = index, None
        if lesson.whole_deal is not None:
            seats = lesson.whole_deal.seats
        else:
            assert lesson.position is not None
            seats = len(self.info.rules.points(lesson.position()))  # one entry per seat
        self.session = LessonSession(self.info, lesson, lesson_seats(lesson, seats),
                                     bot_delay_ms=bot_delay_ms)
        self.session.next_lesson = index + 1 < len(self.course.lessons)
        self.session.refused.connect(self._refused)
        self.session.offLesson.connect(self._off_lesson)
        self.session.stateChanged.connect(self._dealt_again)
        self.changed.emit()
        return self.session

    def hint(self) -> tuple[str, tuple[Card, ...]]:
        """What to do now and the cards it uses ("" and () when the learner is not to move)."""
        run = self.session.run if self.session is not None else None
        if run is None or not run.learners_turn or run.step is None:
            return "", ()
        step = run.step
        cards = tuple(step.action.cards)
        if step.hint:
            return lesson_text(step.hint), cards
        if not cards:
            return self.tr("Press Pass."), cards
        return self.tr("Play %1.").replace("%1", " ".join(map(str, cards))), cards

    def _refused(self, _action: Any, _reason: Any) -> None:
        text, cards = self.hint()
        if text:
            self.hinted.emit(text, cards)

    def _off_lesson(self, _action: Any, _expected: Any) -> None:
        text, cards = self.hint()
        self.hinted.emit(self.tr("The rules allow that, but this lesson asks for another "
                                 "move.") + " " + text, cards)

    def _dealt_again(self) -> None:
        # Play Again (Enter at the end) deals the lesson again: its check is asked again.
        if self.answered is not None and not self.ready_for_check():
            self.answered = None
            self.changed.emit()

    def ready_for_check(self) -> bool:
        """Whether the open lesson's moves are made, so its question may be answered."""
        return self.session is not None and self.session.done

    def answer(self, choice: int) -> bool:
        """Answer the open lesson's question; the right answer marks it complete (saved).

        Returns:
            Whether ``choice`` is right. Before the moves are made nothing is counted.
        """
        if not self.ready_for_check():
            return False
        self.answered = choice
        right = choice == self.lesson.question.answer
        if self.session is not None:
            self.session.answered_right = right
        if right and not self.completed(self.lesson):
            self._save(self.progress.with_done(self.info.id, self.lesson.id))
        self.changed.emit()
        return right

    def decline_offer(self) -> None:
        """The learner declined the first-start offer: it is not made again (saved)."""
        self._save(self.progress.with_declined(self.info.id))

    def offer_wanted(self) -> bool:
        """Whether to offer the course at start: nothing done and never declined."""
        return not self.progress.completed(self.info.id) and \
            self.info.id not in self.progress.declined

    def _save(self, progress: LessonProgress) -> None:
        self.progress = progress  # kept for this session even if the write fails
        try:
            self.file.save(progress)
        except OSError as error:
            self.saveFailed.emit(error.strerror or str(error))
