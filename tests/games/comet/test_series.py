"""A Comet series: one deal per player, the deal passing left, places 1, 1, 3 (CM-17)."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.engine.game import PER_PLAYER
from coventry_desktop.games.comet import RULES
from coventry_desktop.games.comet.bots import NormalBot
from coventry_desktop.games.comet.observe import observe
from coventry_desktop.games.comet.series import (
    dealer_of,
    first_dealer,
    seeds_of,
    series_deals,
    standings,
    totals,
)


def test_series_lengths() -> None:
    assert [series_deals(p, PER_PLAYER) for p in range(2, 7)] == [2, 3, 4, 5, 6]
    assert series_deals(4, 1) == 1
    with pytest.raises(ValueError, match="one per player"):
        series_deals(4, 6)
    with pytest.raises(ValueError, match="2 to 6 players"):
        series_deals(7, 1)


def test_the_deal_passes_left_so_each_seat_deals_once() -> None:
    first = first_dealer(4, random.Random(5))
    assert first == 2
    assert [dealer_of(first, n, 4) for n in range(4)] == [2, 3, 0, 1]


def test_places_share_the_win_and_totals_sum_to_zero() -> None:
    results = [(3, -1, -2), (-1, 3, -2), (0, 0, 0)]
    assert totals(results) == (2, 2, -4)
    assert standings(results) == [1, 1, 3]
    with pytest.raises(ValueError):
        totals([])


def test_a_whole_series_of_bot_deals_is_zero_sum() -> None:
    players, rng = 3, random.Random(1)
    first = first_dealer(players, rng)
    results = []
    for number, seed in enumerate(seeds_of(9, series_deals(players, PER_PLAYER))):
        state = RULES.new_deal(seats=players, dealer=dealer_of(first, number, players),
                               seed=seed, number=number)
        while (seat := RULES.to_act(state)) is not None:
            state = RULES.apply(state, NormalBot().choose(observe(state, seat), rng)).state
        results.append(RULES.settlement(state))
    assert len(results) == 3 and sum(totals(results)) == 0
