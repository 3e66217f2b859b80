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
def _no_game_left_playing(request: pytest.FixtureRequest) -> Iterator[None]:
    """After each test, every game window it opened stops its bots and closes: a window
    left behind (a Watch Bots Play window plays its series on) would take the machine's
    time from the tests after it."""
    if "PySide6.QtWidgets" not in sys.modules and "qapp" not in request.fixturenames:
        yield  # no Qt yet: a pure test opens no window
        return
    import shiboken6

    from coventry_desktop.widgets.game_window import GameWindow

    opened: list[GameWindow] = []
    original = GameWindow.__init__

    def recording(self: GameWindow, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        opened.append(self)

    GameWindow.__init__ = recording  # type: ignore[method-assign]
    try:
        yield
    finally:
        GameWindow.__init__ = original  # type: ignore[method-assign]
        for window in opened:
            if shiboken6.isValid(window) and shiboken6.isValid(window.session):
                window.session.shutdown()
                window.ask_before_leaving = False
                window.close()
