"""Practice progress (issue #7): per language and position over time, one JSON file."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import get_args, get_type_hints

import pytest

from coventry_desktop.games.coventry.calls import LANGUAGES
from coventry_desktop.games.coventry.ui.practice.progress import (
    Attempt,
    Progress,
    ProgressStore,
    SessionEntry,
    from_json,
    new_session,
    to_json,
)
from coventry_desktop.storage import CALL_STYLES, FileDamaged
from coventry_desktop.storage.problems import Damage

MONDAY = datetime(2026, 11, 30, 11, 0, tzinfo=UTC)
TUESDAY = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)


def session(when, language="ru", answers=((1, True), (1, False), (2, True), (4, True))):
    result = new_session(source="drill", language=language, now=when)
    for position, correct in answers:
        result = result.with_attempt(Attempt(position, correct))
    return result


def test_session_counts_right_and_asked_per_position():
    s = session(MONDAY)
    assert s.positions == {1: (1, 2), 2: (1, 1), 4: (1, 1)}
    assert (s.right, s.asked) == (3, 4)


def test_progress_sums_positions_per_language_and_keeps_history_in_order():
    progress = Progress().with_session(session(TUESDAY)).with_session(session(MONDAY))
    progress = progress.with_session(session(MONDAY, language="fr", answers=((3, False),)))
    assert progress.by_position("ru") == {1: (2, 4), 2: (2, 2), 3: (0, 0), 4: (2, 2)}
    assert progress.by_position("fr") == {1: (0, 0), 2: (0, 0), 3: (0, 1), 4: (0, 0)}
    assert progress.history("ru") == [(MONDAY, 3, 4), (TUESDAY, 3, 4)]
    assert progress.history("en") == []


def test_saving_the_same_session_again_updates_it():
    first = session(MONDAY, answers=((1, True),))
    later = first.with_attempt(Attempt(2, False))
    progress = Progress().with_session(first).with_session(later)
    assert len(progress.sessions) == 1
    assert progress.history("ru") == [(MONDAY, 1, 2)]


def test_json_round_trip_is_exact():
    progress = Progress((session(MONDAY), session(TUESDAY, language="en")))
    text = to_json(progress)
    assert from_json(text) == progress
    data = json.loads(text)
    assert data["version"] == 1
    assert data["sessions"][0] == {
        "started": "2026-11-30T11:00:00+00:00", "source": "drill", "language": "ru",
        "style": "rhymes", "positions": {"1": [1, 2], "2": [1, 1], "4": [1, 1]}}


@pytest.mark.parametrize("text", [
    "not json",
    '{"version": 2, "sessions": []}',
    '{"version": 1, "sessions": [{"started": "2026-11-30T11:00:00+00:00", "source": "drill",'
    ' "language": "ru", "positions": {"1": [3, 2]}}]}',
    '{"version": 1, "sessions": [{"started": "2026-11-30T11:00:00+00:00", "source": "drill",'
    ' "language": "de", "positions": {}}]}',
    '{"version": 1, "sessions": [{"started": "2026-11-30T11:00:00+00:00", "source": "drill",'
    ' "language": "ru", "positions": {"5": [1, 1]}}]}',
])
def test_impossible_files_are_refused(text):
    with pytest.raises(FileDamaged):
        from_json(text)


def test_the_schema_knows_every_calls_language_and_style():
    assert set(get_args(get_type_hints(SessionEntry)["language"])) == set(LANGUAGES)
    assert set(get_args(get_type_hints(SessionEntry)["style"])) == set(CALL_STYLES)


def test_store_saves_atomically_in_the_xdg_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg data"))
    store = ProgressStore()
    assert store.path == tmp_path / "xdg data" / "coventry-desktop" / "practice.json"
    assert store.load() == Progress()
    store.save_session(session(MONDAY))
    saved = store.save_session(session(TUESDAY))
    assert store.load() == saved
    assert [s.started for s in saved.sessions] == [MONDAY, TUESDAY]
    leftovers = [p.name for p in store.path.parent.iterdir() if p.name != "practice.json"]
    assert leftovers == []


def test_a_damaged_file_is_kept_aside_and_practice_starts_afresh(tmp_path):
    path = tmp_path / "practice.json"
    path.write_text('{"version": 1, "sessions": [{"oops": 1}]}', encoding="utf-8")
    store = ProgressStore(path)
    assert store.load() == Progress()
    backups = list(tmp_path.glob("practice.json.*.bak"))
    assert len(backups) == 1
    assert backups[0].read_text(encoding="utf-8").startswith('{"version": 1')
    store.save_session(session(MONDAY))
    assert store.load().history("ru") == [(MONDAY, 3, 4)]


@pytest.mark.parametrize(("version", "damage"), [(2, Damage.NEWER), (0, Damage.WRONG_VERSION)])
def test_a_practice_file_of_another_version_says_which(version, damage, qapp):
    with pytest.raises(FileDamaged) as refused:
        from_json(json.dumps({"version": version, "sessions": []}))
    assert refused.value.problem.damage is damage
    if damage is Damage.NEWER:
        assert "made by a newer version of Coventry Desktop" in refused.value.problem.message()
