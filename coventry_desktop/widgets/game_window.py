"""A window for any registered game that has a presenter: the generic table and its bar.

The window keeps no rules and decides no flow: its ``TableFlow`` (models/table_flow.py)
says which actions the person at the screen has, turns a click into ``Play`` or a card
chosen for a give, makes forced moves, raises the pass-and-play curtain whenever the
person to act is not the one at the screen, and what Enter does after a deal. The window
paints what the flow and the presenter say and forwards clicks and keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from ..engine.cards import Card
from ..engine.game import GameInfo
from ..engine.game_records import GameRecord
from ..models.game_words import game_title
from ..models.presentation import Centre, Presenter
from ..models.session import GameSession
from ..models.setup import SeatSetup, sentence_names
from ..models.table_flow import TableFlow
from ..models.transcript import settlement_lines
from . import speeds
from .game_access import GameAccess
from .game_hint import GameHint
from .game_keeper import GameKeeper
from .game_keys import GameKeys
from .game_speech import GameSpeech
from .game_window_parts import build_widgets, end_status, fit_to_screen
from .message_bar import MessageBar
from .rules_dialog import RulesDialog
from .series_panel import SeriesPanel
from .zone_table import ZoneTable


class GameWindow(GameKeys, QMainWindow):
    """One table of one game.

    Args:
        info: the game.
        presenter: its presenter (``info.ui()``).
        seats: the chairs; the humans among them play at this screen.
        deals: deals in the series.
        seed: the series seed, or None for a random one.
        options: the game's options (a preset), or None for its defaults.
        data: the data folder for the autosave and statistics, or None to keep nothing.
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
                 session: GameSession | None = None) -> None:
        super().__init__(parent)
        self.info, self.presenter = info, presenter
        if session is None:
            session = GameSession(info, seats, deals=deals, seed=seed, options=options,
                                  first_dealer=first_dealer,
                                  bot_delay_ms=lambda: speeds.ms("bot_delay"))
        session.setParent(self)  # a lesson brings its own (Help → Learn to Play)
        self.session = session
        self.flow = TableFlow(self.session, forced_delay_ms=lambda: speeds.ms("auto_pass"),
                              next_deal_delay_ms=lambda: speeds.ms("next_deal"), parent=self)
        humans = [seat for seat, s in enumerate(seats) if s.is_human]
        self.viewer = humans[0] if humans else 0
        """The seat at the bottom of the table: the person last at the screen."""
        self._shown_curtain: int | None = None
        self._quiet_step = False
        self._last_review: object = None
        """The centre of the last finished step as last drawn (a new one lingers on)."""
        self._review_of: object = None
        """The state whose last trick is shown again (Last Trick, L); None: none is."""
        self.current: Card | None = None
        """The card Left/Right have chosen; Enter plays (or selects) it."""
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
        self.flow.dealing.connect(self.log.clear)
        self.session.rewound.connect(self._rewound)
        self.session.happened.connect(self._log_event)
        self.session.refused.connect(self._refused)
        self.session.dealEnded.connect(self._deal_ended)
        self.keeper = GameKeeper(self, self.session, presenter, data, flow=self.flow)
        self.hint = GameHint(self)
        self.access = GameAccess(self)
        # The app's one speaker and settings (given, or the opening window's): a watch
        # window says and calls as its table does. None: nothing is said, or remembered.
        self.speaker = speaker if speaker is not None else getattr(parent, "speaker", None)
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
        self.speech = GameSpeech(self, self.speaker)
        # A game's own additions (Coventry: the calls panel and the practice tools), made
        # before the first deal so they hear it; the presenter's ``install(window)``.
        self.extras: Any = presenter.install(self)
        if record is not None:
            self.session.resume(record)
            self.keeper.rebuild_log()
        else:
            self.session.start()
        self.table.setFocus()

    # -- widgets --------------------------------------------------------------------------
    def _build(self) -> None:
        build_widgets(self)
        self.table.cardClicked.connect(self.card_clicked)
        self.table.cardChosen.connect(self.choose_card)
        self.table.slotClicked.connect(self.slot_clicked)
        self.table.installEventFilter(self)
        self.curtain_button.clicked.connect(self.lift_curtain)
        self.next_button.clicked.connect(self.next_deal)
        self.pass_button.clicked.connect(self.pass_turn)
        self.pass_button.setVisible(self.info.passes)
        self.confirm_button.clicked.connect(self.confirm)
        self.review_button.toggled.connect(self.review)
        self.review_button.setVisible(bool(self.presenter.review_label()))
        self._build_menus()
        self._retranslate()
        fit_to_screen(self)

    def _build_menus(self) -> None:
        self._rules: RulesDialog | None = None
        self.game_menu = self.menuBar().addMenu("")
        self.close_action = self.game_menu.addAction("", QKeySequence("Ctrl+W"), self.close)
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = self.help_menu.addAction("", QKeySequence("F1"), self.show_rules)

    def show_rules(self) -> RulesDialog:
        """Help → Rules: this game's rules in the interface language (non-modal)."""
        if self._rules is None:  # one per window, kept: it follows the language while open
            self._rules = RulesDialog(self, game=self.info.id, title=self._rules_title)
        self._rules.show()
        self._rules.raise_()
        return self._rules

    def _rules_title(self) -> str:
        return self.presenter.rules_title()

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
        """Seat names as shown now: the role "You" in the interface language, every other
        name isolated for the sentences it goes in (``sentence_names``)."""
        return sentence_names(self.session.names)

    # -- what the person may do (the flow decides) ------------------------------------
    @property
    def auto_pass(self) -> bool:
        """Pass for a person who holds nothing to play (off: they press Pass, or P)."""
        return self.flow.auto_pass

    @auto_pass.setter
    def auto_pass(self, on: bool) -> None:
        self.flow.auto_pass = on

    def playable(self) -> frozenset[Card]:
        """Cards of the viewer's hand that some legal action of theirs uses."""
        return self.flow.playable()

    @Slot(object)
    def card_clicked(self, card: Card) -> None:
        """A card was clicked (or Enter on the chosen card): the flow plays or selects it."""
        self.flow.click(card)

    @Slot(object)
    def choose_card(self, card: Card) -> None:
        """Make ``card`` the keyboard's current card (a single click when cards are played
        by double-click)."""
        if card in self.playable():
            self.current = card
            self.refresh()

    @Slot(object)
    def slot_clicked(self, card: Card | None) -> None:
        """An empty outlined slot was clicked: play the card it waits for, if the viewer
        may (Comet's choice of branch after a Comet)."""
        if card is not None and card in self.playable():
            self.card_clicked(card)

    @Slot(bool)
    def review(self, on: bool = True) -> None:
        """Show the last finished step (Hearts' last trick) again, or stop showing it;
        the next state change ends it too."""
        state = self.session.state
        picture = self.presenter.review(state, self.flow.shown_to, self.names()) if on else None
        self._review_of = state if picture is not None else None
        self.refresh()

    def choose(self, cards: frozenset[Card]) -> None:
        """Select ``cards`` for a multi-card action (a hint's give); Confirm takes it."""
        self.flow.select(cards)

    @Slot()
    def confirm(self) -> None:
        """Take the multi-card action the selection makes (Hearts' give)."""
        self.flow.confirm()

    @Slot()
    def pass_turn(self) -> None:
        """Pass, or hear why not."""
        self.flow.pass_turn()

    @Slot()
    def next_deal(self) -> None:
        """Deal the next deal of the series, or start a new series after the last."""
        self.flow.next_deal()

    @Slot()
    def lift_curtain(self) -> None:
        """The person to act says they are at the screen: show their hand."""
        self.flow.lift_curtain()
        self.table.setFocus()  # the keyboard goes straight back to the table

    # -- showing --------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Redraw the table, the bar and the side panel from the session."""
        session, flow = self.session, self.flow
        if flow.curtain_for is not None:
            self._raise_curtain(flow.curtain_for)
        else:
            self._shown_curtain = None
            self.stack.setCurrentIndex(0)
        viewer = flow.shown_to
        if viewer is not None:
            self.viewer = viewer
        last = self.presenter.review(session.state, viewer, self.names())
        # The finished step is told by its centre (the hands change after it).
        step = None if last is None else tuple(s for s in last.spots
                                               if isinstance(s.zone, Centre))
        if self._quiet_step:  # resumed or undone: the step in play is shown, not the last
            self._quiet_step, self._last_review = False, step
        if step is not None and step != self._last_review and session.last_actor is not None:
            # A step just finished (Coventry's quartet, Hearts' trick): it stays in the
            # centre, face up, until the next card, so everyone sees how it ended.
            self._review_of = session.state
        self._last_review = step
        reviewing = self._review_of is session.state and self.stack.currentIndex() == 0
        if not reviewing:
            self._review_of = None
        picture = ((reviewing and self.presenter.review(session.state, viewer, self.names()))
                   or self.presenter.picture(session.state, viewer, self.names()))
        if not session.deal_over() and (carried := self.presenter.carried_note(
                session.settlement().pot)):
            picture = replace(picture, notes=(carried, *picture.notes))  # HT-12
        self.review_button.blockSignals(True)
        self.review_button.setChecked(reviewing)
        self.review_button.blockSignals(False)
        self.review_button.setEnabled(last is not None)
        playable = self.playable()
        if self.current not in playable:
            # On a person's turn one legal card is chosen already, so Enter plays at once:
            # the card the Normal bot would play, not merely the first one in the hand.
            self.current = self._suggested(playable) or (
                min(playable, key=self._hand_order(picture)) if playable else None)
        self.table.show_picture(picture, self.viewer, playable=playable, chosen=flow.chosen,
                                current=self.current)
        self.status.setText(end_status(self) if session.deal_over()
                            else self.paused_status() if session.paused else picture.status)
        mine = flow.actions()
        self.pass_button.setEnabled(any(not a.cards for a in mine))
        self.confirm_button.setVisible(any(len(a.cards) > 1 for a in mine))
        self.confirm_button.setEnabled(flow.chosen_action() is not None)
        self.panel.show_series(session, self.names())
        self.panel.show_record(*self.presenter.deal_lines(session.state, self.names()))
        if session.deal_over():
            deal = session.settlement().deals[-1]
            headers, rows = self.presenter.settlement(session.state, self.names(), deal)
            notes = self.presenter.settlement_notes(session.state, self.names(), deal)
            self.panel.show_settlement(headers, rows, notes, len(session.finals))
        else:
            self.panel.hide_settlement()
        if hasattr(self, "access"):  # the first redraw comes before they are made
            self.access.refreshed()
            self.keeper.update_undo()

    def _raise_curtain(self, seat: int) -> None:
        name = self.names()[seat]
        self.curtain_label.setText(self.tr("Pass the screen to %1").replace("%1", name) + "\n"
                                   + self.tr("Everyone else, please look away while %1 "
                                             "plays.").replace("%1", name))
        self.curtain_button.setText(self.tr("I am %1 — show my hand").replace("%1", name))
        self.stack.setCurrentIndex(1)
        if self._shown_curtain == seat:
            return
        self._shown_curtain = seat
        # A key still pressed from the last turn must not lift the next person's curtain.
        guard = speeds.ms("curtain_guard")
        self.curtain_button.setEnabled(guard <= 0)
        if guard > 0:
            QTimer.singleShot(guard, self._curtain_ready)
        else:
            self._curtain_ready()

    def _curtain_ready(self) -> None:
        self.curtain_button.setEnabled(True)
        if self.stack.currentIndex() == 1:
            self.curtain_button.setFocus()

    @Slot()
    def _rewound(self) -> None:
        self._quiet_step = True

    @Slot(object)
    def _log_event(self, event: object) -> None:
        text = self.presenter.describe(event, self.names(), self.session.person)
        if text:
            self.panel.add_line(text)
            self.access.said(text)
        self.table.flash(self.presenter.flashes(event, len(self.session.seats)))

    @Slot(object, object)
    def _refused(self, action: object, reason: object) -> None:
        self.status.setText(self.presenter.refusal(reason))

    @Slot(object)
    def _deal_ended(self, units: tuple[Any, ...]) -> None:
        self.panel.add_line(self.tr("The deal is over."))
        for line in settlement_lines(*self.presenter.settlement(
                self.session.state, self.names(), self.session.settlement().deals[-1])):
            self.panel.add_line(line)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            if hasattr(self, "keeper"):  # the first comes before the keeper is made
                # The log is told again from the record's events, in the new language.
                self.keeper.rebuild_log()
            self.refresh()
        super().changeEvent(event)

    def may_leave(self) -> bool:
        """Whether this table may go: yes when its series is over, saved (it is offered
        again when the game is next opened) or only bots play; else the player is asked
        (No, the default, keeps playing)."""
        session = self.session
        in_progress = not session.series_over() and (session.results or not session.deal_over())
        saved = self.keeper.autosave is not None
        people = any(s.is_human for s in session.seats)
        if in_progress and people and self.ask_before_leaving and self.keeper.save_failed:
            return self.keeper.may_leave_unsaved()  # the last save failed: offers export
        if not (in_progress and not saved and self.ask_before_leaving and people):
            return True
        answer = QMessageBox.question(
            self, self.tr("Leave the Game"),
            self.tr("This game is not finished. Leave it? It is not saved."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before a game in progress is abandoned (``may_leave``)."""
        if not self.may_leave():
            event.ignore()
            return
        self.session.shutdown()
        super().closeEvent(event)
