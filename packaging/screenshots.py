"""Take the AppStream screenshots: the table, high contrast with the four-colour deck, and
large cards, each mid-deal with a card chosen by keyboard.

    .venv/bin/python packaging/screenshots.py      # writes resources/desktop/screenshots/

Offscreen at 1280x800, English UI, fixed seeds, so a rerun changes a screenshot only when
the app's look changed. The metainfo's <screenshot> URLs name these files.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

# The platform must be chosen before Qt loads: no display is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from coventry_desktop.widgets.game_window import GameWindow

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "desktop" / "screenshots"
SHOTS = {  # file -> (seed, large cards, high contrast and four colours)
    "table.png": (11, False, False),
    "high-contrast.png": (12, False, True),
    "large-cards.png": (13, True, False),
}


def _wait_for_turn(window: GameWindow, timeout_ms: int = 20000) -> None:
    """Let the bots play until the person is to act with a card to play."""
    waited = 0
    while not window.playable() and waited < timeout_ms:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QTest.qWait(20)
        waited += 40
    if not window.playable():
        raise TimeoutError("the table did not reach the person's turn")


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from coventry_desktop.games import DEFAULT_GAME, get
    from coventry_desktop.i18n import install_language
    from coventry_desktop.models.setup import BOT_NAMES, YOU, Occupant, SeatSetup
    from coventry_desktop.qt_resources import ensure_resources
    from coventry_desktop.widgets import speeds
    from coventry_desktop.widgets.app_shell import AppMenus, AppShell
    from coventry_desktop.widgets.game_window import GameWindow

    app = QApplication.instance() or QApplication([])
    ensure_resources()
    install_language(app, "en")
    OUT.mkdir(parents=True, exist_ok=True)
    info = get(DEFAULT_GAME)
    seats = [SeatSetup(YOU, Occupant.HUMAN),
             *(SeatSetup(name, Occupant.BOT, "normal") for name in BOT_NAMES[:3])]
    for name, (seed, large, contrast) in SHOTS.items():
        shell = AppShell(None, None)  # nothing read or kept: the same pictures every run
        speeds.set_speed(0)
        window = GameWindow(info, info.ui(), seats, deals=6, seed=seed, speaker=shell.speaker)
        window.ask_before_leaving = False  # closed at will once pictured
        menus = AppMenus(window, shell)
        window.resize(1280, 800)
        window.show()
        menus.view_options.set_large_cards(large)
        menus.view_options.set_high_contrast(contrast)
        menus.view_options.set_four_colour(contrast)
        # A few turns in, so the quartet and the calls panel have something to show.
        for _ in range(3):
            _wait_for_turn(window)
            QTest.keyClick(window.table, Qt.Key.Key_Right)
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        _wait_for_turn(window)
        window.session.set_paused(True)  # the bots wait while the picture is taken
        window.activateWindow()
        window.table.setFocus()  # the focus ring shows, as it does for a keyboard player
        QTest.keyClick(window.table, Qt.Key.Key_Right)
        QTimer.singleShot(100, app.quit)
        app.exec()
        if not window.grab().save(str(OUT / name)):
            raise RuntimeError(f"could not write {OUT / name}")
        print(f"wrote {(OUT / name).relative_to(ROOT)}")
        menus.view_options.set_high_contrast(False)
        menus.view_options.set_four_colour(False)
        window.session.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
