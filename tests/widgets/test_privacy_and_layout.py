"""Pass-and-play privacy, input during animations, and the table at 1024x600."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import Play
from coventry_desktop.models import GameSetup, Occupant, SeatSetup, default_setup
from coventry_desktop.widgets import speeds
from coventry_desktop.widgets.cards import CardRenderer
from coventry_desktop.widgets.layout import bounds_of, table_layout
from coventry_desktop.widgets.main_window import MainWindow

from .helpers import click_card, first_legal_play, wait_for_person


@pytest.fixture
def window(main_window: Callable[..., MainWindow]) -> MainWindow:
    return main_window()


def test_no_face_of_another_humans_hand_is_ever_painted(
        qtbot: QtBot, window: MainWindow, instant: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = window.controller
    leaks: list[str] = []
    faces: list[Card] = []
    real_pixmap = CardRenderer.pixmap

    def watched_pixmap(self: CardRenderer, card: Card | None, *args: object) -> object:
        # Every face the table paints passes through here; check it against the hands
        # of the people who are not looking at the screen right now.
        state = controller.state
        # Once someone has gone out, every hand is shown beside the settlement (#12).
        if card is not None and state is not None and state.winner is None:
            faces.append(card)
            for seat in range(state.players):
                if (controller.is_human(seat) and seat != controller.viewer
                        and card in state.hand(seat)):
                    leaks.append(f"{card} of seat {seat} painted while viewer={controller.viewer}")
        return real_pixmap(self, card, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardRenderer, "pixmap", watched_pixmap)
    # Paint the whole window after every signal, including the start of each deal.
    for signal in (controller.dealStarted, controller.stateChanged, controller.viewerChanged,
                   controller.curtainRequested, controller.cardPlayed):
        signal.connect(lambda *_: window.grab())
    seats = (SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Boris", Occupant.BOT),
             SeatSetup("Clara", Occupant.HUMAN), SeatSetup("Dmitri", Occupant.HUMAN))
    window.start(GameSetup(seats, seed=13))
    curtains = 0
    while wait_for_person(qtbot, window):
        if controller.curtain_for >= 0:
            assert window.curtain.isVisible()
            assert controller.viewer == -1
            # Nothing said to the last person stays for the next one to read (play test 2).
            assert window.statusBar().currentMessage() == ""
            window.grab()
            curtains += 1
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            assert not window.curtain.isVisible()
            continue
        play = first_legal_play(window)
        assert play is not None
        window.statusBar().showMessage("meant for the person at the screen now")
        click_card(qtbot, window, play.card)
    assert curtains >= 3
    assert faces, "the test must have painted faces to prove anything"
    assert leaks == []


def test_the_curtain_names_the_next_person_and_hides_the_table(
        qtbot: QtBot, window: MainWindow, instant: None) -> None:
    seats = (SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Boris", Occupant.HUMAN),
             SeatSetup("Clara"))
    window.start(GameSetup(seats, seed=3, first_dealer=2))  # Anna leads
    assert window.curtain.isVisible()
    assert window.curtain.geometry() == window.table.rect()
    assert window.curtain.button.text() == "I am Anna — show my hand"
    assert all(not window.table.card_item(c).face_up for c in window.controller.state.hand(0))  # type: ignore[union-attr]


def test_clicks_during_an_animation_are_ignored(qtbot: QtBot, window: MainWindow) -> None:
    speeds.set_speed("normal")
    try:
        window.start(GameSetup(default_setup().seats, seed=8, first_dealer=3))  # you lead
        qtbot.waitUntil(lambda: not window.table.is_busy() and
                        window.controller.human_to_act() == 0, timeout=10000)
        state = window.controller.state
        assert state is not None
        first, second = state.hand(0)[0], state.hand(0)[-1]
        click_card(qtbot, window, first)
        assert window.table.is_busy()
        moved = window.controller.state
        assert moved is not None and moved.history == (Play(0, first),)
        # The lead went to the centre; a second click while it flies must do nothing.
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.table.mapFromScene(window.table.card_item(second).pos()))
        assert not window.table.play(second)
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert window.controller.state is moved
        qtbot.waitUntil(lambda: not window.table.is_busy(), timeout=5000)
        item = window.table.card_item(first)
        assert item.face_up and item.zValue() >= 200  # it landed in the quartet
    finally:
        speeds.set_speed("normal")


def _six_seats() -> GameSetup:
    names = ["Anna", "Basil", "Clara", "Dmitri", "Elodie", "Felix"]
    return GameSetup(tuple(SeatSetup(n, Occupant.HUMAN if i == 0 else Occupant.BOT)
                           for i, n in enumerate(names)), seed=3)


def test_six_seats_fit_a_1024_by_600_window(qtbot: QtBot, window: MainWindow,
                                            instant: None) -> None:
    window.resize(1024, 600)
    window.start(_six_seats())
    wait_for_person(qtbot, window)
    assert window.size().width() == 1024 and window.size().height() == 600
    view = QRectF(window.table.viewport().rect())
    plates = [window.table.plate(seat).sceneBoundingRect() for seat in range(6)]
    for plate in plates:
        assert view.contains(plate), plate
    for a, b in itertools.combinations(plates, 2):
        assert not a.intersects(b)
    state = window.controller.state
    assert state is not None
    for card in (c for hand in state.hands for c in hand):
        item = window.table.card_item(card)
        assert item.isVisible()
        assert view.adjusted(-1, -1, 1, 1).contains(item.mapRectToScene(item.card_rect()))
    panel = window.panel.geometry()
    assert panel.width() >= 230 and window.rect().contains(panel)
    assert window.panel.isVisible() and window.panel.language.isVisible()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(760, 540), (1000, 700), (1600, 1000), (3600, 2000)])
def test_layout_blocks_never_overlap(players: int, size: tuple[int, int]) -> None:
    layout = table_layout(size[0], size[1], players)
    rects = bounds_of(layout)
    view = QRectF(0, 0, *size)
    for rect in rects:
        assert view.contains(rect), (rect, view)
    # Each seat's plate and fan belong together; everything else must stay apart.
    plates, fans, quartet = rects[:players], rects[players:-1], rects[-1]
    for a, b in itertools.combinations([*plates, quartet], 2):
        assert not a.intersects(b), (a, b)
    for a, b in itertools.combinations([*fans, quartet], 2):
        assert not a.intersects(b), (a, b)


def test_random_clicks_and_keys_never_corrupt_the_game(qtbot: QtBot, window: MainWindow) -> None:
    import random

    from coventry_desktop.games.coventry import replay_series

    rng = random.Random(5)
    speeds.set_speed("fast")
    try:
        window.start(default_setup(seed=31))
        viewport = window.table.viewport()
        keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_P,
                Qt.Key.Key_Space]
        for step in range(150):
            if rng.random() < 0.6:
                point = viewport.rect().center()
                point.setX(rng.randrange(viewport.width()))
                point.setY(rng.randrange(viewport.height()))
                qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
            else:
                qtbot.keyClick(window.table, rng.choice(keys))
            if step == 90:
                window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
                window.play_again()  # a new game in the middle of everything
            for _ in range(rng.choice((0, 1, 10))):  # animations part-way or landed
                QCoreApplication.processEvents()
            if window.settlement.isVisible() and window.settlement.next_button.isVisible():
                window.settlement.next_button.click()
            record = window.controller.record
            assert record is not None
            # Whatever happened, the record replays to exactly the state on the table.
            assert replay_series(record).deal == window.controller.state
    finally:
        speeds.set_speed("normal")
