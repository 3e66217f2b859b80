"""A whole deal with the keyboard alone, and keyboard focus that is always visible.

Keys go to whatever widget has focus in the window (``window.focusWidget()``), never to a
widget the test picks, and the test never calls ``setFocus``: if focus got lost or stuck,
the deal could not be finished, as it could not for a person without a mouse.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import Pass, Phase, Play
from coventry_desktop.widgets import theme
from coventry_desktop.widgets.main_window import MainWindow

from .conftest import wait_for_person


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """Press ``key`` on the widget that has the keyboard focus in ``window``."""
    target = window.focusWidget()
    assert target is not None, "nothing in the window has keyboard focus"
    qtbot.keyClick(target, key)


def test_a_whole_deal_and_the_next_with_keys_only(qtbot: QtBot, window: MainWindow):
    # F2 (Play Again) with no game yet opens the New Game dialog; Enter accepts its
    # defaults (you plus three bots). The dialog is modal, so its key comes from a timer.
    def accept_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.focusWidget() is not None
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    QTimer.singleShot(0, accept_dialog)
    press(qtbot, window, Qt.Key.Key_F2)
    controller = window.controller
    assert controller.setup is not None and controller.setup.humans == (0,)
    plays = 0
    while wait_for_person(qtbot, window):
        legal = controller.legal_actions()
        before = len(controller.state.history)
        if legal == [Pass(0)]:  # only reached with auto-pass off; P passes
            press(qtbot, window, Qt.Key.Key_P)
        else:
            press(qtbot, window, Qt.Key.Key_Right)  # choose the first playable card
            chosen = window.table.selected_card
            assert Play(0, chosen) in legal
            press(qtbot, window, Qt.Key.Key_Return)
            assert controller.state.history[before] == Play(0, chosen)
            plays += 1
    assert controller.state.phase is Phase.OVER and plays > 0
    # The settlement takes the focus to "Next deal"; Space presses it.
    qtbot.waitUntil(window.settlement.isVisible, timeout=5000)
    focused = window.focusWidget()
    assert isinstance(focused, QPushButton) and focused is window.settlement.next_button
    press(qtbot, window, Qt.Key.Key_Space)
    assert controller.deal_number == 1 and not window.settlement.isVisible()
    assert window.focusWidget() is window.table


def _edge_colour(window: MainWindow) -> QColor:
    image: QImage = window.table.viewport().grab().toImage()
    return image.pixelColor(image.width() // 2, 1)


def test_the_table_shows_when_it_has_the_keyboard(qtbot: QtBot, window: MainWindow):
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    assert _edge_colour(window) == QColor(theme.current().focus)
    window.panel.language.setFocus()
    qtbot.waitUntil(lambda: not window.table.hasFocus())
    assert _edge_colour(window) != QColor(theme.current().focus)


def test_the_chosen_card_has_its_own_outline(qtbot: QtBot, window: MainWindow):
    from coventry_desktop.models import default_setup

    window.start(default_setup(seed=5))
    assert wait_for_person(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    item = window.table.card_item(window.table.selected_card)
    assert item.selected_
    image = window.table.viewport().grab().toImage()
    top_left = window.table.mapFromScene(item.mapToScene(item.card_rect().topLeft()))
    colours = {image.pixelColor(top_left.x() + dx, top_left.y() + 20).name()
               for dx in range(-3, 3)}
    assert theme.current().selected in colours
