"""The invariants of COMET.md over random seeds, tables and play (hypothesis)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.games.comet import RULES, CometState, IllegalAction, Pass, Play, Reason
from coventry_desktop.games.comet.deck import COMET, DECK_MASK
from coventry_desktop.games.comet.events import CardPlayed, CometPlayed, DealWon
from coventry_desktop.games.comet.rules import apply, legal_actions
from coventry_desktop.games.comet.state import Phase

tables = st.tuples(st.integers(2, 6), st.integers(0, 5), st.integers(0, 2**63 - 1))


Step = tuple[CometState, Play | Pass, CometState, tuple[object, ...]]


def playout(seats: int, dealer: int, seed: int, rng: random.Random) -> Iterator[Step]:
    """Yield (before, action, after, events) until the deal ends; bounded so a stall fails."""
    state = RULES.new_deal(seats=seats, dealer=dealer % seats, seed=seed, number=0)
    for _ in range(51 * seats + 51):
        if state.phase is Phase.OVER:
            return
        action = rng.choice(legal_actions(state))
        step = apply(state, action)
        yield state, action, step.state, step.events
        state = step.state
    raise AssertionError("the deal did not end")


def cards_everywhere(state: CometState) -> list[int]:
    masks = [*state.masks, state.dead, state.played]
    return [mask.bit_count() for mask in masks]


@settings(max_examples=60, deadline=None)
@given(tables, st.integers(0, 2**32))
def test_51_cards_are_conserved_and_balances_sum_to_minus_the_bank(table, play_seed) -> None:
    seats, dealer, seed = table
    for _, _, after, _ in playout(seats, dealer, seed, random.Random(play_seed)):
        assert sum(cards_everywhere(after)) == 51
        union = after.dead | after.played
        for mask in after.masks:
            assert not union & mask
            union |= mask
        assert union == DECK_MASK
        assert sum(after.balances) == -after.bank


@settings(max_examples=60, deadline=None)
@given(tables, st.integers(0, 2**32))
def test_every_deal_ends_zero_sum_with_the_winner_empty(table, play_seed) -> None:
    seats, dealer, seed = table
    last = None
    for _, _, after, events in playout(seats, dealer, seed, random.Random(play_seed)):
        last = after, events
    assert last is not None
    final, events = last
    assert final.phase is Phase.OVER and RULES.to_act(final) is None
    assert final.winner is not None and final.masks[final.winner] == 0
    assert sum(RULES.settlement(final)) == 0 and final.bank == 0
    assert DealWon(final.winner, seats) in events
    assert sum(1 for mask in final.masks if mask == 0) == 1


@settings(max_examples=40, deadline=None)
@given(tables, st.integers(0, 2**32))
def test_no_card_out_of_turn_and_a_pass_only_when_no_card_is_legal(table, play_seed) -> None:
    seats, dealer, seed = table
    for before, action, _, events in playout(seats, dealer, seed, random.Random(play_seed)):
        legal = legal_actions(before)
        assert all(a.seat == before.turn for a in legal)
        passes = [a for a in legal if isinstance(a, Pass)]
        plays = [a for a in legal if isinstance(a, Play)]
        # A pass is legal only when no card is, except that the Comet may replace it.
        assert not passes or all(p.card.index == COMET for p in plays)
        for seat in range(seats):
            if seat != before.turn:
                moved = Play(seat, action.card) if isinstance(action, Play) else Pass(seat)
                try:
                    apply(before, moved)
                except IllegalAction as refused:
                    assert refused.reason is Reason.NOT_YOUR_TURN
                else:
                    raise AssertionError(f"{moved} was accepted out of turn")
        for event in events:
            if isinstance(event, CardPlayed | CometPlayed):
                assert event.seat == before.turn


@settings(max_examples=40, deadline=None)
@given(tables)
def test_the_deal_is_a_pure_function_of_the_seed(table) -> None:
    seats, dealer, seed = table
    one = RULES.new_deal(seats=seats, dealer=dealer % seats, seed=seed, number=0)
    two = RULES.new_deal(seats=seats, dealer=dealer % seats, seed=seed, number=3)
    assert one == two
    assert one.turn == (dealer % seats + 1) % seats


def test_seed_1_deals_pinned() -> None:
    # Pins the 51-card shuffle (CM-18) so a change to the deal shows as a rules change.
    state = RULES.new_deal(seats=3, dealer=0, seed=1, number=0)
    assert [str(card) for card in state.hands[1][:5]] == ["2♠", "3♥", "3♦", "4♦", "4♣"]
    four = RULES.new_deal(seats=4, dealer=0, seed=1, number=0)
    assert [str(card) for card in four.dead_cards] == ["2♦", "10♦", "J♣"]
