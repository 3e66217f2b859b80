"""Hidden information: the kitty, other hands and given cards reach no view early (HT-4, HT-5)."""

from __future__ import annotations

import random

from coventry_desktop.games.hearts import CLASSIC, RULES, Phase

from .helpers import states_of_random_play


def test_given_and_received_cards_in_views() -> None:
    state = RULES.new_deal(seats=4, dealer=0, seed=21, number=0, options=CLASSIC)
    start = state
    rng = random.Random(1)
    while state.phase is Phase.GIVE:
        seat = RULES.to_act(state)
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state))).state
        mine = RULES.observe(state, seat)
        assert mine.given == state.given[seat]
        assert mine.hand == start.hands[seat] ^ state.given[seat] or state.phase is Phase.PLAY
        for other in range(4):
            view = RULES.observe(state, other)
            # What others gave is never in a view; what one receives only after all gave.
            assert view.gave[seat]
            if state.phase is Phase.GIVE:
                assert view.received == 0
                assert view.hand & state.given[(other + 1) % 4] == 0
    for seat in range(4):
        view = RULES.observe(state, seat)
        assert view.received == state.given[(seat + 1) % 4]
        assert view.given == state.given[seat]


def test_the_kitty_is_in_no_view_until_the_deal_is_scored() -> None:
    state = RULES.new_deal(seats=6, dealer=2, seed=8, number=0, options=CLASSIC)
    assert state.kitty.bit_count() == 4
    for before, _, step in states_of_random_play(state, random.Random(8)):
        for seat in range(6):
            view = RULES.observe(before, seat)
            assert view.kitty == 0 and view.kitty_size == 4
            assert view.hand & state.kitty == 0
        last = step.state
    assert RULES.observe(last, 0).kitty == state.kitty
    taker = last.tricks[0].winner
    assert RULES.points(last)[taker] >= RULES.observe(before, 0).points[taker]


def test_a_view_shows_no_other_hand() -> None:
    state = RULES.new_deal(seats=5, dealer=0, seed=4, number=0, options=CLASSIC)
    for seat in range(5):
        view = RULES.observe(state, seat)
        assert view.hand == state.hands[seat]
        for other in range(5):
            if other != seat:
                assert view.hand & state.hands[other] == 0
