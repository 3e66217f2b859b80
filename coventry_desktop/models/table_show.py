"""What the table shows, as plain functions of a session and a presenter (no widgets):
the finished step told by its centre, the hand's order, the card the Normal bot would
play for the keyboard's first choice, the bar's sentence once a deal is over, and the
table in play that New Game proposes.

``TableFlow`` (models/table_flow.py) holds the state these decide on; they are apart to
keep it short, and so that each is a function of its arguments.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from ..engine.game import PER_PLAYER
from .presentation import Centre, Picture, Spot
from .session import GameSession
from .setup import YOU


def finished_step(review: Picture | None) -> tuple[Spot, ...] | None:
    """The centre of the last finished step (Coventry's quartet, Hearts' trick) in
    ``review`` (a presenter's ``review``), or None when there is none: the hands change
    after a step, its centre says which one it was."""
    if review is None:
        return None
    return tuple(spot for spot in review.spots if isinstance(spot.zone, Centre))


def hand_order(picture: Picture) -> Callable[[Card], int]:
    """A sort key: a card's place among the picture's spots (the fan's order)."""
    order = {spot.card: i for i, spot in enumerate(picture.spots)}
    return lambda card: order.get(card, 0)


def suggested_card(session: GameSession, actions: list[Any],
                   playable: frozenset[Card]) -> Card | None:
    """The card the Normal bot would play from the seat to act (a rule of thumb, quick
    enough for the GUI thread), in a lesson the lesson's card (QA shot-78: K♥ chosen where
    the lesson asks for 3♣); None during a give (``actions`` of several cards), when
    nothing is playable, or when it would pass. Its randomness is seeded by the series
    seed and the position, so the same position suggests the same card."""
    seat = session.to_act()
    if seat is None or not playable or any(len(a.cards) > 1 for a in actions):
        return None
    expected = session.expected_move()
    if expected is not None:
        cards = expected.cards
        return cards[0] if len(cards) == 1 and cards[0] in playable else None
    info = session.info
    view = info.rules.observe(session.state, seat)
    made = len(session.history[-1]) if session.history else 0
    rng = random.Random(f"{session.seed}:suggest:{session.deal_index}:{made}")
    action = info.bots["normal"]().choose(view, rng)
    return action.cards[0] if action.cards and action.cards[0] in playable else None


def end_status(session: GameSession, names: tuple[str, ...], *, dealt_soon: bool = False
               ) -> str:
    """The bar's sentence once the deal is over: Next Deal, or who won and Play Again
    (``names``: the seats as sentences show them); ``dealt_soon``: watching, the next
    deal comes by itself after a pause, and Next Deal waits for it."""
    if dealt_soon and not session.series_over():
        return QCoreApplication.translate(
            "GameWindow", "The deal is over: the next one is dealt in a moment.")
    if not session.series_over():
        return QCoreApplication.translate(
            "GameWindow", "The deal is over: Next Deal (Enter) deals the next one.")
    places = session.places()
    winners = [s for s in range(len(names)) if places[s] == 1]
    first = [names[s] for s in winners]
    if len(winners) == 1 and session.seats[winners[0]].name == YOU:
        # "You" is a role with sentences of its own (#12 item 9), never "You wins".
        text = QCoreApplication.translate("GameWindow", "You win the series.")
    elif len(first) == 1:
        text = QCoreApplication.translate("GameWindow", "%1 wins the series.").replace(
            "%1", first[0])
    else:
        text = QCoreApplication.translate("GameWindow", "%1 share first place.").replace(
            "%1", ", ".join(first))
    return text + " " + QCoreApplication.translate(
        "GameWindow", "Play Again (Enter) starts a new one.")


class TableInPlay(NamedTuple):
    """The table a series is played at (``TableFlow.table_in_play``)."""

    seats: int
    people: int
    level: str
    """The bots' level; "" at a table of people only."""
    deals: int
    """A ``GameInfo.series_lengths`` entry (``PER_PLAYER``: one deal per player)."""
    options: Any


def table_in_play(session: GameSession) -> TableInPlay:
    """The table ``session`` is played at: its seats, people, the bots' level, the series
    length as a ``GameInfo.series_lengths`` entry, and the options."""
    info, seats = session.info, len(session.seats)
    levels = [s.level for s in session.seats if not s.is_human]
    people = sum(s.is_human for s in session.seats)
    lengths = info.series_lengths
    deals = session.deals if session.deals in lengths else (
        PER_PLAYER if PER_PLAYER in lengths and session.deals == seats else lengths[0])
    return TableInPlay(seats, people, levels[0] if levels else "", deals, session.options)
