"""The calls panel's header, list and the table's bubble and status move together (#12 item 14)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from coventry_desktop.models import watch_setup
from coventry_desktop.widgets import speeds
from coventry_desktop.widgets.main_window import MainWindow


@pytest.fixture
def moving(qtbot: QtBot) -> Iterator[MainWindow]:
    """A shown window whose cards really fly (fast speed), watching bots play one deal."""
    before = speeds.factor()
    speeds.set_speed(0.3)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.autoplayer.shutdown()
    speeds.set_speed(before)


def _last_row_text(window: MainWindow) -> str:
    model = window.panel.model
    rows = model.rowCount()
    return str(model.index(rows - 1).data()) if rows else ""


def test_header_list_and_bubble_agree_at_every_moment(qtbot: QtBot, moving: MainWindow) -> None:
    window, panel = moving, moving.panel
    seen: list[tuple[str, str, int]] = []

    def check() -> None:
        seen.append((panel.current_call(), _last_row_text(window), panel.model.rowCount()))

    window.controller.stateChanged.connect(check)
    window.table.cardsLanded.connect(check)
    bubbles: list[str] = []
    panel.called.connect(bubbles.append)
    window.start(watch_setup(4, seed=11, deals=1))
    qtbot.waitUntil(lambda: panel.model.rowCount() >= 12, timeout=30000)
    window.autoplayer.set_paused(True)
    assert len(seen) > 12
    for header, last, _rows in seen:
        assert header == last  # the list never runs ahead of (or behind) the header
    # The bubble said each call in the list's order, as the list holds them.
    rows = [str(panel.model.index(r).data()) for r in range(panel.model.rowCount())]
    assert bubbles[:len(rows)] == rows[:len(bubbles)]


def test_went_out_waits_for_the_winning_cards_call(qtbot: QtBot, moving: MainWindow) -> None:
    window, panel, table = moving, moving.panel, moving.table
    status = table._status
    at_win: list[tuple[bool, str]] = []

    def won(_seat: int) -> None:
        # Straight after the winning card is played: it still flies, so no "went out" yet.
        window.controller.stateChanged.connect(
            lambda: at_win.append((status.isVisible(), status.text)))

    window.controller.dealWon.connect(won)
    window.start(watch_setup(4, seed=5, deals=1))
    qtbot.waitUntil(lambda: bool(at_win), timeout=60000)
    visible, text = at_win[0]
    assert text.endswith("went out!") and not visible
    qtbot.waitUntil(lambda: status.isVisible(), timeout=10000)
    state = window.controller.state
    assert state is not None and state.winner is not None
    last = state.history[-1]
    plays = [p for quartet in (*state.completed, state.quartet) for p in quartet]
    assert plays[-1].card == last.card  # type: ignore[union-attr]
    assert panel.model.rowCount() == len(plays)
    assert panel.current_call() == _last_row_text(window) != ""
