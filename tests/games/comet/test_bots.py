"""Comet bots: legal choices, blind to hidden cards, the rules of thumb, and strength."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games.comet import RULES, CometState, Pass, Play
from coventry_desktop.games.comet.bots import EasyBot, HardBot, NormalBot, make_bot
from coventry_desktop.games.comet.bots.easy import legal_for
from coventry_desktop.games.comet.bots.hard import is_real_decision
from coventry_desktop.games.comet.bots.sampling import HiddenSampler
from coventry_desktop.games.comet.observe import CometView, observe
from coventry_desktop.games.comet.state import Phase, deal_from_hands

from .test_hidden import reshuffled

Bots = EasyBot | NormalBot | HardBot


def bots() -> list[Bots]:
    return [EasyBot(), NormalBot(), HardBot(samples=6, budget_ms=None)]


def play(seat: int, text: str) -> Play:
    return Play(seat, Card.parse(text))


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("level", [0, 1, 2])
def test_every_level_plays_whole_deals_legally(seats: int, level: int) -> None:
    bot, rng = bots()[level], random.Random(seats)
    state = RULES.new_deal(seats=seats, dealer=0, seed=seats * 10 + level, number=0)
    while (seat := RULES.to_act(state)) is not None:
        action = bot.choose(observe(state, seat), rng)
        assert action in RULES.legal_actions(state)
        state = RULES.apply(state, action).state
    assert sum(RULES.settlement(state)) == 0


def test_unknown_level_and_not_my_turn_are_value_errors() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        make_bot("expert")
    state = RULES.new_deal(seats=3, dealer=0, seed=1, number=0)
    for bot in bots():
        with pytest.raises(ValueError, match="nothing to do"):
            bot.choose(observe(state, 0), random.Random(1))


@pytest.mark.parametrize("level", [0, 1, 2])
def test_a_choice_does_not_depend_on_hidden_cards(level: int) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = RULES.new_deal(seats=4, dealer=0, seed=seed, number=0)
        for _ in range(int(rng.random() * 40)):
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state))).state
            if state.phase is Phase.OVER:
                break
        else:
            seat = state.turn
            other = reshuffled(state, seat, random.Random(seed + 100))
            assert other.masks != state.masks or other.dead != state.dead
            one = bots()[level].choose(observe(state, seat), random.Random(7))
            two = bots()[level].choose(observe(other, seat), random.Random(7))
            assert one == two


def test_easy_and_normal_play_the_comet_at_the_first_legal_chance() -> None:
    state = deal_from_hands([["9♦", "2♥", "3♠"], ["10♦", "4♥"], ["5♥", "6♥"]], leader=0,
                            need="6♣")
    for bot in (EasyBot(), NormalBot()):
        assert bot.choose(observe(state, 0), random.Random(1)) == play(0, "9♦")


def test_normal_keeps_nine_of_diamonds_for_the_comet_on_a_free_start() -> None:
    state = deal_from_hands([["9♦", "3♠", "5♥"], ["2♠", "4♥"], ["4♠", "8♥"]], leader=0)
    assert NormalBot().choose(observe(state, 0), random.Random(1)) != play(0, "9♦")


def test_normal_starts_a_run_that_keeps_the_lead() -> None:
    # J♥ Q♥ K♥ ends on a King: paid, and a free start again (CM-10).
    state = deal_from_hands([["4♣", "J♥", "Q♥", "K♥", "2♠"], ["3♠", "5♣"], ["6♠", "7♠"]],
                            leader=0)
    assert NormalBot().choose(observe(state, 0), random.Random(1)) == play(0, "J♥")


def test_normal_prefers_an_ace_to_a_card_another_run_may_reach() -> None:
    state = deal_from_hands([["A♣", "5♥", "9♠"], ["3♠", "4♥"], ["6♥", "7♠"]], leader=0)
    assert NormalBot().choose(observe(state, 0), random.Random(1)) == play(0, "A♣")


def test_normal_takes_the_branch_it_can_extend_further() -> None:
    state = deal_from_hands([["9♦", "2♥"], ["6♣", "10♦", "J♦", "Q♦", "4♥"], ["5♥", "7♥"]],
                            leader=0, need="6♣")
    state = RULES.apply(state, play(0, "9♦")).state
    assert NormalBot().choose(observe(state, 1), random.Random(1)) == play(1, "10♦")


def test_hard_is_a_pure_function_of_view_and_rng_without_a_budget() -> None:
    state = RULES.new_deal(seats=3, dealer=0, seed=5, number=0)
    view = observe(state, state.turn)
    picks = {HardBot(samples=10, budget_ms=None).choose(view, random.Random(3))
             for _ in range(3)}
    assert len(picks) == 1


def _after_passes() -> CometState:
    state = deal_from_hands([["5♥", "2♠", "9♣"], ["3♠", "4♠", "J♣"], ["7♠", "8♠", "Q♣"]],
                            leader=0, dead=["6♥", "10♣"], played=[])
    state = RULES.apply(state, play(0, "5♥")).state  # announces 6♥
    state = RULES.apply(state, Pass(1)).state
    return RULES.apply(state, Pass(2)).state  # a full round: 6♥ is dead


def test_the_sampler_keeps_sizes_and_what_each_seat_showed_it_lacks() -> None:
    state = _after_passes()
    view = observe(state, 0)
    six = Card.parse("6♥").index
    sampler = HiddenSampler(view)
    rng = random.Random(1)
    for _ in range(50):
        world = sampler.world(rng)
        assert world.hand_sizes == state.hand_sizes
        assert world.dead.bit_count() == state.dead.bit_count()
        assert world.dead >> six & 1  # every other seat passed on 6♥: it is dead
        assert world.masks[0] == state.masks[0]


def test_hard_returns_the_forced_action_at_once() -> None:
    state = deal_from_hands([["3♣", "4♣"], ["6♣"], ["5♥"]], leader=0, need="3♣")
    assert HardBot().choose(observe(state, 0), random.Random(1)) == play(0, "3♣")


def _duplicate(levels: tuple[str, ...], deals: int) -> dict[str, float]:
    """Mean units per seat-deal of each level over ``deals`` deals in every seating."""
    totals = dict.fromkeys(levels, 0.0)
    chairs = dict.fromkeys(levels, 0)
    players = len(levels)
    for seed in range(deals):
        for shift in range(players):
            seating = levels[shift:] + levels[:shift]
            state = RULES.new_deal(seats=players, dealer=seed % players, seed=seed, number=0)
            table = [make_bot(level) for level in seating]
            rng = random.Random(seed)
            while (seat := RULES.to_act(state)) is not None:
                state = RULES.apply(state, table[seat].choose(observe(state, seat), rng)).state
            for seat, units in enumerate(RULES.settlement(state)):
                totals[seating[seat]] += units
                chairs[seating[seat]] += 1
    return {level: totals[level] / chairs[level] for level in levels}


def test_normal_beats_easy_on_duplicate_deals() -> None:
    means = _duplicate(("normal", "easy", "easy"), 60)
    assert means["normal"] - means["easy"] > 0.5


def _first_real_decision(seats: int, seed: int) -> CometView:
    """The first view of an all-Normal deal at which Hard searches."""
    state = RULES.new_deal(seats=seats, dealer=0, seed=seed, number=0)
    rng = random.Random(seed)
    while (seat := RULES.to_act(state)) is not None:
        view = observe(state, seat)
        if is_real_decision(view):
            return view
        state = RULES.apply(state, NormalBot().choose(view, rng)).state
    raise AssertionError(f"no real decision in deal {seed}")


def test_hard_plays_its_samples_and_the_time_limit_only_caps_them() -> None:
    view = _first_real_decision(4, 5)
    assert HardBot().samples == 128 and HardBot().budget_ms == 1000.0
    # At its defaults (1 s cap) Hard plays every sample, so it decides as without a cap.
    capped, free = HardBot(samples=8), HardBot(samples=8, budget_ms=None)
    assert capped.choose(view, random.Random(2)) == free.choose(view, random.Random(2))
    assert (capped.cut, free.cut) == (0, 0)
    # A cap the search does reach stops it, and is counted once per real decision.
    tight = HardBot(samples=10_000, budget_ms=1e-6)
    tight.choose(view, random.Random(2))
    tight.choose(view, random.Random(3))
    assert tight.cut == 2


def test_hard_draws_from_its_rng_as_normal_does() -> None:
    # So a tournament with common random numbers replays Normal's table until Hard
    # plays differently: Normal's tie-break is drawn, the search has its own generator.
    for seats, seed in [(2, 1), (3, 4), (5, 9), (6, 2)]:
        view = _first_real_decision(seats, seed)
        hard_rng, normal_rng = random.Random(seed), random.Random(seed)
        HardBot(samples=8, budget_ms=None).choose(view, hard_rng)
        NormalBot().choose(view, normal_rng)
        assert hard_rng.getstate() == normal_rng.getstate()


def test_hard_searches_normals_own_choice_first() -> None:
    view = _first_real_decision(3, 4)
    normal = NormalBot().choose(view, random.Random(7))
    options = HardBot().candidates(view, legal_for(view), normal)
    assert options[0] == normal and len(options) == len(set(options)) > 1
