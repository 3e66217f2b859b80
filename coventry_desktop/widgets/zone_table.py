"""The generic card table: paints a presenter's ``Picture`` and reports card clicks.

It places cards by zone (``Hand``, ``Centre``, ``Pile``) and knows no game. Seats sit
round an ellipse, the viewing seat at the bottom and the others clockwise from its left,
for 2 to 7 seats. A card the viewer may not see reaches this module as ``None`` and is
painted as a back, so the table cannot show what it was never told. Cards that stay on
the table glide to their new places (``QPropertyAnimation``, durations from ``speeds``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from ..engine.cards import Card
from ..models.presentation import Centre, Hand, Picture, Pile, Spot
from . import speeds
from .cards import ASPECT
from .items import CardItem, SeatPlate


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """Where a seat sits: the centre of its hand in scene pixels, and its angle."""

    hand: QPointF
    angle: float  # radians, pi/2 at the bottom (the viewer), growing clockwise


def seat_places(seats: int, viewer: int, width: float, height: float) -> list[SeatPlace]:
    """Places for ``seats`` seats round a ``width`` x ``height`` table, ``viewer`` at the bottom.

    Seat ``viewer + k`` sits k steps clockwise (to the viewer's left first), as players
    sit round a real table.
    """
    cx, cy = width / 2, height / 2
    rx, ry = width * 0.40, height * 0.34
    places = [SeatPlace(QPointF(), 0.0)] * seats
    for step in range(seats):
        angle = math.pi / 2 + step * 2 * math.pi / seats
        seat = (viewer + step) % seats
        if step == 0:
            places[seat] = SeatPlace(QPointF(cx, height * 0.84), angle)
        else:
            places[seat] = SeatPlace(QPointF(cx + rx * math.cos(angle),
                                             cy - height * 0.04 + ry * math.sin(angle)), angle)
    return places


class ZoneTable(QGraphicsView):
    """Shows one ``Picture`` at a time.

    Args:
        seats: the number of seats (2..7).

    Signals:
        cardClicked(card): the viewer clicked a face-up card of their own hand.
    """

    cardClicked = Signal(object)

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor("#1f6b45"))
        self.setMinimumSize(640, 420)
        self._seats = seats
        self._viewer = 0
        self._picture: Picture | None = None
        self._playable: frozenset[Card] = frozenset()
        self._chosen: frozenset[Card] = frozenset()
        self._current: Card | None = None
        self._items: dict[object, CardItem] = {}
        self._animations: list[QPropertyAnimation] = []
        self._plates = [SeatPlate() for _ in range(seats)]
        for plate in self._plates:
            self.scene().addItem(plate)
        self._captions: list[QGraphicsSimpleTextItem] = []
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

    def is_animating(self) -> bool:
        """Whether a card is still gliding."""
        return any(a.state() == QPropertyAnimation.State.Running for a in self._animations)

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
        places = seat_places(self._seats, self._viewer, w, h)
        big = min(w / 11.5, h / 5.2)
        small = big * 0.55
        targets: dict[object, tuple[QPointF, float, Spot, int]] = {}
        by_zone: dict[object, list[Spot]] = {}
        for spot in picture.spots:
            by_zone.setdefault(spot.zone, []).append(spot)
        for zone, spots in by_zone.items():
            width = self._zone_width(zone, big, small)
            points = self._zone_points(zone, len(spots), places, w, h, big, small)
            for index, point in enumerate(points):
                spot = spots[index]
                key: object = spot.card if spot.card is not None else (zone, index)
                targets[key] = (point, width, spot, index)
        self._place_cards(targets, places)
        self._place_plates(picture, places, big, small)
        self._place_captions(by_zone, places, w, h, big, small)

    def _zone_width(self, zone: object, big: float, small: float) -> float:
        if isinstance(zone, Hand):
            return big if zone.seat == self._viewer else small
        return big * 0.9 if isinstance(zone, Centre) else small

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
            slots = max(count, self._centre_slots())
            # A long run overlaps like a fan rather than reaching the side seats.
            gap = min(big * 0.9 * 1.12, w * 0.36 / max(1, slots - 1))
            start = w / 2 - gap * (slots - 1) / 2
            return [QPointF(start + zone.slot * gap, h * 0.44)] * count
        assert isinstance(zone, Pile)
        if zone.seat is None:
            # Piles by the centre stack down the right-hand side, one row per pile name.
            row = self._centre_piles().index(zone.name)
            base = QPointF(w * 0.78, h * 0.40 + row * small * ASPECT * 1.5)
        else:
            hand = places[zone.seat].hand
            side = -1 if hand.x() > w / 2 + 1 else 1
            base = QPointF(hand.x() + side * min(w * 0.16, small * 3.2), hand.y())
            if zone.seat == self._viewer:
                base = QPointF(w - small * 1.2, hand.y() - big * ASPECT * 0.95)
        if self._face_up_pile(zone):
            # Cards shown at the end of a deal (dead cards, the kitty) fan out to be read.
            step = small * 0.32
            return [QPointF(base.x() - step * (count - 1) + i * step, base.y())
                    for i in range(count)]
        # A pile shows its depth by a few offset cards, never more than eight.
        return [QPointF(base.x() + min(i, 8) * 1.5, base.y() - min(i, 8) * 1.5)
                for i in range(count)]

    def _face_up_pile(self, zone: Pile) -> bool:
        assert self._picture is not None
        return any(s.zone == zone and s.card is not None for s in self._picture.spots)

    def _centre_piles(self) -> list[str]:
        assert self._picture is not None
        names = (s.zone.name for s in self._picture.spots
                 if isinstance(s.zone, Pile) and s.zone.seat is None)
        return list(dict.fromkeys(names))

    def _centre_slots(self) -> int:
        assert self._picture is not None
        return 1 + max((s.zone.slot for s in self._picture.spots if isinstance(s.zone, Centre)),
                       default=0)

    def _place_cards(self, targets: dict[object, tuple[QPointF, float, Spot, int]],
                     places: list[SeatPlace]) -> None:
        for key in [k for k in self._items if k not in targets]:
            self.scene().removeItem(self._items.pop(key))
        self._animations = [a for a in self._animations
                            if a.state() == QPropertyAnimation.State.Running]
        duration = speeds.ms("play")
        for z, (key, (point, width, spot, index)) in enumerate(targets.items()):
            item = self._items.get(key)
            own = isinstance(spot.zone, Hand) and spot.zone.seat == self._viewer
            if own and spot.card in self._chosen:
                point = QPointF(point.x(), point.y() - width * ASPECT * 0.22)
            if item is None:
                item = CardItem(spot.card or _BACK, width)
                if spot.card is not None:  # a back is never clickable
                    item.clicked.connect(self._clicked)
                self.scene().addItem(item)
                self._items[key] = item
                item.setPos(self._origin(spot, places, point))
            item.set_width(width)
            item.setZValue(10 + z if not isinstance(spot.zone, Centre) else 200 + index)
            item.set_look(face_up=spot.card is not None,
                          dimmed=own and bool(self._playable) and spot.card not in self._playable,
                          glowing=own and spot.card in self._playable,
                          selected=own and (spot.card in self._chosen
                                            or spot.card == self._current))
            self._glide(item, point, duration)

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
        font = self.font()
        font.setPixelSize(int(max(11, min(16, small * 0.2))))
        for zone, spots in by_zone.items():
            if isinstance(zone, Centre) and spots[0].label:
                point = self._zone_points(zone, 1, places, w, h, big, small)[0]
                self._caption(spots[0].label, QPointF(point.x(), point.y() + big * ASPECT * 0.5
                                                      + 4), font)
            elif isinstance(zone, Pile):
                name = self._picture.pile_names.get(zone.name, zone.name)
                point = self._zone_points(zone, 1, places, w, h, big, small)[0]
                self._caption(f"{name} · {len(spots)}",
                              QPointF(point.x(), point.y() + small * ASPECT * 0.5 + 2), font)
        self._title.setText(self._picture.centre_title)
        title_font = self.font()
        title_font.setPixelSize(int(max(13, min(22, big * 0.18))))
        title_font.setBold(True)
        self._title.setFont(title_font)
        rect = self._title.boundingRect()
        self._title.setPos(w / 2 - rect.width() / 2, h * 0.44 - big * ASPECT * 0.5 - rect.height()
                           - 8)

    def _caption(self, text: str, top_centre: QPointF, font: object) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)  # type: ignore[arg-type]
        item.setBrush(QColor("#f4e9c8"))
        item.setPen(QPen(Qt.PenStyle.NoPen))
        rect = item.boundingRect()
        item.setPos(top_centre.x() - rect.width() / 2, top_centre.y())
        item.setZValue(250)
        self.scene().addItem(item)
        self._captions.append(item)

    def _clicked(self, card: Card) -> None:
        item = self._items.get(card)
        if item is not None and item.face_up and card in self._playable | self._chosen:
            self.cardClicked.emit(card)


# A face-down item still needs a Card to exist; it is never painted face up, because the
# table sets face_up only from a Spot's card, which is None for a hidden card.
_BACK = Card.parse("A♠")
