"""Golden playthroughs: whole deals pinned action by action (as open_spiel's playthroughs).

Each file in tests/golden/coventry/ holds a table, a simple fixed policy's actions and the
settlement. Regenerate only when the rules version changes, with:
    python tests/games/coventry/test_golden.py --write
"""

import json
import sys
from pathlib import Path

import pytest

from coventry_desktop.games.coventry import Play, apply, legal_actions, new_deal, settle

GOLDEN = Path(__file__).parents[2] / "golden" / "coventry"
TABLES = [(3, 0, 1), (4, 0, 1), (5, 2, 2026), (6, 5, 7)]


def playthrough(players, dealer, seed):
    """Play the deal with 'last legal action' (highest card in deck order) at every turn."""
    state = new_deal(players, dealer, seed)
    lines = []
    while state.winner is None:
        action = legal_actions(state)[-1]
        move = str(action.card) if isinstance(action, Play) else "pass"
        lines.append(f"{action.seat} {move}")
        state = apply(state, action).state
    return {"players": players, "dealer": dealer, "seed": seed, "actions": lines,
            "winner": state.winner, "settlement": list(settle(state))}


def path_of(players, dealer, seed):
    return GOLDEN / f"deal_p{players}_d{dealer}_s{seed}.json"


@pytest.mark.parametrize("table", TABLES)
def test_golden_playthrough(table):
    expected = json.loads(path_of(*table).read_text(encoding="utf-8"))
    assert playthrough(*table) == expected


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    for table in TABLES:
        text = json.dumps(playthrough(*table), ensure_ascii=False, indent=1)
        path_of(*table).write_text(text + "\n", encoding="utf-8")
