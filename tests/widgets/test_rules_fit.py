"""Help → Rules opens inside its screen, its frame included."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen

from coventry_desktop.games import get
from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
from coventry_desktop.widgets.rules_dialog import RulesDialog


@pytest.mark.parametrize(("screen", "size"), [((800, 560), (640, 512)),
                                              ((3840, 2160), (640, 720))])
def test_the_rules_and_their_frame_open_inside_the_screen(qtbot, monkeypatch, screen,
                                                          size) -> None:
    """640×720 where there is room; on an 800×560 screen 512 high, its frame inside it
    (it was 720 high there, its Close button under the screen's edge)."""
    area = QRect(0, 0, *screen)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: area)
    dialog = RulesDialog(game="coventry", title=get("coventry").ui().rules_title)
    qtbot.addWidget(dialog)
    assert dialog.size() == QSize(*size)
    assert area.contains(QRect(dialog.pos(), dialog.size() + FRAME_ROOM))
