"""The practice part of the rhyme panel: the question for a person's card, and the score."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .....engine import Card
from .....models.presentation import fill as arg
from ...practice.quiz import Choice, Prompt
from .in_game import GamePractice
from .quiz_widget import CHOOSE, TYPE, QuizWidget


class PracticeBox(QWidget):
    """Shows :class:`GamePractice`'s questions; hidden while practice is off.

    Signals:
        revealed(str): the right call may now be shown (the question was answered or
            withdrawn).
    """

    revealed = Signal(str)

    def __init__(self, practice: GamePractice, parent: QWidget | None = None, *,
                 compact: bool = False) -> None:
        super().__init__(parent)
        self.practice = practice
        # A narrow panel: one column. The keys 1-4 answer from anywhere in the window, as
        # in the drill, so a person playing from the table need not reach for the mouse.
        self.quiz = QuizWidget(self, card_size=QSize(44, 64), columns=1,
                               keys=Qt.ShortcutContext.WindowShortcut)
        if compact:  # a side panel's tab: the four choices in view on a 600-pixel screen
            quiz_layout = self.quiz.layout()
            assert quiz_layout is not None
            quiz_layout.setContentsMargins(0, 0, 0, 0)
        # Says that play goes on while a question waits, and which call was missed when
        # the person played on without answering (QA F26), until the next answer.
        self._note = QLabel(self)
        self._note.setObjectName("practiceNote")
        self._note.setWordWrap(True)
        self._note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._missed: tuple[Card, str] | None = None
        self._card: Card | None = None
        self._score = QLabel(self)
        self._score.setObjectName("practiceScore")
        self._score.setWordWrap(True)  # a long score line wraps rather than widen the panel
        self.typing = QCheckBox(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.quiz)
        layout.addWidget(self._note)
        # The score over the switch, not beside it: side by side they wanted 218 pixels
        # in French ("Formules" and "Taper la formule"), 50 more than the calls tab of an
        # 800×560 window has, and the whole tab was cut on both sides.
        layout.addWidget(self._score)
        layout.addWidget(self.typing)
        practice.asked.connect(self._asked)
        practice.answered.connect(self._answered)
        practice.withdrawn.connect(self._withdrawn)
        practice.scoreChanged.connect(self._show_score)
        self.quiz.answered.connect(lambda correct, _given: practice.answer(correct))
        self.quiz.hide()
        self._note.hide()
        self.retranslate()
        self._show_score(0, 0)

    def retranslate(self) -> None:
        """Texts in the UI language."""
        self.typing.setText(self.tr("Type the call"))
        self.typing.setToolTip(self.tr("Type each call instead of choosing it from four"))
        self.quiz.retranslate()
        self._show_note()
        self._show_score(*self.practice.score())

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def score_text(self) -> str:
        """The score line as shown."""
        return self._score.text()

    def note_text(self) -> str:
        """The line under the question as shown ("" when hidden)."""
        return self._note.text() if not self._note.isHidden() else ""

    def _asked(self, prompt: Prompt, choices: tuple[Choice, ...], card: Card, _seat: int) -> None:
        self.show()
        self.quiz.show()
        self._card = card
        self.quiz.ask(prompt, choices, mode=TYPE if self.typing.isChecked() else CHOOSE,
                      card=card)
        self._show_note()

    def _answered(self, _correct: bool, call: str, _seat: int) -> None:
        self._missed = None
        if self.quiz.is_waiting():
            # Missed: the person played on. Counted wrong, and said so with the call.
            self._missed = (self._card, call) if self._card is not None else None
            self.quiz.time_out()
        self._show_note()
        self.revealed.emit(call)

    def _withdrawn(self, call: str, _seat: int) -> None:
        # Not answered and not counted (its person left the screen, or practice went
        # off): the question goes without a word, and its call may be shown.
        self._missed = None
        self.quiz.hide()
        self._show_note()
        self.revealed.emit(call)

    def _show_note(self) -> None:
        if self._missed is not None:
            card, call = self._missed
            text = arg(self.tr("Missed (%1): %2"), card, call)
        elif self.quiz.is_waiting() and not self.quiz.isHidden():  # hidden: a new game
            text = self.tr("Play goes on: answer before your next card.")
        else:
            text = ""
        self._note.setText(text)
        self._note.setVisible(bool(text))

    def _show_score(self, right: int, asked: int) -> None:
        self.setVisible(self.practice.is_active())
        if not asked:
            self.quiz.hide()  # a new game: no question yet
            self._missed = None
            self._show_note()
        self._score.setText(arg(self.tr("Your calls: %1 of %2 right"), right, asked)
                            if asked else self.tr("Practice: your calls are asked for"))
