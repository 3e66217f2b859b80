"""The protocol tests: the same checks over every registered game (shared/ARCHITECTURE.md)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from coventry_desktop.engine.cards import DECK, Card
from coventry_desktop.engine.game import BOT_LEVELS, BOT_NAMES, GameInfo, IllegalAction
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


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_declares_passes_exactly_when_a_pass_is_ever_legal(game_id: str) -> None:
    info = get(game_id)
    passed = False
    for seats in info.seats:
        for seed in (1, 2):
            for state in _positions(info, seats, seed, limit=400):
                passed |= any(not a.cards for a in info.rules.legal_actions(state))
    assert passed == info.passes


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


def _positions(info: GameInfo, seats: int, seed: int, limit: int = 200) -> list[Any]:
    """The states of one random deal, from the deal to the last action, at most ``limit``."""
    rng = random.Random(seed)
    state, out = _deal(info, seats, seed), []
    while info.rules.to_act(state) is not None and len(out) < limit:
        out.append(state)
        state = info.rules.apply(state, rng.choice(list(info.rules.legal_actions(state)))).state
    return out


def _card_texts(item: Any) -> list[str]:
    """Every string of an action's JSON that names a card ("9♦")."""
    if isinstance(item, list):
        return [text for part in item for text in _card_texts(part)]
    if isinstance(item, str):
        try:
            Card.parse(item)
        except ValueError:
            return []
        return [item]
    return []


def _swap(item: Any, old: str, new: str) -> Any:
    if isinstance(item, list):
        return [_swap(part, old, new) for part in item]
    return new if item == old else item


def _wrong_count(item: Any) -> list[Any]:
    """The action's JSON with one card fewer and one more in each list of cards."""
    out = []
    for k, part in enumerate(item):
        if isinstance(part, list) and part:
            spare = next(str(c) for c in DECK if str(c) not in part)
            out += [[*item[:k], part[:-1], *item[k + 1:]],
                     [*item[:k], [*part, spare], *item[k + 1:]]]
    return out


def _outside(info: GameInfo, state: Any, seats: int) -> list[Any]:
    """Actions outside ``legal_actions(state)``: each legal action given to another seat,
    with a card swapped for any other card of the deck (one not in hand among them), and
    with a card too few or too many."""
    rules = info.rules
    legal = set(rules.legal_actions(state))
    candidates = []
    for action in list(rules.legal_actions(state))[:4]:  # Hearts has 286 gives
        item = rules.action_to_json(action)
        candidates += [[item[0], seat, *item[2:]] for seat in range(seats)]
        candidates += [_swap(item, text, str(card)) for text in _card_texts(item)
                       for card in DECK]
        candidates += _wrong_count(item)
    out = {}
    for item in candidates:
        try:
            action = rules.action_from_json(item)
        except ValueError:  # not even an action of this game (Comet's 8♦)
            continue
        if action not in legal:
            out[action] = None
    return list(out)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_action_outside_legal_is_refused_unchanged(game_id: str) -> None:
    info = get(game_id)
    seats = info.seats[0]
    refused = 0
    for state in _positions(info, seats, 9, limit=30):
        snapshot = copy.deepcopy(state)
        for action in _outside(info, state, seats):
            with pytest.raises(IllegalAction) as refusal:
                info.rules.apply(state, action)
            assert refusal.value.action == action and refusal.value.reason is not None
            assert state == snapshot  # a copy taken before: the refused state is untouched
            refused += 1
    assert refused > 30 * 20  # cards not in hand, other seats, wrong counts: all tried


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_and_events_do_not_change_when_hidden_cards_are_reshuffled(game_id) -> None:
    info = get(game_id)
    rules, moved = info.rules, 0
    for seats in (info.seats[0], info.seats[-1]):
        for state in _positions(info, seats, seats + 20):
            seat = rules.to_act(state)
            for seed in (1, 2):
                other = rules.resample(state, seat, seed)
                moved += other != state
                assert rules.observe(other, seat) == rules.observe(state, seat)
                assert list(rules.legal_actions(other)) == list(rules.legal_actions(state))
                for action in rules.legal_actions(state):
                    after, again = rules.apply(state, action), rules.apply(other, action)
                    # Events are public; only the end may show what was hidden (the
                    # cards left, dead cards, a kitty). A view after the action may learn
                    # more (Hearts: the cards received once the give is done).
                    if rules.to_act(after.state) is not None:
                        assert again.events == after.events
    assert moved > 50  # the hidden cards did move: the comparison could fail


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_bots_choice_does_not_depend_on_cards_it_cannot_see(game_id, level) -> None:
    # Hard searches under a wall-clock budget, so its choice is not a function of the view
    # alone; it gets the same view as these (``observe``), proved equal above.
    info = get(game_id)
    rules = info.rules
    for state in _positions(info, info.seats[0], 31, limit=60):
        seat = rules.to_act(state)
        other = rules.resample(state, seat, 7)
        chosen = [info.bots[level]().choose(rules.observe(s, seat), random.Random(5))
                  for s in (state, other)]
        assert chosen[0] == chosen[1] and chosen[0] in list(rules.legal_actions(state))


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


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_a_table_of_bots_has_a_name_for_every_seat(info) -> None:
    # Watch Bots Play seats a bot in every chair, each under its own name.
    assert max(info.seats) <= len(BOT_NAMES) == len(set(BOT_NAMES))
