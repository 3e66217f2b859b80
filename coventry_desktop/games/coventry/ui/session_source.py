"""The calls' view of Earl of Coventry on the generic game window (``GameSession``).

The session says only "an event happened" and "the state changed"; this adapter tells a
new series from a new deal from a rewind (Undo, a resumed record), and knows from the
window's curtain who sits at the screen: in pass-and-play only the person whose hand is
shown may be asked for a call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QStackedWidget

from ..events import CardPlayed
from ..state import DealState
from .calls_source import CallsSource

TABLE_PAGE = 0
"""The window's stack shows the table on this page, the curtain on the next."""


class GameTable(Protocol):
    """What this adapter uses of ``widgets.game_window.GameWindow``."""

    session: Any
    stack: QStackedWidget
    viewer: int

    def names(self) -> tuple[str, ...]:
        """Seat names as shown."""
        ...


class SessionSource(CallsSource):
    """``CallsSource`` over a game window's session.

    Attributes:
        practice: whether the person's calls are asked for (the calls panel's switch);
            it outlives a series, so Play Again keeps it.
    """

    def __init__(self, window: GameTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self.practice = False
        self._series: object = None
        self._deal: object = None
        self._rewound = False
        session = window.session
        session.happened.connect(self._happened)
        session.rewound.connect(self._was_rewound)
        session.stateChanged.connect(self._state_changed)
        window.stack.currentChanged.connect(self._screen_changed)

    @property
    def names(self) -> Sequence[str]:
        return self._window.names()

    def state(self) -> DealState | None:
        state = self._window.session.state
        return state if isinstance(state, DealState) else None

    def practice_on(self) -> bool:
        return self.practice

    def asks(self, seat: int) -> bool:
        return self._window.session.is_human(seat) and self.at_screen(seat)

    def at_screen(self, seat: int) -> bool:
        """Whether ``seat``'s person is the one at the screen: no curtain is up and the
        last hand shown was theirs (always so with one person at the table)."""
        return (self._window.stack.currentIndex() == TABLE_PAGE
                and self._window.viewer == seat)

    @Slot(object)
    def _happened(self, event: object) -> None:
        if isinstance(event, CardPlayed):
            self.cardPlayed.emit(event.seat, event.card, event.position)

    @Slot()
    def _was_rewound(self) -> None:
        self._rewound = True

    @Slot()
    def _state_changed(self) -> None:
        session = self._window.session
        series, deal = session.seed, (session.seed, session.deal_index, len(session.deal_seeds))
        if series != self._series:
            self._series = series
            self.gameStarted.emit()
        if deal != self._deal or self._rewound:
            self._deal, self._rewound = deal, False
            self.dealStarted.emit()

    @Slot(int)
    def _screen_changed(self, _page: int) -> None:
        self.screenChanged.emit()
