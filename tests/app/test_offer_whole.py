"""On an 800×560 screen (the window 784 wide) the first-start lessons offer is whole in
every language and for every registered game: no "…" (QA F-G: the French "Vous
découvrez « Comète » ? Apprenez à y jo…" was cut; it and the Russian are shorter now)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.other_games import Opening


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("info", [info for info in GAMES if info.ui is not None],
                         ids=lambda info: info.id)
def test_the_offer_is_whole_at_784(app_shell, qtbot, language, info) -> None:
    from coventry_desktop.widgets.learn_to_play import LearnToPlay

    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), language)
    seats = (SeatSetup(YOU, Occupant.HUMAN),
             *(SeatSetup(name, Occupant.BOT, "easy") for name in ("Ada", "Basil", "Clara")))
    window = shell.show(Opening(info, seats[:max(3, min(info.seats))], 1, None))
    window.resize(784, 512)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.findChild(LearnToPlay) is not None)  # after the table
    offer = window.findChild(LearnToPlay)
    label = offer.offer_label
    qtbot.waitUntil(lambda: label.isVisible() and label.width() > 0)
    assert label.text() == offer.offer_text and label.toolTip() == ""
