"""The series in progress, saved after every action and offered for resume at start.

The file is the engine's series record, or, when the app adds what the record does
not hold (who is a person, bot levels, the calls language), a wrapper::

    {"format": "coventry-desktop/autosave", "version": 1,
     "game": {...app's set-up...}, "record": {...the engine's record, digest included...}}
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..games.coventry import SeriesRecord, SeriesReplay, replay_series, to_json
from .files import quarantine, remove_stale_temporaries, write_atomic
from .problems import Damage, FileDamaged, Problem
from .saves import decode_json, read_bytes, record_from_body

log = logging.getLogger(__name__)

FORMAT = "coventry-desktop/autosave"
VERSION = 1


@dataclass(frozen=True, slots=True)
class Saved:
    """An autosave that loaded and replayed cleanly.

    Attributes:
        record: the series record as saved.
        replayed: the engine's replay of it: series totals and the current deal.
        game: what the app saved beside the record (empty for a bare record).
    """

    record: SeriesRecord
    replayed: SeriesReplay
    game: Mapping[str, Any] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        """Whether every deal is settled (nothing to resume)."""
        return self.replayed.series.is_over

    @property
    def actions(self) -> int:
        """How many actions the record holds, over all deals."""
        return sum(len(deal) for deal in self.record.actions)


def continues(earlier: SeriesRecord, later: SeriesRecord) -> bool:
    """Whether ``later`` is ``earlier`` played on: the same series, its actions extended."""
    same = (earlier.players, earlier.first_dealer, earlier.seed, earlier.deals, earlier.seats)
    if same != (later.players, later.first_dealer, later.seed, later.deals, later.seats):
        return False
    if len(earlier.actions) > len(later.actions):
        return False
    if not earlier.actions:
        return True
    last = len(earlier.actions) - 1
    return (earlier.actions[:last] == later.actions[:last]
            and later.actions[last][:len(earlier.actions[last])] == earlier.actions[last])


class Autosave:
    """Writes and reads the autosave file.

    Only one process should write a given file: ``load`` removes the temporary
    files a killed write may have left, which would race with a second writer.
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    def save(self, record: SeriesRecord, game: Mapping[str, Any] | None = None) -> None:
        """Replace the autosave with ``record``; a kill meanwhile keeps the previous one.

        Args:
            record: the series so far.
            game: JSON-ready facts the app needs to resume that the record lacks.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if game is None:
            write_atomic(self.path, to_json(record))
            return
        body = {"format": FORMAT, "version": VERSION, "game": dict(game),
                "record": json.loads(to_json(record))}
        write_atomic(self.path, json.dumps(body, ensure_ascii=False, indent=1))

    @property
    def previous_path(self) -> Path:
        """Where the save a new game replaced is kept (one is enough to undo a mistaken "No")."""
        return self.path.with_name(f"{self.path.stem}.previous{self.path.suffix}")

    def load(self) -> Saved | Problem | None:
        """Read the autosave.

        Returns:
            ``None`` when there is no autosave; ``Saved`` when it loads and replays
            (finished or not); a ``Problem`` when it is damaged, in which case the
            file has been renamed to ``autosave.json.<timestamp>.bak`` so the next
            save cannot overwrite it, and nothing else has been touched.
        """
        if self.path.parent.is_dir():
            remove_stale_temporaries(self.path)
        return self._load(self.path)

    def load_previous(self) -> Saved | Problem | None:
        """Read the previous save, as ``load`` reads the autosave (a damaged one is set aside)."""
        return self._load(self.previous_path)

    def keep_previous(self, current: SeriesRecord | None) -> bool:
        """Move an unfinished series that ``current`` does not continue aside as the previous save.

        Called before a new game's first save: the series it replaces stays
        restorable. A finished series, a damaged file (already reported at start) or
        the series being resumed is left where it is.

        Returns:
            Whether the autosave was moved (replacing any older previous save).

        Raises:
            OSError: the rename failed; the autosave is then where it was.
        """
        if not self.path.exists():
            return False
        try:
            saved = self._read(self.path)
        except FileDamaged:
            return False
        if saved.finished or (current is not None and continues(saved.record, current)):
            return False
        os.replace(self.path, self.previous_path)
        log.info("kept the replaced series as %s", self.previous_path.name)
        return True

    def _load(self, path: Path) -> Saved | Problem | None:
        if not path.exists():
            return None
        try:
            return self._read(path)
        except FileDamaged as error:
            return self._set_aside(path, error.problem)

    def _read(self, path: Path) -> Saved:
        body: Any = decode_json(path, read_bytes(path))
        game: Any = {}
        if isinstance(body, dict) and body.get("format") == FORMAT:
            if body.get("version") != VERSION:
                detail = f"autosave version {body.get('version')!r}, expected {VERSION}"
                raise FileDamaged(Problem(path, Damage.WRONG_VERSION, detail))
            game = body.get("game")
            body = body.get("record")
        record = record_from_body(path, body, require_digest=True)
        if not isinstance(record, SeriesRecord) or not isinstance(game, dict):
            detail = "a deal record, not a series" if isinstance(game, dict) else "no game"
            raise FileDamaged(Problem(path, Damage.NOT_OURS, detail))
        return Saved(record, replay_series(record), game)

    def _set_aside(self, path: Path, problem: Problem) -> Problem:
        log.warning("autosave %s is damaged (%s): %s", problem.path, problem.damage.value,
                    problem.detail)
        try:
            backup: Path | None = quarantine(path)
        except OSError as error:
            log.error("could not keep %s aside: %s", path, error)
            backup = None
        return Problem(problem.path, problem.damage, problem.detail, backup)
