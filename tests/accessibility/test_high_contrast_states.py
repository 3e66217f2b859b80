"""High Contrast (#12 item 8): the status bar's buttons show at a glance whether they may
be pressed, and the calls panel's "1/4" sits in the middle of its bar."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from coventry_desktop.models import GameSetup, default_setup
from coventry_desktop.widgets.main_window import MainWindow

from .conftest import wait_for_person


def luminance(colour: QColor) -> float:
    """WCAG 2.1 relative luminance."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
            + 0.0722 * channel(colour.blue()))


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def brightest(image: QImage, inset: int = 0) -> QColor:
    best = QColor("#000000")
    for y in range(inset, image.height() - inset):
        for x in range(inset, image.width() - inset):
            colour = image.pixelColor(x, y)
            if luminance(colour) > luminance(best):
                best = colour
    return best


def test_enabled_and_disabled_buttons_read_at_a_glance(qtbot: QtBot, window: MainWindow) -> None:
    window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3))  # you lead
    assert wait_for_person(qtbot, window)
    window.view_options.set_high_contrast(True)
    pass_button, hint_button, scores_button = window.buttons
    assert not pass_button.isEnabled()  # a lead cannot be passed
    assert hint_button.isEnabled() and scores_button.isEnabled()
    black = QColor("#000000")
    for enabled in (hint_button, scores_button):
        text = brightest(enabled.grab().toImage(), inset=5)
        assert contrast(text, black) >= 7.0, enabled.text()  # WCAG AAA for text
    dim = brightest(pass_button.grab().toImage(), inset=5)
    assert contrast(dim, black) < 7.0
    assert luminance(dim) < luminance(brightest(hint_button.grab().toImage(), inset=5)) / 2


def test_the_quartet_count_is_centred_in_its_bar(qtbot: QtBot, window: MainWindow) -> None:
    window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3))
    assert wait_for_person(qtbot, window)
    window.view_options.set_high_contrast(True)
    card = window.table.selected_card
    assert card is not None and window.table.play(card)
    qtbot.waitUntil(lambda: window.panel.progress() == 1, timeout=5000)
    bar = window.panel._progress
    image = bar.grab().toImage()
    # The white text, inside the bar's white frame.
    xs, ys = [], []
    for y in range(4, image.height() - 4):
        for x in range(4, image.width() - 4):
            colour = image.pixelColor(x, y)
            if min(colour.red(), colour.green(), colour.blue()) > 200:
                xs.append(x)
                ys.append(y)
    assert xs, "no text drawn"
    centre_x, centre_y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    assert abs(centre_x - image.width() / 2) < image.width() * 0.05
    assert abs(centre_y - image.height() / 2) < image.height() * 0.2
