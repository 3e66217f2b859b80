"""Once a deal is over, the standings put each place before its name: a name too long for
a narrow panel (800×560) keeps as much of itself as fits after "1. ", where the place and
the name on two wrapped lines had shown "1. …" alone (QA shot-67)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFontMetrics

from coventry_desktop.games import get
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.widgets.other_games import Opening

from .conftest import play_deal

LONG = "ABCDEFGHIJKLMNOPQRSTUVW"


def _ink_right(grid, row: int) -> int:  # type: ignore[no-untyped-def]
    """The rightmost column of text drawn in the name's cell of ``row``, from its left."""
    rect = grid.visualRect(grid.model().index(row, 0))
    image = grid.viewport().grab(rect).toImage()
    ground = QColor(image.pixel(image.width() - 1, image.height() // 2))
    return max((x for x in range(image.width()) for y in range(image.height())
                if QColor(image.pixel(x, y)).lightness() < ground.lightness() - 80),
               default=-1)


def test_a_long_name_keeps_what_fits_after_its_place(app_shell, qtbot) -> None:
    shell = app_shell(start=False, seed=5, first_dealer=3, speed=0)
    seats = (SeatSetup(LONG, Occupant.HUMAN), *(SeatSetup(f"Player {i}", Occupant.HUMAN)
                                                for i in (2, 3, 4)))
    window = shell.show(Opening(get("coventry"), seats, 6, None))
    window.resize(800, 560)
    qtbot.waitExposed(window)
    grid = window.panel.scores
    before = _ink_right(grid, 0)
    play_deal(window.session)
    qtbot.waitUntil(lambda: grid.item(0, 0).text().endswith(LONG)
                    and grid.item(0, 0).text()[0].isdigit())
    text = grid.item(0, 0).text()
    place = text[:text.index(LONG)]
    assert place.rstrip("\u00a0") in {"1.", "2.", "3.", "4."} and place.endswith("\u00a0")
    metrics = QFontMetrics(grid.font())
    assert metrics.horizontalAdvance(text) > grid.columnWidth(0)  # shortened …
    # … after the place and a good part of the name, as in deal 1 before the places.
    assert _ink_right(grid, 0) > metrics.horizontalAdvance(place + "ABCDEFGH")
    assert _ink_right(grid, 0) >= before - metrics.horizontalAdvance("ABCD")
