"""The Learn to Play panel beside a lesson's table: the course, the lesson, the hint, the
check at the end. Names no game: it reads a ``LessonFlow`` and its ``LessonSession``.

Keyboard: Tab reaches the course list (a lesson chosen with the arrows opens, and the
list keeps the keys), the answers (Space or Enter
gives one) and the buttons; the table keeps its keys. A hint and the check's result are
said to a screen reader as they change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..models.lesson_flow import LessonFlow, lesson_text
from ..models.table_flow import TableFlow
from .accessibility import announce
from .game_window_parts import FRAME_ROOM, free_area
from .wrapped_lines import wrap_lines

DONE_MARK = "✓"
COURSE_HANG = r"\S?\s*\d+\.\s+"
"""The leading part of a course row (its mark and number): its wrapped lines go under
the title after it."""
"""The completion mark beside a lesson's title (the same in every language)."""


class LessonPanel(QDockWidget):
    """The course and the open lesson, docked beside the lesson's table.

    Args:
        flow: the course's flow, its lesson open (``flow.session`` made).
        table: the lesson's table flow (its presenter says a refusal in words; the hint
            points at a card through its ``choose``/``select``).
        status: the lesson window's bar (a refusal stays on it).
        parent: the lesson's window.

    Signals:
        openLesson(index): the learner asked for lesson ``index`` (or the same one again).
        chooseLesson(index): the learner chose lesson ``index`` in the course list (a
            click, the arrow keys); it opens with the list keeping the keys.
    """

    openLesson = Signal(int)
    chooseLesson = Signal(int)

    WIDEST = 300
    """The lesson's width beside the side panel, where the screen has room for both."""

    def __init__(self, flow: LessonFlow, table: TableFlow, status: QLabel, *,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow, self.table, self.status = flow, table, status
        self.setObjectName("lessonPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setTitleBarWidget(QWidget(self))  # the window's title names the lesson already
        body = QWidget(self)
        body.setObjectName("SidePanel")  # the side panel's look, in every theme
        body.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(body)
        self.course = QListWidget(body)
        self.course.setMaximumHeight(170)
        self.course.setWordWrap(True)
        self.course.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A title's second line under its first word, not under its mark and number.
        wrap_lines(self.course, hang=COURSE_HANG)
        # One click or arrow key opens the lesson chosen: a lesson highlighted while the
        # panel still showed the first one waited for a double-click nobody guessed.
        self.course.currentRowChanged.connect(self._chosen)
        self.title = QLabel(body)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold; font-size: 13pt")
        self.section = QLabel(body)
        self.section.setWordWrap(True)
        self.section.setStyleSheet("color: #6b6250; font-size: 9pt")
        self.text = QLabel(body)
        self.text.setWordWrap(True)
        self.hint = QLabel(body)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("padding: 6px; border-radius: 4px; background: #fff6d5;"
                                " color: #3b2f00")
        self.question = QLabel(body)
        self.question.setWordWrap(True)
        self.question.setStyleSheet("font-weight: bold")
        self.choices: list[QPushButton] = []
        self.choice_box = QVBoxLayout()
        for index, _choice in enumerate(flow.lesson.question.choices):
            button = QPushButton(body)
            button.setStyleSheet("text-align: left; padding: 4px")
            button.clicked.connect(lambda _=False, i=index: self.flow.answer(i))
            self.choice_box.addWidget(button)
            self.choices.append(button)
        self.result = QLabel(body)
        self.result.setWordWrap(True)
        buttons = self.buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.again = QPushButton(body)
        self.again.clicked.connect(lambda: self.openLesson.emit(self.flow.index))
        self.next = QPushButton(body)
        self.next.clicked.connect(self._next)
        buttons.addWidget(self.again)
        buttons.addWidget(self.next)
        for widget in (self.course, self.title, self.section, self.text, self.hint,
                       self.question):
            layout.addWidget(widget)
        layout.addLayout(self.choice_box)
        layout.addWidget(self.result)
        layout.addStretch(1)
        layout.addLayout(buttons)
        # The lesson scrolls once taller than the window (a long text at 200 pixels wide).
        area = QScrollArea(self)
        area.setWidget(body)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area = area
        self._now: tuple[QWidget, QWidget] | None = None
        """The first and last widget of what the learner reads or answers now (the hint,
        the check, its result): kept in view as it changes and as the window resizes."""
        self._viewport, self._margins = area.viewport(), layout.contentsMargins()
        self._viewport.installEventFilter(self)  # the answers wrap anew to its width
        self.body = body
        body.installEventFilter(self)
        self._keep_in_view = QTimer(self)
        self._keep_in_view.setSingleShot(True)
        self._keep_in_view.setInterval(0)
        self._keep_in_view.timeout.connect(
            lambda: self._now is not None and self._bring_into_view(*self._now))
        self.setWidget(area)
        area.setMinimumWidth(self.WIDEST)  # the area's, not the body's: its lines wrap
        self._said = ""
        self._mistake: Callable[[], str] | None = None
        """The last mistake's words, made again in the language of the moment."""
        self.shared: QDockWidget | None = None
        """The game's side panel, in a dock tabbed with the lesson, on a narrow screen."""
        session = flow.session
        assert session is not None
        session.stateChanged.connect(self._state_changed)
        session.refused.connect(self._refused)
        session.offLesson.connect(self._off_lesson)
        flow.changed.connect(self.refresh)
        flow.saveFailed.connect(self._save_failed)
        self.retranslate()

    # -- words ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every text in the interface language (also after Language changes)."""
        self.setWindowTitle(self.tr("Learn to Play"))
        if self.shared is not None:
            self.shared.setWindowTitle(self.tr("Game"))
        self.course.setAccessibleName(self.tr("Lessons"))
        self.hint.setAccessibleName(self.tr("Hint"))
        self.again.setText(self.tr("&Start Again"))
        self.next.setText(self.tr("&Next Lesson"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @Slot()
    def refresh(self) -> None:
        """Show the course's marks and the open lesson, its hint and its check."""
        flow = self.flow
        self.course.blockSignals(True)
        self.course.clear()
        for number, lesson in enumerate(flow.course.lessons, start=1):
            mark = DONE_MARK if flow.completed(lesson) else " "
            item = QListWidgetItem(f"{mark} {number}. {lesson_text(lesson.title)}")
            done = self.tr("complete") if flow.completed(lesson) else self.tr("not done yet")
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         f"{number}. {lesson_text(lesson.title)}, {done}")
            self.course.addItem(item)
        self.course.setCurrentRow(flow.index)
        self.course.blockSignals(False)
        lesson = flow.lesson
        self.title.setText(lesson_text(lesson.title))
        self.section.setText(self._source(lesson_text(lesson.section)))
        self.text.setText(lesson_text(lesson.text))
        self._show_hint()
        self._show_check()
        self.next.setEnabled(flow.index + 1 < len(flow.course.lessons))

    def _source(self, cited: str) -> str:
        """Where the lesson comes from, in the player's terms: the Rules window (F1) by its
        title and the section as it shows it ("Source: Rules of Comet (F1), §03"), not the
        rule card's number ("rule card 004 §03"), which no window shows. ``cited`` is the
        lesson's section, translated: the card's number, then its sections, if any."""
        _card, _, sections = cited.partition(" ")
        rules = self.table.presenter.rules_title()
        if not sections:  # a whole deal cites the whole card
            return self.tr("Source: %1 (F1)").replace("%1", rules)
        return self.tr("Source: %1 (F1), %2").replace("%1", rules).replace("%2", sections)

    def _show_hint(self) -> None:
        text, _cards = self.flow.hint()
        session = self.flow.session
        if self._mistake is not None:
            shown = self._mistake()
        elif text:
            shown = self.tr("Your move: %1").replace("%1", text)
        elif session is not None and session.done:
            shown = self.tr("Well played. Now answer the question below.")
        elif self.flow.lesson.whole_deal is not None:
            shown = self.tr("Play the deal through; the bar under the table says what you "
                            "may do, and H gives a hint.")
        else:
            shown = self.tr("Watch the other players.")
        self.hint.setText(shown)
        if shown != self._said:
            self._said = shown
            announce(self.hint, shown)
            if not self.flow.ready_for_check():  # the check brings itself into view
                self._bring_into_view(self.hint, self.hint)

    def _show_check(self) -> None:
        flow = self.flow
        question = flow.lesson.question
        ready = flow.ready_for_check()
        self.question.setVisible(ready)
        self.question.setText(lesson_text(question.text))
        for button in self.choices:
            button.setVisible(ready)
        self._fit_choices()
        self.result.setVisible(ready and flow.answered is not None)
        if ready and flow.answered is None:  # "Now answer the question below", and it
            self._bring_into_view(self.hint, self.choices[-1])
        if not ready or flow.answered is None:
            return
        if flow.answered == question.answer:
            text = self.tr("%1 Right: the lesson is complete.").replace("%1", DONE_MARK)
        else:
            text = self.tr("Not quite. Try another answer.")
        explain = lesson_text(question.explain) if flow.answered == question.answer else ""
        self.result.setText(f"{text} {explain}".strip())
        announce(self.result, self.result.text())
        session = flow.session
        if session is not None and (stopped := session.stopped_status()):
            self.status.setText(stopped)  # the bar follows the answer ("complete")
        self._bring_into_view(self.result, self.next)

    def _fit_choices(self) -> None:
        """Each answer in lines as wide as the panel leaves it: a button's text does not
        wrap by itself, and the widest answer widened the lesson past the panel (231 of
        186 pixels in French at 800×560), its title and text running into the edge."""
        room = self._viewport.width() - self._margins.left() - self._margins.right()
        for button, choice in zip(self.choices, self.flow.lesson.question.choices,
                                  strict=True):
            text = lesson_text(choice)
            metrics = button.fontMetrics()
            button.setText(text)
            chrome = button.sizeHint().width() - _width(metrics, text)
            button.setText(_wrapped(text, metrics, room - chrome))
            button.setAccessibleName(text)  # said as one sentence, not line by line

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._viewport:
            self._fit_choices()
        if event.type() == QEvent.Type.Resize and watched in (self._viewport, self.body) \
                and self._now is not None:
            # Another window size: what is read now stays seen, once the area has placed
            # the body anew (it does after the view's resize, the body's lines after that).
            self._keep_in_view.start()
        return super().eventFilter(watched, event)

    def _bring_into_view(self, first: QWidget, last: QWidget) -> None:
        """Scroll the lesson so ``first`` down to ``last`` (widgets of the body) are in
        view, as little as it takes; where they are taller than the view, from the top of
        ``first``. At 800×560 the hint ("Your move: …") was cut at the panel's foot, and
        the check appeared out of view under "Now answer the question below"."""
        self._now = (first, last)
        if not self.body.isVisible():
            return  # placed when shown (the view's resize)
        # The check or the hint has just been shown or rewrapped: the body's layout and the
        # area's range are made now, not at the next turn of the loop, so the places are
        # those the learner will see.
        layout = self.body.layout()
        assert layout is not None
        layout.activate()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        margin = self._margins.top()
        top = first.mapTo(self.body, QPoint(0, 0)).y() - margin
        bottom = last.mapTo(self.body, QPoint(0, last.height())).y() + margin
        bar, view = self.area.verticalScrollBar(), self._viewport.height()
        value = bar.value()
        if top < value or bottom - top > view:
            value = top
        elif bottom > value + view:
            value = bottom - view
        bar.setValue(value)

    def in_view(self, widget: QWidget) -> bool:
        """Whether the whole of ``widget`` (a widget of the body) is inside the lesson's
        view (not scrolled above or below it)."""
        top = widget.mapTo(self._viewport, QPoint(0, 0)).y()
        return widget.isVisibleTo(self) and top >= 0 and \
            top + widget.height() <= self._viewport.height()

    # -- what happened --------------------------------------------------------------------
    @Slot()
    def _state_changed(self) -> None:
        self._mistake = None
        self._show_hint()
        _text, cards = self.flow.hint()
        table = self.table
        if len(cards) == 1 and cards[0] in table.playable() and table.current != cards[0]:
            table.choose(cards[0])  # Enter plays the lesson's card
        if self.flow.ready_for_check() != self.question.isVisibleTo(self):
            self._show_check()
            if self.flow.ready_for_check():
                self.choices[0].setFocus()  # the keyboard goes to the check

    @Slot(object, object)
    def _refused(self, _action: Any, reason: Any) -> None:
        _text, cards = self.flow.hint()
        self._mistake = lambda: (f"{self.table.presenter.refusal(reason)} "
                                 f"{self.flow.hint()[0]}").strip()
        self._show_hint()
        self._point_at(cards)

    @Slot(object, object)
    def _off_lesson(self, _action: Any, _expected: Any) -> None:
        _text, cards = self.flow.hint()
        off = self.tr("The rules allow that, but this lesson asks for another move.")
        self._mistake = lambda: (self.tr("The rules allow that, but this lesson asks for "
                                         "another move.") + " " + self.flow.hint()[0]).strip()
        self._show_hint()
        self._point_at(cards)
        # The bar says it too: it kept the refusal of the card before ("You must follow
        # the suit led") under a panel saying this card is allowed.
        self.status.setText(off)

    def _point_at(self, cards: tuple[Any, ...]) -> None:
        """The hint's card becomes the table's chosen card (Enter plays it); a give's
        cards are selected (Confirm gives them)."""
        said = self.status.text()  # the rules' refusal stays on the bar
        if len(cards) > 1:
            self.table.select(frozenset(cards))
        elif cards:
            self.table.choose(cards[0])
        self.status.setText(said)

    @Slot(str)
    def _save_failed(self, message: str) -> None:
        self.result.setText(self.tr("The lesson is complete, but it could not be saved: %1")
                            .replace("%1", message))
        self.result.setVisible(True)

    def _chosen(self, row: int) -> None:
        # ``refresh`` marks the open lesson with its signals blocked: only a choice of
        # the learner's comes here. Which lesson is shown is the flow's (``flow.index``).
        if 0 <= row != self.flow.index:
            self.chooseLesson.emit(row)

    def _next(self) -> None:
        if self.flow.index + 1 < len(self.flow.course.lessons):
            self.openLesson.emit(self.flow.index + 1)


def _width(metrics: QFontMetrics, line: str) -> int:
    """How wide a button draws ``line`` (its size hint's measure, mnemonics and all)."""
    return metrics.size(Qt.TextFlag.TextShowMnemonic, line).width()


def _wrapped(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` broken between words into lines of at most ``width`` pixels (a word
    wider than that keeps a line of its own)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and _width(metrics, f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


def dock_beside(window: QMainWindow, panel: LessonPanel, side: QWidget) -> None:
    """Dock ``panel`` at the right of ``window``, beside the game's side panel ``side``
    where the screen has room for both (a 1090-pixel window: table 584, side panel 200,
    lesson 300); else ``side`` goes into a dock of its own, tabbed with the lesson, which
    then takes the side panel's width, so the window and its frame fit an 800×560 screen."""
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    room = free_area(window).width() - FRAME_ROOM.width()
    if window.minimumSizeHint().width() <= room:
        return
    window.setProperty("sharedDock", True)  # no separator (game_look)
    window.setStyleSheet(window.styleSheet())  # the sheet matched anew with the property
    shared = QDockWidget(window)
    shared.setObjectName("gamePanel")
    shared.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    shared.setTitleBarWidget(QWidget(shared))
    shared.setWidget(side)  # out of the window's row: the table takes its width
    panel.shared = shared
    panel.widget().setMinimumWidth(side.minimumWidth())
    panel.buttons.setDirection(QBoxLayout.Direction.TopToBottom)  # Start Again over Next
    window.setTabPosition(Qt.DockWidgetArea.RightDockWidgetArea,
                          QTabWidget.TabPosition.North)
    window.tabifyDockWidget(panel, shared)
    panel.retranslate()
    panel.raise_()  # the lesson shows first
