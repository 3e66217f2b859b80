"""What the calls panel and in-game practice need of a game of Earl of Coventry.

``session_source.SessionSource`` gives it over the game window (its ``GameSession`` and
pass-and-play curtain). The panel, its list of calls and the practice know only this
class, so they can be tried without a window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ....engine import Card
from ..actions import Play
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
    """A game of Earl of Coventry as its calls see it (subclassed by each adapter).

    Signals:
        gameStarted(): a new game or series: practice starts a new score.
        dealStarted(): a deal was dealt, resumed part-way or taken back to an earlier
            card: the calls so far are ``played()``.
        cardPlayed(seat, card, position): a card fell, the position-th (1..4) of its
            quartet (1 is the lead, EC-8).
        screenChanged(): who sits at the screen may have changed (pass-and-play curtain).
    """

    gameStarted = Signal()
    dealStarted = Signal()
    cardPlayed = Signal(int, object, int)
    screenChanged = Signal()

    @property
    def names(self) -> Sequence[str]:
        """Seat names as shown, clockwise from seat 0."""
        raise NotImplementedError

    def state(self) -> DealState | None:
        """The deal in play, or None before the first."""
        raise NotImplementedError

    def played(self) -> list[Called]:
        """The cards of the deal in play so far, in order."""
        return plays_of(self.state())

    def quartet_size(self) -> int:
        """Cards of the quartet in progress (0 between quartets)."""
        state = self.state()
        return len(state.quartet) if state is not None else 0

    def calls(self) -> tuple[str, str] | None:
        """The calls language and style the game started with, or None when the panel's
        own choice stands."""
        return None

    def practice_on(self) -> bool:
        """Whether the game asks a person for their calls (until practice is switched)."""
        return False

    def asks(self, seat: int) -> bool:
        """Whether a person at this screen plays ``seat`` now, so practice may ask them."""
        raise NotImplementedError
