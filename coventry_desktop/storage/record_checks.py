"""What a record's types cannot say, checked after ``schema.GameRecordFile`` and before
the engine builds the record (``engine.game_records.from_body``), so a damaged record is
reported with the field that is wrong and the value it holds.

The table first (names distinct, seats the game allows, a dealer at the table, one list
of actions per dealt deal, ``undone`` deals that were dealt, one level per seat), then
what only the record's game knows: its bot levels, its options, its actions and cards.
A record of another rules version is left to ``from_body``, which says so: its options
and actions may be those of other rules.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..engine.cards import Card
from ..engine.game import GameInfo
from ..engine.game_records import options_from_json
from .problems import Damage, Problem, Reason
from .schema import GameRecordFile


def _refused(path: Path, detail: str, field: str, reason: Reason,
             *values: object) -> Problem:
    return Problem(path, Damage.NOT_OURS, detail, field=field, reason=reason,
                   values=tuple(map(str, values)))


def record_problem(path: Path, body: GameRecordFile,
                   games: Sequence[GameInfo]) -> Problem | None:
    """The first value of ``body`` that its game (one of ``games``) refuses, or None."""
    info = next((g for g in games if g.id == body.game), None)
    if info is None:
        return _refused(path, f"unknown game {body.game!r}", "game", Reason.NO_GAME,
                        body.game)
    ours = body.rules_version == info.rules_version  # else from_body says "version"
    if ours and len(body.seats) not in info.seats:
        return _refused(path, f"{len(body.seats)} seats", "seats", Reason.SEAT_COUNT,
                        info.seats.start, info.seats.stop - 1, len(body.seats))
    problem = _table_problem(path, body)
    if problem is None and ours:
        problem = (_level_problem(path, body, info) or _options_problem(path, body, info)
                   or _action_problem(path, body, info))
    return problem


def _table_problem(path: Path, body: GameRecordFile) -> Problem | None:
    """Distinct names, a first dealer at the table, one list of actions per dealt deal,
    ``undone`` deals that were dealt, one level per seat, every action's seat at the
    table."""
    seats = len(body.seats)
    if len(set(body.seats)) != seats:
        return Problem(path, Damage.NOT_OURS, "duplicate seat names", field="seats",
                       reason=Reason.DUPLICATE)
    if body.first_dealer >= seats:
        return Problem(path, Damage.NOT_OURS, f"first_dealer {body.first_dealer} of {seats}",
                       field="first_dealer", reason=Reason.RANGE)
    if len(body.actions) != len(body.deal_seeds) or len(body.deal_seeds) > body.deals:
        return Problem(path, Damage.NOT_OURS, "one list of actions per dealt deal",
                       field="actions", reason=Reason.VALUE)
    for index, deal in enumerate(body.undone):
        if deal >= len(body.deal_seeds):
            return Problem(path, Damage.NOT_OURS, f"undone deal {deal} was not dealt",
                           field=f"undone[{index}]", reason=Reason.RANGE)
    if body.levels and len(body.levels) != seats:
        return _refused(path, "one level per seat", "levels", Reason.LEVEL_COUNT,
                        len(body.levels), seats)
    for index, action in enumerate(a for deal in body.actions for a in deal):
        seat = action[1] if len(action) > 1 else None
        if not isinstance(seat, int) or seat >= seats:
            return Problem(path, Damage.NOT_OURS, f"action {index} seat {seat!r}",
                           field=f"actions (action {index + 1})", reason=Reason.RANGE)
    return None


def _level_problem(path: Path, body: GameRecordFile, info: GameInfo) -> Problem | None:
    for index, level in enumerate(body.levels):
        if level not in ("", *info.bots):
            return _refused(path, f"level {level!r}", f"levels[{index}]", Reason.NO_LEVEL,
                            level)
    return None


def _shown(value: Any) -> str:
    """A value as the file has it: text as is, anything else as JSON (``true``, ``null``)."""
    import json  # on first use: the stdlib json waits for a refused value (#25)

    return value if isinstance(value, str) else json.dumps(value)


def _options_problem(path: Path, body: GameRecordFile, info: GameInfo) -> Problem | None:
    default, options = info.default_options, body.options
    if default is None:
        return None if options is None else _refused(
            path, "options of a game without options", "options", Reason.NO_OPTIONS)
    if options is None:
        return _refused(path, "no options", "options", Reason.MISSING)
    known = {f.name for f in dataclasses.fields(default)}
    for name, raw in options.items():
        if name not in known:
            return _refused(path, f"option {name!r}", "options", Reason.NO_OPTION, name)
        try:
            options_from_json(default, {name: raw})
        except (ValueError, TypeError) as error:
            return _refused(path, str(error), f"options.{name}", Reason.OPTION_VALUE,
                            _shown(raw))
    try:  # each value is one the option takes; together the options class may refuse them
        options_from_json(default, options)
    except (ValueError, TypeError) as error:
        return _refused(path, str(error), "options", Reason.VALUE)
    return None


def _action_problem(path: Path, body: GameRecordFile, info: GameInfo) -> Problem | None:
    """The first action the game cannot read: its kind, a card, or its shape named."""
    for index, action in enumerate(a for deal in body.actions for a in deal):
        try:
            info.rules.action_from_json(action)
            continue
        except (ValueError, TypeError, KeyError, IndexError) as error:
            detail = f"action {index}: {error}"
        field, kind = f"actions (action {index + 1})", action[0]
        if info.action_kinds and kind not in info.action_kinds:
            return _refused(path, detail, field, Reason.NO_ACTION, kind)
        for part in action[2:]:
            if isinstance(part, str) and not _is_card(part):
                return _refused(path, detail, field, Reason.NOT_A_CARD, part)
        import json

        return _refused(path, detail, field, Reason.NOT_AN_ACTION,
                        json.dumps(action, ensure_ascii=False))
    return None


def _is_card(text: str) -> bool:
    try:
        Card.parse(text)
    except ValueError:
        return False
    return True
