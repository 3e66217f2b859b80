"""Keeps the controller's game on disk: autosave after every change, statistics per deal.

Connects to ``GameController.stateChanged`` (fired once per applied action, new
game and new deal) and ``dealSettled``. Games with no person at the table (watch
mode) are never saved, so watching bots cannot overwrite a player's unfinished
series. A failing disk is reported once per streak and never stops play.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..games.coventry import SeriesRecord
from ..storage.autosave import Autosave, continues
from ..storage.statistics import Statistics
from .controller import GameController
from .game_setup import setup_to_game

log = logging.getLogger(__name__)


class GameKeeper(QObject):
    """Writes the autosave after each change of the game and counts settled deals.

    Signals:
        failed(str): a save could not be written; plain words for the player.
    """

    failed = Signal(str)

    def __init__(self, controller: GameController, autosave: Autosave, statistics: Statistics,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.autosave = autosave
        self.statistics = statistics
        self.saves = 0
        """How many autosaves were written (tests and the log use it)."""
        self.enabled = True
        """False in a second window: the first one owns the files (``Storage.owns_saves``)."""
        self.extra: Callable[[], Mapping[str, Any]] | None = None
        """More facts for the save's ``game`` object (the practice score, #7)."""
        self._failing = False
        self._current: SeriesRecord | None = None
        """The game last saved or checked: a record that does not continue it is a new game."""
        controller.stateChanged.connect(self.save_now)
        controller.dealSettled.connect(self._deal_settled)

    def save_now(self) -> None:
        """Write the game as it stands (nothing for a game without a person)."""
        setup, record = self.controller.setup, self.controller.record
        if not self.enabled or setup is None or record is None:
            return
        self._keep_replaced(record)
        if not setup.humans:
            return
        game = setup_to_game(setup)
        if self.controller.undone:  # the best series does not count deals taken back
            game["undone"] = sorted(self.controller.undone)
        if self.extra is not None:
            game.update(self.extra())
        try:
            self.autosave.save(record, game)
        except OSError as error:
            self._report(error)
            return
        self._failing = False
        self.saves += 1

    def _keep_replaced(self, record: SeriesRecord) -> None:
        # A new game replaces the saved series only after the person chose it (the
        # window asked); the replaced series is kept as the previous save, so a mistaken
        # choice can be undone from the Game menu (#12 item 1). Resuming changes nothing,
        # and neither does Undo: a shorter record of the same series is not a new game
        # (play test: it pushed the previous save out).
        if self._current is not None and self.controller.rewinding:
            self._current = record
            return
        if self._current is not None and continues(self._current, record):
            self._current = record
            return
        self._current = record
        try:
            self.autosave.keep_previous(record)
        except OSError as error:
            self._report(error)

    def _deal_settled(self, _settlement: Sequence[int]) -> None:
        setup, record = self.controller.setup, self.controller.record
        if not self.enabled or setup is None or record is None or not setup.humans:
            return
        if self.statistics.record(record, [seat.is_human for seat in setup.seats],
                                  undone=bool(self.controller.undone)):
            try:
                self.statistics.save()
            except OSError as error:
                self._report(error)

    def _report(self, error: OSError) -> None:
        log.error("could not save: %s", error)
        if not self._failing:
            self._failing = True
            text = self.tr("The game could not be saved (%1). Play goes on, but if the game closes now, this series cannot be resumed.")  # noqa: E501 - one literal for lupdate
            self.failed.emit(text.replace("%1", error.strerror or str(error)))
