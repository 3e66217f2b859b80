"""The calls panel shows the remembered calls language from the start (QA F8)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from coventry_desktop.storage import AppPaths, Storage

from .test_persistence import Opened


def test_the_panel_shows_the_remembered_calls_before_any_question(
        qtbot: QtBot, paths: AppPaths, instant: None) -> None:
    storage = Storage.open(paths)
    storage.settings.calls_language = "en"
    storage.settings.calls_style = "snip-snap"
    storage.close()
    opened = Opened(qtbot, paths)  # the window and its settings, before start-up asks anything
    panel = opened.window.panel
    assert (panel.language.currentData(), panel.style_box.currentData()) == ("en", "snip-snap")
    assert panel.language.currentText() == "English"
    opened.window.autoplayer.shutdown()
    opened.storage.close()
