"""Practice progress: how often each call was right, per language and position, over time.

One JSON file, ``practice.json`` in the app's data folder
(:class:`coventry_desktop.storage.paths.AppPaths`, so ``XDG_DATA_HOME`` is honoured),
written atomically, read through its typed schema (``PracticeFile``, msgspec, as every
file of the app: ``storage.schema``); a file that cannot be read is set aside as ``.bak``
and practice starts afresh, the window told the field and the reason, never crashing.

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
from typing import Annotated, Any, Literal

from msgspec import Meta, Struct

from .....storage.files import set_aside, write_atomic
from .....storage.json_files import damaged, decode_json, read_bytes
from .....storage.paths import AppPaths
from .....storage.problems import Damage, FileDamaged, Problem, Reason, version_damage
from .....storage.schema import Count, check
from ...calls import POSITIONS

log = logging.getLogger(__name__)

VERSION = 1
FILE_NAME = "practice.json"
MAX_SESSIONS = 1000  # oldest dropped first; a few years of daily drills, under 200 KB


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


Tally = tuple[Count, Count]
"""``[right, asked]`` at one call position."""


class SessionEntry(Struct, forbid_unknown_fields=True):
    """One session in the file (``Session``), its values typed and bounded."""

    started: datetime
    source: Literal["drill", "game"]
    language: Literal["en", "ru", "fr"]  # calls.LANGUAGES, held to it by a test
    positions: Annotated[dict[Annotated[str, Meta(pattern="^[1-4]$")], Tally],
                         Meta(max_length=len(POSITIONS))]
    style: Literal["rhymes", "snip-snap"] = "rhymes"


class PracticeFile(Struct, forbid_unknown_fields=True):
    """``practice.json`` (the module docstring's shape): at most ``MAX_SESSIONS``."""

    version: Annotated[int, Meta(ge=0, le=1000)]
    sessions: Annotated[list[SessionEntry], Meta(max_length=MAX_SESSIONS)]


def from_body(path: Path, body: Any) -> Progress:
    """The decoded JSON ``body`` of ``path`` checked against ``PracticeFile``: bounded
    counts, a known source, language and style, positions 1..4, no session twice.

    Raises:
        FileDamaged: ``NEWER`` for a later version, ``WRONG_VERSION`` for an earlier one,
            ``NOT_OURS`` naming the field (``sessions[2].positions``) and the reason.
    """
    version = body.get("version") if isinstance(body, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version != VERSION:
        raise damaged(path, version_damage(version, VERSION), f"version {version}")
    checked = check(path, body, PracticeFile)
    sessions, seen = [], set()
    for index, raw in enumerate(checked.sessions):
        where = f"sessions[{index}]"
        for key, (right, asked) in raw.positions.items():
            if right > asked:
                raise FileDamaged(Problem(path, Damage.NOT_OURS, f"{right}/{asked} right",
                                          field=f"{where}.positions.{key}",
                                          reason=Reason.RANGE))
        if raw.started.tzinfo is None:
            raise FileDamaged(Problem(path, Damage.NOT_OURS, "a time without its zone",
                                      field=f"{where}.started", reason=Reason.VALUE))
        identity = (raw.started, raw.source, raw.language)
        if identity in seen:
            raise FileDamaged(Problem(path, Damage.NOT_OURS, f"{identity} twice",
                                      field=where, reason=Reason.DUPLICATE))
        seen.add(identity)
        sessions.append(Session(started=raw.started, source=raw.source,
                                language=raw.language, style=raw.style,
                                positions={int(key): tally
                                           for key, tally in raw.positions.items()}))
    return Progress(tuple(sorted(sessions, key=lambda s: s.started)))


def from_json(text: str, path: Path = Path(FILE_NAME)) -> Progress:
    """Parse the file text (``from_body`` after ``storage.json_files.decode_json``).

    Raises:
        FileDamaged: the text is not a practice file of this version.
    """
    return from_body(path, decode_json(path, text.encode("utf-8")))


class ProgressStore:
    """Loads and saves :class:`Progress` in one JSON file.

    Args:
        path: the file; default ``practice.json`` in the platform's data folder.

    Attributes:
        on_damage: called with the ``storage.Problem`` (the field and the reason in
            plain words, where the file was kept aside) whenever ``load`` finds the file
            damaged or cannot read it, so the window can say so.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or AppPaths.from_platform().data / FILE_NAME
        self.on_damage: Callable[[Problem], None] | None = None

    def load(self) -> Progress:
        """The saved progress; empty when there is none or it was damaged (then kept as
        .bak, and ``on_damage`` told)."""
        if not self.path.exists():
            return Progress()
        try:
            return from_body(self.path, decode_json(self.path, read_bytes(self.path)))
        except FileDamaged as error:
            problem = error.problem
            if problem.damage is Damage.UNREADABLE:  # not damaged, only unreadable: it stays
                log.warning("cannot read %s: %s", self.path, error)
            else:
                problem = set_aside(problem)
            self._report(problem)
            return Progress()

    def _report(self, problem: Problem) -> None:
        if self.on_damage is not None:
            self.on_damage(problem)

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
