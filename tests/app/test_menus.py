"""The app's menus and dialogs on Earl of Coventry's window: keys for every command, Play
Again asking only when something would be lost (No by default), Help → Rules and About,
dialogs over the window, New Game's tables, the window's size, and the smoke test.

What the old window's tests/widgets/test_app.py, test_qa_fixes.py, test_edges.py and
tests/accessibility/test_view_options.py asked of ``MainWindow``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.setup import YOU, Occupant
from coventry_desktop.storage.settings import Settings
from coventry_desktop.widgets.about import COMPONENTS
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import GameSetupDialog

from .helpers import YOU_AND_THREE_BOTS, finish_deal, people_and_bots, wait_for_person


def _when_modal(act: Callable[[QWidget], None]) -> list[QWidget]:
    """Run ``act`` on the next modal window once it is open; returns the windows seen."""
    seen: list[QWidget] = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(0, look)  # the box is not open yet: look again next turn
            return
        seen.append(modal)
        act(modal)

    QTimer.singleShot(0, look)
    return seen


def test_every_command_has_its_key_and_its_menu(app_shell) -> None:
    window = app_shell().window
    menus = window.findChild(AppMenus)
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&View", "&Help"]
    game = window.game_menu.actions()
    assert {menus.new_action, menus.again_action, window.hint.action,
            window.keeper.undo_action, window.keeper.statistics_action,
            window.close_action} <= set(game)
    assert menus.pause_action in window.view_menu.actions()
    assert {window.rules_action, menus.about_action} <= set(window.help_menu.actions())
    keys = {action.text(): action.shortcut().toString() for action in (
        menus.new_action, menus.again_action, window.hint.action, window.keeper.undo_action,
        window.close_action, menus.pause_action, window.rules_action)}
    assert keys == {"&New Game…": "Ctrl+N", "&Play Again": "F2", "&Hint": "H",
                    "&Undo": "Ctrl+Z", "&Quit": "Ctrl+Q", "Pa&use": "Ctrl+Shift+P",
                    "&Rules": "F1"}
    assert window.pass_button.text() == "&Pass"  # Alt+P; P on the table (test_play)


def test_quit_keeps_its_name_after_a_language_change(app_shell, qapp) -> None:
    window = app_shell().window
    assert window.close_action.text() == "&Quit"
    install_language(qapp, "fr")
    QCoreApplication.processEvents()
    install_language(qapp, "en")
    QCoreApplication.processEvents()
    assert window.close_action.text() == "&Quit"


def test_play_again_mid_deal_asks_and_enter_keeps_the_deal(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=8)
    assert wait_for_person(qtbot, window)
    window.flow.click(window.flow.current)
    state, record = window.session.state, window.session.record()
    notes: list[tuple[str, str, bool]] = []

    def press_enter(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        no = box.button(QMessageBox.StandardButton.No)
        notes.append((box.windowTitle(), box.text(), box.defaultButton() is no))
        qtbot.keyClick(box, Qt.Key.Key_Return)

    _when_modal(press_enter)
    assert not window.findChild(AppMenus).play_again()
    assert notes == [("Play Again",
                      ("Start a new series in place of this unfinished one? It is kept: Game → "
                       "Restore Previous Game brings it back."), True)]
    # No: the deal on the table goes on untouched.
    assert window.session.state is state and window.session.record() == record


def test_play_again_asks_only_when_something_would_be_lost(coventry_table, qtbot,
                                                           monkeypatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *_a: asked.append(text)
                        or QMessageBox.StandardButton.Yes)
    bots = coventry_table(people_and_bots(0, 4), seed=2)  # nobody is playing
    assert bots.findChild(AppMenus).play_again() and asked == []
    single = coventry_table(YOU_AND_THREE_BOTS, seed=3, deals=1)
    finish_deal(single)  # a single deal settled: the series is over, nothing to lose
    assert single.findChild(AppMenus).play_again() and asked == []
    series = coventry_table(YOU_AND_THREE_BOTS, seed=3, deals=6)
    finish_deal(series)  # between deals a series keeps its totals only if the person says
    assert series.findChild(AppMenus).play_again()
    assert asked == [("Start a new series in place of this unfinished one? It is kept: Game → "
                       "Restore Previous Game brings it back.")]
    assert series.session.results == [] and not series.session.deal_over()


def test_f1_shows_the_rules_of_earl_of_coventry_and_escape_closes_them(app_shell,
                                                                       qtbot) -> None:
    window = app_shell().window
    rules = window.show_rules()
    assert rules.isVisible() and rules.windowTitle() == "Rules of Earl of Coventry"
    assert "Earl of Coventry" in rules.browser.toPlainText()
    qtbot.keyClick(rules.browser, Qt.Key.Key_Escape)
    assert not rules.isVisible()


def test_dialogs_open_over_the_middle_of_the_window(app_shell, qtbot, monkeypatch) -> None:
    window = app_shell().window
    # Low on the offscreen platform's 800×800 screen, so the screen's middle is not the
    # window's; dialogs small enough to be centred there without leaving the screen.
    window.resize(800, 500)
    window.move(0, 300)
    qtbot.waitUntil(lambda: window.pos().y() == 300 and window.height() == 500)
    centre = window.frameGeometry().center()
    assert centre.y() - window.screen().availableGeometry().center().y() >= 100

    def centred(dialog: QWidget) -> bool:
        return (dialog.frameGeometry().center() - centre).manhattanLength() <= 2

    statistics = window.keeper.show_statistics()
    qtbot.waitUntil(lambda: centred(statistics))
    statistics.close()
    placed: list[bool] = []
    seen = _when_modal(lambda dialog: placed.append(centred(dialog)) or dialog.close())
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.No)
    assert window.findChild(AppMenus).shell.new_game() is None  # New Game, cancelled
    assert [type(dialog) for dialog in seen] == [GameSetupDialog] and placed == [True]


def test_about_lists_every_licence_and_shows_the_texts(app_shell) -> None:
    window = app_shell().window
    dialog = window.findChild(AppMenus).show_about()
    listing = dialog.components.toPlainText()
    for licence in ("GPL-3.0-or-later", "LGPL-2.1-or-later", "LGPL-3.0-only", "MIT", "PSF-2.0",
                    "BSD-3-Clause"):
        assert licence in listing
    assert "svg-cards 4.0.2" in listing
    dialog.show_licence(0)
    assert "GNU GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    deck = next(i for i, c in enumerate(COMPONENTS) if c.licence == "LGPL-2.1-or-later")
    dialog.show_licence(deck)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()
    assert "Version 2.1" in dialog.text.toPlainText()
    dialog.close()


def test_new_game_offers_you_and_three_normal_bots(qtbot) -> None:
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    seats = dialog.seat_setups()
    assert [s.name for s in seats] == [YOU, "Ada", "Basil", "Clara"]
    assert [(s.occupant, s.level) for s in seats] == [(Occupant.HUMAN, "normal")] + [
        (Occupant.BOT, "normal")] * 3
    # A single deal or a series of six (EC-15); which one a new table plays:
    # tests/app/test_resume.py::test_the_first_start_is_a_six_deal_series.
    assert {dialog.deals.itemData(i) for i in range(dialog.deals.count())} == {1, 6}


def test_new_game_builds_a_six_seat_pass_and_play_single_deal_and_remembers_it(
        qtbot, tmp_path: Path, monkeypatch) -> None:
    from coventry_desktop.widgets import other_games

    settings = Settings(tmp_path / "settings.ini")
    dialog = GameSetupDialog(get("coventry"), table=settings.game_table("coventry"))
    qtbot.addWidget(dialog)
    dialog.seats.setValue(6)
    dialog.people.setValue(2)
    dialog.names[1].setText("Boris")
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    dialog.deals.setCurrentIndex(dialog.deals.findData(1))
    seats = dialog.seat_setups()
    assert [(s.name, s.occupant) for s in seats] == [
        ("Player 1", Occupant.HUMAN), ("Boris", Occupant.HUMAN), ("Ada", Occupant.BOT),
        ("Basil", Occupant.BOT), ("Clara", Occupant.BOT), ("Dmitri", Occupant.BOT)]
    assert {s.level for s in seats[2:]} == {"hard"} and dialog.deal_count() == 1
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)
    opening = other_games.choose_opening(get("coventry"), dialog=dialog, settings=settings)
    assert opening.seats == tuple(seats) and opening.deals == 1
    # Opened again, it starts from that table.
    again = GameSetupDialog(get("coventry"), table=Settings(tmp_path / "settings.ini")
                            .game_table("coventry"))
    qtbot.addWidget(again)
    again.set_names(Settings(tmp_path / "settings.ini").people_names(2))
    assert again.seat_setups() == seats and again.deal_count() == 1


def test_the_window_fits_the_screen_and_keeps_the_table_readable(app_shell, qtbot) -> None:
    window = app_shell(settings=False).window  # no remembered size: as at first start
    area = window.screen().availableGeometry()
    window.resize(1, 1)  # as small as a person can drag it
    qtbot.waitUntil(lambda: window.size() == window.minimumSizeHint())
    assert window.width() == 784 and window.height() <= min(560, area.height())
    assert window.table.width() >= 584 and window.table.height() >= 420
    assert window.panel.isVisible() and window.panel.width() == 200


def test_the_smoke_test_plays_a_deal_saves_a_screenshot_and_prints_the_settlement(
        tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "coventry_desktop", "--smoke-test", str(out)],
                          capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("settlement:")]
    assert len(lines) == 1
    match = re.fullmatch(r"settlement: ([+\u2212]\d+) ([+\u2212]\d+) ([+\u2212]\d+) "
                         r"([+\u2212]\d+)", lines[0])
    assert match, lines[0]
    units = [int(x.replace("\u2212", "-")) for x in match.groups()]
    assert sum(units) == 0 and sum(u > 0 for u in units) == 1
    image = QImage(str(out))
    assert image.width() >= 1024 and image.height() >= 600
    assert QSize(image.width(), image.height()) == QSize(1280, 800)



def test_the_new_game_dialog_shrinks_with_fewer_people(qtbot) -> None:
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.show()
    alone = dialog.height()
    assert alone == dialog.sizeHint().height()
    dialog.seats.setValue(6)
    dialog.people.setValue(6)
    qtbot.waitUntil(lambda: dialog.height() > alone + 100)  # five name rows more
    assert dialog.height() == dialog.sizeHint().height()
    dialog.people.setValue(1)
    qtbot.waitUntil(lambda: dialog.height() == alone)  # once the rows' layout is redone
    assert dialog.sizeHint().height() == alone


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_every_entry_of_the_game_menu_has_its_own_mnemonic(app_shell, qapp, language) -> None:
    window = app_shell().window
    try:
        install_language(qapp, language)
        QCoreApplication.processEvents()
        keys: dict[str, str] = {}
        for action in window.game_menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            mnemonic = QKeySequence.mnemonic(action.text()).toString()
            assert mnemonic, action.text()
            assert mnemonic not in keys, (action.text(), keys[mnemonic])
            keys[mnemonic] = action.text()
    finally:
        install_language(qapp, "en")
