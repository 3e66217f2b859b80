"""View → Large Cards, High Contrast, Four-Colour Deck; Help → About's licences;
announcements of the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import Pass, Play
from coventry_desktop.models import GameSetup, default_setup, watch_setup
from coventry_desktop.widgets import cards, theme
from coventry_desktop.widgets.about import COMPONENTS, AboutDialog
from coventry_desktop.widgets.accessibility import card_name
from coventry_desktop.widgets.cards import ASPECT
from coventry_desktop.widgets.four_colour import CLUB_GREEN, DIAMOND_BLUE
from coventry_desktop.widgets.layout import bounds_of, table_layout
from coventry_desktop.widgets.main_window import MainWindow
from coventry_desktop.widgets.view_options import LARGE_CARD_SCALE

from .conftest import wait_for_person


def _hand_width(window: MainWindow) -> float:
    state = window.controller.state
    item = window.table.card_item(state.hand(0)[0])
    return item.width * item.scale()


def test_large_cards_enlarge_the_hand_and_back(qtbot: QtBot, window):
    window.start(default_setup(seed=6))
    assert wait_for_person(qtbot, window)
    normal = _hand_width(window)
    window.view_options.large_cards_action.trigger()
    assert window.view_options.large_cards_action.isChecked()
    assert _hand_width(window) == pytest.approx(normal * LARGE_CARD_SCALE)
    window.view_options.large_cards_action.trigger()
    assert _hand_width(window) == pytest.approx(normal)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1280, 800), (3840, 2160)])
def test_large_cards_leave_no_seat_overlapping(players, width, height):
    layout = table_layout(width, height, players, card_scale=LARGE_CARD_SCALE)
    normal = table_layout(width, height, players)
    assert layout.hand_width > normal.hand_width
    rects = bounds_of(layout)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    hand_top = layout.hand_centre.y() - layout.hand_width * ASPECT / 2 - layout.lift
    assert hand_top > max(rect.bottom() for rect in rects)


def test_high_contrast_paints_a_black_table_and_thick_yellow_outlines(qtbot: QtBot, window):
    window.start(GameSetup(default_setup().seats, seed=6, first_dealer=3))  # you lead
    assert wait_for_person(qtbot, window)
    window.view_options.set_high_contrast(True)
    assert theme.current() is theme.HIGH_CONTRAST
    assert window.view_options.high_contrast_action.isChecked()
    assert theme.HIGH_CONTRAST_STYLE in window.styleSheet()
    image = window.table.viewport().grab().toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 3) == QColor("#000000")
    # A playable card other than the one chosen already for Enter (#12), which is cyan.
    playable = next(window.table.card_item(a.card) for a in window.controller.legal_actions()
                    if isinstance(a, Play) and a.card != window.table.selected_card)
    corner = window.table.mapFromScene(playable.mapToScene(playable.card_rect().topLeft()))
    edge = {image.pixelColor(corner.x() + dx, corner.y() + 30).name() for dx in range(-4, 3)}
    assert theme.HIGH_CONTRAST.playable in edge
    window.view_options.set_high_contrast(False)
    assert theme.current() is theme.NORMAL and theme.HIGH_CONTRAST_STYLE not in window.styleSheet()


def _colours(card: Card) -> set[str]:
    image = cards.renderer().pixmap(card, QSize(169, 245)).toImage()
    return {image.pixelColor(x, y).name() for x in range(0, 169, 2) for y in range(0, 245, 2)}


def test_four_colour_deck_gives_every_suit_its_own_colour(qtbot: QtBot, window):
    window.view_options.four_colour_action.trigger()
    assert cards.renderer().four_colour
    assert DIAMOND_BLUE in _colours(Card.parse("5D"))
    assert CLUB_GREEN in _colours(Card.parse("5C"))
    assert "#e6180a" in _colours(Card.parse("5H"))  # hearts stay red
    assert not {DIAMOND_BLUE, CLUB_GREEN} & _colours(Card.parse("5S"))
    window.view_options.four_colour_action.trigger()
    assert "#e6180a" in _colours(Card.parse("5D"))


def test_about_lists_every_licence_and_shows_the_texts(qtbot: QtBot, window):
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    listing = dialog.components.toPlainText()
    for licence in ("GPL-3.0-or-later", "LGPL-2.1-or-later", "LGPL-3.0-only", "MIT", "PSF-2.0"):
        assert licence in listing
    assert "svg-cards 4.0.2" in listing
    dialog.show_licence(0)
    assert "GNU GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    deck = next(i for i, c in enumerate(COMPONENTS) if c.licence == "LGPL-2.1-or-later")
    dialog.show_licence(deck)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    assert "Version 2.1" in dialog.text.toPlainText()


def test_each_play_is_announced_with_its_call_and_each_pass(qtbot: QtBot, window):
    window.start(watch_setup(4, seed=7, deals=1))
    qtbot.waitUntil(window.controller.is_over, timeout=20000)
    state = window.controller.state
    names = window.controller.names
    said = window.announcer.history
    plays = [a for a in state.history if isinstance(a, Play)]
    passes = [a for a in state.history if isinstance(a, Pass)]
    announced_plays = [line for line in said if " plays " in line]
    assert len(announced_plays) == len(plays)
    first = plays[0]
    call = window.panel.model.text(first.card.rank, 1)
    assert announced_plays[0] == f"{names[first.seat]} plays {card_name(first.card)}. {call}"
    assert sum(line.endswith(" passes.") for line in said) == len(passes)
    assert window.table.accessibleDescription() == said[-1]
    assert said[-1] == f"{names[state.winner]} went out!"


def test_view_choices_are_kept_in_the_settings_file(qtbot: QtBot, window, tmp_path):
    from coventry_desktop.storage.settings import Settings

    path = tmp_path / "settings.ini"
    window.view_options.use_settings(Settings(path))
    assert not window.view_options.high_contrast_action.isChecked()
    window.view_options.high_contrast_action.trigger()
    window.view_options.large_cards_action.trigger()
    again = Settings(path)
    assert (again.large_cards, again.high_contrast, again.four_colour) == (True, True, False)
    # A later start applies them before anything is drawn.
    theme.set_high_contrast(False)
    later = MainWindow()
    qtbot.addWidget(later)
    later.view_options.use_settings(again)
    assert later.view_options.high_contrast_action.isChecked()
    assert later.table.card_scale == LARGE_CARD_SCALE and theme.current() is theme.HIGH_CONTRAST
