"""The game protocol: what every game's rules give the shell (shared/ARCHITECTURE.md).

A game is a folder ``games/<id>/`` whose rules satisfy ``Rules`` and whose
``INFO`` (a ``GameInfo``) the registry ``games.GAMES`` lists. The shell, the
tournament and the protocol tests reach a game only through these two shapes, so
nothing here names a game. Everything is pure Python: no Qt.

    info = games.get("comet")
    state = info.rules.new_deal(seats=4, dealer=0, seed=7, number=0,
                                options=info.default_options)
    while (seat := info.rules.to_act(state)) is not None:
        view = info.rules.observe(state, seat)
        action = info.bots["normal"]().choose(view, rng)
        state = info.rules.apply(state, action).state
    info.rules.settlement(state)          # units per seat, summing to 0
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Generic, Literal, NamedTuple, Protocol, TypeVar

from .cards import Card

S = TypeVar("S")
"""A game's deal state: a frozen value."""

A = TypeVar("A")
"""A game's action type: has ``seat`` and ``cards``."""

V_co = TypeVar("V_co", covariant=True)
"""A game's view, as ``Rules.observe`` returns it: all one seat may know."""

V_contra = TypeVar("V_contra", contravariant=True)
"""A game's view, as a bot takes it."""

A_co = TypeVar("A_co", covariant=True)
"""A game's action, as a bot returns it."""

if TYPE_CHECKING:
    from fractions import Fraction
    from typing import TypeAlias

    Number: TypeAlias = int | Fraction
    """Points and units: whole numbers, or exact fractions (Hearts' settlement against the
    average)."""


def __getattr__(name: str) -> Any:
    """``Number`` for a caller that needs it at run time (annotations only name it):
    ``fractions`` and the ``decimal`` it imports (about 4 ms) wait for the first
    Fraction, which only Hearts' settlement makes (#25)."""
    if name == "Number":
        from fractions import Fraction

        return int | Fraction
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

PER_PLAYER = -1
"""A ``GameInfo.series_lengths`` entry meaning "one deal per player" (each deals once)."""

CUSTOM = "Custom"
"""The name of options that equal none of a game's ``GameInfo.presets``."""


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays one ``card``: every game's single-card action."""

    seat: int
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        """The one card this action moves."""
        return (self.card,)

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


@dataclass(frozen=True, slots=True)
class Pass:
    """``seat`` passes: a turn without a card (Coventry, Comet)."""

    seat: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """No cards."""
        return ()

    def __str__(self) -> str:
        return f"seat {self.seat} passes"


class GameAction(Protocol):
    """What the shell needs of any action: who acts and which cards it moves.

    No cards is a pass, one card a play, several cards a give (Hearts).
    """

    @property
    def seat(self) -> int: ...

    @property
    def cards(self) -> tuple[Card, ...]: ...


class Transition(NamedTuple, Generic[S]):
    """What ``apply`` returns: the next state and, in order, the public events that led to it.

    A plain immutable pair (a ``NamedTuple``: one is built per action, at tuple speed).

    Events are past-tense frozen dataclasses. They are public: a card only one seat
    may see never appears in an event.
    """

    state: S
    events: tuple[Any, ...]


def reveals_cards(event: object) -> bool:
    """Whether after ``event`` a seat holds cards it had not seen: Hearts' give completed
    (HT-5), each seat now holding what it was given. Undo goes back past no such event
    (``GameSession.undo_target``): a person taking back their give would choose it again
    knowing what it brings. An event class says so with ``reveals_cards: ClassVar[bool] =
    True``."""
    return getattr(type(event), "reveals_cards", False) is True


class IllegalAction(ValueError):
    """An action the rules forbid in this state; the state it was tried on is unchanged.

    Attributes:
        action: the refused action.
        reason: a member of the game's own reason enum; its value is plain English
            for logs, and the presenter says it in the player's language.
    """

    def __init__(self, action: object, reason: Enum) -> None:
        super().__init__(f"{action}: {reason.value}")
        self.action = action
        self.reason = reason


@dataclass(frozen=True, slots=True)
class DealSettled:
    """One finished deal's place in its series' settlement (``engine.series.settle``).

    Attributes:
        units: per seat, what changed hands in this deal (higher is better). They sum to
            ``carried_in − carried_out``: 0 unless chips stay in a pot between deals.
        carried_in: chips in the pot from earlier deals when this deal began (Hearts' pot
            and totaliser, HT-12); 0 for a game without a pot.
        carried_out: chips this deal left in the pot for the next deal.
        closing: after the series' last deal, per seat, the shares of the pot still unwon
            (Hearts: equal exact fractions); ``()`` otherwise.
    """

    units: tuple[Number, ...]
    carried_in: int = 0
    carried_out: int = 0
    closing: tuple[Number, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesSettlement:
    """A series' finished deals settled: the one answer every view reads.

    Attributes:
        deals: one ``DealSettled`` per finished deal, in order.
        totals: per seat, the units of every deal plus the closing shares; they sum to
            exactly ``−pot`` where ``pot`` is what is still carried, and to 0 once over.
    """

    deals: tuple[DealSettled, ...]
    totals: tuple[Number, ...]

    @property
    def pot(self) -> int:
        """Chips carried to the next deal (0 once the series is over and shared)."""
        if not self.deals or self.deals[-1].closing:
            return 0
        return self.deals[-1].carried_out

    def deal_units(self, index: int) -> tuple[Number, ...]:
        """Deal ``index``'s units with its closing shares (the series' last deal)."""
        deal = self.deals[index]
        if not deal.closing:
            return deal.units
        return tuple(u + c for u, c in zip(deal.units, deal.closing, strict=True))


class Rules(Protocol[S, A, V_co]):
    """The rules of one game. Every method is pure; states are immutable values."""

    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int,
                 options: Any) -> S:
        """Shuffle with ``engine.shuffle.shuffled_order(seed)`` and deal.

        Args:
            seats: the number of seats, within ``GameInfo.seats``.
            dealer: the dealing seat, 0..seats-1.
            seed: the shuffle seed; the deal is a pure function of all arguments.
            number: the deal's 0-based place in the series (Hearts' give direction).
            options: the game's frozen options (``GameInfo.default_options`` if in doubt).

        Raises:
            ValueError: seats or dealer out of range.
        """
        ...

    def to_act(self, state: S) -> int | None:
        """The seat to act, or ``None`` once the deal is over."""
        ...

    def legal_actions(self, state: S) -> Sequence[A]:
        """Every legal action of the seat to act, in a stable order; empty once over."""
        ...

    def apply(self, state: S, action: A) -> Transition[S]:
        """Take one action.

        Raises:
            IllegalAction: with the game's reason; ``state`` is untouched.
        """
        ...

    def observe(self, state: S, seat: int) -> V_co:
        """All that ``seat`` may know. Bots get only this."""
        ...

    def points(self, state: S) -> tuple[Number, ...]:
        """Per seat, what the rules count so far (final once over).

        Coventry: cards left (negative) and the winner's gain; Comet: payments and the
        bank; Hearts: penalty points taken (lower is better, see ``GameInfo.better``).
        """
        ...

    def settlement(self, state: S) -> tuple[Number, ...]:
        """Per seat units of a finished deal played on its own (a series of one deal),
        summing to 0; higher is always better. A deal inside a series is settled by
        ``engine.series.settle``, which every view reads (Hearts' pot carries, HT-12).

        Raises:
            ValueError: the deal is not over.
        """
        ...

    def resample(self, state: S, seat: int, seed: int) -> S:
        """The same position as ``seat`` knows it, every card it cannot see dealt again
        among the places it could lie (other hands, dead cards, a kitty), each place
        keeping its size; a pure function of (state, seat, seed).

        OpenSpiel's ``ResampleFromInfostate``: ``observe(resample(s, seat, k), seat) ==
        observe(s, seat)``, so the protocol tests prove that no view, event or bot choice
        of ``seat`` depends on what it cannot see.
        """
        ...

    def action_to_json(self, action: A) -> list[Any]:
        """A JSON-ready list, e.g. ``["play", 2, "9♦"]``, ``["pass", 1]``."""
        ...

    def action_from_json(self, item: Any) -> A:
        """The inverse of ``action_to_json``.

        Raises:
            ValueError: not an action of this game.
        """
        ...


class Bot(Protocol[V_contra, A_co]):
    """A player for an empty chair: sees one seat's view, gets its RNG passed in."""

    def choose(self, view: V_contra, rng: random.Random) -> A_co:
        """A legal action for the view's seat, which must be the seat to act.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        ...


BOT_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""Bot levels from weakest to strongest; every game has all three."""

BOT_NAMES: tuple[str, ...] = ("Ada", "Basil", "Clara", "Dmitri", "Elodie", "Felix", "Greta")
"""The names bots' chairs get in every game; people's names vary by language, bots' do not.
One per seat of the largest table of any game (Hearts seats 7), so a table of bots never
has two of one name (a record with two could not be read back)."""


class EarlierFormats(Protocol):
    """A game's file formats of earlier releases (``GameInfo.earlier``), pure: decoded
    JSON in, the current shapes out. Typed ``Any`` where ``game_records`` would be an
    import cycle (it imports this module).

    Attributes:
        autosave: the file name of the earlier autosave in the data folder, or "".
        statistics: the file name of the earlier statistics, or "".
    """

    autosave: str
    statistics: str

    def read_record(self, body: Any) -> Any:
        """An earlier autosave or exported record as a ``game_records.GameRecord``;
        ``None`` when ``body`` is none of the earlier formats.

        Raises:
            game_records.GameRecordError: a damaged or edited one.
        """
        ...

    def read_settings(self, values: Mapping[str, Any]) -> Mapping[str, Any]:
        """Today's settings (key → value) for the earlier ones among ``values`` (the keys
        of the settings file today's settings do not know, as QSettings reads them); empty
        when none is there. Bounds are left to the settings' own checks."""
        ...

    def read_statistics(self, body: Any, autosave: Any) -> EarlierStatistics:
        """The earlier statistics ``body``, with the decoded earlier ``autosave`` (or
        None) whose series they may have counted in part.

        Raises:
            game_records.GameRecordError: a damaged one.
        """
        ...


@dataclass(frozen=True, slots=True)
class EarlierStatistics:
    """Earlier statistics in the current terms (``storage.game_statistics.GameStats``).

    Attributes:
        people: per person's name, the fields of a current entry (``deals_played``,
            ``series_played``, ``series_won``, ``series_shared``, ``units``, ``points``,
            ``best_series``), of the game's default options.
        autosave_counted: how many deals of the earlier autosave's series these counted
            (one more once the series itself was counted), or None.
    """

    people: Mapping[str, Mapping[str, Any]]
    autosave_counted: int | None = None


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One registered game (``games.GAMES``). Importing it stays Qt-free.

    Attributes:
        id: saved in every file and never renamed or reused ("coventry", "comet", "hearts").
        name: the game's English name; the UI translates it.
        rules_version: bumped whenever rules behaviour changes; saved with every record.
        seats: the seat counts the game allows, e.g. ``range(2, 7)``.
        deck: cards in the deck (Comet: 51).
        series_lengths: the choices offered, deals per series; ``PER_PLAYER`` = one per player.
        better: "high" when more points is better (Coventry, Comet), "low" for Hearts.
        passes: whether a turn without a card (``Pass``) is ever legal: the table shows
            a Pass button only then (Hearts has none).
        action_kinds: the first word of every action as records write it
            (``Rules.action_to_json``): ``("play", "pass")``; a record's reader names an
            unknown one. Empty: not declared.
        rules: the game's rules.
        bots: a factory per level in ``BOT_LEVELS``.
        default_options: the game's frozen options, or ``None`` when it has none.
        real_decision: a sharper test of a view than "more than one legal action", for a
            game whose legal actions include interchangeable ones (Coventry: suits never
            matter and following is forced); the tournament times only these decisions.
        series_target: for options that end a series at a points total (Hearts'
            Standard: 100), that total; ``None`` when the series is its number of deals.
        presets: named option sets a player chooses from, ``(("Classic", CLASSIC), ...)``,
            the first the default; empty when the game has no options.
        ui: a lazy door to the Qt presenter (imports Qt only when called); ``None``
            until the game has one.
        deal_counts: what the statistics count besides units for one seat of a finished
            deal, e.g. ``{"comets": 1, "kings_stranded": 0}``; ``None`` for nothing more.
        settle_series: for a game whose deals depend on each other's settlement (Hearts'
            pot and totaliser carry chips, HT-12), ``(finished states, over) ->
            SeriesSettlement``; ``None``: each deal is settled alone by ``rules``. Read
            it through ``engine.series.settle`` only.
        earlier_files: the names, in the data folder, of the files earlier releases kept
            in this game's own formats (``("autosave.json", "statistics.json")``); empty
            for a game that had none. Their presence is all a start looks for.
        earlier: a lazy door to the one code that reads those formats, an
            ``EarlierFormats``; ``None`` for a game with none. ``storage.migration``
            converts the files once, at start; ``storage.game_files`` opens an exported
            record of an earlier release through it.
        lessons: a lazy door to the game's course (Help → Learn to Play), an
            ``engine.lessons.Course``; ``None`` when the game has none. (Typed ``Any``:
            ``engine.lessons`` imports this module.)
    """

    id: str
    name: str
    rules_version: int
    seats: range
    deck: int
    series_lengths: tuple[int, ...]
    better: Literal["high", "low"]
    rules: Rules[Any, Any, Any]
    passes: bool = field(default=True, kw_only=True)
    action_kinds: tuple[str, ...] = field(default=(), kw_only=True)
    bots: Mapping[str, Callable[[], Bot[Any, Any]]]
    default_options: Any = None
    real_decision: Callable[[Any], bool] | None = field(default=None, compare=False)
    series_target: Callable[[Any], int | None] | None = field(default=None, compare=False)
    presets: tuple[tuple[str, Any], ...] = ()
    ui: Callable[[], Any] | None = field(default=None, compare=False)
    deal_counts: Callable[[Any, int], Mapping[str, int]] | None = field(default=None,
                                                                       compare=False)
    earlier_files: tuple[str, ...] = ()
    earlier: Callable[[], EarlierFormats] | None = field(default=None, compare=False)
    settle_series: Callable[[Sequence[Any], bool], SeriesSettlement] | None = field(
        default=None, compare=False)
    lessons: Callable[[], Any] | None = field(default=None, compare=False)


def lazy_names(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A package's module ``__getattr__`` (PEP 562): each name in ``where`` comes from the
    submodule it maps to, imported on first use and then kept in the package, so
    ``from <package> import RULES`` works as ever while the registry imports none of it.

    Raises (from the function it returns):
        AttributeError: a name ``where`` does not list.
    """

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{where[name]}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__


class LazyRules:
    """A game's rules object, imported on its first use.

    The registry lists every game for the menus and settings at start-up; a game's
    rules (its states, events, views: dozens of dataclasses) load only when a deal of it
    is first made, replayed or checked. ``LazyRules("coventry_desktop.games.comet.protocol")``
    stands for that module's ``RULES``. The first call imports it and keeps the real
    rules' bound methods on this object, so later calls go straight to them.

    Raises:
        ImportError: on first use, the module cannot be imported.
    """

    def __init__(self, module: str, name: str = "RULES") -> None:
        self._where = (module, name)

    def _load(self) -> Rules[Any, Any, Any]:
        module, name = self._where
        rules: Rules[Any, Any, Any] = getattr(importlib.import_module(module), name)
        for attribute in dir(rules):
            if not attribute.startswith("_"):
                # An instance attribute hides this class's method of the same name.
                self.__dict__[attribute] = getattr(rules, attribute)
        return rules

    def __getattr__(self, attribute: str) -> Any:
        # Only for names this class does not define (a game's extras, e.g. Hearts' is_legal).
        if attribute.startswith("_"):
            raise AttributeError(attribute)
        self._load()
        try:
            return self.__dict__[attribute]
        except KeyError:
            raise AttributeError(attribute) from None

    def __repr__(self) -> str:
        return f"LazyRules({self._where[0]!r}, {self._where[1]!r})"

    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int,
                 options: Any) -> Any:
        return self._load().new_deal(seats=seats, dealer=dealer, seed=seed, number=number,
                                     options=options)

    def to_act(self, state: Any) -> int | None:
        return self._load().to_act(state)

    def legal_actions(self, state: Any) -> Sequence[Any]:
        return self._load().legal_actions(state)

    def apply(self, state: Any, action: Any) -> Transition[Any]:
        return self._load().apply(state, action)

    def observe(self, state: Any, seat: int) -> Any:
        return self._load().observe(state, seat)

    def points(self, state: Any) -> tuple[Number, ...]:
        return self._load().points(state)

    def settlement(self, state: Any) -> tuple[Number, ...]:
        return self._load().settlement(state)

    def resample(self, state: Any, seat: int, seed: int) -> Any:
        return self._load().resample(state, seat, seed)

    def action_to_json(self, action: Any) -> list[Any]:
        return self._load().action_to_json(action)

    def action_from_json(self, item: Any) -> Any:
        return self._load().action_from_json(item)
