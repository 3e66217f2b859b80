"""The generic card table: paints a presenter's ``Picture`` and reports card clicks.

It knows no game. Where everything goes is ``table_layout.lay_out``'s answer, a pure
function of the picture, the viewer, the table's size, the card scale and the font's
metrics; this view places its items at those rectangles, lets cards glide between them
and takes the mouse and the keyboard. A card the viewer may
not see reaches this module as ``None`` and is painted as a back, so the table cannot
show what it was never told. Cards that stay on the table glide to their new places
(``QPropertyAnimation``, durations from ``speeds``).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from ..engine.cards import Card
from ..models.presentation import Centre, Flash, Hand, Picture, Pile
from . import speeds, theme
from .items import CardItem, SeatPlate
from .table_layout import BadgePlace, CardPlace, TableLayout, lay_out
from .zone_items import INK, BadgeItem, OutlineItem, QtTextMetrics, flash, text_item

FELT = "#1f6b45"
"""The cloth's colour (black in high contrast)."""


class ZoneTable(QGraphicsView):
    """Shows one ``Picture`` at a time.

    Args:
        seats: the number of seats (2..7).

    Signals:
        cardClicked(card): the viewer clicked a face-up card of their own hand (double-
            clicked, with ``double_click`` on), or dragged it out of the hand.
        cardChosen(card): with ``double_click`` on, a single click on such a card.
        slotClicked(card): the viewer clicked an empty outlined slot waiting for ``card``.
    """

    cardClicked = Signal(object)
    cardChosen = Signal(object)
    slotClicked = Signal(object)

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor(FELT))
        self.double_click = False
        """Play a card by double-click (a single click only chooses it)."""
        self.card_scale = 1.0
        """How much larger than fits the cards are drawn (View → Large Cards: 1.35)."""
        self.setMinimumSize(600, 420)  # with the panel at its narrowest, 800 pixels wide
        self._seats = seats
        self._viewer = 0
        self._picture: Picture | None = None
        self._playable: frozenset[Card] = frozenset()
        self._chosen: frozenset[Card] = frozenset()
        self._current: Card | None = None
        self._items: dict[object, CardItem] = {}
        self._outlines: dict[object, OutlineItem] = {}
        self._badges: dict[Pile, BadgeItem] = {}
        self._animations: list[QAbstractAnimation] = []
        self._laid: TableLayout | None = None
        self._plates = [SeatPlate() for _ in range(seats)]
        for plate in self._plates:
            self.scene().addItem(plate)
        self._captions: list[QGraphicsSimpleTextItem] = []
        self._brackets: list[QGraphicsRectItem] = []
        self._title = QGraphicsSimpleTextItem()
        self._title.setBrush(INK)
        self.scene().addItem(self._title)

    # -- what to show ---------------------------------------------------------------------
    def show_picture(self, picture: Picture, viewer: int, *,
                     playable: frozenset[Card] = frozenset(),
                     chosen: frozenset[Card] = frozenset(), current: Card | None = None
                     ) -> None:
        """Show ``picture`` from ``viewer``'s chair.

        ``playable`` cards glow, ``chosen`` ones are raised (a give being chosen), and the
        keyboard's ``current`` card wears the selection rim.
        """
        self._picture, self._viewer = picture, viewer
        self._playable, self._chosen, self._current = playable, chosen, current
        self._layout()

    def picture(self) -> Picture | None:
        """The picture shown now."""
        return self._picture

    def plates(self) -> list[SeatPlate]:
        """The seat plates, by seat."""
        return list(self._plates)

    def card_items(self) -> dict[object, CardItem]:
        """The card items on the table by key (a card, or a hidden card's place)."""
        return dict(self._items)

    @property
    def selected_card(self) -> Card | None:
        """The keyboard's current card (Enter plays it), or None."""
        return self._current

    def card_item(self, card: Card) -> CardItem:
        """The item of a card that lies face up on the table.

        Raises:
            KeyError: no such card is shown.
        """
        return self._items[card]

    def accessible_items(self) -> list[CardItem | SeatPlate]:
        """What a screen reader may browse, in reading order: the cards in the centre, the
        viewer's hand as shown, then the seat plates. Face-down cards are left out."""
        picture = self._picture
        if picture is None:
            return list(self._plates)
        centre = [s.card for s in picture.cards if isinstance(s.zone, Centre)]
        hand = [s.card for s in picture.cards if s.zone == Hand(self._viewer)]
        items: list[CardItem | SeatPlate] = [self._items[c] for c in (*centre, *hand)
                                             if c is not None and c in self._items]
        return items + list(self._plates)

    def outlines(self) -> dict[object, OutlineItem]:
        """The empty outlined slots on the table, by their key."""
        return dict(self._outlines)

    def badges(self) -> dict[Pile, BadgeItem]:
        """The badges worn by piles, by pile."""
        return dict(self._badges)

    def captions(self) -> list[QGraphicsSimpleTextItem]:
        """The captions on the table: under centre cards and piles, the notes, and the
        centre title (last)."""
        return [*self._captions, self._title]

    def is_animating(self) -> bool:
        """Whether a card is still gliding."""
        return any(a.state() == QAbstractAnimation.State.Running for a in self._animations)

    def flash(self, flashes: tuple[Flash, ...]) -> None:
        """Show each text at its seat's plate for a moment, rising (nothing at speed 0)."""
        duration = speeds.ms("pass_flash")
        for one in flashes:
            if not 0 <= one.seat < self._seats or duration <= 0:
                continue
            plate = self._plates[one.seat]
            at = plate.pos() - QPointF(0, plate.size().height() * 0.9)
            animation = flash(self.scene(), one.text, at, good=one.good,
                              px=max(16.0, plate.size().height() * 0.5), duration=duration)
            if animation is not None:
                self._animations.append(animation)
                # It deletes itself when it stops: forget it then, not later.
                animation.finished.connect(lambda a=animation: self._forget(a))

    def cancel_drag(self) -> bool:
        """Put a card being dragged back in the hand (Esc); whether one was dragged."""
        dragged = [item for item in self._items.values() if item.cancel_drag()]
        if dragged:
            self._layout()
        return bool(dragged)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        if self.hasFocus():  # the keyboard is here: a ring round the cloth says so
            painter.setPen(QPen(theme.current().color("focus"), 3))
            painter.drawRect(self.sceneRect().adjusted(1.5, 1.5, -1.5, -1.5))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def relayout(self) -> None:
        """Lay the table out again in the current look (card scale, high contrast)."""
        high = theme.current() is theme.HIGH_CONTRAST
        self.setBackgroundBrush(QColor(theme.HIGH_CONTRAST.felt_centre if high else FELT))
        self._layout()

    def _forget(self, animation: QAbstractAnimation) -> None:
        if animation in self._animations:
            self._animations.remove(animation)

    # -- layout ---------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    def table_layout(self) -> TableLayout | None:
        """The rectangles of everything on the table as laid out last (None before the
        first picture)."""
        return self._laid

    def _layout(self) -> None:
        w, h = max(1, self.viewport().width()), max(1, self.viewport().height())
        self.scene().setSceneRect(QRectF(0, 0, w, h))
        picture = self._picture
        if picture is None:
            return
        laid = self._laid = lay_out(picture, self._viewer, seats=self._seats, width=w,
                                    height=h, scale=self.card_scale,
                                    metrics=QtTextMetrics(self.font()), chosen=self._chosen)
        for plate, place, line in zip(self._plates, laid.plates, picture.seats, strict=True):
            plate.set_font_px(place.px, place.width, place.detail_px)
            plate.set_text(line.name, line.detail, dealer=line.dealer, turn=line.to_act,
                           human=plate is self._plates[self._viewer])
            plate.setPos(place.x, place.y)  # the plate's origin is its centre
        self._place_cards(laid.cards)
        self._place_texts(laid)
        self._place_badges(laid.badges)

    def _place_cards(self, places: tuple[CardPlace, ...]) -> None:
        keys = {place.key for place in places}
        for key in [k for k in self._items if k not in keys]:
            self.scene().removeItem(self._items.pop(key))
        for key in [k for k in self._outlines if k not in keys]:
            self.scene().removeItem(self._outlines.pop(key))
        self._animations = [a for a in self._animations
                            if a.state() == QAbstractAnimation.State.Running]
        duration = speeds.ms("play")
        for place in places:
            spot, key = place.spot, place.key
            if spot.outline:
                self._place_outline(place)
                continue
            item = self._items.get(key)
            own = isinstance(spot.zone, Hand) and spot.zone.seat == self._viewer
            if item is None:
                item = CardItem(spot.card or _BACK, place.width)
                if spot.card is not None:  # a back is never clickable
                    item.clicked.connect(self._clicked)
                    item.doubleClicked.connect(self._double_clicked)
                    item.dropped.connect(self._dropped)
                    item.may_drag = self._may_drag
                self.scene().addItem(item)
                self._items[key] = item
                item.setPos(QPointF(*place.origin))
            item.set_width(place.width)
            item.setZValue(place.z)
            item.set_look(face_up=spot.card is not None,
                          dimmed=own and bool(self._playable) and spot.card not in self._playable,
                          glowing=own and spot.card in self._playable,
                          selected=spot.marked or (own and (spot.card in self._chosen
                                                           or spot.card == self._current)))
            self._glide(item, QPointF(place.x, place.y), duration)

    def _place_outline(self, place: CardPlace) -> None:
        spot = place.spot
        item = self._outlines.get(place.key)
        if item is None:
            item = OutlineItem(spot.text, spot.wants, place.width)
            item.clicked.connect(self.slotClicked)
            self.scene().addItem(item)
            self._outlines[place.key] = item
        item.set_width(place.width)
        item.set_look(text=spot.text, glowing=spot.wants in self._playable)
        item.setZValue(place.z)
        item.setPos(place.x, place.y)

    def _place_texts(self, laid: TableLayout) -> None:
        for caption in (*self._captions, *self._brackets):
            self.scene().removeItem(caption)
        self._brackets = []
        metrics = QtTextMetrics(self.font())
        self._captions = []
        for text in laid.captions:
            item = text_item(self.scene(), text.text, metrics.font(text.px, text.bold))
            # On whole pixels: small text drawn between two pixels is greyed by
            # antialiasing below AA contrast on the cloth (tests/app/test_contrast.py).
            item.setPos(round(text.left), round(text.top))
            self._captions.append(item)
        for bracket in laid.brackets:  # the bar under one player's stretch of cards
            bar = self.scene().addRect(QRectF(bracket.left, bracket.top, bracket.width,
                                              bracket.height), QPen(Qt.PenStyle.NoPen), INK)
            bar.setZValue(250)
            self._brackets.append(bar)
        title = laid.title
        self._title.setText(title.text)
        self._title.setFont(metrics.font(title.px, title.bold))
        self._title.setPos(round(title.left), round(title.top))

    def _place_badges(self, places: tuple[BadgePlace, ...]) -> None:
        """A pill on each pile that has a badge."""
        badges = {place.pile: place for place in places}
        for zone in [z for z in self._badges if z not in badges]:
            self.scene().removeItem(self._badges.pop(zone))
        for zone, place in badges.items():
            item = self._badges.get(zone)
            if item is None:
                item = self._badges[zone] = BadgeItem(place.text, place.px)
                self.scene().addItem(item)
            item.set_text(place.text, place.px)
            item.setPos(place.x, place.y)

    def _glide(self, item: CardItem, target: QPointF, duration: int) -> None:
        if duration <= 0 or item.pos() == target:
            item.setPos(target)
            return
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setDuration(duration)
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.start()
        self._animations.append(animation)

    def _own(self, card: Card) -> bool:
        item = self._items.get(card)
        return item is not None and item.face_up and self._picture is not None and any(
            spot.card == card and spot.zone == Hand(self._viewer) for spot in self._picture.spots)

    def _clicked(self, card: Card) -> None:
        # Every card of the viewer's own hand reports its click, playable or not: the
        # window asks the rules, which say why a dimmed card may not be played.
        if not self._own(card):
            return
        if self.double_click:
            self.cardChosen.emit(card)  # one click only chooses; a double click plays
        else:
            self.cardClicked.emit(card)

    def _double_clicked(self, card: Card) -> None:
        if self.double_click and self._own(card):
            self.cardClicked.emit(card)

    def _may_drag(self, card: Card) -> bool:
        return card in self._playable and self._own(card)

    def _dropped(self, card: Card, at: QPointF) -> None:
        """A card let go above its hand's row plays it; anywhere else it goes back."""
        hand = [item.pos().y() for key, item in self._items.items()
                if key != card and self._own(key)]  # type: ignore[arg-type]
        top = min(hand, default=self.viewport().height() * 0.7)
        if at.y() < top - 4:
            self.cardClicked.emit(card)
        self._layout()  # a refused or a put-back card returns to its place


# A face-down item still needs a Card to exist; it is never painted face up, because the
# table sets face_up only from a Spot's card, which is None for a hidden card.
_BACK = Card.parse("A♠")
