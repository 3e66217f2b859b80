"""At 800×560 (and wider) the first-start lessons offer shows its sentence, in every
language: the line is on the menu bar beside its buttons, not empty, wholly inside the
bar and beside every menu; a sentence too long for the room is shortened with "…" and
given whole as its tooltip."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.other_games import Opening

SEATS = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"),
         SeatSetup("Basil", Occupant.BOT, "easy"), SeatSetup("Clara", Occupant.BOT, "easy"))


def _offered(app_shell, qtbot, language: str, width: int):
    """A Hearts window ``width`` wide and its lessons offer, in ``language``."""
    from coventry_desktop.widgets.learn_to_play import LearnToPlay

    shell = app_shell(start=False, seed=5, first_dealer=3, speed=0)
    install_language(QApplication.instance(), language)
    window = shell.show(Opening(get("hearts"), SEATS, 1, None))
    window.resize(width, 512 if width < 800 else 560)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.findChild(LearnToPlay) is not None)  # after the table
    offer = window.findChild(LearnToPlay)
    assert offer.offer_bar is not None
    return window, offer


@pytest.mark.parametrize("width", [784, 1024])
@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_the_offer_shows_its_sentence(app_shell, qtbot, language, width) -> None:
    window, offer = _offered(app_shell, qtbot, language, width)
    label, bar = offer.offer_label, window.menuBar()
    qtbot.waitUntil(lambda: label.isVisible() and label.width() > 0)
    if os.environ.get("LOOK_SHOTS"):
        window.grab().save(f"{os.environ['LOOK_SHOTS']}/offer_{language}_{width}.png")
    assert label.text().strip() not in ("", "…")
    shown = label.fontMetrics().horizontalAdvance(label.text())
    assert 0 < shown <= label.contentsRect().width()
    corner = offer.offer_bar.geometry()
    assert corner.left() >= 0 and corner.right() < bar.width()  # across the bar, whole
    place = label.geometry()
    assert place.left() >= 0 and place.right() < corner.width()
    for action in bar.actions():  # every menu on the bar, left of the offer
        rect = bar.actionGeometry(action)
        assert rect.isValid() and rect.right() < corner.left(), action.text()
    if label.text() != offer.offer_text:
        assert label.text().endswith("…") and label.toolTip() == offer.offer_text


@pytest.mark.parametrize("high", [False, True], ids=["normal", "high contrast"])
@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_the_offer_leaves_the_menu_bar_as_high_as_its_menus(app_shell, qtbot, language,
                                                           high) -> None:
    """Its buttons are as high as the menus' entries (they made the bar 22 pixels high, 24
    in high contrast, where its entries have 19), their text whole inside their border."""
    from coventry_desktop.widgets.app_shell import AppMenus

    window, offer = _offered(app_shell, qtbot, language, 784)
    window.findChild(AppMenus).view_options.set_high_contrast(high)
    bar = window.menuBar()
    entry = max(bar.actionGeometry(action).height() for action in bar.actions())
    qtbot.waitUntil(lambda: offer.offer_bar.isVisible() and bar.height() == entry)
    for button in (offer.offer_start, offer.offer_close):
        assert button.height() == entry
        assert button.fontMetrics().height() + 2 * 2 <= button.height(), button.text()
        rect = QRect(button.mapTo(bar, QPoint(0, 0)), button.size())
        assert bar.rect().contains(rect), button.text()
