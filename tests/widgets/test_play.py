"""Whole deals through the GUI: one by mouse, one by keyboard only; the settlement after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import Pass, Phase, Play, settle
from coventry_desktop.models import GameSetup, default_setup
from coventry_desktop.widgets.main_window import MainWindow

from .helpers import click_card, click_point, first_legal_play, wait_for_person


@pytest.fixture
def window(qtbot: QtBot, instant: None) -> Iterator[MainWindow]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def test_a_whole_deal_by_mouse_clicks(qtbot: QtBot, window: MainWindow) -> None:
    window.start(default_setup(seed=1))
    clicks = 0
    while wait_for_person(qtbot, window):
        play = first_legal_play(window)
        assert play is not None and play.seat == 0  # auto-pass handles the rest
        before = len(window.controller.state.history)  # type: ignore[union-attr]
        click_card(qtbot, window, play.card)
        clicks += 1
        state = window.controller.state
        assert state is not None and len(state.history) == before + 1
        assert state.history[-1] == play
    state = window.controller.state
    assert state is not None and state.phase is Phase.OVER and clicks > 0
    qtbot.waitUntil(window.settlement.isVisible, timeout=5000)
    rows = [row for row in window.settlement.rows() if any(row)]
    result = settle(state)
    assert rows[0][:3] == ["Seat", "Cards left", "Points"]
    assert [row[0] for row in rows[1:]] == list(window.controller.names)
    assert [int(row[1]) for row in rows[1:]] == list(state.hand_sizes)
    assert [int(row[2].replace("−", "-")) for row in rows[1:]] == list(result)
    assert window.settlement.next_button.isVisible()  # a 6-deal series goes on
    qtbot.mouseClick(window.settlement.next_button, Qt.MouseButton.LeftButton)
    assert window.controller.deal_number == 1 and not window.settlement.isVisible()


def test_a_whole_deal_by_keyboard_only(qtbot: QtBot, window: MainWindow) -> None:
    window.auto_pass_action.trigger()  # off: the person passes with P
    assert not window.controller.auto_pass
    window.start(default_setup(seed=2))
    passes = plays = 0
    while wait_for_person(qtbot, window):
        window.table.setFocus()
        legal = window.controller.legal_actions()
        if legal == [Pass(0)]:
            qtbot.keyClick(window.table, Qt.Key.Key_P)
            passes += 1
            continue
        # Right until the selection is the last legal card, then Enter plays it.
        target = [a.card for a in legal if isinstance(a, Play)][-1]
        for _ in range(len(legal) + 1):
            if window.table.selected_card == target:
                break
            qtbot.keyClick(window.table, Qt.Key.Key_Right)
        assert window.table.selected_card == target
        assert window.table.card_item(target).selected_
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        plays += 1
        state = window.controller.state
        assert state is not None and state.history[-1] == Play(0, target)
    assert plays > 0 and passes > 0
    state = window.controller.state
    assert state is not None and state.phase is Phase.OVER
    mine = [a for a in state.history if a.seat == 0]
    assert len(mine) == plays + passes  # every action of seat 0 came from a key
    qtbot.waitUntil(window.settlement.isVisible, timeout=5000)
    qtbot.keyClick(window.settlement.next_button, Qt.Key.Key_Return)
    assert window.controller.deal_number == 1 and not window.settlement.isVisible()


def test_keys_on_someone_elses_turn_change_nothing(qtbot: QtBot, window: MainWindow) -> None:
    # Dealer 0, so seat 1 (a bot) leads; paused, so it stays the bot's turn.
    window.start(GameSetup(default_setup().seats, seed=5, first_dealer=0))
    window.autoplayer.set_paused(True)
    state = window.controller.state
    assert state is not None and state.turn == 1
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_P):
        qtbot.keyClick(window.table, key)
    card = state.hand(0)[0]
    assert not window.table.play(card)
    assert window.controller.state is state


def test_series_in_watch_mode_ends_with_standings_and_play_again(qtbot: QtBot,
                                                                 window: MainWindow) -> None:
    from coventry_desktop.models import watch_setup

    window.start(watch_setup(3, seed=4))
    assert window.watching
    series_over: list[object] = []
    window.controller.seriesOver.connect(series_over.append)
    qtbot.waitUntil(lambda: bool(series_over) and window.settlement.isVisible(), timeout=60000)
    series = window.controller.series
    assert series is not None and series.is_over and len(series.results) == 6
    assert window.settlement.title() == "Series over — final standings"
    rows = [row for row in window.settlement.rows() if any(row)]
    assert rows[0] == ["Seat", "Cards left", "Points", "Total", "Place"]
    # Standings: best first, each seat with its total and shared place.
    names = window.controller.names
    order = sorted(range(3), key=lambda seat: (series.places[seat], seat))
    assert [r[0] for r in rows[1:]] == [names[seat] for seat in order]
    assert [int(r[3].replace("−", "-")) for r in rows[1:]] == [series.totals[s] for s in order]
    assert [int(r[4]) for r in rows[1:]] == [series.places[s] for s in order]
    assert [int(r[4]) for r in rows[1:]] == sorted(series.places)
    assert window.settlement.again_button.isVisible()
    assert not window.settlement.next_button.isVisible()
    assert window.scoreboard.model.rowCount() == 7
    qtbot.mouseClick(window.settlement.again_button, Qt.MouseButton.LeftButton)
    assert window.controller.series is not None
    assert window.controller.series.results == ()


def test_every_pass_shows_at_its_seat(qtbot: QtBot, window: MainWindow) -> None:
    shown: list[tuple[int, bool, str]] = []
    window.controller.passed.connect(
        lambda seat: shown.append((seat, window.table.pass_shown(seat),
                                   window.table.status_text())))
    window.start(default_setup(seed=6))
    while wait_for_person(qtbot, window):
        play = first_legal_play(window)
        assert play is not None
        window.table.play(play.card)
    state = window.controller.state
    assert state is not None
    passes = [a.seat for a in state.history if isinstance(a, Pass)]
    assert passes and [seat for seat, _, _ in shown] == passes
    assert all(visible for _, visible, _ in shown)
    assert 0 in passes  # the automatic pass of the person showed too


def test_double_click_setting(qtbot: QtBot, window: MainWindow) -> None:
    window.double_click_action.trigger()
    assert window.table.double_click_plays
    window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3))  # you lead
    wait_for_person(qtbot, window)
    card = window.controller.state.hand(0)[0]  # type: ignore[union-attr]
    point = click_point(window, card)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.controller.state.history == ()  # type: ignore[union-attr]
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.controller.state.history[0] == Play(0, card)  # type: ignore[union-attr]


def test_at_the_end_of_a_deal_every_hand_is_shown_beside_the_settlement(
        qtbot: QtBot, window: MainWindow) -> None:
    from coventry_desktop.widgets.card_strip import CardStrip

    window.start(default_setup(seed=1))
    while wait_for_person(qtbot, window):
        play = first_legal_play(window)
        assert play is not None
        assert window.table.play(play.card)
    qtbot.waitUntil(window.settlement.isVisible, timeout=5000)
    state = window.controller.state
    assert state is not None and state.winner is not None
    # Each row of the settlement shows its seat's cards left, face up; the count is the
    # number of cards shown, and the points follow from it.
    rows = [row for row in window.settlement.rows() if any(row)][1:]
    shown = window.settlement.cards_shown()
    assert shown == [state.hand(seat) for seat in range(state.players)]
    assert [int(row[1]) for row in rows] == [len(cards) for cards in shown]
    assert sum(len(cards) for cards in shown) > 0
    strips = window.settlement.findChildren(CardStrip)
    assert [s.cards for s in strips if s.isVisible()] == shown
    for strip in strips:
        if strip.cards:
            assert strip.width() >= strip.card_width() and strip.accessibleName() == " ".join(
                str(card) for card in strip.cards)
    # The table leaves them to the settlement (it moves the quartet to where they were);
    # the person's own hand, face up, stays at the bottom.
    for seat in range(1, state.players):
        assert not any(window.table.card_item(card).isVisible() for card in state.hand(seat))
    assert all(window.table.card_item(card).face_up for card in state.hand(0))
