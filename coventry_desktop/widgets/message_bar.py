"""A bar across the top of a game window for what the player must know but need not answer:
a save that failed, a data folder that cannot be written, a bot that had to be helped.

Non-modal: play goes on under it. Each message has a key (``"autosave"``, ``"folder"``
…); saying a key again replaces its line, ``clear(key)`` takes it away, and the bar hides
once it has no line. An optional button on the bar (Export the Series…) acts on the
messages; Close hides the lines shown until a new one comes.

A line and the button's text are given as a function that writes them in the UI language
(``lambda: self.tr(…)``), called again on every ``LanguageChange``: View → Language then
retranslates the bar with the rest of the window (a plain string would stay in the
language it was said in).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

Words = str | Callable[[], str]
"""A text for the bar: a function writing it in the UI language as it is when called (so
it is written again after View → Language), or a string that never changes (a name)."""


def _written(words: Words) -> str:
    return words if isinstance(words, str) else words()


class MessageBar(QFrame):
    """The window's message bar (hidden while it has nothing to say).

    Attributes:
        label: the lines, one per key, in the order they were first said.
        action: the bar's button (hidden unless ``set_action`` gave it a job).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MessageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Light amber with dark text in any theme: a warning, readable in high contrast.
        self.setStyleSheet("#MessageBar { background: #fff3cd; border: 1px solid #d39e00; }"
                           " #MessageBar QLabel { color: #3d2c00; }")
        # The lines take the bar's whole width and the button sits under them, at the
        # right (as KDE's KMessageWidget lays out a wrapped message): beside them, the
        # button left a read-only folder's warning a third of an 800×560 window to wrap
        # in, and its last words ("nothing is saved") were cut off at the third line.
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.setVerticalSpacing(2)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lines_area = _LinesArea(self.label)
        layout.addWidget(self.lines_area, 0, 0)
        layout.setColumnStretch(0, 1)
        self.action = QPushButton()
        self.action.hide()
        self._slot: Callable[[], object] | None = None
        self._action_key = ""
        self._action_words: Words = ""
        self.action.clicked.connect(self._act)
        layout.addWidget(self.action, 1, 0, Qt.AlignmentFlag.AlignRight)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.close_button, 0, 1, Qt.AlignmentFlag.AlignTop)
        self._lines: dict[str, Words] = {}
        self._notices: dict[str, QTimer] = {}
        self._retranslate()
        self.hide()

    def say(self, key: str, text: Words) -> None:
        """Show ``text`` as the line of ``key`` (replacing its earlier line); a function
        is called now and again at each language change."""
        self._lines[key] = text
        self._update()
        self.show()

    def notice(self, key: str, text: Words) -> None:
        """Say ``text`` as ``say`` does, for a while only (``speeds.NOTICE_MS``): news
        that needs no answer, such as where an export was written. Said again, it stays
        its whole time from then."""
        from . import speeds

        self.say(key, text)
        timer = self._notices.get(key)
        if timer is None:
            timer = self._notices[key] = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: self.clear(key))
        timer.start(speeds.NOTICE_MS)

    def clear(self, key: str) -> None:
        """Take the line of ``key`` away (and the button, if it was set for that line);
        the bar hides when none is left."""
        self.clear_action(key)
        if self._lines.pop(key, None) is not None:
            self._update()
            if not self._lines:
                self.hide()

    def lines(self) -> dict[str, str]:
        """The lines by key (what the bar says, shown or closed), in the UI language: the
        line the button answers first, then the others in the order they were first said.

        First, so that it is in view whatever scrolls: after a long warning (a damaged
        statistics file at 800×560) the line "your unfinished game goes on" scrolled away,
        and its New Game… seemed to answer the warning."""
        keys = sorted(self._lines, key=lambda key: key != self._action_key)  # stable
        return {key: _written(self._lines[key]) for key in keys}

    def set_action(self, text: Words, slot: Callable[[], object] | None, *,
                   key: str = "") -> None:
        """The bar's button: ``text`` (as for ``say``) doing ``slot`` for the line of
        ``key``; None hides it."""
        self._slot, self._action_key = slot, key
        self._action_words = text if slot is not None else ""
        self.action.setVisible(slot is not None)
        if slot is not None:
            self.action.setText(_written(text))
        if self._lines:
            self._update()  # its line goes first

    def clear_action(self, *keys: str) -> None:
        """Hide the bar's button if it was set for one of ``keys`` (another line's stays)."""
        if self._action_key in keys:
            self.set_action("", None)

    def _act(self) -> None:
        if self._slot is not None:
            self._slot()

    def _update(self) -> None:
        self.label.setText("\n".join(self.lines().values()))
        # Inside the scroll area the label's new height reaches no layout by itself.
        self.lines_area.updateGeometry()
        self.setAccessibleDescription(self.label.text())

    def _retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Hide this message"))
        self.close_button.setAccessibleName(self.tr("Hide this message"))
        self.setAccessibleName(self.tr("Message bar"))
        if self._lines:  # written again in the new language (shown or closed as it was)
            self._update()
        if self._slot is not None:
            self.action.setText(_written(self._action_words))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


def scroll_down_only(area: QScrollArea, body: QWidget) -> None:
    """Make ``area`` a frameless, see-through view of ``body`` that scrolls it up and down
    only, ``body`` as wide as the area (the message bar's lines, the side panel)."""
    # A viewport made here is known to Python: asked of the one made in C++, viewport()
    # had PySide6 work out its type among every QtWidgets class, making QWizard's,
    # QFileDialog's … 42 enums before the first table (#25).
    area.setViewport(QWidget())
    area.setWidget(body)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    for widget in (area, area.viewport(), body):
        widget.setAutoFillBackground(False)


class _LinesArea(QScrollArea):
    """The bar's lines, as high as they wrap to where there is room, and scrolled where
    there is not: the table keeps its least height under the bar, and three long lines in
    French at 800×560 had their last one cut off at the bar's bottom."""

    LEAST_LINES = 2
    """The lines shown at the least, the others scrolled to."""
    MOST_LINES = 4
    """The lines shown at the most, however many there are: the rest scrolls. Two messages
    of one problem wrapped to five lines at 800×560 and took the table's room; at three,
    with the lines beside the button, a read-only folder's warning lost its end."""

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        scroll_down_only(self, label)
        self.viewport().setStyleSheet("background: transparent")
        policy = self.sizePolicy()  # the layouts ask the policy, not hasHeightForWidth
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        label = self.widget()
        if label is None:
            return 0
        most = self.fontMetrics().lineSpacing() * self.MOST_LINES
        return min(label.heightForWidth(width), most)

    def sizeHint(self) -> QSize:
        label = self.widget()
        width = label.sizeHint().width() if label is not None else 0
        return QSize(width, self.heightForWidth(max(self.width(), 1) if self.width() > 1
                                                else width))

    def minimumSizeHint(self) -> QSize:
        least = self.fontMetrics().lineSpacing() * self.LEAST_LINES
        return QSize(self.fontMetrics().averageCharWidth() * 12,
                     min(least, self.heightForWidth(max(self.width(), 1))))
