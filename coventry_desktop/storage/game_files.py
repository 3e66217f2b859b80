"""Files of every registered game: its autosave, and records a player exports or opens.

Each game has its own autosave, ``<data>/<game>-autosave.json`` (Coventry keeps
``autosave.json``, written by ``storage.autosave`` as before). A file is trusted only
after it decodes, names a registered game and its rules version, matches its digest and
replays through the game's rules; a damaged autosave is kept aside (``.bak``) and the
player told why in plain words, an opened file is never moved.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..engine.game import GameInfo
from ..engine.game_records import (
    GameRecord,
    GameRecordError,
    from_body,
    is_game_record,
    replay,
    to_json,
)
from ..games import GAMES
from .files import quarantine, write_atomic
from .problems import Damage, FileDamaged, Problem
from .saves import decode_json, read_bytes

log = logging.getLogger(__name__)

_DAMAGE = {"format": Damage.NOT_OURS, "version": Damage.WRONG_VERSION,
           "altered": Damage.ALTERED, "illegal": Damage.ILLEGAL}


def autosave_path(data: Path, game_id: str) -> Path:
    """Where the series of ``game_id`` in progress is saved after every action."""
    return data / f"{game_id}-autosave.json"


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """A record that replayed: its game, the record, and each dealt deal's last state."""

    info: GameInfo
    record: GameRecord
    states: list[Any]

    @property
    def deal_in_play(self) -> bool:
        """Whether the last dealt deal is unfinished."""
        return bool(self.states) and self.info.rules.to_act(self.states[-1]) is not None

    @property
    def finished(self) -> bool:
        """Whether every deal of the series was played, or a total reached the target."""
        rules = self.info.rules
        done = [s for s in self.states if rules.to_act(s) is None]
        if len(done) >= self.record.deals:
            return True
        target = self.info.series_target(self.record.options) \
            if self.info.series_target else None
        if target is None or not done:
            return False
        totals = [sum(rules.points(s)[seat] for s in done)
                  for seat in range(len(self.record.seats))]
        return max(totals) >= target


def read_record(path: Path) -> LoadedRecord:
    """Read, check and replay a record of any registered game.

    Raises:
        FileDamaged: unreadable, empty, not ours, another version, altered or illegal.
    """
    body = decode_json(path, read_bytes(path))
    try:
        info, record = from_body(body, GAMES)
        return LoadedRecord(info, record, replay(info, record))
    except GameRecordError as error:
        raise FileDamaged(Problem(path, _DAMAGE[error.kind], str(error))) from None


def is_game_record_file(path: Path) -> bool:
    """Whether ``path`` holds a record of this format (Comet, Hearts …), not Coventry's own;
    False for a file that cannot be read (the caller's reader then says why)."""
    try:
        return is_game_record(decode_json(path, read_bytes(path)))
    except FileDamaged:
        return False


def write_record(path: Path, info: GameInfo, record: GameRecord) -> None:
    """Write ``record`` as JSON to ``path`` atomically.

    Raises:
        OSError: the file cannot be written; an older file at ``path`` is unchanged.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, to_json(info, record))


class GameAutosave:
    """The autosave of one game's series in progress."""

    def __init__(self, data: Path, info: GameInfo) -> None:
        self.info = info
        self.path = autosave_path(data, info.id)

    def save(self, record: GameRecord) -> None:
        """Write the series so far.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        write_record(self.path, self.info, record)

    def load(self) -> LoadedRecord | Problem | None:
        """The saved series, ``None`` when there is none, or the ``Problem`` of a damaged
        file, which is then kept aside so the next game starts clean."""
        if not self.path.exists():
            return None
        try:
            loaded = read_record(self.path)
            if loaded.info is not self.info:
                raise FileDamaged(Problem(self.path, Damage.NOT_OURS,
                                          f"a record of {loaded.info.id}"))
            return loaded
        except FileDamaged as error:
            problem = error.problem
            log.warning("autosave %s is damaged (%s): %s", self.path, problem.damage.value,
                        problem.detail)
            try:
                return replace(problem, backup=quarantine(self.path))
            except OSError as failure:
                log.error("could not keep %s aside: %s", self.path, failure)
                return problem

    def clear(self) -> None:
        """Forget the saved series (it ended, or the player chose a new game)."""
        self.path.unlink(missing_ok=True)
