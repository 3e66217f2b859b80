"""The rank-count kernel agrees with the public engine: same winner, same settlement."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.engine.cards import DECK, RANK_MASKS
from coventry_desktop.games.coventry import (
    Action,
    DealState,
    Phase,
    Play,
    apply,
    deal_from_hands,
    legal_actions,
    new_deal,
    settle,
)
from coventry_desktop.games.coventry.bots.kernel import (
    LeadPolicy,
    greedy_lead,
    play_out,
    resolve_quartet,
    settlement,
)
from coventry_desktop.games.coventry.bots.knowledge import RANKS, rank_counts


def random_lead(rng: random.Random) -> LeadPolicy:
    """A policy that leads a uniformly random held rank: explores far more positions than greedy."""

    def policy(row: list[int], sizes: list[int], seat: int) -> int:
        columns = [i for i, held in enumerate(row) if held]
        return columns[int(rng.random() * len(columns))]

    return policy


def engine_play_out(state: DealState, policy: LeadPolicy) -> DealState:
    """Play ``state`` to the end on the engine, leading the rank ``policy`` picks."""
    while state.phase is not Phase.OVER:
        action: Action
        if state.phase is Phase.LEAD:
            counts = [rank_counts(mask) for mask in state.masks]
            column = policy(counts[state.turn], list(state.hand_sizes), state.turn)
            mask = state.masks[state.turn] & RANK_MASKS[RANKS[column]]
            action = Play(state.turn, DECK[(mask & -mask).bit_length() - 1])
        else:
            action = legal_actions(state)[0]
        state = apply(state, action).state
    return state


def kernel_result(state: DealState, policy: LeadPolicy) -> tuple[int, list[int]]:
    rows = [rank_counts(mask) for mask in state.masks]
    sizes = list(state.hand_sizes)
    winner = play_out(rows, sizes, state.turn, None, policy)
    return winner, settlement(sizes, winner)


@settings(max_examples=3000, deadline=None)
@given(players=st.integers(3, 6), dealer=st.integers(0, 5), seed=st.integers(0, 2**63 - 1),
       policy_seed=st.integers(0, 2**32), greedy=st.booleans())
def test_kernel_agrees_with_engine_on_random_deals(
    players: int, dealer: int, seed: int, policy_seed: int, greedy: bool
) -> None:
    state = new_deal(players, dealer % players, seed)
    # The same policy with the same RNG seed drives both, one call per lead in the same order.
    def policy() -> LeadPolicy:
        return greedy_lead if greedy else random_lead(random.Random(policy_seed))

    final = engine_play_out(state, policy())
    winner, units = kernel_result(state, policy())
    assert winner == final.winner
    assert tuple(units) == settle(final)


def test_seed_example_three_plus_five_is_eight() -> None:
    # RULES.md worked example 3: B leads 3♠; A goes out on 3♣: A +8, B −3, C −5.
    state = deal_from_hands([["3♦", "3♣"], ["3♠", "3♥", "10♠", "10♥", "J♠"],
                             ["10♦", "10♣", "J♥", "J♦", "J♣"]], leader=1)
    rows = [rank_counts(mask) for mask in state.masks]
    sizes = list(state.hand_sizes)
    assert resolve_quartet(rows, sizes, 1, 2) == (0, 1)
    assert settlement(sizes, 0) == [8, -3, -5]


def test_quartet_completer_leads_next() -> None:
    # RULES.md worked example 1: A plays the 1st and 4th queen and leads again.
    state = deal_from_hands([["Q♠", "Q♣", "7♦", "K♠"], ["Q♥", "7♠", "K♥", "K♦"],
                             ["Q♦", "7♥", "7♣", "K♣"]], leader=0)
    rows = [rank_counts(mask) for mask in state.masks]
    sizes = list(state.hand_sizes)
    assert resolve_quartet(rows, sizes, 0, 11) == (0, 0)
    assert sizes == [2, 3, 3]
    assert [row[11] for row in rows] == [0, 0, 0]
