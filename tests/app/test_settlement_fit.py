"""Comet's settlement at six seats in a 784×512 window (an 800×560 screen): its five
number columns need 190–205 pixels with their whole headers and the 200-pixel panel has
172, so the headers go short ("C", «К», « C ») with a legend over the notes and whole in
their tooltips; every number is whole and the names keep room. Where the panel is wide
the headers are whole words and there is no legend."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import Occupant, SeatSetup

SHORT = {"en": (["C", "B", "P", "H", "U"], "C: Cards · B: Bank · P: Play · H: Held · U: Units"),
         "ru": (["К", "Б", "И", "Р", "Итог"], "К: Карты · Б: Банк · И: В игре · Р: На руках"),
         "fr": (["C", "B", "J", "M", "Bilan"],
                "C\u00a0: Cartes · B\u00a0: Banque · J\u00a0: En jeu · M\u00a0: En main")}


@pytest.fixture
def settled(qtbot, game_window, instant):
    def open_table(language: str, size: tuple[int, int]):
        install_language(QApplication.instance(), language)
        seats = [SeatSetup(f"Bot {i}", Occupant.BOT, "easy") for i in range(6)]
        window = game_window("comet", seats=seats, size=size)
        qtbot.waitUntil(window.session.deal_over, timeout=20_000)
        return window

    yield open_table
    install_language(QApplication.instance(), "en")


def _headers(grid) -> list[str]:
    return [grid.horizontalHeaderItem(c).text() for c in range(1, grid.columnCount())]


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_six_seats_of_comet_fit_the_settlement_at_800_by_560(qtbot, settled,
                                                             language) -> None:
    window = settled(language, (784, 512))
    grid = window.panel.settlement
    qtbot.waitUntil(lambda: grid.viewport().width() < 180)  # the 200-pixel panel
    short, legend = SHORT[language]
    assert _headers(grid) == short
    assert window.panel.settlement_notes.text().splitlines()[0] == legend
    widths = [grid.columnWidth(c) for c in range(grid.columnCount())]
    assert sum(widths) <= grid.viewport().width()
    for column in range(1, grid.columnCount()):  # every number and header whole
        assert widths[column] >= grid.sizeHintForColumn(column)
        assert widths[column] >= grid.horizontalHeader().sectionSizeHint(column)
    assert widths[0] >= grid.fontMetrics().horizontalAdvance("Bot 0")
    assert grid.horizontalHeaderItem(1).toolTip() == {"en": "Cards", "ru": "Карты",
                                                      "fr": "Cartes"}[language]


def test_a_wide_panel_keeps_the_whole_headers_and_no_legend(qtbot, settled) -> None:
    window = settled("en", (1280, 800))
    grid = window.panel.settlement
    assert _headers(grid) == ["Cards", "Bank", "Play", "Held", "Units"]
    assert not window.panel.settlement_notes.text().startswith("C: ")
    assert grid.horizontalHeaderItem(1).toolTip() == ""
