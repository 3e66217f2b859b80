"""A window for any registered game that has a presenter: the generic table and its bar.

The window asks the session for legal actions and the presenter for words; it keeps no
rules. Input is generic (shared/ARCHITECTURE.md): a click on a card asks which legal
actions use that card — one single-card action is played at once; for actions of several
cards (Hearts' give) the click selects and Confirm is enabled when the selection is a legal
action; Pass is enabled when an action without cards is legal. In pass-and-play a curtain
covers the table whenever the next person to act is not the one who last saw their hand.
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
from ..engine.game import GameInfo, Pass, Play
from ..engine.game_records import GameRecord
from ..models.game_words import game_title
from ..models.presentation import Centre, Presenter
from ..models.session import GameSession
from ..models.setup import SeatSetup, sentence_names
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
        humans = [seat for seat, s in enumerate(seats) if s.is_human]
        self._people = len(humans)
        self.viewer = humans[0] if humans else 0
        self._shown_to: int | None = self.viewer if len(humans) <= 1 else None
        self._chosen: frozenset[Card] = frozenset()
        self._auto_token = 0
        self._curtain_for: int | None = None
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
        self.auto_pass = True
        """Pass for a person who holds nothing to play (off: they press Pass, or P)."""
        self.ask_before_leaving = True
        """Whether closing a game in progress asks first (tests that close at will turn it off)."""
        # The app's name is a brand, the same in every language.
        self.title: Callable[[], str] = lambda: f"{game_title(info)} — Coventry Desktop"
        """The window's title in the interface language (watching has its own)."""
        self._build()
        self.session.stateChanged.connect(self.refresh)
        self.session.happened.connect(self._log_event)
        self.session.refused.connect(self._refused)
        self.session.dealEnded.connect(self._deal_ended)
        self.keeper = GameKeeper(self, self.session, presenter, data)
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

    # -- what the person may do -----------------------------------------------------------
    def _my_actions(self) -> list[Any]:
        seat = self.session.to_act()
        if seat is None or not self.session.is_human(seat) or seat != self._shown_to:
            return []
        return self.session.legal_actions()

    def playable(self) -> frozenset[Card]:
        """Cards of the viewer's hand that some legal action of theirs uses."""
        return frozenset(card for action in self._my_actions() for card in action.cards)

    @Slot(object)
    def card_clicked(self, card: Card) -> None:
        """Play the card's one single-card action, or toggle it in a multi-card choice;
        for a card no legal action uses, the rules' refusal says why."""
        actions = [a for a in self._my_actions() if card in a.cards]
        if not actions:
            self._explain_refusal(card)
            return
        singles = [a for a in actions if len(a.cards) == 1]
        if singles and len(singles) == len(actions):
            self.session.request(singles[0])
            return
        if card in self._chosen:
            self._chosen = self._chosen - {card}
        else:
            size = max((len(a.cards) for a in actions), default=0)
            if len(self._chosen) < size:
                self._chosen = self._chosen | {card}
        self.refresh()

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
        picture = self.presenter.review(state, self._shown_to, self.names()) if on else None
        self._review_of = state if picture is not None else None
        self.refresh()

    def _explain_refusal(self, card: Card) -> None:
        seat = self._shown_to
        if seat is None:
            return
        # Through the rules, so the reason is theirs ("You must follow the suit led").
        self.session.request(Play(seat, card))

    def choose(self, cards: frozenset[Card]) -> None:
        """Select ``cards`` for a multi-card action (a hint's give); Confirm takes it."""
        self._chosen = cards
        self.refresh()

    def _chosen_action(self) -> Any | None:
        for action in self._my_actions():
            if len(action.cards) > 1 and frozenset(action.cards) == self._chosen:
                return action
        return None

    @Slot()
    def confirm(self) -> None:
        """Take the multi-card action the selection makes (Hearts' give)."""
        action = self._chosen_action()
        if action is not None:
            self._chosen = frozenset()
            self.session.request(action)

    @Slot()
    def pass_turn(self) -> None:
        """Take the one legal action without cards; say why when passing is not allowed."""
        seat = self.session.to_act()
        if seat is None or seat != self._shown_to:
            return
        for action in self._my_actions():
            if not action.cards:
                self.session.request(action)
                return
        if self.info.passes:  # the rules say why (Comet: "you hold a card you may play")
            self.session.request(Pass(seat))
        else:
            self.status.setText(self.tr("There is no passing in this game."))

    @Slot()
    def next_deal(self) -> None:
        """Deal the next deal of the series, or start a new series after the last."""
        if self.session.series_over():
            self.log.clear()
            self.session.new_series()  # new deals, not the same series again
        elif self.session.deal_over():
            self.log.clear()
            self.session.next_deal()

    @Slot()
    def lift_curtain(self) -> None:
        """The person to act says they are at the screen: show their hand."""
        seat = self.session.to_act()
        if seat is not None:
            self._shown_to = self.viewer = seat
        self.refresh()
        self.table.setFocus()  # the keyboard goes straight back to the table

    # -- showing --------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Redraw the table, the bar and the side panel from the session."""
        session = self.session
        seat = session.to_act()
        human = seat is not None and session.is_human(seat)
        if self._people > 1 and not human:
            self._shown_to = None  # pass-and-play: no hand face up while bots play
        if seat is not None and human and seat != self._shown_to and not (
                self.auto_pass and self._forced_pass(seat)):
            self._raise_curtain(seat)
        else:
            self._curtain_for = None
            self.stack.setCurrentIndex(0)
        viewer = self._shown_to
        last = self.presenter.review(session.state, viewer, self.names())
        # The finished step is told by its centre (the hands change after it).
        step = None if last is None else tuple(s for s in last.spots
                                               if isinstance(s.zone, Centre))
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
        self.table.show_picture(picture, self.viewer if viewer is None else viewer,
                                playable=playable, chosen=self._chosen, current=self.current)
        self.status.setText(end_status(self) if session.deal_over()
                            else self.paused_status() if session.paused else picture.status)
        mine = self._my_actions()
        self.pass_button.setEnabled(any(not a.cards for a in mine))
        self.confirm_button.setVisible(any(len(a.cards) > 1 for a in mine))
        self.confirm_button.setEnabled(self._chosen_action() is not None)
        self._auto_play(mine, seat)
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

    def _forced_pass(self, seat: int | None) -> bool:
        """Whether the seat's only legal action is a pass (made for it, curtain or not)."""
        legal = self.session.legal_actions() if seat is not None else []
        return len(legal) == 1 and not legal[0].cards

    def _raise_curtain(self, seat: int) -> None:
        self._shown_to = None
        self._chosen = frozenset()
        name = self.names()[seat]
        self.curtain_label.setText(self.tr("Pass the screen to %1").replace("%1", name) + "\n"
                                   + self.tr("Everyone else, please look away while %1 "
                                             "plays.").replace("%1", name))
        self.curtain_button.setText(self.tr("I am %1 — show my hand").replace("%1", name))
        self.stack.setCurrentIndex(1)
        if self._curtain_for == seat:
            return
        self._curtain_for = seat
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

    def _auto_play(self, mine: list[Any], seat: int | None) -> None:
        """Make a person's forced action for them, as a player would without thinking:
        a pass when nothing else is legal (in pass-and-play without calling them to the
        screen), and the next card of a continuation the rules force on the seat that just
        played (Comet's run, CM-7). Any newer state cancels it."""
        self._auto_token += 1
        if seat is not None and self.session.is_human(seat) and self._forced_pass(seat):
            if not self.auto_pass:
                return
            action = self.session.legal_actions()[0]
            if seat == self._shown_to:  # the presenter's "press P" is not needed now
                self.status.setText(self.tr("You have nothing to play: you pass."))
        elif len(mine) == 1 and len(mine[0].cards) == 1 and \
                self.session.last_actor == mine[0].seat:
            action = mine[0]
        else:
            return
        token = self._auto_token
        # Tied to this window: a window closed (and deleted) before it fires drops it.
        QTimer.singleShot(speeds.ms("auto_pass"), self,
                          lambda: token == self._auto_token and self.session.request(action))

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
        if self._people == 0 and not self.session.series_over():
            # Watching: the bots play the series through, a pause on each settlement.
            QTimer.singleShot(speeds.ms("next_deal"), self._watch_next_deal)
        self.panel.add_line(self.tr("The deal is over."))
        for line in settlement_lines(*self.presenter.settlement(
                self.session.state, self.names(), self.session.settlement().deals[-1])):
            self.panel.add_line(line)

    def _watch_next_deal(self) -> None:
        if self.session.deal_over() and not self.session.series_over():
            self.next_deal()

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
