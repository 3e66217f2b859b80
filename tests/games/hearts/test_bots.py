"""Hearts bots: always legal, blind to hidden cards, and Normal ahead of Easy."""

from __future__ import annotations

import random
import statistics

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games.hearts import CLASSIC, RULES, STANDARD, Play, deal_from_hands
from coventry_desktop.games.hearts.bots import LEVELS, HardBot, NormalBot, make_bot
from coventry_desktop.games.hearts.bots.giving import candidate_gives
from coventry_desktop.games.hearts.bots.policy import normal_give
from coventry_desktop.games.hearts.bots.sampling import KITTY, Knowledge, Sampler
from coventry_desktop.games.hearts.bots.table import Table

from .helpers import random_options, reshuffle_hidden

C = Card.parse


def _bot(level: str):
    # Hard without a clock, so its choice is a pure function of (view, RNG).
    return HardBot(samples=4, budget_ms=None) if level == "hard" else make_bot(level)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_choice_is_legal(level: str, players: int) -> None:
    rng = random.Random(players)
    for k, options in enumerate((CLASSIC, STANDARD, random_options(rng))):
        state = RULES.new_deal(seats=players, dealer=k % players, seed=players * 10 + k,
                               number=k, options=options)
        bot = _bot(level)
        while (seat := RULES.to_act(state)) is not None:
            action = bot.choose(RULES.observe(state, seat), rng)
            assert RULES.is_legal(state, action)
            state = RULES.apply(state, action).state


@pytest.mark.parametrize("level", LEVELS)
def test_a_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    rng = random.Random(5)
    for seed in range(6):
        options = (CLASSIC, STANDARD)[seed % 2]
        state = RULES.new_deal(seats=3 + seed % 3, dealer=0, seed=seed, number=seed,
                               options=options)
        for step in range(40):
            seat = RULES.to_act(state)
            if seat is None:
                break
            if step % 5 == 0:
                other = reshuffle_hidden(state, seat, rng)
                mine = _bot(level).choose(RULES.observe(state, seat), random.Random(step))
                theirs = _bot(level).choose(RULES.observe(other, seat), random.Random(step))
                assert mine == theirs
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state))).state


def test_a_bot_refuses_a_view_not_to_act() -> None:
    state = RULES.new_deal(seats=4, dealer=0, seed=1, number=0, options=CLASSIC)
    for level in LEVELS:
        with pytest.raises(ValueError, match="not to act"):
            make_bot(level).choose(RULES.observe(state, 3), random.Random(1))
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("expert")


def test_the_table_plays_exactly_the_rules() -> None:
    rng = random.Random(2)
    for seed in range(30):
        options = random_options(rng).with_(shoot_the_moon=seed % 2 == 0)
        players = 3 + seed % 5
        state = RULES.new_deal(seats=players, dealer=seed % players, seed=seed, number=0,
                               options=options)
        while state.phase.value == "give":
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state))).state
        table = Table.from_view(RULES.observe(state, 0))
        table.hands, table.kitty = list(state.hands), state.kitty
        while RULES.to_act(state) is not None:
            legal = RULES.legal_actions(state)
            assert table.legal() == sum(1 << a.card.index for a in legal)
            action = rng.choice(legal)
            table.play(action.card.index)
            state = RULES.apply(state, action).state
        assert table.final() == list(RULES.points(state))


def test_normal_gives_the_queen_and_high_spades_without_length() -> None:
    hand = sum(1 << C(c).index for c in ("Q♠", "A♠", "K♠", "3♠", "2♦", "3♦", "4♦", "5♦",
                                          "6♦", "7♦", "8♦", "9♦", "10♦"))
    assert sorted(normal_give(hand, 3)) == sorted(C(c).index for c in ("Q♠", "A♠", "K♠"))


def test_normal_keeps_a_guarded_queen_and_voids_a_short_suit() -> None:
    hand = sum(1 << C(c).index for c in ("Q♠", "2♠", "3♠", "4♠", "5♠", "K♣", "2♣", "2♦",
                                          "3♦", "4♦", "5♦", "6♦", "7♦"))
    assert sorted(normal_give(hand, 3)) == sorted(C(c).index for c in ("K♣", "2♣", "7♦"))


def _choose(hands, moves, options=CLASSIC, seat_bot=None):
    state = deal_from_hands(hands, leader=0, options=options, given=True)
    for move in moves:
        seat, card = move.split()
        state = RULES.apply(state, Play(int(seat), C(card))).state
    seat = RULES.to_act(state)
    return (seat_bot or NormalBot()).choose(RULES.observe(state, seat), random.Random(1)).card


def test_normal_ducks_under_the_highest_card() -> None:
    hands = [["10♦", "2♣"], ["3♦", "9♦"], ["K♦", "J♦"], ["5♣", "6♣"]]
    assert _choose(hands, ["0 10♦"]) == C("9♦")


def test_normal_drops_the_queen_on_the_king_and_sheds_high_hearts() -> None:
    waived = CLASSIC.with_(queen_must_go=False)
    hands = [["K♠", "2♣"], ["Q♠", "3♠"], ["2♦", "3♦"], ["5♣", "6♣"]]
    assert _choose(hands, ["0 K♠"], waived) == C("Q♠")
    hands = [["K♣", "2♣"], ["A♥", "3♦"], ["2♦", "4♦"], ["5♣", "6♣"]]
    assert _choose(hands, ["0 K♣"], waived) == C("A♥")


def test_normal_defends_against_the_moon_in_standard() -> None:
    # Seat 0 has taken every point so far (14); seat 1 takes the heart trick from it.
    options = STANDARD.with_(two_clubs_leads=False, no_points_first_trick=False)
    hands = [["A♠", "K♥", "3♥"], ["Q♠", "A♥", "2♥"], ["2♠", "4♥", "5♥"], ["3♠", "6♥", "7♥"]]
    assert _choose(hands, ["0 A♠", "1 Q♠", "2 2♠", "3 3♠", "0 K♥"], options) == C("A♥")
    assert _choose(hands, ["0 A♠", "1 Q♠", "2 2♠", "3 3♠", "0 K♥"],
                   options.with_(shoot_the_moon=False)) == C("2♥")


def test_the_sampler_respects_voids_and_the_cards_given() -> None:
    state = RULES.new_deal(seats=3, dealer=0, seed=4, number=0, options=CLASSIC)
    rng = random.Random(3)
    while RULES.to_act(state) is not None and len(state.tricks) < 4:
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state))).state
    seat = RULES.to_act(state)
    view = RULES.observe(state, seat)
    know = Knowledge.of(view)
    sampler = Sampler(view)
    receiver = (seat + view.offset) % 3
    for _ in range(50):
        hands, kitty = sampler.sample(rng)
        assert kitty.bit_count() == 1
        for other in range(3):
            if other != seat:
                assert hands[other].bit_count() == view.hand_sizes[other]
                assert not hands[other] & know.banned[other]
        assert hands[receiver] & know.known[receiver] == know.known[receiver]
    assert KITTY in sampler.capacity


def test_normal_beats_easy_on_duplicate_deals() -> None:
    diffs = []
    for deal in range(12):
        points = {"normal": 0, "easy": 0}
        for rotation in range(4):
            levels = ["normal", "easy", "easy", "easy"]
            levels = levels[-rotation:] + levels[:-rotation]
            bots = {level: make_bot(level) for level in ("normal", "easy")}
            rng = random.Random(deal * 10 + rotation)
            state = RULES.new_deal(seats=4, dealer=deal % 4, seed=1000 + deal, number=0,
                                   options=CLASSIC)
            while (seat := RULES.to_act(state)) is not None:
                state = RULES.apply(state, bots[levels[seat]].choose(
                    RULES.observe(state, seat), rng)).state
            for seat, p in enumerate(RULES.points(state)):
                points[levels[seat]] += p
        diffs.append(points["normal"] / 4 - points["easy"] / 12)
    assert statistics.fmean(diffs) < -2.0


def test_hard_tries_gives_near_normals() -> None:
    hand = sum(1 << C(c).index for c in ("Q♠", "A♠", "K♠", "3♠", "2♦", "3♦", "4♦", "5♦",
                                          "6♦", "7♦", "8♦", "9♦", "A♥"))
    sets = candidate_gives(hand, 3)
    assert len(sets) == 7
    assert sets[0] == normal_give(hand, 3)
    assert all(len(set(s)) == 3 and all(hand >> c & 1 for c in s) for s in sets)
    state = RULES.new_deal(seats=4, dealer=0, seed=8, number=0, options=CLASSIC)
    view = RULES.observe(state, 1)
    bot = HardBot(samples=6, budget_ms=None, search_give=True)
    action = bot.choose(view, random.Random(4))
    assert action == bot.choose(view, random.Random(4))
    assert sorted(c.index for c in action.cards) in [sorted(s) for s in candidate_gives(
        view.hand, 3)]
