"""Input and feel at real animation speed (#12): nothing given while cards move is lost,
cards play on release or by dragging, and the completed quartet is seen."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.ui.words import rank_name
from coventry_desktop.models import GameSetup, default_setup, watch_setup
from coventry_desktop.widgets import speeds
from coventry_desktop.widgets.main_window import MainWindow

from .helpers import click_card, click_point, first_legal_play


@pytest.fixture
def window(main_window: Callable[..., MainWindow]) -> Iterator[MainWindow]:
    before = speeds.factor()
    speeds.set_speed("normal")
    yield main_window()
    speeds.set_speed(before)


def you_lead(seed: int = 8) -> GameSetup:
    # Dealer 3, so seat 0 (the person) leads the first card.
    return GameSetup(default_setup().seats, seed=seed, first_dealer=3)


def history_length(window: MainWindow) -> int:
    state = window.controller.state
    assert state is not None
    return len(state.history)


def test_no_prompt_while_the_deal_flies_face_down(qtbot: QtBot, window: MainWindow) -> None:
    window.start(you_lead())
    table = window.table
    assert table.is_busy() and window.controller.human_to_act() == 0
    # Nothing glows and nothing is asked for until the cards have landed face up.
    state = window.controller.state
    assert state is not None
    assert not any(table.card_item(c).glowing for c in state.hand(0))
    assert not table.play(state.hand(0)[0]) and not table.pass_turn()
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=10000)
    assert table.status_text() == "Your lead: play any card"
    assert history_length(window) == 0


def test_a_click_while_the_last_card_still_flies_is_played_when_it_lands(
        qtbot: QtBot, window: MainWindow) -> None:
    controller, table = window.controller, window.table
    window.start(you_lead())
    for _ in range(60):
        qtbot.waitUntil(lambda: controller.human_to_act() == 0 or controller.is_over(),
                        timeout=20000)
        assert not controller.is_over(), "the deal ended before the turn came back mid-flight"
        state = controller.state
        assert state is not None
        glowing = [c for c in state.hand(0) if table.card_item(c).glowing]
        if table.is_busy() and glowing:
            # The prompt and the glow already show while a card still moves: a click now
            # (well within 100 ms of the prompt) is taken, and played when the cards land.
            wanted = (f"Play a card of rank {rank_name(state.rank)}" if state.rank
                      else "Your lead: play any card")
            assert table.status_text() == wanted
            before = history_length(window)
            click_card(qtbot, window, glowing[0])
            assert table.is_busy() and history_length(window) == before
            assert table.card_item(glowing[0]).selected_
            qtbot.waitUntil(lambda b=before: history_length(window) == b + 1, timeout=5000)
            state = controller.state
            assert state is not None and state.history[before] == Play(0, glowing[0])
            return
        qtbot.waitUntil(lambda: not table.is_busy(), timeout=10000)
        play = first_legal_play(window)
        if play is not None and controller.human_to_act() == 0:
            assert table.play(play.card)
    pytest.fail("the person's turn never came while a card was moving")


def test_enter_while_cards_move_plays_the_chosen_card_when_they_land(
        qtbot: QtBot, window: MainWindow) -> None:
    controller, table = window.controller, window.table
    window.start(you_lead())
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=10000)
    state = controller.state
    assert state is not None
    lead, other = state.hand(0)[0], state.hand(0)[-1]
    assert table.play(lead)
    assert table.is_busy()
    # The person's turn is over: a key for a card now is not kept for later.
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert not table.play(other)
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=5000)
    assert controller.state is not None and controller.state.history == (Play(0, lead),)



def test_the_completed_quartet_is_seen_face_up_with_who_played_it(
        qtbot: QtBot, window: MainWindow) -> None:
    controller, table = window.controller, window.table
    window.start(watch_setup(4, seed=5))
    with qtbot.waitSignal(controller.quartetCompleted, timeout=60000):
        pass
    state = controller.state
    layout = table.layout_now
    assert state is not None and layout is not None
    quartet = state.completed[-1]
    items = [table.card_item(play.card) for play in quartet]
    # The fourth card is on its way; the three already there stay face up for it.
    assert table.is_busy()
    assert all(item.face_up for item in items)
    assert [item.pos() for item in items[:3]] == [layout.quartet_slot(k) for k in (1, 2, 3)]
    with qtbot.waitSignal(table.cardsLanded, timeout=5000):
        pass
    # All four face up in the centre, each named by who played it, before being set aside.
    assert [item.pos() for item in items] == [layout.quartet_slot(k) for k in (1, 2, 3, 4)]
    assert all(item.face_up for item in items)
    assert table.captions() == [controller.names[play.seat] for play in quartet]
    assert table.is_busy() and controller.state is state  # the next lead waits for it
    with qtbot.waitSignal(table.animationFinished, timeout=5000):
        pass
    assert not any(item.face_up for item in items)
    spent = layout.spent_centre
    assert all(abs(item.pos().x() - spent.x()) < 10 and abs(item.pos().y() - spent.y()) < 10
               for item in items)
    assert table.captions() == []


# ----------------------------------------------------------------- play on release, drag
@pytest.fixture
def your_lead(qtbot: QtBot, window: MainWindow) -> MainWindow:
    window.start(you_lead())
    qtbot.waitUntil(lambda: not window.table.is_busy(), timeout=10000)
    assert window.controller.human_to_act() == 0
    return window


def _felt_point(window: MainWindow) -> QPoint:
    """An empty spot of felt: left of the quartet, above the hand."""
    layout = window.table.layout_now
    assert layout is not None
    zone = layout.play_zone()
    return window.table.mapFromScene(QPointF(zone.left() - layout.quartet_width,
                                             zone.center().y()))


def _drag(qtbot: QtBot, window: MainWindow, card: Card, to: QPoint) -> None:
    viewport = window.table.viewport()
    start = click_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):  # through a few points, as a hand moves
        qtbot.mouseMove(viewport, start + (to - start) * (k / 5))
    assert window.table.card_item(card).dragging
    qtbot.mouseMove(viewport, to)


def test_a_card_plays_on_release_over_it_not_on_press(qtbot: QtBot, your_lead: MainWindow
                                                      ) -> None:
    window, table = your_lead, your_lead.table
    state = window.controller.state
    assert state is not None
    card = state.hand(0)[0]
    viewport = table.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=click_point(window, card))
    assert window.controller.state is state  # pressing alone plays nothing
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=_felt_point(window))
    assert window.controller.state is state  # let go elsewhere: taken back
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=click_point(window, card))
    assert window.controller.state is not None
    assert window.controller.state.history == (Play(0, card),)


def test_a_card_dragged_to_the_centre_is_played(qtbot: QtBot, your_lead: MainWindow) -> None:
    window, table = your_lead, your_lead.table
    state = window.controller.state
    layout = table.layout_now
    assert state is not None and layout is not None
    card = state.hand(0)[3]
    centre = table.mapFromScene(layout.play_zone().center())
    _drag(qtbot, window, card, centre)
    item = table.card_item(card)
    assert layout.play_zone().contains(item.pos())  # it follows the mouse
    assert window.controller.state is state
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert window.controller.state is not None
    assert window.controller.state.history == (Play(0, card),)
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=5000)
    assert item.pos() == layout.quartet_slot(1)


@pytest.mark.parametrize("how", ["drop elsewhere", "escape"])
def test_a_dragged_card_goes_back_when_dropped_elsewhere_or_on_escape(
        qtbot: QtBot, your_lead: MainWindow, how: str) -> None:
    window, table = your_lead, your_lead.table
    state = window.controller.state
    assert state is not None
    card = state.hand(0)[2]
    item = table.card_item(card)
    home = item.pos()
    elsewhere = _felt_point(window)
    _drag(qtbot, window, card, elsewhere)
    assert item.pos() != home
    if how == "escape":
        qtbot.keyClick(table, Qt.Key.Key_Escape)
        assert not item.dragging
        qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton,
                           pos=table.mapFromScene(layout_centre(window)))
    else:
        qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=elsewhere)
    assert window.controller.state is state
    qtbot.waitUntil(lambda: not table.is_busy() and item.pos() == home, timeout=5000)
    assert item.zValue() < 200  # back in the hand, under the quartet's cards


def test_cards_that_may_not_be_played_do_not_follow_the_mouse(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start(GameSetup(default_setup().seats, seed=5, first_dealer=0))  # a bot leads
    window.autoplayer.set_paused(True)
    qtbot.waitUntil(lambda: not window.table.is_busy(), timeout=10000)
    state = window.controller.state
    assert state is not None and state.turn == 1
    card = state.hand(0)[0]
    viewport = window.table.viewport()
    start = click_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(0, -120))
    assert not window.table.card_item(card).dragging
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(0, -120))
    assert window.controller.state is state


def layout_centre(window: MainWindow) -> QPointF:
    layout = window.table.layout_now
    assert layout is not None
    return layout.play_zone().center()
