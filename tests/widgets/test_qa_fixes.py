"""Regression tests for the QA findings on the table, panel and window (QA F1..F22)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.models import GameSetup, Occupant, SeatSetup, default_setup
from coventry_desktop.widgets import speeds
from coventry_desktop.widgets.dialogs import NewGameDialog
from coventry_desktop.widgets.main_window import MainWindow

from .helpers import wait_for_person


@pytest.fixture
def window(qtbot: QtBot, instant: None) -> Iterator[MainWindow]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.autoplayer.shutdown()
    window.close()


def when_modal(act: Callable[[QWidget], None]) -> list[QWidget]:
    """Run ``act`` on the next modal window as soon as it is open; returns what it saw."""
    seen: list[QWidget] = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(10, look)
            return
        seen.append(modal)
        act(modal)

    QTimer.singleShot(0, look)
    return seen


def press_return(qtbot: QtBot, notes: list[tuple[str, bool]]) -> Callable[[QWidget], None]:
    """Note a question's text and whether No is its default, then press Enter."""

    def act(modal: QWidget) -> None:
        assert isinstance(modal, QMessageBox)
        no = modal.button(QMessageBox.StandardButton.No)
        notes.append((modal.text(), no is not None and modal.defaultButton() is no))
        qtbot.keyClick(modal, Qt.Key.Key_Return)

    return act


def you_lead(seed: int = 8) -> GameSetup:
    # Dealer 3, so seat 0 (the person) leads the first card.
    return GameSetup(default_setup().seats, seed=seed, first_dealer=3)


# ----------------------------------------------------------------- F1, F22: ask first
@pytest.mark.parametrize(("entry", "question"), [
    ("watch", "Your series is not over: watching bots play abandons it, totals and all. "
              "Game → Restore Previous Game brings it back. Watch anyway?"),
    ("play_again", "A deal is in progress. Abandon it and start a new game?"),
])
def test_a_new_game_mid_deal_asks_and_enter_keeps_the_deal(
        qtbot: QtBot, window: MainWindow, entry: str, question: str) -> None:
    window.start(you_lead())
    wait_for_person(qtbot, window)
    card = window.controller.state.hand(0)[0]  # type: ignore[union-attr]
    assert window.table.play(card)
    state, record = window.controller.state, window.controller.record
    notes: list[tuple[str, bool]] = []
    when_modal(press_return(qtbot, notes))  # Enter: the default button
    getattr(window, entry)()
    assert notes == [(question, True)]
    # No: the deal on the table goes on untouched.
    assert window.controller.state is state and window.controller.record == record
    assert not window.watching


def test_yes_abandons_the_deal_for_watch_mode(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead())
    wait_for_person(qtbot, window)
    seen = when_modal(lambda box: box.button(QMessageBox.StandardButton.Yes).click())  # type: ignore[attr-defined]
    window.watch()
    assert len(seen) == 1
    assert window.watching and window.controller.setup is not None
    assert window.controller.setup.humans == ()


def test_no_question_when_nothing_is_lost(qtbot: QtBot, window: MainWindow) -> None:
    asked: list[str] = []
    window.ask_yes_no = lambda _title, text: asked.append(text) or True  # type: ignore[method-assign]
    window.watch()  # nothing on the table yet
    window.play_again()  # bots among themselves: nobody is playing
    assert asked == [] and window.watching
    for deals in (1, 6):
        window.start(GameSetup(default_setup().seats, seed=3, deals=deals))
        while wait_for_person(qtbot, window):  # the person's deal to its end
            play = next(a for a in window.controller.legal_actions() if isinstance(a, Play))
            window.table.play(play.card)
        window.play_again()
    # A single deal settled: nothing to lose. A series between deals keeps its totals
    # only if the person says so.
    assert asked == ["The series is not over. Abandon it and start a new game?"]
    assert not window.watching


# ----------------------------------------------------------------- F14: the dialog
def test_the_new_game_dialog_starts_from_the_players_table_and_the_panels_calls(
        qtbot: QtBot, window: MainWindow) -> None:
    table = GameSetup((SeatSetup("Anna", Occupant.HUMAN), *default_setup().seats[1:]),
                      seed=2, language="en")
    window.start(table)
    window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    window.watch()
    window.panel.language.setCurrentIndex(window.panel.language.findData("fr"))
    window.panel.style_box.setCurrentIndex(window.panel.style_box.findData("snip-snap"))
    offered: list[GameSetup] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        offered.append(dialog.setup(seed=1))
        dialog.reject()

    when_modal(read)
    window.new_game_dialog()
    assert len(offered) == 1
    assert [seat.name for seat in offered[0].seats] == ["Anna", "Ada", "Basil", "Clara"]
    assert offered[0].humans == (0,)
    assert (offered[0].language, offered[0].call_style) == ("fr", "snip-snap")
    assert window.watching  # Cancel changed nothing


def test_names_are_limited_to_24_characters(qtbot: QtBot) -> None:
    dialog = NewGameDialog(human_name="You")
    qtbot.addWidget(dialog)
    dialog.show()
    name = dialog._rows[0][2]
    name.selectAll()
    qtbot.keyClicks(name, "W" * 200)
    assert dialog.setup(seed=1).seats[0].name == "W" * 24


# ----------------------------------------------------------------- F20: keyboard focus
def test_after_the_curtain_the_keyboard_plays_at_once(qtbot: QtBot, window: MainWindow) -> None:
    seats = (SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Boris", Occupant.HUMAN),
             *default_setup().seats[1:3])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start(GameSetup(seats, seed=4, first_dealer=3))
    qtbot.waitUntil(window.curtain.isVisible, timeout=5000)
    assert window.curtain.button.hasFocus()
    qtbot.keyClick(window.curtain.button, Qt.Key.Key_Return)
    assert not window.curtain.isVisible()
    assert window.table.hasFocus()
    wait_for_person(qtbot, window)
    seat = window.controller.human_to_act()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    chosen = window.table.selected_card
    assert chosen is not None
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.controller.state.history[-1] == Play(seat, chosen)  # type: ignore[union-attr]


def test_enter_right_after_a_hint_plays_the_hinted_lead(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead(seed=11))
    wait_for_person(qtbot, window)
    speeds.set_speed("normal")  # the chosen card rises over a real animation
    try:
        card = window.controller.state.hand(0)[-1]  # type: ignore[union-attr]
        window.table.select(card)  # what the Hint does when its answer arrives
        assert window.table.card_item(card).selected_
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert window.controller.state.history == (Play(0, card),)  # type: ignore[union-attr]
    finally:
        speeds.set_speed(0)


# ----------------------------------------------------------------- F16: one message
def test_with_the_automatic_pass_the_status_never_asks_for_p(
        qtbot: QtBot, window: MainWindow) -> None:
    assert window.controller.auto_pass
    said: list[str] = []
    window.controller.stateChanged.connect(lambda: said.append(window.table.status_text()))
    window.start(default_setup(seed=6))
    while wait_for_person(qtbot, window):
        play = next(a for a in window.controller.legal_actions() if isinstance(a, Play))
        window.table.play(play.card)
    assert not [text for text in said if "press P" in text]
    assert [text for text in said if text.endswith("in your hand: you pass")]


# ----------------------------------------------------------------- F4: panel with table
def test_the_panel_calls_a_card_when_the_table_shows_it(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead(seed=12))
    wait_for_person(qtbot, window)
    card = window.controller.state.hand(0)[0]  # type: ignore[union-attr]
    speeds.set_speed("normal")
    try:
        with qtbot.waitSignal(window.table.cardsLanded, timeout=3000):
            assert window.table.play(card)
            # The card is still flying: the panel has not called it yet.
            assert window.table.is_busy()
            assert window.panel.progress() == 0 and window.panel.current_call() == ""
        assert window.panel.progress() == 1
        assert window.panel.current_call() == call_text(card.rank, 1, "en", "rhymes")
    finally:
        speeds.set_speed(0)


# ----------------------------------------------------------------- F19, F18: window size
def test_the_first_window_fits_the_screen_and_has_a_readable_minimum(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    screen = window.screen()
    assert screen is not None
    area = screen.availableGeometry()
    assert window.width() <= area.width() and window.height() <= area.height()
    assert (window.minimumWidth(), window.minimumHeight()) == (
        min(800, area.width()), min(560, area.height()))
    window.autoplayer.shutdown()


# ----------------------------------------------------------------- F17: long names
def test_a_long_name_is_cut_on_the_table_the_panel_and_the_settlement(
        qtbot: QtBot, window: MainWindow) -> None:
    long = "W" * 200
    seats = (SeatSetup(long, Occupant.BOT), *default_setup().seats[1:],
             SeatSetup("You", Occupant.HUMAN))
    window.start(GameSetup(seats, seed=5, first_dealer=4, deals=1))  # the long name leads
    qtbot.waitUntil(lambda: bool(window.controller.state.quartet), timeout=5000)  # type: ignore[union-attr]
    caption = window.table._captions[0]
    assert caption.isVisible() and caption.text.endswith("…") and len(caption.text) < 20
    assert window.panel._who.text().startswith("W") and "…" in window.panel._who.text()
    assert window.panel.width() <= 340 and window.table.width() >= 1280 - 340
    window.autoplayer.set_paused(True)
    while not window.controller.is_over():
        window.controller.request(window.controller.legal_actions()[0])
    qtbot.waitUntil(window.settlement.isVisible, timeout=5000)
    names = [row[0] for row in window.settlement.rows()[1:] if any(row)]
    cut = [name for name in names if name.startswith("W")]
    assert len(cut) == 1 and cut[0].endswith("…") and len(cut[0]) < 40
    assert sorted(set(names) - set(cut)) == ["Ada", "Basil", "Clara", "You"]


# ----------------------------------------------------------------- F5: stale hint
def test_the_hint_goes_once_something_is_played(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead(seed=14))
    wait_for_person(qtbot, window)
    window.hint()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint: play "),
                    timeout=20000)
    card = window.table.selected_card
    assert card is not None
    assert window.statusBar().currentMessage() == f"Hint: play {card} (press Enter)"
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.controller.state.history[0] == Play(0, card)  # type: ignore[union-attr]
    assert window.statusBar().currentMessage() == ""


# ----------------------------------------------------------------- F6: scoreboard
def test_the_scoreboard_has_no_empty_band_and_a_real_minus(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    from coventry_desktop.models import watch_setup

    window.start(watch_setup(4, seed=3, deals=1))
    window.autoplayer.set_paused(True)
    while not window.controller.is_over():
        window.controller.request(window.controller.legal_actions()[0])
    window.show_scoreboard()
    table = window.scoreboard.table
    model = window.scoreboard.model
    texts = [model.data(model.index(0, c)) for c in range(4)]
    assert any(t.startswith("\u2212") for t in texts) and not any("-" in t for t in texts)
    rows = table.verticalHeader()
    assert rows.length() == table.viewport().height()  # the rows fill the table
    window.scoreboard.close()


# ----------------------------------------------------------------- F11: pass-and-play names
def test_several_people_get_player_numbers_instead_of_you(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    dialog = NewGameDialog(human_name="You")
    qtbot.addWidget(dialog)
    dialog._rows[2][1].setCurrentIndex(0)  # seat 3 becomes a person too
    setup = dialog.setup(seed=1)
    assert [s.name for s in setup.seats] == ["Player 1", "Basil", "Basil", "Clara"][:1] + [
        s.name for s in setup.seats[1:]]
    assert setup.seats[0].name == "Player 1" and setup.humans == (0, 2)
    alone = NewGameDialog(human_name="You")
    qtbot.addWidget(alone)
    assert alone.setup(seed=1).seats[0].name == "You"  # one person: "You" reads well
    window.start(GameSetup(setup.seats, seed=4, first_dealer=3))
    qtbot.waitUntil(window.curtain.isVisible, timeout=5000)
    assert window.curtain._label.text() == "Pass to Player 1"
    assert window.curtain._hint.text() == "Everyone else, please look away while Player 1 plays."


# ----------------------------------------------------------------- F12: paused on the table
def test_pause_is_said_on_the_table(qtbot: QtBot, window: MainWindow) -> None:
    from coventry_desktop.models import watch_setup

    window.start(watch_setup(4, seed=2))
    window.pause_action.trigger()
    assert window.autoplayer.paused
    assert window.table.status_text() == "Paused: press Ctrl+Shift+P to go on"
    window.pause_action.trigger()
    assert window.table.status_text().endswith("is thinking…")


# ----------------------------------------------------------------- F13: Escape closes Rules
def test_escape_closes_the_rules(qtbot: QtBot, window: MainWindow) -> None:
    from coventry_desktop.widgets.rules_dialog import RulesDialog

    window.show_rules()
    rules = window.findChild(RulesDialog)
    assert rules is not None and rules.isVisible()
    qtbot.keyClick(rules.browser, Qt.Key.Key_Escape)
    assert not rules.isVisible()


# ----------------------------------------------------------------- F15: spent ranks
def test_spent_ranks_are_abbreviated_by_the_ui_language() -> None:
    from coventry_desktop.engine import Rank
    from coventry_desktop.games.coventry.ui.words import rank_symbol

    assert [rank_symbol(r) for r in (Rank.ACE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)] == [
        "A", "10", "J", "Q", "K"]


# ----------------------------------------------------------------- F3: a steady status bar
def test_a_status_message_does_not_move_the_table(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead())
    wait_for_person(qtbot, window)
    before = window.table.geometry()
    window.statusBar().clearMessage()
    assert window.table.geometry() == before
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # the leader cannot pass: a message
    assert window.statusBar().currentMessage() == "The leader must lead a card and cannot pass."
    assert window.table.geometry() == before


# ----------------------------------------------------------------- F21: even spacing
def test_the_hand_is_spaced_evenly(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead(seed=1))
    wait_for_person(qtbot, window)
    hand = window.controller.state.hand(0)  # type: ignore[union-attr]
    assert len({card.rank for card in hand}) < len(hand)  # some rank is held twice or more
    xs = [window.table.card_item(card).pos().x() for card in hand]
    steps = [round(b - a, 3) for a, b in itertools.pairwise(xs)]
    assert len(set(steps)) == 1 and steps[0] > 0
