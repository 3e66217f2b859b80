"""Earl of Coventry's presenter: the quartet in its slots, the calls, spent ranks, the
settlement of EC-14 and the status lines, on exact hands."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import get
from coventry_desktop.games.coventry import Pass, Play, Reason, apply, deal_from_hands
from coventry_desktop.models.presentation import Centre, Hand, Pile

NAMES = ("Ada", "Ben", "Cy")


@pytest.fixture
def presenter(qapp):
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    install_language(qapp, "en")  # English plurals ("3 cards"), as the app installs them
    presenter = get("coventry").ui()
    presenter.call_language, presenter.call_style = "en", "snip-snap"
    return presenter


def _deal():
    return deal_from_hands([["Q♠", "Q♥", "5♠", "K♠"], ["Q♦", "5♥", "5♦", "K♥"],
                            ["Q♣", "5♣", "K♦", "K♣"]], leader=0)


def _play(state, *moves):
    events = []
    for seat, card in moves:
        step = apply(state, Pass(seat) if card is None else Play(seat, Card.parse(card)))
        state, events = step.state, events + list(step.events)
    return state, events


def test_the_quartet_lies_in_its_slots_under_the_players_names(presenter) -> None:
    state, _ = _play(_deal(), (0, "Q♠"), (1, "Q♦"))
    picture = presenter.picture(state, 2, NAMES)
    centre = [(str(s.card), s.zone, s.label, s.seat) for s in picture.spots
              if isinstance(s.zone, Centre) and not s.outline]
    assert centre == [("Q♠", Centre(0), "Ada", 0), ("Q♦", Centre(1), "Ben", 1)]
    assert [s.zone for s in picture.spots if s.outline] == [Centre(2), Centre(3)]
    assert [str(s.card) for s in picture.spots if s.zone == Hand(2)] == \
        ["5♣", "Q♣", "K♦", "K♣"]
    assert [s.card for s in picture.spots if s.zone == Hand(0)] == [None] * 3
    assert picture.centre_title == "Snip!"  # Foster's second call (seed 002)
    assert picture.status == "Play a card of rank Queen"
    assert [seat.detail for seat in picture.seats] == ["3 cards", "3 cards", "4 cards"]
    assert [seat.to_act for seat in picture.seats] == [False, False, True]


def test_spent_quartets_lie_face_down_and_are_listed(presenter) -> None:
    state, events = _play(_deal(), (0, "Q♠"), (1, "Q♦"), (2, "Q♣"), (0, "Q♥"))
    assert presenter.describe(events[-1], NAMES) == "The quartet is complete; Ada leads again."
    picture = presenter.picture(state, 0, NAMES)
    assert [s.card for s in picture.spots if s.zone == Pile("spent")] == [None] * 4
    assert not [s for s in picture.spots if isinstance(s.zone, Centre)]
    assert picture.notes == ("Spent: Q",)
    assert picture.status == "Your lead: play any card"
    review = presenter.review(state, 0, NAMES)
    assert [str(s.card) for s in review.spots if isinstance(s.zone, Centre)] == \
        ["Q♠", "Q♦", "Q♣", "Q♥"]
    assert not [s for s in review.spots if s.zone == Pile("spent")]
    assert review.centre_title == "Snorem!"


def test_a_seat_without_the_rank_is_told_it_passes(presenter) -> None:
    state, _ = _play(_deal(), (0, "Q♠"), (1, "Q♦"), (2, "Q♣"), (0, "Q♥"), (0, "5♠"),
                     (1, "5♥"), (2, "5♣"))
    assert presenter.picture(state, 0, NAMES).status == "No Five in your hand: pass (P)"
    assert presenter.picture(state, 1, NAMES).status == "Ada to play"


def test_the_deal_settles_as_ec14_and_every_hand_is_shown(presenter) -> None:
    state, events = _play(_deal(), (0, "Q♠"), (1, "Q♦"), (2, "Q♣"), (0, "Q♥"), (0, "5♠"),
                          (1, "5♥"), (2, "5♣"), (0, None), (1, "5♦"), (1, "K♥"))
    assert presenter.describe(events[-1], NAMES, you=1) == "You go out and win the deal."
    assert presenter.describe(events[-4], NAMES) == "Ben plays 5♦. “Snorem!”"
    headers, rows = presenter.settlement(state, NAMES)
    assert headers == ("Cards left",)
    assert [(r.name, r.cells, r.units) for r in rows] == [
        ("Ada", ("1",), "−1"), ("Ben", ("0",), "+3"), ("Cy", ("2",), "−2")]
    picture = presenter.picture(state, None, NAMES)
    assert picture.status == "Ben went out!"
    assert presenter.settlement_notes(state, NAMES)[0] == "Ben went out!"


def test_cards_left_pay_the_winner(presenter) -> None:
    # Seed 000 §06's example in small: the opponents keep 2 cards each → (+4, −2, −2).
    state = deal_from_hands([["Q♠", "Q♥", "Q♦", "Q♣"], ["5♥", "5♠"], ["5♦", "5♣"]], leader=0)
    state, _ = _play(state, (0, "Q♠"), (1, None), (2, None), (0, "Q♥"), (1, None), (2, None),
                     (0, "Q♦"), (1, None), (2, None), (0, "Q♣"))
    _headers, rows = presenter.settlement(state, NAMES)
    assert [(r.cells, r.units) for r in rows] == [(("0",), "+4"), (("2",), "−2"),
                                                  (("2",), "−2")]
    assert [s.detail for s in presenter.picture(state, 0, NAMES).seats] == [
        "0 cards · +4", "2 cards · −2", "2 cards · −2"]
    faces = [str(s.card) for s in presenter.picture(state, 0, NAMES).spots
             if s.zone == Hand(1)]
    assert faces == ["5♠", "5♥"]


def test_refusals_and_spoken_calls(presenter) -> None:
    assert presenter.refusal(Reason.MUST_PLAY) == \
        "You hold the rank in play, so you must play it."
    _state, events = _play(_deal(), (0, "Q♠"), (1, "Q♦"))
    assert presenter.spoken(events[1]) == ("Snip!", "en")
    presenter.call_language, presenter.call_style = "ru", "rhymes"
    text, language = presenter.spoken(events[0])
    assert language == "ru" and "дама" in text.lower()


@pytest.mark.parametrize(("moves", "spent"), [
    (((0, "Q♠"), (1, "Q♦"), (2, "Q♣"), (0, "Q♥")), 4),
    (((0, "Q♠"), (1, "Q♦"), (2, "Q♣"), (0, "Q♥"), (0, "5♠"), (1, "5♥"), (2, "5♣"),
      (0, None), (1, "5♦")), 8)])
def test_the_last_quartet_shown_counts_in_the_spent_caption(presenter, moves, spent) -> None:
    """Last Quartet puts the last spent quartet back in the centre; its four cards are
    spent still: the caption said 4 of 8 spent cards, and nothing at all for the first."""
    from PySide6.QtGui import QFont

    from coventry_desktop.widgets.table_layout import lay_out
    from coventry_desktop.widgets.zone_items import QtTextMetrics

    state, _ = _play(_deal(), *moves)
    review = presenter.review(state, 0, NAMES)
    centre = [s.card for s in review.spots if isinstance(s.zone, Centre)]
    assert len(centre) == 4
    assert [s.card for s in review.spots if s.zone == Pile("spent")] == [None] * (spent - 4)
    laid = lay_out(review, 0, seats=3, width=1000, height=700,
                   metrics=QtTextMetrics(QFont()))
    assert [p.text for p in laid.captions if p.text.startswith("Spent cards")] == \
        [f"Spent cards · {spent}"]
    shown = [place.spot.card for place in laid.cards if place.spot.card is not None]
    assert len(shown) == len(set(shown)) and set(centre) <= set(shown)
    picture = presenter.picture(state, 0, NAMES)  # in play the pile holds them all
    assert Pile("spent") not in picture.pile_counts
