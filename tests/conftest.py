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


@pytest.fixture(scope="session")
def qapp(qapp):  # pytest-qt's own, with the language the app always installs first
    """pytest-qt's application with the app's English catalogue installed, as the app
    installs a language before its first window: its plural forms give "2 pts", never
    Qt's bare "2 pt(s)". A test of a Hearts pile's badge passed after other tests had
    installed it and failed alone; a test that changes the language puts English back."""
    from coventry_desktop.i18n import install_language

    install_language(qapp, "en")
    return qapp


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


@pytest.fixture
def game_window(qtbot):  # type: ignore[no-untyped-def]
    """``game_window(game, humans=1, bots=None, *, seats=None, show=True, active=False,
    size=None, **kwargs)`` → a ``GameWindow`` of ``game`` (an id or a ``GameInfo``) that
    nobody is asked about when it closes: ``humans`` people ("You" alone, else "Person
    0", "Person 1" …) then ``bots`` Easy bots ("Bot 0" …; default: enough for the game's
    fewest seats), or the given ``seats``; ``kwargs`` go to the window (``seed`` is 4
    unless given). Sized ``size`` (1180×760 when shown), shown and exposed unless
    ``show=False``, made the active window with ``active=True``; deleted with the test
    (by its ``parent`` when one is given). The one place tests build a game window: a
    test that wants every table duration zero asks for ``instant`` too."""
    from coventry_desktop.games import get
    from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
    from coventry_desktop.widgets.game_window import GameWindow

    def open_window(game, humans: int = 1, bots: int | None = None, *, seats=None,
                    show: bool = True, active: bool = False,
                    size: tuple[int, int] | None = None, **kwargs):  # type: ignore[no-untyped-def]
        info = get(game) if isinstance(game, str) else game
        if seats is None:
            people = [YOU] if humans == 1 else [f"Person {i}" for i in range(humans)]
            bots = max(0, info.seats.start - humans) if bots is None else bots
            seats = [SeatSetup(name, Occupant.HUMAN) for name in people]
            seats += [SeatSetup(f"Bot {i}", Occupant.BOT, "easy") for i in range(bots)]
        kwargs.setdefault("seed", 4)
        window = GameWindow(info, info.ui(), seats, **kwargs)
        window.ask_before_leaving = False  # closed at will by the tests and at teardown
        if kwargs.get("parent") is None:
            qtbot.addWidget(window, before_close_func=lambda w: w.session.shutdown())
        if show or size is not None:  # else the size it opens at (fit_to_screen)
            window.resize(*(size or (1180, 760)))
        if show:
            window.show()
            qtbot.waitExposed(window)
        if active:
            window.activateWindow()
            qtbot.waitActive(window)
        return window

    return open_window
