"""Shared test set-up: headless Qt, the app's resources, and instant animations.

``QT_QPA_PLATFORM=offscreen`` is set before anything imports Qt, so the whole suite runs
without a display (as git-cola's conftest does); ``make test`` sets it too.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def instant() -> Iterator[None]:
    """Every table duration zero (widgets/speeds.py), restored afterwards."""
    from coventry_desktop.widgets import speeds

    before = speeds.factor()
    speeds.set_speed(0)
    yield
    speeds.set_speed(before)


@pytest.fixture
def main_window(qtbot, tmp_path, monkeypatch) -> Iterator[Callable[..., Any]]:
    """The one way tests open Earl of Coventry's main window: ``main_window(shown=True,
    active=False)`` gives a ``MainWindow`` at 1280×800 in English, its files (XDG folders,
    the practice progress) under ``tmp_path``; closed, its bots stopped and the
    process-wide look (contrast, four colours, language) put back at the end."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
    from coventry_desktop.i18n import current_language, install_language
    from coventry_desktop.qt_resources import ensure_resources
    from coventry_desktop.widgets import cards, theme
    from coventry_desktop.widgets.main_window import MainWindow

    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable))
    ensure_resources()
    app = QApplication.instance()
    if current_language() != "en":
        install_language(app, "en")
    opened: list[MainWindow] = []

    def open_window(*, shown: bool = True, active: bool = False) -> MainWindow:
        window = MainWindow()
        window.practice_store = ProgressStore(tmp_path / "practice.json")
        qtbot.addWidget(window)
        window.resize(1280, 800)
        if shown:
            window.show()
            qtbot.waitExposed(window)
        if active:
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
        opened.append(window)
        return window

    yield open_window
    # The process-wide look and language first, while the windows still take the events
    # it posts; an event left for a window being deleted would reach half of it.
    theme.set_high_contrast(False)
    cards.set_four_colour(False)
    if current_language() != "en":
        install_language(app, "en")
    QCoreApplication.processEvents()
    for window in opened:
        window.autoplayer.shutdown()
        window.close()
    QCoreApplication.processEvents()
