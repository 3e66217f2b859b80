"""``QtSpeaker``: a text-to-speech engine behind a queue and a watchdog."""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer

from .speakers import Speaker, no_voice_note

log = logging.getLogger(__name__)

# The three calls languages (coventry_desktop.games.coventry.calls.LANGUAGES) mapped to the QLocale
# language a voice must speak; the territory is a preference, not a requirement.
_LOCALE_LANGUAGES = {
    "en": QLocale.Language.English,
    "ru": QLocale.Language.Russian,
    "fr": QLocale.Language.French,
}


MAX_WAITING = 2
"""Calls that may wait behind the one being spoken."""

STUCK_AFTER = 2
"""Watchdog timeouts in a row after which the engine counts as stuck."""


def watchdog_ms(text: str) -> int:
    """How long a call may take before the watchdog gives up on it, in milliseconds.

    A generous bound: 3 s plus 150 ms per character (a slow voice says about 10
    characters a second), so only an engine that never comes back trips it.
    """
    return 3000 + 150 * len(text)


class QtSpeaker(Speaker):
    """A ``QTextToSpeech`` engine behind a queue and a watchdog.

    Args:
        engine: a ``QTextToSpeech`` (or an object with its ``say``, ``stop``, ``state``,
            ``stateChanged``, ``availableLocales``, ``setLocale`` and ``locale``).
        timeout: milliseconds allowed for one text (default :func:`watchdog_ms`).
    """

    def __init__(self, engine: Any, *, timeout: Callable[[str], int] = watchdog_ms,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtTextToSpeech import QTextToSpeech

        self._ready = QTextToSpeech.State.Ready
        self._failed = QTextToSpeech.State.Error
        self._engine = engine
        self._timeout = timeout
        self._queue: deque[tuple[str, str]] = deque()
        self._current: str | None = None
        self._locales: dict[str, QLocale | None] = {}
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._give_up)
        engine.stateChanged.connect(self._on_state)
        if hasattr(engine, "loaded"):  # a ProcessEngine reports when it is there
            engine.loaded.connect(self._on_loaded)
        self._stuck = False
        self._missed_in_a_row = 0
        self.gave_up = 0  # calls abandoned by the watchdog, for tests and the log
        self.dropped = 0  # waiting calls dropped because the table moved on

    def say(self, text: str, language: str) -> None:
        """Queue the call; it starts when every earlier call has finished.

        At most :data:`MAX_WAITING` calls wait: bots play faster than rhymes are said,
        so the oldest waiting call is dropped rather than letting the voice fall ever
        further behind the table. The call being spoken is never cut off.
        """
        if not self.is_enabled() or not text or self.note(language):
            return
        # While idle, the queue's head is about to start: it counts as being spoken.
        starting = 1 if self._current is None and self._queue else 0
        while len(self._queue) - starting >= MAX_WAITING:
            self.dropped += 1
            del self._queue[starting]
        self._queue.append((text, language))
        if self._current is None:
            # Started from the event loop, not from inside the caller's slot: a
            # synchronous engine must not re-enter the controller that called us.
            QTimer.singleShot(0, self._next)

    def clear(self) -> None:
        """Drop the queued calls; stop the current one if speech was switched off."""
        self._queue.clear()
        if not self.is_enabled() and self._current is not None:
            self._current = None
            self._watchdog.stop()
            self._engine.stop()

    def pending(self) -> int:
        """Queued calls plus the one being spoken."""
        return len(self._queue) + (self._current is not None)

    def shutdown(self) -> None:
        """Drop the queue and end the engine's thread, if it has one."""
        self._queue.clear()
        self._watchdog.stop()
        self._current = None
        stop = getattr(self._engine, "shutdown", None)
        if stop is not None:
            stop()

    def note(self, language: str) -> str:
        """``""`` when a voice speaks ``language``; else "No French voice on this system.".

        While the engine is still loading the answer is ``""`` (calls wait for it), and
        :attr:`notesChanged` fires once it is known.
        """
        if getattr(self._engine, "loading", False):
            return ""
        if self._stuck:
            return QCoreApplication.translate("Speaker", "The speech engine does not respond.")
        if self._engine.state() == self._failed:
            return QCoreApplication.translate("Speaker", "No speech engine on this system.")
        return "" if self._locale_for(language) is not None else no_voice_note(language)

    def _locale_for(self, language: str) -> QLocale | None:
        if language not in self._locales:
            wanted = _LOCALE_LANGUAGES.get(language)
            matches = [loc for loc in self._engine.availableLocales() if loc.language() == wanted]
            # Prefer the language's main territory (fr_FR over fr_CA), else any match.
            preferred = QLocale(wanted).name() if wanted is not None else ""
            matches.sort(key=lambda loc: loc.name() != preferred)
            self._locales[language] = matches[0] if matches else None
        return self._locales[language]

    def _next(self) -> None:
        if self._current is not None or not self._queue or getattr(self._engine, "loading",
                                                                   False):
            return
        text, language = self._queue.popleft()
        locale = self._locale_for(language)
        if locale is not None and self._engine.locale() != locale:
            self._engine.setLocale(locale)
        self._current = text
        self._watchdog.start(self._timeout(text))
        self._engine.say(text)

    def _on_loaded(self) -> None:
        self._locales.clear()
        self.notesChanged.emit()
        if self._engine.state() == self._failed:
            self._queue.clear()
        self._next()

    def _on_state(self, state: Any) -> None:
        if state == self._ready:  # finished something: it is not stuck
            self._missed_in_a_row = 0
            if self._stuck:  # it answers again
                self._stuck = False
                self.notesChanged.emit()
        if self._current is None:
            return
        if state == self._ready or state == self._failed:
            if state == self._failed:
                log.warning("speech engine failed on %r", self._current)
            self._finish()

    def _give_up(self) -> None:
        if self._current is None:
            return
        log.warning("speech engine never returned to ready; skipped %r", self._current)
        self.gave_up += 1
        self._missed_in_a_row += 1
        self._engine.stop()
        if self._missed_in_a_row >= STUCK_AFTER and not self._stuck:
            # Stop feeding an engine that answers nothing; the panel says why.
            self._stuck = True
            self._queue.clear()
            self.notesChanged.emit()
        self._finish()

    def _finish(self) -> None:
        text, self._current = self._current, None
        self._watchdog.stop()
        if text is not None:
            self.spoken.emit(text)
        if self._queue:
            QTimer.singleShot(0, self._next)
