"""Statistics per human player name, kept in ``statistics.json`` in the data folder.

Deals count as soon as they are settled, so quitting in the middle of a series
loses nothing already played; the series itself counts once every deal is
settled. Only six-deal series count as series (a single deal is a deal, not a
series). Each series is counted once even if ``record`` is called again for it,
for example after a resume.

JSON shape::

    {"format": "coventry-desktop/statistics", "version": 1,
     "players": {"Anna": {"series_played": 3, "series_won": 1, "series_shared": 1,
                          "deals_played": 18, "deals_won": 5, "units": 9,
                          "best_series": 14}},
     "counted": {"<series key>": 6}}

``series_won`` counts first places held alone, ``series_shared`` first places shared
with another seat on equal totals (EC-15), so a tie never passes for a win (#12 item
17). A file written before ``series_shared`` existed reads it as 0.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from ..games.coventry import SERIES_LENGTH, SeriesRecord, replay_series
from .files import quarantine, write_atomic
from .problems import Damage, FileDamaged, Problem, json_damage
from .saves import read_bytes

log = logging.getLogger(__name__)

FORMAT = "coventry-desktop/statistics"
VERSION = 1
MAX_REMEMBERED = 500  # series keys kept to avoid counting a series twice


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record. ``units`` is the sum of deal settlements (may be negative).

    ``series_won`` counts first places held alone; ``series_shared`` first places shared.
    """

    series_played: int = 0
    series_won: int = 0
    series_shared: int = 0
    deals_played: int = 0
    deals_won: int = 0
    units: int = 0
    best_series: int | None = None

    @property
    def mean_units(self) -> float | None:
        """Mean units per deal, or ``None`` before the first deal."""
        return self.units / self.deals_played if self.deals_played else None


def series_key(record: SeriesRecord) -> str:
    """Identifies a series by its set-up (seed, seats, dealer), not by its progress."""
    text = json.dumps([record.seed, record.players, record.first_dealer, record.deals,
                       list(record.seats)], ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


OPTIONAL = {"series_shared": 0}
"""Fields added after version 1 was first written, with their value in older files."""


def _check_entry(raw: Any) -> PlayerStats:
    if isinstance(raw, dict):
        raw = {**OPTIONAL, **raw}
    if not isinstance(raw, dict) or set(raw) != {f.name for f in fields(PlayerStats)}:
        raise ValueError(f"bad player entry {raw!r}")
    for name, value in raw.items():
        nullable = name == "best_series" and value is None
        if not nullable and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError(f"{name} is not a whole number")
        if name not in ("units", "best_series") and value < 0:
            raise ValueError(f"{name} is negative")
    return PlayerStats(**raw)


class Statistics:
    """The statistics file: load, update after each settled deal, save, reset."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.players: dict[str, PlayerStats] = {}
        self._counted: dict[str, int] = {}

    @classmethod
    def load(cls, path: Path) -> tuple[Statistics, Problem | None]:
        """Read ``path``; a missing file gives empty statistics.

        Returns:
            The statistics and ``None``, or empty statistics and the ``Problem``
            when the file was damaged (it is then kept aside as a ``.bak``).
        """
        stats = cls(path)
        if not path.exists():
            return stats, None
        try:
            stats._read(read_bytes(path))
        except FileDamaged as error:
            return cls(path), _set_aside(error.problem)
        return stats, None

    def _read(self, data: bytes) -> None:
        try:
            body = json.loads(data.decode("utf-8-sig")) if data.strip() else None
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise FileDamaged(Problem(self.path, _kind(data, error), str(error))) from None
        except RecursionError:
            # Deeply nested brackets exhaust the decoder's stack: damage, not a crash.
            raise FileDamaged(Problem(self.path, Damage.NOT_OURS, "nested too deeply")) from None
        if not isinstance(body, dict) or body.get("format") != FORMAT:
            raise FileDamaged(Problem(self.path, Damage.EMPTY if body is None else Damage.NOT_OURS,
                                      "no statistics format tag"))
        if body.get("version") != VERSION:
            raise FileDamaged(Problem(self.path, Damage.WRONG_VERSION, f"{body.get('version')!r}"))
        try:
            players = {str(n): _check_entry(e) for n, e in dict(body["players"]).items()}
            counted = {str(k): int(v) for k, v in dict(body["counted"]).items()}
        except (KeyError, TypeError, ValueError) as error:
            raise FileDamaged(Problem(self.path, Damage.NOT_OURS, str(error))) from None
        self.players, self._counted = players, counted

    def save(self) -> None:
        """Write the statistics atomically.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        body = {"format": FORMAT, "version": VERSION,
                "players": {name: asdict(entry) for name, entry in self.players.items()},
                "counted": self._counted}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(body, ensure_ascii=False, indent=1))

    def reset(self) -> None:
        """Forget every player's statistics and save (the series keys are kept)."""
        self.players = {}
        self.save()

    def record(self, record: SeriesRecord, humans: Sequence[bool], *,
               undone: bool = False) -> bool:
        """Count the deals of ``record`` settled since the last call, and the series when over.

        Args:
            record: the series so far (it must replay; the controller's record does).
            humans: per seat, whether a person sits there; bots are not counted.
            undone: Undo was used in the series: it counts, but never as the best series.

        Returns:
            Whether anything new was counted (the caller then calls ``save``).
        """
        replayed = replay_series(record)
        key = series_key(record)
        done = self._counted.get(key, 0)
        results = replayed.series.results
        if len(results) <= done:
            return False
        seats = counted_seats(record.seats, humans)
        for number in range(done, len(results)):
            winner = replayed.finals[number].winner
            for seat, name in seats:
                units = results[number][seat]
                entry = self.players.get(name, PlayerStats())
                self.players[name] = replace(entry, deals_played=entry.deals_played + 1,
                                             deals_won=entry.deals_won + (seat == winner),
                                             units=entry.units + units)
        if replayed.series.is_over and record.deals == SERIES_LENGTH:
            self._count_series(seats, replayed.series.totals, replayed.series.places,
                               best=not undone)
        self._counted[key] = len(results)
        while len(self._counted) > MAX_REMEMBERED:
            del self._counted[next(iter(self._counted))]
        return True

    def _count_series(self, seats: list[tuple[int, str]], totals: Sequence[int],
                      places: Sequence[int], *, best: bool = True) -> None:
        shared = list(places).count(1) > 1
        for seat, name in seats:
            entry = self.players[name]
            best_total = entry.best_series if not best else totals[seat] \
                if entry.best_series is None else max(entry.best_series, totals[seat])
            first = places[seat] == 1
            self.players[name] = replace(entry, series_played=entry.series_played + 1,
                                         series_won=entry.series_won + (first and not shared),
                                         series_shared=entry.series_shared + (first and shared),
                                         best_series=best_total)


def counted_seats(names: Sequence[str], humans: Sequence[bool]) -> list[tuple[int, str]]:
    # A name counts once: two humans both called "Anna" would otherwise play two
    # deals per deal. Unnamed seats have no one to credit.
    seen: set[str] = set()
    seats = []
    for seat, (name, human) in enumerate(zip(names, humans, strict=False)):
        name = name.strip()
        if human and name and name not in seen:
            seen.add(name)
            seats.append((seat, name))
    return seats


def _kind(data: bytes, error: ValueError) -> Damage:
    if isinstance(error, UnicodeDecodeError) or b"\x00" in data:
        return Damage.BINARY
    return json_damage(error) if isinstance(error, json.JSONDecodeError) else Damage.NOT_OURS


def _set_aside(problem: Problem) -> Problem:
    log.warning("statistics %s are damaged (%s): %s", problem.path, problem.damage.value,
                problem.detail)
    try:
        return replace(problem, backup=quarantine(problem.path))
    except OSError as error:
        log.error("could not keep %s aside: %s", problem.path, error)
        return problem
