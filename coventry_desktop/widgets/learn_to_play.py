"""Help → Learn to Play on a game window, and the first-start offer (one line at the menu
bar's right, not a box).

Names no game: the course is ``GameInfo.lessons()``. A lesson opens in a window of its own
on the real table (a ``GameWindow`` run by a ``LessonSession``), with the lesson panel
beside it; the game window underneath is left as it was. Progress is saved per lesson in
the data folder (``storage.lesson_progress``); a damaged file is set aside and said.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ..models.game_words import game_title
from ..models.lesson_flow import LessonFlow
from ..storage.lesson_progress import LessonProgressFile
from . import speeds
from .game_window_parts import GAME_SHARE, fit_to_screen
from .lesson_panel import LessonPanel, dock_beside
from .texts import as_typed


class LearnToPlay(QObject):
    """The Learn to Play entry of one game window, its offer line and its lesson window.

    Args:
        window: the ``GameWindow`` (its ``info``, ``help_menu``, ``settings``, ``speaker``).
        data: the data folder for the progress, or None to keep none.
        offer: whether to show the first-start offer when the course is untouched.
    """

    def __init__(self, window: Any, *, data: Path | None, offer: bool = True) -> None:
        super().__init__(window)
        self.window, self.info = window, window.info
        self.progress_file = LessonProgressFile(data)
        self.lesson_window: Any = None
        self.flow: LessonFlow | None = None
        self.action = QAction(window)
        self.action.triggered.connect(lambda: self.open())
        rules = window.rules_action
        actions = window.help_menu.actions()
        after = actions[actions.index(rules) + 1] if actions.index(rules) + 1 < len(actions) \
            else None
        window.help_menu.insertAction(after, self.action)  # just after Help → Rules
        self.offer_bar: QWidget | None = None
        self.offer_text = ""
        self.menu_bar = window.menuBar()
        if offer and self._new_flow().offer_wanted():
            self._build_offer()
        window.installEventFilter(self)
        self.menu_bar.installEventFilter(self)
        self.retranslate()

    def _new_flow(self) -> LessonFlow:
        flow = LessonFlow(self.info, self.progress_file, self)
        problem = self.progress_file.problem
        if problem is not None:  # the file is kept aside and lessons start afresh
            # In the window's bar, as the autosave's and the statistics' problems: a box
            # came over the table at start, and again at each new course.
            self.window.messages.say("file:lessons", lambda: as_typed(
                self.tr("Your lesson progress could not be read.") + " " + problem.message()))
        return flow

    def _build_offer(self) -> None:
        # One line at the menu bar's right: it takes none of the table's height (a
        # 1024×600 screen keeps its table), and no box covers the window.
        bar = QWidget(self.window.menuBar())
        bar.setObjectName("GameBar")  # the window's bar look, in every theme
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 0, 2, 0)
        self.offer_row = row
        self.offer_label = QLabel(bar)
        self.offer_start = QPushButton(bar)
        self.offer_start.clicked.connect(lambda: self.open())
        self.offer_close = QPushButton(bar)
        self.offer_close.clicked.connect(self.decline)
        for button in (self.offer_start, self.offer_close):
            button.setObjectName("OfferButton")  # high contrast: no padding above the text
        row.addWidget(self.offer_label)
        row.addWidget(self.offer_start)
        row.addWidget(self.offer_close)
        self.window.menuBar().setCornerWidget(bar, Qt.Corner.TopRightCorner)
        bar.show()  # a window already shown does not show a corner set afterwards
        self.offer_bar = bar

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Learn to Play"))
        if self.offer_bar is not None:
            self.offer_text = (self.tr("New to %1? Learn it in five minutes.")
                               .replace("%1", game_title(self.info)))
            """The offer's whole sentence (its label may show it shortened)."""
            self.offer_start.setText(self.tr("Start the &Lessons"))
            self.offer_close.setText(self.tr("No, &Thanks"))
            self.offer_close.setAccessibleName(self.tr("No, thanks: do not offer the lessons "
                                                       "again"))
            self._fit_offer()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self.menu_bar and event.type() == QEvent.Type.Resize:
            self._fit_offer()  # the bar's new width, before it places its corner
        return False

    def _fit_offer(self) -> None:
        # The menus come first, then the buttons: the sentence takes the room left
        # beside them, shortened with "…" (and whole in its tooltip) where it is too
        # long (800 pixels in French), so no menu hides behind the menu bar's "»" (#24)
        # and the offer still says what it offers.
        if self.offer_bar is None:
            return
        bar, label = self.menu_bar, self.offer_label
        metrics = bar.fontMetrics()
        menus = sum(metrics.horizontalAdvance(a.text().replace("&", "")) + 24
                    for a in bar.actions() if a.isVisible())
        # The buttons as high as the menus' entries, so the bar keeps its height (it took
        # the buttons' 22 pixels, 24 in high contrast, where its menus have 19).
        high = max((bar.actionGeometry(a).height() for a in bar.actions()), default=0)
        for button in (self.offer_start, self.offer_close):
            if high > 0:
                button.setFixedHeight(high)
        buttons = self.offer_start.sizeHint().width() + self.offer_close.sizeHint().width()
        row = self.offer_row
        margins = row.contentsMargins()
        room = (bar.width() - menus - buttons - margins.left() - margins.right()
                - 2 * row.spacing() - 24)
        full = self.offer_text
        text = label.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, room)
        fits = text == full
        label.setText(text)
        label.setToolTip("" if fits else full)
        label.setVisible(room > 0 and text.strip() not in ("", "…"))
        self.offer_start.setToolTip("" if label.isVisible() else full)
        if self.offer_bar.size() != self.offer_bar.sizeHint():  # the bar places it anew
            bar.setCornerWidget(self.offer_bar, Qt.Corner.TopRightCorner)

    def _hide_offer(self) -> None:
        if self.offer_bar is not None:
            self.offer_bar.hide()
            self.offer_bar.deleteLater()
            self.offer_bar = None

    @Slot()
    def decline(self) -> None:
        """The offer's No, thanks: it goes, and is not made again."""
        self._new_flow().decline_offer()
        self._hide_offer()
        self.window.table.setFocus()

    def open(self, index: int | None = None, *, from_course: bool = False) -> Any:
        """Open the course at ``index`` (default: the first lesson not yet complete) in
        the lesson window; returns that window. ``from_course``: chosen in the course list,
        which keeps the keyboard (the next arrow key opens the next lesson), else the
        table takes it."""
        self._hide_offer()
        if self.flow is None:
            self.flow = self._new_flow()
        flow = self.flow
        index = flow.index if index is None else index
        from .game_window import GameWindow  # the window imports this module's maker

        session = flow.open(index, bot_delay_ms=lambda: speeds.ms("bot_delay"))
        presenter = self.info.ui()
        window = GameWindow(self.info, presenter, session.seats, data=None, session=session,
                            speaker=self.window.speaker, settings=self.window.settings)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.ask_before_leaving = False
        lesson = flow.lesson
        window.flow.auto_pass = lesson.whole_deal is not None  # a lesson's pass is the learner's
        name = game_title(self.info)
        window.title = lambda: self.tr("Learn to Play: %1 — Coventry Desktop").replace("%1", name)
        window.setWindowTitle(window.title())
        panel = LessonPanel(flow, window.flow, window.status, parent=window)
        dock_beside(window, panel, window.panel)
        panel.openLesson.connect(self.open)
        panel.chooseLesson.connect(lambda chosen: self.open(chosen, from_course=True))
        if lesson.whole_deal is not None:  # hints on: the hint at each of the learner's turns
            session.stateChanged.connect(lambda: window.hint.ask())
            QTimer.singleShot(0, window.hint.ask)  # the deal was dealt before this was connected
        previous = self.lesson_window
        if previous is not None:
            window.setGeometry(previous.geometry())
        else:
            # The table and its side panel as in a game, and the lesson beside them, the
            # frame inside the screen (it opened 1090 pixels wide on an 800-pixel screen).
            fit_to_screen(window, QSize(1480, 780), share=GAME_SHARE)
        self.lesson_window = window
        window.show()
        if previous is not None:
            previous.close()
        (panel.course if from_course else window.table).setFocus()
        return window
