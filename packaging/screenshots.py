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
    from coventry_desktop.widgets.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "desktop" / "screenshots"
SHOTS = {  # file -> (seed, large cards, high contrast and four colours)
    "table.png": (11, False, False),
    "high-contrast.png": (12, False, True),
    "large-cards.png": (13, True, False),
}


def _wait_for_turn(window: MainWindow, timeout_ms: int = 20000) -> None:
    """Let the bots play until the table is still and the person is to act."""

    def ready() -> bool:
        return not window.table.is_busy() and window.controller.human_to_act() >= 0

    waited = 0
    while not ready() and waited < timeout_ms:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QTest.qWait(20)
        waited += 40
    if not ready():
        raise TimeoutError("the table did not reach the person's turn")


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from coventry_desktop.i18n import install_language
    from coventry_desktop.models import default_setup
    from coventry_desktop.widgets import speeds
    from coventry_desktop.widgets.main_window import MainWindow
    from coventry_desktop.qt_resources import ensure_resources

    app = QApplication.instance() or QApplication([])
    ensure_resources()
    install_language(app, "en")
    speeds.set_speed(0)
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (seed, large, contrast) in SHOTS.items():
        window = MainWindow()
        window.resize(1280, 800)
        window.show()
        window.view_options.set_large_cards(large)
        window.view_options.set_high_contrast(contrast)
        window.view_options.set_four_colour(contrast)
        window.start(default_setup(seed=seed))
        controller = window.controller
        # A few turns in, so the quartet and the calls panel have something to show.
        for _ in range(3):
            _wait_for_turn(window)
            QTest.keyClick(window.table, Qt.Key.Key_Right)
            QTest.keyClick(window.table, Qt.Key.Key_Return)
        # Then the person's next turn with a card to play (a forced pass shows no choice).
        _wait_for_turn(window)
        while controller.forced_pass():
            QTest.keyClick(window.table, Qt.Key.Key_P)
            _wait_for_turn(window)
        window.autoplayer.set_paused(True)  # the bots wait while the picture is taken
        window.activateWindow()
        window.table.setFocus()  # the focus ring shows, as it does for a keyboard player
        QTest.keyClick(window.table, Qt.Key.Key_Right)
        QTimer.singleShot(100, app.quit)
        app.exec()
        if not window.grab().save(str(OUT / name)):
            raise RuntimeError(f"could not write {OUT / name}")
        print(f"wrote {(OUT / name).relative_to(ROOT)}")
        window.view_options.set_high_contrast(False)
        window.view_options.set_four_colour(False)
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
