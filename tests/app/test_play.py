"""Whole deals of Earl of Coventry in the app's window: by mouse, by keyboard, the
settlement and the series after, and nothing a person does at the wrong moment counts.

What the old window's tests/widgets/test_play.py, test_qa_fixes.py and test_privacy_and_
layout.py asked of ``MainWindow``, asked of the generic window the app opens now.
"""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from coventry_desktop.engine.game_records import replay
from coventry_desktop.games import get
from coventry_desktop.games.coventry import Pass, Play, settle
from coventry_desktop.games.coventry.ui.words import rank_name
from coventry_desktop.models.presentation import Centre, format_units
from coventry_desktop.widgets.app_shell import AppMenus

from .helpers import (
    YOU_AND_THREE_BOTS,
    actions,
    activate,
    card_point,
    click_card,
    finish_deal,
    hand,
    log_lines,
    people_and_bots,
    wait_for_person,
)


def test_a_whole_deal_by_mouse_clicks_and_its_settlement(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=1)
    clicks = 0
    while wait_for_person(qtbot, window):
        card = min(window.playable(), key=hand(window).index)
        before = len(actions(window))
        click_card(qtbot, window, card)
        clicks += 1
        assert actions(window)[before] == Play(0, card)
    state = window.session.state
    assert state.winner is not None and clicks > 0
    grid = window.panel.settlement
    assert grid.isVisible() and window.panel.settlement_label.text() == "Deal 1 settled"
    # A header of two words is drawn on two lines.
    headers = [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())]
    assert headers == ["Player", "Cards\nleft", "Units"]
    rows = [[grid.item(r, c).text() for c in range(3)] for r in range(grid.rowCount())]
    assert rows == [[name, str(size), format_units(units)] for name, size, units in
                    zip(("You", "Ada", "Basil", "Clara"), state.hand_sizes, settle(state),
                        strict=True)]
    assert any(row[2].startswith("\u2212") for row in rows)  # a real minus, never "-"
    assert window.status.text() == "The deal is over: Next Deal (Enter) deals the next one."
    # A six-deal series goes on: Next Deal deals the second deal, the settlement goes.
    assert window.next_button.isEnabled() and window.next_button.text() == "&Next Deal"
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.session.deal_index == 1 and not window.session.deal_over()
    assert not grid.isVisible() and window.panel.deal_label.text() == "Deal 2 of 6"


def test_a_whole_deal_and_the_next_with_keys_on_the_focused_widget_only(
        coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=2)
    activate(qtbot, window)

    def press(key: Qt.Key) -> None:  # as a person without a mouse: to whatever has focus
        assert window.focusWidget() is window.table
        qtbot.keyClick(window.focusWidget(), key)

    plays = 0
    while wait_for_person(qtbot, window):
        target = max(window.playable(), key=hand(window).index)  # the last one on the right
        for _ in range(len(window.playable())):
            if window.flow.current == target:
                break
            press(Qt.Key.Key_Right)
        assert window.flow.current == target
        assert window.table.card_items()[target].selected_
        before = len(actions(window))
        press(Qt.Key.Key_Return)
        assert actions(window)[before] == Play(0, target)
        plays += 1
    assert plays > 0 and window.session.state.winner is not None
    mine = [a for a in actions(window) if a.seat == 0]
    passes = [a for a in mine if isinstance(a, Pass)]
    assert len(mine) == plays + len(passes)  # every card of seat 0 came from a key
    press(Qt.Key.Key_Return)  # the first Enter at the end shows the settlement
    assert window.session.deal_index == 0 and window.panel.settlement.isVisible()
    press(Qt.Key.Key_Return)  # the next deals the next deal
    assert window.session.deal_index == 1 and not window.panel.settlement.isVisible()
    assert window.focusWidget() is window.table


def test_keys_and_clicks_on_someone_elses_turn_change_nothing(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=5, first_dealer=0)  # Ada leads
    window.session.set_paused(True)  # before her first card: it stays her turn
    state = window.session.state
    assert window.session.to_act() == 1 and window.flow.current is None
    assert window.playable() == frozenset()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_P):
        qtbot.keyClick(window.table, key)
    click_card(qtbot, window, hand(window)[0])
    assert window.session.state is state and actions(window) == []
    assert window.status.text() == "It is not your turn."


def test_on_your_turn_the_card_normal_would_play_is_chosen_so_enter_plays_it(
        coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=8)
    for _ in range(6):
        assert wait_for_person(qtbot, window)
        playable = window.playable()
        assert window.flow.current in playable and window.flow.current == window.flow.suggested()
        assert window.table.card_items()[window.flow.current].selected_
        chosen, before = window.flow.current, len(actions(window))
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert actions(window)[before] == Play(0, chosen)
        if window.session.to_act() != 0:  # not your turn: nothing is chosen
            assert window.flow.current is None


def test_enter_after_a_hint_plays_the_hinted_card_and_the_hint_goes(coventry_table,
                                                                    qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=14)
    activate(qtbot, window)  # H is a shortcut of the window's Game menu
    assert wait_for_person(qtbot, window)
    with qtbot.waitSignal(window.hint.given, timeout=30_000):
        qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hint.last is not None)
    card = window.hint.last.card
    assert window.flow.current == card and window.table.card_items()[card].selected_
    assert window.status.text() == f"Hint: play {card}."
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert actions(window)[0] == Play(0, card)
    assert window.status.text() == "Ada to play"


def test_the_hand_is_spaced_evenly(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=1)
    assert wait_for_person(qtbot, window)
    cards = hand(window)
    assert len(cards) == 13 and len({card.rank for card in cards}) < 13  # a rank held twice
    xs = [window.table.card_items()[card].pos().x() for card in cards]
    steps = {round(b - a, 3) for a, b in itertools.pairwise(xs)}
    assert len(steps) == 1 and steps.pop() > 0


def test_at_the_end_of_a_deal_every_hand_lies_face_up(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=1)
    finish_deal(window)
    state = window.session.state
    assert state.winner is not None and sum(state.hand_sizes) > 0
    items = window.table.card_items()
    for seat in range(4):
        left = state.hands[seat]
        assert hand(window, seat) == list(left)
        assert all(items[card].face_up and items[card].isVisible() for card in left)
    grid = window.panel.settlement
    assert [int(grid.item(r, 1).text()) for r in range(4)] == list(state.hand_sizes)
    assert window.panel.settlement_notes.text() == (
        f"{window.names()[state.winner]} went out!\n"
        "Each other player pays the winner 1 per card left.")


def test_every_play_and_pass_is_told_in_the_log_and_the_quartets_tab(coventry_table,
                                                                       qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=6)
    while wait_for_person(qtbot, window):
        window.flow.click(min(window.playable()))
    state = window.session.state
    names = window.names()
    passes = [f"{names[a.seat]} passes." if a.seat else "You pass."
              for a in state.history if isinstance(a, Pass)]
    assert "You pass." in passes  # the automatic pass of the person is told too
    lines = log_lines(window)
    assert [line for line in lines if line.endswith((" pass.", " passes."))] == passes
    plays = [line for line in lines if " play" in line and line.endswith("\u201d")]
    assert len(plays) == sum(isinstance(a, Play) for a in state.history)
    assert lines[-6:] == [f"{names[state.winner]} goes out and wins the deal.",
                          "The deal is over.",
                          *(f"{names[s]}: Cards left {state.hand_sizes[s]} → "
                            f"{format_units(settle(state)[s])}" for s in range(4))]
    record = window.panel.record
    assert window.panel.tabs.tabText(window.panel.tabs.indexOf(record)) == "Quartets"
    assert [record.item(row).text() for row in range(record.count())] == [
        f"{number}. {rank_name(q[0].card.rank)}: {names[q[0].seat]} led, "
        f"{names[q[-1].seat]} completed" for number, q in enumerate(state.completed, 1)]


def test_a_series_of_bots_ends_with_the_standings_and_play_again(coventry_table,
                                                                 qtbot) -> None:
    window = coventry_table(people_and_bots(0, 3), seed=4, first_dealer=None)
    session = window.session
    # Only bots: the deals follow each other by themselves, as in Watch Bots Play.
    qtbot.waitUntil(session.series_over, timeout=60_000)
    assert len(session.results) == 6
    assert window.panel.deal_label.text() == "Deal 6 of 6"
    names, totals, places = window.names(), session.totals(), session.places()
    scores = window.panel.scores
    rows = [[scores.item(r, c).text() for c in range(2)] for r in range(3)]
    assert rows == [[f"{places[s]}.\u00a0{names[s]}", format_units(totals[s])] for s in range(3)]
    assert sorted(places)[0] == 1 and sum(totals) == 0
    first = [names[s] for s in range(3) if places[s] == 1]
    winners = (f"{first[0]} wins the series." if len(first) == 1
               else f"{', '.join(first)} share first place.")
    assert window.status.text() == f"{winners} Play Again (Enter) starts a new one."
    assert window.next_button.text() == "&Play Again"
    seed = session.seed
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert session.results == [] and session.deal_index == 0 and session.seed != seed
    assert window.panel.deal_label.text() == "Deal 1 of 6"


def test_the_last_quartet_comes_back_with_its_players_and_call(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=3)
    while not window.session.state.completed:
        assert wait_for_person(qtbot, window)
        window.flow.click(min(window.playable()))
    assert wait_for_person(qtbot, window)
    quartet = window.session.state.completed[-1]
    assert window.review_button.isEnabled() and window.review_button.text() == "&Last Quartet"
    if window.review_button.isChecked():  # just completed, it still lies in the centre
        qtbot.keyClick(window.table, Qt.Key.Key_L)
        assert not window.review_button.isChecked()
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    picture = window.table.picture()
    centre = [(s.card, s.label) for s in picture.spots if isinstance(s.zone, Centre)]
    assert centre == [(p.card, window.names()[p.seat]) for p in quartet]
    assert window.review_button.isChecked()
    assert all(window.table.card_items()[p.card].face_up for p in quartet)
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    assert not window.review_button.isChecked()


def test_a_card_plays_on_release_over_it_not_on_press(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=8)
    assert wait_for_person(qtbot, window)
    card = hand(window)[0]
    state = window.session.state
    viewport = window.table.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=card_point(window, card))
    assert window.session.state is state  # pressing alone plays nothing
    felt = viewport.rect().center()
    felt.setY(viewport.height() // 4)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=felt)
    assert window.session.state is state  # let go elsewhere: taken back
    click_card(qtbot, window, card)
    assert actions(window) == [Play(0, card)]


def test_random_clicks_and_keys_never_corrupt_the_game(coventry_table, qtbot,
                                                       monkeypatch) -> None:
    from coventry_desktop.widgets import speeds

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    window = coventry_table(YOU_AND_THREE_BOTS, seed=31, first_dealer=None)
    menus = window.findChild(AppMenus)
    rng = random.Random(5)
    speeds.set_speed("fast")  # cards really glide; the fixture puts the speed back
    viewport = window.table.viewport()
    keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_P,
            Qt.Key.Key_Space, Qt.Key.Key_L]
    for step in range(150):
        if rng.random() < 0.6:
            point = viewport.rect().center()
            point.setX(rng.randrange(viewport.width()))
            point.setY(rng.randrange(viewport.height()))
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        else:
            qtbot.keyClick(window.table, rng.choice(keys))
        if step == 90:
            assert menus.play_again()  # a new series in the middle of everything
        for _ in range(rng.choice((0, 1, 10))):  # animations part-way or landed
            QCoreApplication.processEvents()
        # Whatever happened, the record replays to exactly the state on the table.
        assert replay(get("coventry"), window.session.record())[-1] == window.session.state
    assert QApplication.activeModalWidget() is None


def test_after_the_curtain_the_keyboard_plays_at_once(coventry_table, qtbot) -> None:
    window = coventry_table(people_and_bots(2, 2), seed=4, first_dealer=1)  # Ada leads
    activate(qtbot, window)
    qtbot.waitUntil(lambda: window.stack.currentIndex() == 1
                    and window.curtain_button.hasFocus(), timeout=20_000)
    seat = window.session.to_act()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.stack.currentIndex() == 0 and window.table.hasFocus()
    assert wait_for_person(qtbot, window)
    before = window.flow.current
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    chosen = window.flow.current
    assert chosen is not None and (chosen != before or len(window.playable()) == 1)
    count = len(actions(window))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert actions(window)[count] == Play(seat, chosen)


def test_the_status_of_a_forced_pass_never_asks_for_p_while_it_passes_by_itself(
        coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=6)
    assert window.flow.auto_pass
    session = window.session
    said: list[str] = []

    def forced() -> None:  # the bar while the pass is about to be made for the person
        if session.to_act() == 0 and session.legal_actions() == [Pass(0)]:
            said.append(window.status.text())

    session.stateChanged.connect(forced)
    while wait_for_person(qtbot, window):
        window.flow.click(min(window.playable()))
    assert len(said) == sum(a == Pass(0) for a in session.state.history) > 0
    assert [text for text in said if "(P)" in text or "press P" in text] == []


def test_a_click_while_a_card_still_glides_is_played_at_once(coventry_table, qtbot) -> None:
    from coventry_desktop.widgets import speeds

    window = coventry_table(YOU_AND_THREE_BOTS, seed=8, first_dealer=0)  # Ada leads
    speeds.set_speed("normal")  # cards really glide; the fixture puts the speed back
    for _ in range(60):
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.playable()),
                        timeout=20_000)
        assert not window.session.deal_over(), "your turn never came while a card moved"
        if window.table.is_animating() and window.session.last_actor != 0:
            # Your turn came while a bot's card still glides: the click is taken now.
            card = min(window.playable(), key=hand(window).index)
            before = len(actions(window))
            click_card(qtbot, window, card)
            assert actions(window)[before] == Play(0, card)
            return
        window.flow.click(min(window.playable()))
    pytest.fail("your turn never came while a card was moving")


def test_after_your_card_enter_and_clicks_while_it_glides_play_nothing_more(
        coventry_table, qtbot) -> None:
    from coventry_desktop.widgets import speeds

    window = coventry_table(YOU_AND_THREE_BOTS, seed=8)
    assert wait_for_person(qtbot, window)
    speeds.set_speed("normal")
    first, second = hand(window)[0], hand(window)[-1]
    click_card(qtbot, window, first)
    assert window.table.is_animating() and actions(window) == [Play(0, first)]
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    click_card(qtbot, window, second)
    assert actions(window) == [Play(0, first)]
    assert window.status.text() == "It is not your turn."
    qtbot.waitUntil(lambda: not window.table.is_animating(), timeout=5000)
    item = window.table.card_items()[first]
    assert item.face_up and item.zValue() >= 200  # it landed in the quartet's first slot


@pytest.mark.parametrize("size", [
    (1280, 800),
    (784, 512)],
    ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_status_message_does_not_move_the_table(coventry_table, qtbot, size) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=8, deals=1, size=size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    assert wait_for_person(qtbot, window)
    before = window.table.geometry()
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # the leader cannot pass: a refusal
    assert window.status.text() == "The leader must lead a card and cannot pass."
    assert window.table.geometry() == before
    finish_deal(window)  # the longest sentence: who won the series, and Play Again
    assert window.status.text().endswith(" Play Again (Enter) starts a new one.")
    QCoreApplication.processEvents()  # the bar's layout settles
    assert window.table.geometry() == before


def test_spent_ranks_are_listed_under_the_centre_abbreviated(coventry_table) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=1)
    finish_deal(window)
    completed = window.session.state.completed
    symbols = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}
    ranks = [symbols.get(q[0].card.rank.value, str(q[0].card.rank.value)) for q in completed]
    assert {"A", "10", "J", "Q", "K"} & set(ranks)
    assert window.table.picture().notes == ("Spent: " + ", ".join(ranks),)
    assert any(c.text() == window.table.picture().notes[0] for c in window.table.captions())


def test_a_card_let_go_in_its_hand_goes_back_and_a_dimmed_one_stays(coventry_table,
                                                                  qtbot) -> None:
    from PySide6.QtCore import QPoint

    window = coventry_table(YOU_AND_THREE_BOTS, seed=5, first_dealer=0)  # Ada leads
    window.session.set_paused(True)
    viewport = window.table.viewport()
    # Not your turn: no card follows the mouse, however far it is pulled.
    card = hand(window)[0]
    item = window.table.card_items()[card]
    home = item.pos()
    start = card_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(0, -120))
    assert not item.dragging and item.pos() == home
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(0, -120))
    assert actions(window) == []
    window.session.set_paused(False)
    assert wait_for_person(qtbot, window)
    # Your turn: a playable card follows the mouse, and let go in its row it goes back.
    card = min(window.playable(), key=hand(window).index)
    item = window.table.card_items()[card]
    home, count = item.pos(), len(actions(window))
    start = card_point(window, card)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, start + QPoint(12 * step, 0))
    assert item.dragging and item.pos() != home
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 0))
    assert len(actions(window)) == count
    qtbot.waitUntil(lambda: not item.dragging and item.pos() == home)
    assert item.zValue() < 200  # back in the hand, under the centre's cards


def test_a_whole_deal_by_keys_with_pass_by_hand(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=2)
    window.findChild(AppMenus).set_auto_pass(False)  # the person passes with P
    passes = plays = 0
    while wait_for_person(qtbot, window):
        count = len(actions(window))
        if window.session.legal_actions() == [Pass(0)]:
            assert window.pass_button.isEnabled() and not window.playable()
            qtbot.keyClick(window.table, Qt.Key.Key_P)
            assert actions(window)[count] == Pass(0)
            passes += 1
            continue
        chosen = window.flow.current
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert actions(window)[count] == Play(0, chosen)
        plays += 1
    assert plays > 0 and passes > 0
    mine = [a for a in actions(window) if a.seat == 0]
    assert len(mine) == plays + passes  # every action of seat 0 came from a key


def test_a_completed_quartet_stays_face_up_until_the_next_card(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=3)
    session = window.session
    # Play until a quartet is completed and the table waits for the person.
    while not (session.state.completed and not session.state.quartet
               and session.to_act() == 0):
        assert wait_for_person(qtbot, window)
        if session.state.completed and not session.state.quartet:
            break
        window.flow.click(min(window.playable()))
    quartet = session.state.completed[-1]
    centre = [s.card for s in window.table.picture().spots
              if isinstance(s.zone, Centre) and not s.outline]
    assert centre == [p.card for p in quartet] and window.review_button.isChecked()
    window.flow.click(min(window.playable()))  # the next card takes the centre
    qtbot.waitUntil(lambda: not window.review_button.isChecked())
