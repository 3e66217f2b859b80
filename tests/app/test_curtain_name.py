"""The curtain's button says a person's name whole wherever it fits, and shortens it with
"…" only where the curtain truly has no room: a 2560-pixel window showed "I am
Bartholomew-Maxi… — show my hand" (the name cut to a fixed 20 letters, QA shot-27c)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.schema import NAME_LENGTH

NAME = "Bartholomew-Maximilian F"
SEATS = [SeatSetup(NAME, Occupant.HUMAN), SeatSetup("Anna", Occupant.HUMAN),
         SeatSetup("Ben", Occupant.HUMAN), SeatSetup("Cleo", Occupant.BOT, "easy")]


def _curtain_for_the_long_name(qtbot: QtBot, game_window, size: tuple[int, int]):
    window = game_window("coventry", seats=SEATS, size=size, first_dealer=3)  # seat 0 leads
    qtbot.waitUntil(lambda: window.flow.curtain_for == 0, timeout=20_000)
    QCoreApplication.sendPostedEvents()  # the layouts' last pass
    return window


def test_the_name_is_as_long_as_a_seat_may_have() -> None:
    assert len(NAME) == NAME_LENGTH


@pytest.mark.parametrize("size", [(784, 512), (2560, 1440)])
def test_the_whole_name_is_on_the_button_where_it_fits(qtbot: QtBot, instant: None,
                                                      game_window, size) -> None:
    window = _curtain_for_the_long_name(qtbot, game_window, size)
    button = window.curtain_button
    assert button.text() == f"I am {NAME} — show my hand"
    assert button.toolTip() == ""
    assert button.width() >= button.sizeHint().width()  # drawn whole


def test_the_name_is_shortened_only_where_the_curtain_has_no_room(
        qtbot: QtBot, instant: None, game_window) -> None:
    window = _curtain_for_the_long_name(qtbot, game_window, (784, 512))
    curtain, button = window.curtain, window.curtain_button
    curtain.resize(300, curtain.height())  # as narrow as a far larger font would make it
    text = button.text()
    assert text.startswith("I am Bartholomew") and text.endswith("… — show my hand")
    assert button.toolTip() == NAME
    assert button.sizeHint().width() <= 300
    curtain.resize(784 - 200, curtain.height())  # room again: the name whole
    assert button.text() == f"I am {NAME} — show my hand"
    assert button.toolTip() == ""
