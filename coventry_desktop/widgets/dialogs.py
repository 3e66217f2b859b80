"""The new game dialog and the scoreboard window."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import BOT_LEVELS as LEVELS
from ..games.coventry import MAX_PLAYERS, MIN_PLAYERS, SERIES_LENGTH
from ..games.coventry.ui.calls_panel import CALL_LANGUAGES
from ..i18n import current_language
from ..models import (
    BOT_NAMES,
    YOU,
    GameController,
    GameSetup,
    Occupant,
    ScoreboardModel,
    SeatSetup,
    shown_name,
    stand_in,
)
from .game_choice import SWITCH, game_choice

NAME_LENGTH = 24
"""The longest seat name the dialog takes: enough for a full name, short enough for a plate."""


class NewGameDialog(QDialog):
    """3–6 seats, each Human or Bot with a name and level; one deal or a series; calls language.

    The defaults (you plus three bots, 6 deals) start a game with one click on OK.
    ``language`` and ``style``, when given, are the calls as the panel has them now; they
    win over ``previous`` (QA F14).
    """

    def __init__(self, parent: QWidget | None = None, *, previous: GameSetup | None = None,
                 human_name: str = "", language: str | None = None,
                 style: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.chosen_game = "coventry"
        """The game chosen in the Game box; ``exec`` returns ``SWITCH`` for another."""
        self._game = game_choice("coventry", self._switch)
        self._game_label = QLabel()
        self._game_label.setBuddy(self._game)
        self._human_name = human_name or shown_name(YOU)
        """What the dialog shows for the role "you"; read back as the role (#12 item 9)."""
        human_name = self._human_name
        self._seats = QSpinBox()
        self._seats.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self._seats.setValue(previous.players if previous else 4)
        self._rows: list[tuple[QLabel, QComboBox, QLineEdit, QComboBox]] = []
        grid = QGridLayout()
        self._header = [QLabel(), QLabel(), QLabel(), QLabel()]
        for column, label in enumerate(self._header):
            grid.addWidget(label, 0, column)
        for seat in range(MAX_PLAYERS):
            occupant, name, level = QComboBox(), QLineEdit(), QComboBox()
            name.setMaxLength(NAME_LENGTH)  # longer names break plates and panels (QA F17)
            occupant.addItems(["", ""])
            level.addItems(["", "", ""])
            previous_seat = previous.seats[seat] if previous and seat < previous.players else None
            if previous_seat is not None:
                occupant.setCurrentIndex(0 if previous_seat.is_human else 1)
                name.setText(shown_name(previous_seat.name)[:NAME_LENGTH])
                level.setCurrentIndex(LEVELS.index(previous_seat.level)
                                      if previous_seat.level in LEVELS else 1)
            else:
                occupant.setCurrentIndex(0 if seat == 0 else 1)
                name.setText(human_name if seat == 0 and human_name else
                             BOT_NAMES[seat - 1] if seat else "")
                level.setCurrentIndex(1)
            occupant.currentIndexChanged.connect(self._update_rows)
            label = QLabel()
            for column, widget in enumerate((label, occupant, name, level)):
                grid.addWidget(widget, seat + 1, column)
            self._rows.append((label, occupant, name, level))
        self._seats.valueChanged.connect(self._update_rows)
        self._single, self._series = QRadioButton(), QRadioButton()
        group = QButtonGroup(self)
        group.addButton(self._single)
        group.addButton(self._series)
        (self._single if previous and previous.deals == 1 else self._series).setChecked(True)
        self._language = QComboBox()
        for code, language_name in CALL_LANGUAGES:
            self._language.addItem(language_name, code)
        if language is None and previous is not None:
            language = previous.language
        if language is None:
            # First game: the calls in the menus' language, the likeliest one to practise.
            language = current_language()
        self._language.setCurrentIndex(max(self._language.findData(language), 0))
        self._style = QComboBox()
        self._style.addItems(["", ""])
        wanted_style = style if style is not None else previous.call_style if previous else ""
        if wanted_style == "snip-snap":
            self._style.setCurrentIndex(1)
        self.practice = QCheckBox()  # practice mode (issue #7)
        self.practice.setChecked(previous is not None and previous.practice)
        self._seats_box = QGroupBox()
        seats_layout = QVBoxLayout(self._seats_box)
        count_row = QHBoxLayout()
        self._count_label = QLabel()
        self._count_label.setBuddy(self._seats)
        count_row.addWidget(self._count_label)
        count_row.addWidget(self._seats)
        count_row.addStretch()
        seats_layout.addLayout(count_row)
        seats_layout.addLayout(grid)
        form = QFormLayout()
        length = QHBoxLayout()
        length.addWidget(self._single)
        length.addWidget(self._series)
        length.addStretch()
        self._form_labels = [QLabel(), QLabel(), QLabel()]
        form.addRow(self._form_labels[0], length)
        form.addRow(self._form_labels[1], self._language)
        form.addRow(self._form_labels[2], self._style)
        form.addRow("", self.practice)
        self._form_labels[1].setBuddy(self._language)
        self._form_labels[2].setBuddy(self._style)
        self._lot = QLabel()
        self._lot.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        game_row = QHBoxLayout()
        game_row.addWidget(self._game_label)
        game_row.addWidget(self._game)
        game_row.addStretch()
        layout.addLayout(game_row)
        layout.addWidget(self._seats_box)
        layout.addLayout(form)
        layout.addWidget(self._lot)
        layout.addWidget(buttons)
        self.retranslate()
        self._update_rows()
        self.ok_button.setFocus()

    def _switch(self, game_id: str) -> None:
        if game_id != "coventry":
            self.chosen_game = game_id
            self.done(SWITCH)

    def _update_rows(self) -> None:
        count = self._seats.value()
        for seat, (label, occupant, name, level) in enumerate(self._rows):
            for widget in (label, occupant, name, level):
                widget.setVisible(seat < count)
            level.setEnabled(occupant.currentIndex() == 1)
            if occupant.currentIndex() == 1 and not name.text().strip():
                name.setText(BOT_NAMES[seat % len(BOT_NAMES)])
        # Fewer seats, a shorter dialog: it kept the height of six rows (#12). The
        # layouts are brought up to date at once, inner first, so the height is known.
        for layout in (self._seats_box.layout(), self.layout()):
            if layout is not None:
                layout.invalidate()
                layout.activate()
        height = self.sizeHint().height()
        if height > 0 and height != self.height():
            self.resize(self.width(), height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        centre_on_parent(self)

    def setup(self, *, seed: int | None = None) -> GameSetup:
        """The game the dialog describes; empty names become "Player N".

        So does the default "You" when several people play: the curtain would say
        "Pass to You" to whoever holds the screen (QA F11).
        """
        seats = []
        rows = self._rows[:self._seats.value()]
        people = sum(occupant.currentIndex() == 0 for _label, occupant, _name, _level in rows)
        for seat, (_label, occupant, name, level) in enumerate(rows):
            human = occupant.currentIndex() == 0
            text = name.text().strip()
            default = human and text in (self._human_name, shown_name(stand_in(seat)))
            if not text or (people > 1 and default):
                text = stand_in(seat)  # a role too: shown in whatever language is on
            elif people == 1 and default:
                text = YOU  # the role, whatever the UI language (#12 item 9)
            seats.append(SeatSetup(text, Occupant.HUMAN if human else Occupant.BOT,
                                   LEVELS[level.currentIndex()]))
        deals = 1 if self._single.isChecked() else SERIES_LENGTH
        chosen_seed = random.SystemRandom().getrandbits(48) if seed is None else seed
        return GameSetup(tuple(seats), deals=deals, seed=chosen_seed,
                         language=self._language.currentData(),
                         call_style="snip-snap" if self._style.currentIndex() else "rhymes",
                         practice=self.practice.isChecked())

    def retranslate(self) -> None:
        """Set every text in the UI language."""
        self.setWindowTitle(self.tr("New Game"))
        self._game_label.setText(self.tr("&Game:"))
        self._seats_box.setTitle(self.tr("Seats"))
        self._count_label.setText(self.tr("&Players:"))
        for label, text in zip(self._header, (self.tr("Seat"), self.tr("Who"), self.tr("Name"),
                                              self.tr("Bot level")), strict=True):
            label.setText(text)
        for seat, (label, occupant, name, level) in enumerate(self._rows):
            label.setText(str(seat + 1))
            # The grid's column headers are not labels a screen reader ties to a cell, so
            # each control says which seat and column it is.
            number = str(seat + 1)
            occupant.setAccessibleName(self.tr("Who sits in seat %1").replace("%1", number))
            name.setAccessibleName(self.tr("Name in seat %1").replace("%1", number))
            level.setAccessibleName(self.tr("Bot level in seat %1").replace("%1", number))
            occupant.setItemText(0, self.tr("Human"))
            occupant.setItemText(1, self.tr("Bot"))
            for index, text in enumerate((self.tr("Easy"), self.tr("Normal"), self.tr("Hard"))):
                level.setItemText(index, text)
        self._single.setText(self.tr("&Single deal"))
        self._series.setText(self.tr("Series of %n deal(s)", "", SERIES_LENGTH))
        self._form_labels[0].setText(self.tr("Length:"))
        self._form_labels[1].setText(self.tr("Calls &language:"))
        self._form_labels[2].setText(self.tr("Calls s&tyle:"))
        self._style.setItemText(0, self.tr("Rhymes"))
        self._style.setItemText(1, self.tr("Snip, Snap, Snorem"))
        self.practice.setText(self.tr("Practi&ce: ask me for the call of each card I play"))
        self._lot.setText(self.tr("The first dealer is drawn by lot; the deal passes to the "
                                  "left after every deal."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def centre_on_parent(dialog: QWidget) -> None:
    """Put ``dialog`` over the middle of its parent's window, now and once more after the
    window manager has placed it (some place new windows far away on a 4K screen, #12)."""

    def centre() -> None:
        parent = dialog.parentWidget()
        if parent is None or not dialog.isVisible():
            return
        frame = dialog.frameGeometry()
        frame.moveCenter(parent.window().frameGeometry().center())
        dialog.move(frame.topLeft())

    centre()
    QTimer.singleShot(0, dialog, centre)


class ScoreboardDialog(QDialog):
    """Units per deal and the series totals, always one click away (not modal)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreboardDialog")
        self.model = ScoreboardModel(controller, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        # The rows share the height, so no empty grey band is left under "Total" (QA F6).
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(520, 320)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        centre_on_parent(self)

    def retranslate(self) -> None:
        """Set the title in the UI language."""
        self.setWindowTitle(self.tr("Scoreboard"))
        self.table.setAccessibleName(self.tr("Points per deal and totals"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.refresh()
        super().changeEvent(event)
