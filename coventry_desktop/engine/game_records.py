"""Records of any registered game: the set-up and every action, replayed through ``apply``.

A record names its game, the game's ``rules_version`` and options, so a file always says
which rules rebuild it (shared/ARCHITECTURE.md, "Files"). It keeps the shuffle seed of
each deal already dealt and nothing more: the series seed is never written, so a record
cannot reveal the deals still to come (play test of session 2). JSON shape::

    {"format": "coventry-desktop/game-record", "version": 1,
     "game": "hearts", "rules_version": 1, "options": {"give": "right", ...},
     "seats": ["Anna", "Basil", ...], "first_dealer": 2, "deals": 6,
     "deal_seeds": [812..., 44...],                 # one per deal dealt so far
     "actions": [[["give", 0, ["A♠", "K♠", "Q♥"]], ["play", 1, "2♣"], ...], ...],
     "undone": [1],                                 # deals in which Undo was used
     "levels": ["", "normal", "normal", "hard"],   # "" for a person, else the bot's level
     "digest": "<sha256 of the rest>"}

Coventry's older files (``games.coventry.records``, format ``coventry-desktop/record``) keep
their own reader; this module is for every game's new files.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from .game import GameInfo, IllegalAction
from .series import settle
from .sha256 import sha256_hex

if TYPE_CHECKING:
    from .game import Number

FORMAT = "coventry-desktop/game-record"
VERSION = 1
MAX_NAME = 64
"""The longest seat name a record may hold (the app writes at most 24 characters)."""
MAX_DEALS = 100
"""The most deals a series may have: a game played to a total ends long before (Hearts'
Standard to 100 points takes about ten), and a file claiming more is not ours (a
hand-edited billion would make every resume prepare a billion shuffles)."""


class GameRecordError(ValueError):
    """A record that cannot be read or replayed.

    Attributes:
        kind: "format" (not a record of ours), "version" (another rules or file version),
            "altered" (the digest does not match) or "illegal" (replay refused an action).
        index: for "illegal", the 0-based action index across the whole record.
    """

    def __init__(self, kind: str, message: str, index: int | None = None) -> None:
        super().__init__(message if index is None else f"action {index}: {message}")
        self.kind = kind
        self.index = index


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A series of one game: its set-up and the actions of each deal dealt so far.

    Attributes:
        game: the ``GameInfo.id``.
        rules_version: the game's ``rules_version`` when it was played.
        options: the game's options (``None`` for a game without options).
        seats: seat names, clockwise from seat 0.
        first_dealer: the dealer of the first deal.
        deals: deals in the series (a game that plays to a total: the most it may take).
        deal_seeds: the shuffle seed of each deal dealt so far.
        actions: the game's actions per dealt deal, in order (same length as ``deal_seeds``).
        undone: 0-based numbers of the deals in which a player took an action back.
        levels: per seat "" for a person or the bot's level; empty when not known.
    """

    game: str
    rules_version: int
    options: Any
    seats: tuple[str, ...]
    first_dealer: int
    deals: int
    deal_seeds: tuple[int, ...] = ()
    actions: tuple[tuple[Any, ...], ...] = ()
    undone: tuple[int, ...] = ()
    levels: tuple[str, ...] = ()

    def dealer(self, number: int) -> int:
        """The dealer of deal ``number`` (0-based): the deal passes clockwise."""
        return (self.first_dealer + number) % len(self.seats)

    def finished_deals(self, info: GameInfo) -> GameRecord:
        """This record without a deal still in play (what an export may show others)."""
        states = replay(info, self)
        keep = len(states) if not states or info.rules.to_act(states[-1]) is None \
            else len(states) - 1
        return dataclasses.replace(self, deal_seeds=self.deal_seeds[:keep],
                                   actions=self.actions[:keep],
                                   undone=tuple(d for d in self.undone if d < keep))


def options_to_json(options: Any) -> Any:
    """A frozen options dataclass as a JSON object (enums by value); ``None`` stays None."""
    if options is None:
        return None
    return {f.name: (value.value if isinstance(value, Enum) else value)
            for f in dataclasses.fields(options)
            for value in (getattr(options, f.name),)}


def options_from_json(default: Any, data: Any) -> Any:
    """The inverse of ``options_to_json``, field types taken from the game's ``default``.

    Fields missing from ``data`` keep the default's value (an older file).

    Raises:
        ValueError: an unknown field, a value of the wrong type, or options the
            options class itself refuses.
    """
    if default is None:
        if data is not None:
            raise ValueError("this game has no options")
        return None
    if not isinstance(data, dict):
        raise ValueError("options must be a JSON object")
    known = {f.name for f in dataclasses.fields(default)}
    changes: dict[str, Any] = {}
    for name, raw in data.items():
        if name not in known:
            raise ValueError(f"unknown option {name!r}")
        current = getattr(default, name)
        if isinstance(current, Enum):
            changes[name] = type(current)(raw)
        elif isinstance(current, bool) and not isinstance(raw, bool):
            raise ValueError(f"option {name!r} must be true or false")
        elif raw is not None and not isinstance(raw, (bool, int)):
            raise ValueError(f"option {name!r} must be a number")
        else:
            changes[name] = raw
    return dataclasses.replace(default, **changes)


def _digest(body: dict[str, Any]) -> str:
    import json  # on first use: json waits for a record to write (#25)

    text = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return sha256_hex(text.encode("utf-8"))


def _digest_matches(body: dict[str, Any], digest: object) -> bool:
    """Whether ``digest`` is ``_digest(body)``, the digest ``to_json`` wrote.

    A file read through its schema has been decoded by msgspec, whose sorted compact
    encoding is the very text ``_digest`` hashes for what a record holds (text, whole
    numbers of any size, true, false, null: the same bytes for every character); a
    digest that matches it matches ``_digest``'s, so the stdlib ``json`` waits for the
    first record written (#25). Where the two texts differ (a float, which no record
    holds), ``_digest``'s own is computed and compared, so nothing a release wrote stops
    loading and nothing altered passes.
    """
    import msgspec

    try:
        text = msgspec.json.encode(body, order="sorted")
    except (msgspec.EncodeError, TypeError, OverflowError, UnicodeEncodeError):
        text = b""
    return (bool(text) and sha256_hex(text) == digest) or digest == _digest(body)


def to_json(info: GameInfo, record: GameRecord) -> str:
    """The record as JSON text, with its digest."""
    import json

    body: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": record.game,
        "rules_version": record.rules_version, "options": options_to_json(record.options),
        "seats": list(record.seats), "first_dealer": record.first_dealer,
        "deals": record.deals, "deal_seeds": list(record.deal_seeds),
        "actions": [[info.rules.action_to_json(a) for a in deal] for deal in record.actions],
        "undone": list(record.undone), "levels": list(record.levels),
    }
    body["digest"] = _digest(body)
    return json.dumps(body, ensure_ascii=False, indent=1)


def is_game_record(body: Any) -> bool:
    """Whether a decoded JSON value claims to be a record of this module's format."""
    return isinstance(body, dict) and body.get("format") == FORMAT


def _int_list(body: dict[str, Any], name: str) -> tuple[int, ...]:
    value = body.get(name)
    if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise GameRecordError("format", f"{name!r} must be a list of whole numbers")
    return tuple(value)


def from_body(body: Any, games: Sequence[GameInfo]) -> tuple[GameInfo, GameRecord]:
    """Check a decoded record and build it; its game comes from ``games`` (the registry).

    Raises:
        GameRecordError: "format", "version" or "altered" (see the class).
    """
    if not is_game_record(body):
        raise GameRecordError("format", "not a game record")
    if body.get("version") != VERSION:
        raise GameRecordError("version", f"file version {body.get('version')!r}, "
                                         f"expected {VERSION}")
    info = next((g for g in games if g.id == body.get("game")), None)
    if info is None:
        raise GameRecordError("format", f"unknown game {body.get('game')!r}")
    if body.get("rules_version") != info.rules_version:
        raise GameRecordError("version", f"{info.id} rules version "
                                         f"{body.get('rules_version')!r}, "
                                         f"expected {info.rules_version}")
    if "digest" not in body:
        raise GameRecordError("altered", "the digest was removed")
    if not _digest_matches({k: v for k, v in body.items() if k != "digest"}, body["digest"]):
        raise GameRecordError("altered", "the digest does not match the contents")
    try:
        seats = body["seats"]
        if not isinstance(seats, list) or not all(
                isinstance(s, str) and len(s) <= MAX_NAME for s in seats) \
                or len(seats) not in info.seats:
            raise ValueError(f"seats must be {info.seats.start}..{info.seats.stop - 1} names "
                             f"of at most {MAX_NAME} characters")
        first_dealer, deals = body["first_dealer"], body["deals"]
        if not isinstance(first_dealer, int) or not 0 <= first_dealer < len(seats):
            raise ValueError("first_dealer is not a seat")
        if not isinstance(deals, int) or isinstance(deals, bool) \
                or not 1 <= deals <= MAX_DEALS:
            raise ValueError(f"deals must be a whole number from 1 to {MAX_DEALS}")
        raw_actions = body["actions"]
        seeds = _int_list(body, "deal_seeds")
        if not isinstance(raw_actions, list) or len(raw_actions) != len(seeds) \
                or len(seeds) > deals or not all(isinstance(d, list) for d in raw_actions):
            raise ValueError("one list of actions per dealt deal is needed")
        actions = tuple(tuple(info.rules.action_from_json(a) for a in deal)
                        for deal in raw_actions)
        options = options_from_json(info.default_options, body.get("options"))
        levels = body.get("levels", [])
        if not isinstance(levels, list) or any(level not in ("", *info.bots) for level in levels) \
                or len(levels) not in (0, len(seats)):
            raise ValueError("levels must name a bot level or be empty, one per seat")
        record = GameRecord(info.id, info.rules_version, options, tuple(seats), first_dealer,
                            deals, seeds, actions, _int_list(body, "undone"), tuple(levels))
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, GameRecordError):
            raise
        raise GameRecordError("format", f"not a record of {info.id}: {error}") from None
    return info, record


def from_json(text: str, games: Sequence[GameInfo]) -> tuple[GameInfo, GameRecord]:
    """Parse JSON text (see ``from_body``).

    Raises:
        GameRecordError: "format" also for text that is not JSON.
    """
    import json

    try:
        body = json.loads(text)
    except json.JSONDecodeError as error:
        raise GameRecordError("format", f"not JSON: {error}") from None
    return from_body(body, games)


def replay(info: GameInfo, record: GameRecord) -> list[Any]:
    """Every dealt deal's state after its recorded actions, in order.

    Raises:
        GameRecordError: "illegal" at the first action the rules refuse, or an action
            after a deal ended, or a finished deal followed by none of the next.
    """
    states: list[Any] = []
    index = 0
    for number, (seed, actions) in enumerate(zip(record.deal_seeds, record.actions,
                                                strict=True)):
        if states and info.rules.to_act(states[-1]) is not None:
            raise GameRecordError("illegal", f"deal {number} starts before deal "
                                             f"{number - 1} ended", index)
        state = info.rules.new_deal(seats=len(record.seats), dealer=record.dealer(number),
                                    seed=seed, number=number, options=record.options)
        for action in actions:
            try:
                state = info.rules.apply(state, action).state
            except IllegalAction as error:
                raise GameRecordError("illegal", str(error), index) from None
            index += 1
        states.append(state)
    return states



def results(info: GameInfo, states: Sequence[Any]) -> list[tuple[tuple[Number, ...],
                                                                  tuple[Number, ...]]]:
    """``(points, units)`` per finished deal among ``states`` (as ``replay`` returns); the
    units are the series' settlement's (``engine.series.settle``, a pot still carried)."""
    finals = [s for s in states if info.rules.to_act(s) is None]
    settled = settle(info, finals, over=False)
    return [(info.rules.points(s), d.units) for s, d in zip(finals, settled.deals, strict=True)]
