"""Hearts Hard: its sampled deals keep everything the seat saw, and it finds the right card."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games.hearts import (
    CLASSIC,
    RULES,
    STANDARD,
    HeartsState,
    Phase,
    Play,
    deal_from_hands,
)
from coventry_desktop.games.hearts.bots import HardBot, NormalBot
from coventry_desktop.games.hearts.bots.hard import _rollout
from coventry_desktop.games.hearts.bots.moon import plausible, shoot_play
from coventry_desktop.games.hearts.bots.policy import normal_play
from coventry_desktop.games.hearts.bots.sampling import Knowledge, Sampler
from coventry_desktop.games.hearts.bots.table import Table
from coventry_desktop.games.hearts.cards import POINTS_MASK, QS_BIT, SUIT_MASKS

from .helpers import random_options

C = Card.parse
FULL = (1 << 52) - 1


def _positions(count: int, seed: int):
    """Yield (state, seat to act) at play decisions of deals played by Normal and noise."""
    rng = random.Random(seed)
    normal = NormalBot()
    for k in range(count):
        players = 3 + k % 5
        options = (CLASSIC, STANDARD, random_options(rng))[k % 3]
        state = RULES.new_deal(seats=players, dealer=k % players, seed=seed * 100 + k,
                               number=k, options=options)
        while (seat := RULES.to_act(state)) is not None:
            if state.phase is Phase.PLAY:
                yield state, seat
            legal = RULES.legal_actions(state)
            action = rng.choice(legal) if rng.random() < 0.3 else normal.choose(
                RULES.observe(state, seat), rng)
            state = RULES.apply(state, action).state


def _shown(state: HeartsState, seat: int) -> tuple[list[int], list[bool]]:
    """Per seat, the suits it was seen not to follow and whether it discarded beside Q♠.

    Worked out from the tricks directly, not from ``Knowledge``.
    """
    voids = [0] * state.players
    no_queen = [False] * state.players
    tricks = [(t.leader, t.cards) for t in state.tricks] + [(state.leader, state.trick)]
    for number, (leader, cards) in enumerate(tricks):
        for k, card in enumerate(cards[1:], start=1):
            other = (leader + k) % state.players
            if card.suit != cards[0].suit:
                voids[other] |= SUIT_MASKS[cards[0].suit]
                first_clean = number == 0 and state.options.no_points_first_trick and not (
                    1 << card.index & POINTS_MASK)
                if state.options.queen_must_go and not first_clean and not (
                        1 << card.index & QS_BIT):
                    no_queen[other] = True
    return voids, no_queen


def test_the_true_deal_always_fits_what_a_seat_knows() -> None:
    # A wrong inference would rule out the real deal: it must always be a possible sample.
    checked = 0
    for state, seat in _positions(40, seed=1):
        view = RULES.observe(state, seat)
        know = Knowledge.of(view)
        hidden = state.kitty
        for other in range(state.players):
            if other != seat:
                assert not state.hands[other] & know.banned[other]
                assert state.hands[other] & know.known[other] == know.known[other]
                hidden |= state.hands[other] & ~know.known[other]
        assert know.pool == hidden
        assert know.kitty_only & ~state.kitty == 0
        checked += 1
    assert checked > 500


@pytest.mark.parametrize("tries", [20, 0], ids=["dealt", "matched"])
def test_samples_keep_voids_the_queen_rule_the_give_and_the_sizes(tries: int) -> None:
    rng = random.Random(7)
    for step, (state, seat) in enumerate(_positions(30, seed=2)):
        if step % 3:
            continue
        view = RULES.observe(state, seat)
        voids, no_queen = _shown(state, seat)
        receiver = (seat + state.offset) % state.players
        played = sum(1 << c.index for t in state.tricks for c in t.cards)
        played |= sum(1 << c.index for c in state.trick)
        sampler = Sampler(view)
        for _ in range(5):
            hands, kitty = sampler.sample(rng, tries=tries)
            assert kitty.bit_count() == state.kitty.bit_count()
            every = view.hand | played | kitty
            for other in range(state.players):
                if other == seat:
                    assert hands[other] == 0
                    continue
                hand = hands[other]
                assert hand.bit_count() == state.hands[other].bit_count()
                assert not hand & voids[other], "a card of a suit the seat showed void in"
                assert not (no_queen[other] and hand & QS_BIT), "Q♠ with a seat shown without"
                assert not every & hand
                every |= hand
            if state.offset:
                unplayed = state.given[seat] & ~played
                assert hands[receiver] & unplayed == unplayed, "the cards given moved"
            assert every == FULL


def test_a_first_lead_above_two_clubs_puts_the_lower_clubs_in_the_kitty() -> None:
    hands = [["3♣", "A♦", "K♦", "5♠"], ["4♣", "Q♦", "J♦", "6♠"], ["5♣", "10♦", "9♦", "7♠"]]
    state = deal_from_hands(hands, leader=0, kitty=["2♣"], options=STANDARD, given=True)
    state = RULES.apply(state, Play(0, C("3♣"))).state
    view = RULES.observe(state, 1)
    assert Knowledge.of(view).kitty_only == 1 << C("2♣").index
    sampler = Sampler(view)
    rng = random.Random(1)
    for _ in range(20):
        _, kitty = sampler.sample(rng)
        assert kitty & 1 << C("2♣").index


def test_a_heart_discarded_on_a_clean_first_trick_means_only_points_left() -> None:
    options = STANDARD.with_(two_clubs_leads=False)
    hands = [["2♣", "3♣"], ["A♥", "Q♠"], ["4♣", "5♣"], ["6♣", "7♣"]]
    state = deal_from_hands(hands, leader=0, options=options, given=True)
    state = RULES.apply(state, Play(0, C("2♣"))).state
    state = RULES.apply(state, Play(1, C("A♥"))).state
    banned = Knowledge.of(RULES.observe(state, 2)).banned[1]
    assert banned == FULL & ~POINTS_MASK


def _hard_card(hands, moves, options, *, seed: int = 1) -> Card:
    state = deal_from_hands(hands, leader=0, options=options, given=True)
    for move in moves:
        seat, card = move.split()
        state = RULES.apply(state, Play(int(seat), C(card))).state
    seat = RULES.to_act(state)
    assert seat is not None
    view = RULES.observe(state, seat)
    assert view.playable().bit_count() > 1
    action = HardBot(samples=60, budget_ms=None).choose(view, random.Random(seed))
    assert isinstance(action, Play)
    return action.card


def test_hard_ducks_a_trick_with_the_queen_in_it() -> None:
    hands = [["10♦", "2♣", "3♣"], ["Q♠", "4♣", "5♣"], ["9♦", "6♣", "7♣"],
             ["J♦", "2♦", "8♣"]]
    assert _hard_card(hands, ["0 10♦", "1 Q♠", "2 9♦"], CLASSIC) == C("2♦")


def test_hard_sheds_the_queen_on_a_trick_it_cannot_win() -> None:
    options = STANDARD.with_(two_clubs_leads=False, no_points_first_trick=False)
    hands = [["A♦", "2♣", "3♣"], ["Q♠", "4♣", "5♣"], ["9♦", "6♣", "7♣"],
             ["J♦", "2♦", "8♣"]]
    assert _hard_card(hands, ["0 A♦"], options) == C("Q♠")


def _table(hands, leader: int, options) -> Table:
    state = deal_from_hands(hands, leader=leader, options=options, given=True)
    table = Table.from_view(RULES.observe(state, leader))
    table.hands = list(state.hands)
    return table


def test_the_moon_plan_leads_sure_winners_and_keeps_its_points() -> None:
    options = STANDARD.with_(two_clubs_leads=False, no_points_first_trick=False,
                             hearts_broken=False)
    hands = [["A♥", "K♥", "2♣"], ["Q♥", "3♦", "4♦"], ["J♥", "5♦", "6♦"], ["10♥", "7♦", "8♦"]]
    table = _table(hands, 0, options)
    assert plausible(table, 0)
    assert shoot_play(table, table.legal()) == C("A♥").index
    table.play(C("A♥").index)
    assert shoot_play(table, table.legal()) == C("Q♥").index  # forced
    # Void: a shooter discards what scores nothing.
    hands = [["2♣", "A♥", "9♦"], ["3♣", "K♥", "2♦"], ["4♣", "5♥", "3♦"], ["5♣", "6♥", "4♦"]]
    table = _table(hands, 1, options)
    table.play(C("3♣").index)
    table.play(C("4♣").index)
    table.play(C("5♣").index)
    assert table.turn == 0 and shoot_play(table, table.legal()) == C("2♣").index
    for led, expected in (("5♦", "9♦"), ("10♦", "2♦")):  # win when it can, else lowest
        table = _table([["9♦", "2♦", "A♥"], [led, "K♥", "2♣"], ["3♦", "5♥", "3♣"],
                        ["4♦", "6♥", "4♣"]], 1, options)
        for card in (led, "3♦", "4♦"):
            table.play(C(card).index)
        assert shoot_play(table, table.legal()) == C(expected).index


def test_the_moon_plan_only_while_nobody_else_has_a_point() -> None:
    hands = [["A♥", "K♥"], ["Q♥", "3♦"], ["J♥", "5♦"], ["10♥", "7♦"]]
    options = STANDARD.with_(two_clubs_leads=False, hearts_broken=False)
    table = _table(hands, 0, options)
    assert plausible(table, 0) and not plausible(_table(hands, 0, CLASSIC), 0)
    table.points[2] = 1
    assert not plausible(table, 0) and not plausible(table, 1)


def test_a_rollout_scores_own_points_minus_the_average_lower_better() -> None:
    hands = [["10♦", "Q♠"], ["9♦", "2♥"], ["8♦", "3♥"], ["J♦", "2♦"]]
    table = _table(hands, 1, CLASSIC)  # seat 1 leads 9♦; seat 3, then seat 0, play last
    for card in ("9♦", "8♦"):
        table.play(C(card).index)
    assert table.turn == 3
    world = list(table.hands)
    # Seat 3 ducks with 2♦: seat 0 wins with 10♦, leads Q♠ to the last trick and takes 15.
    duck = _rollout(table, world, 0, C("2♦").index, normal_play)
    take = _rollout(table, world, 0, C("J♦").index, normal_play)
    assert duck == 0 - 15 / 4
    assert take == 15 - 15 / 4  # J♦ wins, and seat 0 sheds Q♠ on the 2♦ lead (HT-7)
