"""Files in the formats of release 0.1.0, written for the tests only: the app no longer
writes them (its migration reads them, ``games/coventry/legacy.py``)."""

from __future__ import annotations

import json
from typing import Any

from coventry_desktop.games.coventry.records import (
    FORMAT,
    GAME_ID,
    DealRecord,
    SeriesRecord,
    _digest,
    action_to_json,
)


def old_to_json(record: DealRecord | SeriesRecord) -> str:
    """``record`` as release 0.1.0 exported it (a later release added ``game``)."""
    body: dict[str, Any] = {
        "format": FORMAT, "game": GAME_ID, "rules_version": record.rules_version,
        "players": record.players, "seats": list(record.seats), "seed": record.seed,
    }
    if isinstance(record, DealRecord):
        body |= {"kind": "deal", "dealer": record.dealer,
                 "actions": [action_to_json(a) for a in record.actions]}
    else:
        body |= {"kind": "series", "first_dealer": record.first_dealer, "deals": record.deals,
                 "actions": [[action_to_json(a) for a in deal] for deal in record.actions]}
    body["digest"] = _digest(body)
    return json.dumps(body, ensure_ascii=False, indent=1)
