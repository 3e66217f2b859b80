"""Learn to Play's progress: which lessons of each game are complete, and which games'
first-start offer was declined. One file, ``lessons.json`` in the data folder.

Read through its typed schema (``storage.schema.LessonsFile``), as every file: a file that
is empty, binary, cut short, of another shape or version is reported in plain words
(``Problem.message``), kept aside as ``lessons.json.<date>-<time>.bak``, and the lessons
start afresh; a write is atomic, and one that fails raises ``OSError`` (and the window's
message bar says so, ``files.watch_writes``).

File shape (version 1)::

    {"version": 1,
     "done": {"<game id>": ["<lesson id>", "<lesson id>"], "<another game id>": ["<lesson id>"]},
     "declined": ["<game id>"]}

Game ids and lesson ids are kept as written, even ones this release does not know (a
lesson of a newer release stays complete when that release reads the file again).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import set_aside, write_atomic
from .json_files import damaged, decode_json, read_bytes
from .problems import Damage, FileDamaged, Problem, version_damage
from .schema import LessonsFile, check

log = logging.getLogger(__name__)

VERSION = 1
FILE_NAME = "lessons.json"


@dataclass(frozen=True, slots=True)
class LessonProgress:
    """What the learner has done: per game id, the ids of the lessons complete; the games
    whose first-start offer was declined."""

    done: Mapping[str, frozenset[str]] = field(default_factory=dict)
    declined: frozenset[str] = frozenset()

    def completed(self, game: str) -> frozenset[str]:
        """The lessons of ``game`` marked complete."""
        return self.done.get(game, frozenset())

    def with_done(self, game: str, lesson: str) -> LessonProgress:
        """This progress with ``lesson`` of ``game`` complete."""
        done = dict(self.done)
        done[game] = self.completed(game) | {lesson}
        return LessonProgress(done, self.declined)

    def with_declined(self, game: str) -> LessonProgress:
        """This progress with ``game``'s first-start offer declined."""
        return LessonProgress(self.done, self.declined | {game})


def to_json(progress: LessonProgress) -> str:
    """The file's text for ``progress`` (the module docstring's shape)."""
    body = {"version": VERSION,
            "done": {game: sorted(ids) for game, ids in sorted(progress.done.items()) if ids},
            "declined": sorted(progress.declined)}
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def from_body(path: Path, body: Any) -> LessonProgress:
    """The decoded JSON ``body`` of ``path`` checked against its schema
    (``schema.LessonsFile``: ids of at most 64 lower-case characters, at most 200 of each).

    Raises:
        FileDamaged: ``WRONG_VERSION`` for another version, ``NOT_OURS`` (naming the
            field) for another shape.
    """
    if isinstance(body, dict) and isinstance(body.get("version"), int) \
            and not isinstance(body.get("version"), bool) and body["version"] != VERSION:
        raise damaged(path, version_damage(body["version"], VERSION), f"version {body['version']}")
    checked = check(path, body, LessonsFile)
    if checked.version != VERSION:
        raise damaged(path, Damage.WRONG_VERSION, f"version {checked.version}")
    return LessonProgress({game: frozenset(ids) for game, ids in checked.done.items()},
                          frozenset(checked.declined))


class LessonProgressFile:
    """``lessons.json`` in ``data``; with ``data`` None nothing is read or kept.

    Attributes:
        problem: after ``load``, what was wrong with a file set aside (for the window to
            say), else None.
    """

    def __init__(self, data: Path | None) -> None:
        self.path = None if data is None else data / FILE_NAME
        self.problem: Problem | None = None

    def load(self) -> LessonProgress:
        """The saved progress: empty when there is none, or when the file is damaged
        (then it is kept aside and ``problem`` says what was wrong)."""
        self.problem = None
        if self.path is None or not self.path.exists():
            return LessonProgress()
        try:
            return from_body(self.path, decode_json(self.path, read_bytes(self.path)))
        except FileDamaged as error:
            problem = error.problem
            if problem.damage is Damage.UNREADABLE:  # not damaged, only unreadable: it stays
                log.warning("cannot read %s: %s", self.path, error)
            else:
                problem = set_aside(problem)
            self.problem = problem
            return LessonProgress()

    def save(self, progress: LessonProgress) -> None:
        """Write ``progress`` atomically (nothing without a data folder).

        Raises:
            OSError: the folder cannot be made or the file written; the old file is
                unchanged then.
        """
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, to_json(progress))
