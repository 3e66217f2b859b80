"""Where the generic table puts piles: in the room that hands, plates and the centre
leave. Pure (no Qt), a part of ``table_layout``.
"""

from __future__ import annotations

import itertools
import math

from ..models.presentation import Pile
from .table_frame import CENTRE_LINE, Frame
from .table_geometry import Point, Rect, claim_place, distance, fit_place


def place_piles(frame: Frame, plates: list[Rect], *, strict: bool = True
                ) -> dict[Pile, Point] | None:
    """A base (first card's centre) for every pile, clear of plates, hands, the centre
    and each other; None when some pile finds no room.

    A seat's piles go beside its hand where they fit (``_seat_piles``), never nearer
    another seat's hand than its own; piles by the centre go as near as they fit to the
    right of the centre row, whose width is capped so that room is left. The room kept
    for hands, the centre row and captions is what they take at their fullest, and every
    seat keeps room for each kind of seat pile on the table, so a pile does not move
    while cards come and go. ``strict``: a seat's pile that finds no place clearly its
    seat's (``CLEAR``) gives None (the table tries smaller cards), else it goes to the
    free place nearest its hand.
    """
    f = frame
    margin = max(4.0, f.small * 0.08)
    hands = f.hand_rects()
    row = f.centre_block()  # title to notes
    taken: list[Rect] = [*hands.values(), *(p.shrunk(-2) for p in plates), row]
    piles = [z for z in f.by_zone if isinstance(z, Pile)]
    seat_names = list(dict.fromkeys(z.name for z in piles
                                    if z.seat is not None and 0 <= z.seat < f.seats))
    centre_names = list(dict.fromkeys(z.name for z in piles if z.seat is None))
    step = max(2.0, f.small / 2)
    bases: dict[Pile, Point] = {}
    order = [(f.viewer + k) % f.seats for k in range(f.seats)]
    for seat in order if seat_names else []:
        group = [Pile(name, seat) for name in seat_names]
        boxes = [f.pile_box(p, len(f.by_zone.get(p, ()))) for p in group]
        found = _seat_piles(f, seat, group, boxes, hands, plates, taken, step, margin,
                            strict)
        if found is None:
            return None
        bases.update(found)
    for name in centre_names:
        pile = Pile(name)
        box = f.pile_box(pile, len(f.by_zone.get(pile, ())))
        base = claim_place(box, (row[2] + margin - box[0], f.h * CENTRE_LINE), taken,
                           f.w, f.h, step, margin, None)
        if base is None:
            return None
        bases[pile] = base
    return bases


CLEAR = 1.5
"""A seat's pile lies this many times nearer its own seat (hand or plate) than any
other's, where there is room: at seven seats on 800×560 one seat's pile lay above its
plate as near the next seat's, another's beside a neighbour's cards."""


def _seat_piles(f: Frame, seat: int, group: list[Pile], boxes: list[Rect],
                hands: dict[int, Rect], plates: list[Rect], taken: list[Rect],
                step: float, margin: float, strict: bool) -> dict[Pile, Point] | None:
    """Bases for ``seat``'s piles: side by side as one group beside its hand, on one
    side or the other if there is room, else nearest the first; failing that, each
    where it fits nearest its hand. Clearly nearer its own seat (its hand at its
    fullest, or its plate) than any other (``CLEAR``), while there is room anywhere."""
    hand, (x0, y) = hands[seat], f.places[seat].hand
    angle = f.places[seat].angle
    # Right of the viewer's hand; beside another's on the side that faces the centre,
    # or for a seat below the middle, the side away from the viewer.
    right = seat == f.viewer or ((x0 <= f.w / 2 + 1) != (math.sin(angle) > 0.3))

    def beside(box: Rect, right: bool = right) -> Point:
        return (hand[2] + margin - box[0] if right else hand[0] - margin - box[2], y)

    def gap_to(other: int, x: float, y: float) -> float:
        return min(distance(hands[other], x, y), distance(plates[other], x, y))

    def owned_at(x: float, y: float) -> bool:
        own = gap_to(seat, x, y) * CLEAR
        return all(own < gap_to(other, x, y) for other in hands if other != seat)

    shifts = [0.0]
    for before, after in itertools.pairwise(boxes):
        shifts.append(shifts[-1] + before[2] + margin - after[0])
    box = Rect(min(b[0] + x for b, x in zip(boxes, shifts, strict=True)),
               min(b[1] for b in boxes),
               max(b[2] + x for b, x in zip(boxes, shifts, strict=True)),
               max(b[3] for b in boxes))

    def group_owned(x: float, y: float) -> bool:  # each pile's first card, clearly
        return all(owned_at(x + shift, y) for shift in shifts)

    near, far = round(f.small / step), round(f.small * 8 / step)
    found = (fit_place(box, beside(box), taken, f.w, f.h, step, margin, near, group_owned)
             or fit_place(box, beside(box, not right), taken, f.w, f.h, step, margin, near,
                          group_owned)
             or fit_place(box, beside(box), taken, f.w, f.h, step, margin, far, group_owned))
    if found is not None:
        return {pile: (found[0] + shift, found[1])
                for pile, shift in zip(group, shifts, strict=True)}
    bases: dict[Pile, Point] = {}
    for pile, one in zip(group, boxes, strict=True):
        if strict:
            base = fit_place(one, beside(one), taken, f.w, f.h, step, margin,
                             round(max(f.w, f.h) / step), owned_at)
        else:
            base = claim_place(one, beside(one), taken, f.w, f.h, step, margin, owned_at)
        if base is None:
            return None
        bases[pile] = base
    return bases
