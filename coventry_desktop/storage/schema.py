"""Typed schemas of the app's JSON files, with bounds on every number, string and list.

Each format is a ``msgspec.Struct``; ``check(path, value, Schema)`` converts a decoded
JSON value (``json_files.decode_json``) to it or raises ``FileDamaged`` naming the field
(``seats[2]``) and a ``Reason`` in plain words. msgspec (a C extension, imported with
this module only when a file is read) refuses what hand-written checks kept missing:
``true`` where a number belongs (a bool is never an int), numbers outside their bounds,
strings and lists too long, unknown fields.
What a type cannot say (names distinct, a dealer that sits at the table, an ``undone``
deal that was dealt, what the record's game allows) is checked after the conversion, in
``record_checks.record_problem``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec
from msgspec import Meta, Struct

from .problems import Damage, FileDamaged, Problem, Reason

NAME_LENGTH = 24
"""The longest name a person may give (the New Game dialog's limit)."""
_CONTROL = "\x00-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\ufeff"
"""C0/C1 controls and the invisible or text-direction marks (U+202E turns text around).
The zero-width (non-)joiners U+200C/U+200D are letters' glue, not marks: they join emoji
(👨‍👩‍👧) and shape Persian and Indic words, so a name keeps them."""
CONTROL = re.compile(f"[{_CONTROL}]")
PRINTABLE = f"^[^{_CONTROL}]*$"

Name = Annotated[str, Meta(min_length=1, max_length=NAME_LENGTH, pattern=PRINTABLE)]
Label = Annotated[str, Meta(max_length=64, pattern=PRINTABLE)]
Seat = Annotated[int, Meta(ge=0, le=15)]
Count = Annotated[int, Meta(ge=0, le=10**9)]
Amount = Annotated[float, Meta(ge=-1e12, le=1e12)]
"""Units and points: a million deals of a thousand points is still far inside."""
Seed = Annotated[int, Meta(ge=0, le=2**63 - 1)]
"""Deal seeds are drawn as 63 bits (``engine.series.deal_seeds``)."""
MAX_DEALS = 100
Deal = Annotated[int, Meta(ge=0, lt=MAX_DEALS)]
Option = Annotated[str, Meta(max_length=32, pattern=PRINTABLE)] | Annotated[
    int, Meta(ge=-1000, le=1000)] | bool | None
ActionPart = Annotated[str, Meta(max_length=16, pattern=PRINTABLE)] | Seat
Action = Annotated[list[ActionPart], Meta(min_length=2, max_length=16)]
"""``[kind, seat, card …]`` of every game (a give of several cards names them flat)."""


class GameRecordFile(Struct, forbid_unknown_fields=True):
    """``coventry-desktop/game-record`` (``engine.game_records``), checked before replay."""

    format: Label
    version: Annotated[int, Meta(ge=0, le=1000)]
    game: Label
    rules_version: Annotated[int, Meta(ge=0, le=1000)]
    seats: Annotated[list[Name], Meta(max_length=16)]
    first_dealer: Seat
    deals: Annotated[int, Meta(ge=1, le=MAX_DEALS)]
    deal_seeds: Annotated[list[Seed], Meta(max_length=MAX_DEALS)]
    actions: Annotated[list[Annotated[list[Action], Meta(max_length=1000)]],
                       Meta(max_length=MAX_DEALS)]
    digest: Annotated[str, Meta(max_length=64)] | None = None  # missing: the engine says
    options: dict[Label, Option] | None = None
    undone: Annotated[list[Deal], Meta(max_length=MAX_DEALS)] = []
    levels: Annotated[list[Label], Meta(max_length=16)] = []


class StatsEntry(Struct, forbid_unknown_fields=True):
    """One person's statistics in one game and preset (``game_statistics.GameStats``)."""

    deals_played: Count = 0
    series_played: Count = 0
    series_won: Count = 0
    series_shared: Count = 0
    units: Amount = 0.0
    points: Amount = 0.0
    best_series: Amount | None = None
    counts: Annotated[dict[Label, Count], Meta(max_length=32)] = {}


class StatsFile(Struct, forbid_unknown_fields=True):
    """``coventry-desktop/game-statistics``; its people's entries are checked one by one
    (``StatsEntry``), so one bad entry leaves the others standing."""

    format: Label
    version: Annotated[int, Meta(ge=0, le=1000)]
    game: Label
    players: dict[str, Any]
    counted: Annotated[dict[Annotated[str, Meta(max_length=64)],
                            Annotated[int, Meta(ge=-1, le=MAX_DEALS + 1)]],
                       Meta(max_length=10_000)]
    earlier_reset: bool = False


LessonId = Annotated[str, Meta(min_length=1, max_length=64, pattern="^[a-z0-9][a-z0-9-]*$")]
"""A game or lesson id: lower-case words joined by hyphens (``engine.lessons.Lesson.id``)."""


class LessonsFile(Struct, forbid_unknown_fields=True):
    """``lessons.json`` (``storage.lesson_progress``): per game the lessons complete, and
    the games whose first-start offer was declined."""

    version: Annotated[int, Meta(ge=0, le=1000)]
    done: Annotated[dict[LessonId, Annotated[list[LessonId], Meta(max_length=200)]],
                    Meta(max_length=200)] = {}
    declined: Annotated[list[LessonId], Meta(max_length=200)] = []


T = TypeVar("T")

_AT = re.compile(r" - at (?:`key` in )?`\$(?P<at>[^`]*)`$")
"""Where msgspec says it refused a value: ``- at `$.seats[2]```, or for a key of an
object ``- at `key` in `$.sessions[0].positions```."""


def reason_of(message: str) -> Reason:
    """The ``Reason`` of a msgspec ``ValidationError`` message."""
    if "value out of range" in message or "Number out of range" in message:
        return Reason.HUGE
    if re.search(r"Expected `(int|float)` [<>]=?", message):
        return Reason.RANGE
    if "matching regex '^[^" in message:  # PRINTABLE: a name's pattern
        return Reason.CONTROL
    if "matching regex" in message:
        return Reason.VALUE
    if "Expected `str` of length >= 1" in message:
        return Reason.EMPTY
    if " of length >= " in message:
        return Reason.TOO_SHORT
    if " of length " in message:
        return Reason.TOO_LONG
    if message.startswith("Object missing required field"):
        return Reason.MISSING
    if message.startswith("Object contains unknown field"):
        return Reason.UNKNOWN
    if message.startswith("Expected `"):
        return Reason.TYPE
    return Reason.VALUE


def field_name(at: str) -> str:
    """msgspec's ``$.seats[2]`` / ``$.players...`` as the field a player reads:
    ``seats[2]``; "" for the whole file."""
    return at.lstrip(".")


def refusal(path: Path, error: msgspec.ValidationError, prefix: str = "") -> Problem:
    """The ``Problem`` of a value msgspec refused: the field, the reason, the detail."""
    message = str(error)
    match = _AT.search(message)
    at = field_name(match["at"]) if match else ""
    if prefix:
        at = prefix + ("." + at if at and not at.startswith("[") else at)
    reason = reason_of(message)
    return Problem(path, Damage.NOT_OURS, message, field=at, reason=reason,
                   values=kinds_of(message) if reason is Reason.TYPE else ())


_KINDS = re.compile(r"Expected `(?P<wanted>[a-z]+)[^`]*`, got `(?P<got>[a-z]+)`")


def kinds_of(message: str) -> tuple[str, ...]:
    """(the kind found, the kind wanted) of msgspec's "Expected `array`, got `int`";
    empty when the message names no two kinds."""
    match = _KINDS.search(message)
    return (match["got"], match["wanted"]) if match else ()


def check(path: Path, value: Any, schema: type[T], prefix: str = "") -> T:
    """``value`` (decoded JSON) as ``schema``.

    Raises:
        FileDamaged: ``NOT_OURS`` with the field and the reason.
    """
    try:
        return msgspec.convert(value, schema)
    except msgspec.ValidationError as error:
        raise FileDamaged(refusal(path, error, prefix)) from None


def decode_part(path: Path, raw: msgspec.Raw, schema: Any, where: str) -> Any:
    """One member of a file decoded apart (``json_files.decode_json`` with a ``Raw``
    shape), as ``schema``: its damage (a number far too big among them) names its field,
    ``where`` and below (``players.Anna.Classic.units``).

    Raises:
        FileDamaged: ``NOT_OURS`` with the field and the reason.
    """
    try:
        return msgspec.json.decode(raw, type=schema)
    except msgspec.ValidationError as error:
        raise FileDamaged(refusal(path, error, where)) from None
    except RecursionError:  # nested deeper than the decoder's stack
        raise FileDamaged(Problem(path, Damage.NOT_OURS, f"{where}: nested too deeply",
                                  field=where, reason=Reason.NESTED)) from None


def name_problem(path: Path, name: Any, where: str) -> Problem | None:
    """Whether ``name`` (a key of the file) is a name a person could have given."""
    try:
        msgspec.convert(name, Name)
    except msgspec.ValidationError as error:
        reason = reason_of(str(error))
        return Problem(path, Damage.NOT_OURS, f"{where}: {error}", field=where,
                       reason=reason, values=kinds_of(str(error)) if reason is Reason.TYPE
                       else ())
    return None
