"""Invariants of RULES.md checked over random seeds, tables and play (hypothesis)."""

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from storage.old_files import old_to_json as to_json  # release 0.1.0's writer

from coventry_desktop.engine import DECK, Rank
from coventry_desktop.engine.cards import RANK_MASKS
from coventry_desktop.games.coventry import (
    CardPlayed,
    DealRecord,
    DealWon,
    IllegalAction,
    Pass,
    Phase,
    Play,
    QuartetCompleted,
    apply,
    from_json,
    legal_actions,
    new_deal,
    observe,
    replay,
    settle,
)

tables = st.tuples(st.integers(3, 6), st.integers(0, 5), st.integers(0, 2**63 - 1))


def random_playout(players, dealer, seed, rng):
    """Yield (state, action, transition) until the deal ends; bounded so a stall fails."""
    state = new_deal(players, dealer % players, seed)
    for _ in range(52 * players + 1):
        if state.phase is Phase.OVER:
            return
        action = rng.choice(legal_actions(state))
        transition = apply(state, action)
        yield state, action, transition
        state = transition.state
    raise AssertionError("the deal did not terminate")


def all_cards(state):
    cards = [card for hand in state.hands for card in hand]
    cards += [play.card for play in state.quartet if state.phase is not Phase.OVER]
    cards += [play.card for quartet in state.completed for play in quartet]
    if state.phase is Phase.OVER:
        cards += [play.card for play in state.quartet]
    return cards


def assert_rank_invariant(state):
    in_hand = 0
    for mask in state.masks:
        in_hand |= mask
    spent = {quartet[0].card.rank for quartet in state.completed}
    for rank in Rank:
        held = in_hand & RANK_MASKS[rank]
        if rank in spent:
            assert held == 0
        elif state.rank is rank:
            assert held.bit_count() + len(state.quartet) == 4
        else:
            assert held == RANK_MASKS[rank]


@settings(max_examples=150, deadline=None)
@given(tables, st.randoms(use_true_random=False))
def test_deal_invariants_hold_at_every_step(table, rng):
    players, dealer, seed = table
    final = None
    for state, action, transition in random_playout(players, dealer, seed, rng):
        after = transition.state
        cards = all_cards(after)
        assert len(cards) == 52 and set(cards) == set(DECK)
        assert_rank_invariant(after)
        for quartet in after.completed:
            assert len(quartet) == 4 and len({play.card.rank for play in quartet}) == 1
        if after.phase is Phase.OVER:
            assert after.turn == action.seat == after.winner
            assert transition.events[-1] == DealWon(action.seat)
        elif any(isinstance(event, QuartetCompleted) for event in transition.events):
            assert after.turn == state.turn and after.phase is Phase.LEAD
        else:
            assert after.turn == (state.turn + 1) % players
        if isinstance(action, Play):
            played = transition.events[0]
            assert isinstance(played, CardPlayed)
            assert played.position == len(after.quartet) or played.position == 4
        final = after
    assert final is not None
    assert [size == 0 for size in final.hand_sizes].count(True) == 1
    assert final.hand_sizes[final.winner] == 0
    scores = settle(final)
    assert sum(scores) == 0
    assert scores[final.winner] == sum(final.hand_sizes)


def candidate_actions(state, rng):
    seats = range(state.players)
    actions = [Pass(seat) for seat in seats]
    actions += [Play(rng.choice(seats), rng.choice(DECK)) for _ in range(8)]
    actions += [Play(state.turn, card) for card in DECK[:: 7]]
    return actions


@settings(max_examples=60, deadline=None)
@given(tables, st.randoms(use_true_random=False))
def test_every_action_outside_legal_actions_is_refused_and_changes_nothing(table, rng):
    players, dealer, seed = table
    for state, _action, _transition in random_playout(players, dealer, seed, rng):
        legal = set(legal_actions(state))
        snapshot = (state.masks, state.turn, state.quartet, state.history)
        for candidate in candidate_actions(state, rng):
            if candidate in legal:
                apply(state, candidate)
                continue
            try:
                apply(state, candidate)
            except IllegalAction as refused:
                assert refused.action == candidate
            else:
                raise AssertionError(f"{candidate} was accepted but is not legal")
            assert (state.masks, state.turn, state.quartet, state.history) == snapshot


@settings(max_examples=60, deadline=None)
@given(tables, st.randoms(use_true_random=False))
def test_replay_of_the_json_record_reproduces_the_final_state(table, rng):
    players, dealer, seed = table
    final = None
    for _state, _action, transition in random_playout(players, dealer, seed, rng):
        final = transition.state
    record = DealRecord(players, dealer % players, seed, final.history, tuple("ABCDEF"[:players]))
    assert replay(from_json(to_json(record))) == final


@settings(max_examples=40, deadline=None)
@given(tables, st.randoms(use_true_random=False))
def test_a_view_hides_other_hands_and_agrees_on_legal_actions(table, rng):
    players, dealer, seed = table
    for state, _action, _transition in random_playout(players, dealer, seed, rng):
        for seat in range(players):
            view = observe(state, seat)
            assert view.hand == state.hand(seat)
            assert view.hand_sizes == state.hand_sizes
            expected = legal_actions(state) if seat == state.turn else []
            assert view.legal_actions() == expected
        assert observe(swap_hidden_cards(state, seat), seat) == observe(state, seat)


def swap_hidden_cards(state, seat):
    """The same state but for one card exchanged between two other seats' hands."""
    others = [s for s in range(state.players) if s != seat and state.masks[s]]
    if len(others) < 2:
        return state
    first, second = others[0], others[1]
    bit_a = state.masks[first] & -state.masks[first]
    bit_b = state.masks[second] & -state.masks[second]
    masks = list(state.masks)
    masks[first] ^= bit_a | bit_b
    masks[second] ^= bit_a | bit_b
    return dataclasses.replace(state, masks=tuple(masks))


def test_random_play_is_reproducible_for_a_fixed_rng():
    first = [a for _s, a, _t in random_playout(4, 0, 5, random.Random(3))]
    second = [a for _s, a, _t in random_playout(4, 0, 5, random.Random(3))]
    assert first == second and len(first) > 13
