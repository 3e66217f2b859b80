"""The game window, its frame included, fits an 800×560 screen: for every registered game
at its largest table, in every language and both looks, its minimum size plus the room
kept for a window manager's frame (``FRAME_ROOM``) is no larger than the screen, at the
deal's start and once its settlement is shown (the panel scrolls); and on such a screen
it opens whole."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
from coventry_desktop.widgets.other_games import Opening

SCREEN = QSize(800, 560)
GAME_IDS = [info.id for info in GAMES if info.ui is not None]


def _seats(count: int) -> tuple[SeatSetup, ...]:
    bots = (SeatSetup("Александра Константинова"[: 20 + seat], Occupant.BOT, "easy")
            for seat in range(1, count))
    return (SeatSetup(YOU, Occupant.HUMAN), *bots)


def _framed(size: QSize) -> QSize:
    return size + FRAME_ROOM


@pytest.mark.parametrize(("game", "language", "high"),
                         list(itertools.product(GAME_IDS, ["en", "ru", "fr"],
                                                [False, True])))
def test_the_window_and_its_frame_fit_800_by_560(app_shell, qtbot, game, language,
                                                 high) -> None:
    from coventry_desktop.games import get

    info = get(game)
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), language)
    window = shell.show(Opening(info, _seats(max(info.seats)), 1, None))
    qtbot.waitExposed(window)
    window.findChild(AppMenus).view_options.set_high_contrast(high)
    session = window.session
    session.set_paused(True)
    start = window.minimumSizeHint()
    assert _framed(start).boundedTo(SCREEN) == _framed(start), (start, "at the deal's start")
    window.resize(SCREEN - FRAME_ROOM)  # as opened there: the panel has room, no scroll bar
    qtbot.waitUntil(lambda: window.size() == SCREEN - FRAME_ROOM)
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # laid out at that size
    area = window.panel.area
    assert not area.verticalScrollBar().isVisible()
    assert area.widget().height() == area.viewport().height()
    while not session.deal_over():
        session.request(session.legal_actions()[0])
    qtbot.waitUntil(window.panel.settlement.isVisible)
    hint = window.minimumSizeHint()
    assert _framed(hint).boundedTo(SCREEN) == _framed(hint), (hint, "settled")
    window.resize(hint)
    qtbot.waitUntil(lambda: window.size() == hint)
    # Next Deal and the bar's buttons stay inside the window at its smallest.
    for button in (window.panel.next_button, window.pass_button, window.review_button):
        if button.isVisible():
            rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert window.rect().contains(rect), button.text()


def test_on_an_800_by_560_screen_the_window_opens_whole_inside_it(app_shell,
                                                                   monkeypatch) -> None:
    """fit_to_screen keeps the frame's room and puts the frame's corner on the screen."""
    from PySide6.QtGui import QScreen

    from coventry_desktop.widgets.game_window_parts import fit_to_screen

    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    window = shell.show(Opening(GAMES[0], _seats(4), 1, None))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    fit_to_screen(window)
    assert window.size() == SCREEN - FRAME_ROOM == QSize(784, 512)
    corner = window.frameGeometry().topLeft() if window.isVisible() else window.pos()
    assert QRect(corner, _framed(window.size())) == QRect(0, 0, 800, 560)


@pytest.mark.parametrize(("screen", "opened"), [
    (QSize(3840, 2160), QSize(2560, 1440)),  # two thirds across and down
    (QSize(1920, 1080), QSize(1280, 760)),  # two thirds across; down, the least size
    (QSize(1366, 768), QSize(1180, 720)),  # the least size, less the frame's room down
    (QSize(800, 560), QSize(784, 512))])  # the free area less the frame's room
def test_a_game_window_opens_at_two_thirds_of_a_large_screen_with_its_cards_to_scale(
        qtbot, instant, monkeypatch, game_window, screen, opened) -> None:
    """On a 3840×2160 screen at 96 DPI the window opened at 1180×760, its table, cards
    and text a small island in the middle."""
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry",
                        lambda _screen: QRect(QPoint(0, 0), screen))
    window = game_window("hearts", 1, 3, show=False)
    assert window.size() == opened
    window.show()
    qtbot.waitExposed(window)

    def card_width() -> float:
        return max(item.sceneBoundingRect().width()
                   for item in window.table.card_items().values())

    def room() -> float:  # the card the table's size gives (table_layout.lay_out)
        from coventry_desktop.widgets.table_frame import CARDS_ACROSS, CARDS_DOWN

        view = window.table.viewport()
        return min(view.width() / CARDS_ACROSS, view.height() / CARDS_DOWN)

    qtbot.waitUntil(lambda: bool(window.table.card_items()))
    large, large_room = card_width(), room()
    window.resize(784, 512)
    qtbot.waitUntil(lambda: card_width() < large or opened == QSize(784, 512))
    small, small_room = card_width(), room()
    # The cards follow the table, which takes what the window gains.
    assert large / small == pytest.approx(large_room / small_room, rel=0.15)
    assert large / small >= min(opened.width() / 784, opened.height() / 512)
