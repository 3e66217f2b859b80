"""Practice widgets stay readable in View → High Contrast (QA finding F29)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QStyle, QStyleOptionButton, QWidget

from coventry_desktop.models import GameSetup, Occupant, SeatSetup
from coventry_desktop.widgets.main_window import MainWindow


@pytest.fixture
def window(main_window: Callable[..., MainWindow], instant: None) -> MainWindow:
    return main_window()


def lightness(widget: QWidget, *, skip_left: int = 0) -> tuple[int, int]:
    """(darkest, lightest) pixel (0..255) of the widget, right of ``skip_left``, as shown.

    Grabbed from its window, since the black comes from the window's style sheet.
    """
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(skip_left, 0)),
                 QSize(widget.width() - skip_left, widget.height()))
    image = window.grab(rect).toImage()
    values = [image.pixelColor(x, y).lightness()
              for x in range(image.width()) for y in range(image.height())]
    return min(values), max(values)


def test_high_contrast_type_the_call_box_and_drill_labels_are_light_on_black(qtbot, window):
    seats = (SeatSetup("You", Occupant.HUMAN), SeatSetup("Ada"), SeatSetup("Basil"))
    window.start(GameSetup(seats, deals=1, seed=3, practice=True))
    window.view_options.set_high_contrast(True)
    typing = window.panel.practice_box.typing
    assert typing.isVisible() and typing.text() == "Type the call"
    option = QStyleOptionButton()
    option.initFrom(typing)
    label = typing.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, typing)
    # F29: the label was drawn in the palette's black on the panel's black.
    dark, light = lightness(typing, skip_left=label.left())
    assert dark == 0 and light > 200
    drill = window.open_drill()
    qtbot.waitExposed(drill)
    for widget in (drill._language_label, drill.speak, drill.quiz._question, drill._status):
        dark, light = lightness(widget, skip_left=24 if widget is drill.speak else 0)
        assert dark == 0 and light > 200, widget.objectName() or type(widget).__name__
    drill.close()
