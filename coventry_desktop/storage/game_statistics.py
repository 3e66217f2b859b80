"""Statistics per game, per rules preset and per person, in ``<data>/<game>-statistics.json``.

Coventry's own ``statistics.json`` (``storage.statistics``) is unchanged, so files of
earlier releases keep counting; every other game keeps its own file. A deal counts once
it is settled, a series once it is over; each is counted once even when ``record`` is
called again for it (after a resume). "Better" follows the game (``GameInfo.better``):
Hearts' best series is the lowest points total. A series in which Undo was used counts,
but never as the best series. JSON shape::

    {"format": "coventry-desktop/game-statistics", "version": 1, "game": "hearts",
     "players": {"Anna": {"Classic": {"deals_played": 6, "series_played": 1,
                                      "series_won": 1, "series_shared": 0,
                                      "units": 3.5, "points": 31, "best_series": 31,
                                      "counts": {"clean": 2, "queen_taken": 1, "moons": 0}}}},
     "counted": {"<series key>": 6}}
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..engine.game import CUSTOM, GameInfo
from ..engine.game_records import GameRecord, options_to_json, replay
from ..engine.series import places
from .files import quarantine, write_atomic
from .problems import Damage, FileDamaged, Problem
from .saves import decode_json, read_bytes
from .statistics import counted_seats

log = logging.getLogger(__name__)

FORMAT = "coventry-desktop/game-statistics"
VERSION = 1
MAX_REMEMBERED = 500


@dataclass(frozen=True, slots=True)
class GameStats:
    """One person's record in one game and variant.

    ``units`` sums the settlements (higher is better in every game); ``points`` sums what
    the rules counted (``GameInfo.better`` says which way is better); ``best_series`` is
    the best points total of a finished series without Undo.
    """

    deals_played: int = 0
    series_played: int = 0
    series_won: int = 0
    series_shared: int = 0
    units: float = 0.0
    points: float = 0.0
    best_series: float | None = None
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def points_per_deal(self) -> float | None:
        """Average points per deal, or None before the first."""
        return self.points / self.deals_played if self.deals_played else None


def variant(info: GameInfo, options: Any) -> str:
    """The preset whose rules ``options`` play ("Classic", "Standard"), ``CUSTOM``, or "" when
    the game has no presets. The series' length is not a rule: Classic for one deal is
    still Classic."""
    if not info.presets:
        return ""

    def rules(of: Any) -> dict[str, Any]:
        fields = options_to_json(of)
        fields.pop("series_length", None)
        return dict(fields)

    wanted = rules(options)
    return next((name for name, preset in info.presets if rules(preset) == wanted), CUSTOM)


def series_key(record: GameRecord) -> str:
    """A stable name for one series: its game, table and first deal's shuffle."""
    first = record.deal_seeds[0] if record.deal_seeds else 0
    text = f"{record.game}|{record.first_dealer}|{first}|{'|'.join(record.seats)}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def _entry(raw: Any) -> GameStats:
    if not isinstance(raw, dict):
        raise ValueError("an entry must be an object")
    counts = raw.get("counts", {})
    if not isinstance(counts, dict) or not all(isinstance(v, int) for v in counts.values()):
        raise ValueError("counts must be whole numbers")
    best = raw.get("best_series")
    return GameStats(int(raw.get("deals_played", 0)), int(raw.get("series_played", 0)),
                     int(raw.get("series_won", 0)), int(raw.get("series_shared", 0)),
                     float(raw.get("units", 0)), float(raw.get("points", 0)),
                     None if best is None else float(best), dict(counts))


class GameStatistics:
    """The statistics of one game: ``players[name][variant] -> GameStats``."""

    def __init__(self, data: Path, info: GameInfo) -> None:
        self.info = info
        self.path = data / f"{info.id}-statistics.json"
        self.players: dict[str, dict[str, GameStats]] = {}
        self._counted: dict[str, int] = {}

    @classmethod
    def load(cls, data: Path, info: GameInfo) -> tuple[GameStatistics, Problem | None]:
        """Read the game's file; a missing file gives empty statistics.

        Returns:
            The statistics and ``None``, or empty statistics and the ``Problem`` of a
            damaged file (kept aside as a ``.bak``).
        """
        stats = cls(data, info)
        if not stats.path.exists():
            return stats, None
        try:
            stats._read(decode_json(stats.path, read_bytes(stats.path)))
        except FileDamaged as error:
            problem = error.problem
            log.warning("statistics %s are damaged: %s", stats.path, problem.detail)
            try:
                problem = replace(problem, backup=quarantine(stats.path))
            except OSError as failure:
                log.error("could not keep %s aside: %s", stats.path, failure)
            return cls(data, info), problem
        return stats, None

    def _read(self, body: Any) -> None:
        if not isinstance(body, dict) or body.get("format") != FORMAT \
                or body.get("game") != self.info.id:
            raise FileDamaged(Problem(self.path, Damage.NOT_OURS, "not this game's statistics"))
        if body.get("version") != VERSION:
            raise FileDamaged(Problem(self.path, Damage.WRONG_VERSION, f"{body.get('version')!r}"))
        try:
            self.players = {str(name): {str(v): _entry(e) for v, e in dict(variants).items()}
                            for name, variants in dict(body["players"]).items()}
            self._counted = {str(k): int(v) for k, v in dict(body["counted"]).items()}
        except (KeyError, TypeError, ValueError) as error:
            raise FileDamaged(Problem(self.path, Damage.NOT_OURS, str(error))) from None

    def save(self) -> None:
        """Write the statistics atomically.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        body = {"format": FORMAT, "version": VERSION, "game": self.info.id,
                "players": {name: {v: {"deals_played": e.deals_played,
                                       "series_played": e.series_played,
                                       "series_won": e.series_won,
                                       "series_shared": e.series_shared,
                                       "units": e.units, "points": e.points,
                                       "best_series": e.best_series, "counts": e.counts}
                                   for v, e in variants.items()}
                            for name, variants in self.players.items()},
                "counted": self._counted}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(body, ensure_ascii=False, indent=1))

    def reset(self) -> None:
        """Forget every person's statistics of this game and save."""
        self.players = {}
        self.save()

    def record(self, record: GameRecord, humans: Sequence[bool], *, over: bool) -> bool:
        """Count the deals of ``record`` settled since the last call, and the series if ``over``.

        Args:
            record: the series so far (it must replay; the session's does).
            humans: per seat, whether a person sits there; bots are not counted.
            over: whether the series has ended.

        Returns:
            Whether anything new was counted (the caller then calls ``save``).
        """
        rules = self.info.rules
        finished = [s for s in replay(self.info, record) if rules.to_act(s) is None]
        key = series_key(record)
        done = self._counted.get(key, -1)
        deals_done = max(done, 0)
        series_done = done > len(finished)  # counted with the series: len + 1
        if len(finished) <= deals_done and (series_done or not over):
            return False
        name_of = counted_seats(record.seats, humans)
        kind = variant(self.info, record.options)
        for state in finished[deals_done:]:
            points, units = rules.points(state), rules.settlement(state)
            for seat, name in name_of:
                entry = self.players.setdefault(name, {}).get(kind, GameStats())
                counts = dict(entry.counts)
                if self.info.deal_counts is not None:
                    for label, n in self.info.deal_counts(state, seat).items():
                        counts[label] = counts.get(label, 0) + n
                self.players[name][kind] = replace(
                    entry, deals_played=entry.deals_played + 1,
                    units=entry.units + float(units[seat]),
                    points=entry.points + float(points[seat]), counts=counts)
        self._counted[key] = len(finished)
        if over and finished:
            self._count_series(name_of, kind, finished, clean=not record.undone)
            self._counted[key] = len(finished) + 1
        while len(self._counted) > MAX_REMEMBERED:
            del self._counted[next(iter(self._counted))]
        return True

    def _count_series(self, name_of: list[tuple[int, str]], kind: str, finished: list[Any],
                      *, clean: bool) -> None:
        rules = self.info.rules
        seats = len(rules.points(finished[0]))
        totals = [sum((rules.settlement(s)[seat] for s in finished), start=0)
                  for seat in range(seats)]
        point_totals = [float(sum(rules.points(s)[seat] for s in finished))
                        for seat in range(seats)]
        standing = places(totals)
        shared = standing.count(1) > 1
        pick = min if self.info.better == "low" else max
        for seat, name in name_of:
            entry = self.players[name][kind]
            best = entry.best_series
            if clean:
                best = point_totals[seat] if best is None else pick(best, point_totals[seat])
            first = standing[seat] == 1
            self.players[name][kind] = replace(
                entry, series_played=entry.series_played + 1,
                series_won=entry.series_won + (first and not shared),
                series_shared=entry.series_shared + (first and shared), best_series=best)

