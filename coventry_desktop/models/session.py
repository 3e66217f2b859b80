"""One game of any registered game: the series, the deal in play, the bots (QtCore only).

``GameSession`` applies actions only through the game's rules (``GameInfo.rules``): a
person's request and a bot's choice take the same path, and a refusal changes nothing.
After each accepted action it emits ``happened(event)`` once per event, in order, then
``stateChanged``. Bots think on a worker thread and see only ``rules.observe`` of their
seat; their answer comes back through a queued signal, so the window never freezes.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, MutableMapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from ..engine.game import GameInfo, IllegalAction, SeriesSettlement, reveals_cards
from ..engine.game_records import GameRecord, replay
from ..engine.series import deal_seeds, places, settle
from ..engine.series import series_over as series_is_over
from .bot_runner import BotAnswer, BotChairs, BotJob
from .setup import SeatSetup

if TYPE_CHECKING:
    from ..engine.game import Number

log = logging.getLogger(__name__)


def only_pass(legal: Sequence[Any]) -> bool:
    """Whether ``legal`` (the seat's legal actions) leaves it nothing but a pass: the pass
    the table makes for it (auto-pass)."""
    return len(legal) == 1 and not legal[0].cards


def only_card_after_own(legal: Sequence[Any], seat: int, previous: int | None) -> bool:
    """Whether ``legal`` leaves ``seat`` one card, straight after its own action
    (``previous``: the seat that acted last): the continuation of its own play the rules
    force (Comet's run, CM-7), which the table plays for it unasked."""
    return len(legal) == 1 and len(legal[0].cards) == 1 and previous == seat


class GameSession(QObject):
    """A series of deals of one game at one table.

    Args:
        info: the game, from the registry.
        seats: the chairs, clockwise from seat 0 (names, human or bot, bot level).
        deals: deals in the series (``PER_PLAYER`` already resolved to a number).
        seed: the series seed; every shuffle and bot decision follows from it.
        first_dealer: the first deal's dealer, or None to draw it from ``seed``.
        options: the game's frozen options (``info.default_options`` if None).
        bot_delay_ms: called before each bot action: milliseconds to wait (0 in tests).

    Signals:
        happened(event): one event of an accepted action, in order.
        stateChanged(): after the events of an action, a new deal, or a new series.
        refused(action, reason): an action the rules refused; nothing changed.
        dealEnded(units): the deal is over; ``units`` per seat, as the series'
            settlement has them (``settlement().deal_units``).
        rewound(): actions were taken back (``undo``); the table is redrawn from the state.
        botFailed(seat, error): the bot of ``seat`` raised or chose an illegal action; the
            Easy bot played that action for it (``_fall_back``).
    """

    happened = Signal(object)
    stateChanged = Signal()
    refused = Signal(object, object)
    dealEnded = Signal(object)
    rewound = Signal()
    botFailed = Signal(int, str)

    def __init__(self, info: GameInfo, seats: Sequence[SeatSetup], *, deals: int = 1,
                 seed: int | None = None, first_dealer: int | None = None,
                 options: Any = None, bot_delay_ms: Callable[[], int] = lambda: 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if len(seats) not in info.seats:
            raise ValueError(f"{info.name} is played by {info.seats.start} to "
                             f"{info.seats.stop - 1} seats, not {len(seats)}")
        self.info = info
        self.seats = tuple(seats)
        self.deals = deals
        self.seed = random.SystemRandom().getrandbits(48) if seed is None else seed
        self.options = info.default_options if options is None else options
        self._seed_series(first_dealer)
        self.finals: list[Any] = []
        """The final state of each finished deal, in order (what the settlement reads)."""
        self._settled: tuple[tuple[int, bool], SeriesSettlement] | None = None
        self.points_results: list[tuple[Number, ...]] = []
        """What the rules counted in each finished deal (``rules.points``), per seat."""
        self.target = info.series_target(self.options) if info.series_target else None
        """A points total that ends the series (Hearts' Standard: 100), or None."""
        self.deal_index = 0
        self.state: Any = None
        self._legal: tuple[Any, list[Any]] = (None, [])
        self.last_actor: int | None = None
        """The seat of the last accepted action (None at a deal's start)."""
        self.deal_seeds: list[int] = []
        """The shuffle seed of each deal dealt so far (what a record keeps)."""
        self.history: list[list[Any]] = []
        """The accepted actions of each dealt deal, in order."""
        self.undone: set[int] = set()
        """Deals (0-based) in which Undo was used: statistics do not count them as best."""
        self._undo_cache: tuple[Any, int | None] = (None, None)
        # Each bot is made at its seat's first turn (#25): no bot module before the
        # window's first paint, which holds the bots.
        self._bots: MutableMapping[int, Any] = BotChairs(
            {seat: info.bots[s.level] for seat, s in enumerate(seats) if not s.is_human})
        self._delay_ms = bot_delay_ms
        self._generation = 0
        self._applied = 0
        self._stopped = False
        self.paused = False
        """View → Pause: bots wait until it is lifted (a person may still act)."""
        self._held = False
        """``hold()``: bots wait, unseen (the app's window holds them until its first paint)."""
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._answer = BotAnswer(self)
        self._answer.ready.connect(self._bot_answered)
        self._answer.failed.connect(self._bot_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)

    # -- reading --------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """Seat names, clockwise from seat 0."""
        return tuple(seat.name for seat in self.seats)

    @property
    def dealer(self) -> int:
        """The dealer of the deal in play."""
        return (self.first_dealer + self.deal_index) % len(self.seats)

    def to_act(self) -> int | None:
        """The seat to act, or None between deals and at the end."""
        return None if self.state is None else self.info.rules.to_act(self.state)

    def legal_actions(self) -> list[Any]:
        """The legal actions of the seat to act (empty when none).

        Asked several times per redraw (highlight, buttons, forced moves), and a Hearts give
        lists 286 of them, so they are listed once per state.
        """
        if self.state is None:
            return []
        if self._legal[0] is not self.state:
            self._legal = (self.state, list(self.info.rules.legal_actions(self.state)))
        return list(self._legal[1])

    @property
    def person(self) -> int | None:
        """The seat of the one person at this screen (their sentences say "You play"), or
        None in pass-and-play and when only bots play."""
        humans = [seat for seat, s in enumerate(self.seats) if s.is_human]
        return humans[0] if len(humans) == 1 else None

    def expected_move(self) -> Any | None:
        """The move a lesson expects of the seat to act (what the table suggests then), or
        None: in a game any legal move is the person's to choose."""
        return None

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return self.seats[seat].is_human

    def settlement(self) -> SeriesSettlement:
        """The series' settlement after the finished deals (``engine.series.settle``, the
        one function every view reads): per deal its units and what a pot carries."""
        key = (len(self.finals), self.series_over())
        if self._settled is None or self._settled[0] != key:
            self._settled = (key, settle(self.info, self.finals, over=key[1]))
        return self._settled[1]

    @property
    def results(self) -> list[tuple[Number, ...]]:
        """Units of each finished deal, per seat; the series' last deal with the shares of
        a pot still unwon (``SeriesSettlement.deal_units``)."""
        settled = self.settlement()
        return [settled.deal_units(k) for k in range(len(settled.deals))]

    def totals(self) -> tuple[Number, ...]:
        """Units per seat over the finished deals (the series' settlement)."""
        if not self.finals:
            return (0,) * len(self.seats)
        return self.settlement().totals

    def point_totals(self) -> tuple[Number, ...]:
        """What the rules counted, per seat, summed over the finished deals."""
        return tuple(sum((r[s] for r in self.points_results), start=0)
                     for s in range(len(self.seats)))

    def places(self) -> list[int]:
        """Places after the finished deals, 1 for the best; ties share (1, 1, 3)."""
        return places(self.totals())

    def deal_start(self) -> Any:
        """The state the deal in play started from, before its first action (None: the
        record's own deal of its seed, as ``replay`` deals it)."""
        return None

    def stopped_status(self) -> str:
        """The bar's sentence when play has stopped for the session's own reason, over the
        table's situation; "" when there is none (a game: always)."""
        return ""

    def deal_over(self) -> bool:
        """Whether the deal in play has ended."""
        return self.state is not None and self.to_act() is None

    def series_over(self) -> bool:
        """Whether the series is over: every deal played, or a total reached the target."""
        return series_is_over(self.info, deals=self.deals, options=self.options,
                              finals=self.finals)

    # -- acting ---------------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first deal of the series."""
        self.finals, self.points_results, self.deal_index = [], [], 0
        self.deal_seeds, self.history, self.undone = [], [], set()
        self._deal()

    # -- records and undo -------------------------------------------------------------------
    def record(self) -> GameRecord:
        """The series so far as a record (the series seed is not in it)."""
        return GameRecord(self.info.id, self.info.rules_version, self.options, self.names,
                          self.first_dealer, self.deals, tuple(self.deal_seeds),
                          tuple(tuple(deal) for deal in self.history), tuple(sorted(self.undone)),
                          tuple("" if seat.is_human else seat.level for seat in self.seats))

    def resume(self, record: GameRecord) -> None:
        """Go on with a recorded series: replay it, then let whoever is to act act.

        The deals still to come get new seeds (the record does not hold them).

        Raises:
            GameRecordError: the record does not replay (nothing here changed then).
            ValueError: the record is of another game or seat count.
        """
        if record.game != self.info.id or len(record.seats) != len(self.seats):
            raise ValueError("the record is of another game or table")
        states = replay(self.info, record)
        self.options, self.first_dealer, self.deals = (record.options, record.first_dealer,
                                                       record.deals)
        self.target = self.info.series_target(self.options) if self.info.series_target \
            else None
        self._seeds = tuple(record.deal_seeds) + deal_seeds(self.seed, self.deals)[
            len(record.deal_seeds):]
        self.deal_seeds = list(record.deal_seeds)
        self.history = [list(deal) for deal in record.actions]
        self.undone = set(record.undone)
        rules = self.info.rules
        finished = [s for s in states if rules.to_act(s) is None]
        self.points_results = [rules.points(s) for s in finished]
        self.finals = finished
        if not states:
            self.start()
            return
        self.deal_index = len(states) - 1
        self.state = states[-1]
        self._applied = len(self.history[-1])
        self.last_actor = self.history[-1][-1].seat if self.history[-1] else None
        self.rewound.emit()
        self.stateChanged.emit()
        self._schedule()

    def undo_target(self) -> int | None:
        """How many actions of the deal in play Undo would keep, or None when it may not.

        Undo takes back the last action the person to act made themselves (a card, a
        pass, a give, even the only legal one, which the table waited for them to play)
        and every action after it, within this deal. What the table makes for them is
        not theirs to take back alone, as it would only be made again at once: a pass
        with nothing else legal (auto-pass) and the only card continuing their own play
        (Comet's run, CM-7); Undo goes back past it to their action before. In
        pass-and-play only while no other person acted since (another person's moves are
        theirs). Never back past an action that showed a seat cards it had not seen
        (Hearts' completed give, ``engine.game.reveals_cards``). A finished deal cannot be
        undone.
        """
        seat = self.to_act()
        if self.state is None or seat is None or not self.is_human(seat) \
                or not self.history:
            return None
        if self._undo_cache[0] is self.state:
            return self._undo_cache[1]
        actions = self.history[-1]
        made_for, revealing = self._made_for(actions)
        target = None
        for index in range(len(actions) - 1, revealing, -1):
            actor = actions[index].seat
            if made_for[index]:
                continue  # the table made it: undoing it alone, it is made again
            if actor == seat:
                target = index
                break
            if self.is_human(actor):
                break
        self._undo_cache = (self.state, target)
        return target

    def _made_for(self, actions: Sequence[Any]) -> tuple[list[bool], int]:
        """Per action of the deal in play, whether the table makes it for its seat: the
        only legal action, and a pass or a card straight after that seat's own action
        (what ``TableFlow`` plays unasked); any other action was the seat's to make. And
        the index of the last action whose events showed a seat cards it had not seen
        (``reveals_cards``), -1 for none."""
        rules = self.info.rules
        state = rules.new_deal(seats=len(self.seats), dealer=self.dealer,
                               seed=self.deal_seeds[-1], number=self.deal_index,
                               options=self.options)
        out = []
        previous = None
        revealing = -1
        for index, action in enumerate(actions):
            legal = rules.legal_actions(state)
            out.append(only_pass(legal) or only_card_after_own(legal, action.seat, previous))
            step = rules.apply(state, action)
            if any(reveals_cards(event) for event in step.events):
                revealing = index
            state, previous = step.state, action.seat
        return out, revealing

    def undo(self) -> bool:
        """Take back the last action of the person to act and the bot actions after it.

        Returns:
            False (and nothing changes) when ``undo_target`` says Undo may not be used.
        """
        keep = self.undo_target()
        if keep is None:
            return False
        actions = self.history[-1][:keep]
        state = self.info.rules.new_deal(
            seats=len(self.seats), dealer=self.dealer, seed=self.deal_seeds[-1],
            number=self.deal_index, options=self.options)
        for action in actions:
            state = self.info.rules.apply(state, action).state
        self.history[-1] = actions
        self.undone.add(self.deal_index)
        self.state = state
        self._applied = len(actions)
        self.last_actor = actions[-1].seat if actions else None
        self.rewound.emit()
        self.stateChanged.emit()
        self._schedule()
        return True

    def new_series(self) -> None:
        """Play again: a new series seed, so new deals and a new first dealer."""
        self.seed = random.SystemRandom().getrandbits(48)
        self._seed_series(None)
        self.start()

    def _seed_series(self, first_dealer: int | None) -> None:
        # The first dealer by lot (CM-3, HT-3) and each deal's shuffle, all from the seed.
        drawn = random.Random(self.seed).randrange(len(self.seats))
        self.first_dealer = drawn if first_dealer is None else first_dealer
        self._seeds = deal_seeds(self.seed, self.deals)

    def next_deal(self) -> None:
        """Deal the next deal, once the one in play is over.

        Raises:
            RuntimeError: the deal in play is not over, or the series is.
        """
        if not self.deal_over() or self.series_over():
            raise RuntimeError("there is no next deal now")
        self.deal_index += 1
        self._deal()

    def request(self, action: Any) -> bool:
        """Apply ``action`` if the rules allow it; emits ``refused`` and returns False if not."""
        if self.state is None:
            return False
        try:
            step = self.info.rules.apply(self.state, action)
        except IllegalAction as error:
            self.refused.emit(action, error.reason)
            return False
        self.state = step.state
        self.last_actor = action.seat
        self._applied += 1
        self.history[-1].append(action)
        for event in step.events:
            self.happened.emit(event)
        if self.deal_over():
            self.points_results.append(self.info.rules.points(self.state))
            self.finals.append(self.state)
            settled = self.settlement()
            self.dealEnded.emit(settled.deal_units(len(settled.deals) - 1))
        self.stateChanged.emit()
        self._schedule()
        return True

    def shutdown(self) -> None:
        """Stop the bots for good and wait for one still thinking (at close): nothing
        asks them again, and an answer that comes late is dropped."""
        self._stopped = True
        self._generation += 1
        self._timer.stop()
        self._pool.waitForDone(3000)

    def _deal(self) -> None:
        self._applied = 0
        self.last_actor = None
        seed = self._seeds[self.deal_index]
        self.deal_seeds.append(seed)
        self.history.append([])
        self.state = self.info.rules.new_deal(
            seats=len(self.seats), dealer=self.dealer, seed=seed,
            number=self.deal_index, options=self.options)
        self.stateChanged.emit()
        self._schedule()

    def set_paused(self, paused: bool) -> None:
        """Hold the bots (an answer being thought out is dropped), or let them go on."""
        self.paused = paused
        self._schedule()

    def hold(self) -> None:
        """Bots wait until ``release()`` (an answer being thought out is dropped), and
        nothing says so: the app's window holds a bot whose turn comes first until the
        table has been painted, so the first frame is the deal as dealt."""
        self._held = True
        self._generation += 1
        self._timer.stop()

    def release(self) -> None:
        """Let bots held by ``hold()`` go on (View → Pause still holds them)."""
        if self._held:
            self._held = False
            self._schedule()

    def _schedule(self) -> None:
        self._generation += 1
        self._timer.stop()
        seat = self.to_act()
        if seat is not None and not self.is_human(seat) and not self.paused \
                and not self._held and not self._stopped:
            self._timer.start(max(0, self._delay_ms()))

    @Slot()
    def _ask_bot(self) -> None:
        seat = self.to_act()
        if seat is None or self.is_human(seat):
            return
        # The bot's dice depend on the deal's seed and the position only: a game replays,
        # a resumed game too, and an undone position gets the same answer.
        rng = random.Random(f"{self.deal_seeds[-1]}:{seat}:{self._applied}")
        view = self.info.rules.observe(self.state, seat)
        self._pool.start(BotJob(self._bots[seat], view, rng, self._generation, self._answer))

    @Slot(int, object)
    def _bot_answered(self, generation: int, action: Any) -> None:
        if generation != self._generation:  # the game moved on while it thought
            return
        if action in self.legal_actions():
            self.request(action)
        else:
            self._fall_back(f"an illegal action {action!r}")

    @Slot(int, str)
    def _bot_failed(self, generation: int, error: str) -> None:
        if generation == self._generation:
            self._fall_back(error)

    def _fall_back(self, error: str) -> None:
        """The seat's bot failed: the Easy bot plays this one action (its first legal
        action should Easy fail too), and ``botFailed`` says so."""
        seat = self.to_act()
        if seat is None or self.is_human(seat):
            return
        legal = self.legal_actions()
        rng = random.Random(f"{self.deal_seeds[-1]}:{seat}:{self._applied}")
        try:
            action = self.info.bots["easy"]().choose(self.info.rules.observe(self.state, seat),
                                                    rng)
        except Exception:
            log.exception("the Easy bot raised too; the first legal action is played")
            action = legal[0]
        if action not in legal:
            action = legal[0]
        log.error("the bot of seat %d failed (%s); the Easy bot played %r", seat, error, action)
        self.botFailed.emit(seat, error)
        self.request(action)
