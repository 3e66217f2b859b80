"""The side panel's grids lay themselves out again when the look changes: High Contrast
switched on during play (its headers are taller) cut off the last score row until the
next deal or a restart (QA crop108)."""

from __future__ import annotations

from coventry_desktop.widgets.app_shell import AppMenus


def _rows_fit(grid) -> bool:  # type: ignore[no-untyped-def]
    last = grid.rowCount() - 1
    return grid.rowViewportPosition(last) + grid.rowHeight(last) <= grid.viewport().height()


def test_high_contrast_during_play_keeps_every_score_row_in_view(app_shell, qtbot) -> None:
    window = app_shell("coventry").window
    window.resize(1920, 1080)
    grid = window.panel.scores
    # Your turn: nothing else happens on the table to lay the panel out again.
    qtbot.waitUntil(lambda: bool(window.playable()) and grid.rowCount() == 4)
    assert _rows_fit(grid)
    header = grid.horizontalHeader().height()
    options = window.findChild(AppMenus).view_options
    options.high_contrast_action.trigger()
    qtbot.waitUntil(lambda: grid.horizontalHeader().sizeHint().height() > header)
    qtbot.waitUntil(lambda: _rows_fit(grid))
    options.high_contrast_action.trigger()  # and back: no room left over
    qtbot.waitUntil(lambda: grid.horizontalHeader().sizeHint().height() == header)
    qtbot.waitUntil(lambda: grid.height() == grid.minimumHeight() and _rows_fit(grid)
                    and grid.viewport().height() - grid.rowViewportPosition(3)
                    - grid.rowHeight(3) < grid.rowHeight(3) // 2)
