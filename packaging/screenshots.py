"""Take the AppStream screenshots: a table of each game, then Earl of Coventry in high
contrast with the four-colour deck and with large cards, each mid-deal with a card chosen
by keyboard.

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
SHOTS = {  # file -> (game, seed, your turns played first, large cards, high contrast)
    "table.png": ("coventry", 11, 3, False, False),
    "comet.png": ("comet", 11, 3, False, False),
    "hearts.png": ("hearts", 11, 3, False, False),  # the give, then two cards: a trick shows
    "high-contrast.png": ("coventry", 12, 3, False, True),
    "large-cards.png": ("coventry", 13, 3, True, False),
}


def _wait_for_turn(window: GameWindow, timeout_ms: int = 20000) -> None:
    """Let the bots play until the person is to act with a card to play (a script's wait,
    not a test's: it gives up after ``timeout_ms``)."""
    waited = 0
    while not window.playable() and waited < timeout_ms:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QTest.qWait(20)
        waited += 40
    if not window.playable():
        raise TimeoutError("the table did not reach the person's turn")


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from coventry_desktop.games import get
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
    seats = [SeatSetup(YOU, Occupant.HUMAN),
             *(SeatSetup(name, Occupant.BOT, "normal") for name in BOT_NAMES[:3])]
    for name, (game, seed, turns, large, contrast) in SHOTS.items():
        shell = AppShell(None, None)  # nothing read or kept: the same pictures every run
        speeds.set_speed(0)
        info = get(game)
        window = GameWindow(info, info.ui(), seats, deals=6, seed=seed, speaker=shell.speaker)
        window.ask_before_leaving = False  # closed at will once pictured
        menus = AppMenus(window, shell)
        window.resize(1280, 800)
        window.show()
        menus.view_options.set_large_cards(large)
        menus.view_options.set_high_contrast(contrast)
        menus.view_options.set_four_colour(contrast)
        # A few turns in, so the centre and the side panel have something to show: the
        # keyboard's card, or a give (Hearts) made of the first legal one.
        for _ in range(turns):
            _wait_for_turn(window)
            actions = window.session.legal_actions()
            if any(len(action.cards) > 1 for action in actions):
                window.session.request(actions[0])
                continue
            QTest.keyClick(window.table, Qt.Key.Key_Right)
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        _wait_for_turn(window)
        # No pause: the bots wait for the person anyway, and a pause would say so in the bar.
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
