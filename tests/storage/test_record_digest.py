"""A record's digest is checked without the stdlib json or OpenSSL (start-up, #25).

A returning player's start reads the autosave through msgspec and checks its digest:
the text hashed is msgspec's sorted compact encoding, the same bytes ``json.dumps``
wrote the digest from, and the hash is CPython's own SHA-256. Nothing weaker: an edited
record is still refused, a record holding what msgspec writes otherwise (a float) is
still read, and earlier releases' files are covered by their own tests
(``test_migration``, ``tests/golden``).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from coventry_desktop.engine.game_records import (
    GameRecord,
    GameRecordError,
    _digest,
    _digest_matches,
    from_body,
    to_json,
)
from coventry_desktop.engine.sha256 import sha256_hex
from coventry_desktop.games import GAMES
from coventry_desktop.storage.game_files import read_record, write_record


def _record(info) -> GameRecord:
    names = ("Ann", "Émile", "Жанна", "李", "👩‍👩‍👧")[:info.seats.start]
    return GameRecord(info.id, info.rules_version, info.default_options, names, 0, 3,
                      (2**63 - 1,), ((),))


def test_the_sha256_is_hashlibs() -> None:
    for data in (b"", b"abc", "Жанна 👩‍👩‍👧".encode(), bytes(range(256)) * 300):
        assert sha256_hex(data) == hashlib.sha256(data).hexdigest()


def test_msgspecs_sorted_text_is_the_text_json_hashed_for_every_character() -> None:
    # Every code point a str may hold after decoding JSON (no lone surrogates), as keys
    # and as values, with the numbers and constants a record holds.
    chars = [chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000]
    body = {"text": "".join(chars), "keys": {c: i for i, c in enumerate(chars[::97])},
            "numbers": [0, -1, 2**63 - 1, 2**64, -(2**70)], "flags": [True, False, None]}
    written = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    assert msgspec.json.encode(body, order="sorted") == written.encode("utf-8")


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_a_written_digest_matches_and_an_edited_body_does_not(info) -> None:
    body = msgspec.json.decode(to_json(info, _record(info)).encode("utf-8"))
    digest = body.pop("digest")
    assert _digest_matches(body, digest)
    assert from_body({**body, "digest": digest}, GAMES)[1] == _record(info)
    for edited in ({**body, "first_dealer": 1}, {**body, "seats": body["seats"][::-1]},
                   {**body, "deal_seeds": [2**63 - 2]}):
        assert not _digest_matches(edited, digest)
        with pytest.raises(GameRecordError) as error:
            from_body({**edited, "digest": digest}, GAMES)
        assert error.value.kind == "altered"


def test_a_float_msgspec_writes_otherwise_is_checked_by_jsons_text() -> None:
    body = {"format": "x", "units": [1e16, 1e-07, 2.5]}
    assert msgspec.json.encode(body, order="sorted") != json.dumps(
        body, sort_keys=True, separators=(",", ":")).encode()
    assert _digest_matches(body, _digest(body))
    assert not _digest_matches({**body, "units": [1e16, 1e-07, 2.25]}, _digest(body))


READ = """
import sys
from pathlib import Path
from coventry_desktop.storage.game_files import read_record
loaded = read_record(Path(sys.argv[1]))
print(loaded.info.id, len(loaded.record.seats))
print(" ".join(sorted(sys.modules)))
"""


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_reading_an_autosave_imports_neither_json_nor_openssl(info, tmp_path: Path) -> None:
    path = tmp_path / f"{info.id}-autosave.json"
    write_record(path, info, _record(info))
    assert read_record(path).record == _record(info)
    done = subprocess.run([sys.executable, "-c", READ, str(path)], capture_output=True,
                          text=True, timeout=120, check=True, env=dict(os.environ))
    first, modules = done.stdout.splitlines()
    assert first == f"{info.id} {info.seats.start}"
    assert set(modules.split()) & {"json", "hashlib", "_hashlib"} == set()
