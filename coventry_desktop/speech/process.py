"""The game's handle on the speech helper process (``speech.server``).

Why a process: measured on Debian 12 with speech-dispatcher and no sound card, creating
the default engine blocked for 4-5 s (daemon autospawn), a stuck daemon made the
constructor never return, and an engine call that hung in a worker *thread* still froze
the window, because it kept Python's GIL. A helper process cannot freeze the game, and
it is killed when the game no longer needs it.

:class:`ProcessEngine` offers :class:`~coventry_desktop.speech.QtSpeaker` the same small
interface as ``QTextToSpeech`` (``say``, ``stop``, ``state``, ``stateChanged``,
``availableLocales``, ``locale``, ``setLocale``), plus ``loading``, ``loaded`` and
``shutdown``. Every call returns at once.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

from PySide6.QtCore import QByteArray, QLocale, QObject, QProcess, Signal

log = logging.getLogger(__name__)

LEAVE_MS = 300
"""How long the helper may take to leave once its input is closed."""
GRACE_MS = 1000
"""How long it may take after SIGTERM before SIGKILL."""


def helper_command(engine: str = "", *extra: str) -> tuple[str, list[str]]:
    """The program and arguments that start the helper (a bundle runs itself)."""
    arguments = [*(["--engine", engine] if engine else []), *extra]
    if getattr(sys, "frozen", False):  # PyInstaller: the app binary dispatches the subcommand
        return sys.executable, ["speech-server", *arguments]
    return sys.executable, ["-m", "coventry_desktop.speech.server", *arguments]


class ProcessEngine(QObject):
    """A text-to-speech engine in a helper process.

    Args:
        engine: the QTextToSpeech engine name ("" for the system's, "mock" in tests).
        extra: more helper arguments (tests: ``--start-delay-ms``).

    Signals:
        stateChanged(state): the engine's ``QTextToSpeech.State``.
        loaded(): the engine is ready (``state()`` Ready) or failed (``state()`` Error).
    """

    stateChanged = Signal(object)
    loaded = Signal()

    def __init__(self, engine: str = "", *extra: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtTextToSpeech import QTextToSpeech

        self._states = QTextToSpeech.State
        self.loading = True
        self.error = ""
        self._state = QTextToSpeech.State.Ready
        self._locales: list[QLocale] = []
        self._locale = QLocale()
        self._buffer = b""
        self._closing = False
        self._process = QProcess(self)
        self._process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        self._process.readyReadStandardOutput.connect(self._read)
        self._process.finished.connect(self._finished)
        self._process.errorOccurred.connect(self._process_error)
        program, arguments = helper_command(engine, *extra)
        self._process.start(program, arguments)

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
        """Send ``text`` to the helper; returns at once."""
        self._send({"say": text, "locale": self._locale.name()})

    def stop(self) -> None:
        """Ask the helper to stop speaking; returns at once."""
        self._send({"stop": True})

    def shutdown(self) -> None:
        """End the helper: close its input; if it has not left within
        ``LEAVE_MS``, SIGTERM; after ``GRACE_MS`` more, SIGKILL. Returns once it is gone
        (at most about a second and a half)."""
        if self._process.state() == QProcess.ProcessState.NotRunning:
            return
        self._closing = True
        self._process.closeWriteChannel()
        if self._process.waitForFinished(LEAVE_MS):
            return
        self._process.terminate()  # SIGTERM
        if self._process.waitForFinished(GRACE_MS):
            return
        log.warning("the speech helper ignored SIGTERM; killing it")
        self._process.kill()  # SIGKILL
        self._process.waitForFinished(1000)

    def _send(self, message: dict[str, Any]) -> None:
        if self._process.state() != QProcess.ProcessState.Running:
            return
        line = json.dumps(message, ensure_ascii=False) + "\n"
        self._process.write(QByteArray(line.encode("utf-8")))

    def _read(self) -> None:
        self._buffer += bytes(self._process.readAllStandardOutput().data())
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            self._handle(message)

    def _handle(self, message: dict[str, Any]) -> None:
        event = message.get("event")
        if event == "loaded":
            self._locales = [QLocale(name) for name in message.get("locales", [])]
            self.loading = False
            self.loaded.emit()
        elif event == "failed":
            self._fail(str(message.get("error", "")))
        elif event == "state":
            state = getattr(self._states, str(message.get("state")), None)
            if state is not None:
                self._state = state
                self.stateChanged.emit(state)

    def _fail(self, error: str) -> None:
        log.info("no text-to-speech engine: %s", error)
        self.error = error
        self._state = self._states.Error
        if self.loading:
            self.loading = False
            self.loaded.emit()
        else:
            self.stateChanged.emit(self._state)

    def _finished(self, *_args: object) -> None:
        if not self._closing and self._state != self._states.Error:
            self._fail("the speech helper ended")

    def _process_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._fail("the speech helper did not start")
