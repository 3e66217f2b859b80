"""A shown main window at zero animation speed, English UI, normal look, for each test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.i18n import install_language
from coventry_desktop.qt_resources import ensure_resources
from coventry_desktop.widgets import cards, theme
from coventry_desktop.widgets.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, instant: None) -> Iterator[MainWindow]:
    ensure_resources()
    install_language(QApplication.instance(), "en")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()
    # The look is process-wide (one theme, one card renderer): leave it as found.
    theme.set_high_contrast(False)
    cards.set_four_colour(False)


def wait_for_person(qtbot: QtBot, window: MainWindow, timeout: int = 20000) -> bool:
    """Wait until the person must act (True) or the deal is over (False), table still."""
    controller = window.controller

    def ready() -> bool:
        return not window.table.is_busy() and (
            controller.human_to_act() >= 0 or controller.is_over())

    qtbot.waitUntil(ready, timeout=timeout)
    return not controller.is_over()
