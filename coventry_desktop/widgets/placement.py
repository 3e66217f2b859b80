"""Where each of the 52 cards belongs for one state of the game, and how it looks there.

Pure placement: given the controller's state, a ``TableLayout`` and which seat sits at the
bottom, every card gets a ``Target`` (centre, width, face up or down, stacking order, and
for the bottom hand whether it is playable). The table animates items toward targets.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from ..engine import Card
from ..games.coventry import DealState, Play
from ..models import GameController
from .layout import TableLayout


@dataclass(slots=True)
class Target:
    """Where a card goes: centre ``pos``, card ``width`` in scene pixels, ``face_up``,
    stacking order ``z``, and the bottom hand's looks (dimmed, glowing, selected)."""

    pos: QPointF
    width: float
    face_up: bool
    z: float
    dimmed: bool = False
    glowing: bool = False
    selected: bool = False


def card_targets(controller: GameController, layout: TableLayout, *, bottom: int,
                 selected: Card | None, linger: tuple[Play, ...]) -> dict[Card, Target]:
    """Every card's target.

    Args:
        controller: the game; only the controller's viewer gets faces up in a hand.
        layout: the table's geometry.
        bottom: the seat drawn at the bottom.
        selected: the keyboard's chosen card (ignored unless playable).
        linger: a just-completed quartet to keep in the centre for a moment, or ().
    """
    state = controller.state
    assert state is not None
    targets: dict[Card, Target] = {}
    spent = [play for quartet in state.completed for play in quartet if quartet != linger]
    for k, play in enumerate(spent):
        offset = (k // 4) * 1.5  # a pile that visibly grows by one step per quartet
        targets[play.card] = Target(layout.spent_centre + QPointF(-offset, -offset),
                                    layout.spent_width, False, 10 + k)
    for position, play in enumerate(linger or state.quartet, start=1):
        targets[play.card] = Target(layout.quartet_slot(position), layout.quartet_width,
                                    True, 200 + position)
    acting = controller.human_to_act()
    playable = {a.card for a in controller.legal_actions() if isinstance(a, Play)}
    # Once someone has gone out every hand is shown: the cards left are the points.
    over = state.winner is not None
    for seat in range(state.players):
        hand = [card for card in state.hand(seat) if card not in targets]
        relative = (seat - bottom) % state.players
        if relative == 0:
            targets |= _bottom_hand(layout, hand, face_up=over or controller.viewer == seat,
                                    playable=playable if acting == seat else None,
                                    selected=selected)
            continue
        points = layout.fan(len(hand), layout.opponent_width, layout.fans[relative],
                            layout.opponent_fan_width)
        for k, (card, point) in enumerate(zip(hand, points, strict=True)):
            targets[card] = Target(point, layout.opponent_width, over, 50 + k)
    return targets


def _bottom_hand(layout: TableLayout, hand: list[Card], *, face_up: bool,
                 playable: set[Card] | None, selected: Card | None) -> dict[Card, Target]:
    """The bottom hand fanned along the edge, grouped by rank; ``playable`` is None when it
    is not this seat's decision (nothing lifts or dims then)."""
    groups: list[int] = []
    for index, card in enumerate(hand):
        if index and hand[index - 1].rank == card.rank:
            groups[-1] += 1
        else:
            groups.append(1)
    points = layout.fan(len(hand), layout.hand_width, layout.hand_centre,
                        layout.width - 2 * layout.margin, tuple(groups))
    targets = {}
    for k, (card, point) in enumerate(zip(hand, points, strict=True)):
        legal = playable is not None and card in playable
        chosen = legal and card == selected
        lift = layout.lift * (1.35 if chosen else 1.0) if legal else 0.0
        targets[card] = Target(point - QPointF(0, lift), layout.hand_width, face_up, 100 + k,
                               dimmed=playable is not None and not legal, glowing=legal,
                               selected=chosen)
    return targets


def deal_order(state: DealState) -> list[Card]:
    """The cards in the order they were dealt: one at a time clockwise from the dealer's
    left (EC-4), so the deal animation shows the real deal."""
    hands = [list(state.hand((state.dealer + 1 + k) % state.players))
             for k in range(state.players)]
    order = []
    for round_ in range(max(len(h) for h in hands)):
        order += [hand[round_] for hand in hands if round_ < len(hand)]
    return order
