"""What lies in the middle of a Comet table, from one seat's view (COMET.md CM-7…CM-13).

The run in play, in order, ends in an empty outlined slot named after the card it needs
("6♣"); the cards of its suit laid before it (in earlier runs, or too early in a long
run to show) lie stacked at its start; after a Comet the old run's slot, the Comet and
the diamond branch's slot (10♦) lie side by side, so both branches are in view. What the
run is comes from the public history only: no hand and no dead card is consulted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....engine.cards import Card, cards_of
from ....models.presentation import Centre, Spot
from ..actions import Pass
from ..deck import COMET, DECK_MASK, NONE, TEN_OF_DIAMONDS, card, is_king
from ..observe import CometView
from ..state import Phase

ROW = 6
"""At most this many places in the row: the stack, the last cards of the run, the
outlined slots and a Comet; older cards of the run join the stack, so the row stays
readable without overlapping."""


@dataclass(frozen=True, slots=True)
class Layout:
    """The run in play: ``(seat, card)`` oldest first, and after a Comet that waits for
    a branch, the seat that played it (else None)."""

    run: tuple[tuple[int, Card], ...]
    comet: int | None


def lay_out(view: CometView) -> Layout:
    """Follow the public history: a free start begins a run (CM-6, CM-9, CM-10, CM-12),
    a card continues it, the Comet played instead of a pass waits beside it (CM-11), and
    10♦ after a Comet begins the diamond branch with the Comet at its head."""
    run: list[tuple[int, Card]] = []
    comet: int | None = None
    passes, previous = 0, None
    for action in view.history:
        if isinstance(action, Pass):
            passes += 1
            continue
        index = action.card.index
        free = (previous is None or passes == view.players - 1
                or (is_king(previous.card.index) and previous.seat == action.seat))
        passes, previous = 0, action
        if free:
            run, comet = [(action.seat, action.card)], None
        elif index == COMET:
            comet = action.seat
        elif comet is not None and index == TEN_OF_DIAMONDS:
            run, comet = [(comet, card(COMET)), (action.seat, action.card)], None
        else:
            run.append((action.seat, action.card))
            comet = None  # the old run went on: the Comet is set aside with the spent runs
    return Layout(tuple(run), comet)


def known_dead(view: CometView) -> tuple[Card, ...]:
    """Cards every seat has shown it lacks (by a pass or an announcement) and nobody
    played: they can only be dead cards. Public knowledge, deck order."""
    lacked = DECK_MASK & ~view.played
    for mask in view.lacks:
        lacked &= mask
    return cards_of(lacked)


def centre_spots(view: CometView, names: Sequence[str]) -> list[Spot]:
    """The spots of the middle: the stack, the run, the outlined slots and the Comet."""
    layout = lay_out(view)
    if view.phase is Phase.BRANCH:
        extras = (view.need != NONE) + (layout.comet is not None) + (view.branch != NONE)
    else:
        extras = int(view.phase is Phase.RUN and view.need != NONE)
    shown = list(layout.run[-(ROW - 1 - extras):])
    spots: list[Spot] = []
    if shown:
        suit = shown[-1][1].suit
        in_row = {card for _, card in shown}
        earlier = [one for one in cards_of(view.played)
                   if one.suit is suit and one not in in_row and one.index != COMET
                   and one.rank < shown[0][1].rank]
        if shown[0][1].index == COMET:
            earlier = []  # a diamond branch begins at the Comet: nothing lies before it
        spots += [Spot(one, Centre(0)) for one in earlier]
    cut = layout.run[:len(layout.run) - len(shown)]
    before: int | None = None
    if spots and cut and spots[-1].card == cut[-1][1]:
        # The stack's top card is this run's, laid by the player who laid the row's first
        # cards too, maybe: it carries that player's name, so the name spans every card
        # of the stretch in view and not just those left of the cut (a run 3♣4♣5♣ of one
        # player was named under 4♣–5♣ only).
        seat = cut[-1][0]
        spots[-1] = Spot(spots[-1].card, Centre(0), names[seat], seat=seat)
        before = seat
    slot = 1 if spots else 0
    for seat, laid in shown:
        # A name under the first card of each player's stretch, not under every card.
        spots.append(Spot(laid, Centre(slot), names[seat] if seat != before else "",
                          seat=seat))
        before, slot = seat, slot + 1
    if view.phase is Phase.RUN and view.need != NONE:
        spots.append(_outline(view.need, slot))
    elif view.phase is Phase.BRANCH:
        if view.need != NONE:
            spots.append(_outline(view.need, slot))
            slot += 1
        if layout.comet is not None:
            spots.append(Spot(card(COMET), Centre(slot), names[layout.comet],
                              seat=layout.comet))
            slot += 1
        if view.branch != NONE:
            spots.append(_outline(view.branch, slot))
    return spots


def _outline(index: int, slot: int) -> Spot:
    wanted = card(index)
    return Spot(None, Centre(slot), outline=True, text=str(wanted), wants=wanted)
