"""Hidden information: dead cards and other hands reach no view and no event early."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.engine.cards import cards_of
from coventry_desktop.games.comet import RULES, CometState
from coventry_desktop.games.comet.events import DeadCardsRevealed
from coventry_desktop.games.comet.observe import observe
from coventry_desktop.games.comet.rules import apply, legal_actions
from coventry_desktop.games.comet.state import Phase


def reshuffled(state: CometState, keep: int, rng: random.Random) -> CometState:
    """``state`` with every hand but ``keep``'s and the dead cards dealt again at random,
    each keeping its size (the cards a seat cannot see, moved around)."""
    pool = [i for mask in (*[m for s, m in enumerate(state.masks) if s != keep], state.dead)
            for i in range(52) if mask >> i & 1]
    rng.shuffle(pool)
    masks = list(state.masks)
    for seat, mask in enumerate(state.masks):
        if seat != keep:
            take, pool = pool[:mask.bit_count()], pool[mask.bit_count():]
            masks[seat] = sum(1 << i for i in take)
    return CometState(
        state.players, state.dealer, tuple(masks), sum(1 << i for i in pool), state.played,
        state.turn, state.phase, state.need, state.branch, state.last, state.passes,
        state.balances, state.bank, state.lacks, state.winner, state.history,
    )


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32))
def test_no_event_names_a_dead_card_or_a_held_card_before_the_end(seats, seed) -> None:
    rng = random.Random(seed)
    state = RULES.new_deal(seats=seats, dealer=0, seed=seed, number=0)
    while state.phase is not Phase.OVER:
        step = apply(state, rng.choice(legal_actions(state)))
        for event in step.events:
            if isinstance(event, DeadCardsRevealed):
                assert step.state.phase is Phase.OVER
                assert event.cards == cards_of(state.dead)
                continue
            card = getattr(event, "card", None)
            if card is not None and getattr(event, "seat", None) is not None:
                # A played card has left the hand; an announced card is not in the
                # announcer's hand; neither tells where a dead card lies.
                assert not step.state.masks[event.seat] >> card.index & 1
        state = step.state


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32))
def test_a_view_does_not_change_when_hidden_cards_are_reshuffled(seats, seed) -> None:
    rng = random.Random(seed)
    state = RULES.new_deal(seats=seats, dealer=0, seed=seed, number=0)
    steps = 0
    while state.phase is not Phase.OVER:
        for seat in range(seats):
            view = observe(state, seat)
            assert view.dead == 0
            assert observe(reshuffled(state, seat, rng), seat) == view
        state = apply(state, rng.choice(legal_actions(state))).state
        steps += 1
    assert observe(state, 0).dead == state.dead
