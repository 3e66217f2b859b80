"""The settlement grid fits the side panel at the window's default size in every
language: every header and number whole, the names cut with "…" but still readable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup

NAMES = ("Wilhelmina Bartholomew-X", "Ada", "Basil")


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_the_settlement_grid_fits_with_every_header_and_number_whole(qtbot, qapp, instant,
                                                                     info, language,
        game_window) -> None:
    seats = [SeatSetup(YOU, Occupant.HUMAN)]
    seats += [SeatSetup(name, Occupant.BOT, "easy") for name in NAMES]
    try:
        install_language(qapp, language)
        # At the size a window opens at where the screen has room.
        window = game_window(info, seats=seats, size=(1180, 760))
        session = window.session
        session.set_paused(True)
        while not session.deal_over():
            session.request(session.legal_actions()[0])
        grid = window.panel.settlement
        qtbot.waitUntil(grid.isVisible)
        QCoreApplication.processEvents()
        widths = [grid.columnWidth(c) for c in range(grid.columnCount())]
        assert sum(widths) <= grid.viewport().width()
        header, cells = grid.horizontalHeader().fontMetrics(), grid.fontMetrics()
        for column in range(1, grid.columnCount()):
            label = grid.horizontalHeaderItem(column).text()
            assert max(header.horizontalAdvance(line) for line in label.split("\n")) \
                <= widths[column], label
            for row in range(grid.rowCount()):
                text = grid.item(row, column).text()
                assert cells.horizontalAdvance(text) < widths[column], text
        # A name keeps room for four letters and "…" at least.
        assert widths[0] >= cells.horizontalAdvance("Wilh…")
    finally:
        install_language(qapp, "en")
