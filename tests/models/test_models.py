"""The list and table models: exact contents, and qtmodeltester on every one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.modeltest import ModelTester

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import Pass, Phase, Play
from coventry_desktop.models import (
    CallsModel,
    GameController,
    HandModel,
    QuartetModel,
    ScoreboardModel,
    SeatsModel,
    default_setup,
    watch_setup,
)
from coventry_desktop.models.tables import (
    CardRole,
    CardsLeftRole,
    DealerRole,
    HumanRole,
    LegalRole,
    PositionRole,
    SeatRole,
    TotalRole,
    TurnRole,
)


def _play_some(controller: GameController, count: int) -> None:
    for _ in range(count):
        if controller.is_over():
            return
        controller.request(controller.legal_actions()[0])


MODELS = [HandModel, SeatsModel, QuartetModel, CallsModel, ScoreboardModel]


@pytest.mark.parametrize("model_class", MODELS, ids=lambda m: m.__name__)
def test_every_model_passes_the_model_tester_while_a_series_is_played(
        qtmodeltester: ModelTester, model_class: type) -> None:
    controller = GameController()
    model = model_class(controller)
    # The tester stays connected: every reset, insert and dataChanged below is checked too.
    qtmodeltester.check(model, force_py=True)
    controller.new_game(default_setup(seed=3))
    _play_some(controller, 30)
    while not controller.is_over():
        controller.request(controller.legal_actions()[0])
    controller.next_deal()
    _play_some(controller, 5)
    if isinstance(model, CallsModel):
        model.set_language("ru", "snip-snap")
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() > 0


def test_hand_model_lists_the_viewers_cards_with_legality() -> None:
    controller = GameController()
    controller.new_game(default_setup(seed=12))
    model = HandModel(controller)
    state = controller.state
    assert state is not None
    hand = state.hand(0)
    assert model.rowCount() == len(hand) == 13
    rows = [model.data(model.index(r), CardRole) for r in range(model.rowCount())]
    assert rows == list(hand)
    assert model.data(model.index(0)) == str(hand[0])
    legal = {a.card for a in controller.legal_actions() if isinstance(a, Play) and a.seat == 0}
    assert [model.data(model.index(r), LegalRole) for r in range(13)] == [
        card in legal for card in hand]
    assert model.rowCount(model.index(0)) == 0  # a list: no children


def test_seats_model_reports_names_counts_turn_and_dealer() -> None:
    controller = GameController()
    controller.new_game(watch_setup(5, seed=4))
    model = SeatsModel(controller)
    state = controller.state
    assert state is not None
    assert [model.data(model.index(r)) for r in range(5)] == ["Ada", "Basil", "Clara",
                                                              "Dmitri", "Elodie"]
    assert [model.data(model.index(r), CardsLeftRole) for r in range(5)] == list(
        state.hand_sizes)
    assert sorted(state.hand_sizes) == [10, 10, 10, 11, 11]
    assert [model.data(model.index(r), TurnRole) for r in range(5)].index(True) == state.turn
    assert [model.data(model.index(r), DealerRole) for r in range(5)].index(True) == state.dealer
    assert not any(model.data(model.index(r), HumanRole) for r in range(5))
    assert [model.data(model.index(r), TotalRole) for r in range(5)] == [0] * 5
    assert model.data(model.index(2), SeatRole) == 2
    assert model.data(model.index(0), Qt.ItemDataRole.ToolTipRole) is not None


def test_quartet_and_calls_models_follow_the_cards_as_they_fall() -> None:
    controller = GameController()
    controller.new_game(watch_setup(4, seed=7, deals=1))
    quartet, calls = QuartetModel(controller), CallsModel(controller)
    calls.set_language("en")
    plays: list[Play] = []
    while True:
        action = controller.legal_actions()[0]
        controller.request(action)
        if isinstance(action, Play):
            plays.append(action)
        state = controller.state
        assert state is not None
        if len(plays) == 2 and state.phase is Phase.FOLLOW:
            break
    assert quartet.rowCount() == len(state.quartet) == 2
    first = state.quartet[0]
    assert quartet.data(quartet.index(0), CardRole) == first.card
    assert quartet.data(quartet.index(0), SeatRole) == first.seat
    assert quartet.data(quartet.index(1), PositionRole) == 2
    assert quartet.data(quartet.index(0)) == f"{controller.names[first.seat]}: {first.card}"
    assert calls.rowCount() == 2
    rank = first.card.rank
    assert calls.data(calls.index(0)) == calls.text(rank, 1)
    calls.set_language("fr", "snip-snap")
    assert calls.data(calls.index(1)) == "Snip !"
    calls.set_language("ru", "rhymes")
    assert calls.data(calls.index(1), PositionRole) == 2
    assert calls.data(calls.index(1), CardRole) == plays[1].card


def test_calls_model_says_the_seed_rhymes_for_a_queen() -> None:
    controller = GameController()
    calls = CallsModel(controller)
    queen = Card.parse("Q♠").rank
    calls.set_language("ru", "rhymes")
    assert calls.text(queen, 1) == "Вот дама, хороша собой"
    calls.set_language("en", "rhymes")
    assert calls.text(queen, 4) == "And there's the Earl of Coventry!"


def test_scoreboard_model_has_a_row_per_deal_and_a_total_row() -> None:
    controller = GameController()
    controller.new_game(watch_setup(3, seed=2))
    model = ScoreboardModel(controller)
    assert (model.rowCount(), model.columnCount()) == (7, 3)
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Ada"
    assert model.headerData(0, Qt.Orientation.Vertical) == "Deal 1"
    assert model.headerData(6, Qt.Orientation.Vertical) == "Total"
    for _ in range(2):
        while not controller.is_over():
            controller.request(controller.legal_actions()[0])
        if controller.deal_number < 1:
            controller.next_deal()
    series = controller.series
    assert series is not None and len(series.results) == 2
    for column in range(3):
        for row in range(2):
            value = series.results[row][column]
            assert model.data(model.index(row, column)) == (
                f"{value:+d}".replace("-", "\u2212") if value else "0")
        assert model.data(model.index(2, column)) == ""
        total = series.totals[column]
        assert model.data(model.index(6, column)) == (
            f"{total:+d}".replace("-", "\u2212") if total else "0")
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.data(QModelIndex()) is None


def test_models_refuse_nothing_and_ignore_passes() -> None:
    # A pass changes no card: the quartet model keeps its rows.
    controller = GameController()
    controller.new_game(watch_setup(4, seed=2, deals=1))
    quartet = QuartetModel(controller)
    while True:
        action = controller.legal_actions()[0]
        if isinstance(action, Pass):
            break
        controller.request(action)
    before = quartet.rowCount()
    controller.request(action)
    assert quartet.rowCount() == before > 0
