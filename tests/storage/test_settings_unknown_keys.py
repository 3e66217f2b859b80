"""A damaged settings.ini (#12 item 18): lines the app does not know are dropped once,
with a note in the log, instead of being written back at every start."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from coventry_desktop.storage.settings import Settings


def test_unknown_keys_are_dropped_once_and_known_ones_kept(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[games]\ncomet\\seats=5\ncomet\\playerz=7\n\n[view]\nlarge_cards=true\n"
                    "\x01garbage=\xff\n\n[people]\n0=Anna\n\n[whist]\n9\\name=Nobody\n\n"
                    "[General]\nstray=1\n", encoding="latin-1")
    with caplog.at_level(logging.WARNING):
        settings = Settings(path)
    assert settings.game_table("comet").seats == 5 and settings.large_cards
    assert settings.people_names(1) == ["Anna"]
    assert set(settings.qsettings.allKeys()) <= Settings.known_keys()
    text = path.read_text(encoding="utf-8", errors="replace")
    for gone in ("playerz", "garbage", "Nobody", "stray"):
        assert gone not in text
    assert "seats=5" in text and "large_cards=true" in text
    assert any("dropping unknown keys" in r.getMessage() for r in caplog.records)
    caplog.clear()
    # The next start finds nothing to drop and logs nothing about it.
    with caplog.at_level(logging.WARNING):
        again = Settings(path)
    assert again.game_table("comet").seats == 5
    assert not any("unknown keys" in r.getMessage() for r in caplog.records)
