"""Calls spoken aloud: a small ``Speaker`` interface over Qt's ``QTextToSpeech``.

Speech is optional (``pip install coventry-desktop[speech]`` brings the PySide6-Addons
wheel with QtTextToSpeech). Without it, or without an engine or a voice for the calls
language, every speaker still accepts ``say`` and the caller shows the text with
:meth:`Speaker.note` ("No French voice on this system."): play never waits for speech.

Rules the issue (#7) fixes and this module keeps:
- the voice's locale follows the *calls* language passed to ``say``, not the UI language;
- calls are queued, so one call never cuts off the previous one;
- ``say`` never blocks: it appends to a queue and returns;
- a watchdog moves on when an engine never returns to ready (a stuck speech-dispatcher),
  and after two such calls in a row the engine counts as stuck until it answers again;
- the engine itself lives in a helper process (``speech.process``, ``speech.server``):
  creating one can take seconds, or forever, and the window must not wait for it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from .qt_speaker import MAX_WAITING, STUCK_AFTER, QtSpeaker, watchdog_ms
from .speakers import DeferredSpeaker, FakeSpeaker, SilentSpeaker, Speaker

__all__ = [
    "MAX_WAITING", "STUCK_AFTER", "DeferredSpeaker", "FakeSpeaker", "QtSpeaker", "SilentSpeaker",
    "Speaker", "make_speaker", "watchdog_ms",
]


def make_speaker(engine: str | None = None, parent: QObject | None = None) -> Speaker:
    """The best speaker this system offers.

    Args:
        engine: a QTextToSpeech engine name (``"mock"`` in tests); ``None`` for the
            platform's default.

    Returns:
        A :class:`SilentSpeaker` when the ``speech`` extra is not installed; else a
        :class:`QtSpeaker` at once, whose engine loads in a helper process (its note
        says "No speech engine on this system." if none loads). Never raises, never blocks.
    """
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech  # noqa: F401 - is the extra there?
    except ImportError as error:
        # A wheel that is there but cannot load names the system library it lacks
        # ("libpulse.so.0: cannot open shared object file"); say that, not "not installed".
        library = str(error).partition(":")[0] if ".so" in str(error) else ""
        if library:
            return SilentSpeaker(QCoreApplication.translate(
                "Speaker", "Speech needs the system library %1, which is missing "
                "(make run installs it).").replace("%1", library), parent)
        return SilentSpeaker(QCoreApplication.translate(
            "Speaker", "Speech is not installed (pip install coventry-desktop[speech])."), parent)
    from .process import ProcessEngine

    helper = ProcessEngine(engine or "")
    speaker = QtSpeaker(helper, parent=parent)
    helper.setParent(speaker)
    return speaker
