"""The protocol tests: the same checks over every registered game (shared/ARCHITECTURE.md)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from coventry_desktop.engine.game import BOT_LEVELS, GameInfo, IllegalAction
from coventry_desktop.games import GAMES, get

GAME_IDS = [info.id for info in GAMES]


def _deal(info: GameInfo, seats: int, seed: int) -> Any:
    return info.rules.new_deal(seats=seats, dealer=seed % seats, seed=seed, number=0,
                               options=info.default_options)


def _random_play(info: GameInfo, seats: int, seed: int) -> tuple[Any, list[Any]]:
    rng = random.Random(seed)
    state = _deal(info, seats, seed)
    actions: list[Any] = []
    for _ in range(5000):
        legal = info.rules.legal_actions(state)
        seat = info.rules.to_act(state)
        # to_act is None exactly when nothing is legal.
        assert (seat is None) == (not legal)
        if seat is None:
            return state, actions
        action = rng.choice(list(legal))
        assert action.seat == seat
        actions.append(action)
        state = info.rules.apply(state, action).state
    raise AssertionError("random play did not end within 5000 actions")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_registry_is_consistent(game_id: str) -> None:
    info = get(game_id)
    assert info.id == game_id
    assert set(info.bots) == set(BOT_LEVELS)
    assert info.better in ("high", "low")
    assert len(info.seats) >= 1


def test_unknown_game_is_a_key_error() -> None:
    with pytest.raises(KeyError, match="unknown game"):
        get("whist")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_ends_with_zero_sum_settlement(game_id: str, seed: int) -> None:
    info = get(game_id)
    for seats in info.seats:
        state, _ = _random_play(info, seats, seed)
        units = info.rules.settlement(state)
        assert len(units) == seats
        assert sum(units) == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_settlement_before_the_end_is_refused(game_id: str) -> None:
    info = get(game_id)
    with pytest.raises(ValueError):
        info.rules.settlement(_deal(info, info.seats[0], 5))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_deal(game_id: str) -> None:
    info = get(game_id)
    seats = info.seats[-1]
    assert _deal(info, seats, 11) == _deal(info, seats, 11)
    assert _deal(info, seats, 11) != _deal(info, seats, 12)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_json_round_trip_replays_to_the_same_state(game_id: str) -> None:
    info = get(game_id)
    seats = info.seats[0]
    final, actions = _random_play(info, seats, 4)
    text = json.dumps([info.rules.action_to_json(a) for a in actions])
    state = _deal(info, seats, 4)
    for item in json.loads(text):
        state = info.rules.apply(state, info.rules.action_from_json(item)).state
    assert state == final


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_action_outside_legal_is_refused_unchanged(game_id: str) -> None:
    info = get(game_id)
    seats = info.seats[0]
    rng = random.Random(9)
    state = _deal(info, seats, 9)
    checked = 0
    while info.rules.to_act(state) is not None and checked < 40:
        legal = list(info.rules.legal_actions(state))
        # Candidates: every legal action of every other seat at some earlier point is not
        # at hand, so try the legal actions moved to each other seat, and of this seat.
        for seat in range(seats):
            for action in legal:
                try:
                    moved = info.rules.action_from_json(
                        [info.rules.action_to_json(action)[0], seat,
                         *info.rules.action_to_json(action)[2:]])
                except ValueError:
                    continue
                if moved in legal:
                    continue
                before = state
                with pytest.raises(IllegalAction):
                    info.rules.apply(state, moved)
                assert state == before
        state = info.rules.apply(state, rng.choice(legal)).state
        checked += 1


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", BOT_LEVELS)
def test_every_bot_level_returns_a_legal_action(game_id: str, level: str) -> None:
    info = get(game_id)
    seats = info.seats[0]
    rng = random.Random(3)
    state = _deal(info, seats, 3)
    bot = info.bots[level]()
    for _ in range(12):
        seat = info.rules.to_act(state)
        if seat is None:
            break
        action = bot.choose(info.rules.observe(state, seat), rng)
        assert action in list(info.rules.legal_actions(state))
        state = info.rules.apply(state, action).state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_apply_after_the_end_is_refused(game_id: str) -> None:
    info = get(game_id)
    state, actions = _random_play(info, info.seats[0], 6)
    with pytest.raises(IllegalAction):
        info.rules.apply(state, actions[-1])
