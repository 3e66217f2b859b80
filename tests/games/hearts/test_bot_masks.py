"""The bots' fast mask helpers agree with their definitions, and Hard's play is pinned.

The rollouts ask for a mask's highest card, a seat's moon chances and the cards that beat
a trick's winner at every card they play; those helpers are written for speed (bit tricks
on ``Card.index``), so each is checked here against the plain definition over the whole
space of masks and point lists. ``HARD_GOLDEN`` pins every action of whole deals with
two Hard seats (no time cap, so a choice is a function of the view and the RNG): a change
meant only to make Hard faster must leave it byte for byte. Regenerate only when Hard is
meant to play differently, with:

    .venv/bin/python -m tests.games.hearts.test_bot_masks --write
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coventry_desktop.engine.cards import indices
from coventry_desktop.games.hearts import CLASSIC, RULES, STANDARD
from coventry_desktop.games.hearts.bots import HardBot, NormalBot
from coventry_desktop.games.hearts.bots.moon import plausible
from coventry_desktop.games.hearts.bots.policy import STRONGER, _bottom, _top, moon_threat
from coventry_desktop.games.hearts.bots.table import Table
from coventry_desktop.games.hearts.cards import STRENGTH

HARD_GOLDEN = Path(__file__).parent.parent.parent / "golden" / "hearts" / "hard_play.json"
DEALS = [("standard", 4, 1, 13), ("standard", 4, 2, 14), ("classic", 5, 0, 12)]
"""(preset, seats, dealer, seed): Hard in seats 0 and 2, Normal elsewhere."""
PRESETS = {"classic": CLASSIC, "standard": STANDARD}
MASKS = st.integers(min_value=1, max_value=(1 << 52) - 1)


@given(MASKS)
def test_top_and_bottom_are_the_strongest_and_weakest_card(mask: int) -> None:
    # Hearts order (2 low, A high), equal ranks by index: the order of policy.DESCENDING.
    cards = indices(mask)
    assert _top(mask) == max(cards, key=lambda c: (STRENGTH[c], c))
    assert _bottom(mask) == min(cards, key=lambda c: (STRENGTH[c], c))


def test_top_and_bottom_of_nothing_is_an_error() -> None:
    with pytest.raises(ValueError, match="empty mask"):
        _top(0)
    with pytest.raises(ValueError, match="empty mask"):
        _bottom(0)


@given(st.integers(min_value=0, max_value=12))
def test_stronger_holds_every_card_of_a_higher_rank(strength: int) -> None:
    assert indices(STRONGER[strength]) == [c for c in range(52) if STRENGTH[c] > strength]
    assert STRONGER[strength].bit_count() == 4 * (12 - strength)


def _table(points: list[int], moon: bool) -> Table:
    n = len(points)
    return Table(n=n, options=STANDARD if moon else CLASSIC, hands=[0] * n, trick=[],
                 leader=0, trick_no=1, broken=True, first_lead=None, points=points[:],
                 played=0, kitty=0, kitty_taker=None)


@settings(max_examples=300)
@given(st.lists(st.integers(min_value=0, max_value=26), min_size=3, max_size=7),
       st.data(), st.booleans(), st.integers(min_value=0, max_value=26))
def test_moon_chances_follow_their_definitions(points: list[int], data: st.DataObject,
                                               moon: bool, least: int) -> None:
    seat = data.draw(st.integers(min_value=0, max_value=len(points) - 1))
    t = _table(points, moon)
    others = [p for s, p in enumerate(points) if s != seat]
    assert plausible(t, seat) == (moon and not any(others))
    scorers = [s for s, p in enumerate(points) if p]
    threat = (scorers[0] if moon and len(scorers) == 1 and scorers[0] != seat
              and points[scorers[0]] >= least else None)
    assert moon_threat(t, seat, least=least) == threat


def golden_text(play: dict[str, list[object]]) -> str:
    """One deal per line: a diff names the deal that changed."""
    rows = [f"{json.dumps(key)}: {json.dumps(actions, ensure_ascii=False)}"
            for key, actions in play.items()]
    return "{\n" + ",\n".join(rows) + "\n}\n"


def hard_play() -> dict[str, list[object]]:
    """Every action of ``DEALS``, as the records write them, keyed by preset and seats."""
    out: dict[str, list[object]] = {}
    for preset, seats, dealer, seed in DEALS:
        state = RULES.new_deal(seats=seats, dealer=dealer, seed=seed, number=seed,
                               options=PRESETS[preset])
        hard, normal, rng = HardBot(budget_ms=None, samples=12), NormalBot(), random.Random(seed)
        actions: list[object] = []
        while (seat := RULES.to_act(state)) is not None:
            bot = hard if seat in (0, 2) else normal
            action = bot.choose(RULES.observe(state, seat), rng)
            actions.append(RULES.action_to_json(action))
            state = RULES.apply(state, action).state
        out[f"{preset}_p{seats}_d{dealer}_s{seed}"] = actions
    return out


def test_hard_plays_the_pinned_deals_card_for_card() -> None:
    assert hard_play() == json.loads(HARD_GOLDEN.read_text(encoding="utf-8"))


if __name__ == "__main__" and "--write" in sys.argv:
    HARD_GOLDEN.write_text(golden_text(hard_play()), encoding="utf-8")
