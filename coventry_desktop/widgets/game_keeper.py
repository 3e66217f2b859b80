"""What a game window keeps and offers besides play: autosave, Undo, export, statistics.

``GameKeeper`` writes the series to ``<data>/<game>-autosave.json`` after every state
change (and forgets it once the series is over), counts each finished deal in the game's
statistics, and adds to the window's Game menu: Undo (Ctrl+Z), Export Record…, Export
Transcript… and Statistics…. Nothing here knows a game: the session and the presenter do.

A write that fails (a full disk, a read-only folder, no permission, an I/O error) never
stops the game: the window's message bar says what could not be saved, where and why,
every write in the data folder is tried again after the next action, and leaving while
the last save failed asks first and offers to save the series in another folder. Once the
series is saved in another folder (Save the Series Elsewhere…), every later change of it
goes to that file too while the window is open; Open Record… on an unfinished series
offers to go on with it (``continueSeries``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QMenu,
    QWidget,
)

from ..engine.game_records import to_json
from ..models.game_words import game_title
from ..models.setup import BOT_NAMES, Occupant, SeatSetup, sentence_names
from ..models.transcript import transcript
from ..storage.files import watch_writes, write_atomic
from ..storage.game_files import (
    GameAutosave,
    LoadedRecord,
    PreviousSeries,
    read_record,
    write_record,
)
from ..storage.game_statistics import GameStatistics
from ..storage.problems import Damage, FileDamaged, Problem, fill, write_failure
from .message_bar import MessageBar, Words
from .texts import as_typed

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..models.table_flow import TableFlow
    from .game_log import GameLog

log = logging.getLogger(__name__)


def dialog_folder() -> Path:
    """Where Export and Open Record… open: the user's Documents folder, or their home
    folder when it has none (a fresh Linux account often has no ~/Documents, and Qt's
    dialog shown a folder that does not exist falls back to the app's working folder)."""
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    return documents if documents.is_dir() else Path.home()


def statistics_read(info: Any, problem: Problem) -> str:
    """The bar's line for ``info``'s statistics file that could not be read at start
    (``GameStatistics.load``): which game's, where, what was wrong and where it went."""
    name, folder = game_title(info), str(problem.path.parent)
    if problem.damage is Damage.SOME_ENTRIES:  # the file stays, less the damaged entries
        text = QCoreApplication.translate(
            "GameKeeper", "Some of the statistics of %1 (“%2” in “%3”) could not be read. %4")
    else:
        text = QCoreApplication.translate(
            "GameKeeper", "The statistics of %1 (“%2” in “%3”) could not be read, so they "
                          "count again from zero. %4")
    return fill(text, (name, problem.path.name, folder, problem.message()))


class GameKeeper(QObject):
    """Autosave, statistics and the file and Undo menu entries of one game window.

    Args:
        flow: the table flow (its session and presenter; Undo asks it whose hand is on
            the screen).
        data: the data folder, or None to keep nothing on disk (the menu entries remain).
        parent: the dialogs' parent (the game window).
        menu: the Game menu the entries go in (before its first entry).
        messages: the bar that says what could not be saved.
        log: the deal's log (told again after Undo).
        settings: the app's settings (their file's failed writes are told too), or None.
        asks: whether replacing an unfinished series asks first (tests turn it off).
        held: hold the first autosave until ``release()``.

    Signals:
        continueSeries(loaded, path): Open Record… → Continue This Series: the unfinished
            series of the file at ``path`` (a ``LoadedRecord``) should go on at the table.
    """

    continueSeries = Signal(object, object)

    def __init__(self, flow: TableFlow, data: Path | None, *, parent: QWidget, menu: QMenu,
                 messages: MessageBar, log: GameLog, settings: Any = None,
                 asks: Callable[[], bool] = lambda: True, held: bool = False) -> None:
        super().__init__(parent)
        self.flow, self.session, self.presenter = flow, flow.session, flow.presenter
        self.window, self.menu, self.messages, self.log = parent, menu, messages, log
        self.settings, self._asks = settings, asks
        session = self.session
        info = session.info
        # A table of bots only (watching) keeps nothing: it must not replace your series.
        people = any(seat.is_human for seat in session.seats)
        self.autosave = GameAutosave(data, info) if data is not None and people else None
        self.data = data if people else None
        self.failed: dict[str, OSError] = {}
        """The writes whose last try failed, by kind ("autosave", "statistics" …)."""
        self.elsewhere: Path | None = None
        """The file the player saved the series in when the data folder could not be
        written (Save the Series Elsewhere…): each later change goes there too."""
        self._stats_unsaved = False
        self._held = held
        self._held_record: Any = None
        """The series as the held first save found it (``release``)."""
        if self.data is not None:
            # Every write in the data folder is told here, wherever it came from (the
            # practice progress too); the listener goes with the keeper.
            self.destroyed.connect(watch_writes(self._written))
        self.statistics: GameStatistics | None = None
        self.statistics_problem: Problem | None = None
        """The game's statistics file that could not be read at the window's start (kept
        aside: ``Problem.backup``), said in the bar and in Game → Statistics…."""
        if data is not None and people:
            self.statistics, self.statistics_problem = GameStatistics.load(data, info)
            if self.statistics_problem is not None:
                # In the window's bar, as the autosave's damage is: a modal box here came
                # before the window, and named neither the game nor the folder.
                problem = self.statistics_problem
                messages.say("statistics-read", lambda: statistics_read(info, problem))
        window = parent
        self.undo_action = QAction(window)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.export_action = QAction(window)
        self.export_action.triggered.connect(self.export_record)
        self.transcript_action = QAction(window)
        self.transcript_action.triggered.connect(self.export_transcript)
        self.statistics_action = QAction(window)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.watch_action = QAction(window)
        self.watch_action.triggered.connect(self.watch)
        self.open_action = QAction(window)
        self.open_action.triggered.connect(self.ask_open_record)
        first = menu.actions()[0]  # the window's Close: the entries go above it
        for action in (self.undo_action, self.watch_action, self.export_action,
                       self.transcript_action, self.open_action, self.statistics_action):
            menu.insertAction(first, action)
        menu.insertSeparator(first)
        session.stateChanged.connect(self.keep)
        session.dealEnded.connect(self._count)
        session.botFailed.connect(self._bot_failed)
        self.retranslate()

    def retranslate(self) -> None:
        self.undo_action.setText(self.tr("&Undo"))
        self.export_action.setText(self.tr("&Export Record…"))
        self.transcript_action.setText(self.tr("Export &Transcript…"))
        self.statistics_action.setText(self.tr("&Statistics…"))
        self.watch_action.setText(self.tr("&Watch Bots Play"))
        self.open_action.setText(self.tr("&Open Record…"))

    # -- keeping -------------------------------------------------------------------------
    @Slot()
    def keep(self) -> None:
        """Save the series after a change; forget it once over. Undo follows the session.
        Statistics whose last save failed are tried again too."""
        self.update_undo()
        if self._stats_unsaved:
            self._save_statistics()
        settings = getattr(self.window, "settings", None)
        if "settings" in self.failed and settings is not None:
            settings.retry()  # its line goes once the write works
        if self.autosave is None or self.session.state is None:
            return
        if self._held:
            record = self.session.record()
            if self._held_record is None or record == self._held_record:
                self._held_record = record
                return
            self._held = False  # a move before the first paint: written at once
        try:
            if self.session.series_over():
                self.autosave.clear()
                self._written(self.autosave.path, None)  # nothing left to save
            else:
                self.autosave.save(self.session.record())
        except OSError as error:  # a full disk must not stop the game (the bar says it)
            log.error("could not autosave %s: %s", self.autosave.path, error)
        if self.elsewhere is not None:
            self.keep_elsewhere(self.elsewhere)

    def release(self) -> None:
        """Write what a keeper made ``held`` held back (the series as it is now), and every
        later change as it comes. The app's first window holds its first save (the deal
        as dealt or resumed, nothing a player did yet) until its table has been painted,
        so the file's write and its two ``fsync`` calls, the JSON and the digest (OpenSSL's
        ``hashlib``) come after the first frame (#25); a move made before then (none can
        be, by a person) is written at once, with all before it."""
        if self._held:
            self._held = False
            if self._held_record is not None:
                self._held_record = None
                self.keep()

    def keep_elsewhere(self, path: Path) -> bool:
        """Write the whole series to ``path`` (the file chosen in another folder); a
        failure is said in the bar, and the line that it is kept there comes back once a
        write works again."""
        try:
            write_atomic(path, to_json(self.session.info, self.session.record()))
        except OSError as error:
            log.error("could not save the series in %s: %s", path, error)
            self.failed["elsewhere"] = error
            def words(failure: OSError = error) -> str:  # ``error`` goes with the except
                return self.tr("The series could not be saved in “%1”: %2.").replace(
                    "%1", str(path.parent)).replace("%2", write_failure(failure))

            self.messages.say("elsewhere", words)
            return False
        if self.failed.pop("elsewhere", None) is not None or self.elsewhere != path:
            self.messages.say("elsewhere", lambda: self.tr(
                "The series is saved as “%1”, and each later move of this window is saved "
                "there too. To go on with it another time, open that file with Game → Open "
                "Record… and choose Continue This Series.").replace("%1", str(path)))
        self.elsewhere = path
        return True

    @Slot(object)
    def _count(self, _units: object) -> None:
        if self.statistics is None:
            return
        humans = [seat.is_human for seat in self.session.seats]
        if self.statistics.record(self.session.record(), humans,
                                  over=self.session.series_over()):
            self._save_statistics()

    def _save_statistics(self) -> None:
        assert self.statistics is not None
        try:
            self.statistics.save()
            self._stats_unsaved = False
        except OSError as error:
            self._stats_unsaved = True  # tried again after the next action
            log.error("could not save statistics: %s", error)

    def _kind(self, path: Path) -> str | None:
        """Which of this window's files ``path`` is, or None for one it does not keep."""
        settings = self.settings
        if settings is not None and path == getattr(settings, "path", None):
            return "settings"
        if self.data is None or path.parent != self.data:
            return None  # an export: its own dialog says how it went
        if self.autosave is not None and path == self.autosave.path:
            return "autosave"
        if self.statistics is not None and path == self.statistics.path:
            return "statistics"
        # Each other file its own line, so each goes when that file's next write works.
        return "practice" if path.name == "practice.json" else f"file:{path.name}"

    def _written(self, path: Path, error: OSError | None) -> None:
        """A write of ``path`` worked (its message goes) or failed (the bar says so)."""
        kind = self._kind(path)
        if kind is None:
            return
        bar = self.messages
        if error is None:
            self.failed.pop(kind, None)
            bar.clear(kind)
            if kind == "autosave":
                bar.clear("folder")  # saving works again (its button goes with its line)
            if "autosave" not in self.failed:
                # Not the folder's button: its line stays until the autosave works (a
                # settings file written elsewhere, at View → Language, took it away).
                bar.clear_action("autosave")
            return
        self.failed[kind] = error
        if "folder" in bar.lines():
            return  # the data folder's line already says that nothing is saved
        bar.say(kind, lambda: self._failure_text(kind, path, error))
        if kind == "autosave":
            bar.set_action(lambda: self.tr("Save the Series Elsewhere…"), self.export_series,
                           key="autosave")

    def say_folder(self, text: Words) -> None:
        """The data folder cannot be written (found at start): ``text`` (a line of the
        bar: ``MessageBar.say``) says so, in place of each of its files' own lines, until
        a save works again."""
        bar = self.messages
        for kind in bar.lines():
            if kind in ("autosave", "statistics", "practice") or kind.startswith("file:"):
                bar.clear(kind)
        bar.say("folder", text)
        bar.set_action(lambda: self.tr("Save the Series Elsewhere…"), self.export_series,
                       key="folder")

    def _failure_text(self, kind: str, path: Path, error: OSError) -> str:
        where, why = str(path.parent), write_failure(error)
        if kind == "autosave":
            text = self.tr("The game could not be saved in “%1”: %2. Play goes on, and "
                           "saving is tried again after every move.")
        elif kind == "statistics":
            text = self.tr("The statistics could not be saved in “%1”: %2. They are tried "
                           "again after your next move.")
        elif kind == "practice":
            text = self.tr("Your practice progress could not be saved in “%1”: %2.")
        elif kind == "settings":
            text = self.tr("Your settings could not be saved in “%1”: %2.")
        else:
            text = self.tr("A file could not be saved in “%1”: %2.")
        return text.replace("%1", where).replace("%2", why)

    # -- replacing the series ---------------------------------------------------------
    def unfinished(self) -> bool:
        """Whether a series that people play is under way: a deal played, or a person's
        move made in the deal in play (a deal nobody at the screen has touched loses
        nothing when it is replaced, so New Game does not ask about it)."""
        session = self.session
        people = any(seat.is_human for seat in session.seats)
        touched = not session.deal_over() and bool(session.history) and any(
            session.is_human(action.seat) for action in session.history[-1])
        return people and not session.series_over() and bool(session.results or touched)

    def may_replace(self, *, switching: bool = False, title: str = "") -> bool:
        """New Game, Play Again or another game while this series is unfinished: ask
        first (No, Escape and the close button keep playing). Yes keeps the series: as
        the previous one of its game (``keep_as_previous``), or, ``switching`` to another
        game, as its game's autosave, offered when it is next played."""
        if not self.unfinished() or not self._asks():
            return True
        name = game_title(self.session.info)
        text = (self.tr("Leave this unfinished game of %1? It is kept, and offered again "
                        "when you next play %1.") if switching else
                self.tr("Start a new series in place of this unfinished one? It is kept: "
                        "Game → Restore Previous Game brings it back."))
        from PySide6.QtWidgets import QMessageBox  # on first use (#25)

        answer = QMessageBox.question(
            self.window, title or name, text.replace("%1", name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return switching or self.keep_as_previous()

    def keep_as_previous(self) -> bool:
        """Keep the saved series as its game's newest previous one (the last three are
        kept); True when it was kept or there was nothing to keep (no autosave: nothing
        on disk to lose), False when it could not be (said in the bar)."""
        if self.autosave is None or self.data is None or not self.unfinished():
            return True
        self.keep()  # the file holds the series as it is now
        try:
            PreviousSeries(self.data, self.session.info).keep(self.autosave.path)
        except OSError as error:
            log.error("could not keep the replaced series: %s", error)
            path, failure = self.autosave.path, error  # ``error`` is unbound after except
            self.messages.say(
                "file:previous", lambda: self._failure_text("file", path, failure))
            return False
        self.messages.clear("file:previous")  # kept this time: the earlier failure is over
        return True

    @Slot(int, str)
    def _bot_failed(self, seat: int, _error: str) -> None:
        """A bot raised: said once per window (the log has every time, with tracebacks)."""
        bar = self.messages
        if "bot" in bar.lines():
            return
        name = self.session.names[seat]
        bar.say("bot", lambda: self.tr(
            "The bot playing for %1 made an error; the Easy bot played that move in its "
            "place. The details are in the log.").replace("%1", sentence_names((name,))[0]))

    def may_leave(self) -> bool:
        """Whether the window may close: yes when its series is over, saved (it is offered
        again when the game is next opened) or only bots play; else the player is asked
        (No, the default, keeps playing)."""
        people = any(s.is_human for s in self.session.seats)
        if not (self.flow.in_progress() and people and self._asks()):
            return True
        if self.save_failed and not self.saved_elsewhere:
            return self.may_leave_unsaved()  # the last save failed: offers export
        if self.autosave is not None:
            return True
        from PySide6.QtWidgets import QMessageBox  # on first use (#25)

        answer = QMessageBox.question(
            self.window, QCoreApplication.translate("GameWindow", "Leave the Game"),
            QCoreApplication.translate("GameWindow",
                                       "This game is not finished. Leave it? It is not saved."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def leave_unsaved_box(self) -> QMessageBox:
        """The question ``may_leave_unsaved`` asks. Its buttons have keys of their own in
        every language (Qt's standard Save, Discard and Cancel had none: Alt+D did
        nothing); Cancel is the default and Escape's."""
        from PySide6.QtWidgets import QMessageBox  # on first use (#25)

        why = write_failure(self.failed["autosave"])
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Leave the Game"),
            as_typed(self.tr("The last save failed (%1), so the moves since then are kept "
                             "nowhere. Save the series in another folder before leaving?")
                     .replace("%1", why)),
            buttons.Save | buttons.Discard | buttons.Cancel, self.window)
        box.setDefaultButton(buttons.Cancel)
        box.setEscapeButton(buttons.Cancel)
        for button, text in ((buttons.Save, self.tr("&Save…")),
                             (buttons.Discard, self.tr("&Discard")),
                             (buttons.Cancel, self.tr("&Cancel"))):
            box.button(button).setText(text)
        return box

    @property
    def save_failed(self) -> bool:
        """Whether the last save of the series failed (leaving would lose moves)."""
        return "autosave" in self.failed

    @property
    def saved_elsewhere(self) -> bool:
        """Whether the series as it is now is saved in the file chosen in another folder."""
        return self.elsewhere is not None and "elsewhere" not in self.failed

    def may_leave_unsaved(self) -> bool:
        """Leaving while the last save failed: Save (the series in another folder, then
        leave), Discard (leave), or Cancel and Escape (keep playing)."""
        from PySide6.QtWidgets import QMessageBox  # on first use (#25)

        box = self.leave_unsaved_box()
        box.exec()
        clicked = box.clickedButton()
        answer = (box.standardButton(clicked) if clicked is not None
                  else QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.export_series() is not None
        return answer == QMessageBox.StandardButton.Discard

    @Slot()
    def export_series(self) -> Path | None:
        """Save the whole series, the deal in play too, as the autosave holds it, in a
        folder the player chooses (the data folder cannot be written), and every later
        change of it there too (the bar says so); None if cancelled or not written (then
        said)."""
        path = self._ask_path(self.tr("Save the Series in Another Folder"), ".json",
                              self.tr("Records (*.json)"))
        if path is None:
            return None
        if not self.keep_elsewhere(path):
            from PySide6.QtWidgets import QMessageBox  # on first use (#25)

            QMessageBox.warning(self.window, self.tr("Export"),
                                as_typed(self.messages.lines()["elsewhere"]))
            if self.elsewhere is None:
                self.messages.clear("elsewhere")  # nothing is kept there: the box said it
                self.failed.pop("elsewhere", None)
            return None
        return path

    # -- undo ----------------------------------------------------------------------------
    @Slot()
    def may_undo(self) -> bool:
        """Whether Undo may be used now: the session has a choice of the person to act to
        take back, and that person's hand is on the screen (not behind the curtain, where
        whoever holds the screen could take back another person's move)."""
        return self.flow.may_undo()

    def update_undo(self) -> None:
        """Enable Undo exactly when ``may_undo`` (after each change and each redraw)."""
        self.undo_action.setEnabled(self.may_undo())

    def undo(self) -> bool:
        """Take back your last choice and the actions after it; the log is told again."""
        if not self.may_undo() or not self.session.undo():
            return False
        self.log.rebuild()
        return True

    # -- files ---------------------------------------------------------------------------
    def _ask_path(self, title: str, suffix: str, kinds: str) -> Path | None:
        from . import file_choice  # on first use: the table comes sooner

        name = f"{self.session.info.id}-series{suffix}"
        chosen, _ = file_choice.save_file_name(self.window, title,
                                               str(dialog_folder() / name), kinds)
        return Path(chosen) if chosen else None

    @Slot()
    def export_record(self) -> Path | None:
        """Save the finished deals as a record (the deal in play stays private)."""
        path = self._ask_path(self.tr("Export the Finished Deals as a Record"), ".json",
                              self.tr("Records (*.json)"))
        if path is None:
            return None
        info = self.session.info
        try:
            write_record(path, info, self.session.record().finished_deals(info))
        except OSError as error:
            from PySide6.QtWidgets import QMessageBox  # on first use (#25)

            QMessageBox.warning(self.window, self.tr("Export"),
                                as_typed(self.tr("The record could not be written: %1.")
                                         .replace("%1", write_failure(error))))
            return None
        self.messages.notice("exported", lambda: self.tr(
            "The finished deals were written as a record to “%1”.").replace("%1", str(path)))
        return path

    @Slot()
    def export_transcript(self) -> Path | None:
        """Save the finished deals as text to read (the same as ``show``)."""
        path = self._ask_path(self.tr("Export the Finished Deals as Text"), ".txt",
                              self.tr("Text (*.txt)"))
        if path is None:
            return None
        info = self.session.info
        text = transcript(info, self.presenter, self.session.record().finished_deals(info))
        try:
            write_atomic(path, text)
        except OSError as error:
            from PySide6.QtWidgets import QMessageBox  # on first use (#25)

            QMessageBox.warning(self.window, self.tr("Export"),
                                as_typed(self.tr("The transcript could not be written: %1.")
                                         .replace("%1", write_failure(error))))
            return None
        self.messages.notice("exported", lambda: self.tr(
            "The finished deals were written as text to “%1”.").replace("%1", str(path)))
        return path

    @Slot()
    def watch(self) -> QWidget:
        """Game → Watch Bots Play: Normal bots at a table like this one, in a new window
        (nothing saved or counted; the speed is the app's animation speed)."""
        seats = [SeatSetup(BOT_NAMES[i % len(BOT_NAMES)], Occupant.BOT, "normal")
                 for i in range(len(self.session.seats))]
        window_type: Any = type(self.window)  # the game window (it imports this module)
        info = self.session.info
        assert info.ui is not None  # a game window has a presenter
        # A window of its own, kept alive by this one (the app's window has no parent).
        watcher = window_type(info, info.ui(), seats, deals=self.session.deals,
                                   options=self.session.options, parent=self.window)
        watcher.title = lambda: self.tr("%1 — watching the bots").replace(
            "%1", game_title(info))
        watcher.setWindowTitle(watcher.title())
        watcher.show()
        shown: QWidget = watcher
        return shown

    @Slot()
    def ask_open_record(self) -> None:
        """Game → Open Record…: choose a record file, then replay it."""
        from . import file_choice  # on first use: the table comes sooner

        chosen, _ = file_choice.open_file_name(self.window, self.tr("Open a Record"),
                                               str(dialog_folder()),
                                               self.tr("Records (*.json)"))
        if chosen:
            self.open_record(Path(chosen))

    def open_record(self, path: Path) -> QDialog | None:
        """Replay the record at ``path``; a damaged file is reported in plain words and left
        where it is."""
        try:
            loaded = read_record(path)
        except FileDamaged as error:
            from PySide6.QtWidgets import QMessageBox  # on first use (#25)

            QMessageBox.warning(self.window, self.tr("Open a Record"),
                                as_typed(error.problem.message()))
            return None
        from .game_replay import GameReplay  # on first use: not on the way to the first table

        replay = GameReplay(loaded, self.window, continues=self._may_continue(loaded, path))

        def go_on() -> None:
            replay.close()
            self.continueSeries.emit(loaded, path)

        replay.continueChosen.connect(go_on)
        replay.show()
        return replay

    def _may_continue(self, loaded: LoadedRecord, path: Path) -> bool:
        """Whether the opened file's series can go on at the table: unfinished, people at
        it, and not this game's own autosave (that series is the one on the table)."""
        people = not loaded.record.levels or "" in loaded.record.levels
        own = self.autosave is not None and path == self.autosave.path
        return people and not loaded.finished and not own

    @Slot()
    def show_statistics(self) -> QDialog:
        """The game's statistics per person and rules preset (non-modal)."""
        from .statistics_table import StatisticsTable  # on first use (start-up)

        dialog = StatisticsTable(self.session.info, self.statistics, self.window,
                                 problem=self.statistics_problem)
        dialog.show()
        return dialog
