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
from ..games import GAMES, get
from ..models.setup import BOT_NAMES, YOU, Occupant, SeatSetup, stand_in
from .game_look import game_name
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
    """The "Play Comet…" and "Play Hearts…" entries, their texts in the interface language,
    and a guard: the main window does not close while a game window refuses to."""

    def __init__(self, menu: QMenu, window: QWidget, actions: dict[str, QAction]) -> None:
        super().__init__(menu)
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
        window = open_game(info, self._window)
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


def install(menu: QMenu, parent: QWidget) -> OtherGamesMenu:
    """Add "Play <game>…" to ``menu`` (above Quit) for every game with a presenter.

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
    helper = OtherGamesMenu(menu, parent, actions)
    for game_id, action in actions.items():
        action.triggered.connect(lambda _=False, game_id=game_id: helper.open(get(game_id)))
    return helper
