"""A shown main window at zero animation speed, English UI, normal look, for each test."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from coventry_desktop.widgets.main_window import MainWindow


@pytest.fixture
def window(main_window: Callable[..., MainWindow], instant: None) -> MainWindow:
    return main_window()


def wait_for_person(qtbot: QtBot, window: MainWindow, timeout: int = 20000) -> bool:
    """Wait until the person must act (True) or the deal is over (False), table still."""
    controller = window.controller

    def ready() -> bool:
        return not window.table.is_busy() and (
            controller.human_to_act() >= 0 or controller.is_over())

    qtbot.waitUntil(ready, timeout=timeout)
    return not controller.is_over()
