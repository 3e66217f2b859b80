"""Shared test set-up: headless Qt, the app's resources, and instant animations.

``QT_QPA_PLATFORM=offscreen`` is set before anything imports Qt, so the whole suite runs
without a display (as git-cola's conftest does); ``make test`` sets it too.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

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


@pytest.fixture(autouse=True)
def _no_game_left_playing() -> Iterator[None]:
    """After each test, every game window still open stops its bots and closes: a window
    left behind (a Watch Bots Play window plays its series on) would take the machine's
    time from the tests after it."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return  # a test without Qt opened no window
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    from coventry_desktop.widgets.game_window import GameWindow

    for widget in QApplication.allWidgets():
        if isinstance(widget, GameWindow):
            widget.session.shutdown()
            widget.ask_before_leaving = False
            widget.close()
