"""Hearts at seven seats, three people, at 800×560 in French and Russian (the tester's
table): the standings and the settlement keep each name's start on one line, and the
banner over the last trick says its whole sentence."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.widgets.other_games import Opening

from .helpers import finish_deal

PEOPLE = ("مريم الحسيني", "🦊 Maximilian Alexander", "Joueur 3")


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_seven_seats_at_800x560_keep_each_names_start_and_the_whole_banner(
        app_shell, qtbot, language) -> None:
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), language)
    seats = (*(SeatSetup(name, Occupant.HUMAN) for name in PEOPLE),
             *(SeatSetup(name, Occupant.BOT, "easy") for name in ("Ada", "Basil", "Clara",
                                                                   "Dmitri")))
    window = shell.show(Opening(get("hearts"), seats, 6, None))
    window.resize(800, 560)
    qtbot.waitExposed(window)
    finish_deal(window)
    qtbot.waitUntil(lambda: window.panel.settlement.isVisible())
    for grid in (window.panel.scores, window.panel.settlement):
        # A cell that wrapped broke "Joueur 3" at its space and kept "Joue…" of it.
        assert not grid.wordWrap()
        names = [grid.item(row, 0).text() for row in range(grid.rowCount())]
        assert any(name.endswith("Joueur 3") for name in names)
        assert grid.columnWidth(0) >= grid.fontMetrics().horizontalAdvance("7.\u00a0Joue…")
    laid = window.table.table_layout()
    assert laid is not None
    lines = [laid.title, *(text for text in laid.captions if text.bold)]
    banner = " ".join(line.text for line in lines)
    assert "…" not in banner and banner.endswith(")") and len(banner) > 25
    assert all(line.left >= 0 and line.left + line.width <= laid.width for line in lines)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.settlement_notes.geometry().top()
                    >= panel.settlement.geometry().bottom())
