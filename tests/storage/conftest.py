"""Fixtures: every storage test gets its own home folder with a non-ASCII name."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.games.coventry import SeriesRecord, apply, legal_actions, replay_series
from coventry_desktop.storage import AppPaths

HOME_NAME = "Пользователь Élodie"


@pytest.fixture
def paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AppPaths:
    """The app's folders under a Cyrillic and accented home, via the XDG variables."""
    home = tmp_path / HOME_NAME
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / ".local" / "state"))
    return AppPaths.from_platform().create()


def random_series(seed: int, *, players: int = 4, deals: int = 6,
                  stop_after: int | None = None) -> SeriesRecord:
    """A series played by random legal actions, whole or cut after ``stop_after`` actions."""
    rng = random.Random(seed)
    record = SeriesRecord(players, seed % players, seed, deals, (),
                          ("Анна", "Élodie", "Basil", "Zoë", "Ada", "Omar")[:players])
    series = replay_series(record).series
    played = 0
    while not series.is_over and (stop_after is None or played < stop_after):
        deal = series.next_deal()
        record = replace(record, actions=(*record.actions, ()))
        while deal.winner is None and (stop_after is None or played < stop_after):
            deal = apply(deal, rng.choice(legal_actions(deal))).state
            record = replace(record, actions=(*record.actions[:-1], deal.history))
            played += 1
        if deal.winner is not None:
            series = series.with_result(deal)
    return record


def game_series(info: Any, seed: int, *, players: int = 4, deals: int = 6,
                stop_after: int | None = None, first_dealer: int = 1,
                names: tuple[str, ...] = ("Анна", "Élodie", "Basil", "Zoë", "Ada", "Omar"),
                ) -> Any:
    """A ``GameRecord`` of ``info`` played by random legal actions, whole or cut after
    ``stop_after`` actions (seat 0 a person, the others Normal bots)."""
    from coventry_desktop.engine.game_records import GameRecord
    from coventry_desktop.engine.series import deal_seeds

    rules, rng = info.rules, random.Random(seed)
    record = GameRecord(info.id, info.rules_version, info.default_options, names[:players],
                        first_dealer, deals, levels=("",) + ("normal",) * (players - 1))
    seeds, played = deal_seeds(seed, deals), 0
    for number in range(deals):
        state = rules.new_deal(seats=players, dealer=record.dealer(number), seed=seeds[number],
                               number=number, options=info.default_options)
        done: list[Any] = []
        while rules.to_act(state) is not None and (stop_after is None or played < stop_after):
            action = rng.choice(list(rules.legal_actions(state)))
            state = rules.apply(state, action).state
            done.append(action)
            played += 1
        record = replace(record, deal_seeds=(*record.deal_seeds, seeds[number]),
                         actions=(*record.actions, tuple(done)))
        if rules.to_act(state) is not None:
            break
    return record
