"""Start-up: the QApplication, resources, UI language and the main window.

``run(qt_args, smoke_test=None)`` is what ``python -m coventry_desktop`` calls. With a
smoke-test path it plays one all-bot deal at zero animation speed in the real window,
saves a screenshot there, prints ``settlement: +9 -3 -4 -2`` and returns 0 (CI and the
packaged app use it to prove the whole stack starts).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from .appinfo import APP_ID, APP_NAME, ICON_RESOURCE

SMOKE_SEED = 20261130
"""The smoke test's series seed, so its screenshot and settlement are the same every run."""
SMOKE_TIMEOUT_MS = 60_000
QUIT_WHEN_SHOWN = "COVENTRY_QUIT_WHEN_SHOWN"
"""An environment variable, not an option: set to 1, the app quits as soon as its main
window is first exposed and prints ``shown <time.monotonic()>`` (tests/bench/bench_startup.py)."""


def _application(qt_args: list[str]) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication([sys.argv[0], *qt_args])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("coventry-desktop")
    QGuiApplication.setDesktopFileName(APP_ID)
    return app


def run(qt_args: list[str], smoke_test: Path | None = None, game: str | None = None) -> int:
    """Run the game (or the smoke test) and return the exit status.

    ``game``: a registered game id other than Coventry opens its New Game dialog at start.
    """
    from .i18n import install_language
    from .qt_resources import ensure_resources
    from .widgets.main_window import MainWindow

    app = _application(qt_args)
    ensure_resources()
    app.setWindowIcon(QIcon(ICON_RESOURCE))
    if smoke_test is not None:
        # The smoke test never reads or writes the player's settings, saves or logs.
        install_language(app, "en")
        return _smoke_test(app, MainWindow(), smoke_test)
    from .storage import AppPaths, Storage, setup_logging
    from .widgets.language_menu import ui_language_of
    from .widgets.persistence import Persistence
    from .widgets.single_instance import SingleInstance, bring_to_front, server_name

    # A copy already running shows its window instead; this one then opens no file.
    instance = SingleInstance(server_name(AppPaths.from_platform()), app)
    if instance.ask_running_copy():
        print("Coventry Desktop is already running; its window was brought to the front.",
              file=sys.stderr)
        return 0
    storage = Storage.open()
    setup_logging(storage.paths.log_file)
    install_language(app, ui_language_of(storage.settings.ui_language))
    window = MainWindow()
    from .widgets import other_games

    games_menu = other_games.install(window.game_menu, window, storage.paths.data,
                                     storage.settings)
    persistence = Persistence(window, storage)
    instance.listen()
    instance.activated.connect(lambda: bring_to_front(window))
    if os.environ.get(QUIT_WHEN_SHOWN) == "1":
        _quit_when_exposed(app, window)
    window.show()
    # Read before start_up: resuming Coventry's table makes it the last game (play test).
    last_game = storage.settings.last_game
    persistence.start_up()  # resume the autosaved series, or start the remembered table
    if game is None and last_game != "coventry":
        game = last_game  # the game last started opens again
    if game is not None and game != "coventry":
        from .games import get

        QTimer.singleShot(0, lambda: games_menu.open(get(game)))
    return app.exec()


class _ExposeWatch(QObject):
    """Quits ``app`` after the watched window's first exposure has been painted."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose and getattr(watched, "isExposed", bool)():
            print(f"shown {time.monotonic():.6f}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QApplication.quit)  # after the first paint
        return False


def _quit_when_exposed(app: QApplication, window: QWidget) -> None:
    window.winId()  # creates the QWindow, so its Expose event can be watched
    handle = window.windowHandle()
    if handle is not None:
        handle.installEventFilter(_ExposeWatch(app))


def _smoke_test(app: QApplication, window: object, out: Path) -> int:
    from .models import watch_setup
    from .widgets import speeds
    from .widgets.main_window import MainWindow

    assert isinstance(window, MainWindow)
    speeds.set_speed(0)
    window.resize(1280, 800)
    window.show()
    outcome: dict[str, tuple[int, ...]] = {}

    def settled(result: tuple[int, ...]) -> None:
        outcome["settlement"] = result
        # Let the settlement panel appear before the screenshot.
        QTimer.singleShot(50, app.quit)

    window.controller.dealSettled.connect(settled)
    QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
    window.start(watch_setup(4, seed=SMOKE_SEED, deals=1))
    app.exec()
    if "settlement" not in outcome:
        print("smoke test: the deal did not finish in time", file=sys.stderr)
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out)):
        print(f"smoke test: could not save {out}", file=sys.stderr)
        return 1
    print("settlement: " + " ".join(f"{v:+d}" for v in outcome["settlement"]))
    window.close()
    return 0
