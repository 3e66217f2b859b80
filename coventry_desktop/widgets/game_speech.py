"""Spoken announcements in a game window: the main window's speaker says what the game's
presenter marks as spoken (Comet: "Without the Six of Clubs", "The Comet!").

The speaker is the app's one speaker (View → Speak the Calls turns it on and off for every
game); a presenter's ``spoken(event)`` is ("", "") for an event said in silence.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Slot


class GameSpeech(QObject):
    """Says a game window's spoken events through ``speaker`` (None: silent)."""

    def __init__(self, window: Any, speaker: Any) -> None:
        super().__init__(window)
        self.window, self.speaker = window, speaker
        self._spoken = window.presenter.spoken
        if speaker is not None:
            window.session.happened.connect(self._happened)

    @Slot(object)
    def _happened(self, event: object) -> None:
        text, language = self._spoken(event)
        if text and self.speaker.is_enabled():
            self.speaker.say(text, language)
