"""Earl of Coventry on the generic game window, as the practice tests open it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.ui.extras import CoventryExtras
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.game_window import GameWindow

SEATS = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"),
         SeatSetup("Basil", Occupant.BOT, "easy"), SeatSetup("Cleo", Occupant.BOT, "easy"))
"""You and three bots; with ``first_dealer=3`` you lead the first quartet."""


YOU_LEAD = {"seats": SEATS, "first_dealer": 3}
"""``game_window("coventry", **YOU_LEAD)`` (tests/conftest.py): you lead the first quartet."""


def extras(window: GameWindow) -> CoventryExtras:
    """The window's Coventry extras (``presenter.install``'s result)."""
    assert isinstance(window.extras, CoventryExtras)
    return window.extras


def wait_for_card(qtbot: QtBot, window: GameWindow, seat: int = 0) -> Play:
    """Wait until ``seat`` may play a card at the screen; its first legal card."""
    qtbot.waitUntil(lambda: window.session.to_act() == seat and bool(window.playable()),
                    timeout=20_000)
    return next(a for a in window.session.legal_actions() if isinstance(a, Play))


def play(window: GameWindow, action: Play) -> None:
    """Play ``action`` as the person does: a click on the card (the window's input)."""
    window.flow.click(action.card)
    assert window.session.state.history[-1] == action
