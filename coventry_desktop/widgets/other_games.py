"""The games beyond Coventry: a Game menu entry each, their New Game dialog, their window.

Every registered game with a presenter (``GameInfo.ui``) gets "Play Comet…" and so on in
the Game menu. The dialog asks what any game needs: seats, how many people play at this
screen, the bots' level, the series length and, where the game has them, its rules preset.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMenu,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from ..engine.game import PER_PLAYER, GameInfo
from ..games import GAMES, get
from ..models.presentation import game_name
from ..models.setup import BOT_NAMES, YOU, Occupant, SeatSetup, stand_in
from ..storage.game_files import GameAutosave, LoadedRecord
from ..storage.problems import Problem
from .game_window import GameWindow

LEVELS = ("easy", "normal", "hard")

class GameSetupDialog(QDialog):
    """Seats, people, bots' level, deals and rules preset for ``info``."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setWindowTitle(self.tr("New Game of %1").replace("%1", game_name(info.name)))
        form = QFormLayout(self)
        self.seats = QSpinBox()
        self.seats.setRange(info.seats.start, info.seats.stop - 1)
        self.seats.setValue(4 if 4 in info.seats else info.seats.start)
        self.people = QSpinBox()
        self.people.setRange(1, self.seats.value())
        self.seats.valueChanged.connect(lambda n: self.people.setMaximum(n))
        self.level = QComboBox()
        for level, text in zip(LEVELS, (self.tr("Easy"), self.tr("Normal"), self.tr("Hard")),
                               strict=True):
            self.level.addItem(text, level)
        self.level.setCurrentIndex(1)
        self.deals = QComboBox()
        for length in info.series_lengths:
            text = (self.tr("One deal per player") if length == PER_PLAYER
                    else self.tr("%n deal(s)", "", length))
            self.deals.addItem(text, length)
        self.preset = QComboBox()
        for name, options in info.presets:
            self.preset.addItem(game_name(name), options)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        form.addRow(self.tr("&Seats:"), self.seats)
        form.addRow(self.tr("&People at this screen:"), self.people)
        form.addRow(self.tr("&Bots:"), self.level)
        form.addRow(self.tr("&Series:"), self.deals)
        if info.presets:
            form.addRow(self.tr("&Rules:"), self.preset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._preset_changed()

    def _preset_changed(self) -> None:
        # Options that play to a points total (Hearts' Standard: 100) decide the series.
        target = self.target()
        self.deals.setEnabled(target is None)
        if target is not None:
            self.deals.setToolTip(self.tr("These rules play until a total reaches %1 points.")
                                  .replace("%1", str(target)))
        else:
            self.deals.setToolTip("")

    def target(self) -> int | None:
        """The points total that ends the series with the chosen rules, or None."""
        series_target = self.info.series_target
        return series_target(self.options()) if series_target is not None else None

    def seat_setups(self) -> list[SeatSetup]:
        """The chairs: the people first (you, or Player 1, 2 …), then the bots."""
        people, seats = self.people.value(), self.seats.value()
        level = str(self.level.currentData())
        if people == 1:
            humans = [SeatSetup(YOU, Occupant.HUMAN)]  # a role, shown in the UI language
        else:
            humans = [SeatSetup(stand_in(i), Occupant.HUMAN)
                      for i in range(people)]
        bots = [SeatSetup(BOT_NAMES[i % len(BOT_NAMES)], Occupant.BOT, level)
                for i in range(seats - people)]
        return humans + bots

    def deal_count(self) -> int:
        """Deals in the series, "one per player" resolved to the seat count; with rules
        that play to a total, as many as it takes (at most 100)."""
        if self.target() is not None:
            return 100
        length = int(self.deals.currentData())
        return self.seats.value() if length == PER_PLAYER else length

    def options(self) -> object:
        """The chosen rules preset, or the game's default options."""
        return self.preset.currentData() if self.info.presets else self.info.default_options


def open_game(info: GameInfo, parent: QWidget | None = None, *,
              dialog: GameSetupDialog | None = None, data: Path | None = None
              ) -> GameWindow | None:
    """Open a game of ``info``: the saved series if the player resumes it, else a new one
    after the set-up dialog; None if cancelled.

    Args:
        data: the data folder (autosave, statistics), or None to keep nothing.
    """
    if info.ui is None:
        return None
    saved = GameAutosave(data, info).load() if data is not None else None
    if isinstance(saved, Problem):
        QMessageBox.warning(parent, game_name(info.name), saved.message())
    elif saved is not None and not saved.finished:
        resumed = _ask_resume(info, saved, parent)
        if resumed is None:
            return None
        if resumed:
            record = saved.record
            seats = [SeatSetup(name, Occupant.HUMAN) if not level
                     else SeatSetup(name, Occupant.BOT, level)
                     for name, level in zip(record.seats, record.levels or
                                            [""] * len(record.seats), strict=True)]
            window = GameWindow(info, info.ui(), seats, deals=record.deals,
                                options=record.options, parent=parent, data=data,
                                record=record)
            window.show()
            return window
    dialog = dialog or GameSetupDialog(info, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    window = GameWindow(info, info.ui(), dialog.seat_setups(), deals=dialog.deal_count(),
                        options=dialog.options(), parent=parent, data=data)
    window.show()
    return window


def _ask_resume(info: GameInfo, saved: LoadedRecord, parent: QWidget | None) -> bool | None:
    """Yes: go on with the saved series; No: set up a new one (the save is replaced once
    it starts); Cancel: neither."""
    deal = len(saved.record.deal_seeds)
    text = QCoreApplication.translate(
        "OtherGames", "A game of %1 is not finished (deal %2). Go on with it?")
    answer = QMessageBox.question(
        parent, game_name(info.name),
        text.replace("%1", game_name(info.name)).replace("%2", str(deal)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes)
    if answer == QMessageBox.StandardButton.Cancel:
        return None
    return answer == QMessageBox.StandardButton.Yes


class OtherGamesMenu(QObject):
    """The "Play Comet…" and "Play Hearts…" entries, their texts in the interface language,
    and a guard: the main window does not close while a game window refuses to."""

    def __init__(self, menu: QMenu, window: QWidget, actions: dict[str, QAction],
                 data: Path | None = None) -> None:
        super().__init__(menu)
        self.data = data
        self._actions = actions
        self._window = window
        self.open_windows: list[GameWindow] = []
        menu.installEventFilter(self)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        texts = {"comet": self.tr("Play C&omet…"), "hearts": self.tr("Play H&earts…")}
        for game_id, action in self._actions.items():
            action.setText(texts.get(game_id, game_id))

    def open(self, info: GameInfo) -> GameWindow | None:
        """Ask for the set-up of a game of ``info`` and open its window."""
        window = open_game(info, self._window, data=self.data)
        if window is not None:
            self.open_windows = [w for w in self.open_windows if w.isVisible()] + [window]
        return window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and watched is not self._window:
            self.retranslate()
        if watched is self._window and event.type() == QEvent.Type.Close:
            # Quitting asks each open game first; one that stays open keeps the app open.
            for window in [w for w in self.open_windows if w.isVisible()]:
                if not window.close():
                    event.ignore()
                    return True
        return False


def install(menu: QMenu, parent: QWidget, data: Path | None = None) -> OtherGamesMenu:
    """Add "Play <game>…" to ``menu`` (above Quit) for every game with a presenter.

    ``data`` is the folder of each game's autosave and statistics (None: keep nothing).

    Returns:
        The menu's helper: its ``open(info)`` and the game windows it opened.
    """
    actions: dict[str, QAction] = {}
    last = menu.actions()[-1] if menu.actions() else None  # Quit stays last
    for info in GAMES:
        if info.ui is None:
            continue
        action = QAction(parent)
        menu.insertAction(last, action) if last is not None else menu.addAction(action)
        actions[info.id] = action
    if last is not None and actions:
        menu.insertSeparator(last)
    helper = OtherGamesMenu(menu, parent, actions, data)
    for game_id, action in actions.items():
        action.triggered.connect(lambda _=False, game_id=game_id: helper.open(get(game_id)))
    return helper
