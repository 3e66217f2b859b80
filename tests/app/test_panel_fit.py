"""The side panel of an 800×560 window cuts nothing, in every language and both looks:
each tab's title is drawn whole (its tab is at least as long as the title's text, the
tabs along the top while they fit and down the side when not), and the Calls tab is no
wider than the room the panel gives it."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QApplication, QTabWidget

from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import Opening

SEATS = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Александра Константинова", Occupant.BOT,
                                                   "easy"),
         SeatSetup("Basil", Occupant.BOT, "easy"), SeatSetup("Clara", Occupant.BOT, "easy"))


def _window(app_shell, qtbot, game: str, language: str, high: bool):
    shell = app_shell(start=False, seed=5, first_dealer=3, speed=0)
    install_language(QApplication.instance(), language)
    window = shell.show(Opening(get(game), SEATS, 1, None))
    window.resize(784, 512)  # as opened on an 800×560 screen (fit_to_screen)
    qtbot.waitExposed(window)
    window.findChild(AppMenus).view_options.set_high_contrast(high)
    session = window.session
    session.set_paused(True)
    while window.panel.tabs.count() < (3 if game == "coventry" else 2):
        session.request(session.legal_actions()[0])  # until the deal's record has a tab
    return window


def _tab_titles_fit(tabs: QTabWidget) -> list[str]:
    bar = tabs.tabBar()
    across = tabs.tabPosition() in (QTabWidget.TabPosition.North, QTabWidget.TabPosition.South)
    cut = []
    for i in range(bar.count()):
        text = bar.tabText(i).replace("&", "")
        rect = bar.tabRect(i)
        length = rect.width() if across else rect.height()
        if length < bar.fontMetrics().horizontalAdvance(text) + 8 or not bar.rect().contains(
                rect):
            cut.append(f"{text!r}: {length} px")
    return cut


@pytest.mark.parametrize(("game", "language", "high"),
                         list(itertools.product(["coventry", "hearts"], ["en", "ru", "fr"],
                                                [False, True])))
def test_nothing_in_the_side_panel_is_cut_at_800_by_560(app_shell, qtbot, game, language,
                                                        high) -> None:
    window = _window(app_shell, qtbot, game, language, high)
    tabs = window.panel.tabs
    qtbot.waitUntil(lambda: tabs.tabBar().isVisible())
    assert _tab_titles_fit(tabs) == []
    if game == "coventry":
        area, calls = window.extras.tab, window.extras.panel
        tabs.setCurrentWidget(area)
        qtbot.waitUntil(calls.isVisible)
        room = area.viewport().width()
        assert calls.minimumSizeHint().width() <= room
        assert calls.width() <= room
        for box in (calls.language, calls.style_box, calls.practice_switch):
            assert box is not None and box.geometry().right() < room
        switch = calls.practice_switch
        assert (switch.fontMetrics().horizontalAdvance(switch.text().replace("&", ""))
                < switch.width())


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_every_menu_stays_on_the_menu_bar_beside_the_lessons_offer(app_shell, qtbot,
                                                                   language) -> None:
    """At 800×560 the first-start offer keeps its buttons and shortens its sentence
    rather than push a menu behind the bar's "»" (test_offer_line: the sentence shows)."""
    from coventry_desktop.widgets.learn_to_play import LearnToPlay

    window = _window(app_shell, qtbot, "hearts", language, False)
    # Made just after the first paint (start-up does not wait for the lessons).
    qtbot.waitUntil(lambda: window.findChild(LearnToPlay) is not None)
    offer = window.findChild(LearnToPlay)
    qtbot.waitUntil(lambda: offer.offer_bar is not None and offer.offer_bar.isVisible())
    bar = window.menuBar()
    corner = offer.offer_bar.geometry()
    for action in bar.actions():
        rect = bar.actionGeometry(action)
        assert rect.isValid() and rect.right() < corner.left(), action.text()
    assert offer.offer_start.isVisible() and offer.offer_close.isVisible()
    if not offer.offer_label.isVisible():
        assert offer.offer_start.toolTip() == offer.offer_text != ""
