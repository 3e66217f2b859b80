"""Shared test helpers: random play and reshuffling the cards one seat cannot see."""

from __future__ import annotations

import random

from coventry_desktop.games.hearts import RULES, HeartsOptions, HeartsState, Phase
from coventry_desktop.games.hearts.options import GiveDirection, Scoring


def random_options(rng: random.Random) -> HeartsOptions:
    """Any combination of the rule options (the scoring does not change a deal)."""
    return HeartsOptions(
        give=rng.choice(list(GiveDirection)), queen_must_go=rng.random() < 0.5,
        no_heart_lead_before_trick3=rng.random() < 0.5, scoring=rng.choice(list(Scoring)),
        two_clubs_leads=rng.random() < 0.5, no_points_first_trick=rng.random() < 0.5,
        hearts_broken=rng.random() < 0.5, shoot_the_moon=rng.random() < 0.5)


def states_of_random_play(state: HeartsState, rng: random.Random):
    """Yield (state, action, transition) for random legal play to the end."""
    while RULES.to_act(state) is not None:
        action = rng.choice(RULES.legal_actions(state))
        step = RULES.apply(state, action)
        yield state, action, step
        state = step.state


def _bits(mask: int) -> list[int]:
    return [i for i in range(52) if mask >> i & 1]


def reshuffle_hidden(state: HeartsState, seat: int, rng: random.Random) -> HeartsState:
    """The same position with every card ``seat`` cannot see dealt again at random.

    Hidden: other hands (less the cards ``seat`` gave, which it knows its receiver holds),
    cards other seats have given but not yet exchanged, and the kitty until the end.
    """
    n = state.players
    known = 0
    if state.phase is not Phase.GIVE and state.offset:
        known = state.given[seat]
    others = [s for s in range(n) if s != seat]
    pool = state.kitty if state.phase is not Phase.OVER else 0
    for s in others:
        pool |= state.hands[s] & ~known
        if state.phase is Phase.GIVE:
            pool |= state.given[s]
    cards = _bits(pool)
    rng.shuffle(cards)
    hands = list(state.hands)
    given = list(state.given)

    def take(count: int) -> int:
        nonlocal cards
        part, cards = cards[:count], cards[count:]
        return sum(1 << i for i in part)

    for s in others:
        hands[s] = (state.hands[s] & known) | take((state.hands[s] & ~known).bit_count())
        if state.phase is Phase.GIVE:
            given[s] = take(state.given[s].bit_count())
    kitty = state.kitty if state.phase is Phase.OVER else take(state.kitty.bit_count())
    return state._replace(hands=tuple(hands), given=tuple(given), kitty=kitty)
