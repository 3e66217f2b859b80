"""Coventry's deal and series records of release 0.1.0, read only (``legacy`` converts
them; today every game writes ``engine.game_records``).

A save file was a record. Loading replays it through ``apply``, so a damaged or
tampered file fails at a known action with a clear error (house style rule 5).

JSON shape (``kind`` is ``"deal"`` or ``"series"``)::

    {"format": "coventry-desktop/record", "game": "coventry", "rules_version": 1,
     "kind": "series",
     "players": 4, "seats": ["Anna", "Bot"...], "seed": 1, "first_dealer": 0, "deals": 6,
     "actions": [[["play", 1, "Q♠"], ["pass", 2], ...], ...],   # one list per deal
     "digest": "<sha256 of the rest>"}

A deal record has ``dealer`` instead of ``first_dealer``/``deals`` and a flat ``actions`` list.
``game`` is written since the release that added Comet and Hearts; a record without it (an
earlier release's, ``tests/golden/coventry/release1/``) is Coventry's and reads as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.cards import Card
from ...engine.sha256 import sha256_hex
from .actions import Action, IllegalAction, Pass, Play
from .rules import apply
from .settlement import Series
from .state import RULES_VERSION, DealState, Phase, new_deal

FORMAT = "coventry-desktop/record"
GAME_ID = "coventry"
"""The registry id written in every record (``GameInfo.id``); files of the first release
have none and are Coventry's."""


class RecordError(ValueError):
    """A record that cannot be read or replayed.

    Attributes:
        index: 0-based index of the offending action within the whole record
            (counting across deals), or ``None`` when the fault is not an action.
    """

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message if index is None else f"action {index}: {message}")
        self.index = index


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal: who sat where, how it was dealt, and every action."""

    players: int
    dealer: int
    seed: int
    actions: tuple[Action, ...] = ()
    seats: tuple[str, ...] = ()
    rules_version: int = RULES_VERSION


@dataclass(frozen=True, slots=True)
class SeriesRecord:
    """A series: its set-up and the actions of each deal played so far."""

    players: int
    first_dealer: int
    seed: int
    deals: int
    actions: tuple[tuple[Action, ...], ...] = ()
    seats: tuple[str, ...] = ()
    rules_version: int = RULES_VERSION


@dataclass(frozen=True, slots=True)
class SeriesReplay:
    """A replayed series: results of finished deals, and the last deal's state.

    ``deal`` is ``None`` before the first deal starts; it may be over (and already
    counted in ``series``) while the next deal has not started.
    """

    series: Series
    deal: DealState | None
    finals: tuple[DealState, ...] = field(default=())


def action_to_json(action: Action) -> list[Any]:
    """``["play", seat, "Q♠"]`` or ``["pass", seat]``."""
    if isinstance(action, Play):
        return ["play", action.seat, str(action.card)]
    return ["pass", action.seat]


def action_from_json(item: Any, index: int) -> Action:
    """Read one action written by ``action_to_json``.

    Raises:
        RecordError: naming ``index``.
    """
    try:
        if item[0] == "play" and len(item) == 3 and isinstance(item[1], int):
            return Play(item[1], Card.parse(item[2]))
        if item[0] == "pass" and len(item) == 2 and isinstance(item[1], int):
            return Pass(item[1])
    except (TypeError, IndexError, KeyError, ValueError, AttributeError):
        pass
    raise RecordError(f"unreadable action {item!r}", index)


def _digest(body: dict[str, Any]) -> str:
    import json  # on first use: json waits for a record to write (#25)

    canonical = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return sha256_hex(canonical.encode("utf-8"))


def _field(body: dict[str, Any], name: str, kind: type) -> Any:
    value = body.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError(f"field {name!r} is missing or not a {kind.__name__}")
    return value


def from_json(text: str) -> DealRecord | SeriesRecord:
    """Read a record written by ``to_json``. Does not replay it; see ``replay``.

    Raises:
        RecordError: not JSON, not a record, another rules version, a digest that
            does not match (the file was edited), or an unreadable action.
    """
    import json

    try:
        body = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not a record: {error}") from None
    except RecursionError:
        # A hostile file of deeply nested brackets exhausts the decoder's stack.
        raise RecordError("not a record: nested too deeply") from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise RecordError("not a Coventry Desktop record")
    # Files name their game since release 2; a file of an earlier release has no "game".
    if body.get("game", GAME_ID) != GAME_ID:
        raise RecordError(f"a record of {body.get('game')!r}, not of Earl of Coventry")
    version = body.get("rules_version")
    if version != RULES_VERSION:
        raise RecordError(f"rules version {version!r}; this app plays version {RULES_VERSION}")
    if "digest" in body:
        claimed = body.pop("digest")
        if claimed != _digest(body):
            raise RecordError("the record's digest does not match: the file was altered")
    seats = tuple(str(name) for name in _field(body, "seats", list))
    players, seed = _field(body, "players", int), _field(body, "seed", int)
    raw = _field(body, "actions", list)
    if body.get("kind") == "deal":
        actions = tuple(action_from_json(item, i) for i, item in enumerate(raw))
        return DealRecord(players, _field(body, "dealer", int), seed, actions, seats)
    if body.get("kind") == "series":
        deals: list[tuple[Action, ...]] = []
        start = 0
        for deal in raw:
            if not isinstance(deal, list):
                raise RecordError("series actions must be one list per deal", start)
            deals.append(tuple(action_from_json(item, start + i) for i, item in enumerate(deal)))
            start += len(deal)
        return SeriesRecord(
            players, _field(body, "first_dealer", int), seed, _field(body, "deals", int),
            tuple(deals), seats,
        )
    raise RecordError(f"unknown record kind {body.get('kind')!r}")


def _replay_actions(state: DealState, actions: Sequence[Action], start: int) -> DealState:
    for offset, action in enumerate(actions):
        try:
            state = apply(state, action).state
        except IllegalAction as error:
            raise RecordError(f"illegal {error}", start + offset) from None
    return state


def replay_deal(record: DealRecord) -> DealState:
    """Rebuild a deal by applying every action of the record to its fresh deal.

    Raises:
        RecordError: set-up out of range, or an illegal action (named by index).
    """
    try:
        state = new_deal(record.players, record.dealer, record.seed)
    except ValueError as error:
        raise RecordError(str(error)) from None
    return _replay_actions(state, record.actions, 0)


def replay_series(record: SeriesRecord) -> SeriesReplay:
    """Rebuild a series deal by deal through ``apply``.

    Raises:
        RecordError: set-up out of range, an illegal action, actions after a deal
            ended, or more deals than the series has.
    """
    try:
        series = Series(record.players, record.first_dealer, record.seed, record.deals)
    except ValueError as error:
        raise RecordError(str(error)) from None
    if len(record.actions) > record.deals:
        raise RecordError(f"{len(record.actions)} deals recorded in a {record.deals}-deal series")
    deal: DealState | None = None
    finals: list[DealState] = []
    start = 0
    for number, actions in enumerate(record.actions):
        if deal is not None and deal.phase is not Phase.OVER:
            raise RecordError(f"deal {number} starts before deal {number - 1} ended", start)
        deal = _replay_actions(series.next_deal(), actions, start)
        start += len(actions)
        if deal.phase is Phase.OVER:
            series = series.with_result(deal)
            finals.append(deal)
    return SeriesReplay(series, deal, tuple(finals))


def replay(record: DealRecord | SeriesRecord) -> DealState | SeriesReplay:
    """``replay_deal`` for a deal record, ``replay_series`` for a series record."""
    if isinstance(record, DealRecord):
        return replay_deal(record)
    return replay_series(record)
