"""The measures of one table layout: card and text sizes, where each zone's cards go,
and the room the centre and the hands take. Pure (no Qt): ``table_layout`` builds one
``Frame`` per try and places plates, piles and texts with it.

Every proportion of the table is named here or in ``table_geometry``.
"""

from __future__ import annotations

import math
from typing import Protocol

from ..models.presentation import Centre, Hand, Picture, Pile, Spot
from .table_geometry import ASPECT, Point, Rect, seat_places

CENTRE_LINE = 0.44
"""The centre's middle (the row of slots, or the trick), as a part of the table's height."""
CARDS_ACROSS = 11.5
CARDS_DOWN = 5.2
"""The viewer's card is the table's width over ``CARDS_ACROSS`` or its height over
``CARDS_DOWN``, whichever is less (times the card scale)."""
SMALL_CARD = 0.55
"""Other seats' cards and piles, as a part of the viewer's card."""
CENTRE_CARD = 0.9
"""A card in the centre, as a part of the viewer's card."""
OWN_SPREAD, OTHER_SPREAD = 0.55, 0.18
"""How far apart a hand's cards lie, in card widths: the viewer's, the others'."""
OWN_SPAN, OTHER_SPAN = 0.86, 0.22
"""The widest a hand spreads, as a part of the table's width."""
RAISE = 0.22
"""How far a chosen card of the viewer's hand is raised, in card heights."""
ROW_SPAN = 0.36
"""The room kept for the centre row: this part of the table's width, and a centre card's
(so that piles beside the centre keep theirs)."""
ROW_STEP = 1.12
"""How far apart the centre row's slots lie, in centre-card widths: never less, so no
slot covers the next (Comet's dashed slots after the Comet overlapped by 3.6 pixels at
582 pixels wide, 85 at 3258 wide with Large Cards; QA F-N). Where a long row would not
fit its room, its cards are drawn smaller instead."""
STACK_LIFT = 0.03
"""How far each card of a stack in the centre sits up and right, in card widths."""
DEPTH = 1.0
"""How far each card of a pile's stack sits up and right of the one below."""
BRACKET = 3.0
"""The thickness of the bar under a centre stretch of one player's cards (Comet), in
pixels; the captions' line keeps two more below it."""
NOTE_LINES = 2
"""The room kept under the centre for notes, so piles do not move."""
TEXT_PX = 0.2
"""Plate names, captions and badges, as a part of a small card's width."""
MIN_TEXT_PX = 11.0
"""The smallest a name, a caption or a badge on the table is drawn, in pixels."""
MIN_DETAIL_PX = 9.0
"""The smallest a plate's detail line ("13 cards · total −10") is drawn, in pixels."""
PLATE_WIDTH, PLATE_HEIGHT = 11.5, 3.4
"""A plate's size, in its name's text heights (a plate widens for a long detail line)."""
GAP = 10.0
"""The room kept between a hand and its plate, in pixels."""
CENTRE_TEXT = 0.56
"""The widest the centre's title and notes run, as a part of the table's width: clear
of the side seats (a longer note wraps, a longer title is cut with "…")."""


class TextMetrics(Protocol):
    """How wide and high text is drawn (the table's font at a pixel size)."""

    def advance(self, text: str, px: float, bold: bool = False) -> float:
        """The width of ``text`` at ``px`` pixels."""
        ...

    def height(self, px: float, bold: bool = False) -> float:
        """The height of a line at ``px`` pixels."""
        ...

    def elide(self, text: str, px: float, width: float, bold: bool = False) -> str:
        """``text`` cut with "…" to at most ``width`` pixels."""
        ...


class Frame:
    """The measures of ``picture`` from ``viewer``'s chair at one card size.

    Args:
        big: the viewer's card width in pixels.
    """

    def __init__(self, picture: Picture, viewer: int, seats: int, w: float, h: float,
                 big: float, metrics: TextMetrics) -> None:
        self.picture, self.viewer, self.seats = picture, viewer, seats
        self.w, self.h, self.big, self.small = w, h, big, big * SMALL_CARD
        self.metrics = metrics
        self.places = seat_places(seats, viewer, w, h)
        self.by_zone: dict[object, list[Spot]] = {}
        for spot in picture.spots:
            self.by_zone.setdefault(spot.zone, []).append(spot)
        for pile in picture.pile_counts:  # all its cards elsewhere: still placed and captioned
            self.by_zone.setdefault(pile, [])
        self.text_px = max(MIN_TEXT_PX, self.small * TEXT_PX)
        self.title_px = max(13.0, big * 0.18)
        self.plate_px = self.text_px
        self.line = metrics.height(self.text_px)
        self.pile_bases: dict[Pile, Point] = {}
        self.by_seat = picture.centre_by_seat
        self.centre_card = big * CENTRE_CARD * (0.84 if self.by_seat and seats >= 5 else 1.0)
        self.plate_width = max(
            self.plate_px * PLATE_WIDTH,
            *(metrics.advance(line.detail, MIN_DETAIL_PX) + self.plate_px * 1.5 + 2
              for line in picture.seats))
        self.plate_height = self.plate_px * PLATE_HEIGHT
        self.centre_line = h * CENTRE_LINE
        self.lift = big * STACK_LIFT
        self.row_room = w * ROW_SPAN + self.centre_card
        if not self.by_seat:
            self.centre_card = min(self.centre_card, self._row_card())
        self.text_room = self._text_room()
        self.notes = [line for note in picture.notes for line in self.wrap(note)]
        self.title_lines = self.wrap(picture.centre_title, px=self.title_px, bold=True) \
            if picture.centre_title else [""]
        """The centre's title in lines no wider than ``text_room``: a long one wraps
        ("Dernier pli : pris par Joueur 3 (3 points)" at 800×560 lost its name)."""

    def _text_room(self) -> float:
        """How wide the centre's title and notes may run: ``CENTRE_TEXT`` of the width,
        and clear of the hands and plates of the seats beside the centre."""
        half = self.w * CENTRE_TEXT / 2
        for seat in range(self.seats):
            x, y = self.places[seat].hand
            if seat == self.viewer or y < self.centre_line - self.reach():
                continue
            hand = self.hand_rect(seat)
            if x < self.w / 2:
                half = min(half, self.w / 2 - max(hand.right, x + self.plate_width / 2) - GAP)
            else:
                half = min(half, min(hand.left, x - self.plate_width / 2) - self.w / 2 - GAP)
        return max(2 * half, self.text_px * 8)

    def wrap(self, text: str, *, px: float | None = None, bold: bool = False) -> list[str]:
        """``text`` in lines no wider than ``text_room`` at ``px`` (default: the table's
        text), broken between words (a word too long for a line is cut with "…")."""
        px = self.text_px if px is None else px
        lines: list[str] = []
        for word in text.split(" "):
            joined = f"{lines[-1]} {word}" if lines else word
            if lines and self.metrics.advance(joined, px, bold) <= self.text_room:
                lines[-1] = joined
            elif self.metrics.advance(word, px, bold) <= self.text_room:
                lines.append(word)
            else:
                lines.append(self.metrics.elide(word, px, self.text_room, bold))
        return lines

    # -- hands --------------------------------------------------------------------------
    def zone_width(self, zone: object) -> float:
        """The width of a card in ``zone``."""
        if isinstance(zone, Hand):
            return self.big if zone.seat == self.viewer else self.small
        return self.centre_card if isinstance(zone, Centre) else self.small

    def fullest(self, seat: int) -> int:
        """The most cards ``seat``'s hand is given room for."""
        return max(len(self.by_zone.get(Hand(seat), ())), min(13, 52 // self.seats))

    def hand_span(self, seat: int, count: int) -> float:
        """How far apart the first and the last of ``count`` cards of a hand lie."""
        own = seat == self.viewer
        width = self.zone_width(Hand(seat))
        span = min(self.w * (OWN_SPAN if own else OTHER_SPAN),
                   width * (OWN_SPREAD if own else OTHER_SPREAD) * count)
        return span

    def hand_points(self, seat: int, count: int) -> list[Point]:
        """The centres of ``count`` cards of ``seat``'s hand, left to right."""
        x, y = self.places[seat].hand
        # Inside the table at its fullest, however large the cards (Large Cards at four
        # seats put the side seats' cards past the edges).
        half = (self.hand_span(seat, max(count, self.fullest(seat)))
                + self.zone_width(Hand(seat))) / 2 + 4
        if seat == self.viewer:  # centred, or as little right of it as leaves the plate room
            x = max(x, self.plate_width + 2 * GAP + half)
        x = min(max(x, half), self.w - half) if half * 2 < self.w else self.w / 2
        span = self.hand_span(seat, count)
        step = span / (count - 1) if count > 1 else 0.0
        start = x - span / 2
        return [(start + i * step, y) for i in range(count)]

    def hand_rect(self, seat: int) -> Rect:
        """The room ``seat``'s hand takes at its fullest (and the viewer's raised cards)."""
        width = self.zone_width(Hand(seat))
        points = self.hand_points(seat, self.fullest(seat))
        y, half = points[0][1], width * ASPECT / 2
        raised = width * ASPECT * RAISE if seat == self.viewer else 0.0
        return Rect(points[0][0] - width / 2, y - half - raised,
                    points[-1][0] + width / 2, y + half)

    def hand_rects(self) -> dict[int, Rect]:
        return {seat: self.hand_rect(seat) for seat in range(self.seats)}

    # -- the centre ---------------------------------------------------------------------
    def centre_slots(self) -> int:
        return 1 + max((s.zone.slot for s in self.picture.spots
                        if isinstance(s.zone, Centre)), default=0)

    def _depths(self) -> list[int]:
        """How many cards lie in each slot of the centre row (0 for an empty slot)."""
        depths = [0] * self.centre_slots()
        for zone, spots in self.by_zone.items():
            if isinstance(zone, Centre) and zone.toward is None:
                depths[zone.slot] = len(spots)
        return depths

    def _stack_rise(self, depth: int) -> float:
        """How far right a slot's top card of ``depth`` lies from its first."""
        return min(max(depth - 1, 0), 8) * self.lift

    def _row_card(self) -> float:
        """The widest a centre card may be for the row's slots, ``ROW_STEP`` apart with
        each stack's rise between them, to fit in ``row_room``."""
        depths = self._depths()
        rises = sum(self._stack_rise(d) for d in depths)
        return (self.row_room - rises) / (1 + (len(depths) - 1) * ROW_STEP)

    def slot_xs(self) -> list[float]:
        """The middle of the first card of each slot of the centre row, left to right:
        ``ROW_STEP`` centre cards apart and a stack's rise more after a stack, the row
        centred on the table."""
        depths, card = self._depths(), self.centre_card
        xs = [0.0]
        for depth in depths[:-1]:
            xs.append(xs[-1] + card * ROW_STEP + self._stack_rise(depth))
        middle = (xs[-1] + self._stack_rise(depths[-1]) if depths else 0.0) / 2
        return [self.w / 2 - middle + x for x in xs]

    def row_width(self) -> float:
        """How wide the centre row's slots reach, first card's left to last card's right."""
        xs, depths = self.slot_xs(), self._depths()
        if not xs:
            return 0.0
        return xs[-1] - xs[0] + self.centre_card + self._stack_rise(depths[-1])

    def label_room(self) -> float:
        """The widest a centre card's caption may be: its slot, less a gap."""
        if self.centre_slots() <= 1:
            return self.centre_card * 1.6
        return max(self.centre_card * ROW_STEP - 6, self.text_px * 3)

    def toward(self) -> tuple[float, float]:
        """How far a trick's card lies off the middle, in card widths and heights: far
        enough that each card is seen to lie before its player."""
        return (1.05, 0.55) if self.seats <= 4 else (1.3, 0.62)

    def reach(self) -> float:
        """How far the centre's cards reach up and down from its middle."""
        if self.by_seat:
            return self.centre_card * ASPECT * (self.toward()[1] + 0.5)
        # A stack in a slot rises a little with every card (Comet's run).
        deepest = max((len(spots) for zone, spots in self.by_zone.items()
                       if isinstance(zone, Centre)), default=1)
        return max(self.big * ASPECT / 2,
                   self.centre_card * ASPECT / 2 + min(deepest - 1, 8) * self.lift)

    def toward_point(self, seat: int) -> Point:
        """Where a centre card toward ``seat`` lies: off the middle in its direction."""
        across, down = self.toward()
        angle = self.places[seat].angle
        return (self.w / 2 + math.cos(angle) * self.centre_card * across,
                self.centre_line + math.sin(angle) * self.centre_card * ASPECT * down)

    def centre_points(self, zone: Centre, count: int) -> list[Point]:
        if zone.toward is not None and 0 <= zone.toward < self.seats:
            x, y = self.toward_point(zone.toward)
        else:
            x, y = self.slot_xs()[zone.slot], self.centre_line
        # Cards in one slot lie stacked, each a little up and right of the one below.
        lift = self.lift
        return [(x + min(i, 8) * lift, y - min(i, 8) * lift) for i in range(count)]

    def centre_block(self) -> Rect:
        """The room of the centre at its fullest: its cards, title, captions and notes."""
        card, metrics, px, line = self.centre_card, self.metrics, self.text_px, self.line
        middle = self.centre_line
        if self.by_seat:
            half = card * self.toward()[0] + card / 2
            top, bottom = middle - self.reach(), middle + self.reach()
        else:
            # The room kept for the row at its longest, so the centre does not grow as
            # cards come; wider only where the row's names reach past it (a name was
            # given room past the kept room even under a single card: at six seats that
            # ran the centre into the side seats' plates and shrank the table).
            labels = [min(metrics.advance(spots[-1].label, px), self.label_room())
                      for zone, spots in self.by_zone.items() if isinstance(zone, Centre)]
            reach = max(0.0, (max(labels, default=0.0) - card) / 2)
            half = max(self.row_room / 2, self.row_width() / 2 + reach)
            # The captions keep to where they go for a full-size card, even while empty.
            top = middle - self.reach()
            bottom = middle + self.big * ASPECT / 2 + 4 + BRACKET + 2 + line
        texts = [*(metrics.advance(t, self.title_px, True) / 2 for t in self.title_lines),
                 *(metrics.advance(n, px) / 2 + 4 for n in self.notes)]
        half = max(half, min(max(texts), self.text_room / 2))
        title = metrics.height(self.title_px, True) * len(self.title_lines)
        if self.by_seat:  # a trick reaches up to the seat opposite: its title goes under
            bottom += 4 + title
        else:
            top -= title + 8
        notes = self.notes
        bottom += 4 + line * max(NOTE_LINES, len(notes)) if notes else 0
        return Rect(self.w / 2 - half, top, self.w / 2 + half, bottom)

    # -- piles --------------------------------------------------------------------------
    def face_up_pile(self, zone: Pile) -> bool:
        return any(s.card is not None for s in self.by_zone.get(zone, ()))

    def pile_caption(self, pile: Pile, count: int) -> str:
        name = self.picture.pile_names.get(pile.name, pile.name)
        return f"{name} · {self.picture.pile_counts.get(pile, count)}"

    def pile_points(self, zone: Pile, count: int) -> list[Point]:
        base = self.pile_bases.get(zone, (self.w * 0.78, self.centre_line))
        if self.face_up_pile(zone):
            # Cards shown at the end of a deal (dead cards, the kitty) fan out to be read.
            step = self.small * 0.32
            return [(base[0] - step * (count - 1) / 2 + i * step, base[1])
                    for i in range(count)]
        # A pile shows its depth by a few offset cards, never more than eight.
        return [(base[0] + min(i, 8) * DEPTH, base[1] - min(i, 8) * DEPTH)
                for i in range(count)]

    def pile_box(self, pile: Pile, count: int) -> Rect:
        """What a pile and its caption cover round the pile's base (its first card)."""
        sw, sh = self.small, self.small * ASPECT
        if self.face_up_pile(pile):
            half = sw / 2 + self.small * 0.32 * (count - 1) / 2
            left, top, right = -half, -sh / 2, half
            if pile in self.picture.badges:  # its badge goes above, not over the faces
                top -= self.text_px * 1.5 + 2
        else:  # room for the deepest stack, so it does not move as it grows
            left, top, right = -sw / 2, -sh / 2 - 8 * DEPTH, sw / 2 + 8 * DEPTH
        text = max(self.metrics.advance(self.pile_caption(pile, count), self.text_px),
                   self.metrics.advance(self.pile_caption(pile, 88), self.text_px))
        if pile in self.picture.badges:  # room for its badge at the smallest size
            text = max(text, self.metrics.advance(self.picture.badges[pile], MIN_DETAIL_PX, True)
                       + MIN_DETAIL_PX + 2)
        return Rect(min(left, -text / 2 - 2), top, max(right, text / 2 + 2),
                    sh / 2 + 2 + self.line)

    def zone_points(self, zone: object, count: int) -> list[Point]:
        """The centres of the ``count`` cards of ``zone``."""
        if isinstance(zone, Hand):
            return self.hand_points(zone.seat, count)
        if isinstance(zone, Centre):
            return self.centre_points(zone, count)
        assert isinstance(zone, Pile)
        return self.pile_points(zone, count)

