"""The series in progress, saved after every action and offered for resume at start.

The file is the engine's series record, or, when the app adds what the record does
not hold (who is a person, bot levels, the calls language), a wrapper::

    {"format": "coventry-desktop/autosave", "version": 1,
     "game": {...app's set-up...}, "record": {...the engine's record, digest included...}}
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from coventry_desktop.engine import SeriesRecord, SeriesReplay, replay_series, to_json

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
        if not self.path.exists():
            return None
        try:
            body: Any = decode_json(self.path, read_bytes(self.path))
            game: Any = {}
            if isinstance(body, dict) and body.get("format") == FORMAT:
                if body.get("version") != VERSION:
                    detail = f"autosave version {body.get('version')!r}, expected {VERSION}"
                    raise FileDamaged(Problem(self.path, Damage.WRONG_VERSION, detail))
                game = body.get("game")
                body = body.get("record")
            record = record_from_body(self.path, body, require_digest=True)
            if not isinstance(record, SeriesRecord) or not isinstance(game, dict):
                detail = "a deal record, not a series" if isinstance(game, dict) else "no game"
                raise FileDamaged(Problem(self.path, Damage.NOT_OURS, detail))
            return Saved(record, replay_series(record), game)
        except FileDamaged as error:
            return self._set_aside(error.problem)

    def _set_aside(self, problem: Problem) -> Problem:
        log.warning("autosave %s is damaged (%s): %s", problem.path, problem.damage.value,
                    problem.detail)
        try:
            backup: Path | None = quarantine(self.path)
        except OSError as error:
            log.error("could not keep %s aside: %s", self.path, error)
            backup = None
        return Problem(problem.path, problem.damage, problem.detail, backup)
