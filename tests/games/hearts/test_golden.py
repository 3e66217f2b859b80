"""Golden playthroughs: whole Hearts deals pinned byte for byte (as OpenSpiel's playthroughs).

Each file in tests/golden/hearts/ holds a table, a fixed arithmetic policy's actions (the
``(7 × step) mod n``-th legal action, so no RNG whose stream could change), the public
events and the settlement. Regenerate only when ``RULES_VERSION`` changes, with:

    .venv/bin/python -m tests.games.hearts.test_golden --write
"""

from __future__ import annotations

import json
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from coventry_desktop.games.hearts import CLASSIC, RULES, STANDARD, HeartsOptions

GOLDEN = Path(__file__).parent.parent.parent / "golden" / "hearts"
PRESETS = {"classic": CLASSIC, "standard": STANDARD}
TABLES = [("classic", 4, 0, 1, 0), ("classic", 3, 2, 7, 0), ("standard", 4, 1, 2, 1),
          ("standard", 5, 0, 3, 0), ("classic", 7, 6, 4, 0)]


def _text(value: object) -> str:
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    return str(value)


def _event(event: object) -> str:
    """``"TrickWon seat=1 trick=3 points=2"``: one line per event, cards as text."""
    parts = (f"{f.name}={_text(getattr(event, f.name))}" for f in fields(event))  # type: ignore[arg-type]
    return " ".join((type(event).__name__, *parts))


def playthrough(preset: str, seats: int, dealer: int, seed: int, number: int) -> str:
    """The JSON text of one deal played by the fixed policy."""
    options: HeartsOptions = PRESETS[preset]
    state = RULES.new_deal(seats=seats, dealer=dealer, seed=seed, number=number,
                           options=options)
    hands = [" ".join(map(str, state.hand(s))) for s in range(seats)]
    actions, events = [], []
    step = 0
    while RULES.to_act(state) is not None:
        legal = RULES.legal_actions(state)
        action = legal[(7 * step) % len(legal)]
        actions.append(" ".join(map(str, RULES.action_to_json(action))))
        transition = RULES.apply(state, action)
        events.extend(_event(e) for e in transition.events)
        state = transition.state
        step += 1
    record = {"preset": preset, "seats": seats, "dealer": dealer, "seed": seed,
              "number": number, "hands": hands, "actions": actions, "events": events,
              "points": list(RULES.points(state)),
              "settlement": [str(u) for u in RULES.settlement(state)]}
    return json.dumps(record, ensure_ascii=False, indent=0) + "\n"


def path_of(preset: str, seats: int, dealer: int, seed: int, number: int) -> Path:
    return GOLDEN / f"{preset}_p{seats}_d{dealer}_s{seed}_n{number}.json"


@pytest.mark.parametrize("table", TABLES)
def test_golden_playthrough(table: tuple[str, int, int, int, int]) -> None:
    assert playthrough(*table).encode() == path_of(*table).read_bytes()


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for table in TABLES:
        path_of(*table).write_text(playthrough(*table), encoding="utf-8")
