"""The longest names a seat may have (24 characters, ``storage.schema.NAME_LENGTH``) keep
the game window within an 800-pixel screen: in pass-and-play, with every seat a person
so that each name is called by the curtain, its minimum width stays the table's and the
panel's (784) whether the curtain is up or down, in every language and every registered
game. The curtain's sentence wraps, and its button, the plates and the standings shorten
a name with "…" and show it whole in a tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import GAMES, get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.schema import NAME_LENGTH
from coventry_desktop.widgets.other_games import Opening

from .helpers import wait_for_person

NAMES = ("مرحبا بكم في لعبة القلوب", "Jean-Christophe-Maximili", "Александра Константинова",
         "W" * NAME_LENGTH, "שלום עליכם וברוכים הבאים", "Ｗ" * NAME_LENGTH, "M" * NAME_LENGTH)
"""Seven different names of 24 characters: right to left, long words, wide letters."""

WIDEST = 784
"""The game window's least width (its table's 584 and the panel's 200), which fits an
800-pixel screen with a window manager's frame (``FRAME_ROOM``)."""


def test_the_names_are_as_long_as_a_seat_may_have() -> None:
    assert {len(name) for name in NAMES} == {NAME_LENGTH}
    assert len(set(NAMES)) == len(NAMES) >= max(max(info.seats) for info in GAMES)


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("game", [info.id for info in GAMES if info.ui is not None])
def test_every_name_called_by_the_curtain_leaves_the_window_784_wide(
        app_shell, qtbot, game, language) -> None:
    info = get(game)
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), language)
    seats = tuple(SeatSetup(name, Occupant.HUMAN) for name in NAMES[:max(info.seats)])
    window = shell.show(Opening(info, seats, 1, None))
    qtbot.waitExposed(window)
    session, flow = window.session, window.flow
    called: set[int] = set()
    while wait_for_person(qtbot, window):
        if flow.curtain_for is not None:
            seat = flow.curtain_for
            called.add(seat)
            name = window.names()[seat]
            assert name in window.curtain_label.text().splitlines()[0]
            assert window.curtain_label.wordWrap()
            button = window.curtain_button
            assert (name in button.text()) != (button.toolTip() == name), button.text()
            assert window.minimumSizeHint().width() <= WIDEST, (name, "curtain up")
            flow.lift_curtain()
            assert window.minimumSizeHint().width() <= WIDEST, (name, "curtain down")
            continue
        session.request(session.legal_actions()[0])
    assert called == set(range(len(seats)))
    assert window.minimumSizeHint().width() <= WIDEST, "settled"
    plates = window.table.plates()
    assert [plate.toolTip() for plate in plates] == [
        plate.name if plate.shown_name() != plate.name else "" for plate in plates]
    assert any(plate.toolTip() == "W" * NAME_LENGTH for plate in plates)
    for grid in (window.panel.scores, window.panel.settlement):
        assert [grid.item(row, 0).toolTip() for row in range(grid.rowCount())] == [
            grid.item(row, 0).text() for row in range(grid.rowCount())]
