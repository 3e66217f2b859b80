"""Where the generic table puts piles, and how much room its centre takes.

``PilePlacer`` is a part of ``ZoneTable`` (a mixin, split off to keep modules short): it
fits every pile and its caption into the room that hands, plates and the centre leave,
and knows the centre's extent: a row of slots, or a trick laid toward the seats, with
the title above and the notes below.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from ..models.presentation import Centre, Hand, Picture, Pile, Spot
from .cards import ASPECT
from .table_geometry import Rect, SeatPlace, claim_place, distance, fit_place

if TYPE_CHECKING:
    from .items import SeatPlate

DEPTH = 1.0  # how far each card of a pile's stack sits up and right of the one below
ROW_SPAN = 0.36  # the widest the centre row's card centres spread, as a part of the width
NOTE_LINES = 2  # the room kept under the centre for notes, so piles do not move


class PilePlacer:
    """Pile places and the centre's room for ``ZoneTable`` (which provides the rest)."""

    _picture: Picture | None
    _plates: list[SeatPlate]
    _seats: int
    _viewer: int

    if TYPE_CHECKING:
        def font(self) -> QFont: ...
        def _zone_width(self, zone: object, big: float, small: float) -> float: ...
        def _zone_points(self, zone: object, count: int, places: list[SeatPlace], w: float,
                         h: float, big: float, small: float) -> list[QPointF]: ...

    def _caption_font(self, small: float) -> QFont:
        font = self.font()
        font.setPixelSize(int(max(11, min(16, small * 0.2))))
        return font

    def _title_font(self, big: float) -> QFont:
        font = self.font()
        font.setPixelSize(int(max(13, min(22, big * 0.18))))
        font.setBold(True)
        return font

    def _centre_gap(self, slots: int, w: float, big: float) -> float:
        # A long run overlaps like a fan rather than reaching the side seats or the piles.
        return min(big * 0.9 * 1.12, w * ROW_SPAN / max(1, slots - 1))

    def _by_seat(self) -> bool:
        """Whether the centre is a trick laid toward the seats."""
        assert self._picture is not None
        return self._picture.centre_by_seat

    def _badge_px(self, small: float) -> float:
        """The height of a badge's text, in scene pixels."""
        return max(10.0, min(15.0, small * 0.2))

    def _centre_card(self, big: float) -> float:
        """A centre card's width: a trick of five or more cards lies a little smaller."""
        return big * 0.9 * (0.84 if self._by_seat() and self._seats >= 5 else 1.0)

    def _toward(self) -> tuple[float, float]:
        """How far a trick's card lies off the middle, in card widths and heights: far
        enough that each card is seen to lie before its player."""
        return (1.05, 0.55) if self._seats <= 4 else (1.3, 0.62)

    def _toward_reach(self, big: float) -> float:
        """How far the trick reaches up and down from the middle, in scene pixels."""
        return self._centre_card(big) * ASPECT * (self._toward()[1] + 0.5)

    def _toward_point(self, seat: int, places: list[SeatPlace], w: float, h: float,
                      big: float) -> QPointF:
        """Where a centre card toward ``seat`` lies: off the middle in its direction."""
        card = self._centre_card(big)
        across, down = self._toward()
        angle = places[seat].angle
        return QPointF(w / 2 + math.cos(angle) * card * across,
                       h * 0.44 + math.sin(angle) * card * ASPECT * down)

    def _centre_block(self, by_zone: dict[object, list[Spot]], w: float, h: float,
                      big: float, small: float) -> Rect:
        """The room of the centre at its fullest: its cards, title, captions and notes."""
        assert self._picture is not None
        card = self._centre_card(big)
        metrics = QFontMetricsF(self._caption_font(small))
        title = QFontMetricsF(self._title_font(big))
        if self._by_seat():
            half = card * self._toward()[0] + card / 2
            reach = self._toward_reach(big)
            top, bottom = h * 0.44 - reach, h * 0.44 + reach
        else:
            slots = max(self._centre_slots(), 8)
            half = min(self._centre_gap(slots, w, big) * (slots - 1), w * ROW_SPAN) / 2 + card / 2
            labels = [metrics.horizontalAdvance(spots[-1].label)
                      for zone, spots in by_zone.items() if isinstance(zone, Centre)]
            half += max(0.0, (max(labels, default=0.0) - card) / 2)
            # The captions keep to where they go for a full-size card, even while empty.
            top = h * 0.44 - big * ASPECT / 2
            bottom = h * 0.44 + big * ASPECT / 2 + 4 + metrics.height()
        half = max(half, title.horizontalAdvance(self._picture.centre_title) / 2,
                   *(metrics.horizontalAdvance(n) / 2 + 4 for n in self._picture.notes))
        if self._by_seat():  # a trick reaches up to the seat opposite: its title goes under
            bottom += 4 + title.height()
        else:
            top -= title.height() + 8
        notes = self._picture.notes
        bottom += 4 + metrics.height() * max(NOTE_LINES, len(notes)) if notes else 0
        return (w / 2 - half, top, w / 2 + half, bottom)

    def _centre_slots(self) -> int:
        assert self._picture is not None
        return 1 + max((s.zone.slot for s in self._picture.spots if isinstance(s.zone, Centre)),
                       default=0)

    def _face_up_pile(self, zone: Pile) -> bool:
        assert self._picture is not None
        return any(s.zone == zone and s.card is not None for s in self._picture.spots)

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
            if pile in self._picture.badges:  # its badge goes above, not over the faces
                top -= self._badge_px(small) * 1.5 + 2
        else:  # room for the deepest stack, so it does not move as it grows
            left, top, right = -sw / 2, -sh / 2 - 8 * DEPTH, sw / 2 + 8 * DEPTH
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
