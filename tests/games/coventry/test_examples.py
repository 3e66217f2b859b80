"""The worked examples of shared/RULES.md, from seed 000 §06 and seed 001 §06, as exact tests."""

import pytest

from coventry_desktop.engine import Card, Rank
from coventry_desktop.engine.series import places
from coventry_desktop.games.coventry import (
    CardPlayed,
    DealWon,
    IllegalAction,
    Pass,
    Passed,
    Phase,
    Play,
    QuartetCompleted,
    Reason,
    apply,
    deal_from_hands,
    legal_actions,
    new_deal,
    settle,
)

A, B, C = 0, 1, 2


def play(seat: int, text: str) -> Play:
    return Play(seat, Card.parse(text))


def run(state, actions):
    events = []
    for action in actions:
        transition = apply(state, action)
        state = transition.state
        events.extend(transition.events)
    return state, events


def test_example_1_fourth_queen_gives_a_new_lead():
    state = deal_from_hands(
        [["Q♠", "Q♣", "7♦", "K♠"], ["Q♥", "7♠", "K♥", "K♦"], ["Q♦", "7♥", "7♣", "K♣"]], leader=A
    )
    state, events = run(state, [play(A, "Q♠"), play(B, "Q♥"), play(C, "Q♦"), play(A, "Q♣")])
    assert [e.position for e in events if isinstance(e, CardPlayed)] == [1, 2, 3, 4]
    assert events[-1] == QuartetCompleted(A, Rank.QUEEN)
    assert state.turn == A and state.phase is Phase.LEAD and state.rank is None
    assert [str(p.card) for p in state.completed[0]] == ["Q♠", "Q♥", "Q♦", "Q♣"]
    state, events = run(state, [play(A, "7♦")])
    assert events == [CardPlayed(A, Card.parse("7♦"), 1)]
    assert state.rank is Rank.SEVEN and state.turn == B
    assert [str(c) for c in state.hand(A)] == ["K♠"]


def test_example_2_win_on_the_fourth_card_without_a_new_lead():
    state = deal_from_hands([["Q♠", "Q♣"], ["Q♥", "5♠", "5♥"], ["Q♦", "5♦", "5♣"]], leader=A)
    state, events = run(state, [play(A, "Q♠"), play(B, "Q♥"), play(C, "Q♦"), play(A, "Q♣")])
    assert events[-2:] == [CardPlayed(A, Card.parse("Q♣"), 4), DealWon(A)]
    assert not any(isinstance(e, QuartetCompleted) for e in events)
    assert state.phase is Phase.OVER and state.winner == A
    assert legal_actions(state) == []
    assert settle(state) == (4, -2, -2)


def test_example_3_settlement_three_plus_five_is_eight():
    state = deal_from_hands(
        [["3♦", "3♣"], ["3♠", "3♥", "10♠", "10♥", "J♠"], ["10♦", "10♣", "J♥", "J♦", "J♣"]],
        leader=B,
    )
    actions = [play(B, "3♠"), Pass(C), play(A, "3♦"), play(B, "3♥"), Pass(C), play(A, "3♣")]
    state, events = run(state, actions)
    assert events[-1] == DealWon(A)
    assert Passed(C) in events
    assert settle(state) == (8, -3, -5)
    assert len(state.quartet) == 4 and state.completed == ()


@pytest.mark.parametrize(
    ("players", "sizes"),
    [(3, [17, 18, 17]), (4, [13, 13, 13, 13]), (5, [10, 11, 11, 10, 10]),
     (6, [8, 9, 9, 9, 9, 8])],
)
def test_example_4_deal_sizes_with_dealer_a(players, sizes):
    state = new_deal(players, dealer=A, seed=7)
    assert list(state.hand_sizes) == sizes
    assert state.turn == B == state.leader


def test_example_5_illegal_moves_leave_the_deal_unchanged():
    state = deal_from_hands([["6♠", "9♠"], ["9♥", "9♦", "9♣"], ["6♥", "6♦", "6♣"]], leader=A)
    state = apply(state, play(A, "6♠")).state
    with pytest.raises(IllegalAction) as refused:
        apply(state, play(B, "9♥"))
    assert refused.value.reason is Reason.WRONG_RANK
    state_after_pass = apply(state, Pass(B)).state
    with pytest.raises(IllegalAction) as refused:
        apply(state_after_pass, Pass(C))
    assert refused.value.reason is Reason.MUST_PLAY
    assert state_after_pass.turn == C
    assert [str(c) for c in state_after_pass.hand(C)] == ["6♥", "6♦", "6♣"]


def test_example_6_series_ties_share_a_place():
    assert places([3, 3, -2, -4]) == [1, 1, 3, 4]
    assert places([0, 0, 0]) == [1, 1, 1]
    assert places([-1, 5, -1, -3]) == [2, 1, 2, 4]


def test_one_seat_may_play_all_four_cards_of_a_quartet():
    # EC-9: the leader comes round again and plays every queen itself.
    state = deal_from_hands([["Q♠", "Q♥", "Q♦", "Q♣", "2♠"], ["2♥", "2♦"], ["2♣"]], leader=A)
    actions = [play(A, "Q♠"), Pass(B), Pass(C), play(A, "Q♥"), Pass(B), Pass(C),
               play(A, "Q♦"), Pass(B), Pass(C), play(A, "Q♣")]
    state, events = run(state, actions)
    assert events[-1] == QuartetCompleted(A, Rank.QUEEN)
    assert state.turn == A and state.phase is Phase.LEAD


@pytest.mark.parametrize(
    ("action", "reason"),
    [(Pass(A), Reason.LEADER_CANNOT_PASS), (play(B, "2♥"), Reason.NOT_YOUR_TURN),
     (play(A, "2♥"), Reason.CARD_NOT_IN_HAND), (Play(7, Card.parse("2♥")), Reason.NO_SUCH_SEAT)],
)
def test_each_reason_for_refusing_at_the_lead(action, reason):
    state = deal_from_hands([["Q♠", "Q♥", "Q♦", "Q♣", "2♠"], ["2♥", "2♦"], ["2♣"]], leader=A)
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)
    assert refused.value.reason is reason
    assert refused.value.action == action
    assert isinstance(refused.value, ValueError)


def test_nothing_is_legal_after_the_deal_is_over():
    state = deal_from_hands([["Q♠"], ["Q♥", "Q♦"], ["Q♣"]], leader=A)
    state = apply(state, play(A, "Q♠")).state
    assert state.winner == A
    with pytest.raises(IllegalAction) as refused:
        apply(state, Pass(B))
    assert refused.value.reason is Reason.DEAL_OVER
    assert settle(state) == (3, -2, -1)


def test_settle_refuses_a_deal_in_progress():
    with pytest.raises(ValueError, match="not over"):
        settle(new_deal(4, 0, 1))
