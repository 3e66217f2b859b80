"""A replay viewer for any game with a presenter: step through a record on the same table.

Each step is the deal as dealt, or the deal after one action; the list beside the table
says it in the presenter's sentences. The table shows the hand of the seat chosen in
"Seen by" for a finished deal; a deal the record stops in shows no hand face up, so a
file written mid-deal never reveals a card still in play. First, Back, Forward and Last
(Home, Left, Right, End) move. An unfinished series (a file saved in another folder
when the data folder could not be written) can be continued: Continue This Series.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..models.game_words import game_title
from ..models.presentation import Presenter, fill
from ..models.setup import sentence_names
from ..models.transcript import Words, the_person
from ..storage.game_files import LoadedRecord
from .game_window_parts import fit_to_screen
from .texts import plain_label
from .wrapped_lines import wrap_lines
from .zone_table import ZoneTable


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One position: its deal (0-based), the state, and the sentence that led to it."""

    deal: int
    state: Any
    text: str
    finished: bool
    dealt: bool = False
    """The deal as dealt, before any action (the list shows it unindented)."""


def replay_steps(loaded: LoadedRecord, presenter: Presenter,
                 names: list[str]) -> list[ReplayStep]:
    """Every position of the record: each deal as dealt, then after each action."""
    info, record = loaded.info, loaded.record
    rules = info.rules
    you = the_person(record.seats)  # "You pass.", never "You passes." (#12 item 9)
    words = Words()
    steps: list[ReplayStep] = []
    for number, seed in enumerate(record.deal_seeds):
        finished = rules.to_act(loaded.states[number]) is None
        state = rules.new_deal(seats=len(names), dealer=record.dealer(number), seed=seed,
                               number=number, options=record.options)
        # The transcript's own sentence ("Deal 1 — you deal", never "You deals"), as `show`.
        dealer = record.dealer(number)
        text = (words.you_deal(number + 1) if dealer == you
                else words.deal(number + 1, names[dealer]))
        steps.append(ReplayStep(number, state, text, finished, dealt=True))
        for action in record.actions[number]:
            step = rules.apply(state, action)
            state = step.state
            said = [w for e in step.events if (w := presenter.describe(e, names, you))]
            steps.append(ReplayStep(number, state, " ".join(said) or str(action), finished))
    return steps


class GameReplay(QDialog):
    """Step through ``loaded`` with its game's presenter (non-modal).

    Args:
        continues: whether to offer Continue This Series (``continueChosen``).

    Signals:
        continueChosen(): the player chose to go on with the record's series.
    """

    continueChosen = Signal()

    def __init__(self, loaded: LoadedRecord, parent: QWidget | None = None, *,
                 continues: bool = False) -> None:
        super().__init__(parent)
        info = loaded.info
        assert info.ui is not None, "a game without a presenter has no table to replay on"
        self.loaded, self.presenter = loaded, info.ui()
        self.names = list(sentence_names(loaded.record.seats))
        self.steps = replay_steps(loaded, self.presenter, self.names)
        self.position = 0
        self.setWindowTitle(fill(self.tr("Replay of %1"), game_title(info)))
        self.table = ZoneTable(len(self.names))
        self.list = QListWidget()
        # Each step wrapped to the list's width (it ran past the window's edge: "Clara joue
        # 7♠. « Voici un sept de qualit"), a move's lines under its text, not its indent.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        wrap_lines(self.list, hang=r"\s+")
        self.list.addItems([("" if s.dealt else "    ") + s.text for s in self.steps])
        self.list.currentRowChanged.connect(self.go)
        self.list.setAccessibleName(self.tr("Actions of the record"))
        self.seat = QComboBox()
        self.seat.addItems(self.names)
        # As wide as twelve letters, not the longest name (24 letters made the window
        # 846 to 884 pixels wide): the list it opens shows the names whole.
        self.seat.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.seat.setMinimumContentsLength(12)
        self.seat.currentIndexChanged.connect(lambda _i: self.go(self.position))
        seat_label = QLabel(self.tr("&Seen by:"))
        seat_label.setBuddy(self.seat)
        self.buttons = [QPushButton(text) for text in (
            self.tr("&First"), self.tr("&Back"), self.tr("&Forward"), self.tr("&Last"))]
        moves = (lambda: self.go(0), lambda: self.go(self.position - 1),
                 lambda: self.go(self.position + 1), lambda: self.go(len(self.steps) - 1))
        for button, move in zip(self.buttons, moves, strict=True):
            button.clicked.connect(move)
        self._keys = dict(zip((Qt.Key.Key_Home, Qt.Key.Key_Left, Qt.Key.Key_Right,
                               Qt.Key.Key_End), moves, strict=True))
        self.what = plain_label(QLabel())  # a step names the seats as typed
        self.what.setWordWrap(True)
        controls = QHBoxLayout()
        for button in self.buttons:
            controls.addWidget(button)
        controls.addStretch()
        controls.addWidget(seat_label)
        controls.addWidget(self.seat)
        self.continue_button = QPushButton(self.tr("&Continue This Series"))
        self.continue_button.setVisible(continues)
        self.continue_button.clicked.connect(self.continueChosen)
        left = QVBoxLayout()
        left.addWidget(self.table, 1)
        left.addWidget(self.what)
        left.addLayout(controls)
        left.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignRight)  # a row of its own
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.list, 1)
        self.list.installEventFilter(self)
        self.table.installEventFilter(self)
        fit_to_screen(self, QSize(1100, 640))  # opened at 1100x640 on an 800x560 screen
        self.go(0)

    def go(self, position: int) -> None:
        """Show step ``position`` (clamped to the record)."""
        if not self.steps:
            return
        self.position = max(0, min(position, len(self.steps) - 1))
        if self.list.currentRow() != self.position:
            self.list.setCurrentRow(self.position)
        step = self.steps[self.position]
        seat = self.seat.currentIndex()
        viewer = seat if step.finished else None  # a deal in play stays face down
        picture = self.presenter.picture(step.state, viewer, self.names)
        self.table.show_picture(picture, max(seat, 0))
        self.what.setText(step.text)
        for button, enabled in zip(self.buttons, (self.position > 0, self.position > 0,
                                                  self.position < len(self.steps) - 1,
                                                  self.position < len(self.steps) - 1),
                                   strict=True):
            button.setEnabled(enabled)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            move = self._keys.get(Qt.Key(event.key()))
            if move is not None:
                move()
                return True
        return super().eventFilter(watched, event)
