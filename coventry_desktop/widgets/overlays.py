"""Panels laid over the table: the pass-and-play curtain and the settlement of a deal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontInfo, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Card
from ..engine.series import places
from ..models import GameController
from .card_strip import CardStrip
from .texts import elided


class _Overlay(QFrame):
    """A frame that always covers its parent widget exactly."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        parent.installEventFilter(self)
        self.setAutoFillBackground(False)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if watched is parent and parent is not None and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def showEvent(self, event: QShowEvent) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set the texts in the UI language."""


_FOCUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
               Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


class Curtain(_Overlay):
    """Pass-and-play: an opaque curtain over the whole table until the named person confirms."""

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("Curtain")
        self._label = QLabel()
        self._label.setObjectName("curtainTitle")
        self._label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._label.setWordWrap(True)
        self._hint = QLabel()
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("curtainButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self._reveal)
        self.button.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self._label)
        layout.addWidget(self._hint)
        layout.addSpacing(16)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)
        controller.curtainRequested.connect(self._show_for)
        controller.viewerChanged.connect(self._viewer_changed)
        controller.gameStarted.connect(self.hide)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The curtain's one button keeps the keyboard: arrows and Tab would move focus to
        # a widget hidden under the curtain, and Enter would then lift nothing (#12).
        if (watched is self.button and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() in _FOCUS_KEYS):
            return True
        return super().eventFilter(watched, event)

    def _show_for(self, _seat: int) -> None:
        self.retranslate()
        self.show()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _viewer_changed(self, seat: int) -> None:
        if seat >= 0:
            self.hide()

    def _reveal(self) -> None:
        self._controller.reveal(self._controller.curtain_for)
        # The button that had the keyboard is hidden now; give it back to the table, or
        # arrows and Enter would go nowhere until a click on the felt (QA F20).
        parent = self.parentWidget()
        if parent is not None:
            parent.setFocus()

    def retranslate(self) -> None:
        seat = self._controller.curtain_for
        name = self._controller.names[seat] if seat >= 0 else ""
        name = elided(name, self._label.font(), 420)  # a long name stays on screen (QA F17)
        self._label.setText(self.tr("Pass to %1").replace("%1", name))
        # No possessive on the name: "%1's" cannot be declined right in every language.
        self._hint.setText(self.tr("Everyone else, please look away while %1 plays.")
                           .replace("%1", name))
        self.button.setText(self.tr("I am %1 — show my hand").replace("%1", name))


class SettlementPanel(_Overlay):
    """The settlement of a finished deal; after the last deal, the standings.

    Signals:
        nextDeal(): the user asked for the next deal of the series.
        playAgain(): the series is over and the user wants the same table again.
        newGame(): the user wants the new game dialog.
        scoreboard(): the user wants the scoreboard.
    """

    nextDeal = Signal()
    playAgain = Signal()
    newGame = Signal()
    scoreboard = Signal()

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("Settlement")
        self._box = QFrame(self)
        self._box.setObjectName("settlementBox")
        self._title = QLabel()
        self._title.setObjectName("settlementTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(18)
        self.next_button = QPushButton()
        self.again_button = QPushButton()
        self.new_button = QPushButton()
        self.scores_button = QPushButton()
        # Default buttons take Return as well as Space, so the keyboard can go on playing.
        self.next_button.setDefault(True)
        self.again_button.setDefault(True)
        self.next_button.clicked.connect(self.nextDeal)
        self.again_button.clicked.connect(self.playAgain)
        self.new_button.clicked.connect(self.newGame)
        self.scores_button.clicked.connect(self.scoreboard)
        buttons = QHBoxLayout()
        buttons.addWidget(self.scores_button)
        buttons.addStretch()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.next_button)
        inner = QVBoxLayout(self._box)
        inner.setContentsMargins(22, 16, 22, 16)
        inner.addWidget(self._title)
        inner.addSpacing(8)
        inner.addLayout(self._grid)
        inner.addSpacing(12)
        inner.addLayout(buttons)
        # The box is placed by hand (``_place_box``): under what the table keeps clear.
        self._labels: list[QWidget] = []
        self._text_columns = 0
        controller.gameStarted.connect(self.hide)
        controller.dealStarted.connect(self.hide)
        self.retranslate()

    def rows(self) -> list[list[str]]:
        """The table as shown, one list of cell texts per line (header first); the cards
        beside each line are in ``cards_shown``."""
        columns = self._text_columns
        result = []
        for row in range(self._grid.rowCount()):
            cells = []
            for column in range(columns):
                item = self._grid.itemAtPosition(row, column)
                widget = item.widget() if item is not None else None
                cells.append(widget.text() if isinstance(widget, QLabel) else "")
            result.append(cells)
        return result

    def title(self) -> str:
        """The panel's headline."""
        return self._title.text()

    def show_settlement(self) -> None:
        """Fill in the finished deal (and standings if the series is over) and show."""
        self.retranslate()
        self.show()
        self._place_box()
        (self.next_button if self.next_button.isVisible() else self.again_button).setFocus()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next deal"))
        self.again_button.setText(self.tr("&Play again"))
        self.new_button.setText(self.tr("New &game…"))
        self.scores_button.setText(self.tr("&Scoreboard"))
        controller, state, series = (self._controller, self._controller.state,
                                     self._controller.series)
        if state is None or series is None or state.winner is None or not series.results:
            return
        over = series.is_over
        font = QFont()
        font.setPixelSize(14)  # #settlementCell
        names = tuple(elided(name, font, 220) for name in controller.names)  # QA F17
        if over and series.deals > 1:
            self._title.setText(self.tr("Series over — final standings"))
        else:
            self._title.setText(  # "you" is a role, with its own verb (#12 item 9)
                self.tr("You went out!") if controller.is_you(state.winner)
                else self.tr("%1 went out!").replace("%1", names[state.winner]))
        header = [self.tr("Seat"), self.tr("Cards left"), self.tr("Points")]
        if series.deals > 1:
            header += [self.tr("Total"), self.tr("Place")] if over else [self.tr("Total")]
        rows, hands = [header], []
        result, totals, ranks = series.results[-1], series.totals, places(series.totals)
        # Standings read best first; during a series the rows keep the seats' order.
        order = sorted(range(len(names)), key=lambda seat: (ranks[seat], seat)) if over \
            else range(len(names))
        for seat in order:
            row = [names[seat], str(state.hand_sizes[seat]), _signed(result[seat])]
            if series.deals > 1:
                row += [_signed(totals[seat]), str(ranks[seat])] if over else [
                    _signed(totals[seat])]
            rows.append(row)
            hands.append(state.hand(seat))
        self._fill(rows, hands)
        self.next_button.setVisible(not over)
        self.again_button.setVisible(over)
        self.new_button.setVisible(over)

    def _strip_width(self) -> int:
        # The cards may take a third of the table's width; the panel stays on the table.
        return max(120, self.width() // 3)

    def resizeEvent(self, event: QResizeEvent) -> None:
        for strip in self.findChildren(CardStrip):
            strip.set_max_width(self._strip_width())
        super().resizeEvent(event)
        self._place_box()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._place_box()

    def box_geometry(self) -> QRect:
        """Where the box with the settlement is, in the table's viewport pixels."""
        return self._box.geometry()

    def _place_box(self) -> None:
        # Under the quartet, the names under it and "… went out!", which the table moves
        # to its top once a deal is over, so the box never covers them (#12); centred
        # when the table has nothing to keep clear.
        self._box.adjustSize()
        size = self._box.sizeHint().boundedTo(self.size())
        keep_clear = getattr(self.parentWidget(), "keep_clear", None)
        clear = keep_clear() if callable(keep_clear) else QRectF()
        x = (self.width() - size.width()) // 2
        y = (self.height() - size.height()) // 2
        if isinstance(clear, QRectF) and not clear.isEmpty():
            below = round(clear.bottom()) + 8
            y = max(below, 0) if below + size.height() <= self.height() else max(
                self.height() - size.height(), 0)
        self._box.setGeometry(QRect(QPoint(x, y), size))

    def cards_shown(self) -> list[tuple[Card, ...]]:
        """The cards each row shows face up (what its seat still held), row by row."""
        return [strip.cards for strip in self._labels if isinstance(strip, CardStrip)]

    def _fill(self, rows: list[list[str]], hands: list[tuple[Card, ...]]) -> None:
        for label in self._labels:
            self._grid.removeWidget(label)
            label.hide()  # at once: deleteLater waits for the event loop, and would overlap
            label.deleteLater()
        self._labels = []
        self._text_columns = len(rows[0]) if rows else 0
        # What each seat still holds, face up at the end of the row: the cards that are
        # the points (#12). Nothing is hidden any more once the deal is over.
        for r, hand in enumerate(hands, start=1):
            # Smaller on a small table, so the box fits under the quartet.
            base = QFontInfo(QApplication.font()).pixelSize()
            grow = max(1.0, self.fontInfo().pixelSize() / base) if base > 0 else 1.0
            strip = CardStrip(hand, width=round((56 if self.height() >= 600 else 42) * grow),
                              parent=self._box)
            strip.set_max_width(self._strip_width())
            self._grid.addWidget(strip, r, len(rows[0]),
                                 Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignLeft
                                 | Qt.AlignmentFlag.AlignVCenter)
            self._labels.append(strip)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                label = QLabel(text)
                label.setObjectName("settlementHeader" if r == 0 else "settlementCell")
                if c:
                    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                else:
                    # Absolute: an Arabic name lines up with the others, not on the right.
                    label.setAlignment(Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignLeft
                                       | Qt.AlignmentFlag.AlignVCenter)
                self._grid.addWidget(label, r, c)
                self._labels.append(label)


def _signed(value: int) -> str:
    # The real minus sign reads better than a hyphen in a table of points.
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"
