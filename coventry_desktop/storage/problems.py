"""Why a file could not be loaded, in plain words for the player.

Each kind of damage has one sentence the GUI shows as is; the technical detail
goes to the log. Sentences go through ``QCoreApplication.translate`` (context
``"Storage"``) so Qt Linguist picks them up.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication


class Damage(Enum):
    """What is wrong with a file we tried to read."""

    UNREADABLE = "unreadable"  # the OS refused (permissions, I/O error)
    EMPTY = "empty"
    BINARY = "binary"  # not UTF-8 text, or NUL bytes
    TRUNCATED = "truncated"  # JSON that stops early
    NOT_OURS = "not-ours"  # garbage, or JSON of another shape
    WRONG_VERSION = "wrong-version"  # another rules or file-format version
    NEWER = "newer"  # a version number higher than this release's: a newer release's file
    ALTERED = "altered"  # the sha256 digest does not match: edited by hand
    ILLEGAL = "illegal"  # replaying hits an action the rules refuse
    SOME_ENTRIES = "some-entries"  # a few entries are damaged, the others were kept
    SOME_VALUES = "some-values"  # a few settings were refused and set back, the rest kept
    STATISTICS = "statistics"  # a game's statistics file where a record was to be read
    NOT_A_FILE = "not-a-file"  # a pipe, a device or a folder: reading it could wait forever
    SHORTENED = "shortened"  # names past their length, cut to it (values: length, names)
    TOO_BIG = "too-big"  # far bigger than any file of ours (values: its size in MB)


class Reason(Enum):
    """Why a value in a file was refused (``storage.schema``), said after the field."""

    HUGE = "huge"  # a number far bigger than any the app writes
    RANGE = "range"  # a number outside its bounds (a seat that is not at the table)
    TYPE = "type"  # the wrong kind of value (text for a number, true for a seat)
    TOO_LONG = "too-long"  # a name longer than 24 characters, a list too long
    EMPTY = "empty"  # a name of no characters
    TOO_SHORT = "too-short"  # a list shorter than its least (an action without its seat)
    CONTROL = "control"  # control or direction characters in a name
    DUPLICATE = "duplicate"  # the same name twice
    MISSING = "missing"
    UNKNOWN = "unknown"  # a field the format does not have
    VALUE = "value"  # a value the format does not allow
    NESTED = "nested"  # brackets nested deeper than any file of ours
    # A record's values its game refuses, each said with the value (``Problem.values``):
    NO_GAME = "no-game"  # a game id no registered game has: (id,)
    SEAT_COUNT = "seat-count"  # (least, most, seats in the file)
    LEVEL_COUNT = "level-count"  # (levels, seats)
    NO_LEVEL = "no-level"  # a level that is no bot's: (level,)
    NO_OPTIONS = "no-options"  # options for a game that has none
    NO_OPTION = "no-option"  # (option name,)
    OPTION_VALUE = "option-value"  # (the value,)
    NOT_A_CARD = "not-a-card"  # (the text,)
    NO_ACTION = "no-action"  # an action kind the game does not have: (kind,)
    NOT_AN_ACTION = "not-an-action"  # an action of no shape the game has: (its JSON,)


# lupdate extracts only calls of translate() with literal arguments, not a wrapper's.
translate = QCoreApplication.translate
_PLACE = re.compile(r"%([1-9])")


def fill(text: str, values: Sequence[str]) -> str:
    """``text`` with ``%1``, ``%2`` … replaced by ``values`` in one pass, so a value that
    itself holds "%2" (a hand-edited file's) is never filled again."""
    def value(match: re.Match[str]) -> str:
        index = int(match[1]) - 1
        return values[index] if index < len(values) else match[0]
    return _PLACE.sub(value, text)


def _sentence(damage: Damage) -> str:
    # One literal per call so lupdate can extract each sentence.
    if damage is Damage.UNREADABLE:
        return translate(
            "Storage", "The file could not be read (the system refused access or the disk failed).")
    if damage is Damage.EMPTY:
        return translate("Storage", "The file is empty.")
    if damage is Damage.BINARY:
        return translate(
            "Storage", "The file is not text: it was damaged or overwritten by another program.")
    if damage is Damage.TRUNCATED:
        return translate("Storage", "The file is cut short: it was not written to the end.")
    if damage is Damage.NOT_OURS:
        return translate("Storage", "The file is damaged or is not a Coventry Desktop file.")
    if damage is Damage.WRONG_VERSION:
        return translate(
            "Storage", "The file was made by a version of the game with different rules or format.")
    if damage is Damage.NEWER:
        return translate("Storage", "The file was made by a newer version of "
                                    "Coventry Desktop, which this one cannot read.")
    if damage is Damage.ALTERED:
        return translate(
            "Storage", "The file was changed outside the game, so it cannot be trusted.")
    if damage is Damage.SOME_ENTRIES:
        return translate("Storage", "Some entries of the file are damaged and were left out; "
                                    "the others were kept.")
    if damage is Damage.SOME_VALUES:
        return translate("Storage", "Some values in the file could not be used: they went "
                                    "back to their defaults or to the nearest allowed "
                                    "value, and the others were kept.")
    if damage is Damage.STATISTICS:  # one of ours, so neither "damaged" nor "not ours"
        return translate("Storage", "This is a statistics file (the totals of Game → "
                                    "Statistics…), not a game record, so it has no deals to "
                                    "show. Open a record written by Game → Export Record…, "
                                    "or the game's autosave in the same folder, whose name "
                                    "ends in “-autosave.json”.")
    if damage is Damage.SHORTENED:
        return translate("Storage", "Names in your settings were too long and were "
                                    "shortened to fit.")
    if damage is Damage.TOO_BIG:
        return translate("Storage", "The file is %1 MB, far bigger than any file "
                                    "Coventry Desktop writes, so it was not read.")
    if damage is Damage.NOT_A_FILE:
        return translate("Storage", "This is not a regular file (it is a pipe, a device or "
                                    "a folder), so it was not read.")
    return translate("Storage", "The file contains an action the rules do not allow.")


def _reason(reason: Reason) -> str:
    record = _record_reasons().get(reason)
    if record is not None:
        return record
    if reason is Reason.HUGE:
        return translate("Storage", "a number is far too big.")
    if reason is Reason.RANGE:
        return translate("Storage", "a number is out of its range.")
    if reason is Reason.TYPE:
        return translate("Storage", "a value is of the wrong kind (text where a number "
                                    "belongs, or yes/no where a seat belongs).")
    if reason is Reason.TOO_LONG:
        return translate("Storage", "a name or a list is too long.")
    if reason is Reason.EMPTY:
        return translate("Storage", "a name is empty.")
    if reason is Reason.TOO_SHORT:
        return translate("Storage", "a list is too short.")
    if reason is Reason.CONTROL:
        return translate("Storage", "a name holds control or text-direction characters.")
    if reason is Reason.DUPLICATE:
        return translate("Storage", "the same name is there twice.")
    if reason is Reason.MISSING:
        return translate("Storage", "a value is missing.")
    if reason is Reason.UNKNOWN:
        return translate("Storage", "there is a field the file should not have.")
    if reason is Reason.NESTED:
        return translate("Storage", "brackets are nested far too deeply.")
    return translate("Storage", "a value is not allowed.")


def _kind(kind: str) -> str:
    """A JSON kind as msgspec names it ("array", "int") in words, or "" when unknown."""
    # One literal per kind so lupdate can extract each.
    words = {"int": translate("Storage", "a whole number"),
             "float": translate("Storage", "a number"),
             "str": translate("Storage", "text"),
             "bool": translate("Storage", "true or false"),
             "array": translate("Storage", "a list"),
             "object": translate("Storage", "a group of named values"),
             "null": translate("Storage", "nothing (null)")}
    return words.get(kind, "")


def _record_reasons() -> dict[Reason, str]:
    """The sentences of a record's values its game refuses; ``%1`` … are
    ``Problem.values`` (translated on each call: the language may have changed)."""
    return {
        Reason.NO_GAME: translate("Storage", "this version has no game “%1”."),
        Reason.SEAT_COUNT: translate(
            "Storage", "the game is for %1 to %2 players, and the file has %3."),
        Reason.LEVEL_COUNT: translate(
            "Storage", "the number of levels (%1) is not the number of players (%2)."),
        Reason.NO_LEVEL: translate("Storage", "“%1” is not a bot level."),
        Reason.NO_OPTIONS: translate("Storage", "the game has no options."),
        Reason.NO_OPTION: translate("Storage", "the game has no option “%1”."),
        Reason.OPTION_VALUE: translate("Storage", "“%1” is not a value this option can take."),
        Reason.NOT_A_CARD: translate("Storage", "“%1” is not a card."),
        Reason.NO_ACTION: translate("Storage", "the game has no action “%1”."),
        Reason.NOT_AN_ACTION: translate("Storage", "“%1” is not an action of this game."),
    }


def part_words(field: str, game_title: Callable[[str], str] | None = None) -> str:
    """The part of a file ``field`` names (``storage.schema``'s ``seats[2]``, ``done[...]``,
    ``players.Anna.Classic``, ``actions (action 4)``) in the player's words: "the name of
    player 3", "the lessons completed", "the statistics of “Anna”"; "" for a part no
    player would know by a name (the file's heading, a check code). ``game_title`` names
    a game by its id in the interface language (the id itself without one)."""
    if field.startswith("players.") or field.startswith("players["):
        name = field[len("players."):].split(".")[0] if field.startswith("players.") else ""
        if name:
            return translate("Storage", "the statistics of “%1”").replace("%1", name)
        return translate("Storage", "the players' statistics")
    if "/" in field:  # a setting's key ("view/large_cards"), as the settings file has it
        return setting_words(field, game_title)
    match = re.match(r"([a-z_]+)(?:\[(\d+)\])?", field)
    if match is None:
        return ""
    top, index = match[1], match[2]
    number = str(int(index) + 1) if index is not None else ""
    if top == "seats":
        return (translate("Storage", "the name of player %1").replace("%1", number) if number
                else translate("Storage", "the players' names"))
    if top == "levels":
        return (translate("Storage", "the bot level of player %1").replace("%1", number)
                if number else translate("Storage", "the bots' levels"))
    if top == "actions":
        return (translate("Storage", "the moves of deal %1").replace("%1", number) if number
                else translate("Storage", "the moves"))
    if top == "deal_seeds":
        return translate("Storage", "the shuffles of the deals")
    if top == "undone":
        return translate("Storage", "the deals in which Undo was used")
    if top == "first_dealer":
        return translate("Storage", "the first dealer")
    if top == "deals":
        return translate("Storage", "the number of deals")
    if top == "options":
        return translate("Storage", "the game's options")
    if top == "done":
        return translate("Storage", "the lessons completed")
    if top == "declined":
        return translate("Storage", "the games whose lessons were declined")
    if top == "counted":
        return translate("Storage", "the series already counted")
    return ""


def setting_words(key: str, game_title: Callable[[str], str] | None = None) -> str:
    """A settings file's ``key`` ("view/large_cards", "games/<id>/seats", "people/2")
    as the menus and dialogs name what it keeps: "Large Cards", "the number of players of
    the game", "the name of player 3"; an unknown key is quoted as it is. ``game_title``
    names a game by its id in the interface language (the id itself without one)."""
    section, _, rest = key.partition("/")
    if section == "people" and rest.isdigit():
        return translate("Storage", "the name of player %1").replace("%1", str(int(rest) + 1))
    if section == "games" and "/" in rest:
        game, _, part = rest.partition("/")
        title = game_title(game) if game_title is not None else game
        # One literal per part so lupdate can extract each.
        words = {"seats": translate("Storage", "the number of players of %1"),
                 "people": translate("Storage", "the number of people at the screen in %1"),
                 "level": translate("Storage", "the bots' level in %1"),
                 "deals": translate("Storage", "the length of a series of %1"),
                 "preset": translate("Storage", "the rules chosen for %1"),
                 "options": translate("Storage", "the options of %1")}.get(part)
        if words is not None:
            return words.replace("%1", title)
    # The menus' own words for the rest (View, Play, the language dialog).
    words = {"view/animation_speed": translate("Storage", "the speed of play (View → Speed)"),
             "view/large_cards": translate("Storage", "Large Cards (View)"),
             "view/high_contrast": translate("Storage", "High Contrast (View)"),
             "view/four_colour": translate("Storage", "Four-Colour Deck (View)"),
             "language/ui": translate("Storage", "the language of the window (View → Language)"),
             "language/calls": translate("Storage", "the language of the calls"),
             "language/calls_style": translate("Storage", "the style of the calls"),
             "play/auto_pass": translate("Storage", "Pass Automatically (View)"),
             "play/double_click": translate("Storage", "Play Cards by Double-Click (View)"),
             "play/speech": translate("Storage", "Speak Aloud (View)"),
             "window/geometry": translate("Storage", "the window's size and place"),
             "window/state": translate("Storage", "the window's size and place"),
             "game/last": translate("Storage", "the game played last")}.get(key)
    return words if words is not None else translate("Storage", "the setting “%1”").replace(
        "%1", key)


def version_damage(found: object, ours: int) -> Damage:
    """``NEWER`` for a version number higher than ``ours`` (this release's), else
    ``WRONG_VERSION`` (an older one, or no number at all)."""
    newer = isinstance(found, int) and not isinstance(found, bool) and found > ours
    return Damage.NEWER if newer else Damage.WRONG_VERSION


PARTS_SAID = 3
"""How many damaged entries' fields a message names (the bar stays a few lines)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """A file that could not be loaded.

    Attributes:
        path: the file as it was named when we tried to read it.
        damage: what is wrong.
        detail: the technical reason, for the log (English, not shown to players).
        backup: where the file was kept aside, or ``None`` if it was left in place
            (an imported file is never moved) or the rename failed.
        field: where in the file the refused value is (``seats[2]``, ``players.Anna``;
            for ``SOME_ENTRIES`` the entries left out, comma-separated), or "".
        reason: why that value was refused, or None.
        copied: ``backup`` is a copy of the file as it was, the file itself kept (and its
            refused values set back), not the file moved aside.
        left: a file of the app's own folders that is no regular file (``NOT_A_FILE``),
            left where it is, neither opened nor moved; a file the player chose is not
            ``left`` but refused, and they are asked for another.
        values: what the reason's sentence names (``%1``, ``%2`` …): the refused value as
            the file has it, the bounds it is outside of.
        parts: for ``SOME_ENTRIES``, each entry's own problem (its field and why), the
            first ``PARTS_SAID`` said after the entries' names (every one is logged).
    """

    path: Path
    damage: Damage
    detail: str
    backup: Path | None = None
    field: str = ""
    reason: Reason | None = None
    copied: bool = False
    values: tuple[str, ...] = ()
    parts: tuple[Problem, ...] = ()
    left: bool = False

    def message(self, game_title: Callable[[str], str] | None = None) -> str:
        """Plain words for the player: what is wrong, where, and where the file went.
        ``game_title`` names a game by its id for a setting of one ("the number of players
        of <the game>"); without it the id is said."""
        text = _sentence(self.damage)
        if self.damage is Damage.TOO_BIG:
            text = fill(text, self.values)
        elif self.damage is Damage.SHORTENED and self.values:  # say what was changed
            names = ", ".join(translate("Storage", "“%1”").replace("%1", name)
                              for name in self.values[1:])
            text = fill(translate("Storage", "Names in your settings longer than %1 "
                                             "characters were shortened to fit: %2."),
                        (self.values[0], names))
        elif self.field and self.reason is not None:
            text += " " + self._where(game_title)
        elif self.field and self.damage is Damage.SOME_VALUES:
            keys = dict.fromkeys(setting_words(key, game_title)
                                 for key in self.field.split(", "))  # one per thing said
            text += " " + fill(translate("Storage", "Set back in “%1”: %2."),
                               (self.path.name, ", ".join(keys)))
        elif self.field:
            text += " " + fill(translate("Storage", "Left out of “%1”: %2."),
                               (self.path.name, self.field))
            text += "".join(" " + part._where() for part in self.parts[:PARTS_SAID]
                            if part.field and part.reason is not None)
        elif self.reason is not None:
            text += " " + fill(translate("Storage", "In “%1”: %2"), (
                self.path.name, self._why()))
        if self.damage is Damage.NOT_A_FILE and self.left:
            text += " " + translate("Storage", "“%1” was left where it is, neither read nor "
                                               "moved; the game goes on without it.").replace(
                "%1", self.path.name)
        elif self.damage is Damage.NOT_A_FILE:
            text += " " + translate("Storage", "Choose a saved game or a record.")
        if self.backup is not None and self.copied:
            kept = translate("Storage", "A copy of the file as it was is kept as “%1”.")
            text += " " + kept.replace("%1", self.backup.name)
        elif self.backup is not None:
            kept = translate("Storage", "It was kept aside as “%1”; nothing else was changed.")
            text += " " + kept.replace("%1", self.backup.name)
        return text

    def _where(self, game_title: Callable[[str], str] | None = None) -> str:
        """Where the refused value is and why: "In “x.json” (the name of player 3): …";
        a part with no words of its own is not named ("seats[2]" meant nothing to a
        player)."""
        assert self.reason is not None
        part = part_words(self.field, game_title)
        if not part:
            return fill(translate("Storage", "In “%1”: %2"), (self.path.name, self._why()))
        return fill(translate("Storage", "In “%1” (%2): %3"), (
            self.path.name, part, self._why()))

    def _why(self) -> str:
        """The reason's sentence with its values: a wrong kind names both kinds ("a
        whole number where a list belongs"), not the kinds it most often is."""
        if self.reason is Reason.TYPE and len(self.values) == 2:
            got, wanted = (_kind(value) for value in self.values)
            if got and wanted:
                return fill(translate("Storage", "a value is of the wrong kind: %1 where %2 "
                                                 "belongs."), (got, wanted))
        assert self.reason is not None
        return fill(_reason(self.reason), self.values)


class FileDamaged(Exception):
    """A file that cannot be used; ``problem`` says why (``backup`` is not set yet)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem.path}: {problem.damage.value}: {problem.detail}")
        self.problem = problem


class NotARegularFile(OSError):
    """A write's target that is there and no regular file (a FIFO, a device, a folder):
    never written over, nor opened (``files.write_atomic``)."""


def write_failure(error: OSError) -> str:
    """Why a write failed, in plain words: "the disk is full" for ``ENOSPC``, and so on."""
    if isinstance(error, NotARegularFile):
        # The file's own name: the autosave's line names the data folder it could not
        # save in, and "that name is a folder" read as if the data folder were the fault.
        return translate("Storage", "“%1” is a folder, a pipe or a device, not a regular "
                                    "file").replace("%1", Path(error.filename or "").name)
    code = error.errno
    if code in (errno.ENOSPC, errno.EDQUOT):
        return translate("Storage", "the disk is full")
    if code == errno.EROFS:
        return translate("Storage", "the disk is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return translate("Storage", "you are not allowed to write in that folder")
    if code == errno.EIO:
        return translate("Storage", "the disk reported an error")
    if code == errno.EBUSY:
        return translate("Storage", "another window of the game keeps the games now")
    if code == errno.ENOENT:  # a link to a folder not there (a drive not mounted now)
        return translate("Storage", "the folder it is written in is not there")
    if code == errno.ELOOP:
        return translate("Storage", "its symbolic links point to each other in a loop")
    if code in (errno.EEXIST, errno.ENOTDIR):
        return translate("Storage", "a file stands where the folder should be")
    return translate("Storage", "the system refused to write it")
