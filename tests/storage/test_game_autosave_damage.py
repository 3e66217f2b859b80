"""Earl of Coventry's autosave (``GameAutosave``, ``<data>/coventry-autosave.json``) comes
back exactly, and every kind of damage gives a plain sentence and a ``.bak`` of the very
bytes, touching nothing else; a save that fails or is killed leaves the last one whole.

What the old window's ``Autosave`` promised (the old tests/storage/test_autosave.py),
asserted of the generic autosave every game now uses.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLockFile

from coventry_desktop.engine.game_records import GameRecord, _digest, replay, to_json
from coventry_desktop.games import get
from coventry_desktop.games.coventry import Pass
from coventry_desktop.storage import AppPaths
from coventry_desktop.storage import files as storage_files
from coventry_desktop.storage.bundle import LOCK_NAME, Storage, held_by_a_running_copy
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord, read_record
from coventry_desktop.storage.problems import Damage, FileDamaged, Problem
from coventry_desktop.storage.settings import Settings

from .conftest import game_series

COVENTRY = get("coventry")
RELEASE = Path(__file__).parents[1] / "golden" / "coventry" / "release1"
NAMES = ("Анна", "Élodie", "Basil", "Zoë", "Ada", "Omar")


def coventry_series(seed: int, *, players: int = 4, deals: int = 6,
                    stop_after: int | None = None) -> GameRecord:
    """A series played by random legal actions, whole or cut after ``stop_after`` actions."""
    return game_series(COVENTRY, seed, players=players, deals=deals, stop_after=stop_after,
                       first_dealer=seed % players, names=NAMES)


def _count(record: GameRecord) -> int:
    return sum(len(deal) for deal in record.actions)


@pytest.fixture
def autosave(paths: AppPaths) -> GameAutosave:
    """Coventry's autosave in the app's data folder (under a Cyrillic, accented home)."""
    return GameAutosave(paths.data, COVENTRY)


# -- what comes back ----------------------------------------------------------------------------
def test_no_autosave_loads_as_none(autosave: GameAutosave) -> None:
    assert autosave.load() is None
    assert autosave.path.name == "coventry-autosave.json"


def test_an_unfinished_series_comes_back_at_the_same_position(autosave: GameAutosave) -> None:
    record = coventry_series(11, players=5, stop_after=137)
    autosave.save(record)
    loaded = autosave.load()
    assert isinstance(loaded, LoadedRecord)
    assert loaded.info is COVENTRY and loaded.record == record
    assert _count(loaded.record) == 137
    assert loaded.deal_in_play and not loaded.finished
    assert loaded.states == replay(COVENTRY, record)
    assert len(loaded.states) == len(record.deal_seeds) >= 2  # across a deal's end


def test_a_finished_series_loads_as_finished(autosave: GameAutosave) -> None:
    record = coventry_series(3)
    autosave.save(record)
    loaded = autosave.load()
    assert isinstance(loaded, LoadedRecord) and loaded.finished and not loaded.deal_in_play
    assert len(loaded.states) == 6
    assert all(COVENTRY.rules.to_act(state) is None for state in loaded.states)


# -- damage -------------------------------------------------------------------------------------
def _body(text: str) -> dict[str, Any]:
    body = json.loads(text)
    assert isinstance(body, dict)
    return body


def _signed(body: dict[str, Any]) -> str:
    """``body`` with a digest that matches it again (an edit that hides itself)."""
    body.pop("digest", None)
    body["digest"] = _digest(body)
    return json.dumps(body, ensure_ascii=False)


def _edit_first_action(text: str) -> str:
    body = _body(text)
    first = body["actions"][0][0]
    body["actions"][0][0] = ["play", first[1], "A♠" if first[2] != "A♠" else "A♥"]
    return json.dumps(body, ensure_ascii=False)


def _set(name: str, value: object, *, sign: bool) -> Callable[[str], str]:
    def edit(text: str) -> str:
        body = _body(text)
        body[name] = value
        return _signed(body) if sign else json.dumps(body, ensure_ascii=False)
    return edit


def _drop_digest(text: str) -> str:
    body = _body(text)
    del body["digest"]
    return json.dumps(body, ensure_ascii=False)


def _illegal_but_signed(text: str) -> str:
    # A pass by a seat whose turn it is not, after the last action, under a fresh digest.
    body = _body(text)
    record = coventry_series(5, stop_after=90)
    seat = COVENTRY.rules.to_act(replay(COVENTRY, record)[-1])
    body["actions"][-1].append(COVENTRY.rules.action_to_json(Pass((seat + 1) % 4)))
    return _signed(body)


DAMAGES: dict[str, tuple[Callable[[str], bytes | str], Damage]] = {
    "truncated": (lambda t: t[: len(t) * 2 // 3], Damage.TRUNCATED),
    "empty": (lambda t: b"", Damage.EMPTY),
    "whitespace": (lambda t: "  \n\n", Damage.EMPTY),
    "binary": (lambda t: bytes(range(256)) * 8, Damage.BINARY),
    "latin-1 text": (lambda t: t.encode("utf-8")[:40] + "é".encode("latin-1"), Damage.BINARY),
    "garbage": (lambda t: "Earl of Coventry, quartet, snip, snap, snorem", Damage.NOT_OURS),
    "another json": (lambda t: '{"players": 4}', Damage.NOT_OURS),
    "nested too deeply": (lambda t: "[" * 100_000 + "]" * 100_000, Damage.NOT_OURS),
    "too big": (lambda t: b"{" + b" " * (8 * 1024 * 1024) + b"}", Damage.TOO_BIG),
    "unknown game": (_set("game", "chess", sign=True), Damage.NOT_OURS),
    "game not a name": (_set("game", ["not", "a", "name"], sign=True), Damage.NOT_OURS),
    "seats not names": (_set("seats", [1, 2, 3, 4], sign=True), Damage.NOT_OURS),
    "file version": (_set("version", 2, sign=True), Damage.NEWER),
    "rules version": (_set("rules_version", 99, sign=True), Damage.NEWER),
    "hand-edited": (_edit_first_action, Damage.ALTERED),
    "edited deals": (_set("deals", 5, sign=False), Damage.ALTERED),
    "digest removed": (_drop_digest, Damage.ALTERED),
    "illegal but signed": (_illegal_but_signed, Damage.ILLEGAL),
}


@pytest.mark.parametrize("case", list(DAMAGES))
def test_a_damaged_autosave_is_reported_and_kept_aside_and_nothing_else_changes(
        paths: AppPaths, autosave: GameAutosave, case: str) -> None:
    settings = Settings(paths.settings_file)
    settings.calls_language = "fr"
    settings.qsettings.sync()
    settings_bytes = paths.settings_file.read_bytes()
    others = {paths.data / "coventry-statistics.json": b'{"kept": true}',
              paths.data / "practice.json": b'{"version": 1, "sessions": []}',
              paths.data / "hearts-autosave.json": b"theirs",
              paths.data / "notes.txt": "mine, Élodie".encode()}
    for path, data in others.items():
        path.write_bytes(data)
    damage_it, expected = DAMAGES[case]
    damaged = damage_it(to_json(COVENTRY, coventry_series(5, stop_after=90)))
    data = damaged.encode("utf-8") if isinstance(damaged, str) else damaged
    autosave.path.write_bytes(data)

    loaded = autosave.load()

    assert isinstance(loaded, Problem)
    assert loaded.damage is expected
    assert loaded.backup is not None and loaded.backup.read_bytes() == data
    assert loaded.backup.parent == paths.data
    assert loaded.backup.name.startswith("coventry-autosave.json.")
    assert loaded.backup.suffix == ".bak"
    assert not autosave.path.exists()
    assert loaded.message().endswith(
        f" It was kept aside as “{loaded.backup.name}”; nothing else was changed.")
    assert paths.settings_file.read_bytes() == settings_bytes
    assert Settings(paths.settings_file).calls_language == "fr"
    assert {path: path.read_bytes() for path in others} == others
    assert sorted(p.name for p in paths.data.iterdir()) == sorted(
        [loaded.backup.name, *(path.name for path in others)])
    # The app goes on: the next load finds nothing, the next save works.
    assert autosave.load() is None
    again = coventry_series(1, stop_after=3)
    autosave.save(again)
    reloaded = autosave.load()
    assert isinstance(reloaded, LoadedRecord) and reloaded.record == again


def test_each_damage_has_its_own_plain_sentence() -> None:
    sentences = {Problem(Path("x"), damage, "").message() for damage in Damage}
    assert len(sentences) == len(Damage)
    assert Problem(Path("x"), Damage.ALTERED, "").message() == (
        "The file was changed outside the game, so it cannot be trusted.")
    assert Problem(Path("x"), Damage.EMPTY, "", Path("a.json.1.bak")).message() == (
        "The file is empty. It was kept aside as “a.json.1.bak”; nothing else was changed.")


def test_a_missing_record_is_unreadable_and_a_damaged_one_stays_where_it_was(
        paths: AppPaths) -> None:
    with pytest.raises(FileDamaged) as missing:
        read_record(paths.data / "nowhere.json")
    assert missing.value.problem.damage is Damage.UNREADABLE
    theirs = paths.data / "Партия d’Élodie.json"
    text = _edit_first_action(to_json(COVENTRY, coventry_series(2)))
    theirs.write_text(text, encoding="utf-8")
    with pytest.raises(FileDamaged) as edited:
        read_record(theirs)
    assert edited.value.problem.damage is Damage.ALTERED
    assert edited.value.problem.backup is None
    assert theirs.read_text(encoding="utf-8") == text


def test_an_unsigned_earlier_record_opens_when_every_action_is_legal(tmp_path: Path) -> None:
    # The earlier release's records without a digest (written by hand or another tool)
    # were always accepted, replay proving each action; the generic format signs always.
    body = json.loads((RELEASE / "coventry-record.json").read_text(encoding="utf-8"))
    del body["digest"]
    path = tmp_path / "hand-written.json"
    path.write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    loaded = read_record(path)
    assert loaded.record == read_record(RELEASE / "coventry-record.json").record
    assert [len(deal) for deal in loaded.record.actions] == [69, 68]
    generic = tmp_path / "generic.json"
    generic.write_text(_drop_digest(to_json(COVENTRY, loaded.record)), encoding="utf-8")
    with pytest.raises(FileDamaged) as unsigned:
        read_record(generic)
    assert unsigned.value.problem.damage is Damage.ALTERED


# -- atomic saves -------------------------------------------------------------------------------
def test_a_save_that_fails_leaves_the_last_save_whole_and_no_temporary(
        paths: AppPaths, autosave: GameAutosave, monkeypatch: pytest.MonkeyPatch) -> None:
    first = coventry_series(7, stop_after=40)
    autosave.save(first)
    before = autosave.path.read_bytes()

    def full_disk(_source: object, _target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage_files.os, "replace", full_disk)
    with pytest.raises(OSError):
        autosave.save(coventry_series(7, stop_after=41))
    monkeypatch.undo()
    assert autosave.path.read_bytes() == before
    assert [p.name for p in paths.data.iterdir()] == ["coventry-autosave.json"]
    loaded = autosave.load()
    assert isinstance(loaded, LoadedRecord) and loaded.record == first


def test_a_temporary_left_by_a_killed_save_is_removed_at_the_next_load(
        paths: AppPaths, autosave: GameAutosave) -> None:
    record = coventry_series(8, stop_after=30)
    autosave.save(record)
    stale = paths.data / ".coventry-autosave.json.k1ll3d.tmp"
    stale.write_bytes(to_json(COVENTRY, record).encode("utf-8")[:500])
    loaded = autosave.load()
    assert isinstance(loaded, LoadedRecord) and loaded.record == record
    assert [p.name for p in paths.data.iterdir()] == ["coventry-autosave.json"]


def test_a_killed_windows_lock_does_not_keep_the_next_one_from_saving(
        paths: AppPaths, autosave: GameAutosave) -> None:
    child = subprocess.run([sys.executable, "-c", (
        "import os, signal\n"
        "from coventry_desktop.storage import Storage\n"
        "storage = Storage.open()\n"
        "assert storage.owns_saves\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n")], env=dict(os.environ), check=False,
        timeout=60)
    assert child.returncode == -9
    assert (paths.data / LOCK_NAME).exists()
    killed = QLockFile(str(paths.data / LOCK_NAME))
    assert killed.getLockInfo()[0] > 0  # the killed child wrote itself in it
    assert not held_by_a_running_copy(killed)
    storage = Storage.open(paths)
    assert storage.owns_saves
    assert not Storage.open(paths).owns_saves  # while this one holds it
    record = coventry_series(4, stop_after=12)
    autosave.save(record)
    loaded = autosave.load()
    assert isinstance(loaded, LoadedRecord) and loaded.record == record
    storage.close()


@pytest.mark.parametrize("value, why", [
    (123, "a whole number where a list belongs"),
    ("Anna", "text where a list belongs"),
    ({"0": "Anna"}, "a group of named values where a list belongs"),
])
def test_a_value_of_the_wrong_kind_says_which_kind_it_is_and_which_belongs(
        paths: AppPaths, value: object, why: str) -> None:
    # QA: Comet's autosave with "seats": 123 was explained as "(text where a number
    # belongs, or yes/no where a seat belongs)", neither of which it was.
    comet = get("comet")
    autosave = GameAutosave(paths.data, comet)
    text = to_json(comet, game_series(comet, 2, players=3, deals=1, stop_after=4,
                                      first_dealer=0, names=NAMES[:3]))
    autosave.path.write_text(_set("seats", value, sign=True)(text), encoding="utf-8")
    loaded = autosave.load()
    assert isinstance(loaded, Problem) and loaded.backup is not None
    assert loaded.message() == (
        "The file is damaged or is not a Coventry Desktop file. In “comet-autosave.json” "
        f"(the players' names): a value is of the wrong kind: {why}. It was kept aside as "
        f"“{loaded.backup.name}”; nothing else was changed.")
