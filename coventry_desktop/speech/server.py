"""The speech helper process: one ``QTextToSpeech`` engine driven by JSON lines on stdin.

Started by :class:`coventry_desktop.speech.process.ProcessEngine`, never by a person.
Speech lives in its own process because an engine can hang inside a call that keeps
Python's GIL (seen with speech-dispatcher and no sound card): in a thread of the game
that froze the window; in a process of its own the game never notices, and the helper
can be killed.

Protocol, one JSON object per line:
    in:  {"say": "Вот дама, хороша собой", "locale": "ru_RU"}   {"stop": true}
    out: {"event": "loaded", "locales": ["en_GB", ...]}   {"event": "failed", "error": "..."}
         {"event": "state", "state": "Speaking"}           (QTextToSpeech.State names)

The pseudo-engine ``test-stuck`` starts speaking and never finishes (tests use it to
play a hung engine); ``--start-delay-ms`` plays a slow start; ``--hang-at-exit`` plays a
helper that neither leaves when its input closes nor on SIGTERM (only SIGKILL ends it).

The helper ends with the game: when its input closes, on SIGTERM, and (Linux) when the
game's process dies, even by SIGKILL (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import signal
import sys
import threading
import time
from typing import Any

STUCK_ENGINE = "test-stuck"


def _send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()


class _StuckEngine:
    """Says it is speaking, then never says anything again."""

    def availableLocales(self) -> list[Any]:  # QTextToSpeech's name
        from PySide6.QtCore import QLocale

        return [QLocale("en_GB"), QLocale("fr_FR"), QLocale("ru_RU")]

    def say(self, _text: str) -> None:
        _send({"event": "state", "state": "Speaking"})

    def setLocale(self, _locale: Any) -> None:  # QTextToSpeech's name
        pass

    def stop(self) -> None:
        pass


def _end_with_the_game(hang: bool) -> None:
    """SIGTERM ends the helper at once (it keeps nothing); on Linux so does the death of
    the game's process. ``hang``: ignore SIGTERM instead (tests).

    The system's default action, not a Python handler: a Python handler would run only
    when the Qt event loop next calls Python, which an idle helper may never do; and a
    library (a speech daemon's) that set SIGTERM aside is overruled."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN if hang else signal.SIG_DFL)
    if sys.platform.startswith("linux") and not hang:
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, int(signal.SIGTERM), 0, 0, 0)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass  # no prctl: the closed input still ends it


def main(argv: list[str] | None = None) -> int:
    """Run the helper until stdin closes, then end the process with the event loop's
    status (``os._exit``: nothing is torn down); returns a status only when the engine
    could not start."""
    parser = argparse.ArgumentParser(prog="coventry-desktop speech-server")
    parser.add_argument("--engine", default="", help="QTextToSpeech engine; default: the system's")
    parser.add_argument("--start-delay-ms", type=int, default=0, help="tests: a slow start")
    parser.add_argument("--hang-at-exit", action="store_true", help="tests: a helper that "
                        "ignores its closed input and SIGTERM")
    options = parser.parse_args(argv)
    _end_with_the_game(options.hang_at_exit)

    from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

    app = QCoreApplication([sys.argv[0]])
    time.sleep(options.start_delay_ms / 1000)
    engine: Any
    if options.engine == STUCK_ENGINE:
        engine = _StuckEngine()
    else:
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as error:
            _send({"event": "failed", "error": str(error)})
            return 1
        engine = QTextToSpeech(options.engine) if options.engine else QTextToSpeech()
        if engine.state() == QTextToSpeech.State.Error:
            _send({"event": "failed", "error": engine.errorString()})
            return 1
        engine.stateChanged.connect(lambda state: _send({"event": "state", "state": state.name}))
    _send({"event": "loaded", "locales": [loc.name() for loc in engine.availableLocales()]})

    class Inbox(QObject):
        line = Signal(str)

    inbox = Inbox()

    def handle(line: str) -> None:
        if not line:  # stdin closed: the game has gone
            if not options.hang_at_exit:
                app.quit()
            return
        try:
            message = json.loads(line)
        except ValueError:
            return
        if "say" in message:
            if message.get("locale"):
                engine.setLocale(QLocale(str(message["locale"])))
            engine.say(str(message["say"]))
        elif message.get("stop"):
            engine.stop()

    inbox.line.connect(handle)

    def read() -> None:  # blocking reads off the Qt thread; the signal crosses over
        for line in sys.stdin:
            inbox.line.emit(line)
        inbox.line.emit("")

    threading.Thread(target=read, daemon=True).start()
    status = app.exec()
    # The helper keeps nothing, so it leaves without tearing Qt and the speech engine down:
    # their destructors at interpreter exit (in Python's order, the reader thread just
    # done) crashed about one exit in 40 with SIGSEGV, which the game saw as a crash.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


if __name__ == "__main__":
    sys.exit(main())
