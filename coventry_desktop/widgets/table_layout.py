"""The generic table's layout as a pure function: (picture, viewer, size, card scale,
text metrics) → a rectangle for every card, plate, caption, badge, pile and slot.

No scene and no widgets: ``zone_table`` places its items where this says, and the
layout tests check it over every game, seat count, screen size and language. Seats sit
round an ellipse, the viewing seat at the bottom and the others clockwise from its left.
The cards are as large as the card scale asks, or as large as fits: where hands, plates
and the centre would run into each other, every card shrinks a step and the layout is
tried again (Large Cards on a netbook: as large as the table allows). Texts follow the
cards' size, never below ``MIN_TEXT_PX``; names and captions too long for their room
are cut with "…".
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Collection
from dataclasses import dataclass
from typing import NamedTuple

from ..engine.cards import Card
from ..models.presentation import Centre, Hand, Picture, Pile, Spot
from .table_frame import (
    BRACKET,
    CARDS_ACROSS,
    CARDS_DOWN,
    GAP,
    MIN_DETAIL_PX,
    RAISE,
    Frame,
    TextMetrics,
)
from .table_geometry import ASPECT, Point, Rect
from .zone_piles import place_piles

SHRINK, TRIES = 0.93, 12
"""Each try that does not fit draws the cards this much smaller, at most this often."""


# CardPlace, TextPlace and TableLayout are NamedTuples, not frozen dataclasses: as frozen,
# a tenth of the cost to define at import (#25); the plates and badges share Placed.
class CardPlace(NamedTuple):
    """A card (or an empty outlined slot) and where it lies: its centre and width."""

    key: object
    spot: Spot
    x: float
    y: float
    width: float
    z: float
    origin: Point
    """Where a card new to the table comes from (a played card: its player's hand)."""

    @property
    def rect(self) -> Rect:
        return Rect.around(self.x, self.y, self.width, self.width * ASPECT)


@dataclass(frozen=True, slots=True)
class Placed:
    """Something centred at (x, y), ``width`` × ``height``, its text ``px`` high."""

    x: float
    y: float
    width: float
    height: float
    px: float

    @property
    def rect(self) -> Rect:
        return Rect.around(self.x, self.y, self.width, self.height)


@dataclass(frozen=True, slots=True)
class PlatePlace(Placed):
    """A seat's plate; ``detail_px``: the size of its line under the name."""

    detail_px: float


class TextPlace(NamedTuple):
    """A line of text: what it says (cut to fit), its top left corner and size."""

    text: str
    left: float
    top: float
    width: float
    height: float
    px: float
    bold: bool = False

    @property
    def rect(self) -> Rect:
        return Rect(self.left, self.top, self.left + self.width, self.top + self.height)


@dataclass(frozen=True, slots=True)
class BadgePlace(Placed):
    """A pile's badge and its text."""

    pile: Pile
    text: str


class TableLayout(NamedTuple):
    """Everything on a ``width`` × ``height`` table, in scene pixels.

    Attributes:
        big: the viewer's card width as laid out (after any shrinking to fit).
        fits: whether a try fitted (False: the smallest try, which may overlap).
        captions: under the centre's cards, under piles, then the notes.
        brackets: thin bars under a centre stretch of one player's cards, above its name.
    """

    width: float
    height: float
    big: float
    fits: bool
    cards: tuple[CardPlace, ...]
    plates: tuple[PlatePlace, ...]
    captions: tuple[TextPlace, ...]
    title: TextPlace
    badges: tuple[BadgePlace, ...]
    brackets: tuple[Rect, ...] = ()


def lay_out(picture: Picture, viewer: int, *, seats: int, width: float, height: float,
            scale: float = 1.0, metrics: TextMetrics,
            chosen: Collection[Card] = ()) -> TableLayout:
    """The table of ``picture`` from ``viewer``'s chair.

    Args:
        seats: 2..7, as many as ``picture.seats``.
        width, height: the table's size in pixels.
        scale: how much larger than the plain fit the cards are asked to be (Large
            Cards: 1.35).
        metrics: how wide the table's font draws a text.
        chosen: cards of the viewer's hand raised (a give being chosen).
    """
    w, h = max(1.0, width), max(1.0, height)
    big = min(w / CARDS_ACROSS, h / CARDS_DOWN) * scale
    fits = False
    for _ in range(TRIES):
        frame = Frame(picture, viewer, seats, w, h, big, metrics)
        plates = _plates(frame)
        if not _crowded(frame, [p.rect for p in plates]):
            bases = place_piles(frame, [p.rect for p in plates])
            if bases is not None:
                frame.pile_bases, fits = bases, True
                break
        big *= SHRINK
    if not fits:
        # No try left every pile clearly by its seat: the smallest try's piles go where
        # they find room at all, nearest their hands.
        frame.pile_bases = place_piles(frame, [p.rect for p in plates], strict=False) or {}
    if not fits and scale > 1:
        # Large Cards ran out of tries before the size that fits (six seats on an 800×560
        # screen's 582×436 table): as large as the plain cards' tries find room for.
        return lay_out(picture, viewer, seats=seats, width=width, height=height,
                       metrics=metrics, chosen=chosen)
    title, notes = _notes(frame)
    labels, brackets = _centre_labels(frame)
    return TableLayout(w, h, big, fits, _cards(frame, chosen), tuple(plates),
                       (*labels, *_pile_captions(frame), *notes), title,
                       _badges(frame), tuple(brackets))


def _plates(f: Frame) -> list[PlatePlace]:
    """Every seat's plate. The plate of the seat opposite the viewer, beside its hand,
    goes up (as far as the table's top) where it would run into a neighbour's plate above
    its hand: at six seats the two met by a few pixels, and the whole table shrank eight
    steps for it (the hand's cards 28 pixels wide at 582×436, not 51; QA F-F)."""
    plates = [_plate(f, seat) for seat in range(f.seats)]
    for seat, plate in enumerate(plates):
        if not _opposite(f, seat):
            continue
        hits = [p.rect.top for p in plates if p is not plate and p.rect.intersects(plate.rect)]
        if hits:
            y = max(plate.height / 2 + 2, min(hits) - plate.height / 2 - 2)
            plates[seat] = dataclasses.replace(plate, y=y)
    return plates


def _opposite(f: Frame, seat: int) -> bool:
    """Whether ``seat`` sits opposite the viewer, at the table's top."""
    angle = f.places[seat].angle
    return seat != f.viewer and abs(math.cos(angle)) <= 0.3 and math.sin(angle) < 0


def _plate(f: Frame, seat: int) -> PlatePlace:
    pw, ph, px = f.plate_width, f.plate_height, f.plate_px
    x, y = f.places[seat].hand
    count = len(f.by_zone.get(Hand(seat), ()))
    if seat == f.viewer:
        left = f.hand_points(seat, max(1, count))[0][0] - f.big / 2
        if left >= pw + 2 * GAP:  # beside the hand, where the hand leaves it room ...
            x = left - pw / 2 - GAP
        else:  # ... else above its left end, clear of cards raised for a choice
            x, y = pw / 2 + 12, y - f.big * ASPECT * (0.5 + RAISE) - ph / 2 - 6
    else:
        left = f.hand_points(seat, max(1, f.fullest(seat)))[0][0]
        x = left + f.hand_span(seat, f.fullest(seat)) / 2
        if _opposite(f, seat):
            # The seat opposite the viewer: beside its hand, on the left, so that the
            # centre's title below keeps its room.
            x = left - f.small / 2 - GAP - pw / 2
        else:  # the others: above the hand, clear of the centre
            y -= f.small * ASPECT / 2 + ph / 2 + 6
    # Inside the table, however narrow.
    x = min(max(x, pw / 2 + 2), f.w - pw / 2 - 2)
    y = min(max(y, ph / 2 + 2), f.h - ph / 2 - 2)
    room = pw - px * 1.5
    detail = px * 0.85
    # "13 cards · total −10" must never lose a digit: it shrinks (the plate is wide
    # enough for it at the smallest size).
    text = f.picture.seats[seat].detail
    while detail > MIN_DETAIL_PX and f.metrics.advance(text, round(detail)) > room:
        detail -= 0.5
    return PlatePlace(x, y, pw, ph, px, max(MIN_DETAIL_PX, detail))


def _crowded(f: Frame, plates: list[Rect]) -> bool:
    """Whether hands (at their fullest), plates and the centre run into each other or
    out of the table."""
    hands = f.hand_rects()
    centre = f.centre_block()
    if not all(r.inside(f.w, f.h) for r in (*plates, *hands.values())):
        return True
    for a, b in itertools.combinations(range(f.seats), 2):
        if plates[a].intersects(plates[b]) or hands[a].intersects(hands[b]):
            return True
    for seat, other in itertools.permutations(range(f.seats), 2):
        if plates[seat].intersects(hands[other]):
            return True
    return any(centre.intersects(r) for r in (*plates, *hands.values()))


def _cards(f: Frame, chosen: Collection[Card]) -> tuple[CardPlace, ...]:
    places: list[CardPlace] = []
    z = 0
    for zone, spots in f.by_zone.items():
        width = f.zone_width(zone)
        for index, ((x, y), spot) in enumerate(zip(f.zone_points(zone, len(spots)), spots,
                                                   strict=True)):
            # Outlines by their words and place: Coventry's empty slots all read "".
            key: object = (spot.card if spot.card is not None
                           else ("outline", spot.text, zone) if spot.outline
                           else (zone, index))
            own = isinstance(zone, Hand) and zone.seat == f.viewer
            if own and spot.card in chosen:
                y -= width * ASPECT * RAISE
            if isinstance(zone, Centre):
                # The card that took the trick lies on top, so it is seen whole.
                depth = 290.0 if spot.marked else 200.0 + zone.slot * 10 + min(index, 9)
            else:
                depth = 10.0 + z
            origin = (f.places[spot.seat].hand if isinstance(zone, Centre)
                      and spot.seat is not None and 0 <= spot.seat < f.seats else (x, y))
            places.append(CardPlace(key, spot, x, y, width, depth, origin))
            z += 1
    return tuple(places)


def _text(f: Frame, text: str, x: float, top: float, room: float, *, px: float | None = None,
          bold: bool = False) -> TextPlace:
    """``text`` centred on ``x`` from ``top`` down, cut with "…" to ``room`` pixels."""
    px = f.text_px if px is None else px
    if f.metrics.advance(text, px, bold) > room:
        text = f.metrics.elide(text, px, room, bold)
    width = f.metrics.advance(text, px, bold)
    return TextPlace(text, x - width / 2, top, width, f.metrics.height(px, bold), px, bold)


def _stretches(f: Frame) -> list[tuple[str, list[Point]]]:
    """The centre row's labelled stretches, left to right: a label and the top card of
    each slot it stands for (its own slot, and the unlabelled slots after it that the
    same seat laid: Comet names a player once for the cards laid one after another)."""
    row = sorted(((zone, spots) for zone, spots in f.by_zone.items()
                  if isinstance(zone, Centre) and zone.toward is None),
                 key=lambda item: item[0].slot)
    out: list[tuple[str, list[Point]]] = []
    owner: int | None = None
    for zone, spots in row:
        last = spots[-1]
        # Under the slot's top card (a stack's lies right of its first), on the row's line.
        point = (f.centre_points(zone, len(spots))[-1][0], f.centre_line)
        if last.label:
            out.append((last.label, [point]))
            owner = last.seat
        elif out and owner is not None and last.seat == owner and not last.outline:
            out[-1][1].append(point)
        else:
            owner = None
    # A trick's cards (laid toward their players) each keep their own name.
    out += [(spots[-1].label, f.centre_points(zone, 1)) for zone, spots in f.by_zone.items()
            if isinstance(zone, Centre) and zone.toward is not None and spots[-1].label]
    return out


def _centre_labels(f: Frame) -> tuple[list[TextPlace], list[Rect]]:
    """Each stretch's label centred under its cards, and under a stretch of more than
    one card a thin bracket from its first card to its last, so a name reads as the
    cards that player laid and nobody else's (#24)."""
    room = f.label_room()
    labels, brackets = [], []
    below = f.big * ASPECT * 0.45 + 4
    for label, points in _stretches(f):
        (first, y), last = points[0], points[-1][0]
        top = y + below
        if len(points) > 1:
            half = f.centre_card * 0.3
            brackets.append(Rect(first - half, top, last + half, top + BRACKET))
            top += BRACKET + 2
        labels.append(_text(f, label, (first + last) / 2, top, room + (last - first)))
    return labels, brackets


def _pile_captions(f: Frame) -> list[TextPlace]:
    out = []
    for zone, spots in f.by_zone.items():
        if isinstance(zone, Pile):
            x, y = f.pile_points(zone, 1)[0]
            box = f.pile_box(zone, len(spots))
            out.append(_text(f, f.pile_caption(zone, len(spots)), x,
                             y + f.small * ASPECT * 0.5 + 2, box.width))
    return out


def _notes(f: Frame) -> tuple[TextPlace, tuple[TextPlace, ...]]:
    """The title and the notes under the centre. The notes go below the captions' line
    even when it is empty, so they do not jump when the first card comes; a trick, which
    reaches up to the seat opposite, has its title under it too, above the notes."""
    middle, room = f.centre_line, f.text_room
    y = middle + (f.reach() if f.by_seat else f.big * ASPECT / 2) + 4
    title_height = f.metrics.height(f.title_px, True)
    # A title too long for one line goes on in lines under its first (the first is the
    # layout's title, the others come before the notes).
    lines = f.title_lines
    top = y if f.by_seat else middle - f.reach() - title_height * len(lines) - 8
    title, *more = (_text(f, line, f.w / 2, top + i * title_height, room, px=f.title_px,
                          bold=True) for i, line in enumerate(lines))
    if f.by_seat:
        y += title_height * len(lines) + 4
    else:
        y += BRACKET + 2 + f.line
    notes = list(more)
    for note in f.notes:
        notes.append(_text(f, note, f.w / 2, y, room))
        y += f.line
    return title, tuple(notes)


def _badges(f: Frame) -> tuple[BadgePlace, ...]:
    """A pill on each pile that has a badge, over the upper part of its top card (above
    the faces of a pile shown face up, in the room kept for it)."""
    out = []
    for pile, text in f.picture.badges.items():
        if pile not in f.pile_bases:
            continue
        box = f.pile_box(pile, len(f.by_zone.get(pile, ())))
        px = f.text_px
        while px > MIN_DETAIL_PX and f.metrics.advance(text, px, True) + px > box.width - 2:
            px -= 0.5
        width, height = f.metrics.advance(text, px, True) + px, px * 1.5
        bx, by = f.pile_bases[pile]
        x = bx + (box.left + box.right) / 2
        y = (by + box.top + height / 2 + 1 if f.face_up_pile(pile)
             else by - f.small * ASPECT * 0.22)
        out.append(BadgePlace(x, y, width, height, px, pile, text))
    return tuple(out)
