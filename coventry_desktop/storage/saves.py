"""Reading and checking the engine's JSON records; export and import.

A record is trusted only after it decodes, parses, carries this rules version,
matches its sha256 digest and replays through ``apply`` (house style rule 5);
each failure has its own ``Damage`` kind so the player gets plain words.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..games.coventry import (
    FORMAT,
    RULES_VERSION,
    DealRecord,
    RecordError,
    SeriesRecord,
    from_json,
    replay,
    to_json,
)
from .files import write_atomic
from .problems import Damage, FileDamaged, Problem, json_damage

MAX_RECORD_BYTES = 8 * 1024 * 1024
"""A six-deal series is about 30 KB; anything this big is not one of ours."""

Record = DealRecord | SeriesRecord


def _damaged(path: Path, damage: Damage, detail: str) -> FileDamaged:
    return FileDamaged(Problem(path, damage, detail))


def _decode(path: Path, data: bytes) -> str:
    if not data.strip():
        raise _damaged(path, Damage.EMPTY, f"{len(data)} bytes of whitespace")
    if len(data) > MAX_RECORD_BYTES:
        raise _damaged(path, Damage.NOT_OURS, f"{len(data)} bytes is too big for a record")
    if b"\x00" in data:
        raise _damaged(path, Damage.BINARY, "NUL bytes")
    try:
        # utf-8-sig: a text editor may have added a byte-order mark.
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise _damaged(path, Damage.BINARY, str(error)) from None


def decode_json(path: Path, data: bytes) -> Any:
    """File bytes to a JSON value.

    Raises:
        FileDamaged: ``EMPTY``, ``BINARY``, ``TRUNCATED`` or ``NOT_OURS`` (syntax error).
    """
    text = _decode(path, data)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise _damaged(path, json_damage(error), str(error)) from None
    except RecursionError:
        # Deeply nested brackets exhaust the decoder's stack: damage, not a crash.
        raise _damaged(path, Damage.NOT_OURS, "JSON nested too deeply") from None


def _checked_header(path: Path, body: Any) -> dict[str, Any]:
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise _damaged(path, Damage.NOT_OURS, "no Coventry Desktop record format tag")
    if body.get("rules_version") != RULES_VERSION:
        detail = f"rules version {body.get('rules_version')!r}, expected {RULES_VERSION}"
        raise _damaged(path, Damage.WRONG_VERSION, detail)
    return body


def _read_body(path: Path, body: dict[str, Any], require_digest: bool) -> Record:
    if require_digest and "digest" not in body:
        raise _damaged(path, Damage.ALTERED, "the digest was removed")
    try:
        return from_json(json.dumps(body, ensure_ascii=False))
    except RecordError as error:
        # Tell a wrong digest from a broken structure: read the body once more
        # without its digest; a different outcome means the digest was at fault.
        unsigned = {key: value for key, value in body.items() if key != "digest"}
        try:
            from_json(json.dumps(unsigned))
            other = ""
        except RecordError as second:
            other = str(second)
        damage = Damage.NOT_OURS if other == str(error) else Damage.ALTERED
        raise _damaged(path, damage, str(error)) from None


def record_from_body(path: Path, body: Any, *, require_digest: bool) -> Record:
    """Check a parsed JSON value as a record and replay it through the engine.

    Args:
        path: named in the problem report only.
        body: what ``json.loads`` gave.
        require_digest: refuse a record without its sha256 digest (our own saves).

    Raises:
        FileDamaged: ``NOT_OURS``, ``WRONG_VERSION``, ``ALTERED`` or ``ILLEGAL``.
    """
    record = _read_body(path, _checked_header(path, body), require_digest)
    try:
        replay(record)
    except RecordError as error:
        raise _damaged(path, Damage.ILLEGAL, str(error)) from None
    return record


def parse_record(path: Path, data: bytes, *, require_digest: bool) -> Record:
    """Read record bytes and check them by replaying through the engine.

    Raises:
        FileDamaged: with a ``Damage`` kind for each way the bytes can be wrong.
    """
    return record_from_body(path, decode_json(path, data), require_digest=require_digest)


def read_bytes(path: Path) -> bytes:
    """The first ``MAX_RECORD_BYTES + 1`` bytes of ``path`` (enough to see it is too big).

    Raises:
        FileDamaged: ``UNREADABLE`` when the system refuses.
    """
    try:
        with path.open("rb") as handle:
            return handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise _damaged(path, Damage.UNREADABLE, str(error)) from None


def export_record(path: Path, record: Record) -> None:
    """Write ``record`` as JSON to ``path`` atomically.

    Raises:
        OSError: the file cannot be written; an older file at ``path`` is unchanged.
    """
    write_atomic(path, to_json(record))


def import_record(path: Path) -> Record:
    """Read a record the user chose. The file is never moved, even when damaged.

    Records without a digest (written by hand or another tool) are accepted,
    because replaying them through the engine still proves every action legal.

    Raises:
        FileDamaged: unreadable, damaged, another version, altered or illegal.
    """
    return parse_record(path, read_bytes(path), require_digest=False)
