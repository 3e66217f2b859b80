"""Statistics per game, per rules preset and per person, in ``<data>/<game>-statistics.json``.

The default game's (Coventry's) ``statistics.json`` of earlier releases is never
changed here: on every load its people count too,
added to this file's (``GameStats`` has no place for its ``deals_won``), and its series
keys keep the series of the earlier autosave from counting twice once resumed here; a
damaged one is reported and kept aside as the earlier release did. ``reset`` forgets it
as well (``"earlier_reset": true``). A deal counts once
it is settled, a series once it is over (a series of one deal too: New Game offers "1 deal"
as a series length, and the help says so); each is counted once even when ``record`` is
called again for it (after a resume). "Better" follows the game (``GameInfo.better``):
Hearts' best series is the lowest points total. A series in which Undo was used counts,
but never as the best series. JSON shape::

    {"format": "coventry-desktop/game-statistics", "version": 1, "game": "<game id>",
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
from ..engine.game_records import GameRecord, GameRecordError, options_to_json, replay
from ..engine.series import places, settle
from ..games import DEFAULT_GAME
from .files import quarantine, write_atomic
from .game_files import earlier_autosaves
from .json_files import decode_json, read_bytes
from .problems import Damage, FileDamaged, Problem
from .schema import NAME_LENGTH, StatsEntry, StatsFile, check, name_problem

log = logging.getLogger(__name__)

FORMAT = "coventry-desktop/game-statistics"
VERSION = 1
MAX_REMEMBERED = 500
EARLIER = "statistics.json"
"""The default game's statistics of the releases before each game had its own."""
EARLIER_FORMAT = "coventry-desktop/statistics"
EARLIER_VERSION = 1
_EARLIER_FIELDS = ("series_played", "series_won", "series_shared", "deals_played",
                   "deals_won", "units", "best_series")


def counted_seats(names: Sequence[str], humans: Sequence[bool]) -> list[tuple[int, str]]:
    """The seats whose people are counted: each person's name once, in seat order."""
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


def _entry(raw: StatsEntry) -> GameStats:
    return GameStats(raw.deals_played, raw.series_played, raw.series_won, raw.series_shared,
                     raw.units, raw.points, raw.best_series, dict(raw.counts))


def _earlier_entry(raw: Any) -> GameStats:
    """One person of the earlier file, as its reader checked it (``series_shared`` may be
    missing); there a Coventry deal's points are its units (``CoventryRules.points``)."""
    if isinstance(raw, dict):
        raw = {"series_shared": 0, **raw}
    if not isinstance(raw, dict) or set(raw) != set(_EARLIER_FIELDS):
        raise ValueError(f"bad player entry {raw!r}")
    for name, value in raw.items():
        if not (name == "best_series" and value is None) and (
                not isinstance(value, int) or isinstance(value, bool)
                or (value < 0 and name not in ("units", "best_series"))):
            raise ValueError(f"{name} is not a whole number of the right sign")
    best = raw["best_series"]
    return GameStats(raw["deals_played"], raw["series_played"], raw["series_won"],
                     raw["series_shared"], float(raw["units"]), float(raw["units"]),
                     None if best is None else float(best))


def _read_earlier(path: Path) -> tuple[dict[str, GameStats], dict[str, int]]:
    """The people and series keys of the earlier statistics file.

    Raises:
        FileDamaged: with the damage the earlier reader named.
    """
    body = decode_json(path, read_bytes(path))
    if not isinstance(body, dict) or body.get("format") != EARLIER_FORMAT:
        raise FileDamaged(Problem(path, Damage.NOT_OURS, "no statistics format tag"))
    if body.get("version") != EARLIER_VERSION:
        raise FileDamaged(Problem(path, Damage.WRONG_VERSION, f"{body.get('version')!r}"))
    try:
        return ({str(n): _earlier_entry(e) for n, e in dict(body["players"]).items()},
                {str(k): int(v) for k, v in dict(body["counted"]).items()})
    except (KeyError, TypeError, ValueError) as error:
        raise FileDamaged(Problem(path, Damage.NOT_OURS, str(error))) from None


def _earlier_key(body: Any) -> str | None:
    """The key the earlier statistics gave the series of an earlier autosave (or record):
    its series seed, seats and dealer, as the earlier release keyed them."""
    record: Any = body.get("record", body) if isinstance(body, dict) else None
    try:
        text = json.dumps([record["seed"], record["players"], record["first_dealer"],
                           record["deals"], [str(name) for name in record["seats"]]],
                          ensure_ascii=False)
    except (KeyError, TypeError):
        return None
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def _set_aside(problem: Problem) -> Problem:
    log.warning("statistics %s are damaged: %s", problem.path, problem.detail)
    try:
        return replace(problem, backup=quarantine(problem.path))
    except OSError as failure:
        log.error("could not keep %s aside: %s", problem.path, failure)
        return problem


class GameStatistics:
    """The statistics of one game: ``players[name][variant] -> GameStats``.

    For the default game ``players`` also holds the earlier file's counts; ``save`` writes
    only what this file counted itself.
    """

    def __init__(self, data: Path, info: GameInfo) -> None:
        self.info = info
        self.path = data / f"{info.id}-statistics.json"
        self.players: dict[str, dict[str, GameStats]] = {}
        self._counted: dict[str, int] = {}
        self.earlier_path: Path | None = data / EARLIER if info.id == DEFAULT_GAME else None
        """The earlier release's statistics counted with these (the default game's)."""
        self._earlier: dict[str, GameStats] = {}
        self._earlier_reset = False

    @classmethod
    def load(cls, data: Path, info: GameInfo) -> tuple[GameStatistics, Problem | None]:
        """Read the game's file; a missing file gives empty statistics.

        Returns:
            The statistics and ``None``, or the statistics without a damaged file and its
            ``Problem`` (the file kept aside as a ``.bak``). The game's own file is
            reported before the earlier one when both are damaged.
        """
        stats = cls(data, info)
        problem = None
        if stats.path.exists():
            try:
                left_out = stats._read(decode_json(stats.path, read_bytes(stats.path)))
            except FileDamaged as error:
                stats, problem = cls(data, info), _set_aside(error.problem)
            else:
                problem = stats._keep_the_good(left_out)
        earlier = stats._take_earlier(data)
        return stats, problem or earlier

    def _keep_the_good(self, left_out: list[str]) -> Problem | None:
        """A file with some damaged entries: the whole file is kept aside (the damaged
        entries with it), and the good ones written back at once, so the next start
        reads them from the game's own file again."""
        if not left_out:
            return None
        problem = _set_aside(Problem(self.path, Damage.SOME_ENTRIES,
                                     f"left out: {left_out}", field=", ".join(left_out)))
        if problem.backup is not None:
            try:
                self.save()
            except OSError as error:  # the next successful save writes them
                log.error("could not write the good statistics back: %s", error)
        return problem

    def _take_earlier(self, data: Path) -> Problem | None:
        """Count the earlier statistics file with this one (the default game only)."""
        if self.earlier_path is None or not self.earlier_path.exists():
            return None
        try:
            people, counted = _read_earlier(self.earlier_path)
        except FileDamaged as error:
            return _set_aside(error.problem)
        self._count_earlier_autosave(data, counted)
        if self._earlier_reset:
            return None
        kind = variant(self.info, self.info.default_options)
        pick = min if self.info.better == "low" else max
        for name, old in people.items():
            self._earlier[name] = old
            mine = self.players.setdefault(name, {}).get(kind, GameStats())
            bests = [b for b in (mine.best_series, old.best_series) if b is not None]
            self.players[name][kind] = replace(
                mine, deals_played=mine.deals_played + old.deals_played,
                series_played=mine.series_played + old.series_played,
                series_won=mine.series_won + old.series_won,
                series_shared=mine.series_shared + old.series_shared,
                units=mine.units + old.units, points=mine.points + old.points,
                best_series=pick(bests) if bests else None)
        return None

    def _count_earlier_autosave(self, data: Path, counted: dict[str, int]) -> None:
        """What the earlier statistics counted of the earlier autosave's series, under this
        file's key, so resuming that series here does not count its deals twice."""
        read = self.info.read_earlier
        for path in earlier_autosaves(data, self.info):
            try:
                body = decode_json(path, read_bytes(path)) if path.exists() else None
                done = counted.get(_earlier_key(body) or "")
                record = read(body) if done is not None and read is not None else None
            except (FileDamaged, GameRecordError):
                continue  # the autosave's own reader reports it
            if isinstance(record, GameRecord) and done is not None:
                if done >= record.deals:
                    # Every deal counted: the earlier file counted the series too (or, for
                    # a single deal, never will), which this file marks with one more.
                    done += 1
                key = series_key(record)
                self._counted[key] = max(self._counted.get(key, -1), done)

    def _read(self, body: Any) -> list[str]:
        """Take the people of a checked file (``storage.schema``); returns the entries left
        out as damaged ("Anna (Classic)"), each good one kept.

        Raises:
            FileDamaged: the file itself is not this game's statistics.
        """
        if not isinstance(body, dict) or body.get("format") != FORMAT \
                or body.get("game") != self.info.id:
            raise FileDamaged(Problem(self.path, Damage.NOT_OURS, "not this game's statistics"))
        if body.get("version") != VERSION:
            raise FileDamaged(Problem(self.path, Damage.WRONG_VERSION, f"{body.get('version')!r}"))
        checked = check(self.path, body, StatsFile)
        self.players, left_out = {}, []
        for name, variants in checked.players.items():
            problem = name_problem(self.path, name, f"players[{name!r}]")
            if problem is not None or not isinstance(variants, dict):
                log.warning("statistics %s: left out %r: %s", self.path, name,
                            problem.detail if problem else "not an object")
                left_out.append(name[:NAME_LENGTH])
                continue
            for kind, raw in variants.items():
                try:
                    if not isinstance(kind, str) or len(kind) > 64:
                        raise FileDamaged(Problem(self.path, Damage.NOT_OURS, "preset name"))
                    entry = _entry(check(self.path, raw, StatsEntry,
                                         f"players.{name}.{kind}"))
                except FileDamaged as error:
                    log.warning("statistics %s: left out %s", self.path, error)
                    left_out.append(f"{name} ({kind})" if kind else name)
                    continue
                self.players.setdefault(name, {})[kind] = entry
        self._counted = dict(checked.counted)
        self._earlier_reset = checked.earlier_reset
        return left_out

    def save(self) -> None:
        """Write the statistics atomically.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        body: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.info.id,
            "players": {name: {v: {"deals_played": e.deals_played,
                                   "series_played": e.series_played,
                                   "series_won": e.series_won,
                                   "series_shared": e.series_shared,
                                   "units": e.units, "points": e.points,
                                   "best_series": e.best_series, "counts": e.counts}
                               for v, e in self._own(name, variants).items()}
                        for name, variants in self.players.items()},
            "counted": self._counted}
        if self.earlier_path is not None:
            body["earlier_reset"] = self._earlier_reset
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(body, ensure_ascii=False, indent=1))

    def _own(self, name: str, variants: dict[str, GameStats]) -> dict[str, GameStats]:
        """``name``'s entries without what the earlier file counted (the best series stays
        unless it is the earlier file's: the better of the two is the same either way)."""
        old = self._earlier.get(name)
        kind = variant(self.info, self.info.default_options)
        if old is None or kind not in variants:
            return variants
        mine = variants[kind]
        best = None if mine.best_series == old.best_series else mine.best_series
        return {**variants, kind: replace(
            mine, deals_played=mine.deals_played - old.deals_played,
            series_played=mine.series_played - old.series_played,
            series_won=mine.series_won - old.series_won,
            series_shared=mine.series_shared - old.series_shared,
            units=mine.units - old.units, points=mine.points - old.points, best_series=best)}

    def reset(self) -> None:
        """Forget every person's statistics of this game, the earlier file's too, and save
        (the earlier file itself is left as it is)."""
        self.players = {}
        self._earlier = {}
        self._earlier_reset = self.earlier_path is not None
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
        # The series' settlement (HT-12: a pot carries): the deals' units, and once over
        # the shares of a pot still unwon with the last deal.
        settled = settle(self.info, finished, over=over)
        for number, state in enumerate(finished[deals_done:], start=deals_done):
            points, units = rules.points(state), settled.deal_units(number)
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
            self._count_series(name_of, kind, finished, settled.totals,
                               clean=not record.undone)
            self._counted[key] = len(finished) + 1
        while len(self._counted) > MAX_REMEMBERED:
            del self._counted[next(iter(self._counted))]
        return True

    def _count_series(self, name_of: list[tuple[int, str]], kind: str, finished: list[Any],
                      totals: Sequence[Any], *, clean: bool) -> None:
        rules = self.info.rules
        seats = len(rules.points(finished[0]))
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

