"""Without a system library QtTextToSpeech needs, the game plays silently and says why (#11).

Separate from test_speech.py, which skips as a whole where QtTextToSpeech cannot load.
"""

from __future__ import annotations

import builtins

from coventry_desktop.speech import SilentSpeaker, make_speaker


def _failing_import(message: str):
    real_import = builtins.__import__

    def fake_import(name, *args, **kwargs):
        if name == "PySide6.QtTextToSpeech":
            raise ImportError(message)
        return real_import(name, *args, **kwargs)

    return fake_import


def test_a_missing_system_library_is_named_in_the_note(qapp, monkeypatch) -> None:
    monkeypatch.setattr(builtins, "__import__", _failing_import(
        "libpulse.so.0: cannot open shared object file: No such file or directory"))
    speaker = make_speaker()
    assert isinstance(speaker, SilentSpeaker)
    assert speaker.note("fr") == ("Speech needs the system library libpulse.so.0, which is "
                                  "missing (make run installs it).")


def test_a_missing_extra_says_how_to_install_it(qapp, monkeypatch) -> None:
    monkeypatch.setattr(builtins, "__import__", _failing_import(
        "No module named 'PySide6.QtTextToSpeech'"))
    speaker = make_speaker()
    assert isinstance(speaker, SilentSpeaker)
    assert "pip install coventry-desktop[speech]" in speaker.note("en")
