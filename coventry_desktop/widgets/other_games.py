"""The games beyond Coventry: a Game menu entry each, their New Game dialog, their window.

Every registered game with a presenter (``GameInfo.ui``) gets "Play Comet…" and so on in
the Game menu. The dialog asks what any game needs: seats, how many people play at this
screen, the bots' level, the series length and, where the game has them, its rules preset.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMenu,
    QSpinBox,
    QWidget,
)

from ..engine.game import PER_PLAYER, GameInfo
from ..games import GAMES
from ..models.setup import BOT_NAMES, Occupant, SeatSetup
from .game_window import GameWindow, game_name

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

    def seat_setups(self) -> list[SeatSetup]:
        """The chairs: the people first (you, or Player 1, 2 …), then the bots."""
        people, seats = self.people.value(), self.seats.value()
        level = str(self.level.currentData())
        if people == 1:
            humans = [SeatSetup(self.tr("You"), Occupant.HUMAN)]
        else:
            humans = [SeatSetup(self.tr("Player %1").replace("%1", str(i + 1)), Occupant.HUMAN)
                      for i in range(people)]
        bots = [SeatSetup(BOT_NAMES[i % len(BOT_NAMES)], Occupant.BOT, level)
                for i in range(seats - people)]
        return humans + bots

    def deal_count(self) -> int:
        """Deals in the series, "one per player" resolved to the seat count."""
        length = int(self.deals.currentData())
        return self.seats.value() if length == PER_PLAYER else length

    def options(self) -> object:
        """The chosen rules preset, or the game's default options."""
        return self.preset.currentData() if self.info.presets else self.info.default_options


def open_game(info: GameInfo, parent: QWidget | None = None, *,
              dialog: GameSetupDialog | None = None) -> GameWindow | None:
    """Ask for the set-up of a game of ``info`` and open its window; None if cancelled."""
    dialog = dialog or GameSetupDialog(info, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or info.ui is None:
        return None
    window = GameWindow(info, info.ui(), dialog.seat_setups(), deals=dialog.deal_count(),
                        options=dialog.options(), parent=parent)
    window.show()
    return window


class OtherGamesMenu(QObject):
    def __init__(self, menu: QMenu, actions: dict[str, QAction]) -> None:
        super().__init__(menu)
        self._actions = actions
        menu.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        for game_id, action in self._actions.items():
            name = next(info.name for info in GAMES if info.id == game_id)
            action.setText(self.tr("Play %1…").replace("%1", game_name(name)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False


def install(menu: QMenu, parent: QWidget) -> dict[str, QAction]:
    """Add "Play <game>…" to ``menu`` for every registered game with a presenter.

    Returns:
        The actions by game id.
    """
    actions: dict[str, QAction] = {}
    menu.addSeparator()
    for info in GAMES:
        if info.ui is None:
            continue
        action = QAction(parent)
        action.triggered.connect(lambda _=False, info=info: open_game(info, parent))
        menu.addAction(action)
        actions[info.id] = action
    OtherGamesMenu(menu, actions)
    return actions
