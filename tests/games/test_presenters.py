"""Every game's presenter: each card lies somewhere exactly once, and no hidden card shows.

Run over every registered game that has a presenter, through random legal play.
"""

from __future__ import annotations

import random
import re

import pytest

from coventry_desktop.games import GAMES
from coventry_desktop.models.presentation import Hand, Picture, format_units

WITH_UI = [info for info in GAMES if info.ui is not None]


def _face_up_outside_own_hand(picture: Picture, viewer: int) -> set:
    return {spot.card for spot in picture.spots
            if spot.card is not None and spot.zone != Hand(viewer)}


@pytest.mark.parametrize("info", WITH_UI, ids=lambda info: info.id)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_card_once_and_only_public_cards_face_up(qapp, info, seed) -> None:
    presenter = info.ui()
    rules = info.rules
    for seats in (info.seats.start, info.seats.stop - 1):
        names = [f"P{s}" for s in range(seats)]
        rng = random.Random(seed)
        state = rules.new_deal(seats=seats, dealer=0, seed=seed, number=0,
                               options=info.default_options)
        public: set = set()
        while True:
            over = rules.to_act(state) is None
            for viewer in range(seats):
                picture = presenter.picture(state, viewer, names)
                assert len(picture.cards) == info.deck  # the outlined slots are no cards
                assert all(s.card is None for s in picture.spots if s.outline)
                shown = [spot.card for spot in picture.spots if spot.card is not None]
                assert len(shown) == len(set(shown))
                if not over:
                    # Only cards played face up (never a give, a dead card or the kitty).
                    assert _face_up_outside_own_hand(picture, viewer) <= public
                assert len(picture.seats) == seats
                assert picture.status
            if over:
                break
            action = rng.choice(list(rules.legal_actions(state)))
            if len(action.cards) == 1:
                public |= set(action.cards)
            state = rules.apply(state, action).state


@pytest.mark.parametrize("info", WITH_UI, ids=lambda info: info.id)
def test_nobody_watching_sees_every_hand_face_down(qapp, info) -> None:
    state = info.rules.new_deal(seats=info.seats.start, dealer=0, seed=3, number=0,
                                options=info.default_options)
    picture = info.ui().picture(state, None, ["A", "B", "C", "D"][:info.seats.start])
    assert all(spot.card is None for spot in picture.spots if isinstance(spot.zone, Hand))


@pytest.mark.parametrize("info", WITH_UI, ids=lambda info: info.id)
def test_events_settlement_and_refusals_read_as_sentences(qapp, info) -> None:
    presenter, rules = info.ui(), info.rules
    seats = info.seats.start
    names = [f"P{s}" for s in range(seats)]
    rng = random.Random(8)
    state = rules.new_deal(seats=seats, dealer=0, seed=8, number=0, options=info.default_options)
    described = declared = 0
    while rules.to_act(state) is not None:
        step = rules.apply(state, rng.choice(list(rules.legal_actions(state))))
        for event in step.events:
            text, cards = presenter.describe(event, names), presenter.event_cards(event)
            described += bool(text)
            # A screen reader says a sentence's cards by name from ``event_cards``: each
            # card the sentence writes is declared, and each one declared is in it.
            rest = text
            for card in cards:
                assert str(card) in rest, (text, cards)
                rest = rest.replace(str(card), "", 1)
            assert not re.search(r"(10|[2-9AJQK])[♠♥♦♣]", rest), text
            declared += len(cards)
        state = step.state
    assert described > seats and declared
    headers, rows = presenter.settlement(state, names)
    assert [row.name for row in rows] == names
    assert all(len(row.cells) == len(headers) for row in rows)
    assert [row.units for row in rows] == [format_units(u) for u in rules.settlement(state)]


def test_units_are_written_with_a_real_minus_and_one_decimal() -> None:
    from fractions import Fraction

    assert [format_units(v) for v in (3, -2, 0, Fraction(-13, 2), Fraction(26, 3))] == [
        "+3", "\u22122", "0", "\u22126.5", "+8.7"]


def test_hearts_status_says_which_rule_binds(qapp) -> None:
    from coventry_desktop.engine.cards import Card
    from coventry_desktop.engine.game import Play
    from coventry_desktop.games import get
    from coventry_desktop.games.hearts import STANDARD, deal_from_hands

    info = get("hearts")
    presenter, names = info.ui(), ["A", "B", "C", "D"]
    # HEARTS.md example 3: A leads 5♦; B holds Q♠ 9♠ 2♣ and no diamond.
    state = deal_from_hands([["5♦", "A♣", "3♥"], ["Q♠", "9♠", "2♣"], ["3♦", "K♦", "A♥"],
                             ["4♦", "7♣", "8♣"]], leader=0, given=True)
    assert presenter.picture(state, 0, names).status == "Your lead"
    state = info.rules.apply(state, Play(0, Card.parse("5♦"))).state
    assert presenter.picture(state, 1, names).status == (
        "The Black Lady must go: play the Q♠")
    state = info.rules.apply(state, Play(1, Card.parse("Q♠"))).state
    assert presenter.picture(state, 2, names).status == "Your turn: follow ♦"
    # Standard: hearts may not be led before one has been played.
    standard = deal_from_hands([["5♦", "A♣", "3♥"], ["Q♠", "9♠", "2♣"], ["3♦", "K♦", "A♥"],
                                ["4♦", "7♣", "8♣"]], leader=0, given=True, options=STANDARD)
    lead = presenter.picture(standard, info.rules.to_act(standard), names).status
    assert lead == "Your lead: hearts are not broken yet"


def test_hearts_marks_the_cards_received_until_the_first_play(qapp) -> None:
    import random

    from coventry_desktop.games import get
    from coventry_desktop.games.hearts import Phase
    from coventry_desktop.games.hearts.observe import observe

    info = get("hearts")
    presenter, names, rng = info.ui(), ["A", "B", "C", "D"], random.Random(2)
    state = info.rules.new_deal(seats=4, dealer=3, seed=2, number=0,
                                options=info.default_options)
    while state.phase is Phase.GIVE:  # everyone gives; nobody's cards are marked meanwhile
        assert not any(s.marked for s in presenter.picture(state, 0, names).spots)
        state = info.rules.apply(state, rng.choice(info.rules.legal_actions(state))).state
    received = observe(state, 0).received
    marked = {s.card for s in presenter.picture(state, 0, names).spots if s.marked}
    assert marked and {c.index for c in marked} == {
        i for i in range(52) if received >> i & 1}
    while info.rules.to_act(state) != 0:
        state = info.rules.apply(state, info.rules.legal_actions(state)[0]).state
    state = info.rules.apply(state, info.rules.legal_actions(state)[0]).state
    assert not any(s.marked for s in presenter.picture(state, 0, names).spots)


def test_hearts_refusals_name_each_rule_and_you_shoot_the_moon(qapp) -> None:
    # Third play test: three rules refused with "That card cannot be played now.", and
    # "You shoots the moon!".
    from coventry_desktop.engine.cards import Card
    from coventry_desktop.games.hearts import RULES, STANDARD, Reason, deal_from_hands
    from coventry_desktop.games.hearts.actions import Play
    from coventry_desktop.games.hearts.ui import HeartsPresenter

    presenter = HeartsPresenter()
    generic = presenter.refusal(object())
    for reason in Reason:  # every refusal in its own sentence
        assert presenter.refusal(reason) != generic, reason
    assert presenter.refusal(Reason.HEARTS_NOT_BROKEN).startswith("Hearts are not broken yet")
    # A "keep" deal says so before the first trick; a moon by "You" has its own sentence.
    hands = [["2♣", "3♥"], ["4♣", "5♥"], ["6♣", "7♥"], ["8♣", "9♥"]]
    # Standard's fourth deal (number 3) keeps: left, right, across, keep.
    state = deal_from_hands(hands, leader=0, options=STANDARD, given=True, number=3)
    notes = presenter.picture(state, 0, ["You", "B", "C", "D"]).notes
    assert "No cards are given this deal" in notes
    assert presenter._moon_words(0, ["You", "B", "C", "D"]) == "You shoot the moon!"
    assert presenter._moon_words(1, ["You", "B", "C", "D"]) == "B shoots the moon!"
    assert RULES.to_act(state) == 0 and Play(0, Card.parse("2♣")) in RULES.legal_actions(state)
