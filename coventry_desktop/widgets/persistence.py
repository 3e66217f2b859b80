"""Connects the main window to the files the app keeps (issue #6).

Autosave after every action (through ``models.keeper.GameKeeper``), the offer to
resume an unfinished series at start, remembered settings (the table, speed,
auto-pass, double-click, calls, window geometry), and the Game menu's Statistics,
Export Record and Import Record. Everything goes through the window's public
members, so the window itself knows nothing about files.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from ..games.coventry import DealRecord, Phase, SeriesRecord
from ..games.coventry.ui.practice.progress import FILE_NAME as PRACTICE_FILE
from ..games.coventry.ui.practice.progress import SetAside
from ..i18n import current_language
from ..models import YOU, GameSetup, Occupant, SeatSetup, default_setup
from ..models.game_setup import practice_score, setup_from_game
from ..models.keeper import GameKeeper
from ..models.setup import EARLIER_YOU, shown_name
from ..storage import (
    Damage,
    FileDamaged,
    Problem,
    Saved,
    SeatSetting,
    Storage,
    export_record,
    import_record,
)
from ..storage.files import write_atomic
from ..storage.game_files import is_game_record_file, read_record
from .language_menu import LanguageMenu
from .main_window import MainWindow

if TYPE_CHECKING:
    from .statistics_dialog import StatisticsDialog

log = logging.getLogger(__name__)


class Persistence(QObject):
    """The window's memory. ``warn`` and ``ask`` are attributes so tests can answer them."""

    def __init__(self, window: MainWindow, storage: Storage) -> None:
        super().__init__(window)
        self.window, self.storage, self.settings = window, storage, storage.settings
        self.keeper = GameKeeper(window.controller, storage.autosave, storage.statistics, self)
        self.keeper.failed.connect(lambda text: self.warn(self.tr("Saving"), text))
        self.keeper.enabled = storage.owns_saves
        # The practice score goes into the save too, and an answer saves it (QA F30).
        self.keeper.extra = lambda: {"practice_score": list(window.practice.score())}
        window.practice.scoreChanged.connect(lambda _right, _asked: self.keeper.save_now())
        # Practice progress lives beside the saves; damage to it is told, not hidden.
        window.practice_store.path = storage.paths.data / PRACTICE_FILE
        window.practice_store.on_damage = self._practice_damaged
        self.statistics_dialog: StatisticsDialog | None = None
        self.viewers: list[QDialog] = []
        self._build_actions()
        self._apply_settings()
        window.installEventFilter(self)

    # ----------------------------------------------------------------- dialogs (replaceable)
    def warn(self, title: str, text: str) -> None:
        """Tell the player about a problem."""
        QMessageBox.warning(self.window, title, text)

    def ask(self, title: str, text: str) -> bool:
        """Whether to continue the saved game: True unless "New Game" is clicked.

        Continue is the default, and Esc or the title bar's close button answer it too,
        so only an explicit choice replaces the save (#12 item 1).
        """
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("resumeQuestion")
        keep = box.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        replace = box.addButton(self.tr("&New Game"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is not replace

    # ----------------------------------------------------------------- start-up
    def start_up(self) -> None:
        """Report damaged files, offer to resume the autosave, or start a remembered game."""
        paths = self.storage.paths
        log.info("settings in %s, saves and statistics in %s, log in %s", paths.config,
                 paths.data, paths.log)
        if not self.storage.owns_saves:
            self.warn(self.tr("Saved Game"), self.tr("Coventry Desktop is already open in another window. This window will not save its game or statistics; to keep your series, play in the other window."))  # noqa: E501 - one literal for lupdate
            self.window.start(self.remembered_setup())
            return
        # Each report says what was being read, what is wrong, and what happens now.
        for problem in self.storage.problems:
            self.warn(self.tr("Statistics"), " ".join((
                self.tr("The statistics could not be read."), problem.message(),
                self.tr("They start again from zero."))))
        self.window.practice_store.load()  # reports a damaged practice.json
        loaded = self.storage.autosave.load()
        if isinstance(loaded, Problem):
            self.warn(self.tr("Saved Game"), " ".join((
                self.tr("The saved game could not be continued."), loaded.message(),
                self.tr("A new game starts."))))
        elif isinstance(loaded, Saved) and not loaded.finished and self._ask_resume(loaded):
            self.resume(loaded)
            log.info("resumed the autosaved series at action %d", loaded.actions)
            return
        self.window.start(self.remembered_setup())

    def _practice_damaged(self, damage: SetAside) -> None:
        problem = Problem(self.window.practice_store.path, Damage(damage.kind), damage.detail,
                          damage.backup)
        self.warn(self.tr("Practice"), " ".join((
            self.tr("The practice progress could not be read."), problem.message(),
            self.tr("It starts again from zero."))))

    def _ask_resume(self, saved: Saved) -> bool:
        series, deal = saved.replayed.series, saved.replayed.deal
        # The deal in progress is counted; a settled one is the next deal's start.
        number = series.deal_number + (deal is not None and deal.phase is not Phase.OVER)
        text = self.tr("An unfinished game was saved: deal %1 of %2, with %3. Continue it? If you start a new game instead, Game → Restore Previous Game brings this one back.")  # noqa: E501 - one literal for lupdate
        text = text.replace("%1", str(number)).replace("%2", str(series.deals))
        text = text.replace("%3", ", ".join(shown_name(name) for name in saved.record.seats))
        return self.ask(self.tr("Continue the Saved Game?"), text)

    def resume(self, saved: Saved) -> None:
        """Continue ``saved``: replayed through the engine, at the table where it stopped."""
        window = self.window
        if window.pause_action.isChecked():
            window.pause_action.trigger()  # unpaused everywhere, the status bar too (#12)
        window.watching = False
        window.autoplayer.set_paused(False)
        window.pause_action.setChecked(False)
        setup = setup_from_game(saved.record, saved.game)
        if not self.settings.calls_language:
            # Calls the player never chose follow the menus' language, as they did before
            # the game was saved; the language saved with it is only the one at its start.
            setup = replace(setup, language=current_language())
        undone = saved.game.get("undone", [])
        window.controller.restore(setup, saved.record, undone={
            d for d in undone if isinstance(d, int)} if isinstance(undone, list) else set())
        window.practice.restore_score(*practice_score(saved.game))
        series = window.controller.series
        if series is not None and not series.is_over and window.controller.is_over():
            window.controller.next_deal()  # it stopped on a settlement: go on
        window.focus_table()

    def restore_previous(self) -> bool:
        """Game → Restore Previous Game: continue the series a new game replaced.

        The game on the table, if unfinished, becomes the previous save in its turn, so
        restoring never loses a series either. Returns whether a game was restored.
        """
        autosave = self.storage.autosave
        if not self.storage.owns_saves or not self.window.may_abandon(restoring=True):
            return False
        loaded = autosave.load_previous()
        if isinstance(loaded, Problem):
            self.warn(self.tr("Restore Previous Game"), " ".join((
                self.tr("The previous game could not be continued."), loaded.message())))
        elif isinstance(loaded, Saved):
            text = autosave.previous_path.read_bytes()
            self.resume(loaded)
            try:  # still there when the game it replaced was finished: used up now
                if autosave.previous_path.read_bytes() == text:
                    autosave.previous_path.unlink()
            except OSError:
                pass
            log.info("restored the previous series at action %d", loaded.actions)
        self._update_actions()
        return isinstance(loaded, Saved)

    def remembered_setup(self) -> GameSetup:
        """The table of the last game started with a person in it (or the one-click default)."""
        if self.settings.raw("seats/0/name") is None:
            first = default_setup(human_name=YOU)  # a role, shown in the UI language (#12)
            return replace(first, language=self.calls_language())
        # Earlier versions stored the role as the word of the window's language then.
        seats = tuple(SeatSetup(YOU if seat.human and seat.name in EARLIER_YOU else seat.name,
                                Occupant.HUMAN if seat.human else Occupant.BOT, seat.level)
                      for seat in self.settings.seats())
        return GameSetup(seats, deals=self.settings.deals, language=self.calls_language(),
                         call_style=self.settings.calls_style)

    def calls_language(self) -> str:
        """The calls language the player picked, else the UI language (#12 item 10)."""
        return self.settings.calls_language or current_language()

    # ----------------------------------------------------------------- settings
    def _apply_settings(self) -> None:
        window, settings = self.window, self.settings
        geometry = settings.window_geometry
        if not geometry.isEmpty():
            window.restoreGeometry(geometry)
        window.set_speed(settings.animation_speed)
        for action, wanted in ((window.auto_pass_action, settings.auto_pass),
                               (window.double_click_action, settings.double_click)):
            if action.isChecked() != wanted:
                action.trigger()  # runs the window's own toggle, as a click would
        window.view_options.use_settings(settings)  # large cards, high contrast, four colours
        window.speaker.set_enabled(settings.speech)  # the engine starts only if on (#7)
        window.speaker.enabledChanged.connect(self._speech_toggled)
        window.speed_group.triggered.connect(self._speed_chosen)
        window.auto_pass_action.toggled.connect(self._auto_pass_toggled)
        window.double_click_action.toggled.connect(self._double_click_toggled)
        # The panel shows the remembered calls language at once, also behind the question
        # whether to continue a saved game (QA F8); set before the settings listen to it.
        panel = window.panel
        panel.language.setCurrentIndex(
            max(panel.language.findData(self.calls_language()), 0))
        panel.style_box.setCurrentIndex(max(panel.style_box.findData(settings.calls_style), 0))
        # Only a person's choice on the panel is a pick: a game adopting its language is not.
        window.panel.language.activated.connect(self._calls_chosen)
        window.panel.style_box.currentIndexChanged.connect(self._calls_chosen)
        window.controller.gameStarted.connect(self._remember_table)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.save_window)
            app.aboutToQuit.connect(self.storage.close)

    def _speed_chosen(self, action: QAction) -> None:
        self.settings.animation_speed = str(action.data())

    def _auto_pass_toggled(self, on: bool) -> None:
        self.settings.auto_pass = on

    def _double_click_toggled(self, on: bool) -> None:
        self.settings.double_click = on

    def _speech_toggled(self, on: bool) -> None:
        self.settings.speech = on  # from the View menu or the calls panel's button

    def _calls_chosen(self) -> None:
        language = self.window.panel.language.currentData()
        style = self.window.panel.style_box.currentData()
        if language:
            self.settings.calls_language = language
        if style:
            self.settings.calls_style = style

    def _remember_table(self) -> None:
        setup = self.window.controller.setup
        if setup is None:
            return
        if not setup.humans:
            # Watching bots does not change the table the player sits at, and is never
            # saved; the game it replaced was abandoned (the window asked first if a deal
            # was in progress), so a restart must not offer that older game (QA F22). An
            # unfinished one is kept as the previous save for Restore Previous Game.
            if self.keeper.enabled:
                self.keeper.save_now()
                try:
                    self.storage.autosave.path.unlink(missing_ok=True)
                except OSError as error:
                    log.error("could not remove the abandoned autosave: %s", error)
            return
        with self.settings.batch():  # one write of the file, not fifteen
            self.settings.set_seats([SeatSetting(s.name, s.is_human, s.level)
                                     for s in setup.seats])
            self.settings.deals = setup.deals
            self.settings.last_game = "coventry"
            if self.settings.calls_language or setup.language != current_language():
                # Chosen in the New Game dialog (or resumed): from now on the calls stay put.
                self.settings.calls_language = setup.language

    def save_window(self) -> None:
        """Remember the window's size and place (called as the app quits)."""
        self.settings.window_geometry = self.window.saveGeometry()
        self.settings.window_state = self.window.saveState()

    # ----------------------------------------------------------------- menu
    def _build_actions(self) -> None:
        window = self.window
        self.statistics_action = QAction(window)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.export_action = QAction(window)
        self.export_action.triggered.connect(self.ask_export)
        self.import_action = QAction(window)
        self.import_action.triggered.connect(self.ask_import)
        self.transcript_action = QAction(window)
        self.transcript_action.triggered.connect(self.ask_transcript)
        self.restore_action = QAction(window)
        self.restore_action.triggered.connect(self.restore_previous)
        menu = window.game_menu
        menu.insertActions(window.quit_action, [self.statistics_action, self.export_action,
                                                self.transcript_action, self.import_action])
        # With the ways to start a game: New Game, Play Again, Watch Bots Play.
        games_end = menu.actions()[menu.actions().index(window.watch_action) + 1]
        menu.insertAction(games_end, self.restore_action)
        menu.insertSeparator(window.quit_action)
        # View → Language: the UI language, stored in the settings and switched live.
        self.language_menu = LanguageMenu(self.settings, window)
        window.view_menu.addSeparator()
        window.view_menu.addMenu(self.language_menu)
        window.controller.stateChanged.connect(self._update_actions)
        self.retranslate()
        self._update_actions()

    def _update_actions(self) -> None:
        self.export_action.setEnabled(self.window.controller.record is not None)
        self.transcript_action.setEnabled(self.window.controller.record is not None)
        self.restore_action.setEnabled(self.storage.owns_saves
                                       and self.storage.autosave.previous_path.exists())

    def retranslate(self) -> None:
        """Set the menu texts in the UI language."""
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.export_action.setText(self.tr("&Export Record…"))
        self.import_action.setText(self.tr("&Import Record…"))
        self.transcript_action.setText(self.tr("Export &Transcript…"))
        self.restore_action.setText(self.tr("&Restore Previous Game"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._follow_ui_language()
        return False

    def _follow_ui_language(self) -> None:
        # Until the player picks a calls language, the calls follow the menus' (#12 item 10).
        panel = self.window.panel
        wanted = self.calls_language()
        if panel.language.currentData() != wanted:
            panel.language.setCurrentIndex(max(panel.language.findData(wanted), 0))

    def show_statistics(self) -> StatisticsDialog:
        """The Statistics dialog, refreshed."""
        if self.statistics_dialog is None:
            from .statistics_dialog import StatisticsDialog  # on first use: start-up is sooner

            self.statistics_dialog = StatisticsDialog(self.storage.statistics, self.window)
        self.statistics_dialog.refresh()
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        return self.statistics_dialog

    def _folder(self) -> Path:
        folder = Path(self.settings.last_folder) if self.settings.last_folder else Path.home()
        return folder if folder.is_dir() else Path.home()

    def ask_export(self) -> None:
        """Ask where, then export the game's record."""
        name = time.strftime("coventry-%Y%m%d-%H%M.json")
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.export_caption(), str(self._folder() / name),
            self.tr("Game records (*.json)"))
        if path:
            self.export_to(Path(path))

    def export_caption(self) -> str:
        """The export dialog's title, saying what the file will hold (#12 item 2)."""
        controller = self.window.controller
        finished = len(controller.series.results) if controller.series is not None else 0
        if controller.is_over():
            return self.tr("Export Record: %n finished deal(s)", "", finished)
        return self.tr("Export Record: %n finished deal(s) and the deal in progress so far", "",
                       finished)

    def export_to(self, path: Path) -> bool:
        """Write the current game's record to ``path``; warns and returns False on failure."""
        record = self.window.controller.record
        if record is None:
            return False
        try:
            export_record(path, record)
        except OSError as error:
            log.error("export to %s failed: %s", path, error)
            self.warn(self.tr("Export Record"), self.tr("The record could not be written (%1).")
                      .replace("%1", error.strerror or str(error)))
            return False
        self.settings.last_folder = str(path.parent)
        self.window.statusBar().showMessage(self.tr("Record exported."), 4000)
        return True

    def ask_transcript(self) -> None:
        """Ask where, then write the game as text to read (the same as ``show``)."""
        name = time.strftime("coventry-%Y%m%d-%H%M.txt")
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Export the Game as Text"), str(self._folder() / name),
            self.tr("Text (*.txt)"))
        if path:
            self.transcript_to(Path(path))

    def transcript_to(self, path: Path) -> bool:
        """Write the game's transcript, its calls in the panel's language; False on failure."""
        from ..show import coventry_text  # on first use

        record = self.window.controller.record
        if record is None:
            return False
        language = self.window.panel.language.currentData() or "en"
        try:
            write_atomic(path, coventry_text(record, language))
        except OSError as error:
            self.warn(self.tr("Export Record"), self.tr("The record could not be written (%1).")
                      .replace("%1", error.strerror or str(error)))
            return False
        self.settings.last_folder = str(path.parent)
        return True

    def ask_import(self) -> None:
        """Ask which file, then open it in the replay viewer."""
        path, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Import Record"), str(self._folder()),
            self.tr("Game records (*.json);;All files (*)"))
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> QDialog | None:
        """Open ``path`` in a replay viewer; a damaged file is reported and left in place.

        A record of Comet or Hearts opens in their replay viewer, on their table.
        """
        if is_game_record_file(path):
            try:
                loaded = read_record(path)
            except FileDamaged as error:
                self.warn(self.tr("Import Record"), error.problem.message())
                return None
            self.settings.last_folder = str(path.parent)
            from .game_replay import GameReplay  # on first use: start-up is sooner

            replay = GameReplay(loaded, self.window)
            self.viewers.append(replay)
            replay.show()
            return replay
        try:
            record: DealRecord | SeriesRecord = import_record(path)
        except FileDamaged as error:
            self.warn(self.tr("Import Record"), error.problem.message())
            return None
        self.settings.last_folder = str(path.parent)
        panel = self.window.panel
        from .replay_viewer import ReplayViewer  # on first use: start-up is sooner

        viewer = ReplayViewer(record, self.window, language=panel.language.currentData() or "en",
                              style=panel.style_box.currentData() or "rhymes")
        self.viewers = [v for v in self.viewers if v.isVisible()] + [viewer]
        viewer.show()
        return viewer

