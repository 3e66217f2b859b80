"""A damaged practice.json is reported like the autosave and statistics (#12 item 16)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry.ui.practice.progress import new_session
from coventry_desktop.storage import AppPaths

from .test_persistence import Opened

PRACTICE = '{"version": 1, "sessions": [{"started": "2026-11-30T11:50:00+00:00", "source": '


@pytest.mark.parametrize(("data", "why"), [
    (PRACTICE.encode(), "The file is cut short: it was not written to the end."),
    (b"\x00\xff\xfe binary", "The file is not text: it was damaged or overwritten by another "
                             "program."),
    (b'{"version": 7, "sessions": []}', "The file was made by a version of the game with "
                                        "different rules or format."),
], ids=["truncated", "binary", "other-version"])
def test_a_damaged_practice_file_is_reported_at_start(qtbot: QtBot, paths: AppPaths,
                                                      instant: None, data: bytes,
                                                      why: str) -> None:
    practice = paths.data / "practice.json"
    practice.write_bytes(data)
    opened = Opened(qtbot, paths)
    opened.persistence.start_up()
    backups = list(paths.data.glob("practice.json.*.bak"))
    assert len(backups) == 1 and backups[0].read_bytes() == data
    assert not practice.exists()
    assert opened.told == [("Practice", " ".join((
        "The practice progress could not be read.", why,
        f"It was kept aside as “{backups[0].name}”; nothing else was changed.",
        "It starts again from zero.")))]
    opened.window.autoplayer.shutdown()
    opened.storage.close()


def test_damage_found_while_playing_is_reported_too(qtbot: QtBot, paths: AppPaths,
                                                   instant: None) -> None:
    opened = Opened(qtbot, paths)
    opened.persistence.start_up()
    assert opened.told == []
    (paths.data / "practice.json").write_text("[]", encoding="utf-8")
    store = opened.window.practice_store
    store.save_session(new_session(source="drill", language="fr"))
    assert len(opened.told) == 1
    title, text = opened.told[0]
    assert title == "Practice"
    assert "The file is damaged or is not a Coventry Desktop file." in text
    assert store.load().sessions != ()  # the new session was saved afresh
    opened.window.autoplayer.shutdown()
    opened.storage.close()


def test_a_sound_practice_file_says_nothing(qtbot: QtBot, paths: AppPaths,
                                           instant: None) -> None:
    opened = Opened(qtbot, paths)
    opened.window.practice_store.save_session(new_session(source="drill", language="ru"))
    opened.persistence.start_up()
    assert opened.told == []
    assert opened.window.practice_store.path == paths.data / "practice.json"
    opened.window.autoplayer.shutdown()
    opened.storage.close()
