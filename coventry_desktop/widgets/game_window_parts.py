"""The pieces of a game window that need no game flow: its widgets, its size, and the
side panel drawn from the session. Split off ``game_window`` to keep it short.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPainter, QPaintEvent, QResizeEvent, QTextOption
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..models.presentation import Presenter
from ..models.session import GameSession
from .game_look import STYLE_SHEET
from .message_bar import MessageBar
from .series_panel import SeriesPanel
from .texts import as_typed, plain_label
from .zone_table import ZoneTable


def build_widgets(window: Any) -> None:
    """The message bar, the table and its curtain, the bar (status, Last Trick, Confirm,
    Pass) and the side panel, set on ``window`` (a ``GameWindow``, not imported: it imports this);
    the window connects them."""
    window.table = ZoneTable(len(window.session.seats))
    # The table keeps the keyboard (arrows would otherwise scroll the view).
    window.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    curtain = window.curtain = CurtainPage()
    window.curtain_label, window.curtain_button = curtain.label, curtain.button
    window.stack = QStackedWidget()
    window.stack.addWidget(window.table)
    window.stack.addWidget(curtain)
    # Lower is better in Hearts: its points are shown beside the units they settle to.
    window.panel = SeriesPanel(points_column=window.info.better == "low")
    window.log, window.next_button = window.panel.log, window.panel.next_button
    window.status = StatusLine()
    window.review_button = QPushButton()
    window.review_button.setCheckable(True)
    # The table keeps the keyboard: L works without this button taking the focus.
    window.review_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.pass_button = QPushButton()
    window.confirm_button = QPushButton()
    bar_widget = QWidget()
    bar_widget.setObjectName("GameBar")
    bar_widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    bar = QHBoxLayout(bar_widget)
    bar.addWidget(window.status, 1)
    bar.addWidget(window.review_button)
    bar.addWidget(window.confirm_button)
    bar.addWidget(window.pass_button)
    left = QVBoxLayout()
    left.setContentsMargins(0, 0, 0, 0)
    left.setSpacing(0)
    window.messages = MessageBar()  # what could not be saved, above the table
    left.addWidget(TableColumn(window.messages, window.stack), 1)
    left.addWidget(bar_widget)
    root = QWidget()
    layout = QHBoxLayout(root)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addLayout(left, 1)
    layout.addWidget(window.panel)
    window.setCentralWidget(root)
    window.setStyleSheet(STYLE_SHEET)


class TableColumn(QWidget):
    """The message bar over the table (or the curtain). Its least height is the table's
    (``ZoneTable.LEAST``) whatever the bar says: the bar's lines come out of the table's
    height, so a long bar (seven lines of start-up problems) neither makes the window
    taller than an 800×560 screen nor pushes the hand off the table's bottom (QA F-I)."""

    def __init__(self, bar: QWidget, table: QWidget) -> None:
        super().__init__()
        self._bar = bar
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(bar)
        column.addWidget(table, 1)

    def _fit_bar(self) -> None:
        # The bar as high as its lines wrap to, as far as the table's least height leaves
        # room; past that its lines scroll (a bar that may shrink to two lines was shrunk
        # first, before the table, and one that may not had its last line cut off).
        bar = self._bar
        if bar.isHidden():
            return
        least = max(0, min(bar.heightForWidth(self.width()),
                           self.height() - ZoneTable.LEAST.height()))
        if bar.minimumHeight() != least:
            bar.setMinimumHeight(least)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_bar()
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit_bar()
        return super().event(event)

    def hasHeightForWidth(self) -> bool:
        return False  # the bar's wrapped lines are the table's business, not the window's

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), ZoneTable.LEAST.height())


class CurtainPage(QWidget):
    """Pass-and-play's curtain: who is called to the screen, and their button. The
    sentence wraps; the button says the name whole where the curtain has the room, and
    shortens it with "…" (whole in its tooltip) only where it has not, so a 24-character
    name leaves the window the table's width (QA F-L: 990 pixels) and is whole on a wide
    one (a 2560-pixel window showed "Bartholomew-Maxi…" when it was shortened to a fixed
    20 letters)."""

    LEAST_NAME = 6
    """The least a name takes on the button, in the font's average letter widths: the
    button is never narrower than that, and the window not narrower than the button."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Curtain")
        self.label = plain_label(QLabel(alignment=Qt.AlignmentFlag.AlignCenter))
        self.label.setWordWrap(True)
        self.button = _CurtainButton()
        self.button.setDefault(True)
        self._name = ""
        box = QVBoxLayout(self)
        box.addStretch()
        box.addWidget(self.label)
        box.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        box.addStretch()

    def call(self, name: str) -> None:
        """Call ``name`` (as sentences show it) to the screen, in the interface language."""
        translate = QCoreApplication.translate
        self._name = name
        self.label.setText(
            translate("GameWindow", "Pass the screen to %1").replace("%1", name) + "\n"
            + translate("GameWindow", "Everyone else, please look away while %1 plays.")
            .replace("%1", name))
        self._fit_button()

    def _fit_button(self) -> None:
        """The button's words with the name as long as the curtain's width lets it be."""
        template = QCoreApplication.translate("GameWindow", "I am %1 — show my hand")
        button, name = self.button, self._name
        metrics = button.fontMetrics()
        # What the button takes round its words (its frame and padding, from the style).
        chrome = button.sizeHint().width() - metrics.horizontalAdvance(button.text())
        margins = self.contentsMargins()
        layout = self.layout()
        inner = layout.contentsMargins() if layout is not None else margins
        room = (self.width() - margins.left() - margins.right() - inner.left()
                - inner.right() - chrome)
        words = metrics.horizontalAdvance(template.replace("%1", ""))
        least = self.LEAST_NAME * metrics.averageCharWidth()
        short = metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                   max(room - words, least))
        button.least = metrics.horizontalAdvance(template.replace("%1", metrics.elidedText(
            name, Qt.TextElideMode.ElideRight, least))) + chrome
        button.setText(template.replace("%1", short))
        button.setToolTip("" if short == name else as_typed(name))
        button.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_button()  # a wider or narrower window: more or less of the name

    def guard(self, ms: int) -> None:
        """The button ignores clicks and keys for ``ms`` (a key still held from the last
        turn), then takes the focus if the curtain is still shown."""
        self.button.setEnabled(ms <= 0)
        if ms > 0:
            QTimer.singleShot(ms, self._ready)
        else:
            self._ready()

    def _ready(self) -> None:
        self.button.setEnabled(True)
        if self.isVisible():
            self.button.setFocus()


class _CurtainButton(QPushButton):
    """The curtain's button, which asks for no more width than its name shortened to the
    least (``least``, set by its page): the page gives it more words as it widens, and a
    long name never makes the window wider than its table."""

    least = 0
    """Its least width in pixels (0: as wide as its words)."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.least:
            hint.setWidth(min(hint.width(), self.least))
        return hint


class StatusLine(QLabel):
    """The bar's sentence: two lines high whatever it says, so a long sentence (who won
    the series, at 800×560) wraps into room kept for it and never moves the table. A
    word longer than the line (a 24-letter name) breaks where it must, so no name makes
    the bar, and the window, wider than the table (QA F-L: 787 pixels)."""

    LEAST = 12
    """Its least width, in the font's average letter widths."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _height(self) -> int:
        margins = self.contentsMargins()
        return 2 * self.fontMetrics().lineSpacing() + margins.top() + margins.bottom() + 2

    def hasHeightForWidth(self) -> bool:
        return False

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        least = self.LEAST * self.fontMetrics().averageCharWidth()
        return QSize(min(super().minimumSizeHint().width(), least), self._height())

    def paintEvent(self, _event: QPaintEvent) -> None:
        # QLabel wraps at spaces only: a longer word would be cut off at the edge. Words
        # stay whole where they fit (with TextWrapAnywhere they broke anywhere: "Сыграйте
        # карту достоинства «пя" | "тёрка»"); only a word longer than the line breaks.
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect, option = QRectF(self.contentsRect()), status_wrap(self.alignment())
        if self.alignment() & Qt.AlignmentFlag.AlignVCenter:  # one line in the middle
            high = painter.boundingRect(rect, self.text(), option).height()
            rect.setTop(rect.top() + max(0.0, (rect.height() - high) / 2))
        painter.drawText(rect, self.text(), option)


def status_wrap(alignment: Qt.AlignmentFlag) -> QTextOption:
    """How the status line wraps: at word boundaries, inside a word only where the word
    is longer than the line."""
    option = QTextOption(alignment)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    return option


FRAME_ROOM = QSize(16, 48)
"""Room kept round a window for the frame a window manager gives it: its borders across,
its title bar and borders down (openbox's are 2 × 25 pixels; others' up to 16 × 48)."""


GAME_SIZE = QSize(1180, 760)
"""The least size a game window opens at where its screen has room."""

GAME_SHARE = 2 / 3
"""The share of its screen's free area across and down a game window opens at, where that
is more than ``GAME_SIZE`` (as other card games open): at 1180×760 on a 3840×2160 screen
at 96 DPI the table, its cards and its text were a small island in the middle."""


def free_area(widget: QWidget) -> QRect:
    """The free area (less panels and docks) of the screen ``widget`` is on, or of its
    parent's screen, or of the primary screen."""
    screen = (widget.parentWidget() or widget).screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def corner_inside(area: QRect, corner: QPoint, framed: QSize) -> QPoint:
    """``corner`` moved as little as keeps a frame of ``framed`` inside ``area`` (its
    top-left corner first where the frame is larger)."""
    x = max(area.left(), min(corner.x(), area.left() + area.width() - framed.width()))
    y = max(area.top(), min(corner.y(), area.top() + area.height() - framed.height()))
    return QPoint(x, y)


def fit_to_screen(window: QWidget, largest: QSize = GAME_SIZE, *, share: float = 0.0
                  ) -> None:
    """``largest``, or ``share`` of the free area across and down where that is larger (a
    game's table on a large screen), where the screen has room; else its free area less
    ``FRAME_ROOM`` (a 1024x600 netbook); its frame centred over the window that opened it
    and on the screen."""
    area = free_area(window)
    size = largest.expandedTo(QSize(int(area.width() * share), int(area.height() * share)))
    size = size.boundedTo(area.size() - FRAME_ROOM)
    window.resize(size)
    parent = window.parentWidget()
    anchor = parent.frameGeometry().center() if parent is not None else area.center()
    framed = size + FRAME_ROOM  # move() places the frame's corner
    window.move(corner_inside(area, anchor - QPoint(framed.width() // 2,
                                                    framed.height() // 2), framed))


def fit_remembered(window: QWidget) -> None:
    """A window given the size it had at the last start fits its screen's free area less
    ``FRAME_ROOM``, as ``fit_to_screen`` fits a new one: a size kept from a larger screen
    came back 798×534 on an 800×560 screen (Qt keeps only its own guess of a title bar),
    the frame's bottom off the screen. A maximised or full-screen window is the window
    manager's to size."""
    shown = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    if window.windowState() & shown:
        return
    area = free_area(window)
    size = window.size().boundedTo(area.size() - FRAME_ROOM)
    if size != window.size():  # else where it was: Qt keeps a remembered place on screen
        window.resize(size)
        window.move(corner_inside(area, window.pos(), size + FRAME_ROOM))


def show_panel(panel: SeriesPanel, session: GameSession, presenter: Presenter,
                names: tuple[str, ...]) -> None:
    """The side panel as the session stands: the series so far, the deal's record, and
    once the deal is over its settlement."""
    panel.show_series(session, names)
    panel.show_record(*presenter.deal_lines(session.state, names))
    if session.deal_over():
        deal = session.settlement().deals[-1]
        headers, rows = presenter.settlement(session.state, names, deal)
        notes = presenter.settlement_notes(session.state, names, deal)
        panel.show_settlement(headers, rows, notes, len(session.finals),
                              presenter.settlement_short_headers())
    else:
        panel.hide_settlement()
