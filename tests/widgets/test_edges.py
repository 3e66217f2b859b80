"""Layout at the edges (#12 item 18): from 800x560 to 3840x2160 and 3 to 6 seats, nothing
on the table runs into anything else, and the settlement leaves the quartet, the names
under it and "… went out!" in view."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from coventry_desktop.models import GameSetup, Occupant, SeatSetup
from coventry_desktop.widgets.items import SeatPlate
from coventry_desktop.widgets.main_window import MainWindow

from .helpers import first_legal_play, wait_for_person

SIZES = [(800, 560), (1024, 600), (1280, 800), (3840, 2160)]
NAMES = ["Anna", "Basil", "Clara", "Dmitri", "Elodie", "Felix"]


@pytest.fixture
def window(qtbot: QtBot, instant: None) -> Iterator[MainWindow]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.setMinimumSize(0, 0)  # the screen of the offscreen platform may be smaller
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.autoplayer.shutdown()
    window.close()


def _setup(players: int) -> GameSetup:
    seats = tuple(SeatSetup(name, Occupant.HUMAN if i == 0 else Occupant.BOT)
                  for i, name in enumerate(NAMES[:players]))
    return GameSetup(seats, seed=3)


def _apart(rects: list[QRectF]) -> list[tuple[QRectF, QRectF]]:
    return [(a, b) for a, b in itertools.combinations(rects, 2) if a.intersects(b)]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_nothing_on_the_table_runs_into_anything_else(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int], players: int) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    window.start(_setup(players))
    table = window.table
    assert wait_for_person(qtbot, window)
    view = QRectF(table.viewport().rect())
    plates = [table.plate(seat).sceneBoundingRect() for seat in range(players)]
    assert all(view.contains(plate) for plate in plates)
    assert _apart(plates) == []  # six seats at 800x560 overlapped
    # The line under a name keeps every digit of "13 cards · total −10" (and in Russian).
    layout = table.layout_now
    assert layout is not None
    plate = SeatPlate()
    plate.set_font_px(layout.font_px, layout.plate_width)
    for detail in ("13 cards · total −10", "13 карт · всего −10", "18 cartes · total −10"):
        plate.set_text("Anna", detail, dealer=True, turn=False, human=True)
        width = QFontMetricsF(plate.detail_font()).horizontalAdvance(detail)
        assert width <= plate.detail_rect().width(), (detail, width)
    # The band above the hand, with Large Cards, all through the deal: the bottom plate,
    # the status line, "Spent: …" and the spent pile stay apart.
    window.view_options.set_large_cards(True)
    status, spent = table._status, table._spent_label
    while wait_for_person(qtbot, window):
        band = [table.plate(table.bottom_seat).sceneBoundingRect(),
                status.sceneBoundingRect()]
        if spent.isVisible():
            band.append(spent.sceneBoundingRect())
        assert _apart(band) == [], table.status_text()
        assert all(view.contains(rect) for rect in band)
        # The quartet, large or not, stays clear of every seat and its cards.
        state = window.controller.state
        assert state is not None
        quartet = [table.card_item(p.card).sceneBoundingRect() for p in state.quartet]
        seats = [table.plate(seat).sceneBoundingRect() for seat in range(players)]
        seats += [table.card_item(card).sceneBoundingRect() for seat in range(players)
                  if seat != table.bottom_seat for card in state.hand(seat)]
        assert [(q, s) for q in quartet for s in seats if q.intersects(s)] == []
        play = first_legal_play(window)
        assert play is not None and table.play(play.card)
    qtbot.waitUntil(window.settlement.isVisible, timeout=5000)
    # The settlement leaves in view what the table keeps clear: the last cards played,
    # who played them and "… went out!".
    state = window.controller.state
    assert state is not None and state.winner is not None
    assert status.isVisible() and status.text.endswith("went out!")
    clear = [table.card_item(p.card).sceneBoundingRect() for p in state.quartet]
    clear += [caption.sceneBoundingRect() for caption in table._captions
              if caption.isVisible()]
    clear.append(status.sceneBoundingRect())
    assert len(clear) == 2 * len(state.quartet) + 1
    box = QRectF(window.settlement.box_geometry())
    assert view.contains(box)
    assert [rect for rect in clear if rect.intersects(box)] == []
    assert all(view.contains(rect) for rect in clear)


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 1.0), ((3840, 2160), 2.0)])
def test_on_a_4k_screen_text_and_panels_grow_with_the_cards(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int], scale: float) -> None:
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    window.start(_setup(4))
    assert wait_for_person(qtbot, window)
    assert window.view_options.ui_scale == scale
    normal = QFontInfo(QApplication.font()).pixelSize()
    for widget in (window.panel, window.menuBar(), window.statusBar(), window.buttons[1]):
        assert widget.fontInfo().pixelSize() >= normal * scale * 0.9, widget
    qtbot.waitUntil(lambda: window.panel.width() >= round(300 * scale) * 0.95)
    layout = window.table.layout_now
    assert layout is not None
    # The table's names grow in step with its cards, not stopping at 22 pixels.
    assert layout.font_px >= 22 * (scale if scale > 1 else 0.7)
    assert layout.font_px / layout.hand_height == pytest.approx(0.1, rel=0.15)


def test_dialogs_open_over_the_middle_of_the_window(qtbot: QtBot, window: MainWindow) -> None:
    from coventry_desktop.widgets.dialogs import NewGameDialog

    window.resize(1200, 760)
    window.move(1700, 900)  # far from the screen's top left, as on a 4K screen
    qtbot.waitUntil(lambda: window.pos().x() == 1700)
    centre = window.frameGeometry().center()
    window.show_scoreboard()
    scoreboard = window.scoreboard
    qtbot.waitUntil(lambda: (scoreboard.frameGeometry().center() - centre).manhattanLength()
                    <= 2)
    scoreboard.close()
    window.show_rules()
    from coventry_desktop.widgets.rules_dialog import RulesDialog

    rules = window.findChild(RulesDialog)
    assert rules is not None
    qtbot.waitUntil(lambda: (rules.frameGeometry().center() - centre).manhattanLength() <= 2)
    rules.close()
    dialog = NewGameDialog(window)
    dialog.show()
    qtbot.waitUntil(lambda: (dialog.frameGeometry().center() - centre).manhattanLength() <= 2)
    dialog.close()


def test_the_new_game_dialog_shrinks_with_fewer_seats(qtbot: QtBot) -> None:
    from coventry_desktop.widgets.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    spin = dialog._seats
    spin.setValue(6)
    six = dialog.height()
    assert six == dialog.sizeHint().height()
    spin.setValue(3)
    assert dialog.height() == dialog.sizeHint().height()
    assert dialog.height() < six - 40  # three rows fewer
    spin.setValue(6)
    assert dialog.height() == six


def test_the_speaker_icon_is_muted_when_nothing_can_be_heard(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QStyle

    from coventry_desktop.games.coventry.ui.calls_panel import RhymePanel
    from coventry_desktop.models import GameController
    from coventry_desktop.speech import SilentSpeaker
    from coventry_desktop.speech.speakers import FakeSpeaker

    def looks_like(panel: RhymePanel, pixmap: QStyle.StandardPixmap) -> bool:
        icon = panel.style().standardIcon(pixmap)
        return (panel.speak_button.icon().pixmap(16).toImage()
                == icon.pixmap(16).toImage())

    mute, volume = QStyle.StandardPixmap.SP_MediaVolumeMuted, QStyle.StandardPixmap.SP_MediaVolume
    # No speech engine at all: switched on, the button is checked but the icon stays muted.
    silent = RhymePanel(GameController(), speaker=SilentSpeaker(
        "There is no speech engine on this system."))
    qtbot.addWidget(silent)
    silent.speaker.set_enabled(False)
    silent.speak_button.click()
    assert silent.speak_button.isChecked() and silent.speaker.is_enabled()
    assert silent.speak_button.property("sounding") is False and looks_like(silent, mute)
    # With a voice for the calls language, the icon sounds.
    speaking = RhymePanel(GameController(), speaker=FakeSpeaker())
    qtbot.addWidget(speaking)
    speaking.speaker.set_enabled(False)
    speaking.speak_button.click()
    assert speaking.speak_button.property("sounding") is True and looks_like(speaking, volume)
    speaking.speak_button.click()
    assert speaking.speak_button.property("sounding") is False and looks_like(speaking, mute)
