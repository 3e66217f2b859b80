"""View → Pass Automatically, Play Cards by Double-Click, and a card dragged to the centre,
on Earl of Coventry's table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from coventry_desktop.games.coventry import Pass
from coventry_desktop.widgets.app_shell import AppMenus


def _point(window, card) -> QPoint:
    # The left strip of a card in a fanned hand is its own; the next card covers the rest.
    item = window.table.card_items()[card]
    rect = item.sceneBoundingRect()
    return window.table.mapFromScene(rect.left() + 6, rect.center().y())


STEADY = {"speed": 0, "seed": 4, "first_dealer": 3}
"""Bots that act at once on fixed deals: the tests wait for the flow, not for bot speed."""


def _play_until_my_forced_pass(qtbot, window) -> None:
    session = window.session
    while True:
        qtbot.waitUntil(lambda: session.to_act() == 0 or session.deal_over(), timeout=20_000)
        assert not session.deal_over(), "the deal ended before seat 0 had to pass"
        legal = session.legal_actions()
        if legal == [Pass(0)]:
            return
        session.request(legal[0])


def test_without_automatic_passes_the_person_presses_pass(app_shell, qtbot) -> None:
    shell = app_shell(**STEADY)
    window = shell.window
    menus = window.findChild(AppMenus)
    menus.auto_pass_action.trigger()
    assert not window.flow.auto_pass and shell.settings.auto_pass is False
    _play_until_my_forced_pass(qtbot, window)
    qtbot.waitUntil(lambda: window.pass_button.isEnabled())
    assert window.session.to_act() == 0  # nobody passed for them
    assert window.status.text().endswith(": pass (P)")
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    assert window.session.history[-1][-1] == Pass(0)


def test_with_automatic_passes_the_pass_is_made(app_shell, qtbot) -> None:
    shell = app_shell(**STEADY)
    window = shell.window
    assert window.flow.auto_pass
    session = window.session
    while Pass(0) not in session.history[-1]:  # made for seat 0, never by this test
        qtbot.waitUntil(lambda: Pass(0) in session.history[-1] or bool(window.playable())
                        or session.deal_over(), timeout=20_000)
        assert not session.deal_over() or Pass(0) in session.history[-1]
        if window.playable() and Pass(0) not in session.history[-1]:
            session.request(next(a for a in session.legal_actions() if a.cards))
    assert session.history[-1].count(Pass(0)) >= 1


def test_by_double_click_one_click_only_chooses(app_shell, qtbot) -> None:
    shell = app_shell(**STEADY)
    window = shell.window
    window.findChild(AppMenus).double_click_action.trigger()
    assert window.table.double_click and shell.settings.double_click is True
    qtbot.waitUntil(lambda: bool(window.playable()), timeout=20_000)
    card = max(window.playable())
    actions = len(window.session.history[-1])
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=_point(window, card))
    assert window.flow.current == card and len(window.session.history[-1]) == actions
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                      pos=_point(window, card))
    qtbot.waitUntil(lambda: len(window.session.history[-1]) > actions)
    assert window.session.history[-1][actions].card == card


def test_a_card_dragged_out_of_the_hand_is_played(app_shell, qtbot) -> None:
    window = app_shell(**STEADY).window
    qtbot.waitUntil(lambda: bool(window.playable()), timeout=20_000)
    card = min(window.playable())
    actions = len(window.session.history[-1])
    start = _point(window, card)
    viewport = window.table.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, QPoint(start.x(), start.y() - 40 * step))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                       pos=QPoint(start.x(), start.y() - 200))
    qtbot.waitUntil(lambda: len(window.session.history[-1]) > actions)
    assert window.session.history[-1][actions].card == card
