"""The worked examples of COMET.md, with exact balances, and one test per clause."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games.comet import RULES, CometState, IllegalAction, Pass, Play, Reason
from coventry_desktop.games.comet.events import (
    Announced,
    CardPlayed,
    CometPlayed,
    DeadCardsRevealed,
    DealWon,
    FreeStartGiven,
    FreeStartReason,
    Passed,
    Payment,
    PaymentReason,
    RunStopped,
)
from coventry_desktop.games.comet.state import Phase, deal_from_hands

A, B, C, D = 0, 1, 2, 3


def play(seat: int, text: str) -> Play:
    return Play(seat, Card.parse(text))


def run(state: CometState, *actions: Play | Pass) -> tuple[CometState, list[object]]:
    events: list[object] = []
    for action in actions:
        step = RULES.apply(state, action)
        state, events = step.state, [*events, *step.events]
    return state, events


def refused(state: CometState, action: Play | Pass, reason: Reason) -> None:
    with pytest.raises(IllegalAction) as caught:
        RULES.apply(state, action)
    assert caught.value.reason is reason


def test_example_1_seed_08_the_comet_and_the_diamond_branch() -> None:
    state = deal_from_hands([["9♦", "2♥", "3♥"], ["10♦", "J♦", "4♥"], ["6♣", "7♣", "5♥"]],
                            leader=A, need="6♣", last=C)
    refused(state, play(A, "2♥"), Reason.WRONG_CARD)
    assert RULES.legal_actions(state) == [play(A, "9♦"), Pass(A)]
    state, events = run(state, play(A, "9♦"))
    assert events == [CometPlayed(A), Payment(A, 2, PaymentReason.COMET)]
    assert RULES.points(state) == (3, -3, -3)  # A +4, B -2, C -2 after the ante of 1
    assert state.phase is Phase.BRANCH and state.turn == B
    assert RULES.legal_actions(state) == [play(B, "10♦")]
    state, events = run(state, play(B, "10♦"), play(B, "J♦"))
    assert events[-1] == Announced(B, Card.parse("Q♦"))
    assert state.turn == C and state.phase is Phase.RUN
    # The club branch is closed: 6♣ stays in C's hand and may not be played.
    refused(state, play(C, "6♣"), Reason.WRONG_CARD)
    assert RULES.legal_actions(state) == [Pass(C)]


def test_example_2_a_forced_run() -> None:
    state = deal_from_hands([["3♣", "4♣", "5♣", "7♣", "K♥"], ["6♣", "2♠"],
                             ["9♠", "10♠", "J♠"]], leader=A)
    state, _ = run(state, play(A, "3♣"))
    assert RULES.legal_actions(state) == [play(A, "4♣")]
    refused(state, play(A, "7♣"), Reason.MUST_PLAY_NEEDED)
    state, events = run(state, play(A, "4♣"), play(A, "5♣"))
    assert events[-1] == Announced(A, Card.parse("6♣"))
    refused(state, Pass(B), Reason.CANNOT_PASS)
    state, events = run(state, play(B, "6♣"))
    assert events == [CardPlayed(B, Card.parse("6♣"), False), Announced(B, Card.parse("7♣"))]
    state, _ = run(state, Pass(C))
    assert RULES.legal_actions(state) == [play(A, "7♣")]
    refused(state, Pass(A), Reason.CANNOT_PASS)
    state, _ = run(state, play(A, "7♣"), Pass(B))
    state, events = run(state, Pass(C))
    assert events == [Passed(C), FreeStartGiven(A, FreeStartReason.ROUND)]
    assert state.phase is Phase.FREE and state.turn == A
    assert RULES.points(state) == (-1, -1, -1)


def test_example_3_king() -> None:
    state = deal_from_hands([["J♥", "Q♥", "K♥", "2♠"], ["3♠", "4♠"], ["5♠", "6♠"]],
                            leader=A)
    state, events = run(state, play(A, "J♥"), play(A, "Q♥"), play(A, "K♥"))
    assert events[-2:] == [Payment(A, 1, PaymentReason.KING),
                           FreeStartGiven(A, FreeStartReason.KING)]
    assert state.phase is Phase.FREE and state.turn == A
    assert RULES.points(state) == (1, -2, -2)


def test_example_4_end_settlement_with_four_players() -> None:
    state = deal_from_hands([["2♠"], ["K♣", "K♥", "5♥"], ["9♦", "6♥"], ["7♥", "8♥"]],
                            leader=A, dead=["3♠"])
    state, events = run(state, play(A, "2♠"))
    assert events == [
        CardPlayed(A, Card.parse("2♠"), True), DealWon(A, 4),
        Payment(B, -2, PaymentReason.KING_HELD), Payment(C, -2, PaymentReason.COMET_HELD),
        DeadCardsRevealed((Card.parse("3♠"),)),
    ]
    assert RULES.settlement(state) == (7, -5, -5, 3)
    assert RULES.to_act(state) is None and state.winner == A


def test_example_5_the_comet_is_no_escape_while_you_can_follow() -> None:
    state = deal_from_hands([["6♣", "9♦", "2♥"], ["3♥"], ["4♥"]], leader=A, need="6♣")
    refused(state, play(A, "9♦"), Reason.COMET_NOT_ALLOWED)
    refused(state, play(B, "3♥"), Reason.NOT_YOUR_TURN)
    assert RULES.legal_actions(state) == [play(A, "6♣")]


def test_cm5_hand_sizes_and_dead_cards() -> None:
    for seats, size, dead in ((2, 25, 1), (3, 17, 0), (4, 12, 3), (5, 9, 6), (6, 8, 3)):
        state = RULES.new_deal(seats=seats, dealer=0, seed=seats, number=0)
        assert state.hand_sizes == (size,) * seats
        assert state.dead.bit_count() == dead
        assert RULES.points(state) == (-1,) * seats and state.bank == seats  # CM-4


def test_cm6_the_dealers_left_starts() -> None:
    state = RULES.new_deal(seats=4, dealer=3, seed=1, number=0)
    assert RULES.to_act(state) == 0 and state.phase is Phase.FREE


def test_cm15_an_ace_start_pays_but_an_ace_never_follows() -> None:
    state = deal_from_hands([["A♠", "2♠", "5♥"], ["3♠", "4♠"], ["6♠", "7♠"]], leader=A)
    state, events = run(state, play(A, "A♠"))
    assert events[1] == Payment(A, 1, PaymentReason.ACE)
    assert RULES.points(state) == (1, -2, -2)
    assert RULES.legal_actions(state) == [play(A, "2♠")]


def test_cm14_nine_of_diamonds_on_a_free_start_pays_two_and_needs_ten() -> None:
    state = deal_from_hands([["9♦", "3♥"], ["10♦", "4♥"], ["5♥", "6♥"]], leader=A)
    state, events = run(state, play(A, "9♦"))
    assert events == [CardPlayed(A, Card.parse("9♦"), True),
                      Payment(A, 2, PaymentReason.COMET), Announced(A, Card.parse("10♦"))]
    assert RULES.points(state) == (3, -3, -3)
    assert RULES.legal_actions(state) == [play(B, "10♦")]


def test_cm13_the_diamond_run_stops_at_seven_and_the_comet_may_follow() -> None:
    state = deal_from_hands([["7♦", "3♥"], ["9♦", "4♥"], ["5♥", "6♥"]], leader=A, need="7♦",
                            last=C)
    state, events = run(state, play(A, "7♦"))
    assert events[-1] == RunStopped(A, Card.parse("7♦"))
    assert RULES.legal_actions(state) == [play(B, "9♦"), Pass(B)]
    state, _ = run(state, play(B, "9♦"))
    assert state.phase is Phase.BRANCH and RULES.legal_actions(state) == [Pass(C)]


def test_cm12_after_a_comet_nobody_continues_so_its_player_starts() -> None:
    state = deal_from_hands([["9♦", "2♥"], ["3♥", "4♥"], ["5♥", "6♥"]], leader=A,
                            need="6♣", dead=["6♣", "10♦"])
    state, events = run(state, play(A, "9♦"), Pass(B), Pass(C))
    assert events[-1] == FreeStartGiven(A, FreeStartReason.COMET_ROUND)
    assert state.phase is Phase.FREE and state.turn == A


def test_cm11_holding_both_branches_either_may_be_played() -> None:
    state = deal_from_hands([["9♦", "2♥"], ["6♣", "10♦", "4♥"], ["5♥", "7♥"]], leader=A,
                            need="6♣")
    state, _ = run(state, play(A, "9♦"))
    assert RULES.legal_actions(state) == [play(B, "6♣"), play(B, "10♦")]
    after, _ = run(state, play(B, "6♣"))
    assert after.need == Card.parse("7♣").index and after.branch == -1
    refused(state, Pass(B), Reason.CANNOT_PASS)


def test_cm9_with_two_players_one_pass_is_a_full_round() -> None:
    state = deal_from_hands([["5♥", "2♠"], ["9♠", "3♠"]], leader=A)
    state, events = run(state, play(A, "5♥"), Pass(B))
    assert events[-1] == FreeStartGiven(A, FreeStartReason.ROUND)


def test_cm16_a_king_as_the_last_card_is_paid_then_the_bank() -> None:
    state = deal_from_hands([["K♥"], ["9♦", "K♣"], ["5♥", "6♥"]], leader=A, need="K♥")
    state, events = run(state, play(A, "K♥"))
    assert events[:3] == [CardPlayed(A, Card.parse("K♥"), False),
                          Payment(A, 1, PaymentReason.KING), DealWon(A, 3)]
    # A: -1 +2 +3 +2 (Comet held) +1 (King held) = 7; B: -1 -1 -4 -2 = -8; C: -1 -1 +2 +1.
    assert RULES.settlement(state) == (7, -8, 1)


def test_cm16_the_comet_as_the_last_card_wins() -> None:
    state = deal_from_hands([["9♦"], ["3♥"], ["5♥"]], leader=A, need="6♣", dead=["6♣"])
    state, events = run(state, play(A, "9♦"))
    assert events == [CometPlayed(A), Payment(A, 2, PaymentReason.COMET), DealWon(A, 3),
                      DeadCardsRevealed((Card.parse("6♣"),))]
    assert RULES.settlement(state) == (6, -3, -3)


def test_other_refusals() -> None:
    state = deal_from_hands([["5♥", "2♠"], ["9♠", "3♠"]], leader=A)
    refused(state, Pass(A), Reason.MUST_START)
    refused(state, play(A, "9♠"), Reason.CARD_NOT_IN_HAND)
    refused(state, Play(5, Card.parse("9♠")), Reason.NO_SUCH_SEAT)
    over, _ = run(deal_from_hands([["5♥"], ["9♠"]], leader=A), play(A, "5♥"))
    refused(over, play(B, "9♠"), Reason.DEAL_OVER)
    with pytest.raises(ValueError, match="not over"):
        RULES.settlement(state)


def test_actions_to_and_from_json() -> None:
    assert RULES.action_to_json(play(2, "9♦")) == ["play", 2, "9♦"]
    assert RULES.action_to_json(Pass(1)) == ["pass", 1]
    assert RULES.action_from_json(["play", 2, "9D"]) == play(2, "9♦")
    assert RULES.action_from_json(["pass", 1]) == Pass(1)
    for junk in (None, [], ["pass"], ["play", 1], ["pass", True], ["pass", 1, "x"],
                 ["play", 1, "8♦"], ["play", 1, "Z♦"], ["play", -1, "9♦"], ["draw", 1],
                 ["play", 1, 9]):
        with pytest.raises(ValueError):
            RULES.action_from_json(junk)


def test_decision_a_run_whose_successor_was_played_stops_without_an_announcement() -> None:
    state = deal_from_hands([["3♣", "9♠"], ["5♥", "9♦"], ["6♥", "7♥"]], leader=A,
                            played=["4♣"])
    state, events = run(state, play(A, "3♣"))
    assert events[-1] == RunStopped(A, Card.parse("3♣"))
    assert RULES.legal_actions(state) == [play(B, "9♦"), Pass(B)]
    state, events = run(state, Pass(B), Pass(C))
    assert events[-1] == FreeStartGiven(A, FreeStartReason.ROUND)


def test_decision_the_comets_player_holding_ten_of_diamonds_waits_for_the_round() -> None:
    state = deal_from_hands([["9♦", "10♦", "2♥"], ["3♥"], ["4♥"]], leader=A, need="6♣")
    state, _ = run(state, play(A, "9♦"))
    assert state.turn == B and RULES.legal_actions(state) == [Pass(B)]
    state, events = run(state, Pass(B), Pass(C))
    assert events[-1] == FreeStartGiven(A, FreeStartReason.COMET_ROUND)
    state, events = run(state, play(A, "10♦"))
    assert events == [CardPlayed(A, Card.parse("10♦"), True), Announced(A, Card.parse("J♦"))]


def test_a_leader_continuing_its_own_run_has_no_passes_behind_it() -> None:
    state = deal_from_hands([["3♣", "4♣", "9♠"], ["5♥"], ["6♥"]], leader=A, need="3♣",
                            last=A)
    assert state.passes == 0
    state, events = run(state, play(A, "3♣"), play(A, "4♣"))
    assert events[-1] == Announced(A, Card.parse("5♣"))
