"""Files of every registered game: its autosave, and records a player exports or opens.

Each game has its own autosave, ``<data>/<game>-autosave.json``. A file is trusted only
after it decodes, names a registered game and its rules version, matches its digest and
replays through the game's rules; a damaged autosave is kept aside (``.bak``) and the
player told why in plain words, an opened file is never moved.

An exported record of an earlier release (release 0.1.0's, in a game's own older format)
opens through its game's ``GameInfo.earlier`` (``EarlierFormats.read_record``); the
autosave and statistics of that release were converted once, at start
(``storage.migration``). The registry is read when a file is, never when this module is
imported.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..engine.game import GameInfo
from ..engine.game_records import VERSION as RECORD_VERSION
from ..engine.game_records import (
    GameRecord,
    GameRecordError,
    from_body,
    is_game_record,
    replay,
    to_json,
)
from .files import quarantine, remove_stale_temporaries, set_aside, write_atomic
from .problems import Damage, FileDamaged, Problem

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
    # msgspec, through these, on first use: a start without a saved series needs none.
    from .json_files import decode_json, read_bytes

    return loaded_from(path, decode_json(path, read_bytes(path)))


def loaded_from(path: Path, body: Any) -> LoadedRecord:
    """``read_record`` of a decoded ``body`` (``path`` names it in a ``Problem``).

    Raises:
        FileDamaged: as ``read_record``.
    """
    from ..games import GAMES  # the registry, read on use
    from .game_statistics import FORMAT as STATISTICS_FORMAT
    from .record_checks import record_problem  # on first use: no start without a file needs it
    from .schema import GameRecordFile, check

    if isinstance(body, dict) and body.get("format") == STATISTICS_FORMAT:
        # A file of ours, only not a record: "damaged or not ours" was wrong on both counts.
        raise FileDamaged(Problem(path, Damage.STATISTICS, "a statistics file, not a record"))
    try:
        if is_game_record(body) and body.get("version") == RECORD_VERSION:
            # Every field typed and bounded, then what the game allows, before the engine
            # reads it (storage.schema, storage.record_checks).
            problem = record_problem(path, check(path, body, GameRecordFile), GAMES)
            if problem is not None:
                raise FileDamaged(problem)
        info, record = from_body(body, GAMES) if is_game_record(body) else _earlier(body)
        return LoadedRecord(info, record, replay(info, record))
    except GameRecordError as error:
        damage = _DAMAGE[error.kind]
        if damage is Damage.WRONG_VERSION and isinstance(body, dict) and _newer(body, GAMES):
            damage = Damage.NEWER
        raise FileDamaged(Problem(path, damage, str(error))) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError,
            RecursionError) as error:
        # A reader of an earlier format or the rules met a shape no check foresaw: the
        # file is damaged, and the player is told so rather than shown a traceback.
        log.warning("%s: unforeseen damage", path, exc_info=True)
        raise FileDamaged(Problem(path, Damage.NOT_OURS,
                                  f"{type(error).__name__}: {error}")) from None


def _newer(body: Any, games: Any) -> bool:
    """Whether a record's file version, or its game's rules version, is higher than this
    release's: a newer release wrote it (not damage, nor an older file)."""
    from .problems import version_damage

    if version_damage(body.get("version"), RECORD_VERSION) is Damage.NEWER:
        return True
    info = next((info for info in games if info.id == body.get("game")), None)
    return info is not None and version_damage(
        body.get("rules_version"), info.rules_version) is Damage.NEWER


def _earlier(body: Any) -> tuple[GameInfo, GameRecord]:
    """A record of an earlier release, through the ``GameInfo.earlier`` of the game whose
    format it is (a file of the first release names no game).

    Raises:
        GameRecordError: not a file of any game, or the game's reader refused it.
    """
    from ..games import GAMES

    for info in GAMES:
        record = info.earlier().read_record(body) if info.earlier is not None else None
        if record is None:
            continue
        if not isinstance(record, GameRecord) or record.game != info.id:
            break
        return info, record
    raise GameRecordError("format", "not a game record")


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
        # A save killed mid-write leaves its temporary file; this process owns the folder.
        remove_stale_temporaries(self.path)
        if not self.path.exists():
            return None
        try:
            loaded = read_record(self.path)
            if loaded.info is not self.info:
                raise FileDamaged(Problem(self.path, Damage.NOT_OURS,
                                          f"a record of {loaded.info.id}"))
            return loaded
        except FileDamaged as error:
            log.warning("autosave %s cannot be resumed (%s)", self.path,
                        error.problem.damage.value)
            return set_aside(error.problem)

    def clear(self) -> None:
        """Forget the saved series (it ended, or the player chose a new game)."""
        self.path.unlink(missing_ok=True)


KEPT = 3
"""How many replaced series are kept per game (``PreviousSeries``)."""


class PreviousSeries:
    """The last ``KEPT`` series of one game that a new one replaced, newest first, as
    ``<data>/<game>-previous-1.json`` … ``-3.json`` (Game → Restore Previous Game).

    A series is kept by moving its autosave file (``keep``), never by rewriting it, so
    what comes back is exactly what was saved.
    """

    def __init__(self, data: Path, info: GameInfo) -> None:
        self.info = info
        self.paths = [data / f"{info.id}-previous-{n}.json" for n in range(1, KEPT + 1)]

    def keep(self, autosave: Path) -> bool:
        """Move ``autosave`` in as the newest; the oldest of ``KEPT`` goes. False when
        there was no file to keep.

        Raises:
            OSError: a file could not be moved (the autosave is then still in place).
        """
        if not autosave.exists():
            return False
        self._shift_down()
        os.replace(autosave, self.paths[0])
        log.info("kept the replaced series as %s", self.paths[0].name)
        return True

    def _shift_down(self) -> None:
        for newer, older in zip(self.paths[-2::-1], self.paths[:0:-1], strict=True):
            if newer.exists():
                os.replace(newer, older)

    def count(self) -> int:
        """How many replaced series are kept."""
        return sum(path.exists() for path in self.paths)

    def take(self) -> LoadedRecord | Problem | None:
        """The newest kept series, taken out of the list (the older ones move up); None
        when none is kept; a damaged one is kept aside (``.bak``) and its ``Problem``
        returned."""
        newest = self.paths[0]
        if not newest.exists():
            return None
        try:
            loaded: LoadedRecord | Problem = read_record(newest)
            newest.unlink()
        except FileDamaged as error:
            if error.problem.damage is Damage.NOT_A_FILE:
                # Neither read nor moved, nor replaced by an older series: it stays said.
                return set_aside(error.problem)
            try:
                loaded = replace(error.problem, backup=quarantine(newest))
            except OSError:
                loaded = error.problem
                newest.unlink(missing_ok=True)
        for newer, older in zip(self.paths[:-1], self.paths[1:], strict=True):
            if older.exists():
                os.replace(older, newer)
        return loaded
