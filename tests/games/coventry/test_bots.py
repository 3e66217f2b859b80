"""Every level: legal actions always, blind to unseen cards, forced plays at once, Normal > Easy."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import (
    DealState,
    Pass,
    Phase,
    Play,
    apply,
    deal_from_hands,
    legal_actions,
    new_deal,
    observe,
)
from coventry_desktop.games.coventry.bots import LEVELS, Bot, EasyBot, HardBot, NormalBot
from coventry_desktop.games.coventry.bots.knowledge import (
    is_real_decision,
    lead_caps,
    rank_counts,
)
from coventry_desktop.tournament import Options, run


def bot_of(level: str) -> Bot:
    """Bots for tests: Hard without a time limit, so its choice depends only on (view, RNG)."""
    bots: dict[str, Bot] = {"easy": EasyBot(), "normal": NormalBot(),
                            "hard": HardBot(samples=24, budget_ms=None)}
    return bots[level]


tables = st.tuples(st.integers(3, 6), st.integers(0, 5), st.integers(0, 2**63 - 1))


@settings(max_examples=60, deadline=None)
@given(table=tables, levels=st.lists(st.sampled_from(LEVELS), min_size=6, max_size=6),
       rng_seed=st.integers(0, 2**32))
def test_every_level_always_returns_a_legal_action(
    table: tuple[int, int, int], levels: list[str], rng_seed: int
) -> None:
    players, dealer, seed = table
    state = new_deal(players, dealer % players, seed)
    rng = random.Random(rng_seed)
    while state.phase is not Phase.OVER:
        action = bot_of(levels[state.turn]).choose(observe(state, state.turn), rng)
        assert action in legal_actions(state)
        state = apply(state, action).state


def reshuffle_unseen(state: DealState, seat: int, rng: random.Random) -> DealState:
    """The same deal with the other seats' cards dealt again among them, sizes kept."""
    hidden = [index for other, mask in enumerate(state.masks) if other != seat
              for index in range(52) if mask >> index & 1]
    rng.shuffle(hidden)
    masks = list(state.masks)
    for other in range(state.players):
        if other != seat:
            size = masks[other].bit_count()
            masks[other] = sum(1 << index for index in hidden[:size])
            hidden = hidden[size:]
    return dataclasses.replace(state, masks=tuple(masks))


def advance(state: DealState, steps: int, rng: random.Random) -> DealState:
    """At least ``steps`` Normal actions into the deal, then on to a real decision if any."""
    bot = NormalBot()
    taken = 0
    while taken < steps or not is_real_decision(observe(state, state.turn)):
        action = bot.choose(observe(state, state.turn), rng)
        nxt = apply(state, action).state
        if nxt.phase is Phase.OVER:
            break
        state, taken = nxt, taken + 1
    return state


@pytest.mark.parametrize("level", LEVELS)
@settings(max_examples=40, deadline=None)
@given(table=tables, steps=st.integers(0, 60), shuffle_seed=st.integers(0, 2**32),
       rng_seed=st.integers(0, 2**32))
def test_a_decision_cannot_depend_on_unseen_cards(
    level: str, table: tuple[int, int, int], steps: int, shuffle_seed: int, rng_seed: int
) -> None:
    players, dealer, seed = table
    state = advance(new_deal(players, dealer % players, seed), steps, random.Random(seed))
    other = reshuffle_unseen(state, state.turn, random.Random(shuffle_seed))
    assert other.masks[state.turn] == state.masks[state.turn]
    bot = bot_of(level)
    first = bot.choose(observe(state, state.turn), random.Random(rng_seed))
    second = bot.choose(observe(other, other.turn), random.Random(rng_seed))
    assert first == second


@pytest.mark.parametrize("level", LEVELS)
def test_forced_actions_use_no_randomness(level: str) -> None:
    # RULES.md example 5: after A leads 6♠, B holds no six and must pass; C must follow.
    state = deal_from_hands([["6♠", "9♠"], ["9♥", "9♦", "9♣"], ["6♥", "6♦", "6♣"]], leader=0)
    state = apply(state, Play(0, state.hand(0)[0])).state
    rng = random.Random(5)
    before = rng.getstate()
    assert bot_of(level).choose(observe(state, 1), rng) == Pass(1)
    assert rng.getstate() == before


def test_every_level_leads_four_of_a_kind_first_when_it_is_the_only_sensible_lead() -> None:
    # Four kings keep the lead and cost nothing; the lone 2 then goes out as a lead.
    state = deal_from_hands([["K♠", "K♥", "K♦", "K♣", "2♠"], ["2♥", "5♠", "5♥"],
                             ["2♦", "2♣", "5♦", "5♣"]], leader=0)
    assert is_real_decision(observe(state, 0))
    for level in ("normal", "hard"):
        action = bot_of(level).choose(observe(state, 0), random.Random(1))
        assert isinstance(action, Play) and action.card.rank.symbol == "K"


def test_lead_caps_record_the_fewest_cards_a_seat_led_with() -> None:
    # RULES.md example 1: A leads Q♠ and plays Q♣ as the fourth card: A led with two queens.
    state = deal_from_hands([["Q♠", "Q♣", "7♦", "K♠"], ["Q♥", "7♠", "K♥", "K♦"],
                             ["Q♦", "7♥", "7♣", "K♣"]], leader=0)
    assert lead_caps(observe(state, 1)) == [4, 4, 4]
    for text in ["Q♠", "Q♥", "Q♦", "Q♣"]:
        state = apply(state, Play(state.turn, Card.parse(text))).state
    assert lead_caps(observe(state, 1)) == [2, 4, 4]


def test_normal_beats_easy_by_half_a_unit_on_fixed_deals() -> None:
    # 150 fixed shuffles x 4 seatings, all seeded: the numbers are exact, so this cannot flake.
    lines = run(Options(players=4, seats=("normal", "easy", "easy", "easy"), deals=150, seed=11,
                        hard_budget_ms=None, hard_samples=1), workers=1)
    easy, normal = lines
    assert (easy.level, normal.level) == ("easy", "normal")
    assert normal.mean_units - easy.mean_units >= 0.5
    assert normal.mean_units - normal.units_ci > 0


def test_bots_never_import_qt() -> None:
    code = ("import sys, coventry_desktop.tournament, coventry_desktop.games.coventry.bots; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@settings(max_examples=60, deadline=None)
@given(table=tables, steps=st.integers(0, 40), rng_seed=st.integers(0, 2**32))
def test_hard_leading_as_normal_leads_normals_card_with_normals_draws(
    table: tuple[int, int, int], steps: int, rng_seed: int
) -> None:
    # So a tournament with common random numbers replays Normal's table until Hard deviates.
    players, dealer, seed = table
    state = advance(new_deal(players, dealer % players, seed), steps, random.Random(seed))
    view = observe(state, state.turn)
    hard_rng, normal_rng = random.Random(rng_seed), random.Random(rng_seed)
    chosen = bot_of("hard").choose(view, hard_rng)
    expected = NormalBot().choose(view, normal_rng)
    counts = rank_counts(view.hand_mask)
    if isinstance(chosen, Play) and counts[chosen.card.rank - 1] == max(counts):
        assert chosen == expected
        assert hard_rng.getstate() == normal_rng.getstate()
    else:
        assert is_real_decision(view)


def test_a_time_limit_only_caps_the_search_and_is_counted() -> None:
    # Deal 5's opening lead at 4 players is a real decision (Normal's bench deals).
    state = new_deal(4, 0, 5)
    view = observe(state, state.turn)
    assert is_real_decision(view)
    capped = HardBot(samples=10_000, budget_ms=1e-6)
    capped.choose(view, random.Random(1))
    assert capped.cut == 1
    free = HardBot(samples=64, budget_ms=None)
    free.choose(view, random.Random(1))
    assert free.cut == 0
