"""Texts read as sentences and numbers as the rest of the app writes them (#12 item 12)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.i18n import install_language
from coventry_desktop.models import default_setup
from coventry_desktop.models.statistics_model import StatisticsModel
from coventry_desktop.speech.speakers import no_voice_note
from coventry_desktop.storage import PlayerStats, Statistics
from coventry_desktop.widgets.main_window import MainWindow


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
def test_speech_notes_are_sentences(language: Callable[[str], None], code: str) -> None:
    from PySide6.QtCore import QCoreApplication

    language(code)
    notes = [no_voice_note(lang) for lang in ("en", "ru", "fr", "xx")] + [
        QCoreApplication.translate("Speaker", text) for text in (
            "No speech engine on this system.", "The speech engine does not respond.",
            "Speech is not installed (pip install coventry-desktop[speech]).")]
    for note in notes:
        assert note[0].isupper() and note.endswith("."), note
    if code != "en":
        assert notes[4] != "No speech engine on this system."  # translated


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_the_pause_line_names_the_keys_as_the_menu_does(
        qtbot: QtBot, language: Callable[[str], None], instant: None, code: str) -> None:
    language(code)
    window = MainWindow()
    qtbot.addWidget(window)
    window.start(default_setup(seed=4))
    window.pause_action.trigger()
    menu_keys = window.pause_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    status = window.table._status_message()
    assert menu_keys in status, (menu_keys, status)
    if code == "fr":
        assert "Maj" in menu_keys and "Shift" not in status
    window.pause_action.trigger()
    window.autoplayer.shutdown()


def test_statistics_write_negatives_with_the_minus_sign(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "statistics.json")
    stats.players["Анна"] = PlayerStats(series_played=1, deals_played=3, units=-8,
                                        best_series=-8)
    model = StatisticsModel(stats)
    mean = model.index(0, 6).data()
    best = model.index(0, 7).data()
    assert mean == "\u22122.67" and best == "\u22128"
    assert model.index(0, 6).data(Qt.ItemDataRole.UserRole) == pytest.approx(-8 / 3)
