"""The drill: ten random (rank, position) prompts outside a game, answer shown and spoken.

Opened from the Game and Help menus. Each answer is saved at once to the practice
progress file, so closing the dialog half-way still counts what was answered.
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .....engine import Card, Suit
from .....i18n import LANGUAGE_NAMES as LANGUAGE_NAMES
from .....models.presentation import fill
from .....speech import Speaker
from ...calls import LANGUAGES
from ...practice.quiz import Choice, Prompt, drill_prompts, make_choices
from .progress import Attempt, ProgressStore, Session, new_session
from .quiz_widget import CHOOSE, TYPE, QuizWidget

log = logging.getLogger(__name__)

PROMPTS = 10
TIMERS = (0, 20, 10)  # seconds per prompt; 0 is no timer
arg = fill
"""Qt's ``%1``..``%9`` placeholders filled in one pass (``models.presentation.fill``)."""


class DrillDialog(QDialog):
    """Ten prompts in one calls language, by choice or by typing, with an optional timer.

    Args:
        speaker: says the right call after each answer.
        store: where the session is saved (``None``: not saved, e.g. a read-only home).
        language: the calls language to start with.
        style: "rhymes" or "snip-snap".
        seed: for a repeatable drill in tests; ``None`` for a fresh one each time.
    """

    def __init__(self, speaker: Speaker, store: ProgressStore | None, *, language: str = "en",
                 style: str = "rhymes", seed: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._speaker = speaker
        self._store = store
        self._style = style
        self._rng = random.Random(seed)
        self._prompts: list[Prompt] = []
        self._index = 0
        self._right = 0
        self._session: Session | None = None
        self._seconds_left = 0
        self._asked: tuple[tuple[Choice, ...], Card] | None = None  # the prompt on screen
        self._programmatic = False  # set_options is changing the options, not a person

        self._language = QComboBox(self)
        for code in LANGUAGES:
            self._language.addItem(LANGUAGE_NAMES[code], code)
        self._language.setCurrentIndex(max(0, self._language.findData(language)))
        self._mode = QComboBox(self)
        self._timer_choice = QComboBox(self)
        form = QFormLayout()
        self._language_label = QLabel(self)
        self._mode_label = QLabel(self)
        self._timer_label = QLabel(self)
        form.addRow(self._language_label, self._language)
        form.addRow(self._mode_label, self._mode)
        form.addRow(self._timer_label, self._timer_choice)
        self.speak = QCheckBox(self)  # the same switch as View → Speak the Calls
        self.speak.setChecked(speaker.is_enabled())
        self.speak.toggled.connect(speaker.set_enabled)
        speaker.enabledChanged.connect(self.speak.setChecked)
        speaker.enabledChanged.connect(self._show_note)
        speaker.notesChanged.connect(self._show_note)
        form.addRow("", self.speak)

        self._status = QLabel(self)
        self._status.setObjectName("status")
        self._clock = QLabel(self)
        self._clock.setAlignment(Qt.AlignmentFlag.AlignRight)
        status = QHBoxLayout()
        status.addWidget(self._status, 1)
        status.addWidget(self._clock)

        # The keys 1-4 answer wherever the focus is in the drill (QA F25): in a box
        # they would otherwise pick an option and restart the drill.
        self.quiz = QuizWidget(self, keys=Qt.ShortcutContext.WindowShortcut)
        self.quiz.answered.connect(self._answered)
        self._note = QLabel(self)
        self._note.setObjectName("note")
        self._note.setStyleSheet("color: palette(mid); font-style: italic;")

        self._next = QPushButton(self)
        self._next.setDefault(True)
        self._next.clicked.connect(self._advance)
        self._restart = QPushButton(self)
        self._restart.clicked.connect(self.start)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self._restart, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self._next, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(status)
        layout.addWidget(self.quiz, 1)
        layout.addWidget(self._note)
        layout.addWidget(buttons)

        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._count_down)
        self._language.currentIndexChanged.connect(self._language_changed)
        self._mode.currentIndexChanged.connect(self._mode_changed)
        self._timer_choice.currentIndexChanged.connect(self._timer_changed)
        self.retranslate()
        self.resize(560, 420)
        self.start()

    # -- texts ----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every visible text in the UI language."""
        self.setWindowTitle(self.tr("Practise the calls"))
        self._language_label.setText(self.tr("Calls in:"))
        self._mode_label.setText(self.tr("Answer by:"))
        self._timer_label.setText(self.tr("Timer:"))
        self._next.setText(self.tr("Next"))
        self._restart.setText(self.tr("Ten more"))
        self.speak.setText(self.tr("Speak the calls aloud"))
        for combo, items in (
            (self._mode, [(self.tr("choosing from four"), CHOOSE), (self.tr("typing"), TYPE)]),
            (self._timer_choice, [(self.tr("none"), 0), (self.tr("20 seconds"), 20),
                                  (self.tr("10 seconds"), 10)]),
        ):
            combo.blockSignals(True)
            current = combo.currentIndex()
            combo.clear()
            for text, data in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, current))
            combo.blockSignals(False)
        self.quiz.retranslate()
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the drill ------------------------------------------------------------------

    @property
    def language(self) -> str:
        """The calls language of the drill."""
        return str(self._language.currentData())

    def set_options(self, *, language: str | None = None, mode: str | None = None,
                    timer: int | None = None) -> None:
        """Choose language, answer mode and timer (seconds, 0 for none).

        A new language starts ten new prompts without asking; a new mode or timer
        applies to the prompt on screen, as when a person changes them.
        """
        self._programmatic = True
        try:
            for combo, value in ((self._language, language), (self._mode, mode),
                                 (self._timer_choice, timer)):
                if value is not None:
                    combo.setCurrentIndex(combo.findData(value))
        finally:
            self._programmatic = False

    def _language_changed(self) -> None:
        # A new language is a new session, so the drill starts again; answers given in
        # this one are already saved, but its score would vanish: ask first (QA F25).
        answered = self.score()[1]
        if (not self._programmatic and 0 < answered < len(self._prompts)
                and not self._confirm_restart()):
            self._language.blockSignals(True)
            self._language.setCurrentIndex(self._language.findData(self._prompts[0].language))
            self._language.blockSignals(False)
            return
        self.start()

    def _confirm_restart(self) -> bool:
        reply = QMessageBox.question(
            self, self.tr("Practise the calls"),
            self.tr("Start ten new prompts in this language? The answers you gave "
                    "stay in your progress."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return reply == QMessageBox.StandardButton.Yes

    def _mode_changed(self) -> None:
        # The prompt on screen is asked again in the new mode; nothing is thrown away.
        if self._asked is not None and self.quiz.is_waiting():
            choices, card = self._asked
            prompt = self._prompts[self._index]
            self.quiz.ask(prompt, choices, mode=str(self._mode.currentData()), card=card)
            self._focus_quiz()

    def _timer_changed(self) -> None:
        # The prompt on screen gets the new time; the drill goes on.
        if not self.quiz.is_waiting():
            return
        self._seconds_left = int(self._timer_choice.currentData() or 0)
        if self._seconds_left:
            self._tick.start()
        else:
            self._tick.stop()
        self._update_status()

    def start(self) -> None:
        """Begin ten new prompts with the current options."""
        self._speaker.clear()
        self._prompts = drill_prompts(self._rng, language=self.language, style=self._style,
                                      count=PROMPTS)
        self._index, self._right = 0, 0
        self._session = new_session(source="drill", language=self.language, style=self._style)
        self._show_note()
        self._ask()

    def _show_note(self, *_args: object) -> None:
        # "no French voice on this system": the call is still shown, the drill goes on.
        note = self._speaker.note(self.language) if self._speaker.is_enabled() else ""
        self._note.setText(note)
        self._note.setVisible(bool(note))

    def _ask(self) -> None:
        prompt = self._prompts[self._index]
        card = Card(prompt.rank, self._rng.choice(list(Suit)))
        choices = make_choices(prompt, self._rng)
        self._asked = (choices, card)
        self.quiz.ask(prompt, choices, mode=str(self._mode.currentData()), card=card)
        self._next.setEnabled(False)
        self._focus_quiz()
        self._seconds_left = int(self._timer_choice.currentData() or 0)
        if self._seconds_left:
            self._tick.start()
        self._update_status()

    def _focus_quiz(self) -> None:
        # Typing goes to the answer field (QuizWidget.ask focuses it); for choices the
        # quiz itself takes the focus, so Enter or Space cannot pick an answer by accident.
        if self.quiz.mode() != TYPE:
            self.quiz.setFocus()

    def _count_down(self) -> None:
        self._seconds_left -= 1
        if self._seconds_left <= 0:
            self._tick.stop()
            self.quiz.time_out()
        self._update_status()

    def _answered(self, correct: bool, _given: str) -> None:
        self._tick.stop()
        prompt = self._prompts[self._index]
        self._right += correct
        self._speaker.say(prompt.answer, prompt.language)
        self._record(Attempt(prompt.position, correct))
        self._next.setEnabled(True)
        self._next.setText(self.tr("Next") if self._index + 1 < len(self._prompts)
                           else self.tr("Finish"))
        self._next.setFocus()
        self._update_status()

    def _record(self, attempt: Attempt) -> None:
        if self._session is None:
            return
        self._session = self._session.with_attempt(attempt)
        if self._store is None:
            return
        try:
            self._store.save_session(self._session)
        except OSError as error:
            log.warning("practice progress not saved: %s", error)
            self._note.setText(arg(self.tr("Progress could not be saved: %1"), error))
            self._note.show()

    def _advance(self) -> None:
        if self.quiz.is_waiting():
            return
        if self._index + 1 < len(self._prompts):
            self._index += 1
            self._ask()
        else:
            self._next.setEnabled(False)
            self._update_status(finished=True)

    def _update_status(self, *, finished: bool = False) -> None:
        if not self._prompts:
            return
        if finished:
            text = arg(self.tr("Done: %1 of %2 right."), self._right, len(self._prompts))
        else:
            text = arg(self.tr("Prompt %1 of %2 · right so far: %3"), self._index + 1,
                        len(self._prompts), self._right)
        self._status.setText(text)
        self._clock.setText(arg(self.tr("%1 s left"), self._seconds_left)
                            if self._tick.isActive() else "")

    def score(self) -> tuple[int, int]:
        """(right, answered) so far in this drill."""
        return self._right, self._index + (not self.quiz.is_waiting())

    def done(self, result: int) -> None:
        """Stop the timer and the queued calls when the dialog closes."""
        self._tick.stop()
        self._speaker.clear()
        super().done(result)
