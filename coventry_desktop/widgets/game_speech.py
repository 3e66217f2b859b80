"""Spoken announcements in a game window: the main window's speaker says what the game's
presenter marks as spoken (Comet: "Without the Six of Clubs", "The Comet!").

The speaker is the app's one speaker (View → Speak the Calls turns it on and off for every
game); a presenter's ``spoken(event)`` is ("", "") for an event said in silence.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Slot

from ..models.presentation import Presenter
from ..models.session import GameSession


class GameSpeech(QObject):
    """Says the spoken events of ``session`` (in ``presenter``'s words) through ``speaker``
    (None: silent)."""

    def __init__(self, session: GameSession, presenter: Presenter, speaker: Any, *,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speaker = speaker
        self._spoken = presenter.spoken
        if speaker is not None:
            session.happened.connect(self._happened)

    @Slot(object)
    def _happened(self, event: object) -> None:
        text, language = self._spoken(event)
        if text and self.speaker.is_enabled():
            self.speaker.say(text, language)
