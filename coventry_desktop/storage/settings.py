"""Typed settings over ``QSettings`` in INI format at the config path.

Every value is read with an explicit type and range. A value that is missing
takes its default; one that is unreadable or out of range (9 players, an unknown
language, a negative speed) is clamped or replaced by its default and logged,
never raised: a hand-edited ``settings.ini`` cannot stop the app from starting.
Setters clamp too, and sync at once so a kill right after a change keeps it.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from coventry_desktop.engine.game import BOT_LEVELS as LEVELS
from coventry_desktop.engine.game import CUSTOM, GameInfo
from coventry_desktop.engine.game_records import options_from_json, options_to_json
from coventry_desktop.i18n import LANGUAGES as LANGUAGES
from coventry_desktop.i18n import system_language as system_language

from .fields import BoolField, BytesField, ChoiceField, Field, IntField, TextField
from .files import keep_copy, probe_write, quarantine, report_write, special_mode
from .problems import Damage, Problem, Reason

log = logging.getLogger(__name__)

BOT_LEVELS = LEVELS
CALL_STYLES = ("rhymes", "snip-snap")
SPEEDS = ("slow", "normal", "fast", "instant")
NAME_LENGTH = 24


def _decode_options(text: Any) -> Any:
    """A game's options as stored (the JSON text of ``options_to_json``), decoded by
    msgspec: a number of any size or nesting of any depth is refused, never converted.

    Raises:
        msgspec.DecodeError, RecursionError: not such a text.
    """
    import msgspec  # on first use: a start without a settings file needs none (#25)

    return msgspec.json.decode(str(text).encode("utf-8"))


@dataclass(frozen=True, slots=True)
class GameTable:
    """The last table of a game: its New Game dialog's choices.

    Attributes:
        seats: seats at the table, within the game's range.
        people: how many of them people play at this screen (1..seats).
        level: the bots' level.
        deals: a ``GameInfo.series_lengths`` entry.
        preset: a ``GameInfo.presets`` name, "Custom" for options no preset has ("" for a
            game without presets).
        options: the game's frozen options as last chosen, or None for the preset's own
            (stored as the JSON text of ``options_to_json``).
    """

    seats: int
    people: int = 1
    level: str = "normal"
    deals: int = 1
    preset: str = ""
    options: Any = None


GAME_TABLE_PARTS = ("seats", "people", "level", "deals", "preset", "options")


class Settings:
    """The app's settings, read and written with explicit types.

    Attributes (each reads a clean value and writes through at once):
        animation_speed: ``"slow"``, ``"normal"``, ``"fast"`` or ``"instant"`` (the names
            of ``widgets.speeds.SPEEDS``).
        ui_language: ``"system"``, ``"en"``, ``"ru"`` or ``"fr"``.
        calls_language: ``"en"``, ``"ru"`` or ``"fr"``; the system language by default.
        calls_style: ``"rhymes"`` or ``"snip-snap"``.
        auto_pass: pass automatically when holding no card of the rank (default on).
        double_click: play a card by double-click instead of a single click.
        large_cards, high_contrast, four_colour: the View menu's accessibility options.
        speech: speak the calls aloud.
        window_geometry, window_state: ``QByteArray`` from ``saveGeometry``/``saveState``.
        last_game: the id of the game last started (a registered game's; by default the
            registry's first).

    Per game, ``game_table(id)`` and ``set_game_table(id, table)`` keep the last table of
    every game (``games/<id>/seats`` …); names are shared by every game. The registry is
    read when a settings file is opened, never when this module is imported.
    """

    animation_speed = ChoiceField("view/animation_speed", "normal", SPEEDS)
    ui_language = ChoiceField("language/ui", "system", ("system", *LANGUAGES))
    calls_language = ChoiceField("language/calls", "", LANGUAGES)
    calls_style = ChoiceField("language/calls_style", "rhymes", CALL_STYLES)
    auto_pass = BoolField("play/auto_pass", True)
    double_click = BoolField("play/double_click", False)
    speech = BoolField("play/speech", False)
    large_cards = BoolField("view/large_cards", False)
    high_contrast = BoolField("view/high_contrast", False)
    four_colour = BoolField("view/four_colour", False)
    window_geometry = BytesField("window/geometry")
    window_state = BytesField("window/state")

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:  # a read-only home: run on defaults, keep nothing
            log.error("cannot create the settings folder %s: %s", path.parent, error)
        self.problem: Problem | None = None
        """A settings file that was not one (random bytes, another program's file): kept
        aside as ``.bak`` and started afresh; the window says so in its message bar."""
        self.path = self._regular(path)
        """The file read and written: ``path``, or where no regular file is (a FIFO,
        whose read at start waited for a writer for ever), a file in a fresh temporary
        folder, so the settings start from the defaults and are kept for this run only."""
        self._as_read = self._read_bytes()
        """The file's bytes before anything here changed it (``_drop_unknown`` writes
        the file at once): the copy kept of a file with refused values is these."""
        self.qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._warned: set[str] = set()
        self._batched = 0
        if self.qsettings.status() is not QSettings.Status.NoError:
            log.warning("settings file %s: %s; using defaults", path, self.qsettings.status())
        self._set_aside_if_damaged()
        self._convert_earlier()
        self._drop_unknown()
        if self.problem is None:
            self._check_values()

    def _regular(self, path: Path) -> Path:
        """``path``, unless it is there and no regular file: then ``problem`` says so and the
        settings go to a file of their own in a fresh temporary folder (the file at
        ``path`` is neither opened nor moved)."""
        mode = special_mode(path)
        if mode is None:
            return path  # a file, or not there yet: QSettings says what fails
        self.problem = Problem(path, Damage.NOT_A_FILE, f"file mode {mode}", left=True)
        log.warning("settings file %s is not a regular file (%s): the defaults, kept for "
                    "this run only", path, mode)
        return Path(tempfile.mkdtemp(prefix="settings-")) / path.name

    def _read_bytes(self) -> bytes | None:
        """The file's bytes, or None when it is not there or cannot be read."""
        try:
            return self.path.read_bytes()
        except OSError:
            return None

    def _set_aside_if_damaged(self) -> None:
        """A file with text in it but not one line of ours is damaged, not merely edited:
        keep it aside (``files.quarantine``) and start from the defaults, as a damaged
        autosave or statistics file is. A file with some of our keys is clamped instead."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as error:  # QSettings reads nothing either: defaults, said in the log
            log.error("settings file %s cannot be read: %s", self.path, error)
            return
        if not data.strip() or set(self.qsettings.allKeys()) & self.known_keys():
            return
        try:
            data.decode("utf-8-sig")
            binary = b"\x00" in data
        except UnicodeDecodeError:
            binary = True
        detail = f"{len(data)} bytes, no setting of ours; starts {data[:32]!r}"
        try:
            backup: Path | None = quarantine(self.path)
        except OSError as error:
            log.error("settings file %s could not be kept aside: %s", self.path, error)
            backup = None
        log.warning("settings file %s is damaged (%s); kept aside as %s, using defaults",
                    self.path, detail, backup)
        self.problem = Problem(self.path, Damage.BINARY if binary else Damage.NOT_OURS,
                               detail, backup)
        self.qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)
        if backup is None:  # left in place: write our own over it rather than read it again
            self.qsettings.clear()

    @property
    def last_game(self) -> str:
        """The id of the game last started; the registry's first game by default."""
        from coventry_desktop.games import GAMES  # the registry, read on use

        ids = tuple(info.id for info in GAMES)
        return ChoiceField("game/last", ids[0], ids).read(self)

    @last_game.setter
    def last_game(self, game_id: str) -> None:
        from coventry_desktop.games import GAMES

        ChoiceField("game/last", "", tuple(info.id for info in GAMES)).write(self, game_id)

    @classmethod
    def known_keys(cls) -> set[str]:
        """Every key this version reads and writes."""
        from coventry_desktop.games import GAMES

        keys = {field.key for field in vars(cls).values() if isinstance(field, Field)}
        keys.add("game/last")
        keys |= {f"games/{info.id}/{part}" for info in GAMES for part in GAME_TABLE_PARTS}
        keys |= {f"people/{index}" for index in range(max(i.seats.stop for i in GAMES))}
        return keys

    def game_table(self, game_id: str) -> GameTable:
        """The last table of ``game_id``, every value brought into the game's range.

        Raises:
            KeyError: ``game_id`` is not a registered game.
        """
        from coventry_desktop.games import get

        info = get(game_id)
        seats_field, level, deals_field, preset_field = self._table_fields(info)
        seats = seats_field.read(self)
        people = self._people_field(info, seats).read(self)
        deals = int(deals_field.read(self))
        preset = preset_field.read(self) if preset_field is not None else ""
        return GameTable(seats, people, level.read(self), deals, preset,
                         self._game_options(info, f"games/{info.id}/options", preset))

    @staticmethod
    def _table_fields(info: GameInfo) -> tuple[IntField, ChoiceField, ChoiceField,
                                                ChoiceField | None]:
        """The typed fields of a game's table: seats, level, deals, preset (None for a
        game without presets); people depends on the seats (``_people_field``)."""
        base = f"games/{info.id}/"
        default_seats = 4 if 4 in info.seats else info.seats.start
        lengths = tuple(str(n) for n in info.series_lengths)
        names = tuple(name for name, _options in info.presets)
        return (IntField(base + "seats", default_seats, info.seats.start, info.seats.stop - 1),
                ChoiceField(base + "level", "normal", BOT_LEVELS),
                ChoiceField(base + "deals", lengths[0], lengths),
                ChoiceField(base + "preset", names[0], (*names, CUSTOM)) if names else None)

    @staticmethod
    def _people_field(info: GameInfo, seats: int) -> IntField:
        return IntField(f"games/{info.id}/people", 1, 1, seats)

    def _fields(self) -> list[Field[Any]]:
        """Every typed field this version stores, with the bounds of the registry's games
        (the people at a table within the seats stored for it)."""
        from coventry_desktop.games import GAMES

        fields: list[Field[Any]] = [f for f in vars(type(self)).values()
                                    if isinstance(f, Field)]
        ids = tuple(info.id for info in GAMES)
        fields.append(ChoiceField("game/last", ids[0], ids))
        for info in GAMES:
            seats, level, deals, preset = self._table_fields(info)
            fields += [seats, level, deals, self._people_field(info, seats.read(self))]
            fields += [preset] if preset is not None else []
        fields += [self._name_field(index) for index in range(max(i.seats.stop for i in GAMES))]
        return fields

    @staticmethod
    def _name_field(index: int) -> TextField:
        return TextField(f"people/{index}", "", NAME_LENGTH)

    def _check_values(self) -> None:
        """Every stored value against its field's schema (``fields.Field.refusal``); each
        one refused is reported (``problem``: the file, the setting, the reason), a copy
        of the file as it was kept aside as ``.bak``, and the value in range (clamped, or
        the default) written in its place; every good value is kept."""
        from coventry_desktop.games import GAMES

        refused: list[tuple[str, Reason, Any]] = []  # key, why, the value used instead
        names: set[str] = set()
        for field in self._fields():
            raw = self.raw(field.key)
            if raw is None:
                continue
            why = field.refusal(raw)
            used = field.read(self)
            if why is None and isinstance(field, TextField) and used:
                why = Reason.DUPLICATE if used in names else None
                names.add(used)
                used = "" if why else used
            if why is not None:
                refused.append((field.key, why, field.encode(used)))
        for info in GAMES:
            key = f"games/{info.id}/options"
            text = self.raw(key)
            if text not in (None, "") and info.presets and self._options_refusal(info, text):
                refused.append((key, Reason.VALUE, ""))
        if not refused:
            return
        keys = [key for key, _why, _used in refused]
        log.warning("settings file %s: refused %s", self.path, ", ".join(map(repr, keys)))
        try:
            backup: Path | None = keep_copy(self.path, self._as_read)
        except OSError as error:
            log.error("settings file %s could not be copied aside: %s", self.path, error)
            backup = None
        one = len(refused) == 1
        if all(why is Reason.TOO_LONG and key.startswith("people/")
               for key, why, _used in refused):  # only names cut to fit: nothing damaged
            self.problem = Problem(self.path, Damage.SHORTENED, f"shortened: {keys}", backup,
                                   values=(str(NAME_LENGTH), *(u for _k, _w, u in refused)),
                                   copied=True)
        else:
            self.problem = Problem(self.path, Damage.SOME_VALUES, f"refused: {keys}", backup,
                                   field=", ".join(keys),
                                   reason=refused[0][1] if one else None, copied=True)
        with self.batch():
            for key, _why, used in refused:
                self.qsettings.setValue(key, used)

    @staticmethod
    def _options_refusal(info: GameInfo, text: Any) -> bool:
        import msgspec

        try:
            options_from_json(info.default_options, _decode_options(text))
        except (ValueError, TypeError, RecursionError, msgspec.DecodeError):
            return True
        return False

    def _game_options(self, info: GameInfo, key: str, preset: str) -> Any:
        """The options stored at ``key``; None when none are; the remembered preset's
        (else the default preset's) when the text is damaged or no longer valid."""
        text = self.raw(key)
        if text is None or text == "" or not info.presets:
            return None
        import msgspec

        try:
            return options_from_json(info.default_options, _decode_options(text))
        except (ValueError, TypeError, RecursionError, msgspec.DecodeError) as error:
            fallback = dict(info.presets).get(preset, info.presets[0][1])
            self.warn(key, f"{text} ({error})", options_to_json(fallback))
            return fallback

    def set_game_table(self, game_id: str, table: GameTable) -> None:
        """Remember the table of ``game_id`` (values out of range are clamped when read)."""
        import json

        base = f"games/{game_id}/"
        for part in GAME_TABLE_PARTS:
            value = getattr(table, part)
            if part == "preset" and not value:
                continue  # no preset named: the one kept (or the game's first) stays
            if part == "options":
                value = "" if value is None else json.dumps(options_to_json(value),
                                                            sort_keys=True)
            self.qsettings.setValue(base + part, value)
        self.sync()

    def people_names(self, count: int) -> list[str]:
        """The names the people at this screen last gave themselves in pass-and-play,
        shared by every game ("" where none was given)."""
        return [self._name_field(index).read(self) for index in range(count)]

    def set_people_names(self, names: Sequence[str]) -> None:
        """Remember the people's names (a blank one is the stand-in "Player 2")."""
        with self.batch():
            for index, name in enumerate(names):
                self._name_field(index).write(self, name)

    def _convert_earlier(self) -> None:
        """Settings an earlier release kept in a game's own keys, converted once by that
        game's ``GameInfo.earlier`` (``read_settings``) before ``_drop_unknown`` drops the
        old keys; a value already kept today's way wins, and a copy of the file as it was
        is kept as ``settings.ini.old`` (as ``storage.migration`` keeps its files)."""
        from coventry_desktop.games import GAMES

        known = self.known_keys()
        unknown = {key: self.raw(key) for key in self.qsettings.allKeys() if key not in known}
        if not unknown:
            return
        converted: dict[str, Any] = {}
        for info in GAMES:
            if info.earlier is not None:
                converted |= {key: value for key, value
                              in info.earlier().read_settings(unknown).items()
                              if key in known and self.raw(key) is None}
        if not converted:
            return
        kept = self.path.with_name(self.path.name + ".old")
        try:
            if not kept.exists():
                shutil.copy2(self.path, kept)
        except OSError as error:  # the conversion goes on: the file itself keeps the values
            log.error("could not keep a copy of %s: %s", self.path, error)
        log.info("settings of an earlier release converted: %s", sorted(converted))
        for key, value in converted.items():
            self.qsettings.setValue(key, value)

    def _drop_unknown(self) -> None:
        # QSettings writes back every key it read: a line of a damaged or foreign file
        # would be rewritten at every start, forever (#12). Keep only our keys.
        unknown = sorted(set(self.qsettings.allKeys()) - self.known_keys())
        if not unknown:
            return
        # repr: a damaged line's key may hold control bytes, never written raw to a terminal.
        log.warning("settings file %s: dropping unknown keys %s", self.path,
                    ", ".join(map(repr, unknown)))
        for key in unknown:
            self.qsettings.remove(key)
        self.sync()

    def sync(self) -> None:
        """Write the changes to the file now; a failure is told to the write listeners
        (``files.report_write``: the window's message bar) and logged, never raised."""
        self.qsettings.sync()
        if self.qsettings.status() is not QSettings.Status.AccessError:
            report_write(self.path, None)
            return
        # QSettings keeps its first error for good: after one failed write every later
        # sync would say AccessError, and the window's line would stay until a restart.
        # A fresh object on the same file starts clean, and shares the changes not yet
        # written (Qt keeps one cache per file), so the next sync writes them and says
        # its own outcome.
        self.qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)
        # QSettings names no cause: the folder itself says which (full, read-only …).
        error = probe_write(self.path.parent) or OSError(f"{self.path} was not written")
        log.error("settings not saved: %s", error)
        report_write(self.path, error)

    def retry(self) -> None:
        """Try again to write what the last failed sync could not (after the next move)."""
        self.sync()

    def raw(self, key: str) -> Any:
        """The stored value as QSettings returns it (``None`` if missing)."""
        return self.qsettings.value(key)

    def store(self, key: str, value: object) -> None:
        """Write one value and sync it to disk (inside ``batch()``: at the batch's end)."""
        self.qsettings.setValue(key, value)
        if not self._batched:
            self.sync()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several writes, one sync at the end: each sync rewrites the whole file (a new
        game's table is 15 values, written at every start)."""
        self._batched += 1
        try:
            yield
        finally:
            self._batched -= 1
            if not self._batched:
                self.sync()

    def warn(self, key: str, raw: object, used: object) -> None:
        """Log a bad stored value once per key."""
        if key not in self._warned:
            self._warned.add(key)
            log.warning("setting %s=%r is not allowed; using %r", key, raw, used)
