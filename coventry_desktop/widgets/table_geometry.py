"""Where things go on the generic table: seats round an ellipse, and free room for piles.

Pure geometry in scene pixels, without Qt (points are ``(x, y)`` tuples, rectangles
``Rect``), so the table's layout can be computed and tested without a scene.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

CARD_WIDTH = 169.075
CARD_HEIGHT = 244.64
"""The deck's natural card size in SVG units (from the package's README)."""
ASPECT = CARD_HEIGHT / CARD_WIDTH
"""A card's height over its width."""

Point = tuple[float, float]


class Rect(NamedTuple):
    """A rectangle by its edges, in scene pixels (y grows downward)."""

    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top

    def intersects(self, other: Rect, margin: float = 0.0) -> bool:
        """Whether the two overlap by more than ``margin`` pixels both ways."""
        return (self.left < other.right - margin and other.left < self.right - margin
                and self.top < other.bottom - margin and other.top < self.bottom - margin)

    def inside(self, width: float, height: float) -> bool:
        """Whether it lies within a ``width`` × ``height`` table."""
        return (self.left >= -0.01 and self.top >= -0.01 and self.right <= width + 0.01
                and self.bottom <= height + 0.01)

    def shrunk(self, by: float) -> Rect:
        return Rect(self.left + by, self.top + by, self.right - by, self.bottom - by)

    @staticmethod
    def around(x: float, y: float, width: float, height: float) -> Rect:
        """The ``width`` × ``height`` rectangle centred on (x, y)."""
        return Rect(x - width / 2, y - height / 2, x + width / 2, y + height / 2)


def distance(rect: Rect, x: float, y: float) -> float:
    """How far the point (x, y) lies from ``rect``."""
    dx = max(rect[0] - x, 0.0, x - rect[2])
    dy = max(rect[1] - y, 0.0, y - rect[3])
    return math.hypot(dx, dy)


ELLIPSE = (0.40, 0.34)
"""The ellipse the other seats sit on, as parts of the table's width and height."""
ELLIPSE_MIDDLE = 0.46
"""The ellipse's middle, as a part of the table's height (a little above the middle)."""
VIEWER_LINE = 0.84
"""The viewer's hand's middle, as a part of the table's height."""


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """Where a seat sits: the centre of its hand in scene pixels, and its angle."""

    hand: Point
    angle: float  # radians, pi/2 at the bottom (the viewer), growing clockwise


def seat_places(seats: int, viewer: int, width: float, height: float) -> list[SeatPlace]:
    """Places for ``seats`` seats round a ``width`` x ``height`` table, ``viewer`` at the bottom.

    Seat ``viewer + k`` sits k steps clockwise (to the viewer's left first), as players
    sit round a real table.
    """
    cx, cy = width / 2, height * ELLIPSE_MIDDLE
    rx, ry = width * ELLIPSE[0], height * ELLIPSE[1]
    places = [SeatPlace((0.0, 0.0), 0.0)] * seats
    for step in range(seats):
        angle = math.pi / 2 + step * 2 * math.pi / seats
        seat = (viewer + step) % seats
        if step == 0:
            places[seat] = SeatPlace((cx, height * VIEWER_LINE), angle)
        else:
            places[seat] = SeatPlace((cx + rx * math.cos(angle), cy + ry * math.sin(angle)),
                                     angle)
    return places


def claim_place(box: Rect, anchor: Point, taken: list[Rect], w: float, h: float,
                step: float, margin: float, owned: Callable[[float, float], bool] | None
                ) -> Point | None:
    """The free place nearest ``anchor`` (best where ``owned`` holds), now taken; None
    when there is no room anywhere."""
    reach = round(max(w, h) / step)
    return (fit_place(box, anchor, taken, w, h, step, margin, reach, owned)
            or fit_place(box, anchor, taken, w, h, step, margin, reach, None))


def fit_place(box: Rect, anchor: Point, taken: list[Rect], w: float, h: float,
              step: float, margin: float, reach: int,
              owned: Callable[[float, float], bool] | None) -> Point | None:
    """The free place nearest ``anchor`` within ``reach`` steps for something whose
    extent round its base is ``box``, where ``owned`` holds; it is added to ``taken``."""
    # Candidates: a grid round the anchor, and every place flush against something.
    ax, ay, far = anchor[0], anchor[1], reach * step
    xs = {ax + k * step for k in range(-reach, reach + 1)}
    xs |= {x for t in taken for x in (t[0] - margin - box[2] - 0.5,
                                      t[2] + margin - box[0] + 0.5)}
    xs |= {2.5 - box[0], w - 2.5 - box[2]}
    ys = {ay + k * step for k in range(-reach, reach + 1)}
    ys |= {y for t in taken for y in (t[1] - margin - box[3] - 0.5,
                                      t[3] + margin - box[1] + 0.5)}
    ys |= {2.5 - box[1], h - 2.5 - box[3]}
    # Only places inside the table (2 pixels in) and within reach.
    xs = {x for x in xs if abs(x - ax) <= far and x + box[0] >= 2 and x + box[2] <= w - 2}
    ys = {y for y in ys if abs(y - ay) <= far and y + box[1] >= 2 and y + box[3] <= h - 2}
    places = sorted(((x, y) for x in xs for y in ys),
                    key=lambda p: (p[0] - ax) ** 2 + (p[1] - ay) ** 2)
    for x, y in places:
        rect = Rect(x + box[0], y + box[1], x + box[2], y + box[3])
        if any(rect[0] < t[2] + margin and t[0] - margin < rect[2]
               and rect[1] < t[3] + margin and t[1] - margin < rect[3] for t in taken):
            continue
        if owned is not None and not owned(x, y):
            continue
        taken.append(rect)
        return x, y
    return None
