"""The app as users and CI start it: --smoke-test, the new game dialog, menus, hint, cards."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import DECK, Card
from coventry_desktop.models import Occupant
from coventry_desktop.widgets.cards import element_id, renderer
from coventry_desktop.widgets.dialogs import NewGameDialog
from coventry_desktop.widgets.main_window import MainWindow


def test_smoke_test_plays_a_deal_saves_a_screenshot_and_prints_the_settlement(
        tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "coventry_desktop", "--smoke-test", str(out)],
                          capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("settlement:")]
    assert len(lines) == 1
    match = re.fullmatch(r"settlement: ([+-]\d+) ([+-]\d+) ([+-]\d+) ([+-]\d+)", lines[0])
    assert match, lines[0]
    units = [int(x) for x in match.groups()]
    assert sum(units) == 0 and sum(u > 0 for u in units) == 1
    image = QImage(str(out))
    assert image.width() >= 1024 and image.height() >= 600


def test_new_game_dialog_defaults_to_you_and_three_bots_for_six_deals(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="You")
    qtbot.addWidget(dialog)
    setup = dialog.setup(seed=7)
    assert [s.name for s in setup.seats] == ["You", "Ada", "Basil", "Clara"]
    assert [s.occupant for s in setup.seats] == [Occupant.HUMAN] + [Occupant.BOT] * 3
    assert setup.deals == 6 and setup.seed == 7 and setup.language == "en"
    assert setup.call_style == "rhymes"


def test_new_game_dialog_builds_a_six_seat_pass_and_play_single_deal(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="You")
    qtbot.addWidget(dialog)
    dialog._seats.setValue(6)
    dialog._rows[1][1].setCurrentIndex(0)   # seat 2: human
    dialog._rows[1][2].setText("Boris")
    dialog._rows[5][3].setCurrentIndex(2)   # seat 6: hard bot
    dialog._rows[3][2].setText("  ")        # an empty name gets a default
    dialog._single.setChecked(True)
    dialog._language.setCurrentIndex(dialog._language.findData("ru"))
    setup = dialog.setup(seed=1)
    assert setup.players == 6 and setup.deals == 1 and setup.language == "ru"
    assert setup.humans == (0, 1)
    assert setup.seats[1].name == "Boris" and setup.seats[3].name == "Player 4"
    assert setup.seats[5].level == "hard"
    # Opened again, it remembers the last game.
    again = NewGameDialog(previous=setup)
    qtbot.addWidget(again)
    assert again.setup(seed=1) == setup


def test_menus_are_reachable_for_later_features(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"]
    assert window.new_action in window.game_menu.actions()
    assert window.scoreboard_action in window.view_menu.actions()
    assert window.rules_action in window.help_menu.actions()
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    assert window.pass_action.shortcut().toString() == "P"


def test_hint_selects_the_card_the_strong_bot_would_play(qtbot: QtBot, instant: None) -> None:
    from coventry_desktop.models import GameSetup, default_setup

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.start(GameSetup(default_setup().seats, seed=4, first_dealer=3))  # you lead
    qtbot.waitUntil(lambda: window.controller.human_to_act() == 0, timeout=5000)
    window.hint_action.trigger()
    # A card is chosen already on your turn (#12); the hint's answer replaces it.
    qtbot.waitUntil(lambda: "Hint: play" in window.statusBar().currentMessage(),
                    timeout=10000)
    state = window.controller.state
    assert state is not None and window.table.selected_card in state.hand(0)
    assert str(window.table.selected_card) in window.statusBar().currentMessage()
    window.close()


def test_every_card_has_its_own_face_and_renders_crisply_at_high_dpi(qtbot: QtBot) -> None:
    ids = {element_id(card) for card in DECK}
    assert len(ids) == 52
    assert element_id(Card.parse("A♥")) == "heart_1"
    assert element_id(Card.parse("Q♣")) == "club_queen"
    assert element_id(Card.parse("10♠")) == "spade_10"
    low = renderer().pixmap(Card.parse("K♦"), QSize(80, 116), 1.0)
    high = renderer().pixmap(Card.parse("K♦"), QSize(80, 116), 2.0)
    assert (high.width(), high.height()) == (160, 232)  # rendered, not scaled up
    assert high.devicePixelRatio() == 2.0 and low.width() == 80
    back = renderer().pixmap(None, QSize(80, 116)).toImage()
    centre = back.pixelColor(40, 58)
    face = renderer().pixmap(Card.parse("2♠"), QSize(80, 116)).toImage().pixelColor(10, 58)
    assert centre != face  # the back is not a face
