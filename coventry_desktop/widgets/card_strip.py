"""A row of small face-up cards, overlapping left to right, as a plain widget.

Used where cards are shown outside the table's scene: the settlement lists what each seat
still holds. It knows cards and faces only, nothing of any game's rules.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine import Card
from .cards import ASPECT, renderer


class CardStrip(QWidget):
    """Shows ``cards`` face up, each overlapping the one before, as a hand held up: the
    cards are ``width`` pixels wide and only their upper half is shown, so each index
    (rank and suit) reads at a glance without taking the height of whole cards."""

    def __init__(self, cards: tuple[Card, ...] = (), *, width: int = 56,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: tuple[Card, ...] = ()
        self._width = width
        self._height = round(width * ASPECT * 0.5)
        self._max_width = 10_000
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_cards(cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards shown, left to right."""
        return self._cards

    def card_width(self) -> float:
        """The width of one card, in pixels."""
        return float(self._width)

    def step(self) -> float:
        """How far each card sits right of the one before: enough to read its index, less
        when many cards must fit the strip's maximum width."""
        w, count = self.card_width(), len(self._cards)
        if count < 2:
            return w * 0.3
        return max(w * 0.14, min(w * 0.3, (self._max_width - w) / (count - 1)))

    def set_max_width(self, width: int) -> None:
        """Keep the strip at most ``width`` pixels wide by overlapping the cards more."""
        if width != self._max_width:
            self._max_width = width
            self.setFixedSize(self.sizeHint())
            self.update()

    def set_cards(self, cards: tuple[Card, ...]) -> None:
        """Show ``cards``; the strip resizes to fit them."""
        self._cards = tuple(cards)
        text = " ".join(str(card) for card in self._cards)
        self.setAccessibleName(text)
        self.setToolTip(text)
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        if not self._cards:
            return QSize(0, self._height)
        width = self.card_width() + self.step() * (len(self._cards) - 1)
        return QSize(round(width) + 1, self._height)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._cards:
            return
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        w = self.card_width()
        h = round(w * ASPECT)
        size = QSize(round(w), h)
        for index, card in enumerate(self._cards):
            pixmap = renderer().pixmap(card, size, ratio)
            # The whole card, cut off at the strip's lower edge.
            painter.drawPixmap(QRectF(index * self.step(), 0, w, h), pixmap,
                               QRectF(pixmap.rect()))
        painter.end()
