"""One quiz question on screen: pick the call from four choices, or type it.

Shared by the drill and the in-game rhyme panel. The widget only shows and collects;
the owner decides what a prompt is, speaks the answer and keeps score.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .....engine import Card
from ...practice.quiz import Choice, Kind, Prompt, matches

CHOOSE = "choose"
TYPE = "type"
MODES = (CHOOSE, TYPE)

_RIGHT_STYLE = "background-color: #2e7d32; color: white; font-weight: bold;"
_WRONG_STYLE = "background-color: #c62828; color: white;"


class _AnswerLine(QLineEdit):
    """The typed answer's field: its Enter checks the answer and goes no further."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # QLineEdit passes Enter on to its dialog, whose default button ("Next")
            # would skip the answer just shown; a second Enter, on "Next", goes on.
            event.accept()


class _ChoiceButton(QPushButton):
    """A choice's button whose sentence wraps to the button's width, as many lines as it
    takes: a ``QPushButton`` draws one line, which the calls tab of an 800×560 window cut
    on both sides ("ere's as good a Jack as c…"). The sentence is drawn by a label inside
    the button (which lets the clicks through to it) and is the button's accessible
    name; ``choice_text()`` gives it."""

    PADDING = 6
    """Pixels between the button's edge and its sentence, each side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label = QLabel(self)
        self._label.setWordWrap(True)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._label.setObjectName("choiceText")
        inside = QVBoxLayout(self)
        inside.setContentsMargins(self.PADDING, self.PADDING // 2, self.PADDING,
                                  self.PADDING // 2)
        inside.addWidget(self._label)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # the layouts ask the policy
        self.setSizePolicy(policy)

    def set_choice_text(self, text: str) -> None:
        """Show ``text`` (plain text, wrapped) as the button's sentence."""
        self._label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def choice_text(self) -> str:
        """The sentence as shown."""
        return self._label.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        inner = max(1, width - 2 * self.PADDING)
        return max(self.minimumHeight(), self._label.heightForWidth(inner) + self.PADDING)

    def sizeHint(self) -> QSize:
        width = self._label.sizeHint().width() + 2 * self.PADDING
        return QSize(width, self.heightForWidth(max(self.width(), 1)))

    def minimumSizeHint(self) -> QSize:
        # As narrow as one word wants (the label's least width), never the whole line.
        width = self._label.minimumSizeHint().width() + 2 * self.PADDING
        return QSize(width, self.heightForWidth(max(self.width(), width)))


class QuizWidget(QWidget):
    """Asks one :class:`Prompt`; emits ``answered(correct, given)`` once per prompt.

    Args:
        card_size: the size of the card shown beside the question.
        columns: how many columns the four choices take.
        keys: where the keys 1-4 choose an answer (a ``Qt.ShortcutContext``).

    Signals:
        answered(bool, str): whether the answer was right, and the sentence given
            ("" when the time ran out).
    """

    answered = Signal(bool, str)

    def __init__(self, parent: QWidget | None = None, *, card_size: QSize | None = None,
                 columns: int = 2,
                 keys: Qt.ShortcutContext = Qt.ShortcutContext.WidgetWithChildrenShortcut,
                 ) -> None:
        super().__init__(parent)
        self._prompt: Prompt | None = None
        self._choices: tuple[Choice, ...] = ()
        self._done = True
        self._card_size = card_size or QSize(72, 104)

        self._card = QLabel(self)
        self._card.setFixedSize(self._card_size)
        self._card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._question = QLabel(self)
        self._question.setWordWrap(True)
        # Neither the question nor the choices may widen their parent: in the calls
        # panel that made the panel, and the table beside it, jump (QA F26).
        self._question.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._question.setObjectName("question")
        font = self._question.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self._question.setFont(font)
        header = QHBoxLayout()
        header.addWidget(self._card)
        header.addWidget(self._question, 1)

        self._buttons = [_ChoiceButton(self) for _ in range(4)]
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)  # the choices as wide as the quiz: no clipping
        for index, button in enumerate(self._buttons):
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _checked=False, i=index: self._choose(i))
            grid.addWidget(button, index // columns, index % columns)
            shortcut = QShortcut(QKeySequence(str(index + 1)), self)
            # The owner says where: the drill and the game's calls panel pass
            # WindowShortcut, so 1-4 answer from anywhere in their window (#12).
            shortcut.setContext(keys)
            shortcut.activated.connect(lambda i=index: self._choose(i))
        self._choice_panel = QWidget(self)
        self._choice_panel.setLayout(grid)

        self._typed = _AnswerLine(self)
        self._check = QPushButton(self)
        self._typed.returnPressed.connect(self._submit_typed)
        self._check.clicked.connect(self._submit_typed)
        typing = QHBoxLayout()
        typing.setContentsMargins(0, 0, 0, 0)
        typing.addWidget(self._typed, 1)
        typing.addWidget(self._check)
        self._type_panel = QWidget(self)
        self._type_panel.setLayout(typing)

        self._feedback = QLabel(self)
        self._feedback.setWordWrap(True)
        self._feedback.setTextFormat(Qt.TextFormat.RichText)
        self._feedback.setObjectName("feedback")

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self._choice_panel)
        layout.addWidget(self._type_panel)
        layout.addWidget(self._feedback)
        self._mode = CHOOSE
        self._type_panel.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the widget's own texts in the UI language."""
        self._check.setText(self.tr("Check"))
        self._typed.setPlaceholderText(self.tr("Type the call, then press Enter"))
        self._update_question()

    # -- asking ---------------------------------------------------------------------

    def ask(self, prompt: Prompt, choices: tuple[Choice, ...], *, mode: str = CHOOSE,
            card: Card | None = None) -> None:
        """Show a new question.

        Args:
            prompt: what is asked; ``prompt.answer`` is the right call.
            choices: the four sentences (from :func:`make_choices`), ignored in TYPE mode.
            mode: CHOOSE or TYPE.
            card: the card to show (the card just played, or one of the prompt's rank).

        Raises:
            ValueError: unknown ``mode``.
        """
        if mode not in MODES:
            raise ValueError(f"unknown quiz mode {mode!r}; expected one of {MODES}")
        self._prompt, self._choices, self._mode, self._done = prompt, choices, mode, False
        self._choice_panel.setVisible(mode == CHOOSE)
        self._type_panel.setVisible(mode == TYPE)
        for number, (button, choice) in enumerate(zip(self._buttons, choices, strict=False),
                                                  start=1):
            # The key that chooses it, before it: 1-4 answer as well as a click.
            button.set_choice_text(f"{number}  {choice.text}")
            button.setStyleSheet("")
            button.setEnabled(True)
        self._typed.clear()
        self._typed.setEnabled(True)
        self._check.setEnabled(True)
        self._feedback.clear()
        self._show_card(card)
        self._update_question()
        if mode == TYPE:
            self._typed.setFocus()

    def _show_card(self, card: Card | None) -> None:
        if card is None:
            self._card.hide()
            return
        self._card.show()
        try:
            from .....widgets.cards import renderer

            self._card.setPixmap(renderer().pixmap(card, self._card_size,
                                                   self.devicePixelRatioF()))
        except (ImportError, RuntimeError):
            # No card faces compiled (a bare checkout): the card's name still says it.
            self._card.setText(str(card))

    def _update_question(self) -> None:
        if self._prompt is None:
            self._question.clear()
            return
        questions = {
            1: self.tr("Which call goes with this card, the lead (1st card of the quartet)?"),
            2: self.tr("Which call goes with this card, the 2nd of its quartet?"),
            3: self.tr("Which call goes with this card, the 3rd of its quartet?"),
            4: self.tr("Which call goes with this card, the 4th of its quartet?"),
        }
        self._question.setText(questions[self._prompt.position])

    # -- answering ------------------------------------------------------------------

    def mode(self) -> str:
        """CHOOSE or TYPE: how the question on screen is answered."""
        return self._mode

    def is_waiting(self) -> bool:
        """Whether a question is shown and not answered yet."""
        return not self._done

    def choices(self) -> tuple[Choice, ...]:
        """The four choices as shown, in button order."""
        return self._choices

    def answer_with(self, index: int) -> None:
        """Pick choice ``index`` (0..3), as a click on its button does."""
        self._choose(index)

    def type_answer(self, text: str) -> None:
        """Type ``text`` and press Check, as a person would."""
        self._typed.setText(text)
        self._submit_typed()

    def time_out(self) -> None:
        """The time ran out: counts as wrong and shows the right call."""
        if not self._done:
            self._finish(False, "")

    def _choose(self, index: int) -> None:
        if self._done or self._mode != CHOOSE or index >= len(self._choices):
            return
        choice = self._choices[index]
        self._finish(choice.kind is Kind.RIGHT, choice.text, chosen=index)

    def _submit_typed(self) -> None:
        if self._done or self._mode != TYPE or self._prompt is None:
            return
        typed = self._typed.text()
        if not typed.strip():
            return  # an accidental Enter is not an answer
        self._finish(matches(typed, self._prompt.answer), typed)

    def _finish(self, correct: bool, given: str, *, chosen: int | None = None) -> None:
        assert self._prompt is not None
        self._done = True
        for index, (button, choice) in enumerate(zip(self._buttons, self._choices,
                                                     strict=False)):
            button.setEnabled(False)
            if choice.kind is Kind.RIGHT:
                button.setStyleSheet(_RIGHT_STYLE)
            elif index == chosen:
                button.setStyleSheet(_WRONG_STYLE)
        self._typed.setEnabled(False)
        self._check.setEnabled(False)
        answer = self._prompt.answer.replace("&", "&amp;").replace("<", "&lt;")
        if correct:
            verdict = self.tr("Right!")
            colour = "#2e7d32"
        elif given:
            verdict = self.tr("Not quite.")
            colour = "#c62828"
        else:
            verdict = self.tr("Time is up.")
            colour = "#c62828"
        self._feedback.setText(
            f'<span style="color:{colour}; font-weight:bold">{verdict}</span><br>'
            f'<span style="font-size:large; font-weight:bold">{answer}</span>')
        self.answered.emit(correct, given)

    def feedback_text(self) -> str:
        """The verdict and the right call as shown, in plain text (tests, accessibility)."""
        document = QTextDocument()
        document.setHtml(self._feedback.text())
        return document.toPlainText()
