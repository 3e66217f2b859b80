"""The one object that changes the game: the Qt face of the engine (house style rule 7).

Widgets ask; the controller applies actions only through ``engine.apply`` and reports
what happened, one signal per engine event in the engine's order, then ``stateChanged``.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ..games.coventry import (
    Action,
    CardPlayed,
    DealState,
    DealWon,
    IllegalAction,
    Pass,
    Passed,
    Phase,
    Play,
    QuartetCompleted,
    Reason,
    SeatView,
    Series,
    SeriesRecord,
    apply,
    legal_actions,
    observe,
    replay_series,
)
from .setup import YOU, GameSetup, shown_name


class GameController(QObject):
    """Owns the series, the current deal and its record; the only place actions are applied.

    Signals, in the order they fire for one action:
        cardPlayed(seat, card, position): engine ``CardPlayed`` (position 1..4).
        passed(seat): engine ``Passed``.
        quartetCompleted(seat, rank): engine ``QuartetCompleted``; ``seat`` leads next.
        dealWon(seat): engine ``DealWon``.
        dealSettled(settlement): after ``dealWon``; a tuple of units per seat (EC-14).
        seriesOver(totals): after the last ``dealSettled`` of the game.
        stateChanged(): once per applied action, new game or new deal, after the above.
    Other signals:
        gameStarted(): a new game was set up (before its first ``dealStarted``).
        dealStarted(number): deal ``number`` (0-based) was dealt; then ``stateChanged``.
        refused(action, reason): the engine refused ``action`` with a ``Reason``;
            nothing changed and no other signal fires.
        viewerChanged(seat): the seat whose hand may be shown face up changed (-1: none).
        curtainRequested(seat): pass-and-play: hide every hand until ``seat`` confirms
            with ``reveal(seat)``.
    """

    gameStarted = Signal()
    dealStarted = Signal(int)
    cardPlayed = Signal(int, object, int)
    passed = Signal(int)
    quartetCompleted = Signal(int, object)
    dealWon = Signal(int)
    dealSettled = Signal(object)
    seriesOver = Signal(object)
    stateChanged = Signal()
    refused = Signal(object, object)
    viewerChanged = Signal(int)
    curtainRequested = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._setup: GameSetup | None = None
        self._series: Series | None = None
        self._state: DealState | None = None
        self._actions: list[list[Action]] = []
        self._viewer = -1
        self._curtain_for = -1
        self._last_seen = -1
        """Pass-and-play: who last saw their hand (no curtain when it is theirs again)."""
        self.undone: set[int] = set()
        """Deals (0-based) in which Undo was used; the best series does not count them."""
        self.rewinding = False
        """True while Undo replays the shortened series (the same game, not a new one)."""
        self.auto_pass = True
        """Pass for a human who holds no card of the rank in play (a setting, on by default)."""

    # ----------------------------------------------------------------- read access
    @property
    def setup(self) -> GameSetup | None:
        """The game's setup, or ``None`` before the first game."""
        return self._setup

    @property
    def series(self) -> Series | None:
        """The series with every finished deal settled, or ``None`` before the first game."""
        return self._series

    @property
    def state(self) -> DealState | None:
        """The current (or just finished) deal, or ``None`` before the first game."""
        return self._state

    @property
    def record(self) -> SeriesRecord | None:
        """The game so far as a replayable record (engine ``SeriesRecord``)."""
        if self._setup is None or self._series is None:
            return None
        return SeriesRecord(
            self._setup.players, self._series.first_dealer, self._series.seed,
            self._series.deals, tuple(tuple(deal) for deal in self._actions),
            tuple(seat.name for seat in self._setup.seats),
        )

    @property
    def deal_number(self) -> int:
        """0-based number of the current deal."""
        return max(len(self._actions) - 1, 0)

    @property
    def names(self) -> tuple[str, ...]:
        """Seat names as shown, seat 0 first (the role "You" in the UI language)."""
        return tuple(shown_name(seat.name) for seat in self._setup.seats) if self._setup else ()

    def is_you(self, seat: int) -> bool:
        """Whether ``seat`` is "you", the one person at the table (a role, not a name)."""
        return (self._setup is not None and self._setup.seats[seat].is_human
                and self._setup.seats[seat].name == YOU)

    @property
    def viewer(self) -> int:
        """The seat whose hand may be painted face up, or -1 (curtain, or no game)."""
        return self._viewer

    @property
    def curtain_for(self) -> int:
        """The human seat the screen must be passed to, or -1 when no curtain is up."""
        return self._curtain_for

    @property
    def home_seat(self) -> int:
        """The seat drawn at the bottom of the table: the first human, or seat 0 when watching."""
        humans = self._setup.humans if self._setup else ()
        return humans[0] if humans else 0

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return self._setup is not None and self._setup.seats[seat].is_human

    def is_over(self) -> bool:
        """Whether the current deal is over (or there is none)."""
        return self._state is None or self._state.phase is Phase.OVER

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act (engine ``legal_actions``); empty when over."""
        return legal_actions(self._state) if self._state is not None else []

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (engine ``observe``).

        Raises:
            ValueError: no game, or no such seat.
        """
        if self._state is None:
            raise ValueError("no game in progress")
        return observe(self._state, seat)

    def human_to_act(self) -> int:
        """The human seat whose decision the table waits for and may take, or -1.

        That is the seat to act, if a person plays it and its hand is the one shown.
        """
        state = self._state
        if state is None or state.phase is Phase.OVER or not self.is_human(state.turn):
            return -1
        return state.turn if state.turn == self._viewer else -1

    def forced_pass(self) -> bool:
        """Whether the seat to act can only pass (it holds no card of the rank in play)."""
        actions = self.legal_actions()
        return len(actions) == 1 and isinstance(actions[0], Pass)

    # ----------------------------------------------------------------- changes
    def new_game(self, setup: GameSetup) -> None:
        """Start ``setup``'s first deal.

        Emits ``gameStarted``, ``dealStarted(0)``, then ``stateChanged``.
        """
        self._setup = setup
        self._series = Series(setup.players, setup.dealer_by_lot(), setup.seed, setup.deals)
        self._actions = []
        self.undone = set()
        self._viewer = -1
        self._curtain_for = -1
        self.gameStarted.emit()
        self._deal()

    def restore(self, setup: GameSetup, record: SeriesRecord,
                undone: set[int] | frozenset[int] = frozenset()) -> None:
        """Continue a saved game: replay ``record`` through the engine and show where it stopped.

        ``undone``: the deals in which Undo was used (saved beside the record).

        Raises:
            engine.RecordError: the record does not replay.
        """
        replayed = replay_series(record)
        self.undone = set(undone)
        self._setup = setup
        self._series = replayed.series
        self._actions = [list(deal) for deal in record.actions]
        self._state = replayed.deal
        self._viewer = -1
        self._curtain_for = -1
        self.gameStarted.emit()
        if self._state is None:
            self._deal()
            return
        self.dealStarted.emit(self.deal_number)
        self._update_viewer(new_deal=True)
        self.stateChanged.emit()

    def undo_target(self) -> int | None:
        """How many actions of the deal in play Undo would keep, or None when it may not.

        Undo takes back the last card the person to act played and every action after it
        (bots' cards and everyone's passes, which are forced, EC-8), within this deal; in
        pass-and-play only while that same person is to act.
        """
        state = self._state
        if state is None or state.phase is Phase.OVER or not self.is_human(state.turn) \
                or not self._actions:
            return None
        actions = self._actions[-1]
        for index in range(len(actions) - 1, -1, -1):
            action = actions[index]
            if isinstance(action, Play) and action.seat == state.turn:
                return index
            if isinstance(action, Play) and self.is_human(action.seat):
                return None
        return None

    def undo(self) -> bool:
        """Take back the person's last card and what followed it; False if ``undo_target``
        says Undo may not be used (nothing changes then)."""
        keep = self.undo_target()
        record = self.record
        if keep is None or record is None or self._setup is None:
            return False
        self.undone.add(self.deal_number)
        actions = (*record.actions[:-1], record.actions[-1][:keep])
        self.rewinding = True
        try:
            self.restore(self._setup, replace(record, actions=actions), undone=self.undone)
        finally:
            self.rewinding = False
        return True

    def next_deal(self) -> None:
        """Deal the next deal of the series.

        Raises:
            ValueError: no game, the current deal is not over, or the series is over.
        """
        if self._series is None or self._state is None:
            raise ValueError("no game in progress")
        if self._state.phase is not Phase.OVER:
            raise ValueError("the current deal is not over")
        self._deal()

    def _deal(self) -> None:
        assert self._series is not None
        self._state = self._series.next_deal()
        self._actions.append([])
        self.dealStarted.emit(self.deal_number)
        self._update_viewer(new_deal=True)
        self.stateChanged.emit()

    def request(self, action: Action) -> bool:
        """Apply ``action`` if the engine allows it.

        Returns:
            True if applied (signals fired), False if refused (``refused`` fired,
            nothing changed).
        """
        if self._state is None or self._series is None:
            self.refused.emit(action, Reason.DEAL_OVER)
            return False
        try:
            transition = apply(self._state, action)
        except IllegalAction as error:
            self.refused.emit(action, error.reason)
            return False
        self._state = transition.state
        self._actions[-1].append(action)
        for event in transition.events:
            self._emit(event)
        self._update_viewer(new_deal=False)
        self.stateChanged.emit()
        return True

    def _emit(self, event: object) -> None:
        if isinstance(event, CardPlayed):
            self.cardPlayed.emit(event.seat, event.card, event.position)
        elif isinstance(event, Passed):
            self.passed.emit(event.seat)
        elif isinstance(event, QuartetCompleted):
            self.quartetCompleted.emit(event.seat, event.rank)
        elif isinstance(event, DealWon):
            self.dealWon.emit(event.seat)
            assert self._series is not None and self._state is not None
            self._series = self._series.with_result(self._state)
            self.dealSettled.emit(self._series.results[-1])
            if self._series.is_over:
                self.seriesOver.emit(self._series.totals)

    # ----------------------------------------------------------------- pass-and-play
    def reveal(self, seat: int) -> bool:
        """The person at ``seat`` took the screen: show their hand.

        Returns:
            False (and nothing changes) if no curtain awaits ``seat``.
        """
        if seat != self._curtain_for or seat < 0:
            return False
        self._curtain_for = -1
        self._last_seen = seat
        self._set_viewer(seat)
        self.stateChanged.emit()
        return True

    def _update_viewer(self, *, new_deal: bool) -> None:
        """Decide whose hand may be seen; raise the curtain when another person must act."""
        assert self._setup is not None and self._state is not None
        humans = self._setup.humans
        if len(humans) <= 1:
            self._set_viewer(self.home_seat)
            return
        if new_deal:
            # Nobody has seen a hand of the new deal yet: every face stays down.
            self._set_viewer(-1)
            self._curtain_for = -1
            self._last_seen = -1
        state = self._state
        if state.phase is Phase.OVER:
            return
        if not self.is_human(state.turn) or (self.auto_pass and self.forced_pass()):
            # Everyone watches the table while bots play or a person auto-passes:
            # the last person's hand goes face down (QA F10).
            self._set_viewer(-1)
            return
        if state.turn == self._viewer or state.turn == self._curtain_for:
            return
        if state.turn == self._last_seen and self._curtain_for < 0:
            # Only bots and auto-passes since this person looked: no curtain needed.
            self._set_viewer(state.turn)
            return
        self._set_viewer(-1)
        self._curtain_for = state.turn
        self.curtainRequested.emit(state.turn)

    def _set_viewer(self, seat: int) -> None:
        if seat != self._viewer:
            self._viewer = seat
            self.viewerChanged.emit(seat)
