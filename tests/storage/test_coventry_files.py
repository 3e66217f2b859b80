"""Coventry's files of release 0.1.0 read into today's formats by the one code that knows
them (games/coventry/legacy.py): exported records opened through ``read_record``, the
autosave's conversion (the migration at start, ``tests/storage/test_migration.py``, writes
it).

``tests/golden/coventry/release1/`` holds the previous release's autosave (deal 3 in play after
(−2, 10, −4, −4) and (6, −3, −2, −1)), its exported record of the two finished deals and its
statistics (two deals counted for "You" under the series' key).
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.engine.game_records import (
    GameRecordError,
    from_json,
    replay,
    results,
    to_json,
)
from coventry_desktop.games import GAMES, get
from coventry_desktop.games.coventry import (
    DealRecord,
    apply,
    legal_actions,
    new_deal,
    replay_deal,
    replay_series,
)
from coventry_desktop.games.coventry import from_json as old_from_json
from coventry_desktop.games.coventry.legacy import read_record as read_earlier
from coventry_desktop.games.coventry.records import _digest as old_digest
from coventry_desktop.storage.game_files import LoadedRecord, read_record
from coventry_desktop.storage.problems import Damage, FileDamaged

from .conftest import random_series
from .old_files import old_to_json

RELEASE = Path(__file__).parents[1] / "golden" / "coventry" / "release1"
COVENTRY = get("coventry")
RESULTS = [(-2, 10, -4, -4), (6, -3, -2, -1)]
SEATS = ("You", "Basil", "Zoë", "Дмитрий")


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A data folder holding the previous release's autosave and statistics."""
    shutil.copy(RELEASE / "autosave.json", tmp_path / "autosave.json")
    shutil.copy(RELEASE / "statistics.json", tmp_path / "statistics.json")
    return tmp_path


def _units(loaded: LoadedRecord) -> list[tuple[int, ...]]:
    return [units for _points, units in results(loaded.info, loaded.states)]


def _old_states(record) -> list:
    """The old replay's last state of each dealt deal, as ``engine.game_records.replay``
    lists them."""
    old = replay_series(record)
    unfinished = [old.deal] if old.deal is not None and old.deal.winner is None else []
    return [*old.finals, *unfinished]


# -- the autosave -------------------------------------------------------------------------------
def test_the_converted_autosave_replays_to_the_old_states() -> None:
    path = RELEASE / "autosave.json"
    body = json.loads(path.read_text(encoding="utf-8"))
    old = old_from_json(json.dumps(body["record"]))
    record = read_earlier(body)
    assert record is not None
    assert replay(COVENTRY, record) == _old_states(old)
    # Seeds as the old series drew them: Series.seed_of.
    series = replay_series(old).series
    assert record.deal_seeds == tuple(series.seed_of(n) for n in range(3))


@pytest.mark.parametrize(("game", "levels", "undone"), [
    ({"occupants": ["human", "human", "bot", "bot"], "levels": ["easy", "hard", "hard", "easy"],
      "undone": [2, 0, "1", True, -1, 2]}, ("", "", "hard", "easy"), (0, 2)),
    # Odd values fall back as the old resume did: seat 0 a person, the rest Normal bots.
    ({"occupants": ["human", "bot"], "levels": ["expert"] * 4, "undone": "all"},
     ("", "normal", "normal", "normal"), ()),
    ({}, ("", "normal", "normal", "normal"), ()),
])
def test_the_autosave_set_up_gives_levels_and_undone(game: dict, levels: tuple,
                                                     undone: tuple) -> None:
    body = json.loads((RELEASE / "autosave.json").read_text(encoding="utf-8"))
    body["game"] = game  # outside the record's digest, as the app wrote it
    record = read_earlier(body)
    assert record is not None and (record.levels, record.undone) == (levels, undone)


# -- exported records ---------------------------------------------------------------------------
def test_the_earlier_exported_record_without_game_is_coventry() -> None:
    path = RELEASE / "coventry-record.json"
    assert "game" not in json.loads(path.read_text(encoding="utf-8"))
    loaded = read_record(path)
    assert loaded.info is COVENTRY and loaded.record.game == "coventry"
    assert loaded.record.seats == SEATS and loaded.record.levels == ()
    assert _units(loaded) == RESULTS
    assert not loaded.deal_in_play and not loaded.finished
    assert loaded.states == _old_states(old_from_json(path.read_text(encoding="utf-8")))


def test_a_record_naming_coventry_reads_the_same(tmp_path: Path) -> None:
    old = old_from_json((RELEASE / "coventry-record.json").read_text(encoding="utf-8"))
    path = tmp_path / "named.json"
    path.write_text(old_to_json(old), encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "coventry"
    assert read_record(path).record == read_record(RELEASE / "coventry-record.json").record


def test_read_record_reads_the_earlier_autosave_too() -> None:
    loaded = read_record(RELEASE / "autosave.json")
    assert loaded.record.levels == ("", "normal", "normal", "normal")
    assert _units(loaded) == RESULTS and loaded.deal_in_play


def test_a_converted_record_round_trips_through_the_generic_format() -> None:
    record = read_record(RELEASE / "coventry-record.json").record
    assert from_json(to_json(COVENTRY, record), GAMES) == (COVENTRY, record)


def test_a_single_deal_record_reads_as_a_one_deal_series(tmp_path: Path) -> None:
    rng, state = random.Random(5), new_deal(5, 3, 4242)
    while state.winner is None:
        state = apply(state, rng.choice(legal_actions(state))).state
    old = DealRecord(5, 3, 4242, state.history, ("A", "B", "C"))
    path = tmp_path / "deal.json"
    path.write_text(old_to_json(old), encoding="utf-8")
    loaded = read_record(path)
    record = loaded.record
    assert (record.first_dealer, record.deals, record.deal_seeds) == (3, 1, (4242,))
    assert record.seats == ("A", "B", "C", "", "")  # blank, as the old resume left them
    assert loaded.states == [replay_deal(old)] and loaded.finished


def _set(body: dict, key: str, value) -> None:
    body[key] = value


def _edited_record(folder: Path, edit, *, resign: bool = False) -> Path:
    body = json.loads((RELEASE / "coventry-record.json").read_text(encoding="utf-8"))
    edit(body)
    if resign:
        body.pop("digest")
        body["digest"] = old_digest(body)
    path = folder / "edited.json"
    path.write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize(("edit", "resign", "damage"), [
    (lambda b: b["actions"][0].__setitem__(0, ["play", 3, "7♣"]), False, Damage.ALTERED),
    (lambda b: _set(b, "digest", "0" * 64), False, Damage.ALTERED),
    (lambda b: b["actions"][0].__setitem__(0, ["play", 0, "7♣"]), True, Damage.ILLEGAL),
    (lambda b: b["actions"][1].append(["pass", 1]), True, Damage.ILLEGAL),
    (lambda b: _set(b, "rules_version", 7), True, Damage.WRONG_VERSION),
    (lambda b: _set(b, "game", "hearts"), True, Damage.NOT_OURS),
    (lambda b: _set(b, "deals", 4), True, Damage.NOT_OURS),
    (lambda b: _set(b, "players", 7), True, Damage.NOT_OURS),
    (lambda b: _set(b, "seats", ["x" * 65, "B", "C", "D"]), True, Damage.NOT_OURS),
    (lambda b: _set(b, "seats", ["A", "B", "C", "D", "E"]), True, Damage.NOT_OURS),
    (lambda b: _set(b, "kind", "tournament"), True, Damage.NOT_OURS),
    (lambda b: b["actions"][0].__setitem__(3, ["play", 2, "7X"]), True, Damage.NOT_OURS),
    (lambda b: _set(b, "format", "coventry-desktop/recording"), False, Damage.NOT_OURS),
])
def test_a_damaged_earlier_record_is_a_file_damaged_in_plain_words(
        tmp_path: Path, edit, resign: bool, damage: Damage) -> None:
    path = _edited_record(tmp_path, edit, resign=resign)
    before = path.read_bytes()
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    assert error.value.problem.damage is damage
    assert error.value.problem.message().startswith("The file ")
    assert path.read_bytes() == before  # an opened file is never moved


def test_an_edited_action_without_its_digest_fails_at_that_action(tmp_path: Path) -> None:
    path = _edited_record(tmp_path, lambda b: (b["actions"][1].__setitem__(
        5, ["play", 0, "2♣"]), b.pop("digest")))
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    assert error.value.problem.damage is Damage.ILLEGAL
    assert error.value.problem.detail.startswith("action 74: ")  # 69 of deal 1, then 5


def test_truncated_record_text_is_cut_short(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_bytes((RELEASE / "coventry-record.json").read_bytes()[:-40])
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    assert error.value.problem.damage is Damage.TRUNCATED


def test_the_converter_says_none_for_other_formats_and_raises_for_damage() -> None:
    assert read_earlier([1, 2]) is None
    assert read_earlier({"format": "coventry-desktop/game-record"}) is None
    assert read_earlier({"format": "coventry-desktop/statistics"}) is None
    with pytest.raises(GameRecordError) as error:
        read_earlier({"format": "coventry-desktop/record", "rules_version": 1})
    assert error.value.kind == "format"


# -- every series -------------------------------------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**48), players=st.integers(3, 6), deals=st.sampled_from([1, 6]),
       stop_after=st.none() | st.integers(0, 400),
       earlier=st.sampled_from(["named", "unnamed", "unsigned"]))
def test_every_old_series_converts_to_a_record_that_replays_the_same(
        seed: int, players: int, deals: int, stop_after: int | None, earlier: str) -> None:
    old = random_series(seed, players=players, deals=deals, stop_after=stop_after)
    body = json.loads(old_to_json(old))
    if earlier != "named":  # the first release wrote no "game"; a hand-made file no digest
        del body["game"]
        del body["digest"]
        if earlier == "unnamed":
            body["digest"] = old_digest(body)
    record = read_earlier(body)
    assert record is not None
    states = replay(COVENTRY, record)
    assert states == _old_states(old)
    assert [u for _p, u in results(COVENTRY, states)] == list(replay_series(old).series.results)
    assert from_json(to_json(COVENTRY, record), GAMES)[1] == record
