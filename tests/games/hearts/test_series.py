"""Series settlement: against the average, the pot, the totaliser (HT-10…HT-12)."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coventry_desktop.engine.game import PER_PLAYER, SeriesSettlement
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
from coventry_desktop.games.hearts.settlement import against_average


def test_average_series_is_the_seed_example() -> None:
    # Six deals of 26 points totalling A 42, B 71, C 19, D 24 (seed «Подсчёт очков»).
    deals = [(10, 16, 0, 0), (0, 13, 13, 0), (13, 0, 0, 13), (6, 14, 3, 3), (13, 2, 3, 8),
             (0, 26, 0, 0)]
    result = settle_series(deals, Scoring.AVERAGE)
    assert [sum(d[s] for d in deals) for s in range(4)] == [42, 71, 19, 24]
    assert result.totals == (-3, -32, 20, 15)
    assert all(sum(d.units) == 0 for d in result.deals)


def test_pot_lowest_takes_it_odd_chips_carry() -> None:
    # Deal 1: 26 chips, two lowest (0) share 13 each. Deal 2: 26 chips, three at 2 points
    # share 8 each and 2 chips carry; deal 3: 28 chips to the one lowest.
    deals = [(13, 13, 0, 0), (2, 2, 2, 20), (0, 10, 10, 6)]
    result = settle_series(deals, Scoring.POT)
    assert [d.units for d in result.deals] == [(-13, -13, 13, 13), (6, 6, 6, -20),
                                               (28, -10, -10, -6)]
    assert [(d.carried_in, d.carried_out) for d in result.deals] == [(0, 0), (0, 2), (2, 0)]
    assert result.pot == 0
    assert result.totals == (21, -17, 9, -13)


def _units(result: SeriesSettlement) -> list[tuple[object, ...]]:
    return [d.units for d in result.deals]


def test_card_totaliser_without_a_zero_then_a_single_zero() -> None:
    # Seed «Вариант 2 — тотализатор»: nobody at 0, so the bank stays as a jackpot; the next
    # deal's only 0 takes both deals' chips (52), not "against the average".
    result = settle_series([(1, 5, 7, 13), (0, 9, 8, 9)], Scoring.TOTALISER)
    assert _units(result) == [(-1, -5, -7, -13), (52, -9, -8, -9)]
    assert [(d.carried_in, d.carried_out) for d in result.deals] == [(0, 26), (26, 0)]
    assert result.totals == (51, -14, -15, -22)
    assert result.deals[0].units != against_average((1, 5, 7, 13))


def test_card_pot_three_tied_lowest_then_a_single_lowest() -> None:
    # Seed «Вариант 1»: those tied lowest share the bank, the odd chips stay for the next
    # deal: 26 = 3 × 8 + 2; the next deal's pot is 2 + 26 = 28 for the one lowest.
    result = settle_series([(2, 2, 2, 20), (0, 10, 10, 6)], Scoring.POT)
    assert _units(result) == [(6, 6, 6, -20), (28, -10, -10, -6)]
    assert result.deals[1].carried_in == 2
    assert result.totals == (34, -4, -4, -26)


def test_card_jackpot_carried_across_three_deals() -> None:
    deals = [(1, 5, 7, 13), (2, 4, 10, 10), (3, 3, 3, 17), (0, 13, 13, 0)]
    result = settle_series(deals, Scoring.TOTALISER)
    assert [d.carried_in for d in result.deals] == [0, 26, 52, 78]
    # 78 carried + 26 paid: the two zeros split 104, 52 each.
    assert result.deals[3].units == (52, -13, -13, 52)
    assert result.totals == (46, -25, -33, 12)
    assert sum(result.totals) == 0


def test_card_series_ending_with_chips_in_the_pot() -> None:
    # Three zeros share 26: 8 each, 2 carry; then nobody at 0: 28 chips still in the pot
    # after the last deal, shared equally (HEARTS.md HT-12's decision): 7 each.
    deals = [(0, 26, 0, 0), (1, 5, 7, 13)]
    running = settle_series(deals, Scoring.TOTALISER, over=False)
    assert running.pot == 28 and sum(running.totals) == -28
    assert running.deals[-1].closing == ()
    result = settle_series(deals, Scoring.TOTALISER)
    assert result.pot == 0
    assert result.deals[-1].closing == (7, 7, 7, 7)
    assert result.deal_units(1) == (6, 2, 0, -6)
    assert result.totals == (14, -24, 8, 2)
    assert sum(result.totals) == 0


def test_totaliser_needs_a_zero_else_jackpot() -> None:
    deals = [(1, 5, 7, 13), (0, 26, 0, 0), (4, 4, 9, 9)]
    result = settle_series(deals, Scoring.TOTALISER)
    assert result.deals[0].units == (-1, -5, -7, -13)
    # 26 jackpot + 26: three zeros share 52 -> 17 each, 1 chip carries.
    assert result.deals[1].units == (17, -26, 17, 17)
    assert result.deals[2].carried_out == 27  # 1 + 26 after deal 3, nobody at 0
    # The 27 left after the last deal are shared equally: 27/4 each.
    assert result.totals == (Fraction(75, 4), Fraction(-113, 4), Fraction(31, 4),
                             Fraction(7, 4))
    assert sum(result.totals) == 0


@given(st.sampled_from([Scoring.POT, Scoring.TOTALISER]),
       st.lists(st.lists(st.integers(0, 26), min_size=4, max_size=4), min_size=1,
                max_size=8))
def test_a_series_settles_to_zero_and_chips_are_conserved(scoring: Scoring,
                                                         deals: list[list[int]]) -> None:
    result = settle_series(deals, scoring)
    assert sum(result.totals) == 0
    for deal, settled in zip(deals, result.deals, strict=True):
        # What changed hands plus what the pot kept is what the pot held before.
        assert sum(settled.units) == settled.carried_in - settled.carried_out
        assert settled.carried_out <= settled.carried_in + sum(deal)
    for before, after in itertools.pairwise(result.deals):
        assert after.carried_in == before.carried_out


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


def test_a_deal_on_its_own_shares_what_nobody_takes() -> None:
    # Three lowest at 2 points share 26 chips: 8 each, 2 carry in a series; a deal on its
    # own (Rules.settlement, the tournament) is a series of one deal: the 2 are shared.
    pot = deal_pot((2, 2, 2, 20), Scoring.POT)
    assert (pot.pot, pot.takers, pot.share, pot.left) == (26, (0, 1, 2), 8, 2)
    assert pot.units == (6, 6, 6, -20)
    assert deal_settlement((2, 2, 2, 20), Scoring.POT) == (
        Fraction(13, 2), Fraction(13, 2), Fraction(13, 2), Fraction(-39, 2))
    assert deal_pot((2, 2, 2, 20), Scoring.POT, carried=6).share == 10
    # Totaliser on its own: nobody at 0, the whole jackpot is shared: as the average.
    assert deal_settlement((1, 5, 7, 13), Scoring.TOTALISER) == against_average(
        (1, 5, 7, 13))
    # A moon under the pot: 78 chips to the shooter.
    assert deal_pot((0, 26, 26, 26), Scoring.POT).units == (78, -26, -26, -26)
    with pytest.raises(ValueError):
        deal_pot((0, 26, 0, 0), Scoring.AVERAGE)
