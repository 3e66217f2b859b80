"""The migration at start: release 0.1.0's files become today's once, the originals kept.

``tests/golden/coventry/release1/`` holds that release's autosave (deal 3 in play after
(−2, 10, −4, −4) and (6, −3, −2, −1)), its exported record and its statistics (two deals
counted for "You" under the autosave's series key).
"""

from __future__ import annotations

import errno
import json
import os
import random
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from coventry_desktop.engine.game_records import results
from coventry_desktop.games import GAMES, get
from coventry_desktop.games.coventry import legacy
from coventry_desktop.storage import files, migration
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord
from coventry_desktop.storage.game_statistics import GameStatistics, GameStats
from coventry_desktop.storage.migration import Migration, migrate
from coventry_desktop.storage.problems import Damage

RELEASE = Path(__file__).parents[1] / "golden" / "coventry" / "release1"
COVENTRY = get("coventry")
HUMANS = [True, False, False, False]
OLD = ("autosave.json", "statistics.json")


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A data folder as release 0.1.0 left it."""
    for name in OLD:
        shutil.copy(RELEASE / name, tmp_path / name)
    return tmp_path


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def _resumed(data: Path) -> LoadedRecord:
    loaded = GameAutosave(data, COVENTRY).load()
    assert isinstance(loaded, LoadedRecord)
    return loaded


def test_only_games_with_earlier_files_name_them_and_their_reader_agrees() -> None:
    with_files = [info.id for info in GAMES if info.earlier_files]
    assert with_files == ["coventry"]
    formats = COVENTRY.earlier()
    assert COVENTRY.earlier_files == (formats.autosave, formats.statistics) == OLD


def test_every_file_of_release_0_1_0_migrates_and_the_originals_are_kept(data: Path) -> None:
    before = _snapshot(data)

    result = migrate(data)

    assert (result.problems, result.failed) == ([], [])
    assert sorted(p.name for p in result.kept) == ["autosave.json.old", "statistics.json.old"]
    for name in OLD:
        assert not (data / name).exists()
        assert (data / f"{name}.old").read_bytes() == before[name]
    loaded = _resumed(data)
    record = loaded.record
    assert record == legacy.read_record(json.loads(before["autosave.json"]))
    assert record.seats == ("You", "Basil", "Zoë", "Дмитрий")
    assert record.levels == ("", "normal", "normal", "normal")
    assert [u for _p, u in results(COVENTRY, loaded.states)] == [(-2, 10, -4, -4),
                                                                (6, -3, -2, -1)]
    assert loaded.deal_in_play and COVENTRY.rules.to_act(loaded.states[-1]) == 2
    stats, problem = GameStatistics.load(data, COVENTRY)
    assert problem is None and stats.earlier_reset
    assert stats.players == {"You": {"": GameStats(2, 0, 0, 0, 4.0, 4.0, None)}}


def test_a_second_start_migrates_nothing(data: Path) -> None:
    migrate(data)
    after = _snapshot(data)
    assert migrate(data) == Migration()
    assert _snapshot(data) == after


def test_the_migrated_series_is_not_counted_twice_when_resumed(data: Path) -> None:
    migrate(data)
    loaded = _resumed(data)
    stats, _ = GameStatistics.load(data, COVENTRY)
    assert not stats.record(loaded.record, HUMANS, over=False)  # its two deals: counted
    rules, state = COVENTRY.rules, loaded.states[-1]
    actions, rng = list(loaded.record.actions[-1]), random.Random(3)
    while rules.to_act(state) is not None:
        action = rng.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action).state
        actions.append(action)
    record = replace(loaded.record, actions=(*loaded.record.actions[:-1], tuple(actions)))
    assert stats.record(record, HUMANS, over=False)
    entry = stats.players["You"][""]
    assert (entry.deals_played, entry.units) == (3, 4.0 + rules.settlement(state)[0])


def test_statistics_of_the_release_between_are_added_once(data: Path) -> None:
    # Release 0.2 read the earlier files in place: its own statistics hold only what it
    # counted, and its first save had kept the earlier autosave as autosave.json.old.
    migrate(data)
    loaded = _resumed(data)
    (data / "statistics.json.old").rename(data / "statistics.json")
    own = {"format": "coventry-desktop/game-statistics", "version": 1, "game": "coventry",
           "players": {"You": {"": {"deals_played": 1, "units": 2.0, "points": 2.0}},
                       "Anna": {"": {"deals_played": 6, "series_played": 1, "units": 5.0,
                                     "points": 5.0, "best_series": 5.0}}},
           "counted": {}}
    (data / "coventry-statistics.json").write_text(json.dumps(own), encoding="utf-8")

    result = migrate(data)

    assert [p.name for p in result.kept] == ["statistics.json.old"]
    stats, _ = GameStatistics.load(data, COVENTRY)
    assert stats.players["You"][""] == GameStats(3, 0, 0, 0, 6.0, 6.0, None)
    assert stats.players["Anna"][""] == GameStats(6, 1, 0, 0, 5.0, 5.0, 5.0)
    # The key of the series came from the earlier autosave kept as .old.
    assert not stats.record(loaded.record, HUMANS, over=False)


def test_an_earlier_autosave_that_todays_file_took_over_is_only_kept(data: Path) -> None:
    migrate(data)
    today = (data / "coventry-autosave.json").read_bytes()
    shutil.copy(RELEASE / "autosave.json", data / "autosave.json")
    result = migrate(data)
    assert [p.name for p in result.kept] == ["autosave.json.2.old"]
    assert (data / "coventry-autosave.json").read_bytes() == today


def test_reset_statistics_take_no_earlier_ones(data: Path) -> None:
    (data / "coventry-statistics.json").write_text(json.dumps(  # as 0.2's Reset left it
        {"format": "coventry-desktop/game-statistics", "version": 1, "game": "coventry",
         "players": {}, "counted": {}, "earlier_reset": True}), encoding="utf-8")
    migrate(data)
    assert GameStatistics.load(data, COVENTRY)[0].players == {}
    assert (data / "statistics.json.old").exists()


def _set(body: dict, key: str, value) -> None:
    body[key] = value


@pytest.mark.parametrize(("edit", "damage"), [
    (lambda b: b["record"]["actions"][0].__setitem__(0, ["play", 3, "7♣"]), Damage.ALTERED),
    (lambda b: b["record"].pop("digest"), Damage.ALTERED),
    (lambda b: _set(b["record"], "rules_version", 2), Damage.WRONG_VERSION),
    (lambda b: _set(b, "version", 2), Damage.NEWER),
    (lambda b: _set(b, "record", [1, 2]), Damage.NOT_OURS),
    (lambda b: _set(b, "format", "something-else"), Damage.NOT_OURS),
])
def test_a_damaged_earlier_autosave_is_reported_and_kept_aside(
        data: Path, edit, damage: Damage) -> None:
    body = json.loads((data / "autosave.json").read_text(encoding="utf-8"))
    edit(body)
    (data / "autosave.json").write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    before = (data / "autosave.json").read_bytes()

    result = migrate(data)

    [problem] = result.problems
    assert problem.damage is damage and problem.path.name == "autosave.json"
    assert problem.backup is not None and problem.backup.read_bytes() == before
    assert problem.backup.name in problem.message()
    assert not (data / "autosave.json").exists()
    assert not (data / "coventry-autosave.json").exists()
    assert (data / "statistics.json.old").exists()  # the statistics still came over
    assert GameStatistics.load(data, COVENTRY)[0].players["You"][""].deals_played == 2
    assert migrate(data) == Migration()


@pytest.mark.parametrize(("content", "damage"), [
    (b'{"format": "coventry-desktop/statis', Damage.TRUNCATED),
    (b"\x00\x01", Damage.BINARY),
    (b"  ", Damage.EMPTY),
    (b'{"format": "coventry-desktop/statistics", "version": 9}', Damage.WRONG_VERSION),
    (b'{"format": "coventry-desktop/statistics", "version": 1, "players": '
     b'{"A": {"deals_played": -1}}, "counted": {}}', Damage.NOT_OURS),
    (b'{"format": "coventry-desktop/statistics", "version": 1, "players": {"Ann\\u202ea": '
     b'{"series_played": 0, "series_won": 0, "series_shared": 0, "deals_played": 1, '
     b'"deals_won": 0, "units": 1, "best_series": null}}, "counted": {}}', Damage.NOT_OURS),
    (b'{"format": "coventry-desktop/statistics", "version": 1, "players": {}, "counted": '
     b'{"k": ' + b"9" * 5000 + b"}}", Damage.NOT_OURS),
    (b"[1, 2, 3]", Damage.NOT_OURS),
])
def test_damaged_earlier_statistics_are_reported_and_kept_aside(
        data: Path, content: bytes, damage: Damage) -> None:
    (data / "statistics.json").write_bytes(content)
    result = migrate(data)
    [problem] = result.problems
    assert problem.damage is damage and problem.path.name == "statistics.json"
    assert problem.backup is not None and problem.backup.read_bytes() == content
    assert not (data / "statistics.json").exists()
    assert GameStatistics.load(data, COVENTRY)[0].players == {}
    assert [p.name for p in result.kept] == ["autosave.json.old"]


class FailingWrites:
    """``files._write`` raising ``ENOSPC`` for the files named (a full disk)."""

    def __init__(self, *names: str) -> None:
        self.names, self._real = names, files._write

    def __call__(self, path: Path, fd: int, data: bytes) -> None:
        if path.name in self.names:
            os.close(fd)
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        self._real(path, fd, data)


@pytest.mark.parametrize("refused", ["coventry-autosave.json", "coventry-statistics.json"])
def test_a_failed_write_during_the_migration_loses_nothing(
        data: Path, monkeypatch, refused: str) -> None:
    before, real = _snapshot(data), files._write
    monkeypatch.setattr(files, "_write", FailingWrites(refused))

    result = migrate(data)

    [(path, error)] = result.failed
    assert error.errno == errno.ENOSPC and not result.problems
    assert not (data / refused).exists()
    if refused == "coventry-autosave.json":  # nothing was converted: both wait
        assert path.name == "autosave.json" and _snapshot(data) == before
    else:  # the autosave came over; the statistics wait, untouched
        assert path.name == "statistics.json"
        assert (data / "statistics.json").read_bytes() == before["statistics.json"]
        assert (data / "autosave.json.old").read_bytes() == before["autosave.json"]
    monkeypatch.setattr(files, "_write", real)
    again = migrate(data)  # the next start, the disk mended
    assert (again.problems, again.failed) == ([], [])
    stats, _ = GameStatistics.load(data, COVENTRY)
    assert stats.players["You"][""].deals_played == 2
    assert not stats.record(_resumed(data).record, HUMANS, over=False)


def test_statistics_added_but_not_kept_aside_are_not_added_twice(
        data: Path, monkeypatch) -> None:
    real = os.replace

    def refuse_statistics(source, target) -> None:
        if Path(source).name == "statistics.json":
            raise OSError(errno.EACCES, "Permission denied", str(source))
        real(source, target)

    monkeypatch.setattr(migration.os, "replace", refuse_statistics)
    result = migrate(data)
    assert [p.name for p, _e in result.failed] == ["statistics.json"]
    monkeypatch.setattr(migration.os, "replace", real)
    assert [p.name for p in migrate(data).kept] == ["statistics.json.old"]
    stats, _ = GameStatistics.load(data, COVENTRY)
    assert stats.players["You"][""].deals_played == 2


def test_storage_migrates_only_a_data_folder_it_owns_and_can_write(data: Path) -> None:
    from coventry_desktop.storage import AppPaths, Storage

    paths = AppPaths(data.parent / "config", data, data.parent / "log")
    held = Storage.open(paths)
    try:
        other = Storage.open(paths)  # a second copy: never touches the files
        assert not other.owns_saves and other.migrate() == Migration()
        assert (data / "autosave.json").exists()
        assert [p.name for p in held.migrate().kept] == ["autosave.json.old",
                                                         "statistics.json.old"]
    finally:
        held.close()


RELEASE_SETTINGS = """[game]
players=5
deals=1

[seats]
0\\human=true
0\\name=Anna
1\\human=false
1\\level=hard
2\\human=true
2\\name=Zoë
3\\level=hard
4\\level=easy

[view]
large_cards=true
"""


def test_release_0_1_0s_table_in_the_settings_is_converted_once(tmp_path: Path) -> None:
    from coventry_desktop.storage import Settings
    from coventry_desktop.storage.settings import GameTable

    path = tmp_path / "settings.ini"
    path.write_text(RELEASE_SETTINGS, encoding="utf-8")
    before = path.read_bytes()

    settings = Settings(path)

    assert settings.problem is None
    assert settings.game_table("coventry") == GameTable(5, 2, "hard", 1)
    assert settings.people_names(2) == ["Anna", "Zoë"] and settings.large_cards
    assert (tmp_path / "settings.ini.old").read_bytes() == before
    text = path.read_text(encoding="utf-8")
    assert "players" not in text and "seats\\" not in text  # the old keys are gone
    again = Settings(path)  # the next start: nothing left to convert, nothing changed
    assert again.game_table("coventry") == GameTable(5, 2, "hard", 1)
    assert path.read_text(encoding="utf-8") == text


def test_todays_settings_win_over_the_earlier_ones(tmp_path: Path) -> None:
    from coventry_desktop.storage import Settings

    path = tmp_path / "settings.ini"
    path.write_text(RELEASE_SETTINGS + "\n[games]\ncoventry\\seats=3\n", encoding="utf-8")
    table = Settings(path).game_table("coventry")
    assert (table.seats, table.people, table.deals) == (3, 2, 1)


def test_other_games_read_no_earlier_settings() -> None:
    assert legacy.read_settings({"view/large_cards": "true"}) == {}
    assert legacy.read_settings({"game/players": "9", "seats/0/level": "godlike"}) == {
        "games/coventry/people": 1}
