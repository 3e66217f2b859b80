"""Files of earlier releases, converted once at start into today's, the originals kept.

A game whose earlier releases kept files in formats of its own names them
(``GameInfo.earlier_files``, in the data folder) and gives the one code that reads them
(``GameInfo.earlier``, an ``engine.game.EarlierFormats``: release 0.1.0's autosave
and statistics of the first game). At start, ``migrate`` looks for those names
only; for each file found:

- the earlier autosave becomes ``<game>-autosave.json`` (checked and replayed as any
  autosave), unless that file holds a series already (it took the series over);
- the earlier statistics are added into ``<game>-statistics.json`` (under the game's
  default options), with what they counted of the earlier autosave's series, so resuming
  it counts no deal twice; the file is then marked (``earlier_reset``), so they are never
  added twice, even if keeping the original aside fails;
- the original is then kept as ``<name>.old`` (``.2.old`` … when taken), and a second
  start finds nothing to do.

A damaged original is reported (``Migration.problems``, in plain words) and kept aside as
``.bak``; a write that fails leaves the original where it was, untouched, to be tried
again at the next start (``Migration.failed``). Nothing else in the app reads the earlier
formats at start.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .files import set_aside
from .problems import Damage, FileDamaged, Problem

if TYPE_CHECKING:
    from ..engine.game import EarlierFormats, GameInfo
    from ..engine.game_records import GameRecord
    from .game_statistics import GameStats

log = logging.getLogger(__name__)

RETIRED = ".old"
"""The suffix an original gets once converted."""

_DAMAGE = {"format": Damage.NOT_OURS, "version": Damage.WRONG_VERSION,
           "altered": Damage.ALTERED, "illegal": Damage.ILLEGAL}


@dataclass
class Migration:
    """What a start's migration did.

    Attributes:
        kept: the originals converted, as now kept (``autosave.json.old`` …).
        problems: damaged originals, reported in plain words and kept aside as ``.bak``
            (and a damaged file of today's that the conversion had to read).
        failed: the originals left in place because a write failed, with the error; the
            next start tries again.
    """

    kept: list[Path] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    failed: list[tuple[Path, OSError]] = field(default_factory=list)


def migrate(data: Path, games: Sequence[GameInfo] | None = None) -> Migration:
    """Convert every registered game's earlier files found in ``data`` (see the module
    docstring). Call it from the one process that owns the data folder, before any
    game's files are read. Never raises for a file's sake."""
    if games is None:
        from ..games import GAMES  # the registry, read on use

        games = GAMES
    result = Migration()
    for info in games:
        if info.earlier is None or not any((data / name).exists()
                                           for name in info.earlier_files):
            continue
        formats = info.earlier()
        carried_on, record = _autosave(data, info, formats, result)
        if carried_on:
            _statistics(data, info, formats, record, result)
    return result


def _decoded(path: Path) -> Any:
    """The decoded JSON of ``path``, or None when it is missing or damaged."""
    from .json_files import decode_json, read_bytes

    try:
        return decode_json(path, read_bytes(path)) if path.exists() else None
    except FileDamaged:
        return None


def _autosave(data: Path, info: GameInfo, formats: EarlierFormats,
              result: Migration) -> tuple[bool, tuple[Any, GameRecord | None]]:
    """Convert the earlier autosave. Returns whether to go on to the statistics (not after
    a failed write: the next start does both again), and the earlier autosave's decoded
    body with its record (or None), whose series the earlier statistics may count."""
    # The readers (msgspec among them) on first use: a start with no earlier file to
    # convert, every start after the first, imports none of them (#25).
    from .game_files import autosave_path, loaded_from, write_record
    from .json_files import decode_json, read_bytes

    if not formats.autosave:
        return True, (None, None)
    old = data / formats.autosave
    if not old.exists():
        # A release that read the earlier autosave kept it as .old once its own file took
        # the series over; its body still keys the earlier statistics.
        return True, (_decoded(old.with_name(old.name + RETIRED)), None)
    new = autosave_path(data, info.id)
    try:
        body = decode_json(old, read_bytes(old))
        loaded = loaded_from(old, body)
        if loaded.info is not info:
            raise FileDamaged(Problem(old, Damage.NOT_OURS, f"a record of {loaded.info.id}"))
        if not new.exists():  # else today's file took the series over already
            write_record(new, info, loaded.record)
            log.info("converted %s into %s", old.name, new.name)
    except FileDamaged as error:
        result.problems.append(set_aside(error.problem))
        return True, (None, None)
    except OSError as error:
        log.error("could not convert %s: %s", old, error)
        result.failed.append((old, error))
        return False, (None, None)
    _retire(old, result)
    return True, (body, loaded.record)


def _statistics(data: Path, info: GameInfo, formats: EarlierFormats,
                autosave: tuple[Any, GameRecord | None], result: Migration) -> None:
    """Add the earlier statistics into the game's own file, once."""
    from .game_statistics import GameStatistics, variant

    if not formats.statistics or not (data / formats.statistics).exists():
        return
    old = data / formats.statistics
    body, record = autosave
    try:
        people = _earlier_people(old, formats, body)
    except FileDamaged as error:
        result.problems.append(set_aside(error.problem))
        return
    stats, problem = GameStatistics.load(data, info)
    if problem is not None:  # today's file, damaged: kept aside, and said now
        result.problems.append(problem)
    if not stats.earlier_reset:
        kind = variant(info, info.default_options)
        for name, entry in people[0].items():
            stats.add(name, kind, entry)
        if people[1] is not None:
            converted = record if record is not None else _record_of(formats, body)
            if converted is not None:
                stats.mark_counted(converted, people[1])
        stats.earlier_reset = True  # added: never again, even if the rename below fails
        try:
            stats.save()
        except OSError as error:
            log.error("could not convert %s: %s", old, error)
            result.failed.append((old, error))
            return
        log.info("added %s into %s", old.name, stats.path.name)
    _retire(old, result)


def _earlier_people(path: Path, formats: EarlierFormats,
                    autosave: Any) -> tuple[dict[str, GameStats], int | None]:
    """The earlier statistics' people, each checked as today's entries are, and what they
    counted of the earlier autosave's series.

    Raises:
        FileDamaged: the file, or any entry of it (an earlier file is taken whole or not
            at all, as the earlier release read it).
    """
    from ..engine.game_records import GameRecordError
    from .game_statistics import GameStats
    from .json_files import decode_json, read_bytes
    from .schema import StatsEntry, check, name_problem

    try:
        earlier = formats.read_statistics(decode_json(path, read_bytes(path)), autosave)
    except GameRecordError as error:
        raise FileDamaged(Problem(path, _DAMAGE[error.kind], str(error))) from None
    people = {}
    for name, fields in earlier.people.items():
        problem = name_problem(path, name, f"players[{name!r}]")
        if problem is not None:
            raise FileDamaged(problem)
        entry = check(path, dict(fields), StatsEntry, f"players.{name}")
        people[name] = GameStats(entry.deals_played, entry.series_played, entry.series_won,
                                 entry.series_shared, entry.units, entry.points,
                                 entry.best_series)
    return people, earlier.autosave_counted


def _record_of(formats: EarlierFormats, body: Any) -> GameRecord | None:
    from ..engine.game_records import GameRecord, GameRecordError

    try:
        record = formats.read_record(body) if body is not None else None
    except GameRecordError:
        return None
    return record if isinstance(record, GameRecord) else None


def _retire(path: Path, result: Migration) -> None:
    """Keep the converted ``path`` as ``<name>.old`` (``.2.old`` … when taken)."""
    kept = path.with_name(path.name + RETIRED)
    number = 1
    while kept.exists():
        number += 1
        kept = path.with_name(f"{path.name}.{number}{RETIRED}")
    try:
        os.replace(path, kept)
    except OSError as error:  # converted already: the next start only renames it
        log.error("could not keep %s as %s: %s", path, kept.name, error)
        result.failed.append((path, error))
        return
    result.kept.append(kept)
