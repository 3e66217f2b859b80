"""Series settlement: against the average, the pot, the totaliser (HT-10…HT-12)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from coventry_desktop.engine.game import PER_PLAYER
from coventry_desktop.games.hearts import CLASSIC, STANDARD, Scoring
from coventry_desktop.games.hearts.series import (
    deal_pot,
    deal_settlement,
    dealer_of,
    deals_in_series,
    first_dealer,
    places,
    series_over,
    settle_series,
)


def test_average_series_is_the_seed_example() -> None:
    # Six deals of 26 points totalling A 42, B 71, C 19, D 24 (seed «Подсчёт очков»).
    deals = [(10, 16, 0, 0), (0, 13, 13, 0), (13, 0, 0, 13), (6, 14, 3, 3), (13, 2, 3, 8),
             (0, 26, 0, 0)]
    result = settle_series(deals, Scoring.AVERAGE)
    assert [sum(d[s] for d in deals) for s in range(4)] == [42, 71, 19, 24]
    assert result.totals == (-3, -32, 20, 15)
    assert all(sum(d) == 0 for d in result.deals)


def test_pot_lowest_takes_it_odd_chips_carry() -> None:
    # Deal 1: 26 chips, two lowest (0) share 13 each. Deal 2: 26 chips, three at 2 points
    # share 8 each and 2 chips carry; deal 3: 28 chips to the one lowest.
    deals = [(13, 13, 0, 0), (2, 2, 2, 20), (0, 10, 10, 6)]
    result = settle_series(deals, Scoring.POT)
    assert result.deals == ((-13, -13, 13, 13), (6, 6, 6, -20), (28, -10, -10, -6))
    assert result.carry == 0
    assert result.totals == (21, -17, 9, -13)


def test_totaliser_needs_a_zero_else_jackpot() -> None:
    deals = [(1, 5, 7, 13), (0, 26, 0, 0), (4, 4, 9, 9)]
    result = settle_series(deals, Scoring.TOTALISER)
    assert result.deals[0] == (-1, -5, -7, -13)
    # 26 jackpot + 26: three zeros share 52 -> 17 each, 1 chip carries.
    assert result.deals[1] == (17, -26, 17, 17)
    assert result.carry == 27  # 1 + 26 after deal 3, nobody at 0
    # The 27 left after the last deal are shared equally: 27/4 each.
    assert result.totals == (Fraction(75, 4), Fraction(-113, 4), Fraction(31, 4),
                             Fraction(7, 4))
    assert sum(result.totals) == 0


def test_series_lengths_and_end_at_100() -> None:
    assert deals_in_series(CLASSIC, 4) == 6
    assert deals_in_series(CLASSIC.with_(series_length=PER_PLAYER), 5) == 5
    assert deals_in_series(STANDARD, 4) is None
    assert not series_over(CLASSIC, seats=4, totals=[0, 0, 0, 0], deals=5)
    assert series_over(CLASSIC, seats=4, totals=[0, 0, 0, 0], deals=6)
    assert not series_over(STANDARD, seats=4, totals=[99, 3, 50, 4], deals=20)
    assert series_over(STANDARD, seats=4, totals=[100, 3, 50, 4], deals=3)


def test_the_deal_passes_left_from_a_dealer_by_lot() -> None:
    first = first_dealer(random.Random(3), 5)
    assert 0 <= first < 5
    assert [dealer_of(3, number=k, seats=5) for k in range(4)] == [3, 4, 0, 1]


def test_places_share_ties() -> None:
    assert places([19, 42, 19, 71]) == (1, 3, 1, 4)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="HT-11"):
        CLASSIC.with_(series_length=None)
    with pytest.raises(ValueError, match="series length"):
        CLASSIC.with_(series_length=0)
    with pytest.raises(ValueError):
        settle_series([], Scoring.AVERAGE)


def test_a_deal_settles_its_own_pot_and_shares_what_nobody_takes() -> None:
    # Three lowest at 2 points share 26 chips: 8 each, 2 left over shared by all four.
    pot = deal_pot((2, 2, 2, 20), Scoring.POT)
    assert (pot.pot, pot.takers, pot.share, pot.left) == (26, (0, 1, 2), 8, 2)
    assert pot.units == (Fraction(13, 2), Fraction(13, 2), Fraction(13, 2), Fraction(-39, 2))
    # Totaliser: nobody at 0, the whole jackpot is shared: the same as the average.
    jackpot = deal_pot((1, 5, 7, 13), Scoring.TOTALISER)
    assert (jackpot.takers, jackpot.share, jackpot.left) == ((), 0, 26)
    assert jackpot.units == deal_settlement((1, 5, 7, 13), Scoring.AVERAGE)
    # A moon under the pot: 78 chips to the shooter.
    assert deal_pot((0, 26, 26, 26), Scoring.POT).units == (78, -26, -26, -26)
    for units in (pot.units, jackpot.units):
        assert sum(units) == 0
    with pytest.raises(ValueError):
        deal_pot((0, 26, 0, 0), Scoring.AVERAGE)
