"""A window for any registered game that has a presenter: the generic table and its bar.

The window keeps no rules and decides no flow: its ``TableFlow`` (models/table_flow.py)
says which actions the person at the screen has, turns a click into ``Play`` or a card
chosen for a give, makes forced moves, raises the pass-and-play curtain whenever the
person to act is not the one at the screen, which card the keyboard has chosen, when the
last finished step is shown again, and what Enter does. The window paints the flow's
``picture()`` and forwards clicks (here) and keys (``TableKeys``); its helpers (the log,
Hint, keeper, speech, accessibility, a game's extras) take the flow or the session.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QListWidget, QMainWindow, QPushButton, QStackedWidget, QWidget

from ..engine.cards import Card
from ..engine.game import GameInfo
from ..engine.game_records import GameRecord
from ..models.game_words import game_title
from ..models.presentation import Presenter
from ..models.session import GameSession
from ..models.setup import SeatSetup
from ..models.table_flow import TableFlow
from . import speeds
from .game_access import GameAccess
from .game_hint import GameHint
from .game_keeper import GameKeeper
from .game_log import GameLog
from .game_speech import GameSpeech
from .game_window_parts import (
    GAME_SHARE,
    CurtainPage,
    build_widgets,
    fit_to_screen,
    show_panel,
)
from .message_bar import MessageBar
from .series_panel import SeriesPanel
from .table_host import TableHost
from .table_keys import TableKeys
from .zone_table import ZoneTable

if TYPE_CHECKING:
    from .rules_dialog import RulesDialog


class GameWindow(QMainWindow):
    """One table of one game.

    Args:
        info: the game.
        presenter: its presenter (``info.ui()``).
        seats: the chairs; the humans among them play at this screen.
        deals: deals in the series.
        seed: the series seed, or None for a random one.
        options: the game's options (a preset), or None for its defaults.
        data: the data folder for the autosave and statistics, or None to keep nothing.
        hold_for_paint: the autosave waits for ``keeper.release()`` and the keyboard's
            suggested card for ``flow.release_suggestion()`` (the app's window: until its
            table has been painted).
        record: a saved series to go on with (its seats must match ``seats``).
        speaker: the app's speaker, or None for the opening window's (or silence).
        settings: the app's remembered choices (a game's extras read theirs), or None for
            the opening window's (or none).
        session: a session made by the caller (a lesson's ``LessonSession``; it is started
            here), or None for a new series of ``deals`` from ``seed``.
    """

    # Built by ``game_window_parts.build_widgets``.
    table: ZoneTable
    stack: QStackedWidget
    curtain: CurtainPage
    curtain_label: QLabel
    curtain_button: QPushButton
    panel: SeriesPanel
    log: QListWidget
    next_button: QPushButton
    status: QLabel
    review_button: QPushButton
    pass_button: QPushButton
    confirm_button: QPushButton
    messages: MessageBar

    def __init__(self, info: GameInfo, presenter: Presenter, seats: Sequence[SeatSetup], *,
                 deals: int = 1, seed: int | None = None, options: Any = None,
                 first_dealer: int | None = None, parent: QWidget | None = None,
                 data: Path | None = None, record: GameRecord | None = None,
                 speaker: Any = None, settings: Any = None,
                 session: GameSession | None = None, hold_for_paint: bool = False) -> None:
        super().__init__(parent)
        self.info, self.presenter = info, presenter
        if session is None:
            session = GameSession(info, seats, deals=deals, seed=seed, options=options,
                                  first_dealer=first_dealer,
                                  bot_delay_ms=lambda: speeds.ms("bot_delay"))
        session.setParent(self)  # a lesson brings its own (Help → Learn to Play)
        self.session = session
        self.flow = TableFlow(session, presenter, forced_delay_ms=lambda: speeds.ms("auto_pass"),
                              next_deal_delay_ms=lambda: speeds.ms("next_deal"), parent=self)
        if hold_for_paint:
            self.flow.hold_suggestion()
        self.paused_status: Callable[[], str] = lambda: ""
        """The bar's sentence while the bots are paused (the app's View → Pause sets it)."""
        self.quits = False
        """Whether closing this window quits the app (it is the app's window)."""
        self.ask_before_leaving = True
        """Whether closing a game in progress asks first (tests that close at will turn it off)."""
        # The app's name is a brand, the same in every language.
        self.title: Callable[[], str] = lambda: f"{game_title(info)} — Coventry Desktop"
        """The window's title in the interface language (watching has its own)."""
        self._build()
        self.flow.changed.connect(self.refresh)
        self.flow.told.connect(self.status.setText)
        # A key still pressed from the last turn must not lift the next person's curtain.
        self.flow.curtainCalled.connect(lambda _seat: self.curtain.guard(
            speeds.ms("curtain_guard")))
        session.refused.connect(self._refused)
        # The app's one speaker and settings (given, or the opening window's): a watch
        # window says and calls as its table does. None: nothing is said, or remembered.
        self.speaker = speaker if speaker is not None else getattr(parent, "speaker", None)
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
        self.access = GameAccess(self, self.flow)
        self.game_log = GameLog(self.flow, self.panel, self.table, self.access)
        self.keeper = GameKeeper(self.flow, data, parent=self, menu=self.game_menu,
                                 messages=self.messages, log=self.game_log,
                                 settings=self.settings, asks=lambda: self.ask_before_leaving,
                                 held=hold_for_paint)
        self.hint = GameHint(self.flow, self.game_menu, self.status)
        self.speech = GameSpeech(session, presenter, self.speaker, parent=self)
        # A game's own additions (Coventry: the calls panel and the practice tools), made
        # before the first deal so they hear it, with the parts of the window they use.
        folder = self.keeper.autosave.path.parent if self.keeper.autosave else None
        self.extras: Any = presenter.install(TableHost(
            self.flow, self, self.panel.tabs, self.game_menu, self.close_action,
            self.help_menu, self.speaker, self.settings, folder, self.refresh))
        if record is not None:
            session.resume(record)
            self.game_log.rebuild()
        else:
            session.start()
        self.table.setFocus()

    # -- widgets --------------------------------------------------------------------------
    def _build(self) -> None:
        build_widgets(self)
        flow = self.flow
        self.table.cardClicked.connect(flow.click)
        self.table.cardChosen.connect(flow.choose)
        # An empty outlined slot: the card it waits for (Comet's branch after a Comet).
        self.table.slotClicked.connect(flow.click_slot)
        self.keys = TableKeys(flow, self.table, self)
        self.curtain_button.clicked.connect(flow.lift_curtain)
        self.next_button.clicked.connect(flow.next_deal)
        self.pass_button.clicked.connect(flow.pass_turn)
        self.pass_button.setVisible(self.info.passes)
        self.confirm_button.clicked.connect(flow.confirm)
        self.review_button.toggled.connect(flow.review)
        self.review_button.setVisible(bool(self.presenter.review_label()))
        self._build_menus()
        self._retranslate()
        fit_to_screen(self, share=GAME_SHARE)

    def _build_menus(self) -> None:
        self._rules: RulesDialog | None = None
        self.game_menu = self.menuBar().addMenu("")
        self.close_action = self.game_menu.addAction("", QKeySequence("Ctrl+W"), self.close)
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = self.help_menu.addAction("", QKeySequence("F1"), self.show_rules)

    def show_rules(self) -> RulesDialog:
        """Help → Rules: this game's rules in the interface language (non-modal)."""
        if self._rules is None:  # one per window, kept: it follows the language while open
            from .rules_dialog import RulesDialog  # on first use: the table comes sooner

            self._rules = RulesDialog(self, game=self.info.id, title=self.presenter.rules_title)
        self._rules.show()
        self._rules.raise_()
        return self._rules

    def _retranslate(self) -> None:
        self.setWindowTitle(self.title())
        self.game_menu.setTitle(self.tr("&Game"))
        self.close_action.setText(self.tr("&Quit") if self.quits else self.tr("&Close"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.panel.retranslate()
        if hasattr(self, "hint"):
            self.keeper.retranslate()
            self.hint.retranslate()
        self.pass_button.setText(self.tr("&Pass"))
        self.confirm_button.setText(self.tr("&Confirm"))
        self.review_button.setText(self.presenter.review_label())

    def names(self) -> tuple[str, ...]:
        """Seat names as shown now (``TableFlow.names``)."""
        return self.flow.names()

    def playable(self) -> frozenset[Card]:
        """The cards the table shows as playable (``TableFlow.playable``)."""
        return self.flow.playable()

    # -- showing --------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Paint what the flow says: the curtain or the table, the bar, the side panel."""
        session, flow = self.session, self.flow
        self._show_curtain(flow.curtain_for)
        picture = flow.picture()
        self.review_button.blockSignals(True)
        self.review_button.setChecked(flow.reviewing)
        self.review_button.blockSignals(False)
        self.review_button.setEnabled(flow.may_review())
        self.table.show_picture(picture, flow.viewer, playable=flow.playable(),
                                chosen=flow.chosen, current=flow.current)
        self.status.setText(self.paused_status() if session.paused and not session.deal_over()
                            else flow.status(picture))
        mine = flow.actions()
        self.pass_button.setEnabled(any(not a.cards for a in mine))
        self.confirm_button.setVisible(any(len(a.cards) > 1 for a in mine))
        self.confirm_button.setEnabled(flow.chosen_action() is not None)
        show_panel(self.panel, session, self.presenter, flow.names())
        self.next_button.setEnabled(flow.may_deal_next())
        if hasattr(self, "access"):  # the first redraw comes before they are made
            self.access.refreshed()
            self.keeper.update_undo()

    def _show_curtain(self, seat: int | None) -> None:
        if seat is None:
            if self.stack.currentIndex() == 1:
                self.table.setFocus()  # the keyboard goes straight back to the table
            self.stack.setCurrentIndex(0)
            return
        self.curtain.call(self.flow.names()[seat])
        self.stack.setCurrentIndex(1)

    @Slot(object, object)
    def _refused(self, _action: object, reason: object) -> None:
        self.status.setText(self.presenter.refusal(reason))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if hasattr(self, "game_log"):  # the first comes before the log is made
                # The log is told again from the record's events, in the new language.
                self.game_log.rebuild()
            self.refresh()
            # The new words' sizes at once: the bar and the curtain were laid out for the
            # old ones, and a button would show cut ("ледняя четвё") until the posted
            # layout request came round, after every other widget's retranslation.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        super().changeEvent(event)

    def may_leave(self) -> bool:
        """Whether this table may go (``GameKeeper.may_leave``: asks if need be)."""
        return self.keeper.may_leave()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before a game in progress is abandoned (``may_leave``)."""
        if not self.may_leave():
            event.ignore()
            return
        self.session.shutdown()
        super().closeEvent(event)
