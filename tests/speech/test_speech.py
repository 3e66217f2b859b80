"""Spoken calls (issue #7): queue, locale by calls language, no-voice note, watchdog.

Qt's ``mock`` text-to-speech engine speaks English (en_GB, en_US) but neither French nor
Russian, takes about 100 ms a word, and returns to ready by itself, so these tests see
a real QTextToSpeech state machine without sound; the order of queued calls is tested on
a fake clock (``ClockEngine``), so it does not depend on how fast the machine is.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QObject, QTimer, Signal

from coventry_desktop.speech import (
    DeferredSpeaker,
    FakeSpeaker,
    QtSpeaker,
    SilentSpeaker,
    make_speaker,
)

try:
    from PySide6 import QtTextToSpeech
except ImportError as error:
    # Either the speech extra (PySide6-Addons) is missing, or a system library it loads
    # (libpulse.so.0 on Linux) is; the reason names which, and `make test` installs the
    # library where it may (packaging/system_deps.py).
    pytest.skip(f"QtTextToSpeech cannot be loaded: {error}", allow_module_level=True)
State = QtTextToSpeech.QTextToSpeech.State


@pytest.fixture
def mock_speaker(qapp):
    # The queue and watchdog against Qt's mock engine directly, in this thread.
    engine = QtTextToSpeech.QTextToSpeech("mock")
    speaker = QtSpeaker(engine)
    engine.setParent(speaker)
    yield speaker
    speaker.set_enabled(False)
    speaker.deleteLater()


@pytest.fixture
def threaded_speaker(qtbot):
    # What the app uses: make_speaker's engine loads and speaks in its own thread.
    speaker = make_speaker("mock")
    assert isinstance(speaker, QtSpeaker)
    with qtbot.wait_signal(speaker.notesChanged, timeout=15000):
        pass
    yield speaker
    speaker.shutdown()
    speaker.deleteLater()


def test_mock_engine_speaks_english_and_has_no_french_or_russian_voice(mock_speaker):
    assert mock_speaker.note("en") == ""
    assert mock_speaker.note("fr") == "No French voice on this system."
    assert mock_speaker.note("ru") == "No Russian voice on this system."


class ClockEngine(QObject):
    """A text-to-speech engine on a fake clock: a text takes 100 ms a word of ``now``, which
    only ``advance`` moves, so no test depends on how fast the machine speaks or runs.

    ``states_at_say`` is the engine's state each time ``say`` was called.
    """

    stateChanged = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.now = 0
        self.speaking: tuple[str, int] | None = None  # (text, the time it ends)
        self.states_at_say: list[object] = []

    def availableLocales(self):  # QTextToSpeech names
        return [QLocale("en_GB")]

    def locale(self):
        return QLocale("en_GB")

    def setLocale(self, locale):
        pass

    def state(self):
        return State.Ready if self.speaking is None else State.Speaking

    def say(self, text: str) -> None:
        self.states_at_say.append(self.state())
        self.speaking = (text, self.now + 100 * len(text.split()))
        self.stateChanged.emit(State.Speaking)

    def stop(self) -> None:
        self.speaking = None

    def advance(self, ms: int) -> None:
        """Move the clock on; the text being said ends if its time has come."""
        self.now += ms
        if self.speaking is not None and self.now >= self.speaking[1]:
            self.speaking = None
            self.stateChanged.emit(State.Ready)


def test_calls_are_queued_in_order_and_none_cuts_off_another(qtbot, qapp):
    engine = ClockEngine()
    # The watchdog (a real timer) is an hour here: only the fake clock ends a call.
    speaker = QtSpeaker(engine, timeout=lambda text: 3_600_000)
    calls = ["There's as good a Queen as can be!", "There's a Queen as good as she!",
             "There's the best of all the three!"]
    finished: list[str] = []
    speaker.spoken.connect(finished.append)
    for text in calls:
        speaker.say(text, "en")  # returns at once: nothing spoken yet
    assert speaker.pending() == 3
    assert finished == []
    for count, text in enumerate(calls, start=1):
        qtbot.waitUntil(lambda: engine.speaking is not None)
        assert engine.speaking[0] == text
        engine.advance(100)  # one word: the call goes on, nothing cuts it off
        assert engine.speaking is not None and finished == calls[:count - 1]
        engine.advance(100 * len(text.split()))
        assert finished == calls[:count]
    # Each call started only once the engine was ready again: none was cut off.
    assert engine.states_at_say == [State.Ready] * 3
    assert speaker.gave_up == 0
    assert speaker.pending() == 0


def test_voice_locale_follows_the_calls_language(qtbot, mock_speaker):
    engine = mock_speaker._engine
    engine.setLocale(QLocale("fi_FI"))
    with qtbot.wait_signal(mock_speaker.spoken, timeout=15000):
        mock_speaker.say("And there's the Earl of Coventry!", "en")
    assert engine.locale().language() == QLocale.Language.English


def test_a_call_without_a_voice_is_skipped_not_queued(mock_speaker):
    mock_speaker.say("Voici une dame de qualité", "fr")
    assert mock_speaker.pending() == 0


def test_switching_speech_off_drops_the_queue(qtbot, mock_speaker):
    toggles: list[bool] = []
    mock_speaker.enabledChanged.connect(toggles.append)
    mock_speaker.say("Snip!", "en")
    mock_speaker.say("Snap!", "en")
    mock_speaker.set_enabled(False)
    assert mock_speaker.pending() == 0
    mock_speaker.say("Snorem!", "en")
    assert mock_speaker.pending() == 0
    assert toggles == [False]


class StuckEngine(QObject):
    """A text-to-speech engine that starts speaking and never returns to ready."""

    stateChanged = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []
        self.stops = 0
        self._state = State.Ready

    def availableLocales(self):  # QTextToSpeech names
        return [QLocale("en_GB"), QLocale("ru_RU")]

    def locale(self):
        return QLocale("en_GB")

    def setLocale(self, locale):
        pass

    def state(self):
        return self._state

    def say(self, text: str) -> None:
        self.said.append(text)
        self._state = State.Speaking
        self.stateChanged.emit(State.Speaking)

    def stop(self) -> None:
        self.stops += 1


def test_watchdog_moves_on_when_the_engine_never_returns_to_ready(qtbot, qapp):
    engine = StuckEngine()
    speaker = QtSpeaker(engine, timeout=lambda text: 50)
    finished: list[str] = []
    speaker.spoken.connect(finished.append)
    speaker.say("Вот дама, хороша собой", "ru")
    speaker.say("А вот другая, ей под стать", "ru")
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=15000)
    assert finished == ["Вот дама, хороша собой", "А вот другая, ей под стать"]
    assert engine.said == finished
    assert speaker.gave_up == 2
    assert engine.stops == 2


def test_fake_speaker_records_and_reports_voiceless_languages(qapp):
    speaker = FakeSpeaker(voiceless=("fr",))
    speaker.say("Вот туз, хорош собой", "ru")
    speaker.say("Voici un as de qualité", "fr")
    assert speaker.said == [("Вот туз, хорош собой", "ru")]
    assert speaker.note("fr") == "No French voice on this system."
    speaker.set_enabled(False)
    speaker.say("Снип!", "ru")
    assert len(speaker.said) == 1


def test_silent_speaker_gives_its_reason_for_every_language(qapp):
    speaker = SilentSpeaker("No speech engine on this system.")
    speaker.say("Snip!", "en")
    assert speaker.note("en") == speaker.note("ru") == "No speech engine on this system."


def test_a_missing_engine_is_noted_once_its_helper_has_tried(qtbot):
    speaker = make_speaker("no-such-engine")
    assert speaker.note("fr") == ""  # still loading: calls would wait
    with qtbot.wait_signal(speaker.notesChanged, timeout=15000):
        pass
    assert speaker.note("fr") == "No speech engine on this system."
    speaker.say("Snip !", "fr")
    assert speaker.pending() == 0
    speaker.shutdown()


def test_threaded_engine_speaks_in_order_and_follows_the_language(qtbot, threaded_speaker):
    assert threaded_speaker.note("en") == ""
    assert threaded_speaker.note("fr") == "No French voice on this system."
    finished: list[str] = []
    threaded_speaker.spoken.connect(finished.append)
    threaded_speaker.say("Snip!", "en")
    threaded_speaker.say("Snap!", "en")
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=15000)
    assert finished == ["Snip!", "Snap!"]
    assert threaded_speaker.gave_up == 0
    assert threaded_speaker._engine.locale().language() == QLocale.Language.English


def test_a_slow_engine_never_blocks_and_calls_wait_for_it(qtbot):
    from coventry_desktop.speech.process import ProcessEngine

    engine = ProcessEngine("mock", "--start-delay-ms", "800")  # like a daemon autospawning
    speaker = QtSpeaker(engine)
    speaker.say("There's the best of all the three!", "en")
    # The window never waited: say() came back while the helper was still starting, with
    # the sentence queued (no clock: a loaded machine must not make this fail).
    assert engine.loading and speaker.pending() == 1
    with qtbot.wait_signal(speaker.spoken, timeout=15000) as blocker:
        pass
    assert blocker.args == ["There's the best of all the three!"]
    assert speaker.gave_up == 0
    speaker.shutdown()


def test_a_hung_helper_is_skipped_reported_and_never_freezes_the_window(qtbot):
    from coventry_desktop.speech.process import ProcessEngine
    from coventry_desktop.speech.server import STUCK_ENGINE

    engine = ProcessEngine(STUCK_ENGINE)
    speaker = QtSpeaker(engine, timeout=lambda text: 200)
    with qtbot.wait_signal(engine.loaded, timeout=15000):
        pass
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(speaker.gave_up))
    timer.start(20)
    for text in ("Snip!", "Snap!", "Snorem!"):
        speaker.say(text, "en")
    qtbot.waitUntil(lambda: speaker.gave_up == 2, timeout=15000)
    timer.stop()
    assert speaker.note("en") == "The speech engine does not respond."
    # The event loop kept running while the helper hung: timers fired before the first
    # sentence was given up (a freeze would have blocked them until then, or for ever).
    assert 0 in ticks
    speaker.shutdown()
    assert engine._process.state() == engine._process.ProcessState.NotRunning


def test_an_engine_that_keeps_hanging_counts_as_stuck_until_it_answers(qtbot, qapp):
    engine = StuckEngine()
    speaker = QtSpeaker(engine, timeout=lambda text: 30)
    for text in ("Snip!", "Snap!", "Snorem!"):
        speaker.say(text, "en")
    qtbot.waitUntil(lambda: speaker.gave_up == 2, timeout=15000)
    assert speaker.note("en") == "The speech engine does not respond."
    assert speaker.pending() == 0  # the third call was dropped, not fed to a dead engine
    with qtbot.wait_signal(speaker.notesChanged, timeout=15000):
        engine.stateChanged.emit(State.Ready)  # it answers again
    assert speaker.note("en") == ""


def test_the_voice_never_falls_far_behind_the_table(qtbot, mock_speaker):
    finished: list[str] = []
    mock_speaker.spoken.connect(finished.append)
    for word in ("one", "two", "three", "four", "five"):
        mock_speaker.say(word, "en")
    # "one" is about to be spoken; only the two newest wait behind it.
    assert mock_speaker.pending() == 3
    assert mock_speaker.dropped == 2
    qtbot.waitUntil(lambda: mock_speaker.pending() == 0, timeout=15000)
    assert finished == ["one", "four", "five"]


def test_deferred_speaker_makes_no_engine_until_speech_is_switched_on(qapp):
    made: list[FakeSpeaker] = []

    def factory():
        made.append(FakeSpeaker(voiceless=("fr",)))
        return made[-1]

    speaker = DeferredSpeaker(factory)
    speaker.say("Snip!", "en")
    assert made == [] and speaker.note("fr") == ""
    heard: list[str] = []
    speaker.spoken.connect(heard.append)
    speaker.set_enabled(True)
    speaker.say("Snap!", "en")
    assert len(made) == 1 and made[0].said == [("Snap!", "en")]
    assert heard == ["Snap!"]
    assert speaker.note("fr") == "No French voice on this system."
    speaker.set_enabled(False)
    speaker.say("Snorem!", "en")
    speaker.set_enabled(True)
    assert len(made) == 1  # made once, kept
    assert made[0].said == [("Snap!", "en")]


def test_a_helper_that_ignores_sigterm_is_killed_at_shutdown(qtbot) -> None:
    from PySide6.QtCore import QProcess

    from coventry_desktop.speech.process import ProcessEngine

    engine = ProcessEngine("mock", "--hang-at-exit")
    with qtbot.wait_signal(engine.loaded, timeout=15000):
        pass
    assert engine._process.state() == QProcess.ProcessState.Running
    engine.shutdown()  # input closed, then SIGTERM, both ignored: then SIGKILL
    assert engine._process.state() == QProcess.ProcessState.NotRunning
    assert engine._process.exitStatus() == QProcess.ExitStatus.CrashExit


def test_a_helper_ends_on_sigterm_and_with_its_input(qtbot) -> None:
    from PySide6.QtCore import QProcess

    from coventry_desktop.speech.process import ProcessEngine

    engine = ProcessEngine("mock")
    with qtbot.wait_signal(engine.loaded, timeout=15000):
        pass
    engine._process.terminate()  # SIGTERM only: it ends by the default action
    qtbot.waitUntil(lambda: engine._process.state() == QProcess.ProcessState.NotRunning,
                    timeout=15000)
    assert engine._process.exitStatus() == QProcess.ExitStatus.CrashExit
    second = ProcessEngine("mock")
    with qtbot.wait_signal(second.loaded, timeout=15000):
        pass
    # Its input closed: it leaves by itself, no signal needed. The test closes the input
    # and waits for the exit itself: shutdown() sends SIGTERM after LEAVE_MS, and a loaded
    # machine may take longer than that to tear a Python process down (a CrashExit then
    # says nothing about the helper).
    second._process.closeWriteChannel()
    qtbot.waitUntil(lambda: second._process.state() == QProcess.ProcessState.NotRunning,
                    timeout=15000)
    assert second._process.exitStatus() == QProcess.ExitStatus.NormalExit
    assert second._process.exitCode() == 0
