"""At a deal's end the last trick lingers in the centre, face up, and still counts for its
taker: the trick pile's caption says every card the seat took, while each card lies in
one place only (tests/games/test_presenters.py)."""

from __future__ import annotations

import random

from PySide6.QtGui import QFont

from coventry_desktop.engine.cards import as_card
from coventry_desktop.games import get
from coventry_desktop.models.presentation import Centre, Pile
from coventry_desktop.widgets.table_layout import lay_out
from coventry_desktop.widgets.zone_items import QtTextMetrics


def _finished(seed: int = 4):
    info = get("hearts")
    rng = random.Random(seed)
    state = info.rules.new_deal(seats=4, dealer=0, seed=seed, number=0,
                                options=info.default_options)
    while info.rules.to_act(state) is not None:
        state = info.rules.apply(state, rng.choice(list(info.rules.legal_actions(state)))).state
    return info, state


def test_the_last_trick_in_the_centre_counts_in_its_takers_pile_caption(qapp) -> None:
    info, state = _finished()
    taker = state.tricks[-1].winner
    took = 4 * sum(trick.winner == taker for trick in state.tricks)
    picture = info.ui().picture(state, 0, ["A", "B", "C", "D"])
    centre = [spot.card for spot in picture.spots if isinstance(spot.zone, Centre)]
    assert sorted(centre) == sorted(state.tricks[-1].cards)  # it lingers, face up
    pile = Pile("tricks", taker)
    assert sum(spot.zone == pile for spot in picture.spots) == took - 4
    laid = lay_out(picture, 0, seats=4, width=1000, height=700,
                   metrics=QtTextMetrics(QFont()))
    captions = [place.text for place in laid.captions if place.text.startswith("Cards taken")]
    takes = [4 * sum(t.winner == seat for t in state.tricks) for seat in range(4)]
    assert takes.count(took) == 1  # the seed's deal: one seat took that many
    assert sorted(captions) == sorted(f"Cards taken · {n}" for n in takes if n)
    for seat in range(4):  # every other pile counts what lies in it
        if seat != taker:
            assert Pile("tricks", seat) not in picture.pile_counts


def test_a_seat_whose_only_trick_is_the_last_keeps_its_pile_caption(qapp) -> None:
    """Seed 34: seat 0 takes the deal's last trick and no other. Its four cards lie in the
    centre, so its pile had no card, no place and no caption at the deal's end."""
    info, state = _finished(34)
    assert [t.winner for t in state.tricks].count(0) == 1 and state.tricks[-1].winner == 0
    picture = info.ui().picture(state, 0, ["A", "B", "C", "D"])
    assert not [spot for spot in picture.spots if spot.zone == Pile("tricks", 0)]
    laid = lay_out(picture, 0, seats=4, width=1000, height=700,
                   metrics=QtTextMetrics(QFont()))
    captions = [place.text for place in laid.captions if place.text.startswith("Cards taken")]
    takes = [4 * sum(t.winner == seat for t in state.tricks) for seat in range(4)]
    assert takes[0] == 4
    assert sorted(captions) == sorted(f"Cards taken · {n}" for n in takes if n)
    shown = [place.spot.card for place in laid.cards if place.spot.card is not None]
    assert len(shown) == len(set(shown))  # no card drawn twice


def test_a_pile_whose_cards_are_all_in_the_centre_wears_its_points_as_its_caption_counts_them(
        qapp) -> None:
    """Seed 98: seat 3 takes only the last trick, 3♦ J♦ 6♥ 8♥, which lingers in the centre.
    Its pile said "Cards taken · 4" with no badge, where a pile with cards on it wears the
    points of every card its caption counts, the centre's included."""
    info, state = _finished(98)
    assert [t.winner for t in state.tricks].count(3) == 1 and state.tricks[-1].winner == 3
    picture = info.ui().picture(state, 0, ["A", "B", "C", "D"])
    pile = Pile("tricks", 3)
    assert not [spot for spot in picture.spots if spot.zone == pile]
    assert picture.pile_counts[pile] == 4 and picture.badges[pile] == "2 pts"
    laid = lay_out(picture, 0, seats=4, width=1000, height=700,
                   metrics=QtTextMetrics(QFont()))
    assert [badge.text for badge in laid.badges if badge.pile == pile] == ["2 pts"]
    # Every caption of a taken pile has its badge exactly when those cards hold points.
    for seat in range(4):
        won = [card for trick in state.tricks if trick.winner == seat for card in trick.cards]
        worth = sum(card.suit.symbol == "♥" for card in won) + 13 * (as_card("Q♠") in won)
        assert (Pile("tricks", seat) in picture.badges) == (worth > 0), seat
