"""Statistics per game, per rules preset and per person, in ``<data>/<game>-statistics.json``.

A deal counts once it is settled, a series once it is over (a series of one deal too: New
Game offers "1 deal" as a series length, and the help says so); each is counted once even
when ``record`` is called again for it (after a resume). "Better" follows the game
(``GameInfo.better``): where lower is better, the best series is the lowest total. A series in which
Undo was used counts, but never as the best series. An earlier release's statistics were
added in once, at start (``storage.migration``, ``add``); ``earlier_reset`` says they are
in (or were reset) and must not be added again. JSON shape::

    {"format": "coventry-desktop/game-statistics", "version": 1, "game": "<game id>",
     "players": {"Anna": {"Classic": {"deals_played": 6, "series_played": 1,
                                      "series_won": 1, "series_shared": 0,
                                      "units": 3.5, "points": 31, "best_series": 31,
                                      "counts": {"clean": 2, "queen_taken": 1, "moons": 0}}}},
     "counted": {"<series key>": 6}, "earlier_reset": true}
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.game import CUSTOM, GameInfo
from ..engine.game_records import GameRecord, options_to_json, replay
from ..engine.series import places, settle
from ..engine.sha256 import sha256_hex
from .files import set_aside, write_atomic
from .problems import Damage, FileDamaged, Problem, Reason, version_damage

if TYPE_CHECKING:
    import msgspec

    from .schema import StatsEntry

log = logging.getLogger(__name__)

FORMAT = "coventry-desktop/game-statistics"
VERSION = 1
MAX_REMEMBERED = 500


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
    return sha256_hex(text.encode("utf-8"))[:24]


def _entry(raw: StatsEntry) -> GameStats:
    return GameStats(raw.deals_played, raw.series_played, raw.series_won, raw.series_shared,
                     raw.units, raw.points, raw.best_series, dict(raw.counts))


class GameStatistics:
    """The statistics of one game: ``players[name][variant] -> GameStats``.

    Attributes:
        earlier_reset: an earlier release's statistics are in this file already (or were
            reset by release 0.2): the migration never adds them again.
    """

    def __init__(self, data: Path, info: GameInfo) -> None:
        self.info = info
        self.path = data / f"{info.id}-statistics.json"
        self.players: dict[str, dict[str, GameStats]] = {}
        self._counted: dict[str, int] = {}
        self.earlier_reset = False

    @classmethod
    def load(cls, data: Path, info: GameInfo) -> tuple[GameStatistics, Problem | None]:
        """Read the game's file; a missing file gives empty statistics.

        Returns:
            The statistics and ``None``, or the statistics without a damaged file and its
            ``Problem`` (the file kept aside as a ``.bak``).
        """
        stats = cls(data, info)
        if not stats.path.exists():
            return stats, None
        # Read with msgspec, imported here: a start without a statistics file needs none.
        import msgspec

        from .json_files import decode_json, read_bytes

        try:
            # Each member apart (msgspec.Raw): a number far too big in one person's entry
            # leaves the other people's entries standing.
            members = decode_json(stats.path, read_bytes(stats.path), dict[str, msgspec.Raw])
            left_out = stats._read(members)
        except FileDamaged as error:
            return cls(data, info), set_aside(error.problem)
        return stats, stats._keep_the_good(left_out)

    def _keep_the_good(self, left_out: dict[str, Problem]) -> Problem | None:
        """A file with some damaged entries (``"Anna (Classic)"`` and why): the whole
        file is kept aside (the damaged entries with it), and the good ones written back
        at once, so the next start reads them from the game's own file again."""
        if not left_out:
            return None
        problem = set_aside(Problem(
            self.path, Damage.SOME_ENTRIES, f"left out: {list(left_out)}",
            field=", ".join(left_out), parts=tuple(left_out.values())))
        if problem.backup is not None:
            try:
                self.save()
                problem = replace(problem, copied=True)  # the file is there, less those
            except OSError as error:  # the next successful save writes them
                log.error("could not write the good statistics back: %s", error)
        return problem

    def add(self, name: str, kind: str, earlier: GameStats) -> None:
        """Count ``earlier`` (an earlier release's entry) in ``name``'s entry of ``kind``:
        sums, and the better best series (``GameInfo.better``)."""
        mine = self.players.setdefault(name, {}).get(kind, GameStats())
        bests = [b for b in (mine.best_series, earlier.best_series) if b is not None]
        pick = min if self.info.better == "low" else max
        self.players[name][kind] = replace(
            mine, deals_played=mine.deals_played + earlier.deals_played,
            series_played=mine.series_played + earlier.series_played,
            series_won=mine.series_won + earlier.series_won,
            series_shared=mine.series_shared + earlier.series_shared,
            units=mine.units + earlier.units, points=mine.points + earlier.points,
            best_series=pick(bests) if bests else None)

    def mark_counted(self, record: GameRecord, done: int) -> None:
        """``done`` deals of ``record``'s series are counted (one more: the series too),
        so resuming it counts only what follows."""
        key = series_key(record)
        self._counted[key] = max(self._counted.get(key, -1), done)

    def _read(self, members: dict[str, msgspec.Raw]) -> dict[str, Problem]:
        """Take the people of a file whose members are still undecoded (``storage.schema``
        checks each); returns the entries left out as damaged ("Anna (Classic)") with
        each one's ``Problem`` (its field and why), each good one kept.

        Raises:
            FileDamaged: the file itself is not this game's statistics.
        """
        import msgspec

        from .schema import StatsFile, check, decode_part

        people = members.pop("players", None)
        body = {key: decode_part(self.path, raw, Any, key) for key, raw in members.items()}
        if body.get("format") != FORMAT or body.get("game") != self.info.id:
            raise FileDamaged(Problem(self.path, Damage.NOT_OURS, "not this game's statistics"))
        if body.get("version") != VERSION:
            raise FileDamaged(Problem(self.path, version_damage(body.get("version"), VERSION),
                                      f"{body.get('version')!r}"))
        # The people are checked one by one below, each entry apart.
        checked = check(self.path, body if people is None else {**body, "players": {}},
                        StatsFile)
        self.players, left_out = {}, dict[str, Problem]()
        found = {} if people is None else decode_part(
            self.path, people, dict[str, msgspec.Raw], "players")
        for name, raw in found.items():
            for label, entry in self._entries(name, raw, left_out):
                self.players.setdefault(name, {})[label] = entry
        self._counted = dict(checked.counted)
        self.earlier_reset = checked.earlier_reset
        return left_out

    def _entries(self, name: str, raw: msgspec.Raw,
                 left_out: dict[str, Problem]) -> list[tuple[str, GameStats]]:
        """The good entries of ``name`` by preset; each damaged one (or the person, for a
        name no one could have given) goes into ``left_out`` with why."""
        import msgspec

        from .schema import CONTROL, NAME_LENGTH, StatsEntry, decode_part, name_problem

        where = f"players.{name}"
        problem = name_problem(self.path, name, "players")  # the name itself: not shown
        try:
            variants = decode_part(self.path, raw, dict[str, msgspec.Raw], where) \
                if problem is None else {}
        except FileDamaged as error:
            problem = error.problem
        if problem is not None:
            log.warning("statistics %s: left out %r: %s", self.path, name, problem.detail)
            shown = name if len(name) <= NAME_LENGTH else name[:NAME_LENGTH] + "…"
            # A text-direction mark would turn the message around: said as its code.
            shown = "".join(f"\\u{ord(c):04x}" if CONTROL.match(c) else c for c in shown)
            left_out[shown or "“”"] = problem
            return []
        entries = []
        for kind, entry in variants.items():
            label = f"{name} ({kind})" if kind else name
            try:
                if len(kind) > 64:
                    raise FileDamaged(Problem(self.path, Damage.NOT_OURS, "preset name",
                                              field=where, reason=Reason.TOO_LONG))
                entries.append((kind, _entry(decode_part(
                    self.path, entry, StatsEntry, f"{where}.{kind}" if kind else where))))
            except FileDamaged as error:
                log.warning("statistics %s: left out %s", self.path, error)
                left_out[label] = error.problem
        return entries

    def save(self) -> None:
        """Write the statistics atomically.

        Raises:
            OSError: the data folder is not writable or the disk is full.
        """
        import json

        body: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.info.id,
            "players": {name: {v: {"deals_played": e.deals_played,
                                   "series_played": e.series_played,
                                   "series_won": e.series_won,
                                   "series_shared": e.series_shared,
                                   "units": e.units, "points": e.points,
                                   "best_series": e.best_series, "counts": e.counts}
                               for v, e in variants.items()}
                        for name, variants in self.players.items()},
            "counted": self._counted}
        if self.earlier_reset:
            body["earlier_reset"] = True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(body, ensure_ascii=False, indent=1))

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

