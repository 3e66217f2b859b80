"""A message bar of many lines (start-up problems) takes its room from the table, not
from the screen: at 800×560 the window keeps its size and the person's own hand and
plate stay inside the table (QA F-I: a 7-line bar pushed them off its bottom). The bar
adds nothing to the window's least height."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRectF, QSize
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import GAMES
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
from coventry_desktop.widgets.learn_to_play import LearnToPlay
from coventry_desktop.widgets.other_games import Opening

from .helpers import hand as cards_of

SCREEN = QSize(800, 560)
LINES = ("Some of your settings could not be read. Some values in the file could not be used: "
         "they went back to their defaults or to the nearest allowed value, and the others "
         "were kept.", "Set back in “settings.ini”: view/animation_speed, language/ui, "
         "games/hearts/seats, games/hearts/people, people/0. A copy of the file as it was is "
         "kept as “settings.ini.20261202-134008.bak”.", "The unfinished game of Hearts could "
         "not be restored, so a new one starts. The file is cut short: it was not written to "
         "the end.")


@pytest.mark.parametrize("info", [info for info in GAMES if info.ui is not None],
                         ids=lambda info: info.id)
def test_a_long_message_bar_leaves_the_hand_on_the_table(app_shell, qtbot, info) -> None:
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    bots = (SeatSetup(f"Bot {seat}", Occupant.BOT, "easy") for seat in range(1, max(info.seats)))
    window = shell.show(Opening(info, (SeatSetup(YOU, Occupant.HUMAN), *bots), 1, None))
    window.session.set_paused(True)
    window.resize(SCREEN - FRAME_ROOM)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.findChild(LearnToPlay) is not None)  # its offer is up
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    size, least = window.size(), window.minimumSizeHint()
    for key, line in enumerate(LINES):
        window.messages.say(str(key), line)
    area = window.messages.lines_area
    most = area.MOST_LINES * area.fontMetrics().lineSpacing()
    # At most MOST_LINES lines, the rest scrolled to: five took the table's and panel's room.
    qtbot.waitUntil(lambda: area.height() == most and area.verticalScrollBar().maximum() > 0)
    assert window.messages.height() < most + area.fontMetrics().lineSpacing() + 16
    assert window.size() == size and window.minimumSizeHint().height() <= least.height()
    table = window.table
    assert table.geometry().bottom() < window.stack.height()  # the table is whole
    view = QRectF(table.viewport().rect())
    hand = [table.card_items()[card] for card in cards_of(window)]
    assert hand
    for item in (*hand, table.plates()[0]):
        rect = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert view.contains(QRectF(rect)), (rect, view)
    window.messages.hide()  # closed with ×: the table takes its room back
    qtbot.waitUntil(lambda: window.table.height() == window.stack.height() >= table.LEAST.height())


def test_three_long_french_lines_at_800x560_are_all_there_to_read(app_shell, qtbot,
                                                                   tmp_path) -> None:
    """Three lines in French at 800×560 had the last cut off at the bar's bottom: the
    table keeps its least height, and what the bar has no room for scrolls."""
    from coventry_desktop.i18n import install_language
    from coventry_desktop.storage.problems import Damage, Problem

    info = next(info for info in GAMES if info.id == "hearts")
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), "fr")
    bots = (SeatSetup(f"Bot {seat}", Occupant.BOT, "easy") for seat in (1, 2, 3))
    window = shell.show(Opening(info, (SeatSetup(YOU, Occupant.HUMAN), *bots), 1, None))
    window.session.set_paused(True)
    window.resize(SCREEN - FRAME_ROOM)
    qtbot.waitExposed(window)
    keeper, bar = window.keeper, window.messages
    for kind in ("autosave", "statistics"):
        bar.say(kind, lambda kind=kind: keeper._failure_text(  # type: ignore[misc]
            kind, tmp_path / f"hearts-{kind}.json", OSError(28, "full")))
    damaged = Problem(tmp_path / "settings.ini", Damage.SOME_VALUES, "",
                      tmp_path / "settings.ini.20261202-134008.bak")
    bar.say("settings-read", "Certains de vos réglages n’ont pas pu être lus. "
            + damaged.message())
    bar.set_action(lambda: "Enregistrer la partie ailleurs…", lambda: None, key="autosave")
    label = bar.label  # its whole text laid out, none of it cut at the bar's bottom
    qtbot.waitUntil(lambda: label.height() == label.heightForWidth(label.width()))
    area = bar.lines_area
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum()
                    == label.height() - area.viewport().height() > 0)
    assert window.table.height() >= window.table.minimumHeight()


def _coventry_at_800x560(app_shell, qtbot, language: str):
    """A paused Earl of Coventry window of the person and three bots, at 800×560 in
    ``language``: (its shell, the window)."""
    from coventry_desktop.i18n import install_language

    info = next(info for info in GAMES if info.id == "coventry")
    shell = app_shell(start=False, seed=5, first_dealer=0, speed=0)
    install_language(QApplication.instance(), language)
    bots = (SeatSetup(f"Bot {seat}", Occupant.BOT, "easy") for seat in (1, 2, 3))
    window = shell.show(Opening(info, (SeatSetup(YOU, Occupant.HUMAN), *bots), 1, None))
    window.session.set_paused(True)
    window.resize(SCREEN - FRAME_ROOM)
    qtbot.waitExposed(window)
    return shell, window


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_a_read_only_folder_is_said_whole_at_800x560(app_shell, qtbot, language) -> None:
    """The warning that nothing is saved, with its button, wraps across the bar's whole
    width and is read to its end without scrolling at 800×560: the button beside the lines
    left them a third of the window, and "nothing is saved" fell past the third line."""
    shell, window = _coventry_at_800x560(app_shell, qtbot, language)
    folder = "/home/alexandra/.local/share/coventry-desktop"  # a player's, not tmp_path
    window.keeper.say_folder(lambda: shell.tr(
        "The data folder “%1” cannot be written: %2. Your saved series can be "
        "played, but nothing is saved until that is mended.").replace(
        "%1", folder).replace("%2", "you are not allowed to write in that folder"))
    bar = window.messages
    assert bar.action.isVisible()  # Save the Series Elsewhere…
    label, area = bar.label, bar.lines_area
    qtbot.waitUntil(lambda: label.height() == label.heightForWidth(label.width()) > 0)
    qtbot.waitUntil(lambda: area.viewport().height() >= label.height())
    assert area.verticalScrollBar().maximum() == 0  # all of it shown, nothing to scroll
    assert label.width() > bar.width() * 3 // 4  # the lines have the bar's width
    assert bar.action.geometry().top() >= area.geometry().bottom()  # the button under them
    assert window.table.height() >= window.table.minimumHeight()


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_a_damaged_statistics_file_and_the_resumed_game_both_show_at_800x560(
        app_shell, qtbot, language) -> None:
    """A damaged statistics file said at the start of a resumed series: the line the New
    Game… button answers ("goes on at deal 2") comes first, in view with the start of the
    warning at 800×560. After it, the resumed line scrolled away, and New Game… seemed to
    be the answer to the damaged statistics (QA, 2026-12-04)."""
    from pathlib import Path

    from coventry_desktop.storage.problems import Damage, Problem
    from coventry_desktop.widgets.game_keeper import statistics_read

    _, window = _coventry_at_800x560(app_shell, qtbot, language)
    info = window.info
    folder = Path("/home/alexandra/.local/share/coventry-desktop")
    damaged = Problem(folder / "coventry-statistics.json", Damage.TRUNCATED, "",
                      folder / "coventry-statistics.json.20261204-183012.bak")
    bar = window.messages
    bar.say("statistics-read", statistics_read(info, damaged))
    bar.say("resumed", "Your unfinished game of Earl of Coventry goes on at deal 2.")
    bar.set_action(lambda: "&New Game…", lambda: None, key="resumed")
    label, area = bar.label, bar.lines_area
    qtbot.waitUntil(lambda: label.height() == label.heightForWidth(label.width()) > 0)
    resumed = "Your unfinished game of Earl of Coventry goes on at deal 2."
    assert list(bar.lines()) == ["resumed", "statistics-read"]
    assert label.text().startswith(resumed + "\n")
    spacing = area.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: area.viewport().height() == area.MOST_LINES * spacing)
    assert area.verticalScrollBar().value() == 0  # the top in view: the button's line
    bar.clear_action("resumed")  # the lines go back to the order they were said in
    assert list(bar.lines()) == ["statistics-read", "resumed"]
    assert window.table.height() >= window.table.minimumHeight()
