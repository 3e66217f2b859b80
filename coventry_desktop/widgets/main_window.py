"""The main window: the table, the rhyme-caller panel, overlays and the menus.

Menus are attributes (``game_menu``, ``view_menu``, ``help_menu``) and so are their
actions, so settings, practice and accessibility features can add to them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    QRect,
    QSize,
    Qt,
    QThreadPool,
    QTimer,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QToolButton,
    QWidget,
)

from ..games import get
from ..games.coventry import Action, Pass, Play, Reason
from ..games.coventry.ui.calls_panel import RhymePanel
from ..games.coventry.ui.practice.in_game import GamePractice
from ..games.coventry.ui.practice.progress import ProgressStore
from ..games.coventry.ui.words import reason_text
from ..models import Autoplayer, GameController, GameSetup, watch_setup
from ..models.bot_runner import BotAnswer, BotJob
from ..models.presentation import game_name
from ..speech import DeferredSpeaker, make_speaker
from . import accessibility, speeds
from .game_choice import SWITCH
from .overlays import Curtain, SettlementPanel
from .table import TableView
from .view_options import ViewOptions

if TYPE_CHECKING:
    from ..games.coventry.ui.practice.drill import DrillDialog
    from ..games.coventry.ui.practice.progress_dialog import PracticeDialog
    from .dialogs import ScoreboardDialog

STYLE_SHEET = """
QMainWindow { background: #0c2f1f; }
QStatusBar { background: #f7f3e8; color: #2b2b2b; border-top: 1px solid #c9bfa6; }
QStatusBar QToolButton { color: #1d3b2a; padding: 2px 8px; }
QStatusBar QToolButton:disabled { color: #9a9485; }
#RhymePanel { background: #f7f3e8; border: none; border-left: 1px solid #c9bfa6; }
#RhymePanel QLabel { color: #2b2b2b; }
#panelTitle { font-weight: bold; font-size: 15px; color: #5b3a1e; }
#currentCall { font-size: 17px; font-style: italic; color: #1d3b2a; }
#RhymePanel QListView { background: #fffdf7; border: 1px solid #ddd3bb; }
#Curtain { background: #0a2418; }
#Curtain QLabel { color: #e8efe9; font-size: 15px; }
#Curtain #curtainTitle { color: #f4c542; font-size: 30px; font-weight: bold; }
#curtainButton { font-size: 16px; padding: 10px 22px; background: #f7f3e8; color: #1d3b2a;
                 border: 2px solid #8a6d1d; border-radius: 8px; }
#curtainButton:focus { border: 4px solid #f4c542; }
#Settlement { background: rgba(0, 0, 0, 110); }
#settlementBox { background: #f7f3e8; border: 2px solid #8a6d1d; border-radius: 12px; }
#settlementTitle { font-size: 20px; font-weight: bold; color: #5b3a1e; }
#settlementHeader { font-weight: bold; color: #5b3a1e; }
#settlementCell { font-size: 14px; color: #222; }
"""


PREFERRED = QSize(1280, 800)
"""The first window's size where the screen has room for it."""
MINIMUM = QSize(800, 560)
"""Below this the calls panel squeezes the table until seats and labels clip (QA F18)."""
FRAME = QSize(16, 48)
"""What a window manager's frame and title bar usually add around the window."""


class MainWindow(QMainWindow):
    """The game window. ``controller``, ``autoplayer``, ``table``, ``panel``, ``curtain`` and
    ``settlement`` are public so tests and later features can reach them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setStyleSheet(STYLE_SHEET)
        self.controller = GameController(self)
        self.table = TableView(self.controller)
        self.autoplayer = Autoplayer(self.controller, delay_ms=self._bot_delay,
                                     busy=self.table.is_busy, parent=self)
        # Speech starts off (no engine is made until it is switched on) and practice mode
        # follows the game's setup (issue #7).
        self.speaker = DeferredSpeaker(make_speaker, parent=self)
        self.practice_store = ProgressStore()
        self.practice = GamePractice(self.controller, self.speaker, self.practice_store,
                                     parent=self)
        self.panel = RhymePanel(self.controller, speaker=self.speaker, practice=self.practice)
        self.curtain = Curtain(self.controller, self.table)
        # A message meant for the person who just played must not greet the next one.
        self.controller.curtainRequested.connect(lambda _seat: self.statusBar().clearMessage())
        self.settlement = SettlementPanel(self.controller, self.table)
        self._scoreboard: ScoreboardDialog | None = None
        self.watching = False
        """Watch mode: every seat is a bot and deals follow each other by themselves."""
        self.table_setup: GameSetup | None = None
        """The last game a person sat in; the new game dialog starts from it, not from
        the bots of watch mode (QA F14)."""
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self._next_deal_timer = QTimer(self)
        self._next_deal_timer.setSingleShot(True)
        self._next_deal_timer.timeout.connect(self._watch_next_deal)
        self._settle_timer = QTimer(self)
        self._settle_timer.setSingleShot(True)
        self._settle_timer.timeout.connect(self._show_settlement)
        self._hint_token = 0
        self.other_games: Any = None
        """The Comet and Hearts menu entries' helper (``other_games.install`` sets it)."""
        self._hint_shown = False
        self._hint_result = BotAnswer(self)
        self._hint_result.ready.connect(self._hint_ready)

        self._build_menus()
        self._build_buttons()
        self.panel.called.connect(self.table.show_call)
        self.panel.follow(self.table.cardsLanded)  # panel and table show a card together
        self.controller.refused.connect(self._refused)
        self.controller.dealSettled.connect(lambda _r: self._settle_timer.start(0))
        self.controller.stateChanged.connect(self._update_actions)
        self.controller.gameStarted.connect(self._game_started)
        self.controller.stateChanged.connect(self._drop_hint)
        self.settlement.nextDeal.connect(self.next_deal)
        self.settlement.playAgain.connect(self.play_again)
        self.settlement.newGame.connect(self.new_game_dialog)
        self.settlement.scoreboard.connect(self.show_scoreboard)
        self.retranslate()
        # Screen readers (names for cards, seats, controls; announcements) and the View
        # menu's Large Cards, High Contrast and Four-Colour Deck (#8).
        self.announcer = accessibility.install(self)
        self.view_options = ViewOptions(self)
        self.fit_to_screen()

    @property
    def scoreboard(self) -> ScoreboardDialog:
        """The totals per deal; built on first use (it reads the series from the
        controller), so the window appears sooner."""
        if self._scoreboard is None:
            from .dialogs import ScoreboardDialog

            self._scoreboard = ScoreboardDialog(self.controller, self)
        return self._scoreboard

    def fit_to_screen(self) -> None:
        """Size the window for its screen: 1280x800 where there is room, never more than
        the screen's free area (a 1024x600 netbook, QA F19), and never smaller than the
        table and the panel stay readable at (QA F18). A remembered geometry, restored
        after this, wins."""
        screen = self.screen()
        area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
        # Room for the window manager's frame and title bar, which the size excludes.
        room = QSize(max(area.width() - FRAME.width(), 320),
                     max(area.height() - FRAME.height(), 240))
        self.setMinimumSize(MINIMUM.boundedTo(area.size()))
        self.resize(PREFERRED.boundedTo(room))  # where it opens is the window manager's call

    # ----------------------------------------------------------------- menus
    def _action(self, menu_text: str,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None, slot: object,
                *, checkable: bool = False) -> QAction:
        action = QAction(menu_text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even while the menu bar is hidden
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = self._action("", QKeySequence.StandardKey.New, self.new_game_dialog)
        self.quick_action = self._action("", "F2", self.play_again)
        self.watch_action = self._action("", "Ctrl+Shift+W", self.watch)
        self.pass_action = self._action("", "P", self.table.pass_turn)
        self.hint_action = self._action("", "H", self.hint)
        self.undo_action = self._action("", QKeySequence.StandardKey.Undo, self.undo)
        # Ctrl+Q spelled out: StandardKey.Quit is empty on some platforms.
        self.quit_action = self._action("", "Ctrl+Q", self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.drill_action = self._action("", None, self.open_drill)
        self.progress_action = self._action("", None, self.open_practice_progress)
        for action in (self.new_action, self.quick_action, self.watch_action, None,
                       self.pass_action, self.hint_action, self.undo_action, None,
                       self.drill_action,
                       self.progress_action, None, self.quit_action):
            self.game_menu.addAction(action) if action else self.game_menu.addSeparator()

        self.view_menu = bar.addMenu("")
        self.scoreboard_action = self._action("", "Ctrl+T", self.show_scoreboard)
        self.pause_action = self._action("", "Ctrl+Shift+P", self._toggle_pause,
                                         checkable=True)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in ("slow", "normal", "fast"):
            action = QAction("", self, checkable=True)
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: self.set_speed(n))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[name] = action
        self.speed_actions["normal"].setChecked(True)
        self.auto_pass_action = self._action("", None, self._toggle_auto_pass, checkable=True)
        self.auto_pass_action.setChecked(True)
        self.double_click_action = self._action("", None, self._toggle_double_click,
                                                checkable=True)
        self.speech_action = self._action("", None, self.speaker.set_enabled, checkable=True)
        self.speaker.enabledChanged.connect(self.speech_action.setChecked)
        for action in (self.scoreboard_action, self.pause_action, None, self.auto_pass_action,
                       self.double_click_action, self.speech_action):
            self.view_menu.addAction(action) if action else self.view_menu.addSeparator()

        self.help_menu = bar.addMenu("")
        self.rules_action = self._action("", QKeySequence.StandardKey.HelpContents,
                                         self.show_rules)
        self.about_action = self._action("", None, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.drill_action)  # also under Game: learners look here
        self.help_menu.addAction(self.about_action)

    def _build_buttons(self) -> None:
        # One click away with the mouse: Pass (for when the automatic pass is off), Hint
        # and the scoreboard sit at the right of the status bar; they follow their actions.
        self.buttons: list[QToolButton] = []
        for action in (self.pass_action, self.hint_action, self.scoreboard_action):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setAutoRaise(True)
            self.statusBar().addPermanentWidget(button)
            self.buttons.append(button)

    def retranslate(self) -> None:
        """Set every menu and title in the UI language."""
        # "<game> — Coventry Desktop", as every game's window; the app's name is a brand.
        self.setWindowTitle(f"{game_name('Earl of Coventry')} — Coventry Desktop")
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New Game…"))
        self.quick_action.setText(self.tr("&Play Again"))
        self.watch_action.setText(self.tr("&Watch Bots Play"))
        self.pass_action.setText(self.tr("&Pass"))
        self.hint_action.setText(self.tr("&Hint"))
        self.undo_action.setText(self.tr("&Undo"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.scoreboard_action.setText(self.tr("&Scoreboard"))
        self.pause_action.setText(self.tr("Pa&use"))
        self.speed_menu.setTitle(self.tr("S&peed"))
        for name, text in (("slow", self.tr("&Slow")), ("normal", self.tr("&Normal")),
                           ("fast", self.tr("&Fast"))):
            self.speed_actions[name].setText(text)
        self.auto_pass_action.setText(self.tr("Pass &Automatically When I Have No Match"))
        self.double_click_action.setText(self.tr("Play Cards by &Double-Click"))
        self.drill_action.setText(self.tr("Practise the &Calls…"))
        self.progress_action.setText(self.tr("Practice Pro&gress…"))
        self.speech_action.setText(self.tr("Spea&k the Calls"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Coventry Desktop"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- games
    def start(self, setup: GameSetup) -> None:
        """Start a new game of ``setup`` (watch mode if every seat is a bot)."""
        if self.pause_action.isChecked():
            self.pause_action.trigger()  # as the menu does: the status bar says it too (#12)
        self._next_deal_timer.stop()
        self.watching = not setup.humans
        self.autoplayer.set_paused(False)
        self.pause_action.setChecked(False)
        self.controller.new_game(setup)
        self.focus_table()

    def ask_yes_no(self, title: str, text: str) -> bool:
        """A yes/no question with No as the default, so a stray Enter changes nothing."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return QMessageBox.question(self, title, text, yes | no, no) == yes

    def may_abandon(self, *, watch: bool = False, restoring: bool = False) -> bool:
        """Whether a new game (``watch``: bots playing) may replace the one on the table.

        Asks only while a person plays in the game and a deal is in progress, or a
        series stands between two deals (its totals would be lost); a finished game, or
        bots playing among themselves, lose nothing anyone is playing (QA F1, F22). The
        question to watch says the series goes with it (#12 item 17).
        """
        setup, series = self.controller.setup, self.controller.series
        if setup is None or not setup.humans:
            return True
        in_play = not self.controller.is_over() or (series is not None and not series.is_over)
        if restoring and in_play:
            # Nothing is lost here: the game on the table becomes the previous one.
            return self.ask_yes_no(
                self.tr("Restore Previous Game"),
                self.tr("Continue the previous game? The game on the table is kept, and Restore Previous Game brings it back."))  # noqa: E501 - one literal for lupdate
        if watch and series is not None and not series.is_over:
            if series.deals > 1:
                return self.ask_yes_no(
                    self.tr("Abandon the Series?"),
                    self.tr("Your series is not over: watching bots play abandons it, totals and all. Game → Restore Previous Game brings it back. Watch anyway?"))  # noqa: E501 - one literal for lupdate
            return self.ask_yes_no(
                self.tr("Abandon the Deal?"),
                self.tr("A deal is in progress: watching bots play abandons it. Game → Restore Previous Game brings it back. Watch anyway?"))  # noqa: E501 - one literal for lupdate
        if not self.controller.is_over():
            return self.ask_yes_no(
                self.tr("Abandon the Deal?"),
                self.tr("A deal is in progress. Abandon it and start a new game?"))
        if series is not None and not series.is_over:
            return self.ask_yes_no(
                self.tr("Abandon the Series?"),
                self.tr("The series is not over. Abandon it and start a new game?"))
        return True

    def focus_table(self) -> None:
        """Give the keyboard to the table, or to the curtain's button while the curtain is
        up, so arrows, Enter and P work without a click first (QA F20)."""
        (self.curtain.button if self.curtain.isVisible() else self.table).setFocus()

    def _game_started(self) -> None:
        setup = self.controller.setup
        if setup is not None and setup.humans:  # started here or resumed from the autosave
            self.table_setup = setup

    def new_game_dialog(self) -> None:
        """Ask for a new game; the defaults start you plus three bots with one click."""
        from .dialogs import NewGameDialog  # on first use: the window appears sooner

        # The last table a person sat at (not watch mode's bots), with the calls as the
        # panel has them now (QA F14).
        dialog = NewGameDialog(self, previous=self.table_setup, human_name=self.tr("You"),
                               language=self.panel.model.language,
                               style=self.panel.model.style)
        result = dialog.exec()
        if result == SWITCH and self.other_games is not None:
            # Another game chosen in the Game box: its own dialog, in its own window.
            self.other_games.open(get(dialog.chosen_game))
            return
        if result == QDialog.DialogCode.Accepted and self.may_abandon():
            self.start(dialog.setup())
        self.focus_table()

    def play_again(self) -> None:
        """The same table again with a fresh shuffle (F2)."""
        setup = self.controller.setup
        if setup is None:
            self.new_game_dialog()
            return
        if not self.may_abandon():
            return
        self.start(GameSetup(setup.seats, deals=setup.deals,
                             seed=random.SystemRandom().getrandbits(48),
                             language=self.panel.model.language,
                             call_style=self.panel.model.style, practice=setup.practice))

    def watch(self) -> None:
        """Watch mode: four bots play a series; pause and speed are in the View menu."""
        if not self.may_abandon(watch=True):
            return
        watched = watch_setup(4, seed=random.SystemRandom().getrandbits(48))
        # The calls as the panel has them: the bots do not change the player's calls (#12).
        self.start(replace(watched, language=self.panel.model.language,
                           call_style=self.panel.model.style))

    def next_deal(self) -> None:
        """Deal the next deal of the series (the settlement panel's button)."""
        series = self.controller.series
        if series is not None and not series.is_over and self.controller.is_over():
            self.controller.next_deal()
            self.focus_table()

    def _show_settlement(self) -> None:
        if self.table.is_busy():
            self._settle_timer.start(30)  # let the last card land first
            return
        self.settlement.show_settlement()
        series = self.controller.series
        if self.watching and series is not None and not series.is_over:
            self._next_deal_timer.start(speeds.ms("next_deal"))

    def _watch_next_deal(self) -> None:
        if self.autoplayer.paused:
            return
        self.next_deal()

    # ----------------------------------------------------------------- actions
    def _bot_delay(self) -> int:
        state = self.controller.state
        if state is not None and self.controller.is_human(state.turn):
            return speeds.ms("auto_pass")
        return speeds.ms("bot_delay")

    def set_speed(self, name: str) -> None:
        """Slow, normal or fast animations and bot pauses."""
        speeds.set_speed(name)
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)

    def _toggle_pause(self, paused: bool) -> None:
        self.autoplayer.set_paused(paused)
        self.table.set_paused(paused)
        if not paused and self.watching and self.settlement.isVisible():
            self._next_deal_timer.start(speeds.ms("next_deal"))
        self.statusBar().showMessage(self.tr("Paused") if paused else "", 0 if paused else 1)

    def _toggle_auto_pass(self, on: bool) -> None:
        self.controller.auto_pass = on
        self.autoplayer.schedule()
        self.table.sync(animate=False)

    def _toggle_double_click(self, on: bool) -> None:
        self.table.double_click_plays = on

    def _update_actions(self) -> None:
        acting = self.controller.human_to_act() >= 0
        self.pass_action.setEnabled(acting and self.controller.forced_pass())
        self.hint_action.setEnabled(acting)
        self.undo_action.setEnabled(self.controller.undo_target() is not None)

    def undo(self) -> None:
        """Game → Undo: take back your last card and what followed it, in this deal."""
        if self.controller.undo():
            self.statusBar().showMessage(self.tr("Your last card was taken back."), 4000)

    def _refused(self, _action: Action, reason: Reason) -> None:
        self.statusBar().showMessage(reason_text(reason), 4000)

    def hint(self) -> None:
        """Show what the strongest bot would do in the bottom seat's place (computed off-thread)."""
        seat = self.controller.human_to_act()
        if seat < 0:
            return
        self._hint_token += 1
        view = self.controller.view(seat)
        hard = get("coventry").bots["hard"]()
        QThreadPool.globalInstance().start(BotJob(hard, view, random.Random(self._hint_token),
                                                  self._hint_token, self._hint_result))
        self.statusBar().showMessage(self.tr("Thinking about a hint…"))
        self._hint_shown = True

    def _drop_hint(self) -> None:
        # A hint is about one moment of the game: once anything is played it is stale, and
        # one still being worked out would answer the wrong question (QA F5).
        if self._hint_shown:
            self._hint_shown = False
            self._hint_token += 1
            self.statusBar().clearMessage()

    def _hint_ready(self, token: int, action: Action) -> None:
        if token != self._hint_token or self.controller.human_to_act() < 0:
            return
        if isinstance(action, Play):
            self.table.select(action.card)
            self.statusBar().showMessage(
                self.tr("Hint: play %1 (press Enter)").replace("%1", str(action.card)), 6000)
        elif isinstance(action, Pass):
            self.statusBar().showMessage(self.tr("Hint: pass (press P)"), 6000)
        self._hint_shown = True

    def open_drill(self) -> DrillDialog:
        """The drill: ten prompts in the panel's calls language (Game and Help menus)."""
        # On first use: the window appears sooner.
        from ..games.coventry.ui.practice.drill import DrillDialog

        dialog = DrillDialog(self.speaker, self.practice_store, language=self.panel.model.language,
                             style=self.panel.model.style, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_practice_progress(self) -> PracticeDialog:
        """Accuracy per calls language, by position and over recent sessions."""
        from ..games.coventry.ui.practice.progress_dialog import PracticeDialog  # on first use

        dialog = PracticeDialog(self.speaker, self.practice_store,
                                language=self.panel.model.language, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_scoreboard(self) -> None:
        """The totals per deal, one click away."""
        self.scoreboard.show()
        self.scoreboard.raise_()

    def show_rules(self) -> None:
        """The rules in the UI language (from the seeds)."""
        from .rules_dialog import RulesDialog

        RulesDialog(self).show()

    def show_about(self) -> None:
        """Version, the app's licence and every bundled component's licence."""
        from .about import AboutDialog

        AboutDialog(self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autoplayer.shutdown()
        self.speaker.shutdown()
        QThreadPool.globalInstance().waitForDone(2000)
        super().closeEvent(event)
