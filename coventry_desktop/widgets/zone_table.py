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

import itertools
import math

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from ..engine.cards import Card
from ..models.presentation import Centre, Hand, Picture, Pile, Spot
from . import speeds
from .cards import ASPECT
from .items import CardItem, SeatPlate
from .table_geometry import Rect, SeatPlace, claim_place, distance, fit_place, seat_places


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

    def captions(self) -> list[QGraphicsSimpleTextItem]:
        """The captions on the table: under centre cards and piles, and the centre title."""
        return [*self._captions, self._title]

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
                key: object = spot.card if spot.card is not None else (zone, index)
                targets[key] = (point, width, spot, index)
        self._place_cards(targets, places)
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
            gap = self._centre_gap(slots, w, big)
            start = w / 2 - gap * (slots - 1) / 2
            return [QPointF(start + zone.slot * gap, h * 0.44)] * count
        assert isinstance(zone, Pile)
        base = self._pile_bases.get(zone, QPointF(w * 0.78, h * 0.44))
        if self._face_up_pile(zone):
            # Cards shown at the end of a deal (dead cards, the kitty) fan out to be read.
            step = small * 0.32
            return [QPointF(base.x() - step * (count - 1) / 2 + i * step, base.y())
                    for i in range(count)]
        # A pile shows its depth by a few offset cards, never more than eight.
        return [QPointF(base.x() + min(i, 8) * _DEPTH, base.y() - min(i, 8) * _DEPTH)
                for i in range(count)]

    def _centre_gap(self, slots: int, w: float, big: float) -> float:
        # A long run overlaps like a fan rather than reaching the side seats or the piles.
        return min(big * 0.9 * 1.12, w * _ROW_SPAN / max(1, slots - 1))

    def _caption_font(self, small: float) -> QFont:
        font = self.font()
        font.setPixelSize(int(max(11, min(16, small * 0.2))))
        return font

    def _title_font(self, big: float) -> QFont:
        font = self.font()
        font.setPixelSize(int(max(13, min(22, big * 0.18))))
        font.setBold(True)
        return font

    # -- where the piles go ---------------------------------------------------------------
    def _place_piles(self, by_zone: dict[object, list[Spot]], places: list[SeatPlace],
                     w: float, h: float, big: float, small: float) -> dict[Pile, QPointF]:
        """A place for every pile, clear of plates, hands, the centre and each other.

        A seat's piles go beside its hand where they fit (``_place_seat_piles``), never
        nearer another seat's hand than its own; piles by the centre go as near as they
        fit to the right of the centre row, whose width is capped so that room is left.
        The room kept for hands, the centre row and captions is what they take at their
        fullest, and every seat keeps room for each kind of seat pile on the table, so a
        pile does not move while cards come and go.
        """
        assert self._picture is not None
        metrics = QFontMetricsF(self._caption_font(small))
        margin = max(4.0, small * 0.08)
        hands = self._hand_rects(by_zone, places, w, h, big, small)
        taken: list[Rect] = [*hands.values()]
        for plate in self._plates:
            r = plate.sceneBoundingRect().adjusted(4, 4, -4, -4)
            taken.append((r.left(), r.top(), r.right(), r.bottom()))
        taken.append(self._centre_block(by_zone, w, h, big, small))  # title to captions
        seat_names = list(dict.fromkeys(z.name for z in by_zone
                                        if isinstance(z, Pile) and z.seat is not None
                                        and 0 <= z.seat < self._seats))
        centre_names = list(dict.fromkeys(z.name for z in by_zone
                                          if isinstance(z, Pile) and z.seat is None))
        step = max(2.0, small / 2)
        bases: dict[Pile, QPointF] = {}
        order = [(self._viewer + k) % self._seats for k in range(self._seats)]
        for seat in order if seat_names else []:
            group = [Pile(name, seat) for name in seat_names]
            boxes = [self._pile_box(p, len(by_zone.get(p, ())), small, metrics) for p in group]
            bases.update(self._place_seat_piles(seat, group, boxes, places, hands, taken, w, h,
                                                step, margin, small))
        row = self._centre_block(by_zone, w, h, big, small)
        for name in centre_names:
            pile = Pile(name)
            box = self._pile_box(pile, len(by_zone.get(pile, ())), small, metrics)
            bases[pile] = claim_place(box, (row[2] + margin - box[0], h * 0.44), taken, w, h,
                                      step, margin, None)
        return bases

    def _place_seat_piles(self, seat: int, group: list[Pile], boxes: list[Rect],
                          places: list[SeatPlace], hands: dict[int, Rect],
                          taken: list[Rect], w: float, h: float, step: float, margin: float,
                          small: float) -> dict[Pile, QPointF]:
        """Bases for ``seat``'s piles: side by side as one group beside its hand, on one
        side or the other if there is room, else nearest the first; failing that, each
        where it fits nearest its hand. Never nearer another seat's hand than its own,
        while there is room anywhere."""
        hand, y = hands[seat], places[seat].hand.y()
        # Right of the viewer's hand; beside another's on the side that faces the centre,
        # or for a seat below the middle, the side away from the viewer.
        right = seat == self._viewer or ((places[seat].hand.x() <= w / 2 + 1)
                                         != (math.sin(places[seat].angle) > 0.3))

        def beside(box: Rect, right: bool = right) -> tuple[float, float]:
            return (hand[2] + margin - box[0] if right else hand[0] - margin - box[2], y)

        def owned(x: float, y: float) -> bool:
            return min(hands, key=lambda s: distance(hands[s], x, y)) == seat

        shifts = [0.0]
        for before, after in itertools.pairwise(boxes):
            shifts.append(shifts[-1] + before[2] + margin - after[0])
        box = (min(b[0] + x for b, x in zip(boxes, shifts, strict=True)),
               min(b[1] for b in boxes),
               max(b[2] + x for b, x in zip(boxes, shifts, strict=True)),
               max(b[3] for b in boxes))
        middle = (box[0] + box[2]) / 2

        def group_owned(x: float, y: float) -> bool:
            return owned(x + middle, y)

        found = (fit_place(box, beside(box), taken, w, h, step, margin, round(small / step),
                           group_owned)
                 or fit_place(box, beside(box, not right), taken, w, h, step, margin,
                              round(small / step), group_owned)
                 or fit_place(box, beside(box), taken, w, h, step, margin,
                              round(small * 8 / step), group_owned))
        if found is not None:
            return {pile: QPointF(found[0] + shift, found[1])
                    for pile, shift in zip(group, shifts, strict=True)}
        return {pile: claim_place(one, beside(one), taken, w, h, step, margin, owned)
                for pile, one in zip(group, boxes, strict=True)}

    def _pile_box(self, pile: Pile, count: int, small: float, metrics: QFontMetricsF
                  ) -> Rect:
        """What a pile and its caption cover round the pile's base (its first card)."""
        assert self._picture is not None
        sw, sh = small, small * ASPECT
        if self._face_up_pile(pile):
            half = sw / 2 + small * 0.32 * (count - 1) / 2
            left, top, right = -half, -sh / 2, half
        else:  # room for the deepest stack, so it does not move as it grows
            left, top, right = -sw / 2, -sh / 2 - 8 * _DEPTH, sw / 2 + 8 * _DEPTH
        name = self._picture.pile_names.get(pile.name, pile.name)
        text = max(metrics.horizontalAdvance(f"{name} · {count}"),
                   metrics.horizontalAdvance(f"{name} · 88"))
        return (min(left, -text / 2 - 2), top, max(right, text / 2 + 2),
                sh / 2 + 2 + metrics.height())

    def _hand_rects(self, by_zone: dict[object, list[Spot]], places: list[SeatPlace],
                    w: float, h: float, big: float, small: float) -> dict[int, Rect]:
        """The room every seat's hand takes at its fullest (and the viewer's raised cards)."""
        rects: dict[int, Rect] = {}
        for seat in range(self._seats):
            count = max(len(by_zone.get(Hand(seat), ())), min(13, 52 // self._seats))
            width = self._zone_width(Hand(seat), big, small)
            points = self._zone_points(Hand(seat), count, places, w, h, big, small)
            y, half = places[seat].hand.y(), width * ASPECT / 2
            raised = width * ASPECT * 0.22 if seat == self._viewer else 0.0
            rects[seat] = (points[0].x() - width / 2, y - half - raised,
                           points[-1].x() + width / 2, y + half)
        return rects

    def _centre_block(self, by_zone: dict[object, list[Spot]], w: float, h: float,
                      big: float, small: float) -> Rect:
        """The room of the centre row at its widest, with its title and captions."""
        assert self._picture is not None
        slots = max(self._centre_slots(), 8)
        card = big * 0.9
        half = min(self._centre_gap(slots, w, big) * (slots - 1), w * _ROW_SPAN) / 2 + card / 2
        metrics = QFontMetricsF(self._caption_font(small))
        labels = [metrics.horizontalAdvance(spots[0].label) for zone, spots in by_zone.items()
                  if isinstance(zone, Centre)]
        half += max(0.0, (max(labels, default=0.0) - card) / 2)
        title = QFontMetricsF(self._title_font(big))
        half = max(half, title.horizontalAdvance(self._picture.centre_title) / 2)
        # The title and the captions keep to where they go for a full-size card.
        top = h * 0.44 - big * ASPECT / 2 - title.height() - 8
        bottom = h * 0.44 + big * ASPECT / 2 + 4 + (metrics.height() if labels else 0)
        return (w / 2 - half, top, w / 2 + half, bottom)

    def _face_up_pile(self, zone: Pile) -> bool:
        assert self._picture is not None
        return any(s.zone == zone and s.card is not None for s in self._picture.spots)

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
                          selected=own and (spot.card in self._chosen or spot.marked
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
        font = self._caption_font(small)
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
        self._title.setFont(self._title_font(big))
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
        # Every card of the viewer's own hand reports its click, playable or not: the
        # window asks the rules, which say why a dimmed card may not be played.
        item = self._items.get(card)
        own = self._picture is not None and any(
            spot.card == card and spot.zone == Hand(self._viewer) for spot in self._picture.spots)
        if item is not None and item.face_up and own:
            self.cardClicked.emit(card)


_DEPTH = 1.0  # how far each card of a pile's stack sits up and right of the one below
_ROW_SPAN = 0.36  # the widest the centre row's card centres spread, as a part of the width


# A face-down item still needs a Card to exist; it is never painted face up, because the
# table sets face_up only from a Spot's card, which is None for a hidden card.
_BACK = Card.parse("A♠")
