"""The series in progress, saved after every action and offered for resume at start."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from coventry_desktop.engine import SeriesRecord, SeriesReplay, replay_series, to_json

from .files import quarantine, remove_stale_temporaries, write_atomic
from .problems import Damage, FileDamaged, Problem
from .saves import parse_record, read_bytes

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Saved:
    """An autosave that loaded and replayed cleanly.

    Attributes:
        record: the series record as saved.
        replayed: the engine's replay of it: series totals and the current deal.
    """

    record: SeriesRecord
    replayed: SeriesReplay

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

    def save(self, record: SeriesRecord) -> None:
        """Replace the autosave with ``record``; a kill meanwhile keeps the previous one.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, to_json(record))

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
            record = parse_record(self.path, read_bytes(self.path), require_digest=True)
            if not isinstance(record, SeriesRecord):
                detail = "a deal record, not a series"
                raise FileDamaged(Problem(self.path, Damage.NOT_OURS, detail))
            return Saved(record, replay_series(record))
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
