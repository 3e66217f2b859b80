"""Replay steps agree with the engine's own replay, action by action."""

from __future__ import annotations

from itertools import pairwise

from coventry_desktop.games.coventry import (
    DealRecord,
    DealWon,
    Pass,
    Play,
    apply,
    legal_actions,
    new_deal,
    replay_deal,
    replay_series,
)
from coventry_desktop.storage.replay_steps import replay_steps

from .conftest import random_series


def test_a_series_has_one_step_per_action_plus_one_per_deal() -> None:
    record = random_series(14, players=5)
    steps = replay_steps(record)
    replayed = replay_series(record)
    assert len(steps) == sum(len(deal) for deal in record.actions) + len(record.actions)
    assert [s.deal for s in steps if s.action is None] == list(range(6))
    assert steps[-1].state == replayed.deal
    assert steps[-1].totals == replayed.series.totals
    ends = [s for s in steps if any(isinstance(e, DealWon) for e in s.events)]
    assert [e.state for e in ends] == list(replayed.finals)


def test_each_step_is_the_action_applied_to_the_step_before() -> None:
    record = random_series(15, players=3, stop_after=80)
    steps = replay_steps(record)
    for before, after in pairwise(steps):
        if after.action is None:
            continue
        assert after.state.history == (*before.state.history, after.action)
        played = after.card_played
        assert (played is None) == isinstance(after.action, Pass)
        if isinstance(after.action, Play):
            assert played is not None and played.card == after.action.card


def test_a_deal_record_replays_as_one_deal() -> None:
    state = new_deal(4, 2, 31)
    actions = []
    for _ in range(25):
        action = legal_actions(state)[0]
        actions.append(action)
        state = apply(state, action).state
    record = DealRecord(4, 2, 31, tuple(actions), ("A", "B", "C", "D"))
    steps = replay_steps(record)
    assert len(steps) == 26
    assert steps[-1].state == replay_deal(record)
    assert steps[0].totals == (0, 0, 0, 0)
