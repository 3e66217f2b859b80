"""Records, autosave, undo and statistics of every registered game (#13 items 5 and 8)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from coventry_desktop.engine.game_records import (
    GameRecord,
    GameRecordError,
    from_json,
    options_from_json,
    options_to_json,
    replay,
    to_json,
)
from coventry_desktop.games import GAMES, get
from coventry_desktop.games.hearts import CLASSIC, STANDARD
from coventry_desktop.models.session import GameSession
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.game_files import GameAutosave, read_record
from coventry_desktop.storage.game_statistics import GameStatistics, series_key, variant
from coventry_desktop.storage.problems import Damage, FileDamaged

GAMES_WITH_RECORDS = [info for info in GAMES if info.id != "coventry"]


def _played(info, seats: int, actions: int, seed: int = 3) -> GameRecord:
    """A record of one deal after ``actions`` random legal actions (or to its end)."""
    rules, rng = info.rules, random.Random(seed)
    state = rules.new_deal(seats=seats, dealer=1, seed=seed, number=0,
                           options=info.default_options)
    done = []
    while len(done) < actions and rules.to_act(state) is not None:
        action = rng.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action).state
        done.append(action)
    return GameRecord(info.id, info.rules_version, info.default_options,
                      tuple(f"P{i}" for i in range(seats)), 1, 2, (seed,), (tuple(done),))


@pytest.mark.parametrize("info", GAMES_WITH_RECORDS, ids=lambda i: i.id)
def test_an_edited_record_is_altered_and_an_illegal_one_names_its_action(info) -> None:
    record = _played(info, info.seats.start, 6)
    body = json.loads(to_json(info, record))
    body["first_dealer"] = 0
    with pytest.raises(GameRecordError) as error:
        from_json(json.dumps(body), GAMES)
    assert error.value.kind == "altered"
    # The same action twice: replay refuses the second at its index.
    doubled = GameRecord(info.id, info.rules_version, record.options, record.seats,
                         record.first_dealer, 2, record.deal_seeds,
                         ((record.actions[0][0], record.actions[0][0]),))
    with pytest.raises(GameRecordError) as illegal:
        replay(info, doubled)
    assert illegal.value.kind == "illegal" and illegal.value.index == 1


def test_hearts_options_are_stored_by_value_and_read_back() -> None:
    data = options_to_json(STANDARD)
    assert data["give"] == "rotate_left" and data["end_at"] == 100
    assert options_from_json(CLASSIC, data) == STANDARD
    assert options_from_json(CLASSIC, {}) == CLASSIC  # an older file without options
    with pytest.raises(ValueError, match="unknown option"):
        options_from_json(CLASSIC, {"jokers": True})
    with pytest.raises(ValueError):
        options_from_json(CLASSIC, {"give": "sideways"})


def test_the_export_leaves_out_the_deal_in_play() -> None:
    info = get("comet")
    record = _played(info, 3, 5)
    assert record.finished_deals(info).deal_seeds == ()
    finished = _played(info, 3, 10_000)
    assert finished.finished_deals(info) == finished


def test_a_damaged_autosave_is_kept_aside_with_plain_words(tmp_path: Path) -> None:
    info = get("hearts")
    save = GameAutosave(tmp_path, info)
    save.path.write_text('{"format": "coventry-desktop/game-record", "vers', encoding="utf-8")
    problem = save.load()
    assert problem is not None and not hasattr(problem, "record")
    assert problem.damage is Damage.TRUNCATED
    assert problem.backup is not None and problem.backup.exists()
    assert not save.path.exists()
    assert save.load() is None


def test_an_autosave_of_another_game_is_not_resumed(tmp_path: Path) -> None:
    comet = get("comet")
    GameAutosave(tmp_path, comet).save(_played(comet, 3, 4))
    wrong = GameAutosave(tmp_path, get("hearts"))
    GameAutosave(tmp_path, comet).path.rename(wrong.path)
    problem = wrong.load()
    assert problem is not None and problem.damage is Damage.NOT_OURS  # type: ignore[union-attr]


def test_read_record_reports_an_illegal_action(tmp_path: Path) -> None:
    info = get("comet")
    record = _played(info, 3, 4)
    body = json.loads(to_json(info, record))
    body["actions"][0].append(body["actions"][0][0])
    del body["digest"]
    from coventry_desktop.engine.game_records import _digest
    body["digest"] = _digest(body)
    path = tmp_path / "x.json"
    path.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    assert error.value.problem.damage is Damage.ILLEGAL


# -- the session: record, resume, undo ---------------------------------------------------------
def _table(n: int) -> list[SeatSetup]:
    return [SeatSetup("You", Occupant.HUMAN),
            *(SeatSetup(f"Bot {i}", Occupant.BOT, "easy") for i in range(n - 1))]


def _my_turn(session: GameSession) -> bool:
    return session.to_act() == 0 or session.deal_over()


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_undo_takes_back_my_action_and_the_bots_after_it(qtbot, game) -> None:
    info = get(game)
    session = GameSession(info, _table(4), seed=9)
    session.start()
    qtbot.waitUntil(lambda: _my_turn(session), timeout=10_000)
    assert session.undo_target() is None or session.history[-1]  # nothing of mine yet
    while len(session.legal_actions()[-1].cards) > 1:  # Hearts' give: Undo stops at it (HT-5)
        assert session.request(session.legal_actions()[-1])
        qtbot.waitUntil(lambda: _my_turn(session), timeout=10_000)
    before = session.state
    kept = len(session.history[-1])
    mine = session.legal_actions()[-1]
    assert session.request(mine)
    qtbot.waitUntil(lambda: _my_turn(session), timeout=10_000)
    if session.deal_over():
        pytest.skip("the deal ended with my action")  # seed chosen so it does not
    assert session.undo_target() == kept
    rewound: list[bool] = []
    session.rewound.connect(lambda: rewound.append(True))
    assert session.undo()
    assert rewound == [True]
    assert session.state == before and len(session.history[-1]) == kept
    assert session.undone == {0}
    assert session.record().undone == (0,)
    session.shutdown()


def test_undo_is_refused_in_pass_and_play_when_another_person_acted_after_me(qtbot) -> None:
    info = get("comet")
    seats = [SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Basil", Occupant.HUMAN),
             SeatSetup("Cleo", Occupant.HUMAN)]
    session = GameSession(info, seats, seed=5, first_dealer=2)
    session.start()
    first = session.to_act()
    assert session.undo_target() is None  # nothing done yet
    assert session.request(session.legal_actions()[0])
    assert session.to_act() != first
    assert session.undo_target() is None and not session.undo()
    session.shutdown()


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_a_resumed_session_is_at_the_same_position(qtbot, game) -> None:
    info = get(game)
    session = GameSession(info, _table(4), seed=21)
    session.start()
    qtbot.waitUntil(lambda: _my_turn(session), timeout=10_000)
    session.request(session.legal_actions()[0])
    qtbot.waitUntil(lambda: _my_turn(session), timeout=10_000)
    record = session.record()
    session.shutdown()
    again = GameSession(info, _table(4))
    again.resume(record)
    assert again.state == session.state and again.to_act() == session.to_act()
    assert again.record() == record
    again.shutdown()


# -- statistics per game -----------------------------------------------------------------------
def _finished_series(info, options, deals: int = 2) -> GameRecord:
    rules, rng = info.rules, random.Random(4)
    seeds, actions = [], []
    for number in range(deals):
        state = rules.new_deal(seats=4, dealer=number % 4, seed=100 + number, number=number,
                               options=options)
        done = []
        while rules.to_act(state) is not None:
            action = rng.choice(list(rules.legal_actions(state)))
            state = rules.apply(state, action).state
            done.append(action)
        seeds.append(100 + number)
        actions.append(tuple(done))
    return GameRecord(info.id, info.rules_version, options, ("You", "B", "C", "D"), 0, deals,
                      tuple(seeds), tuple(actions))


def test_hearts_statistics_count_per_preset_and_lower_points_are_best(tmp_path: Path) -> None:
    info = get("hearts")
    stats, problem = GameStatistics.load(tmp_path, info)
    assert problem is None
    record = _finished_series(info, CLASSIC)
    humans = [True, False, False, False]
    assert stats.record(record, humans, over=True)
    assert not stats.record(record, humans, over=True)  # counted once
    states = replay(info, record)
    mine = sum(info.rules.points(s)[0] for s in states)
    entry = stats.players["You"]["Classic"]
    assert entry.deals_played == 2 and entry.series_played == 1
    assert entry.points == mine and entry.best_series == mine
    queen = sum(info.deal_counts(s, 0)["queen_taken"] for s in states)  # type: ignore[misc]
    assert entry.counts["queen_taken"] == queen
    stats.save()
    again, problem = GameStatistics.load(tmp_path, info)
    assert problem is None and again.players == stats.players
    assert variant(info, STANDARD) == "Standard"
    assert variant(info, CLASSIC.with_(queen_must_go=False)) == "Custom"
    assert variant(info, CLASSIC.with_(series_length=1)) == "Classic"  # a length, not a rule


def test_a_series_with_undo_counts_but_is_never_the_best(tmp_path: Path) -> None:
    info = get("comet")
    stats, _ = GameStatistics.load(tmp_path, info)
    base = _finished_series(info, None)
    from dataclasses import replace
    stats.record(replace(base, undone=(1,)), [True, False, False, False], over=True)
    entry = stats.players["You"][""]
    assert entry.series_played == 1 and entry.best_series is None
    assert series_key(base) == series_key(replace(base, undone=(1,)))


def test_deals_count_as_they_end_and_the_series_once_at_its_end(tmp_path: Path) -> None:
    info = get("comet")
    stats, _ = GameStatistics.load(tmp_path, info)
    full = _finished_series(info, None, deals=2)
    from dataclasses import replace
    first = replace(full, deal_seeds=full.deal_seeds[:1], actions=full.actions[:1])
    humans = [True, False, False, False]
    assert stats.record(first, humans, over=False)
    assert stats.players["You"][""].deals_played == 1
    assert stats.players["You"][""].series_played == 0
    assert stats.record(full, humans, over=True)
    assert stats.players["You"][""].deals_played == 2
    assert stats.players["You"][""].series_played == 1
    assert not stats.record(full, humans, over=True)


def test_damaged_statistics_are_kept_aside(tmp_path: Path) -> None:
    info = get("comet")
    (tmp_path / "comet-statistics.json").write_bytes(b"\x00\x01")
    stats, problem = GameStatistics.load(tmp_path, info)
    assert problem is not None and problem.damage is Damage.BINARY
    assert problem.backup is not None and stats.players == {}


@pytest.mark.parametrize("seed", range(5))
def test_undo_goes_back_to_my_own_action_never_to_one_made_for_me(qtbot, seed) -> None:
    # Play-test finding: a forced pass made for you was "your last move", so Undo took it
    # back, it was made again at once, and Undo seemed dead.
    info = get("comet")
    session = GameSession(info, _table(4), seed=seed)
    session.start()
    undone = 0
    for _ in range(60):
        qtbot.waitUntil(lambda: _my_turn(session), timeout=10_000)
        if session.deal_over():
            break
        target = session.undo_target()
        if target is not None and undone < 3:
            before = len(session.history[-1])
            assert session.undo()
            assert target < before and len(session.history[-1]) == target
            legal = session.legal_actions()
            made_for_me = len(legal) == 1 and (not legal[0].cards or
                                               session.last_actor == 0)
            assert session.to_act() == 0 and not made_for_me  # back at my own action
            undone += 1
        session.request(session.legal_actions()[-1])
    session.shutdown()
    assert undone > 0


def test_a_record_claiming_a_billion_deals_is_refused_before_any_shuffle() -> None:
    # Play test: a re-digested autosave with "deals": 1000000000 froze the app on resume.
    from coventry_desktop.engine.game_records import MAX_DEALS, _digest

    info = get("comet")
    body = json.loads(to_json(info, _played(info, 3, 4)))
    body["deals"] = 1_000_000_000
    body["digest"] = _digest({k: v for k, v in body.items() if k != "digest"})
    with pytest.raises(GameRecordError) as error:
        from_json(json.dumps(body), GAMES)
    assert error.value.kind == "format" and str(MAX_DEALS) in str(error.value)
    del body["digest"]
    with pytest.raises(GameRecordError, match="digest was removed"):
        from_json(json.dumps(body), GAMES)


def test_a_record_with_a_seat_name_of_five_thousand_characters_is_not_ours() -> None:
    from coventry_desktop.engine.game_records import _digest

    info = get("comet")
    body = json.loads(to_json(info, _played(info, 3, 2)))
    body["seats"][1] = "A" * 5000
    body["digest"] = _digest({k: v for k, v in body.items() if k != "digest"})
    with pytest.raises(GameRecordError, match="at most 64 characters"):
        from_json(json.dumps(body), GAMES)
