"""The worked examples of shared/HEARTS.md and one test per clause, with exact values."""

from __future__ import annotations

from fractions import Fraction

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games.hearts import (
    CLASSIC,
    RULES,
    STANDARD,
    Give,
    IllegalAction,
    Phase,
    Play,
    Reason,
    deal_from_hands,
)
from coventry_desktop.games.hearts.events import (
    CardsGiven,
    DealScored,
    GiveCompleted,
    KittyRevealed,
    MoonShot,
    TrickWon,
)
from coventry_desktop.games.hearts.options import GiveDirection, give_offset
from coventry_desktop.games.hearts.settlement import against_average

C = Card.parse


def play(state, *moves):
    """Apply ``"seat card"`` moves in turn; return the last transition."""
    step = None
    for move in moves:
        seat, card = move.split()
        step = RULES.apply(state, Play(int(seat), C(card)))
        state = step.state
    return step


def refusal(state, action) -> Reason:
    with pytest.raises(IllegalAction) as caught:
        RULES.apply(state, action)
    return caught.value.reason


def test_example_1_seed_settlement() -> None:
    # Seed «Подсчёт очков»: 156 points, average 39.
    assert against_average([42, 71, 19, 24]) == (-3, -32, 20, 15)


def test_settlement_fractions_are_exact() -> None:
    units = against_average([26, 0, 0])
    assert units == (Fraction(-52, 3), Fraction(26, 3), Fraction(26, 3))
    assert sum(units) == 0


@pytest.mark.parametrize(("seats", "size", "kitty", "give"), [
    (3, 17, 1, 3), (4, 13, 0, 3), (5, 10, 2, 3), (6, 8, 4, 2), (7, 7, 3, 2)])
def test_example_2_deal_sizes(seats: int, size: int, kitty: int, give: int) -> None:
    state = RULES.new_deal(seats=seats, dealer=0, seed=1, number=0, options=CLASSIC)
    assert [m.bit_count() for m in state.hands] == [size] * seats
    assert state.kitty.bit_count() == kitty
    assert {len(a.cards) for a in RULES.legal_actions(state)} == {give}


def test_deal_one_at_a_time_from_the_dealers_left() -> None:
    from coventry_desktop.engine.shuffle import shuffled_order

    state = RULES.new_deal(seats=5, dealer=3, seed=9, number=0, options=CLASSIC)
    order = shuffled_order(9)
    assert state.hands[4] >> order[0] & 1 and state.hands[0] >> order[1] & 1
    assert state.kitty == (1 << order[50]) | (1 << order[51])


def _queen_table(options=CLASSIC):
    # A leads 5♦; B holds Q♠ 9♠ 2♣ and no diamond.
    return deal_from_hands([["5♦", "A♣", "3♥"], ["Q♠", "9♠", "2♣"], ["3♦", "K♦", "A♥"],
                            ["7♦", "8♦", "9♦"]], leader=0, options=options, given=True)


def test_example_3_queen_must_go() -> None:
    state = play(_queen_table(), "0 5♦").state
    assert RULES.legal_actions(state) == [Play(1, C("Q♠"))]
    assert refusal(state, Play(1, C("9♠"))) is Reason.QUEEN_MUST_GO


def test_example_3_queen_rule_waived() -> None:
    state = play(_queen_table(CLASSIC.with_(queen_must_go=False)), "0 5♦").state
    assert {a.card for a in RULES.legal_actions(state)} == {C("Q♠"), C("9♠"), C("2♣")}


def test_queen_rule_binds_only_a_discard() -> None:
    state = deal_from_hands([["5♠", "A♣"], ["Q♠", "9♠"], ["3♦", "K♦"], ["7♦", "8♦"]],
                            leader=0, given=True)
    state = play(state, "0 5♠").state
    assert {a.card for a in RULES.legal_actions(state)} == {C("Q♠"), C("9♠")}


def test_example_4_follow_suit() -> None:
    state = play(_queen_table(CLASSIC.with_(queen_must_go=False)), "0 5♦", "1 2♣").state
    assert refusal(state, Play(2, C("A♥"))) is Reason.MUST_FOLLOW_SUIT
    assert RULES.legal_actions(state) == [Play(2, C("3♦")), Play(2, C("K♦"))]


def test_example_5_kitty() -> None:
    hands = [["2♣", "A♠"], ["3♣", "K♠"], ["4♣", "Q♦"]]
    state = deal_from_hands(hands, leader=0, kitty=["7♥"], given=True)
    first = play(state, "0 2♣", "1 3♣", "2 4♣")
    assert TrickWon(2, 1, 0) in first.events
    assert all(not isinstance(e, KittyRevealed) for e in first.events)
    assert RULES.observe(first.state, 2).kitty == 0
    assert RULES.points(first.state) == (0, 0, 0)
    last = play(first.state, "2 Q♦", "0 A♠", "1 K♠")
    assert last.state.phase is Phase.OVER
    assert KittyRevealed(2, (C("7♥"),), 1) in last.events
    assert RULES.points(last.state) == (0, 0, 1)
    assert last.events[-1] == DealScored((0, 0, 1))


def test_trick_winner_is_highest_of_the_suit_led_and_leads_next() -> None:
    # HT-2, HT-8: the ace is high; a discard never wins.
    state = deal_from_hands([["2♦", "5♣"], ["A♦", "6♣"], ["A♠", "7♣"], ["K♦", "8♣"]],
                            leader=0, given=True)
    step = play(state, "0 2♦", "1 A♦", "2 A♠", "3 K♦")
    assert step.events[-1] == TrickWon(1, 1, 0)
    assert RULES.to_act(step.state) == 1


def test_points_heart_one_queen_thirteen() -> None:
    state = deal_from_hands([["2♦"], ["A♦"], ["Q♠"], ["5♥"]], leader=0, given=True)
    step = play(state, "0 2♦", "1 A♦", "2 Q♠", "3 5♥")
    assert TrickWon(1, 1, 14) in step.events
    assert RULES.points(step.state) == (0, 14, 0, 0)
    assert RULES.settlement(step.state) == (Fraction(7, 2), Fraction(-21, 2),
                                            Fraction(7, 2), Fraction(7, 2))


def test_the_give_goes_right_and_is_seen_after_all_gave() -> None:
    state = RULES.new_deal(seats=4, dealer=3, seed=2, number=0, options=CLASSIC)
    assert RULES.to_act(state) == 0  # the eldest gives first
    hands = state.hands
    gives = {}
    for _ in range(4):
        seat = RULES.to_act(state)
        action = RULES.legal_actions(state)[0]
        gives[seat] = sum(1 << c.index for c in action.cards)
        step = RULES.apply(state, action)
        assert step.events[0] == CardsGiven(seat, (seat - 1) % 4, 3)
        state = step.state
    assert step.events[-1] == GiveCompleted(3)
    for seat in range(4):
        assert state.hands[seat] == hands[seat] ^ gives[seat] | gives[(seat + 1) % 4]
        assert RULES.observe(state, seat).received == gives[(seat + 1) % 4]
    assert state.phase is Phase.PLAY and RULES.to_act(state) == 0  # HT-6: eldest leads


@pytest.mark.parametrize(("direction", "seats", "offsets"), [
    (GiveDirection.RIGHT, 4, [3, 3, 3, 3]),
    (GiveDirection.LEFT, 5, [1, 1, 1, 1]),
    (GiveDirection.ROTATE, 4, [3, 1, 2, 0, 3]),
    (GiveDirection.ROTATE, 5, [4, 1, 0, 4]),
    (GiveDirection.ROTATE_LEFT, 6, [1, 5, 3, 0, 1]),
    (GiveDirection.ROTATE_LEFT, 3, [1, 2, 0, 1]),
])
def test_give_directions(direction, seats, offsets) -> None:
    options = CLASSIC.with_(give=direction)
    assert [give_offset(options, seats=seats, number=k) for k in range(len(offsets))] == offsets


def test_keep_deal_starts_at_the_first_lead() -> None:
    state = RULES.new_deal(seats=4, dealer=0, seed=3, number=3, options=STANDARD)
    assert state.phase is Phase.PLAY and state.offset == 0


def test_give_refusals() -> None:
    state = RULES.new_deal(seats=4, dealer=0, seed=3, number=0, options=CLASSIC)
    mine = state.hand(1)
    other = state.hand(2)
    assert refusal(state, Give(1, mine[:2])) is Reason.WRONG_COUNT
    assert refusal(state, Give(1, (mine[0], mine[0], mine[1]))) is Reason.REPEATED_CARD
    assert refusal(state, Give(1, (*mine[:2], other[0]))) is Reason.CARD_NOT_IN_HAND
    assert refusal(state, Give(2, other[:3])) is Reason.NOT_YOUR_TURN
    assert refusal(state, Play(1, mine[0])) is Reason.GIVE_NOW
    assert RULES.is_legal(state, Give(1, mine[:3]))
    assert not RULES.is_legal(state, Give(1, mine[:2]))


def test_standard_two_clubs_leads_and_no_points_on_the_first_trick() -> None:
    state = deal_from_hands([["A♣", "Q♠", "5♥"], ["2♣", "3♦", "4♦"], ["K♠", "5♦", "6♦"],
                             ["3♣", "7♦", "8♦"]], leader=0, options=STANDARD, given=True)
    assert RULES.to_act(state) == 1
    assert refusal(state, Play(1, C("3♦"))) is Reason.MUST_LEAD_LOWEST_CLUB
    state = play(state, "1 2♣").state
    assert {a.card for a in RULES.legal_actions(state)} == {C("K♠"), C("5♦"), C("6♦")}
    state = play(state, "2 K♠", "3 3♣").state
    assert refusal(state, Play(0, C("Q♠"))) is Reason.MUST_FOLLOW_SUIT
    state = play(state, "0 A♣").state
    # Seat 0 won with A♣, leads trick 2: hearts are not broken, Q♠ may be led.
    assert refusal(state, Play(0, C("5♥"))) is Reason.HEARTS_NOT_BROKEN
    assert RULES.legal_actions(state) == [Play(0, C("Q♠"))]


def test_first_trick_points_allowed_when_nothing_else() -> None:
    state = deal_from_hands([["2♣", "3♣"], ["Q♠", "5♥"], ["4♣", "5♣"], ["6♣", "7♣"]],
                            leader=0, options=STANDARD, given=True)
    state = play(state, "0 2♣").state
    assert {a.card for a in RULES.legal_actions(state)} == {C("Q♠"), C("5♥")}


def test_first_trick_points_refused_with_other_cards() -> None:
    state = deal_from_hands([["2♣", "3♣"], ["Q♠", "5♦"], ["4♣", "5♣"], ["6♣", "7♣"]],
                            leader=0, options=STANDARD, given=True)
    state = play(state, "0 2♣").state
    assert refusal(state, Play(1, C("Q♠"))) is Reason.NO_POINTS_FIRST_TRICK


def test_two_of_clubs_in_the_kitty_lowest_club_leads() -> None:
    state = deal_from_hands([["4♣", "A♠"], ["3♣", "K♠"], ["5♣", "Q♦"]], leader=0,
                            kitty=["2♣"], options=STANDARD, given=True)
    assert RULES.legal_actions(state) == [Play(1, C("3♣"))]


def test_ht13_no_heart_lead_before_the_third_trick() -> None:
    options = CLASSIC.with_(no_heart_lead_before_trick3=True)
    state = deal_from_hands([["2♥", "3♥", "4♥", "2♦"], ["5♦", "6♦", "7♦", "8♦"],
                             ["5♣", "6♣", "7♣", "8♣"]], leader=0, options=options, given=True)
    assert refusal(state, Play(0, C("2♥"))) is Reason.NO_HEART_LEAD_YET
    state = play(state, "0 2♦", "1 5♦", "2 5♣").state  # seat 1 won
    state = play(state, "1 6♦", "2 6♣", "0 2♥").state  # seat 1 again
    assert RULES.to_act(state) == 1


def test_ht13_leader_holding_only_hearts_may_lead_them() -> None:
    options = CLASSIC.with_(no_heart_lead_before_trick3=True)
    state = deal_from_hands([["2♥", "3♥"], ["5♦", "6♦"], ["5♣", "6♣"]], leader=0,
                            options=options, given=True)
    assert {a.card for a in RULES.legal_actions(state)} == {C("2♥"), C("3♥")}


def test_shooting_the_moon() -> None:
    hearts = [f"{r}♥" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3",
                                "2")]
    hands = [["A♠", *hearts[:12]], ["2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "9♠", "10♠",
                                    "J♠", "Q♠", "K♠", "2♥"],
             [f"{r}♦" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4",
                                "3", "2")],
             [f"{r}♣" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4",
                                "3", "2")]]
    options = CLASSIC.with_(shoot_the_moon=True, queen_must_go=False)
    state = deal_from_hands(hands, leader=0, options=options, given=True)
    state = play(state, "0 A♠", "1 Q♠", "2 A♦", "3 A♣").state
    rest = ["2♥", *(c for c in hands[1] if c not in ("Q♠", "2♥"))]
    for k in range(12):
        step = play(state, f"0 {hearts[k]}", f"1 {rest[k]}",
                    f"2 {hands[2][k + 1]}", f"3 {hands[3][k + 1]}")
        state = step.state
    assert MoonShot(0) in step.events
    assert RULES.points(state) == (0, 26, 26, 26)
    assert sum(RULES.settlement(state)) == 0


def test_settlement_before_the_end_is_refused() -> None:
    with pytest.raises(ValueError, match="HT-10"):
        RULES.settlement(RULES.new_deal(seats=4, dealer=0, seed=1, number=0, options=CLASSIC))


def test_after_the_end_every_action_is_refused() -> None:
    state = deal_from_hands([["2♦"], ["A♦"], ["Q♠"]], leader=0, given=True)
    state = play(state, "0 2♦", "1 A♦", "2 Q♠").state
    assert refusal(state, Play(0, C("2♦"))) is Reason.DEAL_OVER
    assert RULES.to_act(state) is None and RULES.legal_actions(state) == []


def test_bad_tables_are_refused() -> None:
    with pytest.raises(ValueError, match="HT-1"):
        RULES.new_deal(seats=8, dealer=0, seed=1, number=0, options=CLASSIC)
    with pytest.raises(ValueError, match="dealer"):
        RULES.new_deal(seats=4, dealer=4, seed=1, number=0, options=CLASSIC)
    with pytest.raises(ValueError, match="same number"):
        deal_from_hands([["2♦"], ["A♦"], ["Q♠", "3♦"]], leader=0)
    with pytest.raises(ValueError, match="twice"):
        deal_from_hands([["2♦"], ["A♦"], ["2♦"]], leader=0)


def test_no_queen_of_spades_on_trick_one_while_following_with_another_spade() -> None:
    # "No points on the first trick" on, "2♣ leads" off: A leads 5♠; B holds Q♠ and 9♠.
    options = CLASSIC.with_(no_points_first_trick=True, queen_must_go=False)
    state = deal_from_hands([["5♠", "2♦"], ["Q♠", "9♠"], ["3♦", "4♦"]], leader=0,
                            options=options, given=True)
    state = RULES.apply(state, Play(0, Card.parse("5♠"))).state
    assert [a.card for a in RULES.legal_actions(state)] == [Card.parse("9♠")]
    with pytest.raises(IllegalAction) as refused:
        RULES.apply(state, Play(1, Card.parse("Q♠")))
    assert refused.value.reason is Reason.NO_POINTS_FIRST_TRICK
    # Holding nothing else of the suit, Q♠ follows.
    alone = deal_from_hands([["5♠", "2♦"], ["Q♠", "9♥"], ["3♦", "4♦"]], leader=0,
                            options=options, given=True)
    alone = RULES.apply(alone, Play(0, Card.parse("5♠"))).state
    assert [a.card for a in RULES.legal_actions(alone)] == [Card.parse("Q♠")]
