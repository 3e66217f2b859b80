"""The ``Speaker`` interface and the speakers that need no engine: silent, fake, deferred."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal


def no_voice_note(language: str) -> str:
    """The note "No French voice on this system.", in the UI language."""
    # Whole sentences per language (STYLE.md rule 9): no "no %1 voice" glued from a name.
    notes = {
        "en": QCoreApplication.translate("Speaker", "No English voice on this system."),
        "ru": QCoreApplication.translate("Speaker", "No Russian voice on this system."),
        "fr": QCoreApplication.translate("Speaker", "No French voice on this system."),
    }
    return notes.get(language, QCoreApplication.translate("Speaker", "No voice on this system."))


class Speaker(QObject):
    """What the rhyme panel and the drill talk to; see :func:`make_speaker`.

    Signals:
        spoken(str): a call was finished (or given up by the watchdog); the text.
        enabledChanged(bool): the speech toggle changed.
        notesChanged(): :meth:`note` may say something else now (the engine loaded,
            got stuck, or came back).
    """

    spoken = Signal(str)
    enabledChanged = Signal(bool)
    notesChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = True

    def is_enabled(self) -> bool:
        """Whether ``say`` speaks at all (the View menu and panel toggle)."""
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Turn speech on or off; turning it off drops the calls still queued."""
        if enabled == self._enabled:
            return
        self._enabled = enabled
        if not enabled:
            self.clear()
        self.enabledChanged.emit(enabled)

    def say(self, text: str, language: str) -> None:
        """Queue ``text`` to be spoken in ``language`` ("en", "ru", "fr"); returns at once.

        The base speaker is silent; each engine's speaker speaks.
        """

    def clear(self) -> None:
        """Drop the queued calls (a new game, a closed dialog); the current one may finish."""

    def note(self, language: str) -> str:
        """Why ``language`` cannot be heard here, for the panel; ``""`` when it can."""
        return ""

    def pending(self) -> int:
        """How many calls are queued or being spoken."""
        return 0

    def shutdown(self) -> None:
        """Let go of the engine (the window closes); later calls are dropped."""


class SilentSpeaker(Speaker):
    """No speech at all: the Addons wheel is missing or no engine loads.

    Args:
        reason: the note shown next to every call, already translated.
    """

    def __init__(self, reason: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reason = reason

    def say(self, text: str, language: str) -> None:
        """Do nothing: the caller shows the text with :meth:`note`."""

    def note(self, language: str) -> str:
        """The same reason for every language."""
        return self._reason


class FakeSpeaker(Speaker):
    """For tests: records what would be said, and finishes each call at once.

    Attributes:
        said: ``(text, language)`` pairs in the order ``say`` was called while enabled.
        voiceless: languages for which :meth:`note` reports no voice.
    """

    def __init__(self, voiceless: tuple[str, ...] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.said: list[tuple[str, str]] = []
        self.voiceless = voiceless

    def say(self, text: str, language: str) -> None:
        """Record the call and emit ``spoken`` (when enabled and a voice exists)."""
        if not self.is_enabled() or language in self.voiceless:
            return
        self.said.append((text, language))
        self.spoken.emit(text)

    def note(self, language: str) -> str:
        """The no-voice note for the languages listed in ``voiceless``."""
        return no_voice_note(language) if language in self.voiceless else ""


class DeferredSpeaker(Speaker):
    """Makes the real speaker only when speech is first switched on.

    The window starts with speech as the settings say (off by default), so a session
    that never speaks never starts a speech engine, its thread or its daemon.

    Args:
        factory: makes the real speaker (:func:`make_speaker`).
        enabled: whether speech starts on.
    """

    def __init__(self, factory: Callable[[], Speaker], *, enabled: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factory = factory
        self._real: Speaker | None = None
        self._enabled = False
        if enabled:
            self.set_enabled(True)

    @property
    def real(self) -> Speaker | None:
        """The speaker made so far, or ``None`` while speech was never on."""
        return self._real

    def set_enabled(self, enabled: bool) -> None:
        """Switch speech on (making the real speaker the first time) or off."""
        if enabled and self._real is None:
            self._real = self._factory()
            self._real.setParent(self)
            self._real.spoken.connect(self.spoken)
            self._real.notesChanged.connect(self.notesChanged)
        if self._real is not None:
            self._real.set_enabled(enabled)
        super().set_enabled(enabled)

    def say(self, text: str, language: str) -> None:
        """Forward to the real speaker while speech is on."""
        if self.is_enabled() and self._real is not None:
            self._real.say(text, language)

    def clear(self) -> None:
        """Forward to the real speaker."""
        if self._real is not None:
            self._real.clear()

    def note(self, language: str) -> str:
        """The real speaker's note while speech is on; ``""`` while it is off."""
        if self.is_enabled() and self._real is not None:
            return self._real.note(language)
        return ""

    def pending(self) -> int:
        """Calls queued in the real speaker."""
        return self._real.pending() if self._real is not None else 0

    def shutdown(self) -> None:
        """Forward to the real speaker."""
        if self._real is not None:
            self._real.shutdown()
