"""Start-up: the QApplication, resources, UI language and the main window.

``run(qt_args, smoke_test=None, game=None)`` is what ``python -m coventry_desktop`` calls.
With a smoke-test path it plays one all-bot deal of ``game`` (default: Earl of Coventry)
at zero animation speed in the real window, saves a screenshot there, prints
``settlement: +9 −3 −4 −2`` and returns 0 (CI, the installed wheel's check and the
packaged app use it to prove the whole stack starts).
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from .appinfo import APP_ID, APP_NAME, ICON_SIZES

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile

    from .storage import AppPaths


def _scan_sources_without_keeping_them() -> None:
    """Answer PySide6's question about each module imported after it from the file's bytes.

    PySide6 asks of every module imported after it whether its source names PySide6 (to
    switch its ``__feature__`` options per module, PYSIDE-2029), with
    ``inspect.getsource``, which keeps every file's lines in ``linecache`` for the life
    of the process: on the way to the first table about 190 modules, 30 ms and 5.6 MiB
    (#25). The same test — the text "PySide6" in the module's source file — is made here
    on the file's bytes, which are then dropped; a module without a ``.py`` file is left
    to PySide6's own check, as is everything if its check is not where this expects it.

    This package's own modules (79 of the 119 read on the way to the first table) are not
    read at all: none selects a ``__feature__`` (``tests/app/test_start_scan.py``), so
    each is registered as using PySide6 with no feature, the selection a module that
    imports Qt gets, and the one that holds wherever no module switches (#25).
    """
    try:  # PySide6's own module, loaded with it (it has no type stub)
        feature = importlib.import_module("PySide6.support.feature")
    except ImportError:
        return
    scan = getattr(feature, "_mod_uses_pyside", None)
    if not callable(scan):
        return
    package = __name__.split(".")[0]  # coventry_desktop

    def uses_pyside(module: object) -> bool:
        name = str(getattr(module, "__name__", ""))
        if name == package or name.startswith(package + "."):
            return True
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(scan(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:  # as inspect: no source, no PySide6
            return False

    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 - a module without a stub


_scan_sources_without_keeping_them()

SMOKE_SEED = 20261130
"""The smoke test's series seed, so its screenshot and settlement are the same every run."""
SMOKE_TIMEOUT_MS = 60_000
QUIT_WHEN_SHOWN = "COVENTRY_QUIT_WHEN_SHOWN"
"""An environment variable, not an option: set to 1, the app prints ``shown <time.monotonic()>``
when its main window is first exposed and ``playable <time.monotonic()>`` once its table has
been painted with the player's cards face up, then quits (tests/bench/bench_startup.py)."""


def _application(qt_args: list[str]) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication([sys.argv[0], *qt_args])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("coventry-desktop")
    QGuiApplication.setDesktopFileName(APP_ID)
    return app


def app_icon() -> QIcon:
    """The app's icon from its PNGs (``appinfo.ICON_SIZES``): no SVG icon engine (#25)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(f":/icons/app-{size}.png")
    return icon


def run(qt_args: list[str], smoke_test: Path | None = None, game: str | None = None) -> int:
    """Run the game (or the smoke test) and return the exit status.

    ``game``: a registered game id to open instead of the game last played.
    """
    from .i18n import install_language
    from .qt_resources import ensure_resources

    app = _application(qt_args)
    ensure_resources()
    app.setWindowIcon(app_icon())
    if smoke_test is not None:
        # The smoke test never reads or writes the player's settings, saves or logs.
        install_language(app, "en")
        return _smoke_test(app, smoke_test, game)
    from .storage import AppPaths, Storage, setup_logging
    from .storage.bundle import LOCK_NAME, held_by_another_copy
    from .widgets.app_shell import AppShell
    from .widgets.first_paint import after_first_paint
    from .widgets.language_menu import ui_language_of

    paths = AppPaths.from_platform()
    lock = Storage.lock_data(paths)
    # A copy already running holds the data folder's lock and shows its window instead;
    # this one then opens no file. A start that takes the lock is the only copy: it has
    # no one to ask (QtNetwork, ~8 ms, waits until after the first paint, to listen).
    # Only that copy listens, so a later start always finds the one that keeps the games.
    if (not lock.isLocked() and held_by_another_copy(lock, paths.data / LOCK_NAME)
            and _ask_running_copy(app, paths, lock)):
        gc.enable()
        print("Coventry Desktop is already running; its window was brought to the front.",
              file=sys.stderr)
        if game is not None:  # QA: it went unsaid that the game asked for was not opened
            print(f"--game {game} was not used: open the game there (Game → Play …).",
                  file=sys.stderr)
        return 0
    storage = Storage.open(paths, lock)
    setup_logging(storage.paths.log_file)
    from .widgets import cards

    cards.use_disk_cache(card_cache())
    install_language(app, ui_language_of(storage.settings.ui_language))
    shell = AppShell(storage.settings, storage.paths.data if storage.owns_saves else None,
                     parent=app)
    shell.folder_problem = storage.write_problem  # full or read-only: said in the window
    shell.migration = storage.migrate()  # release 0.1.0's files, once; said in the window
    shell.first_save_waits = True  # written just after the first paint (#25)
    window = shell.start_up(game)
    # The collector paused for the start (``__main__.pause_collector``) resumes once the
    # table has been painted.
    after_first_paint(window.table.viewport(), gc.enable)
    if storage.owns_saves:  # a later start must find the copy that keeps the games
        after_first_paint(window.table.viewport(), lambda: _listen(app, paths, shell, window))
    else:  # said in the window, over the table (#24)
        window.messages.say("instance", lambda: QCoreApplication.translate("App", "Coventry Desktop is already open in another window. This window will not save its game or statistics; to keep your series, play in the other window."))  # noqa: E501 - one literal for lupdate
    if os.environ.get(QUIT_WHEN_SHOWN) == "1":
        _quit_when_playable(app, window)
    app.aboutToQuit.connect(lambda: shell.remember_window())  # a window still open
    app.aboutToQuit.connect(storage.close)
    app.aboutToQuit.connect(cards.write_disk_cache)
    app.aboutToQuit.connect(shell.speaker.shutdown)  # the speech helper ends with the app
    return app.exec()


ASK_PATIENCE_S = 10.0
"""How long a start that finds the data folder locked by a running copy keeps asking it:
that copy listens only once its table is painted, and may itself be starting."""


def _ask_running_copy(app: QApplication, paths: AppPaths, lock: QLockFile) -> bool:
    """Whether the copy holding ``lock`` for ``paths`` took the message to show its
    window, asked again until it listens (``ASK_PATIENCE_S``); False at once if it quits
    and this start takes the lock meanwhile."""
    from .widgets.single_instance import SingleInstance, server_name

    instance = SingleInstance(server_name(paths), app)
    give_up = time.monotonic() + ASK_PATIENCE_S
    if instance.ask_running_copy():
        return True
    print("Coventry Desktop is starting in another process; waiting for its window…",
          file=sys.stderr)
    while time.monotonic() < give_up and not lock.tryLock(0):
        time.sleep(0.05)  # no window yet, so nothing to keep responsive
        if instance.ask_running_copy():
            return True
    return False


def _listen(app: QApplication, paths: AppPaths, shell: Any, first: Any) -> None:
    """Become the copy a later start finds: it brings this one's window (the shell's
    current one, else the ``first``) to the front."""
    from .widgets.single_instance import SingleInstance, bring_to_front, server_name

    instance = SingleInstance(server_name(paths), app)
    instance.listen()
    instance.activated.connect(lambda: bring_to_front(shell.window or first))


def card_cache() -> Path | None:
    """The card faces' folder in the user's cache folder (Qt's ``CacheLocation``: on
    Linux ``$XDG_CACHE_HOME/coventry-desktop/Coventry Desktop/cards``); None if Qt names none."""
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(folder) / "cards" if folder else None


class _StartWatch(QObject):
    """Prints ``shown <t>`` at the window's first exposure and ``playable <t>`` once the
    table has been painted with the viewer's cards face up, then quits ``app``."""

    def __init__(self, app: QApplication, window: Any) -> None:
        super().__init__(app)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Expose and getattr(watched, "isExposed", bool)():
            print(f"shown {time.monotonic():.6f}", flush=True)
            watched.removeEventFilter(self)
        elif kind == QEvent.Type.Paint and _playable(self.window):
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._painted)  # after this paint has been drawn
        return False

    def _painted(self) -> None:
        print(f"playable {time.monotonic():.6f}", flush=True)
        QApplication.quit()


def _playable(window: Any) -> bool:
    """Whether ``window``'s table shows the viewer's own cards face up, open to clicks."""
    table = window.table
    picture = table.picture()
    if picture is None or not table.isVisible():
        return False
    items = table.card_items()
    return any(spot.card is not None and getattr(spot.zone, "seat", None) == window.flow.viewer
               and spot.card in items and items[spot.card].face_up
               for spot in picture.spots)


def _quit_when_playable(app: QApplication, window: Any) -> None:
    window.winId()  # creates the QWindow, so its Expose event can be watched
    watch = _StartWatch(app, window)
    handle = window.windowHandle()
    if handle is not None:
        handle.installEventFilter(watch)
    window.table.viewport().installEventFilter(watch)


def _smoke_test(app: QApplication, out: Path, game: str | None) -> int:
    from .games import DEFAULT_GAME, get
    from .models.setup import BOT_NAMES, Occupant, SeatSetup
    from .widgets import speeds
    from .widgets.game_window import GameWindow

    speeds.set_speed(0)
    info = get(game or DEFAULT_GAME)
    assert info.ui is not None
    # Four seats where the game allows them (every game so far), else its fewest.
    count = 4 if 4 in info.seats else info.seats.start
    seats = [SeatSetup(name, Occupant.BOT, "normal") for name in BOT_NAMES[:count]]
    window = GameWindow(info, info.ui(), seats, deals=1, seed=SMOKE_SEED)
    window.resize(1280, 800)
    window.show()
    outcome: dict[str, tuple[int, ...]] = {}

    def settled(result: tuple[int, ...]) -> None:
        outcome["settlement"] = result
        # Let the settlement appear before the screenshot.
        QTimer.singleShot(50, app.quit)

    window.session.dealEnded.connect(settled)
    QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
    app.exec()
    if "settlement" not in outcome:
        print("smoke test: the deal did not finish in time", file=sys.stderr)
        return 1
    if not window.grab().save(str(out)):
        print(f"smoke test: could not save {out} (the disk refused the file, or it is "
              "full)", file=sys.stderr)
        return 1
    from .models.presentation import format_units

    # As the table shows them: "+3", "−2.5" (Hearts' shared points), "0"; not "-5/2".
    print("settlement: " + " ".join(format_units(v) for v in outcome["settlement"]))
    window.session.shutdown()
    window.close()
    return 0
