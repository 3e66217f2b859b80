"""Practice progress: how often each call was right, per language and position, over time.

Pure Python. One JSON file, ``practice.json`` in the app's data folder
(:class:`coventry_desktop.storage.paths.AppPaths`, so ``XDG_DATA_HOME`` is honoured),
written atomically; a file that cannot be read is set aside as ``.bak`` and practice
starts afresh, never crashing the app.

File shape (version 1)::

    {"version": 1,
     "sessions": [{"started": "2026-11-30T11:50:00+00:00", "source": "drill",
                   "language": "ru", "style": "rhymes",
                   "positions": {"1": [3, 4], "2": [2, 2], "3": [0, 1], "4": [3, 3]}}]}

``positions`` maps a call position to ``[right, asked]``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from .....storage.files import quarantine, write_atomic
from .....storage.paths import AppPaths
from ...calls import LANGUAGES, POSITIONS

log = logging.getLogger(__name__)

VERSION = 1
FILE_NAME = "practice.json"
MAX_SESSIONS = 1000  # oldest dropped first; a few years of daily drills, under 200 KB
SOURCES = ("drill", "game")


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answered prompt: the call's position and whether the answer was right."""

    position: int
    correct: bool


@dataclass(frozen=True, slots=True)
class Session:
    """A drill, or one game's practice, in one language.

    Attributes:
        started: when it began (UTC); also its identity in the file.
        source: "drill" or "game".
        language: the calls language.
        style: "rhymes" or "snip-snap".
        positions: position 1..4 -> (right, asked).
    """

    started: datetime
    source: str
    language: str
    style: str = "rhymes"
    positions: dict[int, tuple[int, int]] = field(default_factory=dict)

    def with_attempt(self, attempt: Attempt) -> Session:
        """This session with one more answer counted."""
        right, asked = self.positions.get(attempt.position, (0, 0))
        positions = dict(self.positions)
        positions[attempt.position] = (right + attempt.correct, asked + 1)
        return replace(self, positions=positions)

    @property
    def right(self) -> int:
        """Right answers in the session."""
        return sum(right for right, _ in self.positions.values())

    @property
    def asked(self) -> int:
        """Prompts answered in the session."""
        return sum(asked for _, asked in self.positions.values())


def new_session(*, source: str, language: str, style: str = "rhymes",
                now: datetime | None = None) -> Session:
    """An empty session starting ``now`` (default: the current UTC time, to the second)."""
    when = now or datetime.now(UTC).replace(microsecond=0)
    return Session(started=when, source=source, language=language, style=style)


@dataclass(frozen=True, slots=True)
class Progress:
    """Every saved session, oldest first."""

    sessions: tuple[Session, ...] = ()

    def by_position(self, language: str) -> dict[int, tuple[int, int]]:
        """Position 1..4 -> (right, asked) over all sessions in ``language``."""
        totals = {position: (0, 0) for position in POSITIONS}
        for session in self.sessions:
            if session.language != language:
                continue
            for position, (right, asked) in session.positions.items():
                old_right, old_asked = totals[position]
                totals[position] = (old_right + right, old_asked + asked)
        return totals

    def history(self, language: str) -> list[tuple[datetime, int, int]]:
        """(started, right, asked) per session in ``language`` with at least one answer."""
        return [(s.started, s.right, s.asked) for s in self.sessions
                if s.language == language and s.asked]

    def with_session(self, session: Session) -> Progress:
        """Add ``session``, or replace the saved one that started at the same moment."""
        kept = [s for s in self.sessions
                if (s.started, s.source, s.language) !=
                (session.started, session.source, session.language)]
        ordered = sorted([*kept, session], key=lambda s: s.started)
        return Progress(tuple(ordered[-MAX_SESSIONS:]))


def to_json(progress: Progress) -> str:
    """The file text for ``progress`` (see the module docstring)."""
    sessions = [{
        "started": s.started.isoformat(), "source": s.source, "language": s.language,
        "style": s.style,
        "positions": {str(p): [r, a] for p, (r, a) in sorted(s.positions.items())},
    } for s in progress.sessions]
    return json.dumps({"version": VERSION, "sessions": sessions}, ensure_ascii=False, indent=1)


def from_json(text: str) -> Progress:
    """Parse the file text.

    Raises:
        ValueError: not JSON, another version, or a session with impossible values
            (unknown language or position, right > asked, negative counts).
    """
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not a version 1 practice file")
    sessions = []
    for raw in data["sessions"]:
        positions: dict[int, tuple[int, int]] = {}
        for key, (right, asked) in raw["positions"].items():
            position = int(key)
            if position not in POSITIONS or not 0 <= int(right) <= int(asked):
                raise ValueError(f"impossible counts {right}/{asked} at position {key}")
            positions[position] = (int(right), int(asked))
        if raw["language"] not in LANGUAGES or raw["source"] not in SOURCES:
            raise ValueError(f"unknown language or source in {raw!r}")
        started = datetime.fromisoformat(raw["started"])
        sessions.append(Session(started=started, source=raw["source"],
                                language=raw["language"], style=str(raw.get("style", "rhymes")),
                                positions=positions))
    return Progress(tuple(sorted(sessions, key=lambda s: s.started)))


@dataclass(frozen=True, slots=True)
class SetAside:
    """A practice file that could not be read, for the window to report (#12 item 16).

    Attributes:
        kind: the ``storage.Damage`` value that says what is wrong ("empty", "binary",
            "truncated", "not-ours", "wrong-version" or "unreadable").
        detail: the technical reason, for the log.
        backup: where the file was kept aside, or ``None`` if it stayed in place.
    """

    kind: str
    detail: str
    backup: Path | None = None


def _damage_of(data: bytes, error: ValueError | KeyError | TypeError) -> str:
    if not data.strip():
        return "empty"
    if isinstance(error, UnicodeDecodeError) or b"\0" in data:
        return "binary"
    if isinstance(error, json.JSONDecodeError):
        return "truncated" if error.pos >= len(error.doc.rstrip()) else "not-ours"
    if str(error) == "not a version 1 practice file" and b'"version"' in data:
        return "wrong-version"
    return "not-ours"


class ProgressStore:
    """Loads and saves :class:`Progress` in one JSON file.

    Args:
        path: the file; default ``practice.json`` in the platform's data folder.

    Attributes:
        on_damage: called with a :class:`SetAside` whenever ``load`` finds the file
            damaged (and sets it aside) or cannot read it, so the window can say so.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or AppPaths.from_platform().data / FILE_NAME
        self.on_damage: Callable[[SetAside], None] | None = None

    def load(self) -> Progress:
        """The saved progress; empty when there is none or it was damaged (then kept as .bak)."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return Progress()
        except OSError as error:
            log.warning("cannot read %s: %s", self.path, error)
            self._report(SetAside("unreadable", str(error)))
            return Progress()
        try:
            if b"\0" in data:
                raise ValueError("NUL bytes: not a text file")
            return from_json(data.decode("utf-8"))
        except (ValueError, KeyError, TypeError) as error:
            log.warning("damaged practice file %s: %s", self.path, error)
            backup: Path | None = None
            try:
                backup = quarantine(self.path)
            except OSError as rename_error:
                log.warning("cannot set %s aside: %s", self.path, rename_error)
            self._report(SetAside(_damage_of(data, error), str(error), backup))
            return Progress()

    def _report(self, damage: SetAside) -> None:
        if self.on_damage is not None:
            self.on_damage(damage)

    def save_session(self, session: Session) -> Progress:
        """Merge ``session`` into the file (added, or updated if already saved).

        Returns:
            The progress as now saved.

        Raises:
            OSError: the data folder cannot be created or written; the old file is then
                unchanged (atomic write).
        """
        progress = self.load().with_session(session)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, to_json(progress))
        return progress
