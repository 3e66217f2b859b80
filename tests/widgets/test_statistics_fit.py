"""The Statistics window fits an 800×560 screen with its frame, as the Rules window does
(``fit_to_screen``: the free area less the frame's room): Hearts' columns in Russian made
it wider than the screen (QA shot-132); where there is room it opens wide enough for every
column."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.storage.game_statistics import GameStatistics, GameStats
from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
from coventry_desktop.widgets.statistics_table import StatisticsTable


@pytest.mark.parametrize("screen", [QRect(0, 0, 800, 560), QRect(0, 0, 1920, 1080)])
def test_the_statistics_open_inside_the_screens_free_area(qapp, qtbot, tmp_path, monkeypatch,
                                                          screen) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: screen)
    info = get("hearts")
    stats = GameStatistics(tmp_path, info)
    counts = {"clean": 3, "queen_taken": 12, "moons": 1}
    stats.players = {name: {"Classic": GameStats(1, 0, 0, 0, 1.5, 5.0, None, counts)}
                     for name in ("You", "שלום😀ולםשלום😀עולםשלום", "محمد عبد الله")}
    install_language(qapp, "ru")
    try:
        dialog = StatisticsTable(info, stats)
        qtbot.addWidget(dialog)
        size = dialog.size()
        framed = size + FRAME_ROOM  # Qt centres it over its window, inside the screen
        assert framed.width() <= screen.width() and framed.height() <= screen.height()
        columns = dialog.table.horizontalHeader().length()
        if screen.width() == 800:
            assert size.width() == 800 - FRAME_ROOM.width()
        else:  # room for every column
            assert dialog.table.viewport().width() >= columns or size.width() > columns
    finally:
        install_language(qapp, "en")
