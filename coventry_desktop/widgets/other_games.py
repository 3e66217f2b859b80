"""New Game for any game, and what to open: an unfinished series resumed, or a new one.

The dialog asks what any game needs: the game (its Game box), seats, how many people play
at this screen and their names, the bots' level, the series length and, where the game has
them, its rules preset and each of its options (``options_form``): a preset sets every
option, and changing one makes the preset "Custom". ``choose_opening`` decides what to
open (``AppShell`` opens it in place of the window on screen).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import BOT_LEVELS, CUSTOM, PER_PLAYER, GameInfo
from ..models.game_words import game_title, presenter_of, preset_title
from ..models.setup import SeatSetup, same_name_key, sentence_names, shown_name, stand_in
from ..models.table_show import TableInPlay
from ..storage.game_files import GameAutosave, LoadedRecord, PreviousSeries
from ..storage.game_statistics import variant
from ..storage.problems import Problem
from ..storage.settings import NAME_LENGTH, GameTable, Settings
from .game_choice import SWITCH, game_choice
from .game_window import GameWindow
from .opening import Opening, deal_count, lost_series, resumed_opening, seat_setups
from .options_form import OptionControls
from .screen_fit import FittingRows
from .texts import as_typed, plain_label

LEVELS = BOT_LEVELS
TITLE_BAR_ROOM = 128
"""Pixels of a title bar besides its title: the window's icon, its three buttons and
the gaps between them."""
log = logging.getLogger(__name__)


class GameSetupDialog(QDialog):
    """Seats, people, bots' level, deals and rules preset for ``info``."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None, *,
                 table: GameTable | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.chosen_game = info.id
        """The game chosen in the Game box (``exec`` returns ``SWITCH`` for another)."""
        self.game = game_choice(info.id, self._switch)
        self.setWindowTitle(self.tr("New Game of %1").replace("%1", game_title(info)))
        rows = QWidget()
        form = QFormLayout(rows)
        form.setContentsMargins(0, 0, 0, 0)
        self.seats = QSpinBox()
        self.seats.setRange(info.seats.start, info.seats.stop - 1)
        self.seats.setValue(4 if 4 in info.seats else info.seats.start)
        self.people = QSpinBox()
        self.people.setRange(1, self.seats.value())
        self.seats.valueChanged.connect(lambda n: self.people.setMaximum(n))
        self.people.setMaximum(self.seats.maximum())
        self.level = QComboBox()
        for level, text in zip(LEVELS, (self.tr("Easy"), self.tr("Normal"), self.tr("Hard")),
                               strict=True):
            self.level.addItem(text, level)
        self.level.setCurrentIndex(1)
        self.deals = QComboBox()
        for length in info.series_lengths:
            text = (self.tr("%n deal(s) per player", "", 1) if length == PER_PLAYER
                    else self.tr("%n deal(s)", "", length))
            self.deals.addItem(text, length)
        self.preset = QComboBox()
        for name, options in info.presets:
            self.preset.addItem(preset_title(info, name), options)
        self.controls = _option_controls(info, self, self.seats.value())
        """Each option's control, or None for a game without options or their words."""
        if self.controls is not None:  # worded for the table's size (Hearts' give list)
            self.seats.valueChanged.connect(self._reword)
        self._valid = self.preset.currentData() if info.presets else info.default_options
        if self.controls is not None:
            self.preset.addItem(preset_title(info, CUSTOM), None)
            self.controls.changed.connect(self._option_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        # In pass-and-play each person may give a name (a blank one stays "Player 2").
        most = info.seats.stop - 1
        self.names = [QLineEdit() for _ in range(most)]
        for index, edit in enumerate(self.names):
            limit_characters(edit, NAME_LENGTH)
            edit.setPlaceholderText(shown_name(stand_in(index)))
        self.people.valueChanged.connect(self._people_changed)
        for edit in self.names:
            edit.textChanged.connect(self._names_changed)
        self.name_refusal = plain_label(QLabel())
        """Two people given the same name (a file holds each name once): OK waits."""
        self.name_refusal.setWordWrap(True)
        self.name_refusal.setObjectName("Refusal")
        self.name_refusal.hide()
        self.refusal = QLabel()
        """Options the game refuses, in plain words (OK waits until they are fixed)."""
        self.refusal.setWordWrap(True)
        self.refusal.setObjectName("Refusal")
        self.refusal.hide()
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Seats:"), self.seats)
        form.addRow(self.tr("&People at this screen:"), self.people)
        form.addRow(self.tr("&Bots:"), self.level)
        form.addRow(self.tr("Ser&ies:"), self.deals)
        if info.presets:
            form.addRow(self.tr("&Rules:"), self.preset)
        if self.controls is not None:
            if self.controls.words.series:  # the options hold the series length
                form.setRowVisible(self.deals, False)
            for label, control in self.controls.rows():
                form.addRow(label, control) if label else form.addRow(control)
        self._form = form
        for index, edit in enumerate(self.names):
            form.addRow(self.tr("Player &%1:").replace("%1", str(index + 1)), edit)
        form.addRow(self.refusal)
        form.addRow(self.name_refusal)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        # The rows scroll above OK/Cancel once taller than the screen allows (Hearts with
        # seven people: 645 pixels, on an 800×560 screen).
        self.rows = FittingRows(rows, self, below=self.buttons)
        column.addWidget(self.rows)
        column.addWidget(self.buttons)
        # The dialog is always its rows' size: rows shown or hidden (the people's names)
        # resize it, nothing is cut, and no resize handle suggests more below OK/Cancel.
        column.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        # Wide enough for its title in the window's title bar (bold, beside its buttons),
        # which a window manager otherwise elides ("New Game o… l of Coventry").
        title = QFont(self.font())
        title.setBold(True)
        margins = column.contentsMargins()
        self.buttons.setMinimumWidth(QFontMetrics(title).horizontalAdvance(self.windowTitle())
                                     + TITLE_BAR_ROOM - margins.left() - margins.right())
        if table is not None:
            self._restore(table)
        self.people.setMaximum(self.seats.value())
        self._preset_changed()
        self._people_changed()

    def _reword(self, seats: int) -> None:
        words = presenter_of(self.info.id).option_words(seats)
        if self.controls is not None and words is not None:
            self.controls.reword(words)

    def set_names(self, names: Sequence[str]) -> None:
        """Fill the people's name boxes (the names last given)."""
        for edit, name in zip(self.names, names, strict=False):
            edit.setText(name)

    def people_names(self) -> list[str]:
        """The names typed for the people, "" where none was."""
        return [edit.text().strip() for edit in self.names]

    def _people_changed(self) -> None:
        people = self.people.value()
        for index, edit in enumerate(self.names):
            self._form.setRowVisible(edit, people > 1 and index < people)
        self._names_changed()

    def _names_changed(self) -> None:
        """Refuse two people of the same name: records and statistics hold each once."""
        humans = [seat.name for seat in self.seat_setups() if seat.is_human]
        keys = [same_name_key(name) for name in humans]
        twice = next((name for name, key in zip(humans, keys, strict=True)
                      if keys.count(key) > 1), None)
        if twice is not None:
            self.name_refusal.setText(
                self.tr("Two people are called %1: give each person a name of their own.")
                .replace("%1", sentence_names((twice,))[0]))
        self.name_refusal.setVisible(twice is not None)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok) \
            if hasattr(self, "buttons") else None
        if ok is not None:
            ok.setEnabled(twice is None and not self.refusal.isVisibleTo(self))

    def _switch(self, game_id: str) -> None:
        if game_id != self.info.id:
            self.chosen_game = game_id
            self.done(SWITCH)

    def _restore(self, table: GameTable) -> None:
        # The table last played, already in the game's ranges (Settings.game_table).
        self.seats.setValue(table.seats)
        self.people.setValue(table.people)
        self.level.setCurrentIndex(max(self.level.findData(table.level), 0))
        self.deals.setCurrentIndex(max(self.deals.findData(table.deals), 0))
        names = [name for name, _options in self.info.presets]
        if table.preset in names:
            self.preset.setCurrentIndex(names.index(table.preset))
        if table.options is not None and self.controls is not None:
            self.controls.set_options(table.options)
            self._option_changed()

    def table(self) -> GameTable:
        """The choices made, to remember for the next game of this kind."""
        names = [name for name, _options in self.info.presets]
        index = self.preset.currentIndex()
        preset = (names[index] if index < len(names) else CUSTOM) if names else ""
        return GameTable(self.seats.value(), self.people.value(),
                         str(self.level.currentData()), int(self.deals.currentData()),
                         preset, self.options() if self.controls is not None else None)

    def _preset_changed(self) -> None:
        preset = self.preset.currentData()
        if self.controls is not None and preset is not None:
            self.controls.set_options(preset)  # a preset sets every option
            self._option_changed()
            return
        if self.controls is None and self.info.presets:
            self._valid = preset
        self._series_changed()

    def _series_changed(self) -> None:
        # Options that play to a points total (Hearts' Standard: 100) decide the series.
        target = self.target()
        self.deals.setEnabled(target is None)
        if target is not None:
            self.deals.setToolTip(self.tr("These rules play until a total reaches %1 points.")
                                  .replace("%1", str(target)))
        else:
            self.deals.setToolTip("")

    def _option_changed(self) -> None:
        """An option changed: the preset it now equals, else Custom; a refused
        combination is said in words and OK waits."""
        assert self.controls is not None
        presets = [preset for _name, preset in self.info.presets]
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            options = self.controls.options()
        except ValueError as error:
            self.refusal.setText(self.controls.words.refusal(error))
            options = None
        else:
            self._valid = options
        self.refusal.setVisible(options is None)
        ok.setEnabled(options is not None and not self.name_refusal.isVisibleTo(self))
        # The preset whose rules these are (the series' length is not a rule), as the
        # statistics count them.
        names = [name for name, _preset in self.info.presets]
        kind = variant(self.info, options) if options is not None else CUSTOM
        index = names.index(kind) if kind in names else len(presets)
        if index != self.preset.currentIndex():
            self.preset.blockSignals(True)
            self.preset.setCurrentIndex(index)
            self.preset.blockSignals(False)
        self._series_changed()

    def target(self) -> int | None:
        """The points total that ends the series with the chosen rules, or None."""
        series_target = self.info.series_target
        return series_target(self.options()) if series_target is not None else None

    def seat_setups(self) -> list[SeatSetup]:
        """The chairs: the people first (you, or Player 1, 2 …), then the bots."""
        return seat_setups(self.people.value(), self.seats.value(),
                           str(self.level.currentData()), self.people_names())

    def deal_count(self) -> int:
        """Deals in the series, "one per player" resolved to the seat count; with rules
        that play to a total, as many as it takes (at most 100)."""
        return deal_count(self.info, self.options(), int(self.deals.currentData()),
                          self.seats.value())

    def options(self) -> Any:
        """The chosen options (the last the game accepted), the preset's, or the game's
        default options."""
        return self._valid

def _option_controls(info: GameInfo, parent: QObject, seats: int) -> OptionControls | None:
    """A control per option of ``info``, worded by its presenter's ``option_words()``;
    None for a game without options or without such words."""
    if not info.presets or info.ui is None:
        return None
    words = presenter_of(info.id).option_words(seats)
    return None if words is None else OptionControls(info.default_options, words, parent)


def choose_opening(info: GameInfo, parent: QWidget | None = None, *,
                   dialog: GameSetupDialog | None = None, data: Path | None = None,
                   settings: Settings | None = None, ask_setup: bool = True,
                   offer_resume: bool = True,
                   in_play: TableInPlay | None = None) -> Opening | str | None:
    """What to open for ``info``: the saved series if the player resumes it, else a new
    one set up in the New Game dialog (``ask_setup``) or at the table last played.

    Args:
        data: the data folder (autosave, statistics), or None to keep nothing.
        settings: where the last table of each game and the last game are remembered.
        offer_resume: whether an unfinished series of ``info`` is offered (not when it is
            the one on the table: New Game then means a new one).
        in_play: the table of ``info`` in play, which the dialog proposes (rather than
            the choices last made in it), or None.

    Returns:
        The opening; the id of another game chosen in the dialog's Game box; or None if
        the player cancelled.
    """
    if info.ui is None:
        return None
    saved = GameAutosave(data, info).load() if data is not None and offer_resume else None
    if isinstance(saved, Problem):
        QMessageBox.warning(parent, game_title(info), as_typed(lost_series(info, saved)))
    elif saved is not None and not saved.finished:
        resumed = _ask_resume(info, saved, parent)
        if resumed is None and ask_setup:
            return None
        # At start (no dialog to fall back on) Escape keeps the series: only an explicit
        # No replaces the save (#12 item 1).
        if resumed or resumed is None:
            return resumed_opening(info, saved.record)
        assert data is not None
        try:  # No: the unfinished series is kept (Game → Restore Previous Game)
            PreviousSeries(data, info).keep(GameAutosave(data, info).path)
        except OSError as error:
            log.error("could not keep the replaced series: %s", error)
    table = settings.game_table(info.id) if settings is not None else None
    if in_play is not None:
        table = _table_of(info, in_play, table)
    if dialog is None:
        dialog = GameSetupDialog(info, parent, table=table)
        if settings is not None:
            dialog.set_names(settings.people_names(len(dialog.names)))
    if ask_setup:
        result = dialog.exec()
        if result == SWITCH:
            return dialog.chosen_game
        if result != QDialog.DialogCode.Accepted:
            return None
    if settings is not None:
        settings.set_game_table(info.id, dialog.table())
        settings.set_people_names(dialog.people_names())
        settings.last_game = info.id
    return Opening(info, tuple(dialog.seat_setups()), dialog.deal_count(), dialog.options())


def _table_of(info: GameInfo, in_play: TableInPlay, last: GameTable | None) -> GameTable:
    """The dialog's choices for the table in play (its preset found by its options; the
    bots' level last chosen at a table of people only)."""
    presets = [name for name, options in info.presets if options == in_play.options]
    preset = (presets[0] if presets else CUSTOM) if info.presets else ""
    level = in_play.level or (last.level if last is not None else "normal")
    return GameTable(in_play.seats, in_play.people, level, in_play.deals, preset,
                     in_play.options if info.presets else None)


def open_game(info: GameInfo, parent: QWidget | None = None, *,
              dialog: GameSetupDialog | None = None, data: Path | None = None,
              settings: Settings | None = None) -> GameWindow | str | None:
    """Open and show a window of ``info`` as ``choose_opening`` decides.

    Returns:
        The window; the id of another game chosen in the dialog's Game box; or None if
        the player cancelled.
    """
    opening = choose_opening(info, parent, dialog=dialog, data=data, settings=settings)
    if not isinstance(opening, Opening):
        return opening
    window = opening.window(parent, data=data)
    window.show()
    return window


def _ask_resume(info: GameInfo, saved: LoadedRecord, parent: QWidget | None) -> bool | None:
    """Yes: go on with the saved series; No: set up a new one (the saved one is kept as
    the previous series); Cancel: neither."""
    deal = len(saved.record.deal_seeds)
    text = QCoreApplication.translate(
        "OtherGames", "A game of %1 is not finished (deal %2). Go on with it?")
    answer = QMessageBox.question(
        parent, game_title(info),
        text.replace("%1", game_title(info)).replace("%2", str(deal)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes)
    if answer == QMessageBox.StandardButton.Cancel:
        return None
    return answer == QMessageBox.StandardButton.Yes


def limit_characters(edit: QLineEdit, limit: int) -> None:
    """Hold ``edit`` to ``limit`` characters (code points, as the files count them): Qt's
    own maximum counts UTF-16 units, so a 24-unit field cut an emoji in half (its first
    half then shown as "�", and the name saved without it). What is typed or pasted past
    the limit is cut where it went in, as Qt cuts it."""

    def cut(text: str) -> None:
        over = len(text) - limit
        if over <= 0:
            return
        units = edit.cursorPosition()  # in UTF-16 units
        at = len(text.encode("utf-16-le", "surrogatepass")[:2 * units]
                 .decode("utf-16-le", "surrogatepass"))
        start = max(0, at - over)
        kept = (text[:start] + text[at:])[:limit]
        edit.setText(kept)
        edit.setCursorPosition(len(kept[:start].encode("utf-16-le", "surrogatepass")) // 2)

    edit.textEdited.connect(cut)
