"""Typed setting fields: each parses what QSettings returns and clamps it.

An INI file gives back strings (``"9"``, ``"true"``), a list for a value with a
comma, or a ``QByteArray``; a value set in this process comes back as written.
Each field accepts all of these, and anything else is replaced by its default.

Each field's ``schema`` is its typed, bounded value as msgspec knows it (as the JSON
files' ``storage.schema``); ``refusal`` says, in a ``Reason``, why a stored value is not
one (a number out of range or of 5,000 digits, a word no choice has, a name too long or
with control characters), so ``Settings`` can report it rather than only log it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Annotated, Any, Generic, Literal, Protocol, TypeVar

from PySide6.QtCore import QByteArray

from .problems import Reason

# msgspec and the schema are imported where a stored value is checked: a start without a
# settings file (the first) needs neither before its first table (#25).


class Settings(Protocol):
    """What a field needs of the settings object it lives on (``storage.settings.Settings``)."""

    def raw(self, key: str) -> Any:
        """The stored value of ``key`` as QSettings returns it, or None."""
        ...

    def warn(self, key: str, raw: Any, used: Any) -> None:
        """Log that ``raw`` at ``key`` was unusable and ``used`` was taken instead."""
        ...

    def store(self, key: str, value: object) -> None:
        """Write ``value`` at ``key``."""
        ...

T = TypeVar("T")


class Field(ABC, Generic[T]):
    """A descriptor for one key: reading gives a clean ``T``, writing stores a clean ``T``."""

    def __init__(self, key: str, default: T) -> None:
        self.key = key
        self.default = default

    @abstractmethod
    def parse(self, raw: Any) -> T | None:
        """The value in range, or ``None`` when ``raw`` cannot be read at all."""

    def clean(self, value: T) -> T:
        """Bring a readable value into range (identity by default)."""
        return value

    def encode(self, value: T) -> object:
        """What to hand to ``QSettings.setValue``."""
        return value

    def schema(self) -> Any:
        """The field's value as a msgspec type with its bounds; None for opaque bytes."""
        return None

    def refusal(self, raw: Any) -> Reason | None:
        """Why ``raw`` (as QSettings returns it) is not a value of the field's schema, or
        None when it is one (a value set in this process is checked as written)."""
        schema = self.schema()
        if schema is None:
            return None
        value = _text(raw) if not isinstance(raw, bool | int) else raw
        if value is None:
            return Reason.TYPE
        import msgspec

        from .schema import reason_of

        try:
            msgspec.convert(value, schema, strict=False)  # "9" is 9 and "true" True
        except msgspec.ValidationError as error:
            return reason_of(str(error))
        return None

    def read(self, settings: Settings) -> T:
        """The stored value, parsed and in range; the default (logged) otherwise."""
        raw = settings.raw(self.key)
        if raw is None:
            return self.default
        value = self.parse(raw)
        if value is None:
            settings.warn(self.key, raw, self.default)
            return self.default
        cleaned = self.clean(value)
        if cleaned != value:
            settings.warn(self.key, raw, cleaned)
        return cleaned

    def write(self, settings: Settings, value: T) -> None:
        """Store ``value``, clamped to the range."""
        settings.store(self.key, self.encode(self.clean(value)))

    def __get__(self, settings: Settings | None, owner: type) -> T:
        if settings is None:
            raise AttributeError(self.key)
        return self.read(settings)

    def __set__(self, settings: Settings, value: T) -> None:
        self.write(settings, value)


def _text(raw: Any) -> str | None:
    if isinstance(raw, str):
        return raw
    if isinstance(raw, list) and all(isinstance(part, str) for part in raw):
        return ",".join(raw)  # INI splits an unquoted "a,b" into a list
    return None


class IntField(Field[int]):
    """A whole number clamped to ``lo..hi``."""

    def __init__(self, key: str, default: int, lo: int, hi: int) -> None:
        super().__init__(key, default)
        self.lo, self.hi = lo, hi

    def parse(self, raw: Any) -> int | None:
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        text = _text(raw)
        import msgspec

        try:  # msgspec refuses a number of any size as out of range, never converts it
            return msgspec.convert(text.strip(), int, strict=False) if text is not None \
                else None
        except msgspec.ValidationError:
            return None

    def clean(self, value: int) -> int:
        return min(self.hi, max(self.lo, value))

    def schema(self) -> Any:
        from msgspec import Meta

        return Annotated[int, Meta(ge=self.lo, le=self.hi)]


_WORDS = {"true": True, "1": True, "yes": True, "on": True,
          "false": False, "0": False, "no": False, "off": False}


class BoolField(Field[bool]):
    """``true``/``false`` (also ``1``/``0``, ``yes``/``no``, ``on``/``off``)."""

    def parse(self, raw: Any) -> bool | None:
        if isinstance(raw, bool):
            return raw
        text = _text(raw)
        return _WORDS.get(text.strip().lower()) if text is not None else None

    def schema(self) -> Any:
        return bool

    def refusal(self, raw: Any) -> Reason | None:
        return None if self.parse(raw) is not None else Reason.TYPE


class ChoiceField(Field[str]):
    """One of a fixed set of strings; ``default`` may be ``""`` meaning "not chosen"."""

    def __init__(self, key: str, default: str, choices: tuple[str, ...]) -> None:
        super().__init__(key, default)
        self.choices = choices

    def parse(self, raw: Any) -> str | None:
        text = _text(raw) if not isinstance(raw, int) or isinstance(raw, bool) else str(raw)
        if text is None:
            return None
        text = text.strip()
        return text if text in self.choices or (text == "" and self.default == "") else None

    def refusal(self, raw: Any) -> Reason | None:
        # A choice that is a number (a series of 4 deals) comes back from QSettings as the
        # int it was set as within one process, and as text from the file: both are it.
        if isinstance(raw, int) and not isinstance(raw, bool):
            raw = str(raw)
        return super().refusal(raw)

    def schema(self) -> Any:
        allowed = (*self.choices, "") if self.default == "" else self.choices
        return Literal[allowed]  # msgspec: "Invalid enum value 'klingon'"

    def write(self, settings: Settings, value: str) -> None:
        if value not in self.choices and value != self.default:
            raise ValueError(f"{self.key} must be one of {self.choices}, not {value!r}")
        super().write(settings, value)


class TextField(Field[str]):
    """Free text without control characters, at most ``length`` characters.

    The characters refused are the schema's (``schema.CONTROL``), so a name kept here
    round-trips exactly as the statistics and records keep it (joined emoji included)."""

    def __init__(self, key: str, default: str, length: int) -> None:
        super().__init__(key, default)
        self.length = length

    def parse(self, raw: Any) -> str | None:
        return _text(raw)

    def clean(self, value: str) -> str:
        from .schema import CONTROL

        return CONTROL.sub("", value).strip()[: self.length]

    def schema(self) -> Any:
        from msgspec import Meta

        from .schema import PRINTABLE

        return Annotated[str, Meta(max_length=self.length, pattern=PRINTABLE)]


class BytesField(Field[QByteArray]):
    """Opaque bytes such as ``QWidget.saveGeometry()``; empty when missing or unreadable."""

    def __init__(self, key: str) -> None:
        super().__init__(key, QByteArray())

    def parse(self, raw: Any) -> QByteArray | None:
        if isinstance(raw, QByteArray):
            return raw
        if isinstance(raw, bytes | bytearray):
            return QByteArray(bytes(raw))
        return None
