"""Comet and Hearts windows for screen readers (#14 item 6, #15 item 6)."""

from __future__ import annotations

import pytest

from coventry_desktop.games import GAMES
from coventry_desktop.widgets.accessibility import card_name


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_parts_are_named_events_said_and_the_chosen_card_named(qtbot, instant, game,
        game_window) -> None:
    window = game_window(game, 1, 3, show=False)
    assert window.table.accessibleName() == "Card table"
    assert window.status.accessibleName() == "Status"
    assert window.panel.log.accessibleName() == "What happened in this deal"
    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=10_000)
    if window.flow.current is not None:  # a play (not a give): the chosen card is said by name
        assert window.table.accessibleDescription() in (card_name(window.flow.current),
                                                        window.status.text())
        assert window.status.accessibleDescription() == window.status.text()
    said: list[str] = []
    window.session.happened.connect(lambda _e: said.append(window.table.accessibleDescription()))
    window.session.request(window.flow.actions()[0])
    assert said and said[0]  # the first event of the action, in words
    window.close()
