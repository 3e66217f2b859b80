"""View → Scoreboard (Ctrl+T): every finished deal's units per seat and the totals."""

from __future__ import annotations

from coventry_desktop.models.presentation import format_units
from coventry_desktop.widgets.app_shell import AppMenus

from .conftest import play_deal


def test_the_scoreboard_has_a_row_per_deal_and_the_totals(coventry, qtbot) -> None:
    shell = coventry(seats=3, people=3, deals=6)
    window = shell.window
    session = window.session
    board = window.findChild(AppMenus).show_scoreboard()
    assert board.table.rowCount() == 1  # Total only, before any deal is settled
    play_deal(session, seed=3)
    session.next_deal()
    play_deal(session, seed=4)
    table = board.table  # kept up to date while open
    assert table.rowCount() == 3 and table.columnCount() == 3
    assert [table.verticalHeaderItem(r).text() for r in range(3)] == ["Deal 1", "Deal 2",
                                                                      "Total"]
    for row, units in enumerate([*session.results, session.totals()]):
        assert [table.item(row, s).text() for s in range(3)] == [format_units(u)
                                                                 for u in units]
    assert sum(session.totals()) == 0 and any(session.totals())
    assert window.findChild(AppMenus).show_scoreboard() is board  # one per window
    assert window.findChild(AppMenus).scoreboard_action.shortcut().toString() == "Ctrl+T"
