"""Why a file could not be loaded, in plain words for the player.

Each kind of damage has one sentence the GUI shows as is; the technical detail
goes to the log. Sentences go through ``QCoreApplication.translate`` (context
``"Storage"``) so Qt Linguist picks them up.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication


class Damage(Enum):
    """What is wrong with a file we tried to read."""

    UNREADABLE = "unreadable"  # the OS refused (permissions, I/O error)
    EMPTY = "empty"
    BINARY = "binary"  # not UTF-8 text, or NUL bytes
    TRUNCATED = "truncated"  # JSON that stops early
    NOT_OURS = "not-ours"  # garbage, or JSON of another shape
    WRONG_VERSION = "wrong-version"  # another rules or file-format version
    ALTERED = "altered"  # the sha256 digest does not match: edited by hand
    ILLEGAL = "illegal"  # replaying hits an action the rules refuse


def json_damage(error: json.JSONDecodeError) -> Damage:
    """``TRUNCATED`` when the JSON text simply stops, ``NOT_OURS`` for any other syntax error."""
    # An unterminated string always runs to the end of the text (a raw newline
    # inside a string is a different error), so both cases mean "cut short".
    at_end = error.pos >= len(error.doc.rstrip())
    return Damage.TRUNCATED if at_end or error.msg == "Unterminated string starting at" \
        else Damage.NOT_OURS


# lupdate extracts only calls of translate() with literal arguments, not a wrapper's.
translate = QCoreApplication.translate


def _sentence(damage: Damage) -> str:
    # One literal per call so lupdate can extract each sentence.
    if damage is Damage.UNREADABLE:
        return translate(
            "Storage", "The file could not be read (the system refused access or the disk failed).")
    if damage is Damage.EMPTY:
        return translate("Storage", "The file is empty.")
    if damage is Damage.BINARY:
        return translate(
            "Storage", "The file is not text: it was damaged or overwritten by another program.")
    if damage is Damage.TRUNCATED:
        return translate("Storage", "The file is cut short: it was not written to the end.")
    if damage is Damage.NOT_OURS:
        return translate("Storage", "The file is damaged or is not a Coventry Desktop file.")
    if damage is Damage.WRONG_VERSION:
        return translate(
            "Storage", "The file was made by a version of the game with different rules or format.")
    if damage is Damage.ALTERED:
        return translate(
            "Storage", "The file was changed outside the game, so it cannot be trusted.")
    return translate("Storage", "The file contains an action the rules do not allow.")


@dataclass(frozen=True, slots=True)
class Problem:
    """A file that could not be loaded.

    Attributes:
        path: the file as it was named when we tried to read it.
        damage: what is wrong.
        detail: the technical reason, for the log (English, not shown to players).
        backup: where the file was kept aside, or ``None`` if it was left in place
            (an imported file is never moved) or the rename failed.
    """

    path: Path
    damage: Damage
    detail: str
    backup: Path | None = None

    def message(self) -> str:
        """Plain words for the player: what is wrong, and where the file went."""
        text = _sentence(self.damage)
        if self.backup is not None:
            kept = translate("Storage", "It was kept aside as “%1”; nothing else was changed.")
            text += " " + kept.replace("%1", self.backup.name)
        return text


class FileDamaged(Exception):
    """A file that cannot be used; ``problem`` says why (``backup`` is not set yet)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.path}: {problem.damage.value}: {problem.detail}")
        self.problem = problem
