"""lessons.json: read through its schema, a damaged file set aside and said, writes atomic."""

from __future__ import annotations

import json

import pytest

from coventry_desktop.storage.lesson_progress import LessonProgress, LessonProgressFile
from coventry_desktop.storage.problems import Damage


def test_progress_round_trips_and_keeps_unknown_ids(tmp_path) -> None:
    store = LessonProgressFile(tmp_path)
    assert store.load() == LessonProgress()
    progress = LessonProgress().with_done("coventry", "fourth-card").with_done(
        "future-game", "lesson-9").with_declined("comet")
    store.save(progress)
    assert store.load() == progress and store.problem is None
    assert json.loads((tmp_path / "lessons.json").read_text(encoding="utf-8")) == {
        "version": 1, "done": {"coventry": ["fourth-card"], "future-game": ["lesson-9"]},
        "declined": ["comet"]}


@pytest.mark.parametrize(("content", "damage"), [
    (b"", Damage.EMPTY),
    (b"\x00\x01binary", Damage.BINARY),
    (b'{"version": 1, "done": {"coventry": ["a"', Damage.TRUNCATED),
    (b'{"version": 2, "done": {}}', Damage.NEWER),
    (b'[1, 2, 3]', Damage.NOT_OURS),
    (b'{"version": 1, "done": {"coventry": "all of them"}}', Damage.NOT_OURS),
    (b'{"version": 1, "done": {"coventry": ["../../etc"]}}', Damage.NOT_OURS),
    (b'{"version": 1, "done": {}, "declined": [' + b'"x",' * 300 + b'"x"]}', Damage.NOT_OURS),
    (b'{"version": 1, "done": {}, "extra": 1}', Damage.NOT_OURS),
    (b'{"version": ' + b"9" * 5000 + b', "done": {}}', Damage.NOT_OURS),  # a huge number
    (b'{"version": 1, "done": {"x": ' + b"[" * 50_000 + b"]" * 50_000 + b"}}",
     Damage.NOT_OURS),  # deep nesting
    (b'{"version": 1, "done": {"cove\\u202entry": ["a"]}}', Damage.NOT_OURS),  # controls
    (b'{"version": true, "done": {}}', Damage.NOT_OURS),  # true for a number
])
def test_a_damaged_file_is_kept_aside_and_said(tmp_path, content: bytes, damage: Damage) -> None:
    path = tmp_path / "lessons.json"
    path.write_bytes(content)
    store = LessonProgressFile(tmp_path)
    assert store.load() == LessonProgress()
    assert store.problem is not None and store.problem.damage is damage
    backup = store.problem.backup
    assert backup is not None and backup.read_bytes() == content and not path.exists()
    assert backup.name in store.problem.message()
    store.save(LessonProgress().with_done("hearts", "kitty"))  # starts afresh
    assert store.load().completed("hearts") == {"kitty"}


def test_without_a_data_folder_nothing_is_read_or_written(tmp_path) -> None:
    store = LessonProgressFile(None)
    store.save(LessonProgress().with_done("hearts", "kitty"))
    assert store.load() == LessonProgress()
    assert list(tmp_path.iterdir()) == []
