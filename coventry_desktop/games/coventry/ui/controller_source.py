"""The calls' view of the old one-game shell's ``GameController`` (``widgets.main_window``).

It goes when that shell goes: then ``as_source`` and its callers take a ``CallsSource``
only. ``GameController`` is described here, not imported: ``models`` reaches the game
registry, which reaches Coventry's presenter, which reaches the calls panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, SignalInstance, Slot

from ..state import DealState
from .calls_source import CallsSource


class GameController(Protocol):
    """What the calls use of ``models.controller.GameController``."""

    @property
    def gameStarted(self) -> SignalInstance: ...

    @property
    def dealStarted(self) -> SignalInstance: ...

    @property
    def cardPlayed(self) -> SignalInstance: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def state(self) -> DealState | None: ...

    @property
    def setup(self) -> Any: ...

    def is_human(self, seat: int) -> bool: ...


class ControllerSource(CallsSource):
    """``CallsSource`` over a ``GameController``: its setup says the calls and whether
    practice is on, and every human seat may be asked (the old shell asks as it did)."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        controller.gameStarted.connect(self.gameStarted)
        controller.dealStarted.connect(self._deal_started)
        controller.cardPlayed.connect(self.cardPlayed)

    @Slot(int)
    def _deal_started(self, _number: int) -> None:
        self.dealStarted.emit()

    @property
    def names(self) -> Sequence[str]:
        return self.controller.names

    def state(self) -> DealState | None:
        return self.controller.state

    def calls(self) -> tuple[str, str] | None:
        setup = self.controller.setup
        return (setup.language, setup.call_style) if setup is not None else None

    def practice_on(self) -> bool:
        setup = self.controller.setup
        return setup is not None and setup.practice

    def asks(self, seat: int) -> bool:
        return self.controller.is_human(seat)


def as_source(game: GameController | CallsSource, parent: QObject | None = None
              ) -> CallsSource:
    """``game`` itself if it is a ``CallsSource``, else an adapter over the controller."""
    return game if isinstance(game, CallsSource) else ControllerSource(game, parent)
