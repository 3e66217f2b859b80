"""Playing Earl of Coventry in the app's window as a person would: clicks, keys, waits."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from coventry_desktop.engine.cards import Card
from coventry_desktop.models.presentation import Hand
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.game_window import GameWindow

YOU_AND_THREE_BOTS = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"),
                      SeatSetup("Basil", Occupant.BOT, "easy"),
                      SeatSetup("Clara", Occupant.BOT, "easy"))
"""The one-click table: you in seat 0 and three bots (``first_dealer=3``: you lead)."""


def people_and_bots(people: int, bots: int) -> tuple[SeatSetup, ...]:
    """Pass-and-play chairs: "Player 1" … as the New Game dialog names them, then bots."""
    names = ("Ada", "Basil", "Clara", "Dmitri", "Elodie")
    return (*(SeatSetup(f"Player {i + 1}", Occupant.HUMAN) for i in range(people)),
            *(SeatSetup(names[i], Occupant.BOT, "easy") for i in range(bots)))


def ready(window: GameWindow) -> bool:
    """Whether a person must act now (a card to play, a pass to press with Pass
    Automatically off, a curtain to lift) or the deal is over."""
    return (window.session.deal_over() or bool(window.playable())
            or (window.pass_button.isEnabled() and not window.flow.auto_pass)
            or (window.stack.currentIndex() == 1 and window.curtain_button.isEnabled()))


def activate(qtbot: QtBot, window: GameWindow) -> None:
    """Make ``window`` the active window, so its shortcuts and keyboard focus work."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def wait_for_person(qtbot: QtBot, window: GameWindow, timeout: int = 20_000) -> bool:
    """Wait until ``ready``; True while the deal goes on, False once it is over."""
    qtbot.waitUntil(lambda: ready(window), timeout=timeout)
    return not window.session.deal_over()


def hand(window: GameWindow, seat: int | None = None) -> list[Card]:
    """The cards of ``seat``'s hand (default: the viewer's) as the table lays them out."""
    picture = window.table.picture()
    assert picture is not None
    seat = window.flow.viewer if seat is None else seat
    return [spot.card for spot in picture.spots
            if spot.zone == Hand(seat) and spot.card is not None]


def card_point(window: GameWindow, card: Card) -> QPoint:
    """Where to click ``card``: the strip of it that the next card of the hand leaves in
    view (cards overlap left to right)."""
    item = window.table.card_items()[card]
    rect = item.card_rect()
    scene = item.mapToScene(QPointF(rect.left() + 6, rect.center().y()))
    return window.table.mapFromScene(scene)


def click_card(qtbot: QtBot, window: GameWindow, card: Card) -> None:
    """Click ``card`` with the left button; asserts that the click lands on that card."""
    point = card_point(window, card)
    assert window.table.itemAt(point) is window.table.card_items()[card]
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def actions(window: GameWindow) -> list[object]:
    """The actions of the deal in play so far."""
    return list(window.session.history[-1])


def finish_deal(window: GameWindow) -> None:
    """Hold the bots and make the first legal action of every seat until the deal ends."""
    session = window.session
    session.set_paused(True)
    while not session.deal_over():
        session.request(session.legal_actions()[0])


def log_lines(window: GameWindow) -> list[str]:
    """This deal's log in the side panel, top to bottom."""
    return [window.log.item(row).text() for row in range(window.log.count())]


def refused_twice(app_shell: Callable[..., object], qtbot: QtBot, name: str) -> QLabel:
    """New Game of Earl of Coventry with two people both called ``name``: the label of its
    refusal (the app's shell made first, unstarted, as the dialog needs its settings)."""
    from coventry_desktop.games import get
    from coventry_desktop.widgets.other_games import GameSetupDialog

    app_shell(start=False)
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.people.setValue(2)
    for edit in dialog.names[:2]:
        edit.setText(name)
    return dialog.name_refusal
