"""Driving the real main window as a person would: clicks and keys on the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import Play
from coventry_desktop.widgets.main_window import MainWindow


def wait_for_person(qtbot: QtBot, window: MainWindow, timeout: int = 20000) -> bool:
    """Wait until a person must act (True) or the deal is over (False), with the table still."""
    controller = window.controller

    def ready() -> bool:
        still = not window.table.is_busy()
        return still and (controller.human_to_act() >= 0 or controller.is_over()
                          or controller.curtain_for >= 0)

    qtbot.waitUntil(ready, timeout=timeout)
    return not controller.is_over()


def click_point(window: MainWindow, card: Card) -> QPoint:
    """Where to click ``card`` in the viewport: the strip of it that the next card leaves
    visible (cards overlap left to right)."""
    item = window.table.card_item(card)
    rect = item.card_rect()
    scene_point = item.mapToScene(QPointF(rect.left() + 6, rect.center().y()))
    return window.table.mapFromScene(scene_point)


def click_card(qtbot: QtBot, window: MainWindow, card: Card) -> None:
    """Click ``card`` with the left mouse button; asserts the click lands on that card."""
    point = click_point(window, card)
    assert window.table.itemAt(point) is window.table.card_item(card)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def first_legal_play(window: MainWindow) -> Play | None:
    """The first legal play of the seat to act, if it may play a card."""
    plays = [a for a in window.controller.legal_actions() if isinstance(a, Play)]
    return plays[0] if plays else None
