"""Autosave and resume; every kind of damaged save gives a report and a .bak."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.games.coventry import (
    DealRecord,
    Pass,
    SeriesRecord,
    from_json,
    replay_series,
    to_json,
)
from coventry_desktop.storage import (
    AppPaths,
    Autosave,
    Damage,
    FileDamaged,
    Problem,
    Saved,
    Settings,
    Storage,
    export_record,
    import_record,
)

from .conftest import random_series


def test_no_autosave_loads_as_none(paths: AppPaths) -> None:
    assert Autosave(paths.autosave_file).load() is None


def test_an_unfinished_series_resumes_at_the_same_table(paths: AppPaths) -> None:
    record = random_series(11, players=5, stop_after=137)
    autosave = Autosave(paths.autosave_file)
    autosave.save(record)
    loaded = autosave.load()
    assert isinstance(loaded, Saved)
    assert loaded.record == record
    assert loaded.actions == 137
    assert not loaded.finished
    assert loaded.replayed.deal == replay_series(record).deal
    assert loaded.replayed.series.results == replay_series(record).series.results


def test_a_finished_series_loads_as_finished(paths: AppPaths) -> None:
    record = random_series(3)
    autosave = Autosave(paths.autosave_file)
    autosave.save(record)
    loaded = autosave.load()
    assert isinstance(loaded, Saved) and loaded.finished
    assert len(loaded.replayed.series.results) == 6


def _edit_first_action(text: str) -> str:
    body = json.loads(text)
    first = body["actions"][0][0]
    body["actions"][0][0] = ["play", first[1], "A♠" if first[2] != "A♠" else "A♥"]
    return json.dumps(body, ensure_ascii=False)


def _wrong_version(text: str) -> str:
    body = json.loads(text)
    body["rules_version"] = 99
    return json.dumps(body)


def _drop_digest(text: str) -> str:
    body = json.loads(text)
    del body["digest"]
    return json.dumps(body, ensure_ascii=False)


def _illegal_but_signed(text: str) -> str:
    record = replay_series_record(text)
    seat = replay_series(record).deal.turn  # type: ignore[union-attr]
    bad = replace(record, actions=(*record.actions[:-1], (*record.actions[-1],
                                                         Pass((seat + 1) % record.players))))
    return to_json(bad)


def replay_series_record(text: str) -> SeriesRecord:
    record = from_json(text)
    assert isinstance(record, SeriesRecord)
    return record


DAMAGES: dict[str, tuple[Callable[[str], bytes | str], Damage]] = {
    "truncated": (lambda t: t[: len(t) * 2 // 3], Damage.TRUNCATED),
    "empty": (lambda t: b"", Damage.EMPTY),
    "whitespace": (lambda t: "  \n\n", Damage.EMPTY),
    "binary": (lambda t: bytes(range(256)) * 8, Damage.BINARY),
    "latin-1 text": (lambda t: t.encode("utf-8")[:40] + "é".encode("latin-1"), Damage.BINARY),
    "garbage": (lambda t: "Earl of Coventry, quartet, snip, snap, snorem", Damage.NOT_OURS),
    "another json": (lambda t: '{"players": 4}', Damage.NOT_OURS),
    "wrong version": (_wrong_version, Damage.WRONG_VERSION),
    "hand-edited": (_edit_first_action, Damage.ALTERED),
    "digest removed": (_drop_digest, Damage.ALTERED),
    "illegal but signed": (_illegal_but_signed, Damage.ILLEGAL),
    "nested too deeply": (lambda t: "[" * 100_000 + "]" * 100_000, Damage.NOT_OURS),
}


@pytest.mark.parametrize("case", list(DAMAGES))
def test_a_damaged_autosave_is_reported_and_kept_aside(paths: AppPaths, case: str) -> None:
    settings = Settings(paths.settings_file)
    settings.players = 5
    paths.statistics_file.write_text('{"kept": true}', encoding="utf-8")
    settings_bytes = paths.settings_file.read_bytes()
    other = paths.data / "notes.txt"
    other.write_text("mine")
    damage_it, expected = DAMAGES[case]
    damaged = damage_it(to_json(random_series(5, stop_after=90)))
    data = damaged.encode("utf-8") if isinstance(damaged, str) else damaged
    paths.autosave_file.write_bytes(data)

    loaded = Autosave(paths.autosave_file).load()

    assert isinstance(loaded, Problem)
    assert loaded.damage is expected
    assert loaded.backup is not None and loaded.backup.read_bytes() == data
    assert loaded.backup.parent == paths.data
    assert loaded.backup.name.startswith("autosave.json.") and loaded.backup.suffix == ".bak"
    assert not paths.autosave_file.exists()
    assert loaded.backup.name in loaded.message()
    assert "nothing else was changed" in loaded.message()
    assert paths.settings_file.read_bytes() == settings_bytes
    assert paths.statistics_file.read_text(encoding="utf-8") == '{"kept": true}'
    assert other.read_text() == "mine"
    assert Settings(paths.settings_file).players == 5
    # The app starts normally: the next load finds nothing, the next save works.
    assert Autosave(paths.autosave_file).load() is None
    Autosave(paths.autosave_file).save(random_series(1, stop_after=3))
    assert isinstance(Autosave(paths.autosave_file).load(), Saved)


def test_each_damage_has_its_own_plain_sentence() -> None:
    sentences = {Problem(Path("x"), damage, "").message() for damage in Damage}
    assert len(sentences) == len(Damage)
    assert Problem(Path("x"), Damage.ALTERED, "").message() == (
        "The file was changed outside the game, so it cannot be trusted.")


def test_export_then_import_gives_the_same_record(paths: AppPaths) -> None:
    record = random_series(8, players=3)
    target = paths.data / "Партия d’Élodie.json"
    export_record(target, record)
    assert import_record(target) == record


def test_a_damaged_import_is_reported_and_left_where_it_was(paths: AppPaths) -> None:
    target = paths.data / "theirs.json"
    target.write_text(_edit_first_action(to_json(random_series(2))), encoding="utf-8")
    with pytest.raises(FileDamaged) as caught:
        import_record(target)
    assert caught.value.problem.damage is Damage.ALTERED
    assert caught.value.problem.backup is None
    assert target.exists()


def test_an_unsigned_record_imports_when_every_action_is_legal(paths: AppPaths) -> None:
    target = paths.data / "hand-written.json"
    target.write_text(_drop_digest(to_json(random_series(4, stop_after=20))), encoding="utf-8")
    record = import_record(target)
    assert isinstance(record, SeriesRecord)
    assert sum(len(deal) for deal in record.actions) == 20


def test_a_missing_import_is_unreadable(paths: AppPaths) -> None:
    with pytest.raises(FileDamaged) as caught:
        import_record(paths.data / "nowhere.json")
    assert caught.value.problem.damage is Damage.UNREADABLE


def test_a_deal_record_is_not_an_autosave(paths: AppPaths) -> None:
    paths.autosave_file.write_text(to_json(DealRecord(4, 0, 1, (), ("A", "B", "C", "D"))))
    loaded = Autosave(paths.autosave_file).load()
    assert isinstance(loaded, Problem) and loaded.damage is Damage.NOT_OURS


def test_the_game_beside_the_record_round_trips(paths: AppPaths) -> None:
    record = random_series(9, stop_after=40)
    game = {"occupants": ["human", "bot", "bot", "human"], "language": "ru"}
    Autosave(paths.autosave_file).save(record, game)
    loaded = Autosave(paths.autosave_file).load()
    assert isinstance(loaded, Saved)
    assert (loaded.record, dict(loaded.game)) == (record, game)


@pytest.mark.parametrize(("edit", "damage"), [
    (lambda body: body.update(version=2), Damage.WRONG_VERSION),
    (lambda body: body.update(game=["not", "an", "object"]), Damage.NOT_OURS),
    (lambda body: body.update(record=None), Damage.NOT_OURS),
    (lambda body: body["record"]["actions"][0].pop(), Damage.ALTERED),
    (lambda body: body["record"].update(rules_version=0), Damage.WRONG_VERSION),
])
def test_a_damaged_wrapped_autosave_is_kept_aside(
        paths: AppPaths, edit: Callable[[dict[str, Any]], object], damage: Damage) -> None:
    Autosave(paths.autosave_file).save(random_series(9, stop_after=40), {"language": "fr"})
    body = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    edit(body)
    paths.autosave_file.write_text(json.dumps(body), encoding="utf-8")
    loaded = Autosave(paths.autosave_file).load()
    assert isinstance(loaded, Problem) and loaded.damage is damage
    assert loaded.backup is not None and loaded.backup.exists()


def test_a_killed_windows_lock_does_not_keep_the_next_one_from_saving(paths: AppPaths) -> None:
    import os
    import subprocess
    import sys

    child = subprocess.run([sys.executable, "-c", (
        "import os, signal\n"
        "from coventry_desktop.storage import Storage\n"
        "storage = Storage.open()\n"
        "assert storage.owns_saves\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n")], env=dict(os.environ), check=False,
        timeout=60)
    assert child.returncode == -9
    assert (paths.data / "coventry-desktop.lock").exists()
    storage = Storage.open(paths)
    assert storage.owns_saves
    assert not Storage.open(paths).owns_saves  # while this one holds it
    storage.close()
