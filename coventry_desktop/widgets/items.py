"""The things drawn on the table: cards and seat name plates."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import Card
from ..models.presentation import is_right_to_left
from . import theme
from .cards import renderer
from .table_geometry import ASPECT
from .texts import as_typed


class CardItem(QGraphicsObject):
    """One of the 52 cards; its origin is its centre so it can scale about it.

    It paints its face only while ``face_up`` is set; the table sets that only for cards
    everyone may see or the viewing seat's own hand. The item decides nothing: a click
    counts on release over the card that was pressed (``clicked``), so a mis-press can be
    taken back by moving off it; ``doubleClicked`` as usual. A card may follow the mouse
    while ``may_drag(card)`` says so, and reports where it was let go (``dropped``).

    Signals:
        clicked(card), doubleClicked(card)
        dropped(card, scene_pos): a drag ended with the button released at ``scene_pos``.
    """

    clicked = Signal(object)
    doubleClicked = Signal(object)
    dropped = Signal(object, QPointF)

    def __init__(self, card: Card, width: float) -> None:
        super().__init__()
        self.card = card
        self._width = width
        self.face_up = False
        self.dimmed = False
        self.glowing = False
        self.selected_ = False
        self.may_drag: Callable[[Card], bool] = lambda _card: False
        """Asked when the mouse moves with the button down; the table sets it."""
        self._pressed_at: QPointF | None = None
        self._drag_from: QPointF | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    @property
    def width(self) -> float:
        """Width at scale 1, in scene pixels."""
        return self._width

    def set_width(self, width: float) -> None:
        """Resize (at scale 1) to ``width`` scene pixels; the height follows the deck's aspect."""
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def boundingRect(self) -> QRectF:
        w, h = self._width, self._width * ASPECT
        return QRectF(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in item coordinates (without the glow margin)."""
        w, h = self._width, self._width * ASPECT
        return QRectF(-w / 2, -h / 2, w, h)

    def set_look(self, *, face_up: bool, dimmed: bool = False, glowing: bool = False,
                 selected: bool = False) -> None:
        """Change how the card looks; repaints only if something changed."""
        look = (face_up, dimmed, glowing, selected)
        if look != (self.face_up, self.dimmed, self.glowing, self.selected_):
            self.face_up, self.dimmed, self.glowing, self.selected_ = look
            self.setCursor(Qt.CursorShape.PointingHandCursor if glowing
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        # Render at the size the card really covers on screen (item scale and pixel ratio),
        # so a small opponent card is as sharp as a big one.
        scale = painter.worldTransform().m11() or 1.0
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        # Pixel widths snap to steps of 6, so a card that shrinks while it flies reuses a
        # few cached renderings instead of rendering the SVG again on every frame.
        width = max(12, round(rect.width() * scale * ratio / 6) * 6)
        pixmap = renderer().pixmap(self.card if self.face_up else None,
                                   QSize(width, round(width * ASPECT)), 1.0)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        radius = rect.width() * 0.06
        look = theme.current()
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, look.dim_alpha))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.glowing or self.selected_:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if self.selected_:
                painter.setPen(QPen(look.color("selected"), look.selected_width))
            else:
                painter.setPen(QPen(look.color("playable"), look.playable_width))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)

    @property
    def dragging(self) -> bool:
        """Whether the card follows the mouse now."""
        return self._dragging

    def cancel_drag(self) -> bool:
        """Stop following the mouse (Esc, or the table laid out again); the table puts the
        card back. Returns whether a drag was under way."""
        was, self._dragging = self._dragging, False
        self._pressed_at = None
        if was:
            self.ungrabMouse()
        return was

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed_at = event.scenePos()
        self._drag_from = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._pressed_at is None or self._drag_from is None:
            return
        if not self._dragging:
            moved = (event.screenPos() - event.buttonDownScreenPos(
                Qt.MouseButton.LeftButton)).manhattanLength()
            if moved < QApplication.startDragDistance() or not self.may_drag(self.card):
                return
            self._dragging = True
            self.setZValue(1000)  # above every other card while it is carried
        self.setPos(self._drag_from + event.scenePos() - self._pressed_at)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed_at = self._pressed_at, None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self.card, event.scenePos())
        elif pressed is not None and self.card_rect().contains(event.pos()):
            self.clicked.emit(self.card)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed_at = None  # its release is not a second click
        self.doubleClicked.emit(self.card)


DEALER_CHIP = "\U0001f0a0"  # 🂠, a card's back: the dealer holds the deck
"""The dealer's chip on a plate, the same in every language. A letter ("D", «С») read as
the initial of a player named D or C beside it."""


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, cards left, dealer mark, and a gold rim on its turn."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.detail = ""
        self.dealer = False
        self.turn = False
        self.human = False
        self._size = QSizeF(150, 44)
        self._font_px = 13.0
        self._detail_px = 11.0
        self.setZValue(300)

    def set_font_px(self, px: float, width: float | None = None,
                    detail_px: float | None = None) -> None:
        """Scale the plate with the table: the name is ``px`` pixels high, the plate
        ``width`` pixels wide (by default 11.5 times that), the line under the name
        ``detail_px`` high (by default 85 % of ``px``; the table's layout makes it fit)."""
        self.prepareGeometryChange()
        self._font_px = px
        self._detail_px = px * 0.85 if detail_px is None else detail_px
        self._size = QSizeF(width if width is not None else px * 11.5, px * 3.4)
        self._name_tip()

    def shown_name(self) -> str:
        """The name as the plate draws it: shortened with "…" to the room beside the
        dealer's chip."""
        w, px = self._size.width(), self._font_px
        return QFontMetricsF(self._name_font()).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                           w - px * 3.2)

    def _name_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(round(self._font_px * 1.05))
        font.setBold(True)
        return font

    def _name_tip(self) -> None:
        # A name shortened with "…" is whole in the plate's tooltip (QA F-E).
        self.setToolTip(as_typed(self.name) if self.shown_name() != self.name else "")

    def detail_font(self) -> QFont:
        """The font of the line under the name."""
        font = QFont()
        font.setPixelSize(round(self._detail_px))
        return font

    def detail_rect(self) -> QRectF:
        """Where the line under the name goes, in item coordinates: the whole width, as
        the dealer's chip sits beside the name only."""
        w, h, px = self._size.width(), self._size.height(), self._font_px
        return QRectF(-w / 2 + px * 0.9, -h / 2 + px * 1.8, w - px * 1.5, px * 1.3)

    def size(self) -> QSizeF:
        """The plate's size in scene pixels."""
        return self._size

    def set_text(self, name: str, detail: str, *, dealer: bool, turn: bool, human: bool
                 ) -> None:
        """Update what the plate says; repaints if anything changed."""
        values = (name, detail, dealer, turn, human)
        if values != (self.name, self.detail, self.dealer, self.turn, self.human):
            self.name, self.detail, self.dealer, self.turn, self.human = values
            self._name_tip()
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._size.width(), self._size.height()
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = theme.current()
        turn = look.color("turn")
        if self.turn:
            for grow, alpha in ((6, 50), (3, 110)):
                painter.setPen(QPen(QColor(turn.red(), turn.green(), turn.blue(), alpha), grow))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, h / 2.6, h / 2.6)
        painter.setPen(QPen(turn if self.turn else look.color("plate_border"), 2))
        painter.setBrush(look.color("plate_fill"))
        painter.drawRoundedRect(rect, h / 2.6, h / 2.6)
        px = self._font_px
        painter.setPen(turn if self.turn else look.color("plate_text"))
        painter.setFont(self._name_font())
        name = self.shown_name()
        # A Hebrew or Arabic name is laid out right to left: it starts at the plate's
        # right edge, and elides on its own end (the line under it stays as it is).
        painter.setLayoutDirection(Qt.LayoutDirection.RightToLeft if is_right_to_left(
            self.name) else Qt.LayoutDirection.LeftToRight)
        painter.drawText(QRectF(-w / 2 + px * 0.9, -h / 2 + px * 0.35, w - px * 3.2, px * 1.5),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        # "13 cards · total −10" must never lose a digit: the layout shrinks it to fit
        # and widens the plate for it; eliding is the last resort.
        detail_font = self.detail_font()
        painter.setFont(detail_font)
        painter.setPen(look.color("plate_detail"))
        rect = self.detail_rect()
        detail = QFontMetricsF(detail_font).elidedText(self.detail,
                                                       Qt.TextElideMode.ElideMiddle, rect.width())
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         detail)
        if self.dealer:
            # Beside the name, so the line under it has the plate's whole width.
            centre = QPointF(w / 2 - px * 1.3, -h / 2 + px * 1.1)
            painter.setPen(QPen(QColor("#333333"), 1))
            painter.setBrush(QColor("#fafafa"))
            painter.drawEllipse(centre, px * 0.75, px * 0.75)
            painter.setPen(QColor("#222222"))
            chip = QFont()
            chip.setPixelSize(round(px * 0.85))
            chip.setBold(True)
            painter.setFont(chip)
            painter.drawText(QRectF(centre.x() - px, centre.y() - px, 2 * px, 2 * px),
                             Qt.AlignmentFlag.AlignCenter, DEALER_CHIP)
