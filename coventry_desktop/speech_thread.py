"""A ``QTextToSpeech`` engine living in its own thread, so no engine can freeze the window.

Measured on Debian 12 with speech-dispatcher and no sound card: creating the default
engine autospawns the daemon and blocks for about 5 s; with a daemon stuck on its
audio output, the constructor never returns at all. Every engine call therefore runs in
a worker thread, and :class:`ThreadedEngine` gives :class:`~coventry_desktop.speech.QtSpeaker`
the same small interface as ``QTextToSpeech`` (``say``, ``stop``, ``state``,
``stateChanged``, ``availableLocales``, ``locale``, ``setLocale``) through queued
signals. Until the engine has loaded, ``loading`` is true.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QThread, Signal, Slot

log = logging.getLogger(__name__)

SHUTDOWN_WAIT_MS = 1000
"""How long quitting waits for the speech thread before abandoning a stuck engine."""


class _Worker(QObject):
    """Owns the engine; all of its methods run in the speech thread."""

    loaded = Signal(object, str)  # locale names (None: failed), error text
    stateChanged = Signal(object)

    def __init__(self, factory: Callable[[], Any]) -> None:
        super().__init__()
        self._factory = factory
        self._engine: Any = None

    @Slot()
    def start(self) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        try:
            engine = self._factory()
            if engine.state() == QTextToSpeech.State.Error:
                self.loaded.emit(None, engine.errorString())
                return
            engine.setParent(self)
            engine.stateChanged.connect(self._relay_state)
            names = [locale.name() for locale in engine.availableLocales()]
        except Exception as error:  # a broken plug-in must not take the app down
            log.exception("text-to-speech engine failed to start")
            self.loaded.emit(None, str(error))
            return
        self._engine = engine
        self.loaded.emit(names, "")

    def _relay_state(self, state: Any) -> None:
        self.stateChanged.emit(state)

    @Slot(str, str)
    def say(self, text: str, locale_name: str) -> None:
        if self._engine is None:
            return
        if locale_name and self._engine.locale().name() != locale_name:
            self._engine.setLocale(QLocale(locale_name))
        self._engine.say(text)

    @Slot()
    def stop(self) -> None:
        if self._engine is not None:
            self._engine.stop()


class ThreadedEngine(QObject):
    """The GUI thread's handle on an engine created and driven in a worker thread.

    Args:
        factory: makes the ``QTextToSpeech``; called in the worker thread.

    Signals:
        stateChanged(state): the engine's ``QTextToSpeech.State``.
        loaded(): the engine is ready (``state()`` Ready) or failed (``state()`` Error).
    """

    stateChanged = Signal(object)
    loaded = Signal()
    _start = Signal()
    _say = Signal(str, str)
    _stop = Signal()

    def __init__(self, factory: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtTextToSpeech import QTextToSpeech

        self._states = QTextToSpeech.State
        self.loading = True
        self.error = ""
        self._state = QTextToSpeech.State.Ready
        self._locales: list[QLocale] = []
        self._locale = QLocale()
        self._thread = QThread()
        self._thread.setObjectName("speech")
        self._worker = _Worker(factory)
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._start.connect(self._worker.start)
        self._say.connect(self._worker.say)
        self._stop.connect(self._worker.stop)
        self._worker.loaded.connect(self._on_loaded)
        self._worker.stateChanged.connect(self._on_state)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        # A QThread destroyed while running aborts the process: stop it with its owner.
        self.destroyed.connect(functools.partial(_stop_thread, self._thread))
        self._thread.start()
        self._start.emit()

    def state(self) -> Any:
        """The engine's last reported state (Ready while loading)."""
        return self._state

    def availableLocales(self) -> list[QLocale]:  # QTextToSpeech's name
        """The engine's locales (empty while loading or after a failure)."""
        return list(self._locales)

    def locale(self) -> QLocale:
        """The locale the next ``say`` uses."""
        return self._locale

    def setLocale(self, locale: QLocale) -> None:  # QTextToSpeech's name
        """Use ``locale`` from the next ``say`` on."""
        self._locale = locale

    def say(self, text: str) -> None:
        """Ask the worker to speak ``text``; returns at once."""
        self._say.emit(text, self._locale.name())

    def stop(self) -> None:
        """Ask the worker to stop speaking; returns at once, even if the engine is stuck."""
        self._stop.emit()

    def shutdown(self) -> None:
        """End the speech thread; a stuck engine is abandoned after a short wait."""
        _stop_thread(self._thread)

    def _on_loaded(self, locale_names: list[str] | None, error: str) -> None:
        self.loading = False
        if locale_names is None:
            self.error = error
            self._state = self._states.Error
            log.info("no text-to-speech engine: %s", error)
        else:
            self._locales = [QLocale(name) for name in locale_names]
        self.loaded.emit()

    def _on_state(self, state: Any) -> None:
        self._state = state
        self.stateChanged.emit(state)


def _stop_thread(thread: QThread, *_args: object) -> None:
    try:
        if not thread.isRunning():
            return
    except RuntimeError:  # already deleted at interpreter exit
        return
    thread.quit()
    if not thread.wait(SHUTDOWN_WAIT_MS):
        log.warning("speech engine did not stop; abandoning its thread")
        thread.terminate()
        thread.wait(SHUTDOWN_WAIT_MS)
