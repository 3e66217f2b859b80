"""Practice mode in a game: a person's card asks for its call before the call is shown.

Calls never gate a move (seed 000 §04, EC-12): the card is already played when the
question appears, and a wrong or missing answer changes nothing on the table. This
object only asks, keeps score, speaks the right call and saves progress.

QtCore only (model level). The rhyme panel drives it: it calls :meth:`GamePractice.ask`
for each card that falls and shows a
:class:`~coventry_desktop.games.coventry.ui.practice.in_game_box.PracticeBox`. It reads the
game through a ``CallsSource``, so it asks only a person at the screen:
in pass-and-play a question whose person is no longer at the screen is withdrawn.
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject, Signal, Slot

from .....engine import Card
from .....speech import Speaker
from ...practice.quiz import Choice, Prompt, make_choices
from ..calls_source import Called, CallsSource
from .progress import Attempt, ProgressStore, Session, new_session

log = logging.getLogger(__name__)


class GamePractice(QObject):
    """Asks a person for the call of each card they play, when the game says so.

    Args:
        game: the game as the calls see it (a ``CallsSource``).
        speaker: says the right call after each answer.
        store: where the game's practice session is saved (``None``: not saved).
        rng: the order of choices and the near misses (seed it in tests).

    Signals:
        asked(object prompt, object choices, object card, int seat): a question is waiting.
        answered(bool correct, str call, int seat): the question was answered (or
            missed, because the same person played again first); ``call`` is the right one.
        withdrawn(str call, int seat): the question was taken back unanswered and not
            counted: practice was switched off, its card taken back, or its person left
            the screen (pass-and-play); ``call`` may be shown now.
        scoreChanged(int right, int asked): after each answer.
    """

    asked = Signal(object, object, object, int)
    answered = Signal(bool, str, int)
    withdrawn = Signal(str, int)
    scoreChanged = Signal(int, int)

    def __init__(self, game: CallsSource, speaker: Speaker,
                 store: ProgressStore | None, *, rng: random.Random | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = game
        self.speaker = speaker
        self.store = store
        """Where answers are saved (``None``: not saved)."""
        self._rng = rng or random.Random()
        self._pending: tuple[Prompt, Called] | None = None
        self._session: Session | None = None
        self._right = 0
        self._asked = 0
        self._forced: bool | None = None
        self.source.gameStarted.connect(self._new_game)
        self.source.screenChanged.connect(self._screen_changed)

    def is_active(self) -> bool:
        """Whether this game asks for calls (the new game dialog's or the panel's switch)."""
        if self._forced is not None:
            return self._forced
        return self.source.practice_on()

    def set_active(self, active: bool | None) -> None:
        """Turn practice on or off for the game in progress (``None``: follow the game);
        a question still open when it goes off is withdrawn."""
        self._forced = active
        if not self.is_active():
            self.withdraw()
        self.scoreChanged.emit(self._right, self._asked)  # the panel shows or hides its box

    def asks_for(self, seat: int) -> bool:
        """Whether a card ``seat`` plays now would be asked for: practice is on and a
        person plays it at this screen."""
        return self.is_active() and self.source.asks(seat)

    def waiting(self) -> Called | None:
        """(seat, card, position) of the card whose call is asked for, if any."""
        return self._pending[1] if self._pending else None

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
        if not self.asks_for(seat):
            return False
        if self._pending is not None:
            self.answer(False)
        prompt = Prompt(card.rank, position, language, style)
        choices: tuple[Choice, ...] = make_choices(prompt, self._rng)
        self._pending = (prompt, (seat, card, position))
        if self._session is None or self._session.language != language:
            self._session = new_session(source="game", language=language, style=style)
        self.asked.emit(prompt, choices, card, seat)
        return True

    def answer(self, correct: bool) -> None:
        """The person answered the waiting question; speaks and records the right call."""
        if self._pending is None:
            return
        prompt, (seat, _card, _position) = self._pending
        self._pending = None
        self._right += correct
        self._asked += 1
        self.speaker.say(prompt.answer, prompt.language)
        self._record(Attempt(prompt.position, correct))
        self.answered.emit(correct, prompt.answer, seat)
        self.scoreChanged.emit(self._right, self._asked)

    def withdraw(self) -> None:
        """Take the waiting question back, unanswered and not counted; its call is said
        (the table hears every call)."""
        if self._pending is None:
            return
        prompt, (seat, _card, _position) = self._pending
        self._pending = None
        self.speaker.say(prompt.answer, prompt.language)
        self.withdrawn.emit(prompt.answer, seat)

    @Slot()
    def _screen_changed(self) -> None:
        if self._pending is not None and not self.source.asks(self._pending[1][0]):
            self.withdraw()  # pass-and-play: its person's hand is behind the curtain

    def _record(self, attempt: Attempt) -> None:
        if self._session is None:
            return
        self._session = self._session.with_attempt(attempt)
        if self.store is None:
            return
        try:
            self.store.save_session(self._session)
        except OSError as error:
            # Practice never stops the game: the answer still counts on screen.
            log.warning("practice progress not saved: %s", error)

    @Slot()
    def _new_game(self) -> None:
        self._pending = None
        self._session = None
        self._forced = None
        self._right = self._asked = 0
        self.scoreChanged.emit(0, 0)
