"""The generic table's scene: its items put at the rectangles of a ``TableLayout``.

It places seat plates, cards, outlined slots, badges, captions and the centre's title
where ``table_layout.lay_out`` says, lets cards that stay on the table glide to their new
places (``QPropertyAnimation``, durations from ``speeds``) and shows short-lived texts at
the seats. It decides nothing and takes no input of its own: a card item's click, double
click or drop is passed on as a signal for the view (``zone_table.ZoneTable``), which asks
whether the card is the viewer's and what the click means. A card the viewer may not see
reaches it as ``None`` and is painted as a back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from ..engine.cards import Card
from ..models.presentation import Flash, Hand, Picture, Pile
from . import speeds
from .items import CardItem, SeatPlate
from .table_layout import BadgePlace, CardPlace, TableLayout
from .zone_items import (
    INK,
    RISE,
    BadgeItem,
    OutlineItem,
    QtTextMetrics,
    flash,
    flash_font,
    text_item,
)


class TableScene(QGraphicsScene):
    """The items of one table of ``seats`` seats, laid out by ``show``.

    Signals:
        cardPressed(card): a face-up card was clicked (released over where pressed).
        cardDoubleClicked(card): a face-up card was double-clicked.
        cardDropped(card, scene_pos): a dragged card was let go there.
        slotClicked(card): an empty outlined slot waiting for ``card`` was clicked.
    """

    cardPressed = Signal(object)
    cardDoubleClicked = Signal(object)
    cardDropped = Signal(object, QPointF)
    slotClicked = Signal(object)

    def __init__(self, seats: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.may_drag: Callable[[Card], bool] = lambda _card: False
        """Asked by a card as a drag begins: whether it may follow the mouse."""
        self._items: dict[object, CardItem] = {}
        self._outlines: dict[object, OutlineItem] = {}
        self._badges: dict[Pile, BadgeItem] = {}
        self._animations: list[QAbstractAnimation] = []
        self._plates = [SeatPlate() for _ in range(seats)]
        for plate in self._plates:
            self.addItem(plate)
        self._captions: list[QGraphicsSimpleTextItem] = []
        self._brackets: list[QGraphicsRectItem] = []
        self._flashes: list[tuple[QGraphicsSimpleTextItem, float]] = []
        self._title = QGraphicsSimpleTextItem()
        self._title.setBrush(INK)
        self.addItem(self._title)

    # -- what is on it ---------------------------------------------------------------------
    def plates(self) -> list[SeatPlate]:
        """The seat plates, by seat."""
        return list(self._plates)

    def card_items(self) -> dict[object, CardItem]:
        """The card items by key (a card, or a hidden card's place)."""
        return dict(self._items)

    def outlines(self) -> dict[object, OutlineItem]:
        """The empty outlined slots, by their key."""
        return dict(self._outlines)

    def badges(self) -> dict[Pile, BadgeItem]:
        """The badges worn by piles, by pile."""
        return dict(self._badges)

    def captions(self) -> list[QGraphicsSimpleTextItem]:
        """The captions: under centre cards and piles, the notes, then the title."""
        return [*self._captions, self._title]

    def is_animating(self) -> bool:
        """Whether a card is still gliding."""
        return any(a.state() == QAbstractAnimation.State.Running for a in self._animations)

    # -- placing ---------------------------------------------------------------------------
    def show(self, laid: TableLayout, picture: Picture, viewer: int, *,
             playable: frozenset[Card], chosen: frozenset[Card], current: Card | None,
             metrics: QtTextMetrics, glide: bool = True) -> None:
        """Put every item where ``laid`` says, for ``picture`` seen from ``viewer``'s
        chair: ``playable`` cards of the viewer's hand glow (the others dim), ``chosen``
        and ``current`` ones are raised or rimmed; cards that moved glide (``glide``) or
        are put in place at once."""
        for seat, (plate, place, line) in enumerate(zip(self._plates, laid.plates,
                                                        picture.seats, strict=True)):
            plate.set_font_px(place.px, place.width, place.detail_px)
            plate.set_text(line.name, line.detail, dealer=line.dealer, turn=line.to_act,
                           human=seat == viewer)
            plate.setPos(place.x, place.y)  # the plate's origin is its centre
        self._place_cards(laid.cards, viewer, playable, chosen, current, glide=glide)
        self._place_texts(laid, metrics)
        self._place_badges(laid.badges)

    def _place_cards(self, places: tuple[CardPlace, ...], viewer: int,
                     playable: frozenset[Card], chosen: frozenset[Card],
                     current: Card | None, *, glide: bool = True) -> None:
        keys = {place.key for place in places}
        for key in [k for k in self._items if k not in keys]:
            self.removeItem(self._items.pop(key))
        for key in [k for k in self._outlines if k not in keys]:
            self.removeItem(self._outlines.pop(key))
        self._animations = [a for a in self._animations
                            if a.state() == QAbstractAnimation.State.Running]
        duration = speeds.ms("play") if glide else 0
        for place in places:
            spot = place.spot
            if spot.outline:
                self._place_outline(place, playable)
                continue
            item = self._items.get(place.key)
            own = isinstance(spot.zone, Hand) and spot.zone.seat == viewer
            if item is None:
                item = self._new_card(place)
            item.set_width(place.width)
            item.setZValue(place.z)
            item.set_look(face_up=spot.card is not None,
                          dimmed=own and bool(playable) and spot.card not in playable,
                          glowing=own and spot.card in playable,
                          selected=spot.marked or (own and (spot.card in chosen
                                                           or spot.card == current)))
            self._glide(item, QPointF(place.x, place.y), duration)

    def _new_card(self, place: CardPlace) -> CardItem:
        card = place.spot.card
        item = CardItem(card or _BACK, place.width)
        if card is not None:  # a back is never clickable
            item.clicked.connect(self.cardPressed)
            item.doubleClicked.connect(self.cardDoubleClicked)
            item.dropped.connect(self.cardDropped)
            item.may_drag = self._may_drag
        self.addItem(item)
        self._items[place.key] = item
        item.setPos(QPointF(*place.origin))  # it glides in from where it came
        return item

    def _may_drag(self, card: Card) -> bool:
        return self.may_drag(card)

    def _place_outline(self, place: CardPlace, playable: frozenset[Card]) -> None:
        spot = place.spot
        item = self._outlines.get(place.key)
        if item is None:
            item = OutlineItem(spot.text, spot.wants, place.width)
            item.clicked.connect(self.slotClicked)
            self.addItem(item)
            self._outlines[place.key] = item
        item.set_width(place.width)
        item.set_look(text=spot.text, glowing=spot.wants in playable)
        item.setZValue(place.z)
        item.setPos(place.x, place.y)

    def _place_texts(self, laid: TableLayout, metrics: QtTextMetrics) -> None:
        for caption in (*self._captions, *self._brackets):
            self.removeItem(caption)
        self._captions, self._brackets = [], []
        for text in laid.captions:
            item = text_item(self, text.text, metrics.font(text.px, text.bold))
            # On whole pixels: small text drawn between two pixels is greyed by
            # antialiasing below AA contrast on the cloth (tests/app/test_contrast.py).
            item.setPos(round(text.left), round(text.top))
            self._captions.append(item)
        for bracket in laid.brackets:  # the bar under one player's stretch of cards
            bar = self.addRect(QRectF(bracket.left, bracket.top, bracket.width,
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
            self.removeItem(self._badges.pop(zone))
        for zone, place in badges.items():
            item = self._badges.get(zone)
            if item is None:
                item = self._badges[zone] = BadgeItem(place.text, place.px)
                self.addItem(item)
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

    # -- short-lived texts -----------------------------------------------------------------
    def flash(self, flashes: tuple[Flash, ...]) -> None:
        """Show each text by its seat's plate for a moment, rising (nothing at speed 0):
        where its whole rise stays inside the table and clear of every plate, caption,
        badge and other flashed text (``flash_place``)."""
        duration = speeds.ms("pass_flash")
        for one in flashes:
            if not 0 <= one.seat < len(self._plates) or duration <= 0:
                continue
            plate = self._plates[one.seat]
            px = max(16.0, plate.size().height() * 0.5)
            at = self.flash_place(one.seat, one.text, px)
            shown = flash(self, one.text, at, good=one.good, px=px, duration=duration)
            if shown is not None:
                animation, item = shown
                self._animations.append(animation)
                self._flashes.append((item, px * RISE))
                # It deletes itself when it stops: forget it then, not later.
                animation.finished.connect(
                    lambda a=animation, i=item: self._forget(a, i))

    def flashes(self) -> list[tuple[QGraphicsSimpleTextItem, float]]:
        """The flashed texts shown now, each with how far up it rises (scene pixels)."""
        return list(self._flashes)

    def flash_place(self, seat: int, text: str, px: float) -> QPointF:
        """Where a text flashed at ``seat`` starts (its centre): above its plate, else
        below, beside or off to a side, the first place where its path (the text and how
        far it rises) lies inside the scene and clear of the plates, captions, badges,
        texts flashed now and cards; else the one that covers least of those labels, and
        of the cards where they cover alike. At a top seat the text rose out of the
        table, and by a pile it hid the pile's caption."""
        size = QFontMetricsF(flash_font(px)).boundingRect(text).size()
        tw, th = size.width() + 4, size.height() + 4  # its outline's pen round it
        rise = px * RISE
        ph = th + rise
        plate = self._plates[seat]
        pw2, pl2 = plate.size().width() / 2, plate.size().height() / 2
        cx, cy = plate.pos().x(), plate.pos().y()
        gap = 3.0
        tops = [(cx - tw / 2, cy - pl2 - gap - ph),  # above, as it always was
                (cx - tw / 2, cy + pl2 + gap),  # below
                (cx + pw2 + gap, cy - ph / 2),  # right
                (cx - pw2 - gap - tw, cy - ph / 2),  # left
                (cx + pw2 - tw, cy - pl2 - gap - ph), (cx - pw2, cy - pl2 - gap - ph),
                (cx + pw2 - tw, cy + pl2 + gap), (cx - pw2, cy + pl2 + gap)]
        area = self.sceneRect().adjusted(2, 2, -2, -2)
        others = [_plate_rect(p) for p in self._plates]
        others += [c.sceneBoundingRect() for c in (*self._captions, self._title)
                   if c.isVisible() and c.text()]
        others += [b.sceneBoundingRect() for b in self._badges.values() if b.isVisible()]
        others += [self._path(item, up) for item, up in self._flashes]
        # Cards count too, after the labels: a text over a pile read as the pile's.
        cards = [c.sceneBoundingRect() for c in (*self._items.values(), *self._outlines.values())]
        best: tuple[tuple[float, float], QRectF] | None = None
        for left, top in tops:
            left = min(max(left, area.left()), area.right() - tw)
            top = min(max(top, area.top()), area.bottom() - ph)
            path = QRectF(left, top, tw, ph)
            cover = (sum(_area(path.intersected(o)) for o in others),
                     sum(_area(path.intersected(c)) for c in cards))
            if best is None or cover < best[0]:
                best = (cover, path)
            if cover == (0, 0):
                break
        assert best is not None
        path = best[1]
        return QPointF(path.center().x(), path.bottom() - th / 2)

    @staticmethod
    def _path(item: QGraphicsSimpleTextItem, rise: float) -> QRectF:
        """What a flashed text covers from where it starts to where it ends."""
        rect = item.sceneBoundingRect()
        return rect.adjusted(0, -rise, 0, 0)

    def _forget(self, animation: QAbstractAnimation,
                item: QGraphicsSimpleTextItem | None = None) -> None:
        if animation in self._animations:
            self._animations.remove(animation)
        self._flashes = [one for one in self._flashes if one[0] is not item]


def _plate_rect(plate: SeatPlate) -> QRectF:
    """A plate's own rectangle in the scene (its origin is its centre)."""
    size = plate.size()
    return QRectF(plate.pos().x() - size.width() / 2, plate.pos().y() - size.height() / 2,
                  size.width(), size.height())


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height()) if rect.isValid() else 0.0


# A face-down item still needs a Card to exist; it is never painted face up, because the
# scene sets face_up only from a Spot's card, which is None for a hidden card.
_BACK = Card.parse("A♠")
