"""Invariants over seeds, 3–7 players and option combinations (shared/HEARTS.md)."""

from __future__ import annotations

import random
from dataclasses import fields, is_dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.engine.cards import DECK, Card, Suit
from coventry_desktop.games.hearts import (
    CLASSIC,
    RULES,
    STANDARD,
    GiveDirection,
    HeartsOptions,
    IllegalAction,
    Phase,
    Play,
)
from coventry_desktop.games.hearts.events import KittyRevealed, TrickWon
from coventry_desktop.games.hearts.options import Scoring

from .helpers import random_options, reshuffle_hidden, states_of_random_play

SEEDS = st.integers(min_value=0, max_value=2**32)
PLAYERS = st.integers(min_value=3, max_value=7)


def _deal(seed: int, players: int, options_seed: int):
    rng = random.Random(options_seed)
    options = (CLASSIC, STANDARD, random_options(rng))[options_seed % 3]
    return RULES.new_deal(seats=players, dealer=seed % players, seed=seed,
                          number=options_seed % 4, options=options)


def _in_play(state) -> int:
    mask = state.kitty
    for m in (*state.hands, *state.taken, *(state.given if state.phase is Phase.GIVE else ())):
        assert not mask & m
        mask |= m
    for card in state.trick:
        assert not mask >> card.index & 1
        mask |= 1 << card.index
    return mask


@settings(max_examples=60, deadline=None)
@given(SEEDS, PLAYERS, st.integers(min_value=0, max_value=1000))
def test_random_play_keeps_every_invariant(seed: int, players: int, options_seed: int) -> None:
    state = _deal(seed, players, options_seed)
    rng = random.Random(seed)
    for before, action, step in states_of_random_play(state, rng):
        # 52 cards conserved: hands + given in transit + tricks taken + kitty + trick.
        assert _in_play(step.state) == (1 << 52) - 1
        for trick in step.state.tricks:
            assert sorted((trick.leader + k) % players for k in range(players)) == \
                list(range(players))
            assert len(trick.cards) == players
        for event in step.events:
            if isinstance(event, TrickWon):
                # The trick's winner leads the next.
                assert step.state.phase is Phase.OVER or RULES.to_act(step.state) == event.seat
        assert RULES.is_legal(before, action)
        state = step.state
    points = RULES.points(state)
    moon = state.options.shoot_the_moon and 0 in points and sorted(points)[1] == 26
    assert sum(points) == (26 * (players - 1) if moon else 26)
    assert sum(RULES.settlement(state)) == 0
    assert len(state.tricks) == 52 // players


def _cards_in(event) -> list[Card]:
    found = []
    if is_dataclass(event):
        for f in fields(event):
            value = getattr(event, f.name)
            items = value if isinstance(value, tuple) else (value,)
            found.extend(item for item in items if isinstance(item, Card))
    return found


@settings(max_examples=40, deadline=None)
@given(SEEDS, PLAYERS, st.integers(min_value=0, max_value=1000))
def test_no_hidden_card_reaches_an_event_early(seed: int, players: int,
                                               options_seed: int) -> None:
    state = _deal(seed, players, options_seed)
    for before, _, step in states_of_random_play(state, random.Random(seed)):
        for event in step.events:
            cards = _cards_in(event)
            if isinstance(event, KittyRevealed):
                assert step.state.phase is Phase.OVER
                assert sum(1 << c.index for c in cards) == before.kitty
            else:
                # Only played cards are public during the deal.
                assert len(cards) <= 1
                assert before.phase is Phase.PLAY or not cards


@settings(max_examples=40, deadline=None)
@given(SEEDS, PLAYERS, st.integers(min_value=0, max_value=1000), st.integers(0, 60))
def test_a_view_does_not_change_when_hidden_cards_are_reshuffled(
        seed: int, players: int, options_seed: int, steps: int) -> None:
    state = _deal(seed, players, options_seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.to_act(state) is None:
            break
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state))).state
    for seat in range(players):
        other = reshuffle_hidden(state, seat, rng)
        assert RULES.observe(other, seat) == RULES.observe(state, seat)


@settings(max_examples=30, deadline=None)
@given(SEEDS, PLAYERS)
def test_view_legal_actions_match_the_rules(seed: int, players: int) -> None:
    state = _deal(seed, players, seed % 1000)
    for before, _, _ in states_of_random_play(state, random.Random(seed)):
        seat = RULES.to_act(before)
        assert RULES.observe(before, seat).legal_actions() == RULES.legal_actions(before)


OPTIONS = st.builds(
    HeartsOptions, give=st.sampled_from(list(GiveDirection)), queen_must_go=st.booleans(),
    no_heart_lead_before_trick3=st.booleans(), scoring=st.sampled_from(list(Scoring)),
    two_clubs_leads=st.booleans(), no_points_first_trick=st.booleans(),
    hearts_broken=st.booleans(), shoot_the_moon=st.booleans())
"""Every combination of the rule options, not only the presets."""


QUEEN = Card.parse("Q♠")


def _card_set(mask: int) -> set[Card]:
    return {card for card in DECK if mask >> card.index & 1}


def _oracle(state) -> set[Card]:
    """HEARTS.md's playable cards, clause by clause, as sets (an independent reading)."""
    o, hand = state.options, _card_set(state.hands[state.turn])
    first, points = not state.tricks, {c for c in hand if c.suit is Suit.HEARTS
                                       or c == QUEEN}

    def unless_nothing_else(cards: set[Card], banned: set[Card]) -> set[Card]:
        return cards - banned if cards - banned else cards

    hearts = {c for c in hand if c.suit is Suit.HEARTS}
    if not state.trick:
        if first and state.first_lead is not None:
            return {DECK[state.first_lead]}  # Standard: the 2♣ (or lowest club) leads
        cards = hand
        if first and o.no_points_first_trick:
            cards = unless_nothing_else(cards, points)
        if o.no_heart_lead_before_trick3 and len(state.tricks) < 2:  # HT-13
            cards = unless_nothing_else(cards, hearts)
        if o.hearts_broken and not state.broken:
            cards = unless_nothing_else(cards, hearts)
        return cards
    follow = {c for c in hand if c.suit is state.trick[0].suit}  # HT-6
    if follow:
        # "No heart or Q♠ on the first trick unless a hand holds nothing else" binds a
        # card that follows suit too (Q♠ on a spade lead, while holding another spade).
        return unless_nothing_else(follow, points) if first and o.no_points_first_trick \
            else follow
    cards = hand
    if first and o.no_points_first_trick:
        cards = unless_nothing_else(cards, points)
    if o.queen_must_go and QUEEN in cards:  # HT-7: a discard while holding Q♠ is Q♠
        return {QUEEN}
    return cards


@settings(max_examples=80, deadline=None)
@given(SEEDS, PLAYERS, OPTIONS, st.integers(0, 3))
def test_every_option_combination_plays_by_hearts_md(seed: int, players: int,
                                                      options: HeartsOptions,
                                                      number: int) -> None:
    state = RULES.new_deal(seats=players, dealer=seed % players, seed=seed, number=number,
                           options=options)
    for before, _, _ in states_of_random_play(state, random.Random(seed)):
        if before.phase is not Phase.PLAY:
            continue
        legal = {action.card for action in RULES.legal_actions(before)}
        assert legal == _oracle(before)
        for card in _card_set(before.hands[before.turn]) - legal:
            with pytest.raises(IllegalAction):
                RULES.apply(before, Play(before.turn, card))
