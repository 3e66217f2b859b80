"""A window for any registered game that has a presenter: the generic table and its bar.

The window asks the session for legal actions and the presenter for words; it keeps no
rules. Input is generic (shared/ARCHITECTURE.md): a click on a card asks which legal
actions use that card — one single-card action is played at once; for actions of several
cards (Hearts' give) the click selects and Confirm is enabled when the selection is a legal
action; Pass is enabled when an action without cards is legal. In pass-and-play a curtain
covers the table whenever the next person to act is not the one who last saw their hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import Card
from ..engine.game import GameInfo
from ..models.presentation import Presenter, format_units
from ..models.session import GameSession
from ..models.setup import SeatSetup
from . import speeds
from .zone_table import ZoneTable


class GameWindow(QMainWindow):
    """One table of one game.

    Args:
        info: the game.
        presenter: its presenter (``info.ui()``).
        seats: the chairs; the humans among them play at this screen.
        deals: deals in the series.
        seed: the series seed, or None for a random one.
        options: the game's options (a preset), or None for its defaults.
    """

    def __init__(self, info: GameInfo, presenter: Presenter, seats: Sequence[SeatSetup], *,
                 deals: int = 1, seed: int | None = None, options: Any = None,
                 first_dealer: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info, self.presenter = info, presenter
        self.session = GameSession(info, seats, deals=deals, seed=seed, options=options,
                                   first_dealer=first_dealer,
                                   bot_delay_ms=lambda: speeds.ms("bot_delay"), parent=self)
        humans = [seat for seat, s in enumerate(seats) if s.is_human]
        self.viewer = humans[0] if humans else 0
        self._shown_to: int | None = self.viewer if len(humans) <= 1 else None
        self._chosen: frozenset[Card] = frozenset()
        self._auto_token = 0
        self.setWindowTitle(self.tr("%1 — Coventry Desktop").replace(
            "%1", QCoreApplication.translate("Games", info.name)))
        self._build()
        self.session.stateChanged.connect(self.refresh)
        self.session.happened.connect(self._log_event)
        self.session.refused.connect(self._refused)
        self.session.dealEnded.connect(self._deal_ended)
        self.session.start()

    # -- widgets --------------------------------------------------------------------------
    def _build(self) -> None:
        self.table = ZoneTable(len(self.session.seats))
        self.table.cardClicked.connect(self.card_clicked)
        self.curtain_label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.curtain_button = QPushButton()
        self.curtain_button.setDefault(True)
        self.curtain_button.clicked.connect(self.lift_curtain)
        curtain = QWidget()
        curtain.setObjectName("Curtain")
        box = QVBoxLayout(curtain)
        box.addStretch()
        box.addWidget(self.curtain_label)
        box.addWidget(self.curtain_button, alignment=Qt.AlignmentFlag.AlignCenter)
        box.addStretch()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
        self.stack.addWidget(curtain)
        self.scores = QTableWidget(0, 2)
        self.scores.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Total")])
        self.scores.verticalHeader().hide()
        self.scores.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.next_button = QPushButton(self.tr("&Next Deal"))
        self.next_button.clicked.connect(self.next_deal)
        side = QWidget()
        side.setObjectName("SidePanel")
        side.setFixedWidth(270)
        column = QVBoxLayout(side)
        self.deal_label = QLabel()
        column.addWidget(self.deal_label)
        column.addWidget(self.scores, 2)
        column.addWidget(QLabel(self.tr("This deal")))
        column.addWidget(self.log, 3)
        column.addWidget(self.next_button)
        self.status = QLabel()
        self.pass_button = QPushButton(self.tr("&Pass"))
        self.pass_button.clicked.connect(self.pass_turn)
        self.pass_button.setShortcut(QKeySequence(Qt.Key.Key_P))
        self.confirm_button = QPushButton(self.tr("&Confirm"))
        self.confirm_button.clicked.connect(self.confirm)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        bar.addWidget(self.confirm_button)
        bar.addWidget(self.pass_button)
        left = QVBoxLayout()
        left.addWidget(self.stack, 1)
        left.addLayout(bar)
        root = QWidget()
        layout = QHBoxLayout(root)
        layout.addLayout(left, 1)
        layout.addWidget(side)
        self.setCentralWidget(root)
        self.resize(1180, 760)

    # -- what the person may do -----------------------------------------------------------
    def _my_actions(self) -> list[Any]:
        seat = self.session.to_act()
        if seat is None or not self.session.is_human(seat) or seat != self._shown_to:
            return []
        return self.session.legal_actions()

    def playable(self) -> frozenset[Card]:
        """Cards of the viewer's hand that some legal action of theirs uses."""
        return frozenset(card for action in self._my_actions() for card in action.cards)

    @Slot(object)
    def card_clicked(self, card: Card) -> None:
        """Play the card's one single-card action, or toggle it in a multi-card choice."""
        actions = [a for a in self._my_actions() if card in a.cards]
        singles = [a for a in actions if len(a.cards) == 1]
        if singles and len(singles) == len(actions):
            self.session.request(singles[0])
            return
        if card in self._chosen:
            self._chosen = self._chosen - {card}
        else:
            size = max((len(a.cards) for a in actions), default=0)
            if len(self._chosen) < size:
                self._chosen = self._chosen | {card}
        self.refresh()

    def _chosen_action(self) -> Any | None:
        for action in self._my_actions():
            if len(action.cards) > 1 and frozenset(action.cards) == self._chosen:
                return action
        return None

    @Slot()
    def confirm(self) -> None:
        """Take the multi-card action the selection makes (Hearts' give)."""
        action = self._chosen_action()
        if action is not None:
            self._chosen = frozenset()
            self.session.request(action)

    @Slot()
    def pass_turn(self) -> None:
        """Take the one legal action without cards, if there is one."""
        for action in self._my_actions():
            if not action.cards:
                self.session.request(action)
                return

    @Slot()
    def next_deal(self) -> None:
        """Deal the next deal of the series, or start a new series after the last."""
        if self.session.series_over():
            self.log.clear()
            self.session.start()
        elif self.session.deal_over():
            self.log.clear()
            self.session.next_deal()

    @Slot()
    def lift_curtain(self) -> None:
        """The person to act says they are at the screen: show their hand."""
        seat = self.session.to_act()
        if seat is not None:
            self._shown_to = self.viewer = seat
        self.refresh()

    # -- showing --------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Redraw the table, the bar and the side panel from the session."""
        session = self.session
        seat = session.to_act()
        if seat is not None and session.is_human(seat) and seat != self._shown_to:
            self._shown_to = None
            self._chosen = frozenset()
            name = session.names[seat]
            self.curtain_label.setText(self.tr("Pass the screen to %1").replace("%1", name))
            self.curtain_button.setText(self.tr("I am %1 — show my hand").replace("%1", name))
            self.stack.setCurrentIndex(1)
            self.curtain_button.setFocus()
        else:
            self.stack.setCurrentIndex(0)
        viewer = self._shown_to if self._shown_to is not None else None
        picture = self.presenter.picture(session.state, viewer, session.names)
        self.table.show_picture(picture, self.viewer if viewer is None else viewer,
                                playable=self.playable(), chosen=self._chosen)
        self.status.setText(picture.status)
        mine = self._my_actions()
        self.pass_button.setEnabled(any(not a.cards for a in mine))
        self.confirm_button.setVisible(any(len(a.cards) > 1 for a in mine))
        self.confirm_button.setEnabled(self._chosen_action() is not None)
        self.next_button.setEnabled(session.deal_over())
        self._auto_play(mine)
        self.next_button.setText(self.tr("&Play Again") if session.series_over()
                                 else self.tr("&Next Deal"))
        self._show_scores()

    def _auto_play(self, mine: list[Any]) -> None:
        """Make a person's forced action for them, as a player would without thinking:
        a pass when nothing else is legal, and the next card of a continuation the rules
        force on the seat that just played (Comet's run, CM-7). Any newer state cancels it."""
        self._auto_token += 1
        if len(mine) != 1:
            return
        action = mine[0]
        forced_pass = not action.cards
        continuation = len(action.cards) == 1 and self.session.last_actor == action.seat
        if forced_pass or continuation:
            token = self._auto_token
            QTimer.singleShot(speeds.ms("auto_pass"),
                              lambda: token == self._auto_token and self.session.request(action))

    def _show_scores(self) -> None:
        session = self.session
        self.deal_label.setText(self.tr("Deal %1 of %2").replace(
            "%1", str(session.deal_index + 1)).replace("%2", str(session.deals)))
        totals, places = session.totals(), session.places()
        self.scores.setRowCount(len(session.seats))
        for seat, name in enumerate(session.names):
            mark = f"{places[seat]}. " if session.series_over() else ""
            self.scores.setItem(seat, 0, QTableWidgetItem(mark + name))
            self.scores.setItem(seat, 1, QTableWidgetItem(format_units(totals[seat])))
        self.scores.resizeColumnsToContents()

    @Slot(object)
    def _log_event(self, event: object) -> None:
        text = self.presenter.describe(event, self.session.names)
        if text:
            self.log.addItem(text)
            self.log.scrollToBottom()

    @Slot(object, object)
    def _refused(self, action: object, reason: object) -> None:
        self.status.setText(self.presenter.refusal(reason))

    @Slot(object)
    def _deal_ended(self, units: tuple[Any, ...]) -> None:
        headers, rows = self.presenter.settlement(self.session.state, self.session.names)
        self.log.addItem(self.tr("The deal is over."))
        for row in rows:
            cells = " · ".join(f"{h} {c}" for h, c in zip(headers, row.cells, strict=True))
            self.log.addItem(f"{row.name}: {cells} → {row.units}")
        self.log.scrollToBottom()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.shutdown()
        super().closeEvent(event)
