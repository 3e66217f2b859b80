"""Golden playthroughs: seeded all-bot Comet deals pinned byte for byte.

Each file in tests/golden/comet/ is a deal record (the game, rules version, table,
seed, who sat where, every action, the settlement). The test plays the deal again
with the same bots and RNG seed and compares the JSON text byte for byte, and also
replays the stored actions through the rules. Regenerate, only when the rules
version or a bot changes on purpose, with:

    .venv/bin/python tests/games/comet/test_golden.py --write
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.games.comet import INFO, RULES, CometState
from coventry_desktop.games.comet.bots import EasyBot, HardBot, NormalBot
from coventry_desktop.games.comet.state import RULES_VERSION

GOLDEN = Path(__file__).parents[2] / "golden" / "comet"
# (players, dealer, seed, seats): one level per chair.
TABLES = [
    (2, 0, 1, ("normal", "easy")),
    (3, 1, 2026, ("hard", "normal", "easy")),
    (4, 2, 7, ("easy", "normal", "hard", "normal")),
    (6, 5, 11, ("normal", "easy", "normal", "easy", "hard", "easy")),
]


def _bot(level: str) -> EasyBot | NormalBot | HardBot:
    # Hard without a time budget, so its choices are a pure function of the RNG.
    if level == "hard":
        return HardBot(samples=12, budget_ms=None)
    return EasyBot() if level == "easy" else NormalBot()


def playthrough(players: int, dealer: int, seed: int, seats: tuple[str, ...]) -> str:
    """The record of the deal played by ``seats`` with ``random.Random(seed)``, as JSON text."""
    state = RULES.new_deal(seats=players, dealer=dealer, seed=seed, number=0)
    bots, rng = [_bot(level) for level in seats], random.Random(seed)
    actions: list[list[Any]] = []
    while (seat := RULES.to_act(state)) is not None:
        action = bots[seat].choose(RULES.observe(state, seat), rng)
        actions.append(RULES.action_to_json(action))
        state = RULES.apply(state, action).state
    record = {
        "format": "coventry-desktop/record", "game": INFO.id, "rules_version": RULES_VERSION,
        "kind": "deal", "players": players, "dealer": dealer, "seed": seed, "number": 0,
        "options": None, "seats": list(seats), "actions": actions,
        "winner": state.winner, "settlement": list(RULES.settlement(state)),
    }
    return to_text(record)


def to_text(record: dict[str, Any]) -> str:
    """JSON with one key per line and one action per line, so a diff shows the play."""
    lines = []
    for key, value in record.items():
        if key == "actions":
            body = ",\n".join(f"  {json.dumps(a, ensure_ascii=False)}" for a in value)
            lines.append(f' "actions": [\n{body}\n ]')
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def path_of(players: int, dealer: int, seed: int) -> Path:
    return GOLDEN / f"deal_p{players}_d{dealer}_s{seed}.json"


def replay(record: dict[str, Any]) -> CometState:
    state = RULES.new_deal(seats=record["players"], dealer=record["dealer"],
                           seed=record["seed"], number=record["number"])
    for item in record["actions"]:
        state = RULES.apply(state, RULES.action_from_json(item)).state
    return state


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"p{t[0]}_s{t[2]}")
def test_golden_playthrough_is_byte_for_byte_the_same(table: Any) -> None:
    players, dealer, seed, seats = table
    expected = path_of(players, dealer, seed).read_text(encoding="utf-8")
    assert playthrough(players, dealer, seed, seats) == expected


@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"p{t[0]}_s{t[2]}")
def test_golden_record_replays_through_the_rules(table: Any) -> None:
    record = json.loads(path_of(*table[:3]).read_text(encoding="utf-8"))
    state = replay(record)
    assert state.winner == record["winner"]
    assert list(RULES.settlement(state)) == record["settlement"]
    assert sum(record["settlement"]) == 0


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for players, dealer, seed, seats in TABLES:
        path_of(players, dealer, seed).write_text(
            playthrough(players, dealer, seed, seats), encoding="utf-8")
