"""Where things go on the generic table: seats round an ellipse, and free room for piles.

Pure geometry in scene pixels (QPointF at the edges): ``zone_table`` asks, and places.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF

Rect = tuple[float, float, float, float]  # left, top, right, bottom


def distance(rect: Rect, x: float, y: float) -> float:
    """How far the point (x, y) lies from ``rect``."""
    dx = max(rect[0] - x, 0.0, x - rect[2])
    dy = max(rect[1] - y, 0.0, y - rect[3])
    return math.hypot(dx, dy)


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


def claim_place(box: Rect, anchor: tuple[float, float], taken: list[Rect], w: float,
           h: float, step: float, margin: float,
           owned: Callable[[float, float], bool] | None) -> QPointF:
    """The free place nearest ``anchor`` (best where ``owned`` holds), now taken."""
    reach = round(max(w, h) / step)
    found = (fit_place(box, anchor, taken, w, h, step, margin, reach, owned)
             or fit_place(box, anchor, taken, w, h, step, margin, reach, None))
    if found is None:  # no room anywhere: it overlaps where it belongs
        found = anchor
        taken.append((found[0] + box[0], found[1] + box[1], found[0] + box[2],
                      found[1] + box[3]))
    return QPointF(*found)

def fit_place(box: Rect, anchor: tuple[float, float], taken: list[Rect], w: float,
         h: float, step: float, margin: float, reach: int,
         owned: Callable[[float, float], bool] | None) -> tuple[float, float] | None:
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
    places = sorted(((x, y) for x in xs if abs(x - ax) <= far
                     for y in ys if abs(y - ay) <= far),
                    key=lambda p: (p[0] - ax) ** 2 + (p[1] - ay) ** 2)
    for x, y in places:
        rect = (x + box[0], y + box[1], x + box[2], y + box[3])
        if rect[0] < 2 or rect[1] < 2 or rect[2] > w - 2 or rect[3] > h - 2:
            continue
        if any(rect[0] < t[2] + margin and t[0] - margin < rect[2]
               and rect[1] < t[3] + margin and t[1] - margin < rect[3] for t in taken):
            continue
        if owned is not None and not owned(x, y):
            continue
        taken.append(rect)
        return x, y
    return None
