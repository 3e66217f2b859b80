"""Reading a JSON file the app wrote, with each way it can be damaged told apart.

Every failure is a ``FileDamaged`` with its own ``Damage`` kind, so the player gets plain
words (``Problem.message``) and the file is never moved by a read. The text is decoded by
``msgspec`` (``storage.schema`` checks its shape): a number of any size is refused as
damage, never converted (Python's ``json`` raises a bare ``ValueError`` past 4,300
digits), and so is nesting deeper than the decoder's stack.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import msgspec

from .problems import Damage, FileDamaged, Problem, Reason

MAX_RECORD_BYTES = 8 * 1024 * 1024
"""A six-deal series is about 30 KB; anything this big is not one of ours."""


def damaged(path: Path, damage: Damage, detail: str) -> FileDamaged:
    """The error for ``path`` damaged as ``damage`` (``detail`` for the log)."""
    return FileDamaged(Problem(path, damage, detail))


def too_big(path: Path, size: int) -> FileDamaged:
    """The error for ``path`` of ``size`` bytes, past ``MAX_RECORD_BYTES`` (its size said
    in whole megabytes: "30")."""
    megabytes = str(max(1, round(size / (1024 * 1024))))
    return FileDamaged(Problem(path, Damage.TOO_BIG, f"{size} bytes is too big for a file "
                               "of ours", values=(megabytes,)))


def _decode(path: Path, data: bytes) -> str:
    # The size first: 30 MB of spaces then "{}" was said to be empty, as its first 8 MB
    # read are blank; it is far too big to be ours, whatever it holds.
    if len(data) > MAX_RECORD_BYTES:
        raise too_big(path, len(data))
    if not data.strip():
        raise damaged(path, Damage.EMPTY, f"{len(data)} bytes of whitespace")
    if b"\x00" in data:
        raise damaged(path, Damage.BINARY, "NUL bytes")
    try:
        # utf-8-sig: a text editor may have added a byte-order mark.
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise damaged(path, Damage.BINARY, str(error)) from None


def decode_json(path: Path, data: bytes, shape: Any = Any) -> Any:
    """File bytes to a JSON value (objects as dicts, arrays as lists).

    Args:
        shape: what the file must be: any JSON value, or for instance
            ``dict[str, msgspec.Raw]``, an object whose members are decoded one by one
            later (``schema.decode_part``), so one member's damage spares the others.

    Raises:
        FileDamaged: ``EMPTY``, ``BINARY``, ``TRUNCATED`` or ``NOT_OURS`` (a syntax error,
            a number too big to be ours, nesting too deep: ``reason`` says which).
    """
    text = _decode(path, data)
    try:
        return msgspec.json.decode(text.encode("utf-8"), type=shape)
    except msgspec.ValidationError as error:  # "Integer value out of range", or not ``shape``
        huge = "out of range" in str(error)
        raise FileDamaged(Problem(path, Damage.NOT_OURS, str(error),
                                  reason=Reason.HUGE if huge else None)) from None
    except msgspec.DecodeError as error:  # a syntax error (ValidationError is one too)
        cut = "truncated" in str(error)
        raise damaged(path, Damage.TRUNCATED if cut else Damage.NOT_OURS, str(error)) from None
    except RecursionError:
        # Deeply nested brackets exhaust the decoder's stack: damage, not a crash.
        raise FileDamaged(Problem(path, Damage.NOT_OURS, "JSON nested too deeply",
                                  reason=Reason.NESTED)) from None


def read_bytes(path: Path) -> bytes:
    """The first ``MAX_RECORD_BYTES + 1`` bytes of ``path`` (enough to see it is too big).

    Raises:
        FileDamaged: ``UNREADABLE`` when the system refuses; ``TOO_BIG`` past
            ``MAX_RECORD_BYTES`` (nothing read); ``NOT_A_FILE`` for anything
            but a regular file (a FIFO's read waited forever for a writer, QA).
    """
    try:
        # Asked what it is before it is opened: opening a FIFO for reading waits for a
        # writer, and a device may answer an open; no special file is ever opened.
        mode = os.stat(path).st_mode
    except OSError as error:
        raise damaged(path, Damage.UNREADABLE, str(error)) from None
    if not stat.S_ISREG(mode):
        raise damaged(path, Damage.NOT_A_FILE, f"file mode {stat.filemode(mode)}")
    try:
        # Opened without waiting all the same, then asked again, so the answer is about
        # the file that was opened (it may have been replaced by a FIFO in between).
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                         | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise damaged(path, Damage.UNREADABLE, str(error)) from None
    with os.fdopen(handle, "rb") as file:
        try:
            mode = os.fstat(file.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise damaged(path, Damage.NOT_A_FILE, f"file mode {stat.filemode(mode)}")
            size = os.fstat(file.fileno()).st_size
            if size > MAX_RECORD_BYTES:  # its whole size said, not the part read
                raise too_big(path, size)
            return file.read(MAX_RECORD_BYTES + 1)
        except OSError as error:
            raise damaged(path, Damage.UNREADABLE, str(error)) from None
