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
    flow = TableFlow(session, info.ui())
    session.start()
    return flow


def _bots_only(info, deals: int) -> TableFlow:
    """Easy bots in every seat, the next deal held back a minute (not started)."""
    seats = [SeatSetup(f"B{i}", Occupant.BOT, "easy") for i in range(info.seats.start)]
    session = GameSession(info, seats, deals=deals, seed=3, first_dealer=0,
                          bot_delay_ms=lambda: 0)
    return TableFlow(session, info.ui(), next_deal_delay_ms=lambda: 60_000)


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
def test_a_series_resumed_on_a_finished_deal_deals_on_at_the_first_enter(qtbot, info) -> None:
    """QA: after a restart on a finished deal, with its settlement on the screen and the
    bar saying that Enter deals on, the first Enter did nothing."""
    flow = _flow(qtbot, info, 1, info.seats.start - 1)
    rng = random.Random(2)
    while _play_until_a_person_may_act(qtbot, flow):
        _act(flow, rng)
    record = flow.session.record()
    flow.session.shutdown()
    again = GameSession(info, flow.session.seats, seed=3, bot_delay_ms=lambda: 0)
    resumed = TableFlow(again, info.ui())
    again.resume(record)
    assert again.deal_over() and resumed.settlement_seen
    with qtbot.waitSignal(resumed.dealing):
        resumed.enter()
    assert not again.deal_over()  # the next deal (a new series after a one-deal one)
    again.shutdown()


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


def _made_for_me(info, session) -> list[bool]:
    """Per action of the deal in play, whether the table made it unasked: the only legal
    action, and a pass or a card straight after the same seat's own action."""
    rules = info.rules
    state = rules.new_deal(seats=len(session.seats), dealer=session.dealer,
                           seed=session.deal_seeds[-1], number=session.deal_index,
                           options=session.options)
    out, previous = [], None
    for action in session.history[-1]:
        only = len(rules.legal_actions(state)) == 1
        out.append(only and (not action.cards or previous == action.seat))
        state, previous = rules.apply(state, action).state, action.seat
    return out


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_undo_after_a_move_made_for_you_takes_back_your_own_before_it(qtbot, info) -> None:
    # A pass made for you (nothing to play) or a card the table plays on from yours
    # (Comet's run, CM-7) would only be made again: Undo goes back to your own action.
    for seed in range(1, 40):
        flow = _flow(qtbot, info, 1, info.seats.start - 1, seed=seed)
        session, rng = flow.session, random.Random(seed)
        while _play_until_a_person_may_act(qtbot, flow):
            actions, made_for = session.history[-1], _made_for_me(info, session)
            mine = [i for i, a in enumerate(actions) if a.seat == 0]
            if mine and made_for[mine[-1]] and any(not made_for[i] for i in mine):
                break
            _act(flow, rng)
        else:
            session.shutdown()
            continue
        choice = max(i for i in mine if not made_for[i])
        assert flow.may_undo() and session.undo_target() == choice
        assert session.undo()
        assert len(session.history[-1]) == choice and session.to_act() == 0
        assert flow.actions() == session.legal_actions()
        session.shutdown()
        return
    assert not info.passes, f"{info.id}: no deal made a move for the person"


def _coventry_counts(state) -> tuple[int, int]:
    """(cards in seat 0's hand, spent cards: the quartets done and the one in play)."""
    return state.masks[0].bit_count(), 4 * len(state.completed) + len(state.quartet)


def test_undo_takes_back_the_only_card_you_had_to_play_and_no_more(qtbot) -> None:
    # QA shot-130/118: holding one card of the called rank, the table waits for you to
    # play it; Undo took back nothing (disabled) or your play before it too (hand 5 → 7,
    # spent 28 → 12). It takes back that card and the bots' cards after it, no more.
    info = next(i for i in GAMES if i.id == "coventry")
    rules = info.rules
    for seed in range(1, 60):
        flow = _flow(qtbot, info, 1, 3, seed=seed)
        session, rng = flow.session, random.Random(seed)
        while _play_until_a_person_may_act(qtbot, flow):
            legal = session.legal_actions()
            if len(legal) == 1 and legal[0].cards and session.last_actor != 0:
                break
            _act(flow, rng)
        else:
            session.shutdown()
            continue
        before, kept = session.state, len(session.history[-1])
        hand, spent = _coventry_counts(before)
        mine = sum(a.seat == 0 for a in session.history[-1])
        assert flow.current == legal[0].cards[0]  # the suggested card: Enter plays it
        flow.enter()
        if not _play_until_a_person_may_act(qtbot, flow):  # my card ended the deal
            session.shutdown()
            continue
        after = _coventry_counts(session.state)
        assert after[0] < hand and after[1] > spent
        assert flow.may_undo() and session.undo_target() == kept
        assert session.undo()
        assert session.state == before and _coventry_counts(session.state) == (hand, spent)
        assert len(session.history[-1]) == kept
        assert sum(a.seat == 0 for a in session.history[-1]) == mine
        assert rules.legal_actions(session.state) == legal and flow.actions() == legal
        session.shutdown()
        return
    pytest.fail("no deal had the person hold one card of the called rank")


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_new_game_proposes_the_table_in_play(qtbot, info) -> None:
    # Not the dialog's last values: the table played now (its seats, people, bots, series
    # length and options, a preset other than the first where the game has presets).
    from coventry_desktop.engine.game import PER_PLAYER
    from coventry_desktop.models.table_show import TableInPlay

    seats = info.seats.stop - 1
    length = info.series_lengths[-1]
    options = info.presets[-1][1] if info.presets else info.default_options
    table = [SeatSetup(f"P{i}", Occupant.HUMAN) for i in range(2)]
    table += [SeatSetup(f"B{i}", Occupant.BOT, "hard") for i in range(seats - 2)]
    deals = seats if length == PER_PLAYER else length
    session = GameSession(info, table, deals=deals, options=options, seed=2)
    flow = TableFlow(session, info.ui())
    session.start()
    assert flow.table_in_play() == TableInPlay(seats, 2, "hard", length, options)
    session.shutdown()


@pytest.mark.parametrize("info", [i for i in GAMES if i.ui().review_label()],
                         ids=lambda info: info.id)
def test_a_finished_step_lingers_and_a_resume_shows_the_step_in_play(qtbot, info) -> None:
    flow = _flow(qtbot, info, 1, info.seats.start - 1, seed=5)
    session, rng = flow.session, random.Random(5)
    lingered = False
    while _play_until_a_person_may_act(qtbot, flow):
        if flow.reviewing:  # a step just finished: it stays in the centre, face up
            lingered = True
            assert flow.picture().spots == flow.presenter.review(
                session.state, flow.shown_to, flow.names()).spots
            break
        _act(flow, rng)
    assert lingered
    record = session.record()
    session.shutdown()
    again = GameSession(info, session.seats, seed=5)
    resumed = TableFlow(again, info.ui())
    again.resume(record)
    assert again.state == session.state
    assert not resumed.reviewing  # the step in play, not the last finished one
    picture = resumed.picture()
    assert picture.spots == info.ui().picture(again.state, resumed.shown_to,
                                              resumed.names()).spots
    resumed.review(True)  # Last Trick (L) still shows it on request
    assert resumed.reviewing
    again.shutdown()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_the_keyboard_chooses_the_suggested_card_and_enter_plays_it(qtbot, info) -> None:
    flow = _flow(qtbot, info, 1, info.seats.start - 1, seed=6)
    session = flow.session
    for _ in range(4):
        if not _play_until_a_person_may_act(qtbot, flow):
            break
        if any(len(a.cards) > 1 for a in flow.actions()) or not flow.playable():
            _act(flow, random.Random(1))  # a give, or only a pass: nothing to choose
            continue
        assert flow.current in flow.playable()
        assert flow.current == (flow.suggested() or flow.current)
        flow.step(1)
        chosen, before = flow.current, len(session.history[-1])
        flow.enter()
        assert session.history[-1][before].cards == (chosen,)
    session.shutdown()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_in_pass_and_play_every_new_deal_opens_behind_the_curtain(qtbot, info) -> None:
    """Everyone gathers round the settlement: the next deal must not show the new hand of
    whoever was last at the screen; the first person to act is called to it, even when
    that is the same person (a leak the old flow had whenever they led the new deal)."""
    flow = _flow(qtbot, info, info.seats.start, 0, seed=5)
    rng = random.Random(3)
    while _play_until_a_person_may_act(qtbot, flow):
        _act(flow, rng)
    assert flow.at_screen is not None  # someone played the last card
    faces: list[int | None] = []
    flow.changed.connect(lambda: faces.append(flow.shown_to))
    flow.enter()  # the settlement
    with qtbot.waitSignal(flow.curtainCalled, timeout=20_000) as called:
        flow.enter()  # the next deal
    assert not flow.session.deal_over()
    assert called.args == [flow.session.to_act()] == [flow.curtain_for]
    # From the deal on, no hand was face up before the curtain was lifted.
    assert faces and all(seat is None for seat in faces)
    assert flow.at_screen is None and flow.actions() == []
    flow.lift_curtain()
    assert flow.shown_to == called.args[0] and flow.actions() == flow.session.legal_actions()
    flow.session.shutdown()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_next_deal_may_be_used_exactly_when_the_flow_would_deal(qtbot, info) -> None:
    # A person's table: only once the deal is over, and no longer once the next is dealt.
    flow = _flow(qtbot, info, 1, info.seats.start - 1)
    rng = random.Random(5)
    assert not flow.may_deal_next()
    while _play_until_a_person_may_act(qtbot, flow):
        assert not flow.may_deal_next()
        _act(flow, rng)
    assert flow.may_deal_next()
    with qtbot.waitSignal(flow.dealing):
        flow.next_deal()
    assert not flow.session.deal_over() and not flow.may_deal_next()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_watching_next_deal_waits_for_the_flow_that_deals_it(qtbot, info) -> None:
    # Bots only: the flow deals the next deal itself after its pause on the settlement;
    # meanwhile Next Deal is not to be used (a click raced the pause), and does nothing.
    flow = _bots_only(info, deals=2)
    session = flow.session
    states: list[bool] = []
    flow.changed.connect(lambda: states.append(flow.may_deal_next()))
    session.start()
    qtbot.waitUntil(session.deal_over, timeout=20_000)
    assert states and not any(states)
    assert not flow.may_deal_next()
    flow.next_deal()
    assert session.deal_index == 0 and session.deal_over()


def test_undo_never_takes_back_a_give_whose_cards_have_been_received(qtbot) -> None:
    # QA: after the give, seeing the three cards received, Ctrl+Z gave the give back to
    # choose again, knowing what it would bring. Undo now stops at the completed give
    # (HT-5, engine.game.reveals_cards) and takes back the cards played after it.
    info = next(i for i in GAMES if i.id == "hearts")
    rules = info.rules
    flow = _flow(qtbot, info, 1, 3)
    session, rng = flow.session, random.Random(3)
    assert _play_until_a_person_may_act(qtbot, flow)
    give = session.legal_actions()[0]
    assert len(give.cards) == 3  # the first deal gives to the left
    _act(flow, rng)
    assert _play_until_a_person_may_act(qtbot, flow)
    gives = [a for a in session.history[-1] if len(a.cards) == 3]
    assert len(gives) == 4
    assert any(a.seat == 0 for a in gives)  # every seat gave: the cards received are seen
    assert session.undo_target() is None and not flow.may_undo() and not session.undo()
    before, kept = session.state, len(session.history[-1])
    _act(flow, rng)  # a card of the first trick
    if not _play_until_a_person_may_act(qtbot, flow):
        pytest.fail("the deal ended after one card")
    assert session.undo_target() == kept and flow.may_undo() and session.undo()
    assert session.state == before and len(session.history[-1]) == kept
    assert rules.legal_actions(session.state) == flow.actions()
    session.shutdown()


@pytest.mark.parametrize("info", [i for i in GAMES if i.passes], ids=lambda info: info.id)
def test_enter_passes_when_a_pass_is_all_the_person_may_do(qtbot, info) -> None:
    # QA: a lesson's "press Pass" (no auto-pass there): Enter did nothing.
    flow = _flow(qtbot, info, 1, max(1, info.seats.start - 1))
    flow.auto_pass = False
    session, rng = flow.session, random.Random(7)
    while _play_until_a_person_may_act(qtbot, flow):
        if [a.cards for a in flow.actions()] == [()]:
            kept = len(session.history[-1])
            assert flow.current is None
            flow.enter()
            passed = session.history[-1][kept]
            assert passed.seat == 0 and passed.cards == ()
            session.shutdown()
            return
        _act(flow, rng)
    session.shutdown()
    pytest.fail("the person never had only a pass")


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_watching_bots_the_bar_speaks_to_nobody(qtbot, info) -> None:
    # QA: Watch Bots Play's bar said "Play a card of rank Eight" and "No Seven in your
    # hand: pass (P)", the presenter speaking to the bot in seat 0 as "you".
    flow = _bots_only(info, deals=1)
    session = flow.session
    said: list[tuple[int | None, str]] = []
    flow.changed.connect(lambda: said.append(
        (session.to_act(), flow.status(flow.picture()))))
    session.start()
    qtbot.waitUntil(session.deal_over, timeout=20_000)
    during = [(seat, text) for seat, text in said if seat is not None]
    assert during and all(text.startswith(f"B{seat} ") for seat, text in during)
