"""The bot interface: levels, make_bot and its errors."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.games.coventry import apply, legal_actions, new_deal, observe, settle
from coventry_desktop.games.coventry.bots import LEVELS, make_bot


def test_levels_are_the_three_names() -> None:
    assert LEVELS == ("easy", "normal", "hard")


def test_unknown_level_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        make_bot("expert")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_whole_deal_legally(level: str) -> None:
    state = new_deal(4, 0, 1)
    bot, rng = make_bot(level), random.Random(3)
    while state.winner is None:
        action = bot.choose(observe(state, state.turn), rng)
        assert action in legal_actions(state)
        state = apply(state, action).state
    assert sum(settle(state)) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_choosing_out_of_turn_is_a_value_error(level: str) -> None:
    state = new_deal(4, 0, 1)  # seat 1 leads
    with pytest.raises(ValueError, match="seat 2 has nothing to do"):
        make_bot(level).choose(observe(state, 2), random.Random(0))
