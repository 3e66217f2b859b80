"""What the shell promises of every registered game, run over ``games.GAMES``.

A game added to the registry is checked here without a line of test code: its records
round-trip and replay, a session plays, records, resumes and undoes it, its statistics
count, and (with a presenter) ``show`` tells it. The rules' own protocol checks are in
``tests/engine/test_protocol.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from coventry_desktop.engine.game_records import GameRecord, from_json, replay, to_json
from coventry_desktop.games import GAMES
from coventry_desktop.models.session import GameSession
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.game_statistics import GameStatistics

EVERY_GAME = pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)


def _random_deal(info, seats: int, seed: int) -> GameRecord:
    rules, rng = info.rules, random.Random(seed)
    state = rules.new_deal(seats=seats, dealer=0, seed=seed, number=0,
                           options=info.default_options)
    actions = []
    while rules.to_act(state) is not None:
        action = rng.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action).state
        actions.append(action)
    return GameRecord(info.id, info.rules_version, info.default_options,
                      tuple(f"P{i}" for i in range(seats)), 0, 1, (seed,), (tuple(actions),))


@EVERY_GAME
def test_a_finished_deal_round_trips_and_settles_to_zero(info) -> None:
    for seats in (info.seats.start, info.seats.stop - 1):
        record = _random_deal(info, seats, seed=seats)
        back_info, back = from_json(to_json(info, record), GAMES)
        assert back_info is info and back == record
        final = replay(info, back)[-1]
        assert info.rules.to_act(final) is None
        assert sum(info.rules.settlement(final)) == 0
        assert record.finished_deals(info) == record


@EVERY_GAME
def test_a_session_records_resumes_and_undoes(qtbot, info) -> None:
    seats = [SeatSetup("You", Occupant.HUMAN)] + [
        SeatSetup(f"Bot {i}", Occupant.BOT, "easy") for i in range(info.seats.start)]
    for seed in range(3, 13):  # a deal in which you make a real choice before it ends
        session = GameSession(info, seats, seed=seed)
        session.start()

        def mine(session: GameSession = session) -> bool:
            return session.to_act() == 0 or session.deal_over()

        qtbot.waitUntil(mine, timeout=20_000)
        while not session.deal_over() and session.undo_target() is None:
            session.request(session.legal_actions()[-1])
            qtbot.waitUntil(mine, timeout=20_000)
        if not session.deal_over():
            break
        session.shutdown()
    assert not session.deal_over(), "no seed gave a choice to take back"
    record = session.record()
    again = GameSession(info, seats)
    again.resume(record)
    assert again.state == session.state and again.record() == record
    kept = session.undo_target()
    assert kept is not None and session.undo()
    assert len(session.history[-1]) == kept and session.undone == {0}
    assert session.to_act() == 0
    session.shutdown()
    again.shutdown()


@EVERY_GAME
def test_statistics_count_a_finished_deal(tmp_path: Path, info) -> None:
    stats, problem = GameStatistics.load(tmp_path, info)
    assert problem is None
    record = _random_deal(info, info.seats.start, seed=9)
    assert stats.record(record, [True] + [False] * (len(record.seats) - 1), over=True)
    entry = next(iter(stats.players["P0"].values()))
    final = replay(info, record)[-1]
    assert entry.deals_played == 1 and entry.series_played == 1
    assert entry.units == float(info.rules.settlement(final)[0])
    if info.deal_counts is not None:
        assert entry.counts == dict(info.deal_counts(final, 0))


@pytest.mark.parametrize("info", [i for i in GAMES if i.ui is not None], ids=lambda i: i.id)
def test_show_tells_every_game_with_words(qtbot, tmp_path: Path, info, capsys) -> None:
    from coventry_desktop.__main__ import main
    from coventry_desktop.storage.game_files import write_record

    path = tmp_path / "r.json"
    write_record(path, info, _random_deal(info, info.seats.start, seed=2))
    assert main(["show", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Deal 1" in text and "Totals after 1 deal:" in text
