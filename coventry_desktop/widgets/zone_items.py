"""The generic table's things other than cards: empty outlined slots, pile badges, notes
and the short-lived texts that rise at a seat ("+2", "−1").

Each paints what the table tells it and decides nothing; durations come from ``speeds``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine.cards import Card
from .table_geometry import ASPECT

INK = QColor("#fff8e6")
"""The light text colour of the green table: 6.2:1 on the cloth, where WCAG AA asks 4.5:1
(captions of 11 pixels read greyer than their ink; #f4e9c8 measured 3.6:1)."""


class OutlineItem(QGraphicsObject):
    """An empty place for a card: a dashed outline with the card's name ("6♣") in it.

    Its origin is its centre, as a card's is. A click reports the card it waits for.

    Signals:
        clicked(card): the outline was clicked; ``card`` is what it waits for (or None).
    """

    clicked = Signal(object)

    def __init__(self, text: str, wants: Card | None, width: float) -> None:
        super().__init__()
        self.text, self.wants, self._width = text, wants, width
        self.glowing = False
        if wants is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_width(self, width: float) -> None:
        """The width of the card it stands for, in scene pixels."""
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def set_look(self, *, text: str, glowing: bool) -> None:
        """What it says, and whether the viewer may play the card it waits for (a rim)."""
        if (text, glowing) != (self.text, self.glowing):
            self.text, self.glowing = text, glowing
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._width, self._width * ASPECT
        return QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._width, self._width * ASPECT
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A faint fill: the name in it keeps 5:1 on the cloth it lightens (WCAG AA).
        painter.setBrush(QColor(255, 255, 255, 16))
        pen = QPen(QColor("#f4c542") if self.glowing else INK, 3 if self.glowing else 2)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, w * 0.07, w * 0.07)
        font = QFont()
        font.setPixelSize(max(10, round(w * 0.26)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def mouseReleaseEvent(self, event: object) -> None:
        self.clicked.emit(self.wants)

    def mousePressEvent(self, event: object) -> None:
        # Accept the press so the release comes here.
        event.accept()  # type: ignore[attr-defined]


class BadgeItem(QGraphicsObject):
    """A small pill worn by a pile: the points in a trick pile, "4 · Q♠"."""

    def __init__(self, text: str, px: float) -> None:
        super().__init__()
        self.text, self._px = text, px
        self.setZValue(260)

    def set_text(self, text: str, px: float) -> None:
        """What it says, ``px`` pixels high (the table's layout sizes it to its room)."""
        self.prepareGeometryChange()
        self.text, self._px = text, px
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(self._px))
        font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        width = QFontMetricsF(self._font()).horizontalAdvance(self.text) + self._px
        height = self._px * 1.5
        return QRectF(-width / 2, -height / 2, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#f7f3e8"), 1.5))
        painter.setBrush(QColor("#a4262c"))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font())
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class QtTextMetrics:
    """``table_frame.TextMetrics`` of a font (the table's) at any pixel size, rounded to
    whole pixels as the table's text items draw them."""

    def __init__(self, font: QFont) -> None:
        self._font = QFont(font)
        self._cache: dict[tuple[int, bool], QFontMetricsF] = {}

    def font(self, px: float, bold: bool = False) -> QFont:
        """The font at ``px`` pixels."""
        font = QFont(self._font)
        font.setPixelSize(max(1, round(px)))
        font.setBold(bold)
        return font

    def _metrics(self, px: float, bold: bool) -> QFontMetricsF:
        key = (max(1, round(px)), bold)
        if key not in self._cache:
            self._cache[key] = QFontMetricsF(self.font(px, bold))
        return self._cache[key]

    def advance(self, text: str, px: float, bold: bool = False) -> float:
        return math.ceil(self._metrics(px, bold).horizontalAdvance(text))

    def height(self, px: float, bold: bool = False) -> float:
        return math.ceil(self._metrics(px, bold).height())

    def elide(self, text: str, px: float, width: float, bold: bool = False) -> str:
        return self._metrics(px, bold).elidedText(text, Qt.TextElideMode.ElideRight, width - 1)


def text_item(scene: QGraphicsScene, text: str, font: QFont, *, z: float = 250,
              colour: QColor = INK) -> QGraphicsSimpleTextItem:
    """A line of text on the table, added to ``scene``."""
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    item.setBrush(colour)
    item.setPen(QPen(Qt.PenStyle.NoPen))
    item.setZValue(z)
    scene.addItem(item)
    return item


RISE = 2.2
"""How far a flashed text rises as it fades, in its own pixel heights."""


def flash_font(px: float) -> QFont:
    """The bold font of a flashed text ``px`` pixels high."""
    font = QFont()
    font.setPixelSize(round(px))
    font.setBold(True)
    return font


def flash(scene: QGraphicsScene, text: str, at: QPointF, *, good: bool, px: float,
          duration: int) -> tuple[QVariantAnimation, QGraphicsSimpleTextItem] | None:
    """Show ``text`` centred at ``at`` rising ``RISE`` × ``px`` pixels and fading for
    ``duration`` ms, then remove it.

    Returns the running animation and the text's item, or None when ``duration`` is 0
    (nothing is shown).
    """
    if duration <= 0:
        return None
    item = text_item(scene, text, flash_font(px), z=400,
                     colour=QColor("#fff3b0") if good else QColor("#ff8a80"))
    outline = QPen(QColor(0, 0, 0, 210), 2.0)
    item.setPen(outline)
    rect = item.boundingRect()
    start = QPointF(at.x() - rect.width() / 2, at.y() - rect.height() / 2)
    item.setPos(start)
    animation = QVariantAnimation(scene)
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(duration)

    def step(value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        item.setPos(start.x(), start.y() - px * RISE * t)
        item.setOpacity(1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4))

    def done() -> None:
        if item.scene() is not None:
            scene.removeItem(item)

    animation.valueChanged.connect(step)
    animation.finished.connect(done)
    animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation, item
