"""Game → Import Record: walk through a record action by action, with the calls.

The hands of a finished deal are shown face up: it is studied after the fact. The
hands of a deal that has not ended (a record exported during a deal) stay face down,
only their sizes shown, so a record is never a way to see cards still in play (#12
item 2). The steps come from ``storage.replay_steps`` (the engine's states), the calls
from ``calls.call_text`` in the language chosen here.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt
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

from ..engine import Card, Suit
from ..games.coventry import DealRecord, SeriesRecord
from ..games.coventry.calls import call_text
from ..games.coventry.ui.calls_panel import CALL_LANGUAGES
from ..models import YOU, shown_name
from ..models.coventry_words import step_text
from ..storage.replay_steps import Step, replay_steps


def _card_html(card: Card) -> str:
    red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
    return f'<span style="color:#b3261e">{card}</span>' if red else str(card)


class ReplayViewer(QDialog):
    """Step forward and back through every action of a record (Left/Right, Home/End)."""

    def __init__(self, record: DealRecord | SeriesRecord, parent: QWidget | None = None, *,
                 language: str = "en", style: str = "rhymes") -> None:
        super().__init__(parent)
        self.setObjectName("ReplayViewer")
        self.record = record
        self.steps: list[Step] = replay_steps(record)
        seats = [record.seats[s] if s < len(record.seats) else str(s + 1)
                 for s in range(record.players)]
        self.names = [shown_name(name) for name in seats]
        self.you = {seat for seat, name in enumerate(seats) if name == YOU}
        """Seats of the role "you": sentences of their own, not a name (#12 item 9)."""
        self.open_deals = {step.deal for step in self.steps} - {
            step.deal for step in self.steps if step.state.winner is not None}
        """Deals the record stops in: their hands are never shown."""
        self.position = 0
        self.title, self.what, self.call, self.table = QLabel(), QLabel(), QLabel(), QLabel()
        self.title.setObjectName("replayTitle")
        self.what.setWordWrap(True)
        self.call.setObjectName("replayCall")
        self.call.setWordWrap(True)
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.table.setWordWrap(True)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self.go)
        self.language = QComboBox()
        for code, name in CALL_LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(self.language.findData(language), 0))
        self.style_box = QComboBox()
        self.style_box.addItems(["", ""])
        self.style_box.setCurrentIndex(1 if style == "snip-snap" else 0)
        self.language.currentIndexChanged.connect(self._refresh)
        self.style_box.currentIndexChanged.connect(self._refresh)
        self.buttons = [QPushButton() for _ in range(4)]
        moves = (lambda: self.go(0), lambda: self.go(self.position - 1),
                 lambda: self.go(self.position + 1), lambda: self.go(len(self.steps) - 1))
        for button, move in zip(self.buttons, moves, strict=True):
            button.clicked.connect(move)
        self._keys = dict(zip((Qt.Key.Key_Home, Qt.Key.Key_Left, Qt.Key.Key_Right,
                               Qt.Key.Key_End), moves, strict=True))
        self.list.installEventFilter(self)
        self._layout()
        self.retranslate()
        self.resize(900, 560)
        self.go(0)

    def _layout(self) -> None:
        controls = QHBoxLayout()
        for button in self.buttons:
            controls.addWidget(button)
        controls.addStretch(1)
        controls.addWidget(self.language)
        controls.addWidget(self.style_box)
        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.what)
        right.addWidget(self.call)
        right.addWidget(self.table, 1)
        body = QHBoxLayout()
        body.addWidget(self.list, 2)
        body.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addLayout(controls)

    def go(self, position: int) -> None:
        """Show step ``position`` (clamped to the record)."""
        self.position = max(0, min(position, len(self.steps) - 1))
        if self.list.currentRow() != self.position:
            self.list.setCurrentRow(self.position)
        self._refresh()

    # ----------------------------------------------------------------- texts
    def describe(self, step: Step) -> str:
        """One line for a step, in the UI language; "you" has sentences of its own."""
        return step_text(step, self.names, self.you)

    def call_of(self, step: Step) -> str:
        """The call said with this step's card, or ``""`` for a pass or a fresh deal."""
        played = step.card_played
        if played is None:
            return ""
        style = "snip-snap" if self.style_box.currentIndex() == 1 else "rhymes"
        return call_text(played.card.rank, played.position, self.language.currentData(), style)

    def _table_html(self, step: Step) -> str:
        state = step.state
        hidden = step.deal in self.open_deals
        rows = []
        for seat in range(state.players):
            marker = "▶ " if state.winner is None and seat == state.turn else ""
            hand = state.hand(seat)
            if hidden:
                cards = escape(self.tr("%n card(s), face down", "", len(hand)))
            else:
                cards = " ".join(_card_html(c) for c in sorted(hand,
                                                               key=lambda c: (c.rank, c.suit)))
            rows.append(f"<tr><td><b>{marker}{escape(self.names[seat])}</b></td>"
                        f"<td align='right'>{step.totals[seat]:+d}</td><td>{cards}</td></tr>")
        quartet = " ".join(f"{_card_html(p.card)} ({escape(self.names[p.seat])})"
                           for p in state.quartet)
        note = ""
        if hidden:
            why = self.tr("This deal had not ended when the record was written, so its hands stay face down.")  # noqa: E501 - one literal for lupdate
            note = f"<p><i>{escape(why)}</i></p>"
        # On a line of its own: lupdate does not see a tr() inside an f-string.
        on_table = self.tr("On the table:")
        return (f"<table cellspacing='6'>{''.join(rows)}</table>"
                f"<p>{escape(on_table)} {quartet or '—'}</p>{note}")

    def _refresh(self) -> None:
        if self.list.count() != len(self.steps):
            self.list.clear()
            self.list.addItems([self.describe(step) for step in self.steps])
            for row, step in enumerate(self.steps):
                if step.action is None:  # deal starts stand out, to find them when scrolling
                    font = self.list.item(row).font()
                    font.setBold(True)
                    self.list.item(row).setFont(font)
            self.list.setCurrentRow(self.position)
        step = self.steps[self.position]
        deals = self.record.deals if isinstance(self.record, SeriesRecord) else 1
        title = self.tr("Deal %1 of %2 · step %3 of %4").replace("%1", str(step.deal + 1))
        self.title.setText(title.replace("%2", str(deals)).replace(
            "%3", str(self.position + 1)).replace("%4", str(len(self.steps))))
        self.what.setText(f"<b>{escape(self.describe(step))}</b>")
        call = self.call_of(step)
        # Quotation marks are the language's own: “…”, «…», « … ».
        quoted = self.tr("“%1”").replace("%1", escape(call))
        self.call.setText(f"<i>{quoted}</i>" if call else "")
        self.table.setText(self._table_html(step))
        self.buttons[0].setEnabled(self.position > 0)
        self.buttons[1].setEnabled(self.position > 0)
        self.buttons[2].setEnabled(self.position < len(self.steps) - 1)
        self.buttons[3].setEnabled(self.position < len(self.steps) - 1)

    def retranslate(self) -> None:
        """Set every text in the UI language."""
        self.setWindowTitle(self.tr("Replay"))
        for button, text in zip(self.buttons, (self.tr("First"), self.tr("Back"),
                                               self.tr("Forward"), self.tr("Last")), strict=True):
            button.setText(text)
        self.style_box.setItemText(0, self.tr("Rhymes"))
        self.style_box.setItemText(1, self.tr("Snip, Snap, Snorem"))
        self.list.clear()
        self._refresh()

    def _key(self, event: QKeyEvent) -> bool:
        move = self._keys.get(Qt.Key(event.key()))
        if move is None or event.modifiers() != Qt.KeyboardModifier.NoModifier:
            return False
        move()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The list has the focus; Left/Right/Home/End step the replay there too.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._key(event)
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
