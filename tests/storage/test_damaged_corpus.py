"""A corpus of damaged files per format: each is reported, set aside, and never a traceback.

Every game's autosave and statistics, the earlier release's autosave and statistics of
Coventry, and ``show`` on each; Coventry's practice progress (``practice.json``) and the
settings (``settings.ini``, whose refused values are set back, a copy of the file kept):
truncated, garbage bytes, wrong types, huge numbers (5,000 digits), deep nesting, control
characters, names too long or given twice, ``true`` for a seat, an ``undone`` deal never
dealt.
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
from coventry_desktop.storage.problems import Damage, Problem, Reason, part_words, setting_words

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


def _first_action_part(index: int, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["actions"][0][0][index] = value
    return change


def _one_seat(body: dict[str, Any]) -> None:
    body["seats"] = body["seats"][:1]  # the levels still name four seats


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
    "an empty name": (_signed(_seat(2, "")), Damage.NOT_OURS, "seats[2]", Reason.EMPTY),
    "one seat": (_signed(_one_seat), Damage.NOT_OURS, "seats", Reason.SEAT_COUNT),
    "an unknown game": (_signed(_put("game", "chess")), Damage.NOT_OURS, "game",
                        Reason.NO_GAME),
    "a level of no bot": (_signed(_put("levels", ["", "normal", "godlike", "normal"])),
                          Damage.NOT_OURS, "levels[2]", Reason.NO_LEVEL),
    "a level too few": (_signed(_put("levels", ["", "normal", "normal"])), Damage.NOT_OURS,
                        "levels", Reason.LEVEL_COUNT),
    "an action of no kind": (_signed(_first_action_part(0, "jump")), Damage.NOT_OURS,
                             "actions (action 1)", Reason.NO_ACTION),
    "a card that is none": (_signed(_first_action_part(2, "1X")), Damage.NOT_OURS,
                            "actions (action 1)", Reason.NOT_A_CARD),
    "an action without its seat": (_signed(lambda body: body["actions"][0].insert(0, ["play"])),
                                   Damage.NOT_OURS, "actions[0][0]", Reason.TOO_SHORT),
}


def _said_where(name: str, field: str) -> str:
    """How a message begins to say where in file ``name`` the refused ``field`` is: the
    part in words, or only the file (no field path such as "seats[1]")."""
    part = part_words(field)
    assert "[" not in part
    return f"In “{name}” ({part}): " if part else f"In “{name}”: "


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
        assert _said_where(autosave.path.name, field) in loaded.message()
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
    from coventry_desktop.storage.migration import migrate

    text = (RELEASE / name).read_text(encoding="utf-8")
    damaged = text.replace("0", HUGE, 1)
    assert damaged != text
    (paths.data / name).write_text(damaged, encoding="utf-8")
    if name == "autosave.json":
        copy = paths.data.parent / "shown.json"
        copy.write_text(damaged, encoding="utf-8")
        assert main(["show", str(copy)]) == 1
        assert "Traceback" not in capsys.readouterr().err
    [problem] = migrate(paths.data).problems  # at start, once
    assert problem.path.name == name and problem.reason is Reason.HUGE
    assert problem.backup is not None and problem.backup.read_text(encoding="utf-8") == damaged
    assert not (paths.data / name).exists()


# -- practice progress (Coventry's practice.json) -------------------------------------------
PRACTICE_SESSION = {"started": "2026-11-30T11:50:00+00:00", "source": "drill", "language": "ru",
                    "style": "rhymes", "positions": {"1": [3, 4], "4": [0, 1]}}


def _practice(change: Callable[[dict[str, Any]], None] | None = None) -> str:
    body: dict[str, Any] = {"version": 1, "sessions": [dict(PRACTICE_SESSION)]}
    if change is not None:
        change(body)
    return json.dumps(body, ensure_ascii=False)


def _session(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["sessions"][0][key] = value
    return change


def _twice(body: dict[str, Any]) -> None:
    body["sessions"].append(dict(PRACTICE_SESSION))


PRACTICE_DAMAGE: dict[str, tuple[str | bytes, Damage, str, Reason | None]] = {
    "truncated": (_practice()[:-9], Damage.TRUNCATED, "", None),
    "garbage bytes": (bytes(range(128, 256)) * 4, Damage.BINARY, "", None),
    "raw NUL bytes": (_practice().replace("drill", "dr\x00ill"), Damage.BINARY, "", None),
    "text for a count": (_practice(_session("positions", {"1": ["three", 4]})),
                         Damage.NOT_OURS, "sessions[0].positions[...][0]", Reason.TYPE),
    "true for a count": (_practice(_session("positions", {"1": [True, 4]})),
                         Damage.NOT_OURS, "sessions[0].positions[...][0]", Reason.TYPE),
    "more right than asked": (_practice(_session("positions", {"2": [5, 4]})),
                              Damage.NOT_OURS, "sessions[0].positions.2", Reason.RANGE),
    "a position that is no call": (_practice(_session("positions", {"5": [1, 1]})),
                                   Damage.NOT_OURS, "sessions[0].positions", Reason.VALUE),
    "a negative count": (_practice(_session("positions", {"1": [-1, 4]})),
                         Damage.NOT_OURS, "sessions[0].positions[...][0]", Reason.RANGE),
    "a huge count": (_practice().replace("[3, 4]", f"[3, {HUGE}]"), Damage.NOT_OURS, "",
                     Reason.HUGE),
    "deep nesting": (_practice().replace('"style"', '"x": ' + "[" * 50_000 + "]" * 50_000
                                         + ', "style"'), Damage.NOT_OURS, "", Reason.NESTED),
    "a control character in the language": (_practice(_session("language", "ru\u202e")),
                                            Damage.NOT_OURS, "sessions[0].language",
                                            Reason.VALUE),
    "an unknown language": (_practice(_session("language", "tlh")), Damage.NOT_OURS,
                            "sessions[0].language", Reason.VALUE),
    "a time that is none": (_practice(_session("started", "never")), Damage.NOT_OURS,
                            "sessions[0].started", Reason.VALUE),
    "the same session twice": (_practice(_twice), Damage.NOT_OURS, "sessions[1]",
                               Reason.DUPLICATE),
    "an unknown field": (_practice(_session("colour", "red")), Damage.NOT_OURS,
                         "sessions[0]", Reason.UNKNOWN),
    "sessions not a list": (_practice(lambda b: b.update(sessions={"a": 1})), Damage.NOT_OURS,
                            "sessions", Reason.TYPE),
    "a newer version": (_practice(lambda b: b.update(version=2)), Damage.NEWER, "", None),
    "an older version": (_practice(lambda b: b.update(version=0)), Damage.WRONG_VERSION, "",
                         None),
}


@pytest.mark.parametrize("case", list(PRACTICE_DAMAGE))
def test_every_damaged_practice_file_is_reported_and_set_aside(
        paths: AppPaths, case: str, qapp) -> None:
    from coventry_desktop.games.coventry.ui.practice.progress import Progress, ProgressStore

    text, damage, field, reason = PRACTICE_DAMAGE[case]
    data = text.encode("utf-8") if isinstance(text, str) else text
    path = paths.data / "practice.json"
    path.write_bytes(data)
    store = ProgressStore(path)
    told: list[Problem] = []
    store.on_damage = told.append

    assert store.load() == Progress()

    [problem] = told
    assert (problem.damage, problem.field, problem.reason) == (damage, field, reason)
    assert problem.backup is not None and problem.backup.read_bytes() == data
    assert not path.exists()
    message = problem.message()
    assert problem.backup.name in message and "Traceback" not in message
    if field:
        assert _said_where("practice.json", field) in message
    assert store.load() == Progress() and len(told) == 1  # the next read begins clean


def test_a_good_practice_file_still_loads(paths: AppPaths) -> None:
    from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore

    path = paths.data / "practice.json"
    path.write_text(_practice(), encoding="utf-8")
    [session] = ProgressStore(path).load().sessions
    assert (session.language, session.positions) == ("ru", {1: (3, 4), 4: (0, 1)})


# -- settings (settings.ini, read through QSettings) ----------------------------------------
GOOD_INI = """[view]
large_cards=true
animation_speed=fast

[play]
auto_pass=false

[games]
hearts\\seats=5

[people]
0=Anna
1=Zoë
"""

SETTINGS_DAMAGE: dict[str, tuple[Callable[[str], str], str, Reason, Any]] = {
    # case: (damage the text, the setting refused, why, what it reads afterwards)
    "truncated": (lambda t: t[:t.index("auto_pass=f") + len("auto_pass=f")],
                  "play/auto_pass", Reason.TYPE, True),
    "text for a number": (lambda t: t.replace("seats=5", "seats=five"),
                          "games/hearts/seats", Reason.TYPE, 4),
    "true for a number": (lambda t: t.replace("seats=5", "seats=true"),
                          "games/hearts/seats", Reason.TYPE, 4),
    "a number out of range": (lambda t: t.replace("seats=5", "seats=9"),
                              "games/hearts/seats", Reason.RANGE, 7),
    "a huge number": (lambda t: t.replace("seats=5", f"seats={HUGE}"),
                      "games/hearts/seats", Reason.HUGE, 4),
    "a word no choice has": (lambda t: t.replace("speed=fast", "speed=ludicrous"),
                             "view/animation_speed", Reason.VALUE, "normal"),
    "a control character in a choice": (lambda t: t.replace("speed=fast", "speed=fast\\x7"),
                                        "view/animation_speed", Reason.VALUE, "normal"),
    "deep nesting in the options": (
        lambda t: t.replace("hearts\\seats=5", "hearts\\seats=5\nhearts\\options=\""
                            + "[" * 50_000 + "]" * 50_000 + "\""),
        "games/hearts/options", Reason.VALUE, None),
    "a huge number in the options": (
        lambda t: t.replace("hearts\\seats=5", "hearts\\seats=5\nhearts\\options="
                            f"\"{{\\\"target\\\": {HUGE}}}\""),
        "games/hearts/options", Reason.VALUE, None),
    "a name with control characters": (lambda t: t.replace("0=Anna", "0=An\\x1b[31mna"),
                                       "people/0", Reason.CONTROL, "An[31mna"),
    "a name with U+202E": (lambda t: t.replace("0=Anna", "0=Anna\u202egnp.exe"),
                           "people/0", Reason.CONTROL, "Annagnp.exe"),
    "the same name twice": (lambda t: t.replace("1=Zoë", "1=Anna"),
                            "people/1", Reason.DUPLICATE, ""),
}


def _read_back(settings: Any, key: str) -> Any:
    if key == "games/hearts/seats":
        return settings.game_table("hearts").seats
    if key == "games/hearts/options":
        return settings.raw(key) or None
    if key.startswith("people/"):
        return settings.people_names(2)[int(key[-1])]
    return {"play/auto_pass": settings.auto_pass,
            "view/animation_speed": settings.animation_speed}[key]


@pytest.mark.parametrize("case", list(SETTINGS_DAMAGE))
def test_every_damaged_setting_is_reported_a_copy_kept_and_the_good_ones_stay(
        paths: AppPaths, case: str, qapp) -> None:
    from coventry_desktop.storage import Settings

    damage_it, key, reason, after = SETTINGS_DAMAGE[case]
    data = damage_it(GOOD_INI).encode("utf-8")
    paths.settings_file.write_bytes(data)

    settings = Settings(paths.settings_file)

    problem = settings.problem
    assert problem is not None and problem.damage is Damage.SOME_VALUES
    assert (problem.field, problem.reason) == (key, reason)
    assert problem.backup is not None and problem.backup.read_bytes() == data
    message = problem.message()
    assert f"In “settings.ini” ({setting_words(key)}): " in message
    assert key not in message  # the menus' words, not the file's key
    assert problem.backup.name in message
    assert _read_back(settings, key) == after
    assert settings.large_cards is True  # the good values are kept
    if key != "view/animation_speed":
        assert settings.animation_speed == "fast"
    again = Settings(paths.settings_file)  # set back in the file: said once
    assert again.problem is None and _read_back(again, key) == after
    assert again.large_cards is True


def test_several_damaged_settings_are_named_together(paths: AppPaths, qapp) -> None:
    from coventry_desktop.storage import Settings

    paths.settings_file.write_text(GOOD_INI.replace("seats=5", "seats=0").replace(
        "auto_pass=false", "auto_pass=perhaps"), encoding="utf-8")
    problem = Settings(paths.settings_file).problem
    assert problem is not None and problem.reason is None
    assert problem.field == "play/auto_pass, games/hearts/seats"
    assert "Set back in “settings.ini”: Pass Automatically (View), the number of players " \
        "of Hearts." in problem.message(lambda game_id: game_id.title())


@pytest.mark.parametrize("data", [bytes(range(256)) * 4, b"\x00" * 64,
                                  b"[" * 100_000, "🃏 not settings".encode()],
                         ids=["garbage bytes", "NUL bytes", "deep nesting", "another file"])
def test_a_settings_file_with_nothing_of_ours_is_set_aside_whole(
        paths: AppPaths, data: bytes, qapp) -> None:
    from coventry_desktop.storage import Settings

    paths.settings_file.write_bytes(data)
    settings = Settings(paths.settings_file)
    assert settings.problem is not None and settings.problem.backup is not None
    assert settings.problem.backup.read_bytes() == data and not settings.problem.copied
    assert settings.animation_speed == "normal"


def test_names_only_too_long_are_said_shortened_not_damaged(paths: AppPaths, qapp) -> None:
    # QA: a name merely too long was told as "Some of your settings could not be read…",
    # which sounds like damage; it says what was changed instead.
    from coventry_desktop.storage import Settings

    data = GOOD_INI.replace("0=Anna", "0=" + "A" * 64).replace("1=Zoë", "1=" + "Zoë" * 9)
    paths.settings_file.write_bytes(data.encode("utf-8"))
    settings = Settings(paths.settings_file)
    problem = settings.problem
    assert problem is not None and problem.damage is Damage.SHORTENED
    assert problem.backup is not None
    assert problem.message() == (
        "Names in your settings longer than 24 characters were shortened to fit: "
        f"“{'A' * 24}”, “{'Zoë' * 8}”. A copy of the file as it was is kept as "
        f"“{problem.backup.name}”.")
    assert settings.people_names(2) == ["A" * 24, "Zoë" * 8]
    assert settings.large_cards is True and settings.animation_speed == "fast"
    assert Settings(paths.settings_file).problem is None  # set back in the file: said once
