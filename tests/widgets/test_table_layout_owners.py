"""Whose is what on the table, measured on the layout: a Comet run's names under the cards
each player laid, and Hearts' trick piles beside their own seats.

A tester found at 800×560 a player's 3♣4♣5♣ named under 4♣–5♣ only (3♣ had joined the
stack of earlier cards), and at seven seats one seat's trick pile above its plate beside
the next seat's, another's beside a neighbour's cards.
"""

from __future__ import annotations

import functools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont

from coventry_desktop.games import GAMES
from coventry_desktop.games.comet.observe import observe
from coventry_desktop.games.comet.ui.centre import lay_out as lay_out_run
from coventry_desktop.models.presentation import Centre, Flash, Picture, Pile
from coventry_desktop.widgets import speeds
from coventry_desktop.widgets.table_frame import Frame
from coventry_desktop.widgets.table_geometry import Rect, distance
from coventry_desktop.widgets.table_layout import TableLayout, lay_out
from coventry_desktop.widgets.zone_items import QtTextMetrics
from coventry_desktop.widgets.zone_piles import CLEAR
from coventry_desktop.widgets.zone_table import ZoneTable

from .test_table_layout import NAMES, random_deal

SIZES = [(582, 436), (1400, 900), (3600, 1950)]
"""The table in a window of 800×560, 1400×900 and 3840×2160 (the side panel and the
menu take the rest)."""


def _info(game: str):
    return next(info for info in GAMES if info.id == game)


@pytest.fixture(scope="module")
def metrics(qapp) -> QtTextMetrics:
    return QtTextMetrics(QFont())


@functools.cache
def _comet(seats: int) -> tuple[tuple[object, Picture], ...]:
    """Every state of a few deals with the picture seat 0 sees."""
    presenter = _info("comet").ui()
    return tuple((state, presenter.picture(state, 0, NAMES[:seats]))
                 for seed in range(2) for state in random_deal(_info("comet"), seats, seed))


def _row(laid: TableLayout) -> list[tuple[int, float, object]]:
    """The centre row's top cards, left to right: (slot, centre x, spot)."""
    tops: dict[int, tuple[float, object]] = {}
    for card in laid.cards:
        zone = card.spot.zone
        if isinstance(zone, Centre) and zone.toward is None:
            tops[zone.slot] = (card.x, card.spot)  # the last of a slot is its top card
    return [(slot, *tops[slot]) for slot in sorted(tops)]


@pytest.mark.parametrize("seats", _info("comet").seats)
def test_a_comet_run_is_named_under_every_card_its_player_laid(metrics, seats) -> None:
    stretched = 0
    for state, picture in _comet(seats):
        run = lay_out_run(observe(state, 0)).run
        seat_of = dict((card, seat) for seat, card in run)
        for width, height in SIZES:
            laid = lay_out(picture, 0, seats=seats, width=width, height=height,
                           metrics=metrics)
            row = [(x, spot) for _, x, spot in _row(laid)
                   if spot.card is not None and spot.card in seat_of]
            # The run's cards in view (the stack's top one too) say who laid them.
            assert [spot.seat for _, spot in row] == [seat_of[spot.card] for _, spot in row]
            groups: list[list[float]] = []
            seats_of_groups: list[int] = []
            for x, spot in row:
                if seats_of_groups and seats_of_groups[-1] == spot.seat:
                    groups[-1].append(x)
                else:
                    groups.append([x])
                    seats_of_groups.append(spot.seat)
            labels = laid.captions[:len(groups)]
            assert len([c for c in laid.captions if c.text.startswith("W")]) >= len(groups)
            for xs, label in zip(groups, labels, strict=True):
                middle = label.left + label.width / 2
                assert abs(middle - (xs[0] + xs[-1]) / 2) <= 1, (width, xs, label)
                if len(xs) > 1:
                    stretched += 1
                    bracket = next(b for b in laid.brackets
                                   if b.left < xs[0] < b.right and b.left < xs[-1] < b.right)
                    assert bracket.top > label.top - 20
    assert stretched  # some player laid cards one after another


@pytest.fixture
def normal_speed():
    """Table durations at the normal speed (a flashed text is shown), restored after."""
    before = speeds.factor()
    speeds.set_speed(1.0)
    yield
    speeds.set_speed(before)


@pytest.mark.parametrize("seats", _info("comet").seats)
@pytest.mark.parametrize("size", [(582, 436), (3600, 1950)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_comet_payments_flash_inside_the_table_clear_of_every_label(
        qtbot, normal_speed, seats, size) -> None:
    # A payment to each seat in turn ("+3" there, "−1" at every other), on the table at
    # the deal's start, in play (the dead cards' pile beside a plate) and at its end.
    pictures = [picture for _, picture in _comet(seats)]
    table = ZoneTable(seats)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    scene = table.table_scene()
    for picture in (pictures[0], pictures[len(pictures) // 3], pictures[-1]):
        table.show_picture(picture, 0)
        for payee in range(seats):
            for item, _ in scene.flashes():  # the last payment's texts are gone
                scene.removeItem(item)
            scene._flashes.clear()
            table.flash(tuple(Flash(s, f"+{seats - 1}" if s == payee else "−1", s == payee)
                              for s in range(seats)))
            shown = scene.flashes()
            assert sorted(item.text() for item, _ in shown) == sorted(
                [f"+{seats - 1}"] + ["−1"] * (seats - 1))
            labels = [c.sceneBoundingRect() for c in table.captions() if c.text()]
            labels += [b.sceneBoundingRect() for b in table.badges().values()]
            labels += [QRectF(p.pos().x() - p.size().width() / 2,
                              p.pos().y() - p.size().height() / 2,
                              p.size().width(), p.size().height()) for p in table.plates()]
            paths = [item.sceneBoundingRect().adjusted(0, -rise, 0, 0) for item, rise in shown]
            for i, path in enumerate(paths):
                assert table.sceneRect().contains(path), (path, table.sceneRect())
                assert not any(path.intersects(label) for label in labels), path
                assert not any(path.intersects(other) for other in paths[i + 1:]), path


@functools.cache
def _hearts(seats: int) -> tuple[Picture, ...]:
    presenter = _info("hearts").ui()
    return tuple(presenter.picture(state, 0, NAMES[:seats])
                 for seed in range(2) for state in random_deal(_info("hearts"), seats, seed))


def _union(rects: list[Rect]) -> Rect:
    return Rect(min(r.left for r in rects), min(r.top for r in rects),
                max(r.right for r in rects), max(r.bottom for r in rects))


@pytest.mark.parametrize("seats", _info("hearts").seats)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hearts_trick_piles_lie_by_their_own_seats(metrics, seats, size) -> None:
    width, height = size
    piles = 0
    for picture in _hearts(seats):
        laid = lay_out(picture, 0, seats=seats, width=width, height=height, metrics=metrics)
        assert laid.fits
        frame = Frame(picture, 0, seats, width, height, laid.big, metrics)
        # A seat: its plate and its hand's room (at its fullest, as the layout keeps it).
        rooms = {s: (laid.plates[s].rect, frame.hand_rect(s)) for s in range(seats)}
        for seat in range(seats):
            cards = [c for c in laid.cards if c.spot.zone == Pile("tricks", seat)]
            if not cards:
                continue
            piles += 1
            x, y = cards[0].x, cards[0].y  # its first card, the pile's base
            gaps = {s: min(distance(r, x, y) for r in rooms[s]) for s in range(seats)}
            nearest_other = min(g for s, g in gaps.items() if s != seat)
            assert gaps[seat] * CLEAR <= nearest_other, (seat, gaps)
    assert piles
