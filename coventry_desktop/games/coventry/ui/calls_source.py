"""What the calls panel and in-game practice need of a game of Earl of Coventry, over the
game window's table flow (``models.table_flow.TableFlow``) and its ``GameSession``.

The session says only "an event happened" and "the state changed"; ``CallsSource`` tells
a new series from a new deal from a rewind (Undo, a resumed record), and knows from the
flow's curtain who sits at the screen: in pass-and-play only the person whose hand is
shown may be asked for a call. The panel, its list of calls and the practice read only
this class.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal, Slot

from ....engine import Card
from ....models.table_flow import TableFlow
from ..actions import Play
from ..events import CardPlayed
from ..state import DealState

Called = tuple[int, Card, int]
"""One card that fell: (seat, card, position 1..4 in its quartet)."""


def plays_of(state: DealState | None) -> list[Called]:
    """The cards of ``state``'s deal so far, in the order they fell (seed 000 §03)."""
    if state is None:
        return []
    quartets: tuple[tuple[Play, ...], ...] = (*state.completed, state.quartet)
    return [(play.seat, play.card, position) for quartet in quartets
            for position, play in enumerate(quartet, start=1)]


class CallsSource(QObject):
    """A game window's game of Earl of Coventry as its calls see it.

    Signals:
        gameStarted(): a new game or series: practice starts a new score.
        dealStarted(): a deal was dealt, resumed part-way or taken back to an earlier
            card: the calls so far are ``played()``.
        cardPlayed(seat, card, position): a card fell, the position-th (1..4) of its
            quartet (1 is the lead, EC-8).
        screenChanged(): who sits at the screen may have changed (pass-and-play curtain).

    Attributes:
        practice: whether the person's calls are asked for (the calls panel's switch);
            it outlives a series, so Play Again keeps it.
    """

    gameStarted = Signal()
    dealStarted = Signal()
    cardPlayed = Signal(int, object, int)
    screenChanged = Signal()

    def __init__(self, flow: TableFlow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._flow, self._session = flow, flow.session
        self.practice = False
        self._series: object = None
        self._deal: object = None
        self._rewound = False
        session = flow.session
        session.happened.connect(self._happened)
        session.rewound.connect(self._was_rewound)
        session.stateChanged.connect(self._state_changed)
        flow.screenChanged.connect(self.screenChanged)

    @property
    def names(self) -> Sequence[str]:
        """Seat names as shown, clockwise from seat 0."""
        return self._flow.names()

    def state(self) -> DealState | None:
        """The deal in play, or None before the first."""
        state = self._session.state
        return state if isinstance(state, DealState) else None

    def played(self) -> list[Called]:
        """The cards of the deal in play so far, in order."""
        return plays_of(self.state())

    def quartet_size(self) -> int:
        """Cards of the quartet in progress (0 between quartets)."""
        state = self.state()
        return len(state.quartet) if state is not None else 0

    def practice_on(self) -> bool:
        """Whether the game asks a person for their calls."""
        return self.practice

    def asks(self, seat: int) -> bool:
        """Whether a person at this screen plays ``seat`` now, so practice may ask them."""
        return self._session.is_human(seat) and self.at_screen(seat)

    def at_screen(self, seat: int) -> bool:
        """Whether ``seat``'s person is the one at the screen: no curtain is up and the
        last hand shown was theirs (always so with one person at the table)."""
        return self._flow.curtain_for is None and self._flow.viewer == seat

    def catch_up(self) -> None:
        """Tell the game and the deal in play as if they had just begun: a source made
        after the first deal was dealt (``CoventryExtras``, after the first paint)."""
        if self._session.state is not None:
            self._state_changed()

    @Slot(object)
    def _happened(self, event: object) -> None:
        if isinstance(event, CardPlayed):
            self.cardPlayed.emit(event.seat, event.card, event.position)

    @Slot()
    def _was_rewound(self) -> None:
        self._rewound = True

    @Slot()
    def _state_changed(self) -> None:
        session = self._session
        series, deal = session.seed, (session.seed, session.deal_index, len(session.deal_seeds))
        if series != self._series:
            self._series = series
            self.gameStarted.emit()
        if deal != self._deal or self._rewound:
            self._deal, self._rewound = deal, False
            self.dealStarted.emit()
