"""The moon defence (Standard's shooting the moon): above Easy a bot takes a point on purpose."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.engine.cards import DECK, Card
from coventry_desktop.games.hearts import RULES, STANDARD, Phase, Play, deal_from_hands
from coventry_desktop.games.hearts.bots import HardBot, NormalBot
from coventry_desktop.games.hearts.bots.hard import _rollout
from coventry_desktop.games.hearts.bots.policy import (
    SHOOT_FROM,
    SHOOT_RISK,
    SHOOT_RISK_TAKEN,
    loser_mask,
    losers,
    normal_play,
    rollout_play,
    shooting,
)
from coventry_desktop.games.hearts.bots.sampling import Sampler
from coventry_desktop.games.hearts.bots.table import Table
from coventry_desktop.games.hearts.cards import HEARTS_MASK

C = Card.parse
OPTIONS = STANDARD.with_(two_clubs_leads=False, no_points_first_trick=False)

# A whole deal, seat 1 leading every trick: it wins nine clean tricks and then Q♠ (13
# points, every point so far), and leads 9♥; seats 2 and 3 follow low. Seat 0 holds
# 10♥ 4♥ J♥ J♠: if it ducks with 4♥, seat 1 runs A♥ K♥ Q♥ and shoots the moon (26 to
# each other seat); J♥ or 10♥ takes 4 points and stops it.
TRICKS = ["A♣ 2♣ 3♣ 4♣", "K♣ 5♣ 6♣ 7♣", "Q♣ 8♣ 9♣ 10♣", "A♦ 2♦ 3♦ 4♦", "K♦ 5♦ 6♦ 7♦",
          "Q♦ 8♦ 9♦ 10♦", "J♦ 4♠ 5♠ 6♠", "K♠ 7♠ 8♠ 9♠", "A♠ Q♠ 2♠ 3♠"]
LEFT = {1: "9♥ A♥ K♥ Q♥", 2: "2♥ 5♥ 6♥ J♣", 3: "3♥ 7♥ 8♥ 10♠", 0: "10♥ 4♥ J♥ J♠"}
STOPS = {C("10♥"), C("J♥")}


def _moon_on_course():
    hands = {seat: LEFT[seat].split() for seat in range(4)}
    for trick in TRICKS:
        for k, card in enumerate(trick.split()):
            hands[(1 + k) % 4].append(card)
    state = deal_from_hands([hands[s] for s in range(4)], leader=1, options=OPTIONS,
                            given=True)
    for trick in [*TRICKS, "9♥ 2♥ 3♥"]:
        for k, card in enumerate(trick.split()):
            state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    assert RULES.points(state) == (0, 13, 0, 0) and RULES.to_act(state) == 0
    return state


def _finish(state, first: Card):
    """Play ``first`` for seat 0, then every seat on Normal's rules: the final points."""
    state = RULES.apply(state, Play(0, first)).state
    while (seat := RULES.to_act(state)) is not None:
        state = RULES.apply(state, NormalBot().choose(RULES.observe(state, seat),
                                                      random.Random(0))).state
    return RULES.points(state)


def test_the_position_is_a_moon_unless_seat_0_takes_a_point() -> None:
    state = _moon_on_course()
    assert _finish(state, C("4♥")) == (26, 0, 26, 26)
    assert _finish(state, C("J♥")) == (4, 22, 0, 0)


def test_normal_takes_a_point_on_purpose_to_stop_the_moon() -> None:
    view = RULES.observe(_moon_on_course(), 0)
    assert NormalBot().choose(view, random.Random(1)).card in STOPS


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_takes_a_point_on_purpose_to_stop_the_moon(seed: int) -> None:
    view = RULES.observe(_moon_on_course(), 0)
    hard = HardBot(budget_ms=None)
    assert hard.choose(view, random.Random(seed)).card in STOPS


def test_hard_without_its_moon_defence_ducks_into_the_moon() -> None:
    # The contrast that shows the defence is what finds the point: uniform deals of the
    # unseen hearts rarely give seat 1 A♥ K♥ Q♥, so ducking looks cheaper.
    view = RULES.observe(_moon_on_course(), 0)
    assert HardBot(budget_ms=None, shooters=0).choose(view, random.Random(1)).card == C("4♥")


def test_normal_leads_a_sure_heart_against_a_moon_and_keeps_it_otherwise() -> None:
    # Seat 1 took Q♠ (13 points, all so far); seat 0 won the clubs and leads; no unseen
    # heart beats its A♥.
    hands = [["2♠", "A♣", "A♥", "2♦"], ["A♠", "2♣", "K♥", "3♦"], ["Q♠", "3♣", "Q♥", "4♦"],
             ["3♠", "4♣", "J♥", "5♦"]]
    moves = ["A♠", "Q♠", "3♠", "2♠", "2♣", "3♣", "4♣", "A♣"]

    def lead(options):
        state = deal_from_hands(hands, leader=1, options=options, given=True)
        for k, card in enumerate(moves):
            state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
        assert RULES.to_act(state) == 0
        return NormalBot().choose(RULES.observe(state, 0), random.Random(1)).card

    assert lead(OPTIONS) == C("A♥")
    assert lead(OPTIONS.with_(shoot_the_moon=False)) == C("2♦")


def test_a_favoured_sample_gives_the_seat_the_cards_it_may_hold() -> None:
    view = RULES.observe(_moon_on_course(), 0)
    sampler = Sampler(view)
    wanted = sum(1 << C(card).index for card in ("A♥", "K♥", "Q♥"))
    for seed in range(20):
        hands, _ = sampler.sample(random.Random(seed), favour=(1, wanted))
        assert hands[1] & wanted == wanted
        assert hands[1].bit_count() == 3 and hands[2].bit_count() == hands[3].bit_count() == 3
        assert hands[0] == 0  # this seat's own hand stays empty in a sample
    spread = [Sampler(view).sample(random.Random(seed))[0][1] & HEARTS_MASK == wanted
              for seed in range(40)]
    assert not all(spread)  # an unfavoured deal spreads them


def test_rollouts_play_the_seat_on_course_for_the_moon() -> None:
    state = _moon_on_course()
    table = Table.from_view(RULES.observe(state, 0))
    world = list(state.hands)
    # Seat 1 leads A♥ K♥ Q♥ either way here; the moon is in the rollout's result.
    assert _rollout(table, world, 0, C("4♥").index, normal_play, 10) == 26 - 78 / 4
    assert _rollout(table, world, 0, C("J♥").index, normal_play, 10) == 4 - 26 / 4


# Seat 1 leads every trick: A♠ draws Q♠ from seat 2, A♣ and K♣ draw 2♥ and 3♥ (seat 2 is
# void in clubs), so seat 1 holds all 15 points so far when it leads 10♦.
SHOOTER_HANDS = [
    "3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 3♣ 5♣ 9♦ 2♦ 4♥ 5♥ 6♥",
    "A♠ K♠ J♠ A♣ K♣ A♦ K♦ Q♦ J♦ 10♦ A♥ K♥ Q♥",
    "Q♠ 10♠ 9♠ J♥ 10♥ 9♥ 3♥ 2♥ 8♦ 7♦ 6♦ 5♦ 3♦",
    "2♠ Q♣ J♣ 10♣ 9♣ 8♣ 7♣ 6♣ 4♣ 2♣ 4♦ 8♥ 7♥",
]
SHOOTER_TRICKS = ["A♠ Q♠ 2♠ 3♠", "A♣ 2♥ 2♣ 3♣", "K♣ 3♥ 4♣ 5♣", "10♦ 3♦ 4♦"]


def _seat_0_against_a_shooter(hands, options=OPTIONS):
    state = deal_from_hands([h.split() for h in hands], leader=1, options=options, given=True)
    for trick in SHOOTER_TRICKS:
        for k, card in enumerate(trick.split()):
            state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    assert RULES.points(state) == (0, 15, 0, 0) and RULES.to_act(state) == 0
    return NormalBot().choose(RULES.observe(state, 0), random.Random(1)).card


def test_normal_under_a_shooter_keeps_its_high_card_when_it_cannot_win() -> None:
    # 9♦ cannot beat 10♦: against a seat with every point (15) Normal keeps it for a
    # later diamond trick it may win, and plays 2♦; without the moon it sheds 9♦ on a
    # clean trick it cannot take.
    assert _seat_0_against_a_shooter(SHOOTER_HANDS) == C("2♦")
    assert _seat_0_against_a_shooter(SHOOTER_HANDS, OPTIONS.with_(shoot_the_moon=False)) \
        == C("9♦")


def test_normal_void_under_a_shooter_gives_no_point_and_keeps_its_high_cards() -> None:
    # Seat 0 void in diamonds (its 9♦ 2♦ swapped for seat 3's J♣ 10♣): no heart to the
    # shooter, and of the rest the card no unseen card is below, 4♠, not J♣.
    hands = [SHOOTER_HANDS[0].replace("9♦ 2♦", "J♣ 10♣"), SHOOTER_HANDS[1], SHOOTER_HANDS[2],
             SHOOTER_HANDS[3].replace("J♣ 10♣", "9♦ 2♦")]
    assert _seat_0_against_a_shooter(hands) == C("4♠")
    assert _seat_0_against_a_shooter(hands, OPTIONS.with_(shoot_the_moon=False)) == C("6♥")


def test_normal_with_a_hand_that_cannot_lose_plays_for_the_moon() -> None:
    # Nobody has a point and no card of seat 0 can lose a trick (A♦, A♥ K♥ over every
    # unseen heart): void in clubs it keeps its hearts and sheds A♦; with no moon to
    # shoot it sheds its highest heart.
    hands = [["A♦", "A♥", "K♥"], ["5♣", "2♥", "3♥"], ["6♣", "4♥", "5♥"], ["7♣", "6♥", "2♦"]]

    def discard(options):
        state = deal_from_hands(hands, leader=1, options=options, given=True)
        for k, card in enumerate(["5♣", "6♣", "7♣"]):
            state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
        view = RULES.observe(state, 0)
        assert losers(Table.from_view(view), 0) == 0
        return NormalBot().choose(view, random.Random(1)).card

    assert discard(OPTIONS) == C("A♦")
    assert discard(OPTIONS.with_(shoot_the_moon=False)) == C("A♥")


def _void_in_clubs(mine, options=OPTIONS):
    """Seat 0, void in clubs, to discard on seat 1's 5♣ lead; nobody has a point."""
    hands = [mine, ["5♣", "2♥", "3♥"], ["6♣", "4♥", "5♥"], ["7♣", "6♥", "3♦"]]
    state = deal_from_hands(hands, leader=1, options=options, given=True)
    for k, card in enumerate(["5♣", "6♣", "7♣"]):
        state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    return RULES.observe(state, 0)


def test_normal_shoots_the_moon_with_one_card_that_may_lose_if_it_is_no_heart() -> None:
    # A♥ K♥ beat every unseen heart; 2♦ may lose a trick (clean: it scores nothing). The
    # moon plan keeps the hearts and sheds 2♦; without the moon Normal sheds A♥.
    view = _void_in_clubs(["2♦", "A♥", "K♥"])
    table = Table.from_view(view)
    assert loser_mask(table, 0) == 1 << C("2♦").index
    assert shooting(table, 0, SHOOT_RISK) and not shooting(table, 0)
    assert NormalBot().choose(view, random.Random(1)).card == C("2♦")
    assert NormalBot().choose(_void_in_clubs(["2♦", "A♥", "K♥"], OPTIONS.with_(
        shoot_the_moon=False)), random.Random(1)).card == C("A♥")


def test_normal_does_not_shoot_with_a_heart_or_two_cards_that_may_lose() -> None:
    # 7♥ may lose (a heart given away ends the moon): Normal sheds A♥ as it would anyway.
    view = _void_in_clubs(["A♦", "A♥", "7♥"])
    assert loser_mask(Table.from_view(view), 0) == 1 << C("7♥").index
    assert NormalBot().choose(view, random.Random(1)).card == C("A♥")
    # 2♦ and 4♦ may both lose: one more than SHOOT_RISK.
    view = _void_in_clubs(["2♦", "4♦", "A♥"])
    table = Table.from_view(view)
    assert losers(table, 0) == SHOOT_RISK + 1 and not shooting(table, 0, SHOOT_RISK)
    assert NormalBot().choose(view, random.Random(1)).card == C("A♥")


def test_normal_shoots_only_while_no_other_seat_has_a_point() -> None:
    hands = [["2♦", "A♥", "K♥"], ["5♣", "2♥", "3♥"], ["6♣", "4♥", "5♥"], ["7♣", "Q♠", "3♦"]]
    state = deal_from_hands(hands, leader=1, options=OPTIONS, given=True)
    for k, card in enumerate(["5♣", "6♣", "7♣"]):
        state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    table = Table.from_view(RULES.observe(state, 0))
    assert shooting(table, 0, SHOOT_RISK)
    table.points[2] = 1  # another seat has a point: no moon to shoot
    assert not shooting(table, 0, SHOOT_RISK)


def _queen_taken():
    """Seat 0 has won Q♠ on seat 1's 2♠ lead (13 points, nobody else has one) and leads
    A♦ K♦ 7♥ 3♥; the unseen hearts 9♥ and 8♥ beat 7♥, so both hearts may lose."""
    hands = [["K♠", "A♦", "K♦", "7♥", "3♥"], ["2♠", "Q♦", "2♥", "4♥", "5♣"],
             ["Q♠", "J♦", "5♥", "6♥", "6♣"], ["3♠", "2♦", "8♥", "9♥", "7♣"]]
    state = deal_from_hands(hands, leader=1, options=OPTIONS, given=True)
    for k, card in enumerate(["2♠", "Q♠", "3♠", "K♠"]):
        state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    assert RULES.points(state) == (13, 0, 0, 0) and RULES.to_act(state) == 0
    return RULES.observe(state, 0)


def test_normal_holding_the_queen_alone_shoots_with_hearts_that_may_lose() -> None:
    # GNOME Hearts' Peter goes for the moon from 13 points: Normal too, with at most
    # SHOOT_RISK_TAKEN cards that may lose, hearts among them. It leads its sure A♦ (the
    # moon plan) instead of the low 3♥ it leads when it does not shoot.
    view = _queen_taken()
    table = Table.from_view(view)
    assert loser_mask(table, 0) == (1 << C("7♥").index) | (1 << C("3♥").index)
    assert table.points[0] == SHOOT_FROM
    assert shooting(table, 0, SHOOT_RISK, SHOOT_RISK_TAKEN)
    assert not shooting(table, 0, SHOOT_RISK)  # Hard's rollouts: no such rule
    assert NormalBot().choose(view, random.Random(1)).card == C("A♦")
    assert normal_play(table, view.playable(), risk=SHOOT_RISK) == C("3♥").index
    table.points[0] = SHOOT_FROM - 1  # fewer points: hearts that may lose end the plan
    assert not shooting(table, 0, SHOOT_RISK, SHOOT_RISK_TAKEN)
    table.points[0], table.points[2] = SHOOT_FROM, 1  # another seat has a point
    assert not shooting(table, 0, SHOOT_RISK, SHOOT_RISK_TAKEN)
    assert normal_play(table, view.playable(), risk=SHOOT_RISK,
                       taken_risk=SHOOT_RISK_TAKEN) == C("3♥").index


def test_normal_holding_the_queen_does_not_shoot_with_more_losers_than_its_risk() -> None:
    table = Table.from_view(_queen_taken())
    assert losers(table, 0) == 2
    assert shooting(table, 0, SHOOT_RISK, 2) and not shooting(table, 0, SHOOT_RISK, 1)


def test_hards_rollouts_play_normal_without_lings_defence() -> None:
    state = deal_from_hands([h.split() for h in SHOOTER_HANDS], leader=1, options=OPTIONS,
                            given=True)
    for trick in SHOOTER_TRICKS:
        for k, card in enumerate(trick.split()):
            state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    table = Table.from_view(RULES.observe(state, 0))
    assert normal_play(table, table.legal()) == C("2♦").index
    assert rollout_play(table, table.legal()) == C("9♦").index


FOUR_HEARTS = ["A♥", "K♥", "4♥", "2♥", "9♦", "8♦", "7♦", "6♦", "5♦", "4♦", "3♦", "2♣", "3♣"]
THREE_HEARTS = ["A♥", "K♥", "2♥", "9♦", "8♦", "7♦", "6♦", "5♦", "4♦", "3♦", "2♣", "3♣", "10♠"]


def _give(options, mine=THREE_HEARTS):
    rest = [str(card) for card in DECK if str(card) not in mine]
    hands = [mine, rest[:13], rest[13:26], rest[26:]]
    state = deal_from_hands(hands, leader=0, options=options)
    assert state.phase is Phase.GIVE and RULES.to_act(state) == 0
    view = RULES.observe(state, 0)
    normal = NormalBot().choose(view, random.Random(1)).cards
    return set(HardBot(budget_ms=None).choose(view, random.Random(1)).cards), set(normal)


def test_hard_keeps_its_high_hearts_in_the_give_when_a_moon_can_be_shot() -> None:
    # With three hearts Normal gives A♥ K♥ and 3♣ (the top hearts, then its short clubs);
    # with the moon in play Hard keeps A♥ and K♥, the cards that win heart tricks against a
    # shooter (and shoot one itself), and gives 2♣ and 9♦ with 3♣.
    hard, normal = _give(STANDARD)
    assert normal == {C("A♥"), C("K♥"), C("3♣")}
    assert hard == {C("3♣"), C("2♣"), C("9♦")}
    hard, normal = _give(STANDARD.with_(shoot_the_moon=False))
    assert hard == normal == {C("A♥"), C("K♥"), C("3♣")}


def test_normal_keeps_the_high_hearts_of_four_in_the_give_when_a_moon_can_be_shot() -> None:
    # A♥ K♥ 4♥ 2♥: four hearts, so Normal keeps A♥ and K♥ as Hard does (stoppers against a
    # shooter, with 4♥ 2♥ to duck under the others' hearts) and gives 2♣ 3♣ 9♦; without
    # the moon it gives A♥ K♥ 3♣ (with three hearts it gives them either way, above).
    hard, normal = _give(STANDARD, FOUR_HEARTS)
    assert normal == hard == {C("2♣"), C("3♣"), C("9♦")}
    hard, normal = _give(STANDARD.with_(shoot_the_moon=False), FOUR_HEARTS)
    assert normal == hard == {C("A♥"), C("K♥"), C("3♣")}


def _discard_before_the_first_point(options=OPTIONS):
    """Seat 0, void in clubs, to discard on seat 1's 5♣ lead; nobody has taken a point."""
    hands = [["A♥", "5♥", "2♦", "9♦", "3♠", "8♠"], ["5♣", "2♥", "3♥", "K♦", "4♠", "J♠"],
             ["6♣", "4♥", "6♥", "Q♦", "5♠", "10♠"], ["7♣", "K♥", "3♦", "4♦", "A♠", "6♠"]]
    state = deal_from_hands(hands, leader=1, options=options, given=True)
    for k, card in enumerate(["5♣", "6♣", "7♣"]):
        state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    assert RULES.points(state) == (0, 0, 0, 0)
    return RULES.observe(state, 0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_keeps_its_high_heart_on_a_discard_before_the_first_point(seed: int) -> None:
    # Normal sheds A♥ on the club trick: the first point, to a seat that may be shooting,
    # and the one heart of seat 0 that could win a heart trick against it. Hard keeps it.
    view = _discard_before_the_first_point()
    assert NormalBot().choose(view, random.Random(seed)).card == C("A♥")
    assert HardBot(budget_ms=None).choose(view, random.Random(seed)).card != C("A♥")
    assert HardBot(budget_ms=None, hold_heart=None).choose(view, random.Random(seed)).card \
        == C("A♥")


def test_hard_sheds_its_high_heart_when_no_moon_can_be_shot() -> None:
    view = _discard_before_the_first_point(OPTIONS.with_(shoot_the_moon=False))
    assert HardBot(budget_ms=None).choose(view, random.Random(1)).card == C("A♥")
