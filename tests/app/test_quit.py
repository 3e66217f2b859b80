"""Quitting: every way closes the window without an error, and its size and place come
back at the next start."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from coventry_desktop.storage.settings import Settings


@pytest.mark.parametrize("how", ["quit action", "close button", "app quits"])
def test_quitting_keeps_the_window_size_and_place_without_an_error(
        app_shell, dialogs, qtbot, tmp_path, how) -> None:
    shell = app_shell(seed=4, first_dealer=3, speed=0)
    window = shell.window
    first_place = window.geometry()
    # Above its least height: a resumed window shows a line in its bar (the series goes on).
    window.setGeometry(QRect(0, 40, window.minimumWidth(), window.minimumHeight() + 40))
    qtbot.waitUntil(lambda: window.geometry() != first_place)
    geometry, place = window.saveGeometry(), window.geometry()
    with qtbot.waitSignal(window.destroyed, timeout=5000):
        if how == "quit action":
            assert window.close_action.shortcut().toString() == "Ctrl+Q"
            window.close_action.trigger()
        elif how == "close button":
            window.close()
        else:
            QApplication.closeAllWindows()
    assert not shiboken6.isValid(window)
    assert dialogs.asked == []  # the series is saved: nothing to ask
    shell.remember_window()  # what aboutToQuit then calls: the window is gone, no error
    assert Settings(tmp_path / "settings.ini").window_geometry == geometry
    again = app_shell(start=False, speed=0)
    restored = again.start_up()
    qtbot.waitExposed(restored)
    assert restored.geometry() == place != first_place
