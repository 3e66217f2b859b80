"""The generic card table: paints a presenter's ``Picture`` and reports card clicks.

It places cards by zone (``Hand``, ``Centre``, ``Pile``) and knows no game. Seats sit
round an ellipse, the viewing seat at the bottom and the others clockwise from its left,
for 2 to 7 seats. Piles and their captions are fitted into the room that hands, plates
and the centre row leave, so nothing covers anything at any size. A card the viewer may
not see reaches this module as ``None`` and is painted as a back, so the table cannot
show what it was never told. Cards that stay on the table glide to their new places
(``QPropertyAnimation``, durations from ``speeds``).
"""

from __future__ import annotations

import math

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
from PySide6.QtGui import QColor, QFocusEvent, QFontMetricsF, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from ..engine.cards import Card
from ..models.presentation import Centre, Flash, Hand, Picture, Pile, Spot
from . import speeds, theme
from .cards import ASPECT
from .items import CardItem, SeatPlate
from .table_geometry import SeatPlace, seat_places
from .zone_items import BadgeItem, OutlineItem, flash, text_item
from .zone_piles import DEPTH, PilePlacer

FELT = "#1f6b45"
"""The cloth's colour (black in high contrast)."""


class ZoneTable(PilePlacer, QGraphicsView):
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
        self._places: list[SeatPlace] = []
        self._plates = [SeatPlate() for _ in range(seats)]
        for plate in self._plates:
            self.scene().addItem(plate)
        self._captions: list[QGraphicsSimpleTextItem] = []
        self._pile_bases: dict[Pile, QPointF] = {}
        self._title = QGraphicsSimpleTextItem()
        self._title.setBrush(QColor("#f4e9c8"))
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

    def _layout(self) -> None:
        w, h = max(1, self.viewport().width()), max(1, self.viewport().height())
        self.scene().setSceneRect(QRectF(0, 0, w, h))
        picture = self._picture
        if picture is None:
            return
        places = self._places = seat_places(self._seats, self._viewer, w, h)
        big = min(w / 11.5, h / 5.2) * self.card_scale
        small = big * 0.55
        by_zone: dict[object, list[Spot]] = {}
        for spot in picture.spots:
            by_zone.setdefault(spot.zone, []).append(spot)
        # Plates first: the piles are then fitted round plates, hands and the centre.
        self._place_plates(picture, places, big, small)
        self._pile_bases = self._place_piles(by_zone, places, w, h, big, small)
        targets: dict[object, tuple[QPointF, float, Spot, int]] = {}
        for zone, spots in by_zone.items():
            width = self._zone_width(zone, big, small)
            points = self._zone_points(zone, len(spots), places, w, h, big, small)
            for index, point in enumerate(points):
                spot = spots[index]
                # Outlines by their words and place: Coventry's empty slots all read "".
                key: object = (spot.card if spot.card is not None
                               else ("outline", spot.text, zone) if spot.outline
                               else (zone, index))
                targets[key] = (point, width, spot, index)
        self._place_cards(targets, places)
        self._place_captions(by_zone, places, w, h, big, small)
        self._place_badges(places, w, h, big, small)

    def _zone_width(self, zone: object, big: float, small: float) -> float:
        if isinstance(zone, Hand):
            return big if zone.seat == self._viewer else small
        return self._centre_card(big) if isinstance(zone, Centre) else small

    def _zone_points(self, zone: object, count: int, places: list[SeatPlace], w: float,
                     h: float, big: float, small: float) -> list[QPointF]:
        if isinstance(zone, Hand):
            own = zone.seat == self._viewer
            width = self._zone_width(zone, big, small)
            centre = places[zone.seat].hand
            span = min(w * (0.86 if own else 0.22), width * (0.55 if own else 0.18) * count)
            step = span / max(1, count - 1) if count > 1 else 0.0
            start = centre.x() - step * (count - 1) / 2
            return [QPointF(start + i * step, centre.y()) for i in range(count)]
        if isinstance(zone, Centre):
            if zone.toward is not None and 0 <= zone.toward < self._seats:
                point = self._toward_point(zone.toward, places, w, h, big)
            else:
                slots = max(count, self._centre_slots())
                gap = self._centre_gap(slots, w, big)
                start = w / 2 - gap * (slots - 1) / 2
                point = QPointF(start + zone.slot * gap, h * 0.44)
            # Cards in one slot lie stacked, each a little up and right of the one below.
            lift = big * 0.03
            return [QPointF(point.x() + min(i, 8) * lift, point.y() - min(i, 8) * lift)
                    for i in range(count)]
        assert isinstance(zone, Pile)
        base = self._pile_bases.get(zone, QPointF(w * 0.78, h * 0.44))
        if self._face_up_pile(zone):
            # Cards shown at the end of a deal (dead cards, the kitty) fan out to be read.
            step = small * 0.32
            return [QPointF(base.x() - step * (count - 1) / 2 + i * step, base.y())
                    for i in range(count)]
        # A pile shows its depth by a few offset cards, never more than eight.
        return [QPointF(base.x() + min(i, 8) * DEPTH, base.y() - min(i, 8) * DEPTH)
                for i in range(count)]

    def _place_cards(self, targets: dict[object, tuple[QPointF, float, Spot, int]],
                     places: list[SeatPlace]) -> None:
        for key in [k for k in self._items if k not in targets]:
            self.scene().removeItem(self._items.pop(key))
        for key in [k for k in self._outlines if k not in targets]:
            self.scene().removeItem(self._outlines.pop(key))
        self._animations = [a for a in self._animations
                            if a.state() == QAbstractAnimation.State.Running]
        duration = speeds.ms("play")
        for z, (key, (point, width, spot, index)) in enumerate(targets.items()):
            if spot.outline:
                self._place_outline(key, point, width, spot)
                continue
            item = self._items.get(key)
            own = isinstance(spot.zone, Hand) and spot.zone.seat == self._viewer
            if own and spot.card in self._chosen:
                point = QPointF(point.x(), point.y() - width * ASPECT * 0.22)
            if item is None:
                item = CardItem(spot.card or _BACK, width)
                if spot.card is not None:  # a back is never clickable
                    item.clicked.connect(self._clicked)
                    item.doubleClicked.connect(self._double_clicked)
                    item.dropped.connect(self._dropped)
                    item.may_drag = self._may_drag
                self.scene().addItem(item)
                self._items[key] = item
                item.setPos(self._origin(spot, places, point))
            item.set_width(width)
            item.setZValue(10 + z if not isinstance(spot.zone, Centre)
                           else 200 + spot.zone.slot * 10 + min(index, 9))
            item.set_look(face_up=spot.card is not None,
                          dimmed=own and bool(self._playable) and spot.card not in self._playable,
                          glowing=own and spot.card in self._playable,
                          selected=spot.marked or (own and (spot.card in self._chosen
                                                           or spot.card == self._current)))
            self._glide(item, point, duration)

    def _place_outline(self, key: object, point: QPointF, width: float, spot: Spot) -> None:
        item = self._outlines.get(key)
        if item is None:
            item = OutlineItem(spot.text, spot.wants, width)
            item.clicked.connect(self.slotClicked)
            self.scene().addItem(item)
            self._outlines[key] = item
        item.set_width(width)
        item.set_look(text=spot.text, glowing=spot.wants in self._playable)
        assert isinstance(spot.zone, Centre)
        item.setZValue(200 + spot.zone.slot * 10)
        item.setPos(point)

    def _place_badges(self, places: list[SeatPlace], w: float, h: float, big: float,
                      small: float) -> None:
        """A pill on each pile that has a badge, over the upper part of its top card."""
        assert self._picture is not None
        badges = {zone: text for zone, text in self._picture.badges.items()
                  if zone in self._pile_bases}
        for zone in [z for z in self._badges if z not in badges]:
            self.scene().removeItem(self._badges.pop(zone))
        px = self._badge_px(small)
        metrics = QFontMetricsF(self._caption_font(small))
        for zone, text in badges.items():
            item = self._badges.get(zone)
            if item is None:
                item = self._badges[zone] = BadgeItem(text, px)
                self.scene().addItem(item)
            count = sum(1 for s in self._picture.spots if s.zone == zone)
            box = self._pile_box(zone, count, small, metrics)
            item.set_text(text, px, box[2] - box[0] - 2)
            base = self._pile_bases[zone]
            x = base.x() + (box[0] + box[2]) / 2
            if self._face_up_pile(zone):  # above the faces, in the room kept for it
                item.setPos(x, base.y() + box[1] + item.boundingRect().height() / 2 + 1)
            else:  # over the upper part of the top card
                item.setPos(x, base.y() - small * ASPECT * 0.22)

    def _origin(self, spot: Spot, places: list[SeatPlace], target: QPointF) -> QPointF:
        # A card new to the centre comes from the hand of the seat that played it.
        if isinstance(spot.zone, Centre) and spot.seat is not None:
            return places[spot.seat].hand
        return target

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

    def _place_plates(self, picture: Picture, places: list[SeatPlace], big: float,
                      small: float) -> None:
        px = max(11.0, min(18.0, small * 0.2))
        for seat, (plate, line) in enumerate(zip(self._plates, picture.seats, strict=True)):
            plate.set_font_px(px)
            plate.set_text(line.name, line.detail, dealer=line.dealer, turn=line.to_act,
                           human=seat == self._viewer)
            size, hand = plate.size(), places[seat].hand
            if seat == self._viewer:
                left = self._hand_left(seat, places, big, small)
                if left > size.width() + 20:
                    # Beside the hand where it leaves room ...
                    centre = QPointF(left - size.width() / 2 - 10, hand.y())
                else:
                    # ... else above its left end, clear of cards raised for a choice.
                    centre = QPointF(size.width() / 2 + 12,
                                     hand.y() - big * ASPECT * 0.78 - size.height() / 2)
            elif math.sin(places[seat].angle) > 0.3 or abs(math.cos(places[seat].angle)) > 0.3:
                # Side seats: the plate above the hand, clear of the centre and the viewer.
                centre = QPointF(hand.x(), hand.y() - small * ASPECT / 2 - size.height() / 2 - 6)
            else:
                centre = QPointF(hand.x(), hand.y() + small * ASPECT / 2 + size.height() / 2 + 6)
            # Inside the table, however narrow (a side seat's plate at 620 pixels wide stuck
            # out past the edge).
            room = self.sceneRect()
            half_w, half_h = size.width() / 2 + 2, size.height() / 2 + 2
            centre.setX(min(max(centre.x(), room.left() + half_w), room.right() - half_w))
            centre.setY(min(max(centre.y(), room.top() + half_h), room.bottom() - half_h))
            plate.setPos(centre)  # the plate's origin is its centre
            plate.setZValue(300)

    def _hand_left(self, seat: int, places: list[SeatPlace], big: float, small: float) -> float:
        """The left edge of ``seat``'s hand as laid out, in scene pixels."""
        assert self._picture is not None
        count = sum(1 for s in self._picture.spots if s.zone == Hand(seat))
        w, h = self.sceneRect().width(), self.sceneRect().height()
        points = self._zone_points(Hand(seat), max(1, count), places, w, h, big, small)
        return points[0].x() - self._zone_width(Hand(seat), big, small) / 2

    def _place_captions(self, by_zone: dict[object, list[Spot]], places: list[SeatPlace],
                        w: float, h: float, big: float, small: float) -> None:
        assert self._picture is not None
        for caption in self._captions:
            self.scene().removeItem(caption)
        self._captions = []
        font = self._caption_font(small)
        for zone, spots in by_zone.items():
            if isinstance(zone, Centre) and spots[-1].label:
                point = self._zone_points(zone, 1, places, w, h, big, small)[0]
                self._caption(spots[-1].label, QPointF(point.x(), point.y() + big * ASPECT * 0.45
                                                       + 4), font)
            elif isinstance(zone, Pile):
                name = self._picture.pile_names.get(zone.name, zone.name)
                point = self._zone_points(zone, 1, places, w, h, big, small)[0]
                self._caption(f"{name} · {len(spots)}",
                              QPointF(point.x(), point.y() + small * ASPECT * 0.5 + 2), font)
        reach = self._toward_reach(big) if self._by_seat() else big * ASPECT / 2
        self._title.setText(self._picture.centre_title)
        self._title.setFont(self._title_font(big))
        rect = self._title.boundingRect()
        # The notes go under the centre, below the captions' line even when it is empty,
        # so they do not jump when the first card comes; a trick, which reaches up to the
        # seat opposite, has its title under it too, above the notes.
        y = h * 0.44 + reach + 4
        if self._by_seat():
            self._title.setPos(w / 2 - rect.width() / 2, y)
            y += rect.height() + 4
        else:
            self._title.setPos(w / 2 - rect.width() / 2, h * 0.44 - reach - rect.height() - 8)
            y += QFontMetricsF(font).height()
        for note in self._picture.notes:
            self._caption(note, QPointF(w / 2, y), font)
            y += self._captions[-1].boundingRect().height()

    def _caption(self, text: str, top_centre: QPointF, font: object) -> None:
        item = text_item(self.scene(), text, font)  # type: ignore[arg-type]
        rect = item.boundingRect()
        item.setPos(top_centre.x() - rect.width() / 2, top_centre.y())
        self._captions.append(item)

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
