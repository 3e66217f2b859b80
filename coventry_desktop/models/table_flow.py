"""What happens between the people at this screen and a game's session (QtCore, no widgets).

``TableFlow`` decides what the window only paints (shared/ARCHITECTURE.md, "One table
flow"): the legal actions of the person at the screen, a card clicked → ``Play`` or a card
chosen for a give and Confirm, ``Pass``, the forced moves made for a person and auto-pass,
the pass-and-play curtain (who is at the screen, for whom the curtain is up), what Enter
does once a deal is over (the settlement is shown first), Undo's enabled state and watch's
next deal. Tests drive it without a window; it emits ``changed`` after every decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine.cards import Card
from ..engine.game import Pass, Play
from .session import GameSession


class TableFlow(QObject):
    """The table flow of one session.

    Args:
        session: the game in play.
        forced_delay_ms: before a forced move is made for a person (0 in tests).
        next_deal_delay_ms: watching, the pause on a settlement before the next deal.

    Attributes:
        at_screen: the person the hands are shown to: the one human, or in pass-and-play
            the last one who lifted the curtain (None before anyone did).
        curtain_for: the person the curtain calls to the screen, or None when it is down.
        chosen: the cards chosen so far for an action of several cards (Hearts' give).
        auto_pass: pass for a person who holds nothing to play.
        settlement_seen: once a deal is over, whether Enter has shown its settlement.
    """

    changed = Signal()
    """Anything the window shows may have changed: redraw."""
    told = Signal(str)
    """A sentence for the bar ("You have nothing to play: you pass.")."""
    dealing = Signal()
    """A new deal is about to be dealt (the window clears the deal's log)."""

    def __init__(self, session: GameSession, *, forced_delay_ms: Callable[[], int] = lambda: 0,
                 next_deal_delay_ms: Callable[[], int] = lambda: 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.info = session, session.info
        humans = [seat for seat, s in enumerate(session.seats) if s.is_human]
        self.people = len(humans)
        # One person: always theirs; watching: seat 0's, as the bots play it; several
        # people: nobody's until the first lifts the curtain.
        self.at_screen: int | None = humans[0] if len(humans) == 1 else (
            None if humans else 0)
        self.curtain_for: int | None = None
        self.chosen: frozenset[Card] = frozenset()
        self.auto_pass = True
        self.settlement_seen = False
        self._forced_delay, self._next_delay = forced_delay_ms, next_deal_delay_ms
        self._forced = QTimer(self, singleShot=True)
        self._forced.timeout.connect(self._make_forced)
        self._forced_action: Any = None
        self._watch = QTimer(self, singleShot=True)
        self._watch.timeout.connect(self._watch_next_deal)
        session.stateChanged.connect(self.settle)
        session.dealEnded.connect(self._deal_ended)

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
        return len(legal) == 1 and not legal[0].cards

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

    def select(self, cards: frozenset[Card]) -> None:
        """Choose ``cards`` for an action of several (a hint's give)."""
        self.chosen = cards
        self.changed.emit()

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
            self.changed.emit()

    def enter(self) -> None:
        """Enter once a deal is over: the first shows its settlement, the next deals on."""
        if not self.session.deal_over():
            return
        if not self.settlement_seen:
            self.settlement_seen = True
            self.changed.emit()
        else:
            self.next_deal()

    def next_deal(self) -> None:
        """Deal the next deal of the series, or a new series after the last."""
        if self.session.series_over():
            self.dealing.emit()
            self.session.new_series()  # new deals, not the same series again
        elif self.session.deal_over():
            self.dealing.emit()
            self.session.next_deal()

    def may_undo(self) -> bool:
        """Undo takes back a choice of the person at the screen, never another person's."""
        seat = self.session.to_act()
        return seat is not None and seat == self.shown_to and \
            self.session.undo_target() is not None

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
        if human and seat != self.at_screen and not (self.auto_pass and self.forced_pass()):
            if self.curtain_for != seat:
                self.chosen = frozenset()
            self.curtain_for = seat
        elif not human or seat == self.at_screen:
            self.curtain_for = None
        self.changed.emit()
        self._schedule_forced(seat, human)  # after the redraw: its sentence is the last word

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
        elif not (len(legal) == 1 and len(legal[0].cards) == 1
                  and self.session.last_actor == seat and seat == self.shown_to):
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
