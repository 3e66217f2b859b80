"""A window remembered from a larger screen opens inside an 800×560 one: Qt's
``restoreGeometry`` keeps only its own guess of a title bar, so the lessons offer's
first start after a larger screen opened 798×534 there (the tester met 522), the
frame's bottom below the screen; now 784×512, as a new window opens there."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QMainWindow

from coventry_desktop.games import GAMES
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
from coventry_desktop.widgets.other_games import Opening

SEATS = (SeatSetup(YOU, Occupant.HUMAN),
         *(SeatSetup(name, Occupant.BOT, "easy") for name in ("Ada", "Basil", "Clara")))


def _saved(width: int, height: int) -> bytes:
    """What ``saveGeometry`` keeps of a ``width`` × ``height`` window at (100, 100)."""
    window = QMainWindow()
    window.setGeometry(100, 100, width, height)
    saved = bytes(window.saveGeometry().data())
    window.deleteLater()
    return saved


def _opened(app_shell, qtbot, monkeypatch, saved: bytes):
    """The first game's window as it opens on an 800×560 screen, ``saved`` remembered."""
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    shell.settings.window_geometry = saved
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    window = shell.show(Opening(GAMES[0], SEATS, 1, None))
    qtbot.waitExposed(window)
    return window


def test_a_window_remembered_larger_opens_inside_an_800_by_560_screen(app_shell, qtbot,
                                                                       monkeypatch) -> None:
    window = _opened(app_shell, qtbot, monkeypatch, _saved(1180, 760))
    assert window.size() == QSize(784, 512)  # 798×760 before, under this platform's guess
    assert QRect(0, 0, 800, 560).contains(QRect(window.pos(), window.size() + FRAME_ROOM))


def test_a_window_remembered_at_a_size_that_fits_keeps_it(app_shell, qtbot,
                                                          monkeypatch) -> None:
    window = _opened(app_shell, qtbot, monkeypatch, _saved(784, 500))
    assert window.size() == QSize(784, 500)
