"""Where everything goes on the table, as plain geometry: no items, no rules.

The viewing seat sits at the bottom with its hand fanned along the edge; the other seats
sit clockwise from its left over the top of the table (EC-6: "left" is the next seat
clockwise). Slots are chosen per table size so 3..6 seats never overlap from 1024x600 up.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF

from .cards import ASPECT

# Opponent slots per number of opponents, as (u, v) in the band above the bottom seat:
# u = 0 is the left edge, 1 the right; v = 0 the top, 1 the bottom of the band.
_SLOTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.0, 0.35), (1.0, 0.35)),
    3: ((0.0, 0.62), (0.5, 0.0), (1.0, 0.62)),
    4: ((0.0, 0.72), (0.3, 0.0), (0.7, 0.0), (1.0, 0.72)),
    5: ((0.0, 0.85), (0.2, 0.0), (0.5, 0.0), (0.8, 0.0), (1.0, 0.85)),
}


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Sizes and anchor points for one viewport size and seat count (scene pixels)."""

    width: float
    height: float
    margin: float
    hand_width: float        # a card in the bottom hand
    opponent_width: float    # a card in another seat's hand
    quartet_width: float     # a card in the quartet in play
    spent_width: float       # a card on the spent pile
    font_px: float           # base text size for plates and bubbles
    plate_width: float
    plate_height: float
    lift: float              # how far a playable card rises
    hand_centre: QPointF     # centre line of the bottom hand
    fans: tuple[QPointF, ...]    # per relative seat 1..n-1 (index 0 unused): fan centre
    plates: tuple[QPointF, ...]  # per relative seat 0..n-1: plate centre
    quartet_centre: QPointF
    status_centre: QPointF
    spent_centre: QPointF

    @property
    def hand_height(self) -> float:
        """Height of a bottom-hand card."""
        return self.hand_width * ASPECT

    @property
    def opponent_fan_width(self) -> float:
        """The widest an opponent's face-down fan may be."""
        return max(self.plate_width, self.opponent_width * 2.4)

    def quartet_slot(self, position: int) -> QPointF:
        """Centre of the ``position``-th card (1..4) of the quartet."""
        step = self.quartet_width * 1.1
        return QPointF(self.quartet_centre.x() + (position - 2.5) * step,
                       self.quartet_centre.y())

    def ended(self) -> TableLayout:
        """The same table once someone has gone out: the quartet, who played its cards
        and the line saying who went out move to the top, so the settlement can take
        the rest of the table without covering them (#12)."""
        # No taller than a seventh of the table, Large Cards or not: the rest is the
        # settlement's.
        q_w = min(self.quartet_width, self.height * 0.14 / ASPECT)
        q_h = q_w * ASPECT
        centre = QPointF(self.width / 2, self.margin * 2 + q_h / 2)
        # Under the captions, which hang a font's height under the cards.
        status = QPointF(self.width / 2, centre.y() + q_h / 2 + self.font_px * 3.3)
        return replace(self, quartet_width=q_w, quartet_centre=centre, status_centre=status)

    def play_zone(self) -> QRectF:
        """The centre of the table where a card dropped by the mouse is played: the
        quartet's row with a card's margin around it."""
        q = self.quartet_width
        left, right = self.quartet_slot(1).x() - q * 1.1, self.quartet_slot(4).x() + q * 1.1
        h = q * ASPECT
        top = self.quartet_centre.y() - h * 1.1
        # Never down to the hand: a card let go just above it goes back.
        bottom = min(self.quartet_centre.y() + h * 1.1,
                     self.status_centre.y() - self.plate_height / 2)
        return QRectF(left, top, right - left, bottom - top)

    def fan(self, count: int, width: float, centre: QPointF, available: float,
            groups: tuple[int, ...] = ()) -> list[QPointF]:
        """Centres for ``count`` evenly overlapping cards of ``width`` centred on ``centre``.

        ``groups`` (the sizes of runs of one rank) marks a hand shown face up, whose cards
        show wider strips. The spacing stays even: a wider strip before each new rank read
        as a layout glitch (QA F21), and the hand is sorted by rank, which groups it. The
        fan never gets wider than ``available``.
        """
        if count <= 0:
            return []
        step = width * 0.62 if groups else width * 0.26
        if count > 1:
            step = min(step, (available - width) / (count - 1))
        x = centre.x() - step * (count - 1) / 2
        return [QPointF(x + index * step, centre.y()) for index in range(count)]


def table_layout(width: float, height: float, players: int, *, card_scale: float = 1.0
                 ) -> TableLayout:
    """The layout of a ``players``-seat table in a ``width`` x ``height`` viewport.

    ``card_scale`` (View → Large Cards: 1.35) enlarges the person's hand and the quartet;
    seats, plates and text keep their size so every seat still fits.
    """
    margin = max(6.0, min(width, height) * 0.015)
    # Above a 1000-pixel-high table (a 4K screen without scaling) cards and text grow
    # together, so the names and the status line do not shrink beside the cards (#12).
    grow = max(1.0, height / 1000)
    base_h = max(64.0, min(height * 0.22, width * 0.3, 320.0 * grow))
    # Large cards take room from the band above the hand, never more than a third of it.
    hand_h = min(base_h * card_scale, height * 0.34) if card_scale > 1 else base_h
    hand_w = hand_h / ASPECT
    font_px = max(11.0, min(base_h * 0.1, 22.0 * grow))
    plate_w, plate_h = font_px * 11.5, font_px * 3.4
    opponent_w = base_h / ASPECT * 0.5
    # Seats side by side in the top row must not touch: on a narrow table (six seats
    # at 800x560) the plates and fans narrow to the room between their centres.
    room = _row_room(players, width - 2 * margin - max(plate_w, opponent_w * 2.4)) - margin
    plate_w = max(min(plate_w, room), font_px * 7)
    opponent_w = min(opponent_w, plate_w / 2.4)
    lift = hand_h * 0.14
    hand_centre = QPointF(width / 2, height - margin - hand_h / 2)
    band_y = height - margin - hand_h - lift - margin - plate_h / 2
    bottom = band_y - plate_h / 2 - margin  # lowest point of the seats above
    block_w = max(plate_w, opponent_w * 2.4)
    block_h = opponent_w * ASPECT + 4 + plate_h
    fans: list[QPointF] = [QPointF()]
    plates: list[QPointF] = [QPointF(margin + plate_w / 2, band_y)]
    left, right = margin + block_w / 2, width - margin - block_w / 2
    top_c, low_c = margin + block_h / 2, bottom - block_h / 2
    for u, v in _SLOTS[players - 1]:
        x, y = left + u * (right - left), top_c + v * max(low_c - top_c, 0)
        fans.append(QPointF(x, y - block_h / 2 + opponent_w * ASPECT / 2))
        plates.append(QPointF(x, y + block_h / 2 - plate_h / 2))
    # The quartet sits between the top row of seats and the band above the hand.
    top_row = margin + block_h
    quartet_w = min(hand_w * 0.8, (bottom - top_row) / ASPECT * 0.8, width * 0.11 * card_scale,
                    # between the seats at the sides, Large Cards or not
                    (width - 4 * margin - 2 * block_w) / 4.4)
    quartet_centre = QPointF(width / 2, (top_row + bottom) / 2 - font_px * 0.6)
    spent_w = plate_h / ASPECT
    return TableLayout(
        width=width, height=height, margin=margin, hand_width=hand_w,
        opponent_width=opponent_w, quartet_width=quartet_w, spent_width=spent_w,
        font_px=font_px, plate_width=plate_w, plate_height=plate_h, lift=lift,
        hand_centre=hand_centre, fans=tuple(fans), plates=tuple(plates),
        quartet_centre=quartet_centre, status_centre=QPointF(width / 2, band_y),
        spent_centre=QPointF(width - margin - spent_w / 2 - 4, band_y),
    )


def _row_room(players: int, span: float) -> float:
    """The least distance between the centres of two seats of one row, when the seats'
    centres spread over ``span`` pixels."""
    slots = _SLOTS[players - 1]
    gaps = [abs(a[0] - b[0]) * span for a, b in pairwise(slots)
            if a[1] == b[1]]
    return min(gaps, default=span)


def bounds_of(layout: TableLayout) -> list[QRectF]:
    """Rectangles of every seat block and the quartet, for overlap checks in tests."""
    rects = [QRectF(p.x() - layout.plate_width / 2, p.y() - layout.plate_height / 2,
                    layout.plate_width, layout.plate_height) for p in layout.plates]
    fan_w, fan_h = layout.opponent_fan_width, layout.opponent_width * ASPECT
    rects += [QRectF(p.x() - fan_w / 2, p.y() - fan_h / 2, fan_w, fan_h)
              for p in layout.fans[1:]]
    q = layout.quartet_width
    first = layout.quartet_slot(1)
    rects.append(QRectF(first.x() - q / 2, first.y() - q * ASPECT / 2, q * 4.4, q * ASPECT))
    return rects
