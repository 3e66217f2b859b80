"""Coventry's files of earlier releases in today's formats: the one code that knows them.

Until Comet and Hearts came (release 0.1.0), Coventry wrote formats of its own: the
exported record (``records.FORMAT``; a series, or a single deal; files of the first
release name no ``game``), the statistics (``read_statistics``) and the autosave, the same
series record wrapped with the app's set-up::

    {"format": "coventry-desktop/autosave", "version": 1,
     "game": {"occupants": ["human", "bot", ...], "levels": ["normal", ...],
              "undone": [1], "language": "en", "call_style": "rhymes", ...},
     "record": {"format": "coventry-desktop/record", "kind": "series", ...}}

This module is Coventry's ``engine.game.EarlierFormats`` (``GameInfo.earlier``):
``storage.migration`` converts ``autosave.json`` and ``statistics.json`` once, at start,
keeping the originals as ``.old``; an exported record of the first release opens through
``read_record``. ``read_record`` turns either into a ``GameRecord`` that replays through
``engine.game_records.replay`` to the very states the old replay gave: each deal's
shuffle seed is the one ``Series.seed_of`` draws from the old series seed, which the
record then no longer holds (the deals still to come get new seeds on resume). What
the generic record has no place for is left behind: the calls language and style, the
practice flag and score. Pure Python, no Qt, no storage.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ...engine.game import BOT_LEVELS, EarlierStatistics
from ...engine.game_records import MAX_NAME, GameRecord, GameRecordError
from ...engine.series import deal_seeds
from ...engine.sha256 import sha256_hex
from .actions import Action
from .records import FORMAT as RECORD_FORMAT
from .records import GAME_ID, DealRecord, RecordError, from_json
from .records import _digest as record_digest
from .settlement import Series
from .state import MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION

AUTOSAVE_FORMAT = "coventry-desktop/autosave"
"""The wrapper of the autosave Coventry's own window wrote before every game shared one."""
AUTOSAVE_VERSION = 1
STATISTICS_FORMAT = "coventry-desktop/statistics"
STATISTICS_VERSION = 1
_STATISTICS_FIELDS = ("series_played", "series_won", "series_shared", "deals_played",
                      "deals_won", "units", "best_series")

autosave = "autosave.json"
"""The earlier release's autosave in the data folder (``engine.game.EarlierFormats``)."""
statistics = "statistics.json"
"""The earlier release's statistics in the data folder."""


def read_record(body: Any) -> GameRecord | None:
    """A decoded file of an earlier release as a record of Coventry.

    Args:
        body: what ``json.loads`` gave for the file.

    Returns:
        The record, or ``None`` when ``body`` is none of Coventry's earlier formats.

    Raises:
        GameRecordError: "version" (another file or rules version), "altered" (the digest
            does not match, or an autosave's was removed) or "format" (a broken structure,
            a set-up out of range). Replaying the record proves its actions ("illegal").
    """
    if not isinstance(body, dict):
        return None
    if body.get("format") == AUTOSAVE_FORMAT:
        return _from_autosave(body)
    if body.get("format") == RECORD_FORMAT:
        return _from_record(body, levels=(), undone=())
    return None


def _from_autosave(body: dict[str, Any]) -> GameRecord:
    if body.get("version") != AUTOSAVE_VERSION:
        raise GameRecordError("version", f"autosave version {body.get('version')!r}, "
                                         f"expected {AUTOSAVE_VERSION}")
    game, record = body.get("game"), body.get("record")
    if not isinstance(game, dict):
        raise GameRecordError("format", "an autosave without its game")
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise GameRecordError("format", "an autosave without its record")
    if "digest" not in record:  # the app always signed its autosave
        raise GameRecordError("altered", "the digest was removed")
    if record.get("kind") != "series":
        raise GameRecordError("format", "a deal record, not a series")
    players = record.get("players")
    seats = players if isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS \
        else MIN_PLAYERS
    return _from_record(record, levels=_levels(game, seats), undone=_undone(game))


def _levels(game: dict[str, Any], players: int) -> tuple[str, ...]:
    """Per seat "" for a person or the bot's level; an odd value falls back as the old
    resume did: seat 0 a person, the rest Normal bots."""
    occupants, levels = game.get("occupants"), game.get("levels")
    if not (isinstance(occupants, list) and len(occupants) == players
            and all(o in ("human", "bot") for o in occupants)):
        occupants = ["human"] + ["bot"] * (players - 1)
    if not (isinstance(levels, list) and len(levels) == players
            and all(level in BOT_LEVELS for level in levels)):
        levels = ["normal"] * players
    return tuple("" if o == "human" else level for o, level in zip(occupants, levels,
                                                                    strict=True))


def _undone(game: dict[str, Any]) -> tuple[int, ...]:
    # As the old resume read it: whole numbers kept, anything else dropped.
    raw = game.get("undone", [])
    if not isinstance(raw, list):
        return ()
    return tuple(sorted({d for d in raw if isinstance(d, int) and not isinstance(d, bool)
                         and d >= 0}))


def _from_record(body: dict[str, Any], *, levels: tuple[str, ...],
                 undone: tuple[int, ...]) -> GameRecord:
    game = body.get("game", GAME_ID)  # files of the first release name no game
    if game != GAME_ID:
        raise GameRecordError("format", f"a record of {game!r}, not of Earl of Coventry")
    if body.get("rules_version") != RULES_VERSION:
        raise GameRecordError("version", f"coventry rules version "
                                         f"{body.get('rules_version')!r}, "
                                         f"expected {RULES_VERSION}")
    # A record without a digest (written by hand or another tool) was always accepted:
    # replaying it still proves every action legal.
    if "digest" in body and body["digest"] != record_digest(
            {key: value for key, value in body.items() if key != "digest"}):
        raise GameRecordError("altered", "the digest does not match the contents")
    try:
        old = from_json(json.dumps(body, ensure_ascii=False))
    except RecordError as error:
        raise GameRecordError("format", f"not a record of coventry: {error}") from None
    seeds: tuple[int, ...]
    actions: tuple[tuple[Action, ...], ...]
    if isinstance(old, DealRecord):
        first_dealer, deals, seeds, actions = old.dealer, 1, (old.seed,), (old.actions,)
        if not MIN_PLAYERS <= old.players <= MAX_PLAYERS or not 0 <= old.dealer < old.players:
            raise GameRecordError("format", f"a deal of {old.players} players dealt by seat "
                                            f"{old.dealer}")
    else:
        try:
            Series(old.players, old.first_dealer, old.seed, old.deals)
        except ValueError as error:
            raise GameRecordError("format", str(error)) from None
        if len(old.actions) > old.deals:
            raise GameRecordError("format", f"{len(old.actions)} deals recorded in a "
                                            f"{old.deals}-deal series")
        first_dealer, deals, actions = old.first_dealer, old.deals, old.actions
        # Series.seed_of: each deal's shuffle seed, drawn from the series seed.
        seeds = deal_seeds(old.seed, old.deals)[:len(old.actions)]
    if len(old.seats) > old.players or any(len(name) > MAX_NAME for name in old.seats):
        raise GameRecordError("format", f"seats must be at most {old.players} names of at "
                                        f"most {MAX_NAME} characters")
    # A hand-made record may name fewer seats than it has; the old resume left them blank.
    seats = old.seats + ("",) * (old.players - len(old.seats))
    return GameRecord(GAME_ID, RULES_VERSION, None, seats, first_dealer, deals,
                      seeds, actions, undone, levels)


def read_statistics(body: Any, autosave: Any) -> EarlierStatistics:
    """The earlier statistics file in today's terms, with what it counted of the earlier
    ``autosave``'s series (its decoded body, or None).

    Shape of the file::

        {"format": "coventry-desktop/statistics", "version": 1,
         "players": {"Anna": {"series_played": 1, "series_won": 0, "series_shared": 0,
                              "deals_played": 6, "deals_won": 2, "units": 4,
                              "best_series": 4}},
         "counted": {"<series key>": 6}}

    A Coventry deal's points are its units (``CoventryRules.points``); ``deals_won`` has no
    place today and is left behind; ``series_shared`` may be missing (the first release).

    Raises:
        GameRecordError: "format" (another shape, a negative count) or "version".
    """
    if not isinstance(body, dict) or body.get("format") != STATISTICS_FORMAT:
        raise GameRecordError("format", "no statistics format tag")
    if body.get("version") != STATISTICS_VERSION:
        raise GameRecordError("version", f"statistics version {body.get('version')!r}")
    try:
        people = {str(name): _person(entry) for name, entry in dict(body["players"]).items()}
        counted = {str(key): int(done) for key, done in dict(body["counted"]).items()}
    except (KeyError, TypeError, ValueError) as error:
        raise GameRecordError("format", f"earlier statistics: {error}") from None
    done = counted.get(_series_key(autosave) or "")
    if done is not None:
        try:
            record = read_record(autosave)
        except GameRecordError:
            record = None  # the autosave's own conversion reports it
        if record is None:
            done = None
        elif done >= record.deals:
            # Every deal counted: the earlier file counted the series too (or, for a
            # single deal, never will), which today's file marks with one more.
            done += 1
    return EarlierStatistics(people, done)


def _person(raw: Any) -> dict[str, Any]:
    """One person of the earlier statistics as the fields of today's entry."""
    if isinstance(raw, dict):
        raw = {"series_shared": 0, **raw}
    if not isinstance(raw, dict) or set(raw) != set(_STATISTICS_FIELDS):
        raise ValueError(f"bad player entry {raw!r}")
    for name, value in raw.items():
        if not (name == "best_series" and value is None) and (
                not isinstance(value, int) or isinstance(value, bool)
                or (value < 0 and name not in ("units", "best_series"))):
            raise ValueError(f"{name} is not a whole number of the right sign")
    best = raw["best_series"]
    return {"deals_played": raw["deals_played"], "series_played": raw["series_played"],
            "series_won": raw["series_won"], "series_shared": raw["series_shared"],
            "units": float(raw["units"]), "points": float(raw["units"]),
            "best_series": None if best is None else float(best)}


def _series_key(body: Any) -> str | None:
    """The key the earlier statistics gave the series of an earlier autosave (or record):
    its series seed, seats and dealer, as the earlier release keyed them."""
    record: Any = body.get("record", body) if isinstance(body, dict) else None
    try:
        text = json.dumps([record["seed"], record["players"], record["first_dealer"],
                           record["deals"], [str(name) for name in record["seats"]]],
                          ensure_ascii=False)
    except (KeyError, TypeError):
        return None
    return sha256_hex(text.encode("utf-8"))[:24]


def read_settings(values: Mapping[str, Any]) -> dict[str, Any]:
    """Release 0.1.0's table in the settings as today's keys of Coventry's table.

    That release kept ``game/players`` (3..6), ``game/deals`` ("1" or "6") and per chair
    ``seats/<n>/name``, ``seats/<n>/human`` (chair 0 a person by default) and
    ``seats/<n>/level``. Today a table has its people first (``people/<k>``, shared by
    every game), one bot level, and ``games/coventry/seats|people|deals|level``. A value
    that cannot be read is left out (the settings then use their default).
    """
    if not any(key in ("game/players", "game/deals") or key.startswith("seats/")
               for key in values):
        return {}
    base = f"games/{GAME_ID}/"
    converted: dict[str, Any] = {}
    players = _whole(values.get("game/players"))
    if players is None or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        players = None
    else:
        converted[base + "seats"] = players
    deals = _word(values.get("game/deals"))
    if deals in ("1", "6"):
        converted[base + "deals"] = deals
    chairs = range(players or MAX_PLAYERS)
    people = [n for n in chairs if _word(values.get(f"seats/{n}/human"), "true" if n == 0
                                         else "false") in ("true", "1", "yes", "on")]
    if people:
        converted[base + "people"] = len(people)
    for place, chair in enumerate(people):
        name = _word(values.get(f"seats/{chair}/name"))
        if name:
            converted[f"people/{place}"] = name
    levels = [level for n in chairs if n not in people
              if (level := _word(values.get(f"seats/{n}/level"))) in BOT_LEVELS]
    if levels:  # one level for the bots today: the one most of them had
        converted[base + "level"] = Counter(levels).most_common(1)[0][0]
    return converted


def _word(raw: Any, default: str = "") -> str:
    if isinstance(raw, bool):
        return "true" if raw else "false"
    if isinstance(raw, int):
        return str(raw)
    if isinstance(raw, list):  # QSettings splits an unquoted "a,b"
        raw = ",".join(str(part) for part in raw)
    return raw.strip() if isinstance(raw, str) else default


def _whole(raw: Any) -> int | None:
    word = _word(raw)
    return int(word) if word.isdigit() and len(word) < 3 else None
