"""The app's window: one game's window at a time, with the app's own menus.

``AppShell`` keeps what outlives a game's window — the settings, the data folder and the
one speaker — and opens the game to play: at start the last game played (its unfinished
series if the player goes on with it, else its remembered table, without a dialog), later
the game New Game chose. A new window takes the old one's place; the old one's series is
already autosaved (Restore is the resume question of that game).

``AppMenus`` gives each such window New Game, Play Again and Quit, the View menu (Pause,
Speed, Speak Aloud, the look of the table, Language) and Help → Playing Coventry Desktop
and About; the window itself has the game's commands (Undo, Hint, Watch, records,
statistics, Rules).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from .. import games
from ..engine.game import GameInfo
from ..games import DEFAULT_GAME, get
from ..models.game_words import game_title, presenter_of, title_of
from ..speech import DeferredSpeaker, make_speaker
from ..storage.game_files import GameAutosave, LoadedRecord, PreviousSeries
from ..storage.migration import Migration
from ..storage.problems import Damage, Problem, write_failure
from ..storage.settings import Settings
from . import speeds
from .first_paint import after_first_paint
from .game_window import GameWindow
from .game_window_parts import fit_remembered
from .opening import Opening, StartUp, lost_series, resumed_opening, start_opening
from .texts import as_typed
from .view_menu import ViewOptions, window_action


def _last_saved(data: Path) -> GameInfo | None:
    """The registered game whose autosave in ``data`` was written last, or None when no
    game has one (QA: a lost settings file opened a new Earl of Coventry over a Hearts
    series in progress, which only Game → Play Hearts… found again)."""
    from ..storage.game_files import autosave_path

    newest: tuple[float, GameInfo] | None = None
    for info in games.GAMES:
        try:
            stamp = autosave_path(data, info.id).stat().st_mtime
        except OSError:
            continue  # none (or unreadable: its own start says so)
        if newest is None or stamp > newest[0]:
            newest = (stamp, info)
    return newest[1] if newest is not None else None


class AppShell(QObject):
    """The game being played and what every game's window shares.

    Args:
        settings: the remembered choices, or None to remember nothing (tests).
        data: the data folder for autosaves and statistics, or None to keep nothing (a
            second copy of the app, which must not overwrite the first one's series).
        seed: the series seed of every new series this shell opens, or None for a random
            one (tests fix the deals with it).
        first_dealer: the first dealer of every new series, or None for a random seat.
        speed: the animation speed to play at (a ``speeds.SPEEDS`` name or a factor, 0
            for no waiting), or None for the remembered one (tests make bots wait for
            nothing, or hold the speed a test set).

    Signals:
        windowChanged(window): another game window took the place of the last.
    """

    windowChanged = Signal(object)

    def __init__(self, settings: Settings | None, data: Path | None,
                 parent: QObject | None = None, *, seed: int | None = None,
                 first_dealer: int | None = None, speed: str | float | None = None) -> None:
        super().__init__(parent)
        self.settings, self.data = settings, data
        self.seed, self.first_dealer = seed, first_dealer
        self.migration: Migration | None = None
        """What the start's conversion of earlier files met (``Storage.migrate``), said
        once in the first window's message bar."""
        self.folder_problem: OSError | None = None
        """Why the data folder cannot be written (``Storage.write_problem``): each window
        says it in its message bar; the saved series is still offered and played."""
        self._settings_told = False
        """Whether the first window said that a damaged settings file was kept aside."""
        self.first_save_waits = False
        """Whether the next window's first autosave and the keyboard's suggested card wait
        for its table's first paint (``GameKeeper.release``, ``TableFlow.release_suggestion``;
        ``app.run`` sets it for the first window)."""
        # Speech starts off: no engine is made until it is switched on (#7).
        self.speaker = DeferredSpeaker(make_speaker, parent=self)
        self.window: GameWindow | None = None
        if speed is not None:
            speeds.set_speed(speed)
        elif settings is not None:
            speeds.set_speed(settings.animation_speed)
        if settings is not None:
            self.speaker.set_enabled(settings.speech)
            self.speaker.enabledChanged.connect(lambda on: setattr(settings, "speech", on))

    def last_game(self) -> GameInfo:
        """The game last started (an unknown id from a newer release: the first game);
        with no game remembered (settings lost, or kept nowhere), the game whose series
        was saved last, else the first game."""
        remembered = self.settings is not None and self.settings.raw("game/last")
        if not remembered and self.data is not None:
            saved = _last_saved(self.data)
            if saved is not None:
                return saved
        try:
            return get(self.settings.last_game if self.settings is not None else DEFAULT_GAME)
        except KeyError:
            return get(DEFAULT_GAME)

    def start_up(self, game: str | None = None) -> GameWindow:
        """Open ``game`` (default: the last game) without a question: its unfinished
        series, else a new series at its remembered table. The window's bar says that
        the series goes on and offers New Game, or why a saved one could not be restored.
        """
        info = get(game) if game is not None else self.last_game()
        start = start_opening(info, data=self.data, settings=self.settings)
        window = self.show(start.opening)
        assert window is not None  # no window before it to refuse
        self._say_start(window, start)
        return window

    def _say_start(self, window: GameWindow, start: StartUp) -> None:
        if start.lost is not None:
            window.messages.say("restore", start.lost)
        if start.resumed_deal is None:
            return
        deal = str(start.resumed_deal)
        window.messages.say("resumed", lambda: self.tr(
            "Your unfinished game of %1 goes on at deal %2.").replace(
            "%1", game_title(window.info)).replace("%2", deal))

        def new_game() -> None:
            if self.new_game() is None and self.window is window:
                return  # cancelled or kept: the line stays
            window.messages.clear("resumed")

        if self.folder_problem is None:  # else the button saves the series elsewhere
            window.messages.set_action(lambda: self.tr("&New Game…"), new_game, key="resumed")
        # "goes on at deal N" is out of date once the next deal is dealt: it goes then.
        window.flow.dealing.connect(lambda: window.messages.clear("resumed"))

    def new_game(self, info: GameInfo | None = None) -> GameWindow | None:
        """Game → New Game…: the set-up dialog of ``info`` (default: the game on the
        table), following the Game box to another game; None if cancelled."""
        info = info or (self.window.info if self.window is not None else self.last_game())
        from .other_games import choose_opening  # the New Game dialog, on first use

        while True:
            playing = self.window is not None and self.window.info.id == info.id
            opening = choose_opening(info, self.window, data=self.data,
                                     settings=self.settings, offer_resume=not playing,
                                     in_play=self.window.flow.table_in_play()
                                     if self.window is not None and playing else None)
            if not isinstance(opening, str):
                break
            info = get(opening)
        if opening is None:
            return None
        if self.window is not None and not self.window.keeper.may_replace(
                switching=opening.info.id != self.window.info.id):
            return None  # keep playing
        return self.show(opening)

    def restore_previous(self) -> GameWindow | None:
        """Game → Restore Previous Game: the series of this game a new one last replaced
        comes back, and the unfinished one on the table (if any) is kept in its place, so
        nothing is lost either way; None when there is none (a damaged one is said)."""
        window = self.window
        if window is None or self.data is None:
            return None
        info = window.info
        try:
            loaded = PreviousSeries(self.data, info).take()
        except OSError as error:
            folder, failure = str(self.data), error  # ``error`` is unbound after except
            window.messages.say("file", lambda: self.tr(
                "A file could not be saved in “%1”: %2.").replace(
                "%1", folder).replace("%2", write_failure(failure)))
            return None
        if isinstance(loaded, Problem):
            from PySide6.QtWidgets import QMessageBox  # on first use (#25)

            QMessageBox.warning(window, game_title(info), as_typed(loaded.message()))
            return None
        if loaded is None:
            return None
        if not window.keeper.keep_as_previous():
            return None
        return self.show(resumed_opening(info, loaded.record))

    def continue_series(self, loaded: LoadedRecord, path: Path) -> GameWindow | None:
        """Open Record… → Continue This Series: the file's series goes on in place of the
        one on the table (kept as New Game keeps it); while the data folder cannot be
        written, each move is saved back in that file."""
        window = self.window
        switching = window is None or loaded.info.id != window.info.id
        # A folder that cannot be written cannot take the one on the table in as the
        # previous series: it stays its game's autosave, as for another game.
        if window is not None and not window.keeper.may_replace(
                switching=switching or self.folder_problem is not None):
            return None
        kept = self._keep_saved_series(loaded.info) if switching else False
        if kept is None:
            return None
        shown = self.show(resumed_opening(loaded.info, loaded.record))
        if shown is not None and self.folder_problem is not None:
            shown.keeper.keep_elsewhere(path)
        if shown is not None and kept:
            info = loaded.info
            shown.messages.say("kept", lambda: self.tr(
                "Your unfinished series of %1 that was saved is kept: Game → Restore "
                "Previous Game brings it back.").replace("%1", game_title(info)))
        return shown

    def _keep_saved_series(self, info: GameInfo) -> bool | None:
        """Before a record's series of ``info`` goes on in place of the one saved for that
        game (not the game on the table), keep the saved one as its previous series, as
        New Game would: True when one was kept, False when there was none to keep, None
        when it could not be kept (said in a message box; nothing is replaced then)."""
        if self.data is None or self.folder_problem is not None:
            return False  # nothing is written there: the saved series stays as it is
        from PySide6.QtWidgets import QMessageBox  # on first use (#25)

        autosave = GameAutosave(self.data, info)
        saved = autosave.load()
        if isinstance(saved, Problem):  # kept aside by ``load``: said, and not lost
            QMessageBox.warning(self.window, game_title(info),
                                as_typed(lost_series(info, saved)))
            return False
        if saved is None or saved.finished:
            return False
        try:
            return PreviousSeries(self.data, info).keep(autosave.path)
        except OSError as error:
            QMessageBox.warning(self.window, game_title(info), as_typed(self.tr(
                "Your unfinished series of %1 could not be kept (%2), so this one does not "
                "replace it.").replace("%1", game_title(info)).replace(
                "%2", write_failure(error))))
            return None

    def has_previous(self) -> bool:
        """Whether Restore Previous Game has a series of the game on the table to bring."""
        return self.window is not None and self.data is not None and \
            PreviousSeries(self.data, self.window.info).count() > 0

    def show(self, opening: Opening) -> GameWindow | None:
        """Open ``opening`` in a new window in place of the current one; None (and the
        current window stays) if the current one refuses to close."""
        previous = self.window
        if previous is not None and not previous.may_leave():
            return None
        held, self.first_save_waits = self.first_save_waits, False
        window = opening.window(data=self.data, speaker=self.speaker, settings=self.settings,
                                seed=self.seed, first_dealer=self.first_dealer,
                                hold_for_paint=held)
        menus = AppMenus(window, self)
        window.session.hold()  # a bot whose turn comes first waits for the first paint
        after_first_paint(window.table.viewport(), window.flow.release_suggestion,
                          window.session.release, window.keeper.release,
                          menus.word_other_games, lambda: self._learn_to_play(window))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if previous is not None:
            window.setGeometry(previous.geometry())
        elif self.settings is not None and not self.settings.window_geometry.isEmpty():
            window.restoreGeometry(self.settings.window_geometry)
            window.restoreState(self.settings.window_state)
            fit_remembered(window)
        self.window = window
        # Written as the game is chosen, however it was (New Game, its unfinished series
        # resumed, Restore Previous, a record continued): a killed app reopens this one. A
        # failed write is said in the bar, as every settings write is (Settings.sync).
        if self.settings is not None and self.settings.last_game != window.info.id:
            self.settings.last_game = window.info.id
        if self.folder_problem is not None and self.data is not None:
            folder, problem = str(self.data), self.folder_problem
            window.keeper.say_folder(lambda: self.tr(
                "The data folder “%1” cannot be written: %2. Your saved series can be "
                "played, but nothing is saved until that is mended.").replace(
                "%1", folder).replace("%2", write_failure(problem)))
        self._say_migration(window)
        damaged = self.settings.problem if self.settings is not None else None
        if damaged is not None and not self._settings_told:  # once: the file is aside now
            self._settings_told = True

            def told() -> str:
                if damaged.damage is Damage.SHORTENED:  # a name cut to fit: nothing damaged
                    return damaged.message(title_of)
                return (self.tr("Some of your settings could not be read. %1")
                        if damaged.damage is Damage.SOME_VALUES else self.tr(
                    "Your settings could not be read, so they start again from the "
                    "defaults. %1")).replace("%1", damaged.message(title_of))

            # Its own key: a settings write that works clears the "settings" line (a
            # failed write's), and one comes soon after start.
            window.messages.say("settings-read", told)
        window.show()
        if previous is not None:
            previous.ask_before_leaving = False  # it asked already
            previous.close()
        self.windowChanged.emit(window)
        return window

    def _say_migration(self, window: GameWindow) -> None:
        """What the start's conversion of earlier files met, once, in the message bar."""
        migration, self.migration = self.migration, None
        if migration is None:
            return
        if migration.problems or migration.failed:
            window.messages.say("migration", lambda: self._migration_words(migration))

    def _migration_words(self, migration: Migration) -> str:
        """The bar's line for what the start's conversion met, in the UI language."""
        lines = [self.tr("A file of an earlier release could not be converted. %1").replace(
            "%1", problem.message()) for problem in migration.problems]
        if migration.failed:
            path, error = migration.failed[0]
            lines.append(self.tr(
                "The files of an earlier release could not be converted in “%1”: %2. They "
                "are kept as they were, and converting them is tried again at the next "
                "start.").replace("%1", str(path.parent)).replace("%2", write_failure(error)))
        return " ".join(lines)

    def _learn_to_play(self, window: GameWindow) -> None:
        """Help → Learn to Play and its first-start offer (after the first paint: the
        lessons' modules are not on the way to the first table)."""
        from .learn_to_play import LearnToPlay

        if shiboken6.isValid(window):
            LearnToPlay(window, data=self.data)

    def remember_window(self, window: QWidget | None = None) -> None:
        """Keep the size and place of ``window`` (default: the one on screen) for the next
        start; called as the app's window closes, before Qt deletes it (a window already
        deleted is skipped, never an error)."""
        window = window if window is not None else self.window
        if self.settings is None or window is None or not shiboken6.isValid(window):
            return
        with self.settings.batch():
            self.settings.window_geometry = window.saveGeometry()
            if isinstance(window, QMainWindow):
                self.settings.window_state = window.saveState()


def free_mnemonics(actions: Sequence[QAction]) -> None:
    """Give a visible entry whose mnemonic an earlier one has the first letter of its text
    that none has yet (two games whose words choose the same letter, as a copied game's)."""
    taken: set[str] = set()
    for action in actions:
        if action.isSeparator() or not action.isVisible():
            continue
        text = action.text()
        key = QKeySequence.mnemonic(text).toString()
        if key and key not in taken:
            taken.add(key)
            continue
        plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&&")
        for index, letter in enumerate(plain):
            key = QKeySequence.mnemonic("&" + letter).toString()
            if letter.isalpha() and key not in taken:
                action.setText(plain[:index] + "&" + plain[index:])
                taken.add(key)
                break


class AppMenus(QObject):
    """The app's menus on one game window: New Game, Play Again, Quit; View; About."""

    def __init__(self, window: GameWindow, shell: AppShell) -> None:
        super().__init__(window)
        self.window, self.shell = window, shell
        menu = window.game_menu
        first = menu.actions()[0]  # the game's own commands come after the app's
        self.new_action = self._action(QKeySequence.StandardKey.New, self._new_game)
        self.again_action = self._action("F2", self.play_again)
        self.restore_action = self._action(None, self.restore_previous)
        self.play_actions = {info.id: self._action(None, lambda _=False, i=info:
                                                   shell.new_game(i)) for info in games.GAMES}
        for action in (self.new_action, self.again_action, self.restore_action,
                       *self.play_actions.values()):
            menu.insertAction(first, action)
        self._other_games_worded = False
        """Whether the other games' entries have their words (``word_other_games``)."""
        menu.aboutToShow.connect(self.word_other_games)
        menu.aboutToShow.connect(self.update_restore)
        self.update_restore()
        window.keeper.continueSeries.connect(shell.continue_series)
        menu.insertSeparator(first)
        # The app's window quits the app (Ctrl+Q spelled out: StandardKey.Quit is empty
        # on some platforms); a game's Close would leave no window.
        window.quits = True
        window.close_action.setShortcut(QKeySequence("Ctrl+Q"))
        window.close_action.setMenuRole(QAction.MenuRole.QuitRole)
        view = self.view_menu = QMenu(window)
        window.menuBar().insertMenu(window.help_menu.menuAction(), view)
        window.view_menu = view  # type: ignore[attr-defined]  # a game's extras add to it
        self.pause_action = self._action("Ctrl+Shift+P", self.set_paused, checkable=True)
        window.paused_status = lambda: self.tr("Paused: press %1 to go on").replace(
            "%1", self.pause_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
        self.speed_menu = view.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        current = shell.settings.animation_speed if shell.settings is not None else "normal"
        for name in ("slow", "normal", "fast"):
            action = QAction(self.speed_menu, checkable=True)
            action.setChecked(name == current)
            action.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[name] = action
        self.speech_action = self._action(None, shell.speaker.set_enabled, checkable=True)
        self.speech_action.setChecked(shell.speaker.is_enabled())
        shell.speaker.enabledChanged.connect(self.speech_action.setChecked)
        self.scoreboard_action = self._action("Ctrl+T", self.show_scoreboard)
        view.insertAction(self.speed_menu.menuAction(), self.scoreboard_action)
        view.insertAction(self.speed_menu.menuAction(), self.pause_action)
        settings = shell.settings
        self.auto_pass_action = self._action(None, self.set_auto_pass, checkable=True)
        self.double_click_action = self._action(None, self.set_double_click,
                                                checkable=True)
        view.addSeparator()
        for action in (self.auto_pass_action, self.double_click_action, self.speech_action):
            view.addAction(action)
        self.set_auto_pass(settings.auto_pass if settings is not None else True)
        self.set_double_click(settings.double_click if settings is not None else False)
        self.view_options = ViewOptions(window, view, shell.settings)
        if shell.settings is not None:
            from .language_menu import LanguageMenu

            view.addSeparator()
            view.addMenu(LanguageMenu(shell.settings, window))
        self.help_action = self._action(None, self.show_help)  # after Help → Rules
        window.help_menu.addAction(self.help_action)
        self.about_action = self._action(None, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        window.help_menu.addAction(self.about_action)
        window.installEventFilter(self)
        self.retranslate()

    def _action(self, shortcut: Any, slot: Any, *, checkable: bool = False) -> QAction:
        return window_action(self.window, shortcut, slot, checkable=checkable)

    def retranslate(self) -> None:
        self.new_action.setText(self.tr("&New Game…"))
        self.again_action.setText(self.tr("&Play Again"))
        self.restore_action.setText(self.tr("Restore Prev&ious Game"))
        if self._other_games_worded:
            self._word_other_games()
        else:  # until their words come (after the first paint), they are not shown
            for action in self.play_actions.values():
                action.setVisible(False)
            free_mnemonics(self.window.game_menu.actions())
        self.window.close_action.setText(self.tr("&Quit"))  # the window's own says Close
        self.view_menu.setTitle(self.tr("&View"))
        self.pause_action.setText(self.tr("Pa&use"))
        self.scoreboard_action.setText(self.tr("Score&board"))
        self.speed_menu.setTitle(self.tr("S&peed"))
        for name, text in (("slow", self.tr("&Slow")), ("normal", self.tr("&Normal")),
                           ("fast", self.tr("&Fast"))):
            self.speed_actions[name].setText(text)
        self.speech_action.setText(self.tr("Spea&k Aloud"))
        # Worded by the game, and only for a game with passes (Hearts has none).
        auto_pass = self.window.presenter.auto_pass_label()
        self.auto_pass_action.setText(auto_pass)
        self.auto_pass_action.setVisible(bool(auto_pass))
        self.double_click_action.setText(self.tr("Play Cards by &Double-Click"))
        self.help_action.setText(self.tr("&Playing Coventry Desktop"))
        self.about_action.setText(self.tr("&About Coventry Desktop"))

    def word_other_games(self) -> None:
        """Give the entries that open another game their words and show them. Each is the
        game's own sentence from its presenter (a game's name filled into one sentence
        could not carry a mnemonic), so this imports the other games' presenters: done
        after the first paint, or when the Game menu opens first, never on the way to the
        first table."""
        if not self._other_games_worded and shiboken6.isValid(self.window):
            self._other_games_worded = True
            self._word_other_games()

    def _word_other_games(self) -> None:
        for game_id, action in self.play_actions.items():
            action.setText(presenter_of(game_id).menu_label())
            action.setVisible(game_id != self.window.info.id)
        free_mnemonics(self.window.game_menu.actions())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self.window and event.type() == QEvent.Type.Close \
                and self.shell.window is self.window:
            # Every way of quitting closes this window first; after it Qt deletes it, so
            # its size and place are kept now (by aboutToQuit it is gone).
            self.shell.remember_window(self.window)
        return False

    @Slot()
    def _new_game(self) -> None:
        self.shell.new_game()

    def update_restore(self) -> None:
        """Restore Previous Game is there only when a replaced series of this game is."""
        self.restore_action.setEnabled(self.shell.window is self.window
                                       and self.shell.has_previous())

    @Slot()
    def restore_previous(self) -> None:
        self.shell.restore_previous()

    @Slot()
    def play_again(self) -> bool:
        """A new series at the same table; a series in progress is replaced only if the
        player says so (No, the default, Escape and the close button keep it), and is then
        kept as the previous one (Restore Previous Game)."""
        window = self.window
        if not window.keeper.may_replace(title=self.tr("Play Again")):
            return False
        if self.pause_action.isChecked():
            self.pause_action.trigger()
        window.log.clear()
        window.session.new_series()
        return True

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """View → Pause: the bots wait (a person may still play) until it is unchecked."""
        self.window.session.set_paused(paused)
        self.window.refresh()

    def set_speed(self, name: str) -> None:
        """View → Speed: how long cards take and bots wait (remembered)."""
        speeds.set_speed(name)
        self.speed_actions[name].setChecked(True)
        if self.shell.settings is not None:
            self.shell.settings.animation_speed = name

    @Slot(bool)
    def set_auto_pass(self, on: bool) -> None:
        """View → Pass Automatically: a person holding nothing to play passes by itself
        (remembered)."""
        self.auto_pass_action.setChecked(on)
        if self.window.flow.auto_pass != on:  # else the table shows it already
            self.window.flow.auto_pass = on
            self.window.refresh()
        if self.shell.settings is not None and self.shell.settings.auto_pass != on:
            self.shell.settings.auto_pass = on  # a start writes nothing it only read

    @Slot(bool)
    def set_double_click(self, on: bool) -> None:
        """View → Play Cards by Double-Click: one click only chooses a card (remembered)."""
        self.double_click_action.setChecked(on)
        self.window.table.double_click = on
        if self.shell.settings is not None and self.shell.settings.double_click != on:
            self.shell.settings.double_click = on

    @Slot()
    def show_scoreboard(self) -> QWidget:
        """View → Scoreboard: every deal's units and the totals (non-modal, one per window)."""
        from .scoreboard import Scoreboard  # on first use: start-up is sooner

        board = self.window.findChild(Scoreboard)
        if board is None:
            board = Scoreboard(self.window.flow, self.window)
        board.show()
        board.raise_()
        return board

    @Slot()
    def show_help(self) -> QWidget:
        from .help_page import HelpDialog  # on first use: start-up is sooner

        dialog = HelpDialog(self.window)
        dialog.show()
        return dialog

    @Slot()
    def show_about(self) -> QWidget:
        from .about import AboutDialog  # on first use: start-up is sooner

        dialog = AboutDialog(self.window)
        dialog.show()
        return dialog
