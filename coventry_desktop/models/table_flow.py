"""What happens between the people at this screen and a game's session (QtCore, no widgets).

``TableFlow`` decides what the window only paints (shared/ARCHITECTURE.md, "One table
flow"): the legal actions of the person at the screen, a card clicked → ``Play`` or a card
chosen for a give and Confirm, ``Pass``, the forced moves made for a person and auto-pass,
the pass-and-play curtain (who is at the screen, for whom the curtain is up, raised once
per person), the card the keyboard has chosen, the review of the last finished step
(which lingers in the centre until the next card, and is not shown again after a resume
or Undo), what Enter does (once a deal is over the settlement is shown first), Undo's
enabled state and watch's next deal. Tests drive it without a window; it emits
``changed`` after every decision, and the window paints ``picture()``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine.cards import Card
from ..engine.game import Pass, Play
from .presentation import Picture, Presenter
from .session import GameSession, only_card_after_own, only_pass
from .setup import sentence_names
from .table_show import (
    TableInPlay,
    end_status,
    finished_step,
    hand_order,
    suggested_card,
    table_in_play,
)


class TableFlow(QObject):
    """The table flow of one session.

    Args:
        session: the game in play.
        presenter: its game's presenter (what the table shows, the finished step).
        forced_delay_ms: before a forced move is made for a person (0 in tests).
        next_deal_delay_ms: watching, the pause on a settlement before the next deal.

    Attributes:
        at_screen: the person the hands are shown to: the one human, or in pass-and-play
            the last one who lifted the curtain (None before anyone did in this deal).
        curtain_for: the person the curtain calls to the screen, or None when it is down.
        viewer: the seat at the bottom of the table: the person last at the screen (the
            first person, or seat 0 when only bots play, before anyone was).
        current: the card Left/Right have chosen (Enter plays or selects it), or None; on
            a person's turn the one the Normal bot would play, else the hand's first
            (None while ``hold_suggestion`` holds it).
        chosen: the cards chosen so far for an action of several cards (Hearts' give).
        auto_pass: pass for a person who holds nothing to play.
        settlement_seen: once a deal is over, whether Enter has shown its settlement (so
            the Enter that played the last card does not also deal on); from the start
            for a series resumed on a deal already over.
    """

    changed = Signal()
    """Anything the window shows may have changed: redraw."""
    told = Signal(str)
    """A sentence for the bar ("You have nothing to play: you pass.")."""
    dealing = Signal()
    """A new deal is about to be dealt (the window clears the deal's log)."""
    curtainCalled = Signal(int)
    """The curtain went up for this person (once each time it calls them to the screen)."""
    screenChanged = Signal()
    """Who sits at the screen, or whether the curtain is up, changed (before ``changed``)."""

    def __init__(self, session: GameSession, presenter: Presenter, *,
                 forced_delay_ms: Callable[[], int] = lambda: 0,
                 next_deal_delay_ms: Callable[[], int] = lambda: 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.info, self.presenter = session, session.info, presenter
        humans = [seat for seat, s in enumerate(session.seats) if s.is_human]
        self.people = len(humans)
        # One person: always theirs; watching: seat 0's, as the bots play it; several
        # people: nobody's until the first lifts the curtain.
        self.at_screen: int | None = humans[0] if len(humans) == 1 else (
            None if humans else 0)
        self.curtain_for: int | None = None
        self.viewer: int = humans[0] if humans else 0
        self.current: Card | None = None
        self.chosen: frozenset[Card] = frozenset()
        self.auto_pass = True
        self.settlement_seen = False
        self._forced_delay, self._next_delay = forced_delay_ms, next_deal_delay_ms
        self._forced = QTimer(self, singleShot=True)
        self._forced.timeout.connect(self._make_forced)
        self._forced_action: Any = None
        self._watch = QTimer(self, singleShot=True)
        self._watch.timeout.connect(self._watch_next_deal)
        self._last_step: object = None
        """The centre of the last finished step as last seen (a new one lingers on)."""
        self._review_of: object = None
        """The state whose last finished step is shown again; None: none is."""
        self._quiet = False
        self._suggestion_held = False
        """``hold_suggestion()``: the keyboard chooses no card until ``release_suggestion()``."""
        self._screen: tuple[int | None, int] = (None, self.viewer)
        session.stateChanged.connect(self.settle)
        session.dealEnded.connect(self._deal_ended)
        session.rewound.connect(self._rewound)

    # -- who sees what -----------------------------------------------------------------------
    @property
    def shown_to(self) -> int | None:
        """The seat whose hand is face up now: the person at the screen, except while the
        curtain is up or, in pass-and-play, while the bots play (a person's forced pass is
        made without calling them, so whoever is at the screen stays)."""
        if self.curtain_for is not None:
            return None
        seat = self.session.to_act()
        if self.people > 1 and (seat is None or not self.session.is_human(seat)):
            return None  # pass-and-play: no hand face up while the bots play
        return self.at_screen

    def actions(self) -> list[Any]:
        """The legal actions of the person to act, when their hand is on the screen."""
        seat = self.session.to_act()
        if seat is None or not self.session.is_human(seat) or seat != self.shown_to:
            return []
        return self.session.legal_actions()

    def playable(self) -> frozenset[Card]:
        """Cards some action of ``actions()`` uses."""
        return frozenset(card for action in self.actions() for card in action.cards)

    def forced_pass(self) -> bool:
        """Whether the seat to act may only pass (made for it, curtain or not)."""
        legal = self.session.legal_actions() if self.session.to_act() is not None else []
        return only_pass(legal)

    def names(self) -> tuple[str, ...]:
        """Seat names as shown now: the role "You" in the interface language, every other
        name isolated for the sentences it goes in (``sentence_names``)."""
        return sentence_names(self.session.names)

    # -- what the table shows ---------------------------------------------------------------
    @property
    def reviewing(self) -> bool:
        """Whether the table shows the last finished step again (not behind the curtain)."""
        return self._review_of is self.session.state and self.curtain_for is None

    def may_review(self) -> bool:
        """Whether there is a finished step to show again (Last Trick is enabled)."""
        return self.presenter.review(self.session.state, self.shown_to, self.names()) \
            is not None

    def review(self, on: bool = True) -> None:
        """Show the last finished step (Hearts' last trick) again, or stop showing it; the
        next state change ends it too."""
        state = self.session.state
        shown = on and self.presenter.review(state, self.shown_to, self.names()) is not None
        self._review_of = state if shown else None
        self._emit()

    def toggle_review(self) -> None:
        """L: the last finished step again, or the table in play again."""
        if self.presenter.review_label():
            self.review(not self.reviewing)

    def picture(self) -> Picture:
        """The table as the window paints it now: the finished step while it is reviewed,
        else the state in play, with the pot carried from earlier deals noted (HT-12)."""
        session, names = self.session, self.names()
        picture = ((self.reviewing and self.presenter.review(session.state, self.shown_to, names))
                   or self.presenter.picture(session.state, self.shown_to, names))
        if not session.deal_over() and (carried := self.presenter.carried_note(
                session.settlement().pot)):
            picture = replace(picture, notes=(carried, *picture.notes))
        if session.stopped_status():  # a lesson's moves made: no seat is to act, none lit
            picture = replace(picture, seats=tuple(line._replace(to_act=False)
                                                   for line in picture.seats))
        return picture

    def status(self, picture: Picture) -> str:
        """The bar's sentence: the session's when play stopped for its own reason (a
        lesson's moves all made), the picture's, or once the deal is over, what Enter does."""
        if stopped := self.session.stopped_status():
            return stopped
        if not self.session.deal_over() and self.people == 0:
            # Only bots: a hand may lie face up for the watchers, but nobody is "you"
            # ("Play a card of rank Eight" was said to the bot in seat 0).
            return self.presenter.picture(self.session.state, None, self.names()).status
        if not self.session.deal_over():
            return picture.status
        return end_status(self.session, self.names(), dealt_soon=self._watch.isActive())

    def suggested(self) -> Card | None:
        """The card the Normal bot would play in the place of the person to act (the
        keyboard's first choice), or None (a give, a pass, not their turn)."""
        return suggested_card(self.session, self.actions(), self.playable())

    def hold_suggestion(self) -> None:
        """The keyboard's first card waits for ``release_suggestion()``, and no card wears
        its rim meanwhile: the app's window holds it until its table has been painted, so
        the Normal bot that suggests it (its package and modules) is not on the way to the
        first frame (#25). The cards are face up and clickable all the while."""
        self._suggestion_held = True

    def release_suggestion(self) -> None:
        """Choose the keyboard's card held by ``hold_suggestion()`` (a redraw if it is one)."""
        if self._suggestion_held:
            self._suggestion_held, before = False, self.current
            self._fix_current()
            if self.current != before:
                self.changed.emit()

    def choose(self, card: Card) -> None:
        """Make ``card`` the keyboard's current card, if the person may play it (a single
        click when cards are played by double-click, a hint)."""
        if card in self.playable():
            self.current = card
            self._emit()

    def step(self, by: int) -> None:
        """Left (-1) or Right (+1): the next playable card in the hand's order."""
        cards = sorted(self.playable(), key=hand_order(self.picture()))
        if cards:
            index = cards.index(self.current) if self.current in cards else 0
            self.current = cards[(index + by) % len(cards)]
            self._emit()

    def _fix_current(self) -> None:
        playable = self.playable()
        if self.current not in playable and self._suggestion_held:
            self.current = None
        elif self.current not in playable:
            self.current = self.suggested() or (
                min(playable, key=hand_order(self.picture())) if playable else None)

    # -- input -------------------------------------------------------------------------------
    def click(self, card: Card) -> None:
        """Play the card's one single-card action, or toggle it in a choice of several; a
        card no action uses is asked of the rules as ``Play``, whose refusal says why."""
        actions = [a for a in self.actions() if card in a.cards]
        if not actions:
            if self.shown_to is not None:  # "It is not your turn", "Follow the suit led"
                self.session.request(Play(self.shown_to, card))
            return
        if all(len(a.cards) == 1 for a in actions):
            self.session.request(actions[0])
            return
        size = max(len(a.cards) for a in actions)
        if card in self.chosen:
            self.select(self.chosen - {card})
        elif len(self.chosen) < size:
            self.select(self.chosen | {card})

    def click_slot(self, card: Card | None) -> None:
        """An empty outlined slot was clicked: play the card it waits for, if the person
        may (Comet's choice of branch after a Comet)."""
        if card is not None and card in self.playable():
            self.click(card)

    def select(self, cards: frozenset[Card]) -> None:
        """Choose ``cards`` for an action of several (a hint's give)."""
        self.chosen = cards
        self._emit()

    def chosen_action(self) -> Any | None:
        """The action of several cards the chosen cards make, or None."""
        for action in self.actions():
            if len(action.cards) > 1 and frozenset(action.cards) == self.chosen:
                return action
        return None

    def confirm(self) -> bool:
        """Take the action the chosen cards make; False when they make none."""
        action = self.chosen_action()
        if action is None:
            return False
        self.chosen = frozenset()
        return self.session.request(action)

    def pass_turn(self) -> None:
        """Pass for the person to act; the rules say why when they may not."""
        seat = self.session.to_act()
        if seat is None or seat != self.shown_to:
            return
        if not self.info.passes:
            self.told.emit(self.tr("There is no passing in this game."))
            return
        self.session.request(Pass(seat))

    def lift_curtain(self) -> None:
        """The person the curtain calls says they are at the screen: show their hand."""
        if self.curtain_for is not None:
            self.at_screen, self.curtain_for = self.curtain_for, None
            self.viewer = self.at_screen
            self._emit()

    def enter(self) -> None:
        """Enter: a complete give is confirmed, else the current card played (or
        selected), else a pass when it is all the person may do (a lesson waits for it:
        no auto-pass there); once a deal is over the first shows its settlement, the next
        deals on."""
        if not self.session.deal_over():
            if self.chosen_action() is not None:
                self.confirm()
            elif self.current is not None:
                self.click(self.current)
            elif only_pass(self.actions()):
                self.pass_turn()
            return
        if not self.settlement_seen:
            self.settlement_seen = True
            self._emit()
        else:
            self.next_deal()

    def next_deal(self) -> None:
        """Deal the next deal of the series, or a new series after the last.

        In pass-and-play every new deal opens behind the curtain: everyone has gathered
        round the settlement, so the new hand of whoever was last at the screen must not
        appear face up to all of them; the first person to act lifts it."""
        if not self.may_deal_next():
            return
        self.dealing.emit()
        if self.people > 1:
            self.at_screen = None
        if self.session.series_over():
            self.session.new_series()  # new deals, not the same series again
        else:
            self.session.next_deal()

    def may_deal_next(self) -> bool:
        """Whether Next Deal (Play Again after the last deal) can be used now: the deal in
        play is over, and the flow is not about to deal the next one itself (watching:
        its pause on the settlement runs, and a click would race it)."""
        session = self.session
        if not session.deal_over():
            return False
        return session.series_over() or not self._watch.isActive()

    def may_undo(self) -> bool:
        """Undo takes back a choice of the person at the screen, never another person's."""
        seat = self.session.to_act()
        return seat is not None and seat == self.shown_to and \
            self.session.undo_target() is not None

    def table_in_play(self) -> TableInPlay:
        """The table as it is played now, for New Game to propose (not the dialog's last
        choices)."""
        return table_in_play(self.session)

    def in_progress(self) -> bool:
        """Whether leaving now abandons a series begun and not finished."""
        session = self.session
        return not session.series_over() and bool(session.results or not session.deal_over())

    # -- what the flow decides after each change -------------------------------------------
    @Slot()
    def settle(self) -> None:
        """After the session changed: raise the curtain for a person newly to act, make a
        forced move for a person, and tell the window to redraw."""
        session = self.session
        seat = session.to_act()
        if not session.deal_over():
            self.settlement_seen = False
        human = seat is not None and session.is_human(seat)
        called = None
        if human and seat != self.at_screen and not (self.auto_pass and self.forced_pass()):
            if self.curtain_for != seat:
                self.chosen, called = frozenset(), seat
            self.curtain_for = seat
        elif not human or seat == self.at_screen:
            self.curtain_for = None
        self._note_step()
        self._emit()
        if called is not None:
            self.curtainCalled.emit(called)
        self._schedule_forced(seat, human)  # after the redraw: its sentence is the last word

    def _note_step(self) -> None:
        """A step that has just finished (Coventry's quartet, Hearts' trick) stays in the
        centre, face up, until the next card, so everyone sees how it ended; after a
        resume or Undo the step in play is shown, not the last finished one."""
        state = self.session.state
        step = finished_step(self.presenter.review(state, self.shown_to, self.names()))
        if self._quiet:
            self._quiet, self._last_step = False, step
        if step is not None and step != self._last_step and self.session.last_actor is not None:
            self._review_of = state
        self._last_step = step
        if not self.reviewing:
            self._review_of = None

    def _emit(self) -> None:
        """Tell the window to redraw, the keyboard's card chosen again where it must be."""
        if self.shown_to is not None:
            self.viewer = self.shown_to
        screen = (self.curtain_for, self.viewer)
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()
        self._fix_current()
        self.changed.emit()

    @Slot()
    def _rewound(self) -> None:
        self._quiet = True
        # A series resumed on a deal already over shows its settlement from the start: no
        # Enter of the last card is still to be absorbed, so the first Enter deals on.
        self.settlement_seen = self.session.deal_over()

    def _schedule_forced(self, seat: int | None, human: bool) -> None:
        """A pass when nothing else is legal (in pass-and-play without calling the person
        to the screen), and the next card of a continuation the rules force on the seat
        that just played (Comet's run, CM-7). Any newer state cancels it."""
        self._forced.stop()
        self._forced_action = None
        if not human or seat is None:
            return
        legal = self.session.legal_actions()
        if self.auto_pass and self.forced_pass():
            if seat == self.shown_to:
                self.told.emit(self.tr("You have nothing to play: you pass."))
        elif not (only_card_after_own(legal, seat, self.session.last_actor)
                  and seat == self.shown_to):
            return
        self._forced_action = (self.session.state, legal[0])
        self._forced.start(max(0, self._forced_delay()))

    @Slot()
    def _make_forced(self) -> None:
        if self._forced_action is not None and self._forced_action[0] is self.session.state:
            self.session.request(self._forced_action[1])

    @Slot(object)
    def _deal_ended(self, _units: object) -> None:
        if self.people == 0 and not self.session.series_over():
            self._watch.start(max(0, self._next_delay()))  # watching: a pause, then on

    @Slot()
    def _watch_next_deal(self) -> None:
        if self.session.deal_over() and not self.session.series_over():
            self.next_deal()
