"""The pieces of a game window that need no game flow: its widgets, its size, and the
sentence at the end of a deal. Split off ``game_window`` to keep it short.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..models.setup import YOU
from .game_look import STYLE_SHEET
from .message_bar import MessageBar
from .series_panel import SeriesPanel
from .zone_table import ZoneTable


def build_widgets(window: Any) -> None:
    """The message bar, the table and its curtain, the bar (status, Last Trick, Confirm,
    Pass) and the side panel, set on ``window`` (a ``GameWindow``, not imported: it imports this);
    the window connects them."""
    window.table = ZoneTable(len(window.session.seats))
    # The table keeps the keyboard (arrows would otherwise scroll the view).
    window.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    window.curtain_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
    window.curtain_button = QPushButton()
    window.curtain_button.setDefault(True)
    curtain = QWidget()
    curtain.setObjectName("Curtain")
    box = QVBoxLayout(curtain)
    box.addStretch()
    box.addWidget(window.curtain_label)
    box.addWidget(window.curtain_button, alignment=Qt.AlignmentFlag.AlignCenter)
    box.addStretch()
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
    left.addWidget(window.messages)
    left.addWidget(window.stack, 1)
    left.addWidget(bar_widget)
    root = QWidget()
    layout = QHBoxLayout(root)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addLayout(left, 1)
    layout.addWidget(window.panel)
    window.setCentralWidget(root)
    window.setStyleSheet(STYLE_SHEET)


class StatusLine(QLabel):
    """The bar's sentence: two lines high whatever it says, so a long sentence (who won
    the series, at 800×560) wraps into room kept for it and never moves the table."""

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
        return QSize(super().minimumSizeHint().width(), self._height())


def fit_to_screen(window: QWidget) -> None:
    """1180x760 where the screen has room, else its free area (a 1024x600 netbook),
    centred over the window that opened it."""
    screen = (window.parentWidget() or window).screen().availableGeometry()
    width = min(1180, screen.width() - 16)
    height = min(760, screen.height() - 48)
    window.resize(width, height)
    parent = window.parentWidget()
    anchor = parent.frameGeometry().center() if parent is not None else screen.center()
    x = min(max(screen.left(), anchor.x() - width // 2), screen.right() - width)
    y = min(max(screen.top(), anchor.y() - height // 2), screen.bottom() - height)
    window.move(x, y)


def end_status(window: Any) -> str:
    """The bar's sentence once the deal is over: Next Deal, or who won and Play Again."""
    session = window.session
    if not session.series_over():
        return QCoreApplication.translate(
            "GameWindow", "The deal is over: Next Deal (Enter) deals the next one.")
    names, places = window.names(), session.places()
    winners = [s for s in range(len(names)) if places[s] == 1]
    first = [names[s] for s in winners]
    if len(winners) == 1 and session.seats[winners[0]].name == YOU:
        # "You" is a role with sentences of its own (#12 item 9), never "You wins".
        text = QCoreApplication.translate("GameWindow", "You win the series.")
    elif len(first) == 1:
        text = QCoreApplication.translate("GameWindow", "%1 wins the series.").replace(
            "%1", first[0])
    else:
        text = QCoreApplication.translate("GameWindow", "%1 share first place.").replace(
            "%1", ", ".join(first))
    return text + " " + QCoreApplication.translate(
        "GameWindow", "Play Again (Enter) starts a new one.")
