"""Every text of a game window meets WCAG 2.1 AA contrast (4.5:1, large text 3:1), in the
normal and the High Contrast look, with Large Cards on and off, measured on what the
window paints (``contrast``): the bar and its buttons (Pass among them, enabled or not),
the side panel's grids, tabs and lists, the calls, and on the table the plates,
captions, badges and outlined slots."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QTabWidget

from coventry_desktop.games import GAMES, get
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import Opening

from .contrast import measure, text_boxes

SEATS = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"),
         SeatSetup("Basil", Occupant.BOT, "easy"), SeatSetup("Clara", Occupant.BOT, "easy"))
"""You and three bots, paused: the test makes every move, so it picks the moment."""


def _failures(qtbot, window) -> tuple[list[str], int]:
    """The texts below AA in every tab of the side panel, and how many were measured."""
    failures: list[str] = []
    measured = 0
    tabs = window.panel.findChildren(QTabWidget)
    for tab_widget in tabs:
        for index in range(tab_widget.count()):
            tab_widget.setCurrentIndex(index)
            qtbot.waitUntil(tab_widget.currentWidget().isVisible)
            image = window.grab().toImage()
            for what, rect, font in text_boxes(window):
                found = measure(image, rect, what, font)
                if found is None:
                    continue
                measured += 1
                if found.ratio < found.needed and str(found) not in failures:
                    failures.append(str(found))
    return failures, measured


@pytest.mark.parametrize(("game", "high", "large"),
                         list(itertools.product([info.id for info in GAMES],
                                                [False, True], [False, True])))
def test_every_text_of_the_window_meets_aa_contrast(app_shell, qtbot, game, high,
                                                     large) -> None:
    shell = app_shell(start=False, seed=5, first_dealer=3, speed=0)
    window = shell.show(Opening(get(game), SEATS, 1, None))
    window.resize(1024, 600)  # a netbook: Large Cards at their most crowded
    qtbot.waitExposed(window)
    options = window.findChild(AppMenus).view_options
    options.set_high_contrast(high)
    options.set_large_cards(large)
    session = window.session
    session.set_paused(True)
    for _ in range(9):  # cards in the centre, calls in the list, piles with badges
        session.request(session.legal_actions()[0])
    qtbot.waitUntil(lambda: not window.table.is_animating())
    failures, measured = _failures(qtbot, window)
    assert measured > 20
    while not session.deal_over():  # the settlement grid and its notes
        session.request(session.legal_actions()[0])
    qtbot.waitUntil(lambda: window.panel.settlement.isVisible())
    more, measured = _failures(qtbot, window)
    assert measured > 20
    failures += [f for f in more if f not in failures]
    assert not failures, "\n".join(failures)
