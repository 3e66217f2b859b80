"""Comet and Hearts windows for screen readers (#14 item 6, #15 item 6)."""

from __future__ import annotations

import pytest

from coventry_desktop.games import GAMES, get
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.accessibility import card_name
from coventry_desktop.widgets.game_window import GameWindow


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_parts_are_named_events_said_and_the_chosen_card_named(qtbot, instant, game) -> None:
    info = get(game)
    seats = [SeatSetup(YOU, Occupant.HUMAN)] + [
        SeatSetup(f"Bot {i}", Occupant.BOT, "easy") for i in range(3)]
    window = GameWindow(info, info.ui(), seats, seed=4)
    window.ask_before_leaving = False
    qtbot.addWidget(window)
    assert window.table.accessibleName() == "Card table"
    assert window.status.accessibleName() == "Status"
    assert window.panel.log.accessibleName() == "What happened in this deal"
    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=10_000)
    if window.current is not None:  # a play (not a give): the chosen card is said by name
        assert window.table.accessibleDescription() in (card_name(window.current),
                                                        window.status.text())
        assert window.status.accessibleDescription() == window.status.text()
    said: list[str] = []
    window.session.happened.connect(lambda _e: said.append(window.table.accessibleDescription()))
    window.session.request(window.flow.actions()[0])
    assert said and said[0]  # the first event of the action, in words
    window.close()
