"""The controller: one signal per engine event in order, refusals, records, pass-and-play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import (
    Pass,
    Phase,
    Play,
    Reason,
    apply,
    legal_actions,
    replay_series,
    settle,
)
from coventry_desktop.models import (
    Autoplayer,
    GameController,
    GameSetup,
    Occupant,
    SeatSetup,
    default_setup,
    watch_setup,
)


def _advance_until(controller: GameController, wanted: str) -> Play:
    """Apply first legal actions until the next first legal play would be a 4th card
    (``wanted="fourth"``) or a deal-winning card (``"last"``); return that play."""
    while True:
        state = controller.state
        assert state is not None and state.phase is not Phase.OVER
        action = legal_actions(state)[0]
        if isinstance(action, Play):
            events = apply(state, action).events
            kinds = {type(e).__name__ for e in events}
            if (wanted == "fourth" and "QuartetCompleted" in kinds) or (
                    wanted == "last" and "DealWon" in kinds):
                return action
        assert controller.request(action)


def test_signals_of_a_quartet_come_in_engine_order(qtbot: QtBot) -> None:
    controller = GameController()
    controller.new_game(watch_setup(4, seed=11, deals=1))
    fourth = _advance_until(controller, "fourth")
    played: list[tuple[int, str, int]] = []
    controller.cardPlayed.connect(lambda s, c, p: played.append((s, str(c), p)))
    with qtbot.wait_signals([controller.cardPlayed, controller.quartetCompleted,
                             controller.stateChanged], order="strict", timeout=1000):
        assert controller.request(fourth)
    assert played == [(fourth.seat, str(fourth.card), 4)]
    state = controller.state
    assert state is not None and state.phase is Phase.LEAD and state.turn == fourth.seat


def test_the_winning_card_settles_the_deal_then_the_series(qtbot: QtBot) -> None:
    controller = GameController()
    controller.new_game(watch_setup(3, seed=5, deals=1))
    last = _advance_until(controller, "last")
    settlements: list[tuple[int, ...]] = []
    controller.dealSettled.connect(settlements.append)
    with qtbot.wait_signals([controller.cardPlayed, controller.dealWon, controller.dealSettled,
                             controller.seriesOver, controller.stateChanged],
                            order="strict", timeout=1000):
        assert controller.request(last)
    state = controller.state
    assert state is not None and state.winner == last.seat
    assert settlements == [settle(state)]
    assert sum(settlements[0]) == 0 and settlements[0][last.seat] > 0


def test_a_pass_emits_passed_then_state_changed(qtbot: QtBot) -> None:
    controller = GameController()
    controller.new_game(watch_setup(4, seed=2, deals=1))
    while True:
        state = controller.state
        assert state is not None and state.phase is not Phase.OVER
        action = legal_actions(state)[0]
        if isinstance(action, Pass):
            break
        controller.request(action)
    with qtbot.wait_signals([controller.passed, controller.stateChanged], order="strict",
                            timeout=1000):
        assert controller.request(action)


def test_an_illegal_request_is_refused_with_its_reason_and_changes_nothing(qtbot: QtBot
                                                                           ) -> None:
    controller = GameController()
    controller.new_game(watch_setup(4, seed=3, deals=1))
    before = controller.state
    assert before is not None
    wrong_seat = (before.turn + 1) % 4
    card = before.hand(wrong_seat)[0]
    with qtbot.assertNotEmitted(controller.stateChanged), \
            qtbot.assertNotEmitted(controller.cardPlayed), \
            qtbot.wait_signal(controller.refused, timeout=1000) as refused:
        assert not controller.request(Play(wrong_seat, card))
    assert refused.args == [Play(wrong_seat, card), Reason.NOT_YOUR_TURN]
    with qtbot.wait_signal(controller.refused, timeout=1000) as refused:
        assert not controller.request(Pass(before.turn))
    assert refused.args[1] is Reason.LEADER_CANNOT_PASS
    assert controller.state is before


def test_next_deal_before_the_end_is_an_error() -> None:
    controller = GameController()
    with pytest.raises(ValueError, match="no game"):
        controller.next_deal()
    controller.new_game(watch_setup(4, seed=3))
    with pytest.raises(ValueError, match="not over"):
        controller.next_deal()


def test_the_record_replays_to_the_same_state_across_deals() -> None:
    controller = GameController()
    controller.new_game(watch_setup(5, seed=8))
    for _deal in range(2):
        while not controller.is_over():
            controller.request(controller.legal_actions()[0])
        controller.next_deal()
    for _ in range(7):
        controller.request(controller.legal_actions()[0])
    record = controller.record
    assert record is not None and len(record.actions) == 3
    replayed = replay_series(record)
    assert replayed.deal == controller.state
    assert controller.series is not None
    assert replayed.series.results == controller.series.results
    assert len(controller.series.results) == 2

    restored = GameController()
    assert controller.setup is not None
    restored.restore(controller.setup, record)
    assert restored.state == controller.state and restored.deal_number == 2


def test_first_dealer_is_drawn_by_lot_from_the_seed() -> None:
    dealers = {GameSetup(watch_setup(4).seats, seed=seed).dealer_by_lot() for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    setup = GameSetup(watch_setup(4).seats, seed=1, first_dealer=2)
    controller = GameController()
    controller.new_game(setup)
    assert controller.state is not None and controller.state.dealer == 2


def test_setup_rejects_bad_tables() -> None:
    with pytest.raises(ValueError, match="3 to 6"):
        GameSetup(watch_setup(3).seats[:2])
    with pytest.raises(ValueError, match="1 or 6"):
        GameSetup(watch_setup(3).seats, deals=3)


def test_one_human_always_sees_their_own_hand() -> None:
    controller = GameController()
    controller.new_game(default_setup(seed=4))
    assert controller.viewer == 0 and controller.curtain_for == -1


def _two_humans(seed: int) -> GameSetup:
    return GameSetup((SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Boris", Occupant.HUMAN),
                      SeatSetup("Clara")), seed=seed, first_dealer=2)


def test_pass_and_play_raises_the_curtain_for_each_other_human(qtbot: QtBot) -> None:
    controller = GameController()
    controller.auto_pass = False
    with qtbot.wait_signal(controller.curtainRequested, timeout=1000) as curtain:
        controller.new_game(_two_humans(seed=6))  # dealer 2: Anna (seat 0) leads
    assert curtain.args == [0]
    assert controller.viewer == -1 and controller.human_to_act() == -1
    assert not controller.reveal(1)  # only the named person may take the screen
    assert controller.reveal(0)
    assert controller.viewer == 0 and controller.human_to_act() == 0
    # Anna plays until the turn reaches Boris, who gets the curtain.
    while controller.state is not None and controller.state.turn == 0:
        controller.request(controller.legal_actions()[0])
    state = controller.state
    assert state is not None
    if state.turn == 1:
        assert controller.curtain_for == 1 and controller.viewer == -1


def test_pass_and_play_hides_every_hand_while_bots_and_auto_passes_act() -> None:
    """QA F10: a person's hand must not stay face up while a bot or an auto-pass acts."""
    controller = GameController()
    setup = GameSetup((SeatSetup("Anna", Occupant.HUMAN), SeatSetup("Boris", Occupant.HUMAN),
                       SeatSetup("Clara"), SeatSetup("Dmitri")), seed=11, first_dealer=3)
    controller.new_game(setup)
    checked = 0
    for _ in range(400):
        state = controller.state
        if state is None or state.phase is Phase.OVER:
            break
        if controller.curtain_for >= 0:
            assert controller.viewer == -1
            controller.reveal(controller.curtain_for)
            continue
        if not controller.is_human(state.turn) or controller.forced_pass():
            assert controller.viewer == -1, f"seat {controller.viewer} shown on {state.turn}'s turn"
            checked += 1
        else:
            assert controller.viewer == state.turn
        assert controller.request(controller.legal_actions()[0])
    assert checked > 10


def test_autoplayer_plays_a_whole_all_bot_deal(qtbot: QtBot) -> None:
    controller = GameController()
    autoplayer = Autoplayer(controller)
    thinking: list[int] = []
    autoplayer.thinking.connect(thinking.append)
    with qtbot.wait_signal(controller.dealSettled, timeout=20000) as settled:
        controller.new_game(watch_setup(4, seed=21, deals=1))
    state = controller.state
    assert state is not None and state.phase is Phase.OVER
    assert settled.args == [settle(state)]
    assert len(thinking) == len(state.history)  # every action was a bot's, announced
    autoplayer.shutdown()


def test_autoplayer_passes_for_a_human_with_no_match_and_waits_for_their_plays(
        qtbot: QtBot) -> None:
    controller = GameController()
    autoplayer = Autoplayer(controller)
    controller.new_game(default_setup(seed=9))
    # The bots play until the human must decide; a human never gets a bot's move.
    qtbot.waitUntil(lambda: controller.human_to_act() == 0 or controller.is_over(),
                    timeout=10000)
    state = controller.state
    assert state is not None
    if not controller.is_over():
        assert not controller.forced_pass()
        assert all(isinstance(a, Play) for a in controller.legal_actions())
    # Nobody clicked, so seat 0 never played a card: its only actions were automatic passes.
    assert not any(isinstance(a, Play) and a.seat == 0 for a in state.history)
    autoplayer.shutdown()


def test_pause_holds_the_bots(qtbot: QtBot) -> None:
    controller = GameController()
    autoplayer = Autoplayer(controller)
    autoplayer.set_paused(True)
    thought: list[int] = []
    autoplayer.thinking.connect(thought.append)
    controller.new_game(watch_setup(4, seed=2, deals=1))
    # Every zero-delay timer the new game started has had its turn; none made a bot think.
    for _ in range(20):
        QCoreApplication.processEvents()
    assert not thought
    assert controller.state is not None and controller.state.history == ()
    autoplayer.set_paused(False)
    qtbot.waitUntil(lambda: controller.state is not None and len(controller.state.history) > 3,
                    timeout=5000)
    autoplayer.shutdown()


def test_undo_takes_back_my_card_and_everything_after_it(qtbot: QtBot) -> None:
    controller = GameController()
    autoplayer = Autoplayer(controller)
    controller.new_game(default_setup(seed=9))
    qtbot.waitUntil(lambda: controller.human_to_act() == 0 or controller.is_over(),
                    timeout=10000)
    assert controller.undo_target() is None  # no card of mine yet
    before = controller.state
    kept = len(controller.record.actions[-1])  # type: ignore[union-attr]
    mine = next(a for a in controller.legal_actions() if isinstance(a, Play))
    assert controller.request(mine)
    qtbot.waitUntil(lambda: controller.human_to_act() == 0 or controller.is_over(),
                    timeout=10000)
    if controller.is_over():
        pytest.skip("the deal ended")
    assert controller.undo_target() == kept
    assert controller.undo()
    assert controller.state == before and controller.undone == {0}
    assert len(controller.record.actions[-1]) == kept  # type: ignore[union-attr]
    autoplayer.shutdown()


def test_undo_in_pass_and_play_never_takes_back_another_persons_card() -> None:
    controller = GameController()
    controller.new_game(_two_humans(4))
    for _ in range(200):
        state = controller.state
        assert state is not None
        action = legal_actions(state)[0]
        assert controller.request(action)
        turn = controller.state.turn  # type: ignore[union-attr]
        if isinstance(action, Play) and action.seat != turn and controller.is_human(turn):
            break
    # The last card was another person's: the one to act now may not take it back.
    target = controller.undo_target()
    actions = controller.record.actions[-1]  # type: ignore[union-attr]
    assert target is None or all(not (isinstance(a, Play) and controller.is_human(a.seat)
                                      and a.seat != turn) for a in actions[target:])
