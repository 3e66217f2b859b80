"""The centre row's slots and the hand's room at six seats, measured on the layout model.

Comet's row (the stack of earlier cards, the run's last cards, the dashed slot of the card
it needs, and after a Comet the Comet and the diamond branch's dashed slot) lay its slots
over each other where six did not fit its room: 3.6 pixels at a 582-pixel table, 85 at
3258 with Large Cards (QA F-N). At six seats two plates met by a few pixels and the whole
table shrank eight steps: the hand's cards 28 pixels wide at 582×436 (QA F-F).
"""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QFont

from coventry_desktop.games import GAMES
from coventry_desktop.models.presentation import Centre, Hand, Picture
from coventry_desktop.widgets.table_frame import CARDS_ACROSS, CARDS_DOWN
from coventry_desktop.widgets.table_layout import TableLayout, lay_out
from coventry_desktop.widgets.view_menu import LARGE_CARD_SCALE
from coventry_desktop.widgets.zone_items import QtTextMetrics

from .test_table_layout import NAMES, random_deal


def _info(game: str):
    return next(info for info in GAMES if info.id == game)


def _states(game: str, seats: int, seed: int) -> list:
    return random_deal(_info(game), seats, seed)


def _slots(picture: Picture) -> int:
    return len({s.zone.slot for s in picture.spots if isinstance(s.zone, Centre)})


@functools.cache
def _full_rows(seats: int) -> tuple[Picture, ...]:
    """Comet pictures whose centre row is at its longest (six slots): after a Comet, with
    its two dashed slots, and in a long run, with the stack of earlier cards deepest."""
    presenter = _info("comet").ui()
    pictures = [presenter.picture(state, 0, NAMES[:seats])
                for seed in range(40) for state in _states("comet", seats, seed)]
    full = [p for p in pictures if _slots(p) == 6]
    branch = [p for p in full if sum(s.outline for s in p.spots) == 2]
    deepest = max(full, key=lambda p: sum(isinstance(s.zone, Centre) for s in p.spots))
    assert branch, "no Comet waited for a branch with a full row"
    return (branch[0], deepest)


def _slot_edges(laid: TableLayout) -> list[tuple[float, float]]:
    """Each centre slot's left and right edge over all its cards, in slot order."""
    edges: dict[int, tuple[float, float]] = {}
    for card in laid.cards:
        zone = card.spot.zone
        if isinstance(zone, Centre) and zone.toward is None:
            left, right = edges.get(zone.slot, (card.rect.left, card.rect.right))
            edges[zone.slot] = (min(left, card.rect.left), max(right, card.rect.right))
    return [edges[slot] for slot in sorted(edges)]


@pytest.fixture(scope="module")
def metrics(qapp) -> QtTextMetrics:
    return QtTextMetrics(QFont())


def test_the_slots_after_a_comet_lie_apart_at_784_by_560(metrics) -> None:
    # The tester's table: 582×487; the dashed slots, the Comet between them, the run.
    for seats in (3, 6):
        for scale in (1.0, LARGE_CARD_SCALE):
            laid = lay_out(_full_rows(seats)[0], 0, seats=seats, width=582, height=487,
                           scale=scale, metrics=metrics)
            edges = _slot_edges(laid)
            assert len(edges) == 6
            gaps = [b[0] - a[1] for a, b in itertools.pairwise(edges)]
            assert min(gaps) > 3, (seats, scale, gaps)


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(width=st.integers(582, 3840), height=st.integers(300, 2160),
       seats=st.integers(2, 6), large=st.booleans())
def test_no_slot_of_the_centre_row_covers_the_next(metrics, width, height, seats,
                                                   large) -> None:
    for picture in _full_rows(seats):
        laid = lay_out(picture, 0, seats=seats, width=width, height=height,
                       scale=LARGE_CARD_SCALE if large else 1.0, metrics=metrics)
        edges = _slot_edges(laid)
        assert len(edges) == 6
        for (_, right), (left, _) in itertools.pairwise(edges):
            assert left - right > 0.5, (edges, laid.big)
        # The row keeps to the table, and its cards to at least 0.7 of the hand's plain
        # size (they were 0.9 of it, overlapping).
        assert edges[0][0] >= 0 and edges[-1][1] <= width
        centre = [c.width for c in laid.cards if isinstance(c.spot.zone, Centre)]
        assert min(centre) >= 0.7 * min(width / CARDS_ACROSS, height / CARDS_DOWN, laid.big)


def _own_cards(laid: TableLayout) -> list[float]:
    """The widths of the viewer's cards (none once the hand is empty)."""
    return [c.width for c in laid.cards
            if isinstance(c.spot.zone, Hand) and c.spot.zone.seat == 0]


@pytest.mark.parametrize("table", [(582, 436), (582, 487)], ids=["784x512", "784x560"])
def test_six_seats_keep_the_hand_as_large_as_seven_seats_of_hearts(metrics, table) -> None:
    """At six seats the hand's cards are as wide as the table's width allows (582 / 11.5
    = 50.6 pixels; they were 28.3 at 582×436), never narrower than Hearts' at seven seats
    on the same table, at every step of a deal."""
    width, height = table
    hearts = min(lay_out(_info("hearts").ui().picture(state, 0, NAMES), 0, seats=7,
                         width=width, height=height, metrics=metrics).big
                 for state in _states("hearts", 7, 5)[::4])
    for game in ("comet", "coventry"):
        presenter = _info(game).ui()
        for state in _states(game, 6, 5)[::3]:
            laid = lay_out(presenter.picture(state, 0, NAMES[:6]), 0, seats=6,
                           width=width, height=height, metrics=metrics)
            assert laid.fits
            assert laid.big == pytest.approx(width / CARDS_ACROSS)
            assert laid.big >= hearts
            own = _own_cards(laid)
            assert own == [] or min(own) == pytest.approx(width / CARDS_ACROSS)
