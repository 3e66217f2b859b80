"""A corpus of damaged files per format: each is reported, set aside, and never a traceback.

Every game's autosave (Earl of Coventry, Comet, Hearts) and statistics, the earlier
release's autosave and statistics of Coventry, and ``show`` on each: truncated, garbage
bytes, wrong types, huge numbers (5,000 digits), deep nesting, control characters,
names too long or given twice, ``true`` for a seat, an ``undone`` deal never dealt.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.__main__ import main
from coventry_desktop.engine.game import GameInfo
from coventry_desktop.engine.game_records import GameRecord, _digest, to_json
from coventry_desktop.games import GAMES, get
from coventry_desktop.storage import AppPaths
from coventry_desktop.storage.game_files import GameAutosave
from coventry_desktop.storage.game_statistics import GameStatistics, GameStats
from coventry_desktop.storage.problems import Damage, Problem, Reason

from .conftest import game_series

HUGE = "9" * 5000
NAMES = ("Анна", "Élodie", "Basil", "Zoë", "Ada", "Omar")
RELEASE = Path(__file__).parents[1] / "golden" / "coventry" / "release1"


def series(info: GameInfo, seed: int, *, stop_after: int) -> GameRecord:
    """A series of ``info`` at four seats, random legal actions cut after ``stop_after``."""
    return game_series(info, seed, stop_after=stop_after, names=NAMES)


def _signed(change: Callable[[dict[str, Any]], None]) -> Callable[[str], str]:
    """Change the body, then sign it again: only the new check can refuse it."""
    def damage(text: str) -> str:
        body = json.loads(text)
        change(body)
        body.pop("digest", None)
        body["digest"] = _digest(body)
        return json.dumps(body, ensure_ascii=False)
    return damage


def _seat(index: int, name: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["seats"][index] = name
    return change


def _put(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body[key] = value
    return change


def _first_action_seat(value: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["actions"][0][0][1] = value
    return change


RECORD_DAMAGE: dict[str, tuple[Callable[[str], str | bytes], Damage, str, Reason | None]] = {
    "truncated": (lambda t: t[: len(t) // 2], Damage.TRUNCATED, "", None),
    "garbage bytes": (lambda t: bytes(range(128, 256)) * 4, Damage.BINARY, "", None),
    "raw NUL bytes": (lambda t: t.replace(NAMES[0], "Ан\x00на", 1), Damage.BINARY, "", None),
    "a huge seed": (lambda t: t.replace('"deal_seeds": [', f'"deal_seeds": [{HUGE}, ', 1),
                    Damage.NOT_OURS, "", Reason.HUGE),
    "a huge dealer": (lambda t: t.replace('"first_dealer": 1', f'"first_dealer": {HUGE}'),
                      Damage.NOT_OURS, "", Reason.HUGE),
    "deep nesting": (lambda t: t.replace('"options":', '"options": ' + "[" * 50_000
                                         + "]" * 50_000 + ', "x":', 1),
                     Damage.NOT_OURS, "", Reason.NESTED),
    "an escaped NUL in a name": (_signed(_seat(1, "Ан\x00на")), Damage.NOT_OURS, "seats[1]",
                                 Reason.CONTROL),
    "U+202E in a name": (_signed(_seat(1, "Basil\u202e")), Damage.NOT_OURS, "seats[1]",
                         Reason.CONTROL),
    "a newline in a name": (_signed(_seat(2, "Ba\nsil")), Damage.NOT_OURS, "seats[2]",
                            Reason.CONTROL),
    "a name of 64 characters": (_signed(_seat(0, "A" * 64)), Damage.NOT_OURS, "seats[0]",
                                Reason.TOO_LONG),
    "the same name twice": (_signed(_seat(3, NAMES[0])), Damage.NOT_OURS, "seats",
                            Reason.DUPLICATE),
    "true for the dealer": (_signed(_put("first_dealer", True)), Damage.NOT_OURS,
                            "first_dealer", Reason.TYPE),
    "a dealer not at the table": (_signed(_put("first_dealer", 7)), Damage.NOT_OURS,
                                  "first_dealer", Reason.RANGE),
    "true for a seat": (_signed(_first_action_seat(True)), Damage.NOT_OURS,
                        "actions[0][0][1]", Reason.TYPE),
    "text for the deals": (_signed(_put("deals", "six")), Damage.NOT_OURS, "deals",
                           Reason.TYPE),
    "an undone deal never dealt": (_signed(_put("undone", [5])), Damage.NOT_OURS,
                                   "undone[0]", Reason.RANGE),
    "seats not a list": (_signed(_put("seats", {"a": 1})), Damage.NOT_OURS, "seats",
                         Reason.TYPE),
}


@pytest.mark.parametrize("game", [info.id for info in GAMES])
@pytest.mark.parametrize("case", list(RECORD_DAMAGE))
def test_every_damaged_autosave_is_reported_set_aside_and_show_exits_1(
        paths: AppPaths, game: str, case: str, capsys, qapp) -> None:
    info = get(game)
    damage_it, damage, field, reason = RECORD_DAMAGE[case]
    damaged = damage_it(to_json(info, series(info, 5, stop_after=30)))
    data = damaged.encode("utf-8") if isinstance(damaged, str) else damaged
    autosave = GameAutosave(paths.data, info)
    copy = paths.data.parent / f"shown-{game}.json"
    copy.write_bytes(data)
    autosave.path.write_bytes(data)

    loaded = autosave.load()

    assert isinstance(loaded, Problem)
    assert (loaded.damage, loaded.field, loaded.reason) == (damage, field, reason)
    assert loaded.backup is not None and loaded.backup.read_bytes() == data
    assert not autosave.path.exists()
    if field:
        assert f"In “{field}” of “{autosave.path.name}”: " in loaded.message()
    assert autosave.load() is None  # the next start begins clean
    capsys.readouterr()
    assert main(["show", str(copy)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.startswith(f"{copy}: The file ")
    assert copy.read_bytes() == data  # show never moves a file


def test_a_good_autosave_of_every_game_still_loads(paths: AppPaths) -> None:
    for info in GAMES:
        record = series(info, 9, stop_after=40)
        autosave = GameAutosave(paths.data, info)
        autosave.save(record)
        loaded = autosave.load()
        assert not isinstance(loaded, Problem) and loaded is not None
        assert loaded.record == record


# -- statistics ---------------------------------------------------------------------------
def _statistics(info: GameInfo) -> dict[str, Any]:
    entry = {"deals_played": 6, "series_played": 1, "series_won": 1, "series_shared": 0,
             "units": 3.5, "points": 31, "best_series": 31, "counts": {}}
    kind = info.presets[0][0] if info.presets else ""
    return {"format": "coventry-desktop/game-statistics", "version": 1, "game": info.id,
            "players": {"Anna": {kind: dict(entry)}, "Zoë": {kind: dict(entry)},
                        "Omar": {kind: dict(entry)}},
            "counted": {"abc": 6}}


@pytest.mark.parametrize("game", [info.id for info in GAMES])
@pytest.mark.parametrize("bad", [
    pytest.param(lambda e: e.update(points="lots"), id="text for points"),
    pytest.param(lambda e: e.update(deals_played=True), id="true for deals"),
    pytest.param(lambda e: e.update(series_won=-3), id="a negative count"),
    pytest.param(lambda e: e.update(units=1e300), id="units out of range"),
    pytest.param(lambda e: e.update(colour="red"), id="an unknown field"),
])
def test_statistics_with_one_bad_entry_keep_the_others(
        paths: AppPaths, game: str, bad: Callable[[dict[str, Any]], None]) -> None:
    info = get(game)
    body = _statistics(info)
    kind = info.presets[0][0] if info.presets else ""
    bad(body["players"]["Zoë"][kind])
    path = paths.data / f"{game}-statistics.json"
    data = json.dumps(body, ensure_ascii=False).encode("utf-8")
    path.write_bytes(data)

    stats, problem = GameStatistics.load(paths.data, info)

    assert sorted(stats.players) == ["Anna", "Omar"]
    assert stats.players["Anna"][kind] == GameStats(6, 1, 1, 0, 3.5, 31.0, 31.0, {})
    assert problem is not None and problem.damage is Damage.SOME_ENTRIES
    named = f"Zoë ({kind})" if kind else "Zoë"
    assert problem.field == named
    assert problem.backup is not None and problem.backup.read_bytes() == data
    assert f"Left out of “{path.name}”: {named}." in problem.message()
    # The good entries were written back: the next start reads them, and says nothing.
    again, none = GameStatistics.load(paths.data, info)
    assert none is None and sorted(again.players) == ["Anna", "Omar"]


@pytest.mark.parametrize("name", ["A" * 25, "Ann\u202ea", "An\nna", ""])
def test_a_person_with_a_bad_name_is_left_out_of_the_statistics(
        paths: AppPaths, name: str) -> None:
    info = get("hearts")
    body = _statistics(info)
    body["players"][name] = body["players"].pop("Zoë")
    (paths.data / "hearts-statistics.json").write_text(json.dumps(body), encoding="utf-8")
    stats, problem = GameStatistics.load(paths.data, info)
    assert sorted(stats.players) == ["Anna", "Omar"]
    assert problem is not None and problem.damage is Damage.SOME_ENTRIES


@pytest.mark.parametrize("text, damage", [
    (lambda t: t.replace('"counted": {', f'"counted": {{"x": {HUGE}, ', 1), Damage.NOT_OURS),
    (lambda t: t[:-7], Damage.TRUNCATED),
    (lambda t: t.replace('"counted": {', '"counted": {"x": "six", ', 1), Damage.NOT_OURS),
    (lambda t: "{" * 100_000, Damage.NOT_OURS),
], ids=["a huge number", "truncated", "text for a count", "deep nesting"])
def test_a_damaged_statistics_file_is_set_aside_whole(paths: AppPaths, text, damage) -> None:
    info = get("comet")
    path = paths.data / "comet-statistics.json"
    data = text(json.dumps(_statistics(info), ensure_ascii=False)).encode("utf-8")
    path.write_bytes(data)
    stats, problem = GameStatistics.load(paths.data, info)
    assert stats.players == {}
    assert problem is not None and problem.damage is damage
    assert problem.backup is not None and problem.backup.read_bytes() == data
    assert not path.exists()


# -- the earlier release's files ------------------------------------------------------------
@pytest.mark.parametrize("name", ["autosave.json", "statistics.json"])
def test_a_huge_number_in_an_earlier_file_is_reported_not_raised(
        paths: AppPaths, name: str, capsys, qapp) -> None:
    text = (RELEASE / name).read_text(encoding="utf-8")
    damaged = text.replace("0", HUGE, 1)
    assert damaged != text
    (paths.data / name).write_text(damaged, encoding="utf-8")
    coventry = get("coventry")
    if name == "autosave.json":
        loaded = GameAutosave(paths.data, coventry).load()
        assert isinstance(loaded, Problem) and loaded.reason is Reason.HUGE
        assert (paths.data / name).exists()  # the earlier file is read, never moved
        assert main(["show", str(paths.data / name)]) == 1
        assert "Traceback" not in capsys.readouterr().err
    else:
        _stats, problem = GameStatistics.load(paths.data, coventry)
        assert problem is not None and problem.reason is Reason.HUGE
        assert problem.backup is not None
