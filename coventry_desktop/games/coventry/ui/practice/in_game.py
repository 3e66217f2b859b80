"""Practice mode in a game: a person's card asks for its call before the call is shown.

Calls never gate a move (seed 000 §04, EC-12): the card is already played when the
question appears, and a wrong or missing answer changes nothing on the table. This
object only asks, keeps score, speaks the right call and saves progress.

QtCore only (model level). The rhyme panel drives it: it calls :meth:`GamePractice.ask`
for each card that falls and shows a
:class:`~coventry_desktop.games.coventry.ui.practice.in_game_box.PracticeBox`.
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject, Signal

from .....engine import Card
from .....models import GameController
from .....speech import Speaker
from ...practice.quiz import Choice, Prompt, make_choices
from .progress import Attempt, ProgressStore, Session, new_session

log = logging.getLogger(__name__)


class GamePractice(QObject):
    """Asks a person for the call of each card they play, when the game's setup says so.

    Args:
        controller: the game.
        speaker: says the right call after each answer.
        store: where the game's practice session is saved (``None``: not saved).
        rng: the order of choices and the near misses (seed it in tests).

    Signals:
        asked(object prompt, object choices, object card, int seat): a question is waiting.
        answered(bool correct, str call, int seat): the question was answered (or
            missed, because the same person played again first); ``call`` is the right one.
        scoreChanged(int right, int asked): after each answer.
    """

    asked = Signal(object, object, object, int)
    answered = Signal(bool, str, int)
    scoreChanged = Signal(int, int)

    def __init__(self, controller: GameController, speaker: Speaker,
                 store: ProgressStore | None, *, rng: random.Random | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.speaker = speaker
        self._store = store
        self._rng = rng or random.Random()
        self._pending: tuple[Prompt, int] | None = None
        self._session: Session | None = None
        self._right = 0
        self._asked = 0
        self._forced: bool | None = None
        controller.gameStarted.connect(self._new_game)

    def is_active(self) -> bool:
        """Whether this game asks for calls (the new game dialog's practice switch)."""
        if self._forced is not None:
            return self._forced
        setup = self._controller.setup
        return setup is not None and setup.practice

    def set_active(self, active: bool | None) -> None:
        """Turn practice on or off for the game in progress (``None``: follow the setup)."""
        self._forced = active
        if not self.is_active() and self._pending is not None:
            self._pending = None
        self.scoreChanged.emit(self._right, self._asked)  # the panel shows or hides its box

    def score(self) -> tuple[int, int]:
        """(right, asked) in this game."""
        return self._right, self._asked

    def restore_score(self, right: int, asked: int) -> None:
        """Continue a resumed game's score (the autosave keeps it, QA F30)."""
        self._right, self._asked = right, asked
        self.scoreChanged.emit(right, asked)

    def pending(self) -> Prompt | None:
        """The question waiting for an answer, if any."""
        return self._pending[0] if self._pending else None

    def ask(self, seat: int, card: Card, position: int, *, language: str,
            style: str = "rhymes") -> bool:
        """Called by the panel as ``card`` falls; returns whether the call is asked for.

        Asks only for a person's card while practice is on. A question still open is
        counted as missed first: the person moved on to their next card.
        """
        if not self.is_active() or not self._controller.is_human(seat):
            return False
        if self._pending is not None:
            self.answer(False)
        prompt = Prompt(card.rank, position, language, style)
        choices: tuple[Choice, ...] = make_choices(prompt, self._rng)
        self._pending = (prompt, seat)
        if self._session is None or self._session.language != language:
            self._session = new_session(source="game", language=language, style=style)
        self.asked.emit(prompt, choices, card, seat)
        return True

    def answer(self, correct: bool) -> None:
        """The person answered the waiting question; speaks and records the right call."""
        if self._pending is None:
            return
        prompt, seat = self._pending
        self._pending = None
        self._right += correct
        self._asked += 1
        self.speaker.say(prompt.answer, prompt.language)
        self._record(Attempt(prompt.position, correct))
        self.answered.emit(correct, prompt.answer, seat)
        self.scoreChanged.emit(self._right, self._asked)

    def _record(self, attempt: Attempt) -> None:
        if self._session is None:
            return
        self._session = self._session.with_attempt(attempt)
        if self._store is None:
            return
        try:
            self._store.save_session(self._session)
        except OSError as error:
            # Practice never stops the game: the answer still counts on screen.
            log.warning("practice progress not saved: %s", error)

    def _new_game(self) -> None:
        self._pending = None
        self._session = None
        self._forced = None
        self._right = self._asked = 0
        self.scoreChanged.emit(0, 0)
