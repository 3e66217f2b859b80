"""TableFlow without a window: the curtain, forced moves, Enter at the end, Undo, the Hint's
turn (ARCHITECTURE "One table flow"), for every registered game."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.games import GAMES
from coventry_desktop.models.session import GameSession
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.models.table_flow import TableFlow


def _flow(qtbot, info, people: int, bots: int, seed: int = 3) -> TableFlow:
    seats = [SeatSetup(f"P{i}", Occupant.HUMAN) for i in range(people)]
    seats += [SeatSetup(f"B{i}", Occupant.BOT, "easy") for i in range(bots)]
    session = GameSession(info, seats, seed=seed, first_dealer=0, bot_delay_ms=lambda: 0)
    flow = TableFlow(session)
    session.start()
    return flow


def _play_until_a_person_may_act(qtbot, flow: TableFlow) -> bool:
    """Wait for a person's turn (lifting any curtain), False once the deal is over."""
    session = flow.session
    qtbot.waitUntil(lambda: session.deal_over() or flow.curtain_for is not None
                    or bool(flow.actions()), timeout=20_000)
    if flow.curtain_for is not None:
        flow.lift_curtain()
    return not session.deal_over()


def _act(flow: TableFlow, rng: random.Random) -> None:
    action = rng.choice(flow.actions())
    if len(action.cards) > 1:
        flow.select(frozenset(action.cards))
        assert flow.chosen_action() == action and flow.confirm()
    elif action.cards:
        flow.click(action.cards[0])
    else:
        flow.pass_turn()


def _sizes(info) -> tuple[int, int]:
    """Two people and at least one bot, within the game's seat range."""
    return 2, max(1, info.seats.start - 2)


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_the_curtain_never_drops_twice_for_the_same_person(qtbot, info) -> None:
    flow = _flow(qtbot, info, *_sizes(info))
    raised: list[tuple[int, int | None]] = []  # (called, at the screen then)
    up: list[int | None] = [None]

    def changed() -> None:
        if flow.curtain_for is not None and up[0] is None:
            raised.append((flow.curtain_for, flow.at_screen))
        up[0] = flow.curtain_for

    flow.changed.connect(changed)
    rng = random.Random(1)
    turns = 0
    while _play_until_a_person_may_act(qtbot, flow):
        assert flow.actions() and flow.shown_to == flow.session.to_act()
        _act(flow, rng)
        turns += 1
    # Called only when the screen changes hands: never the person already at it, even
    # after the bots played or another person's pass was made for them.
    assert raised and all(called != there for called, there in raised)
    assert turns > len(raised)  # some turns came back to the person at the screen
    flow.session.shutdown()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_behind_the_curtain_nobody_may_act_and_lifting_it_gives_the_person_their_turn(
        qtbot, info) -> None:
    flow = _flow(qtbot, info, *_sizes(info))
    qtbot.waitUntil(lambda: flow.curtain_for is not None, timeout=20_000)
    seat = flow.curtain_for
    assert flow.shown_to is None and flow.actions() == [] and flow.playable() == frozenset()
    assert not flow.may_undo()
    with qtbot.waitSignal(flow.changed):  # the Hint and the bar redraw on it
        flow.lift_curtain()
    assert flow.curtain_for is None and flow.shown_to == seat == flow.at_screen
    assert flow.actions() == flow.session.legal_actions()
    flow.session.shutdown()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_enter_after_the_last_card_shows_the_settlement_before_the_next_deal(
        qtbot, info) -> None:
    flow = _flow(qtbot, info, 1, info.seats.start - 1)
    rng = random.Random(2)
    while _play_until_a_person_may_act(qtbot, flow):
        _act(flow, rng)
    session = flow.session
    assert session.deal_over() and not flow.settlement_seen
    flow.enter()  # the Enter that played the last card, held or pressed once more
    assert session.deal_over() and flow.settlement_seen and session.deal_index == 0
    with qtbot.waitSignal(flow.dealing):
        flow.enter()
    assert not session.deal_over() and not flow.settlement_seen
    session.shutdown()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_undo_is_offered_to_the_person_at_the_screen_only(qtbot, info) -> None:
    flow = _flow(qtbot, info, 1, info.seats.start - 1, seed=4)
    rng = random.Random(3)
    offered = 0
    while _play_until_a_person_may_act(qtbot, flow) and offered < 3:
        session = flow.session
        assert flow.may_undo() == (session.undo_target() is not None)
        offered += flow.may_undo()
        _act(flow, rng)
    assert offered
    flow.session.shutdown()


def test_a_game_without_passes_says_so_and_changes_nothing(qtbot) -> None:
    info = next(i for i in GAMES if not i.passes)
    flow = _flow(qtbot, info, 1, info.seats.start - 1)
    _play_until_a_person_may_act(qtbot, flow)
    state = flow.session.state
    with qtbot.waitSignal(flow.told) as told:
        flow.pass_turn()
    assert told.args == ["There is no passing in this game."]
    assert flow.session.state is state
    flow.session.shutdown()
