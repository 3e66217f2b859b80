"""What a game window opens with: a new series at a table, or a saved series resumed.

The start-up path (#24, #25): ``start_opening`` opens the game last played without a
question, as KPat and Aisleriot do — its unfinished series if there is one, else a new
series at its remembered table — and without building the New Game dialog
(``other_games``, imported on first use). What the player should know about it (the
series goes on; a damaged save started a new one) comes back as sentences for the
window's message bar, said over the painted table, never in a box on an empty screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..engine.game import BOT_LEVELS, PER_PLAYER, GameInfo
from ..engine.game_records import GameRecord
from ..models.game_words import game_title, presenter_of
from ..models.setup import BOT_NAMES, YOU, Occupant, SeatSetup, stand_in
from ..storage.game_files import GameAutosave
from ..storage.problems import Problem
from ..storage.settings import GameTable, Settings
from .game_window import GameWindow

MOST_DEALS = 100
"""The deals of a series played to a points total (as many as it takes, at most this)."""


@dataclass(frozen=True)
class Opening:
    """What to open: a new series of ``info`` at these seats, or ``record`` resumed."""

    info: GameInfo
    seats: tuple[SeatSetup, ...]
    deals: int
    options: Any
    record: GameRecord | None = None

    def window(self, parent: QWidget | None = None, *, data: Path | None = None,
               speaker: Any = None, settings: Settings | None = None,
               seed: int | None = None, first_dealer: int | None = None,
               hold_for_paint: bool = False) -> GameWindow:
        """The game's window, its series dealt or resumed (not yet shown); ``seed`` and
        ``first_dealer`` fix a new series' deals and its first dealer (None: random);
        ``hold_for_paint``: its autosave and suggested card wait for the first paint
        (``GameWindow``)."""
        assert self.info.ui is not None  # openings are made only of games with a table
        return GameWindow(self.info, self.info.ui(), self.seats, deals=self.deals,
                          options=self.options, seed=seed, first_dealer=first_dealer,
                          parent=parent, data=data, record=self.record, speaker=speaker,
                          settings=settings, hold_for_paint=hold_for_paint)


@dataclass(frozen=True)
class StartUp:
    """``start_opening``'s answer: the opening and what the window's bar should say.

    Attributes:
        opening: what to open.
        resumed_deal: the deal (1-based) the resumed series goes on at; None for a new one.
        lost: why a saved series could not be restored, in plain words in the UI language
            as it is when called (the bar writes it again after View → Language); None if
            none was lost.
    """

    opening: Opening
    resumed_deal: int | None = None
    lost: Callable[[], str] | None = None


def seat_setups(people: int, seats: int, level: str, names: Sequence[str]) -> list[SeatSetup]:
    """The chairs of a new series: the people first (you, or Player 1, 2 … where ``names``
    has a blank), then the bots at ``level``, each with a name no person has."""
    if people == 1:
        humans = [SeatSetup(YOU, Occupant.HUMAN)]  # a role, shown in the UI language
    else:
        typed = ["".join(ch for ch in name if ch.isprintable()) for name in names]
        typed += [""] * (people - len(typed))
        humans = [SeatSetup(typed[i] or stand_in(i), Occupant.HUMAN) for i in range(people)]
    # A bot never takes a person's name: every seat's name is its own in the files.
    taken = {seat.name for seat in humans}
    free = [name for name in BOT_NAMES if name not in taken]
    bots = [SeatSetup(free[i % len(free)] + ("" if i < len(free) else
                                             f" {i // len(free) + 1}"), Occupant.BOT, level)
            for i in range(seats - people)]
    return humans + bots


def deal_count(info: GameInfo, options: Any, length: int, seats: int) -> int:
    """Deals in a series of ``length`` (``PER_PLAYER``: one per seat) with ``options``;
    where the options hold the series length (their words' ``series`` field) or play to a
    points total, as many as it takes (``MOST_DEALS`` at the most)."""
    words = presenter_of(info.id).option_words(seats) if info.presets else None
    series = words.series if words is not None else ""
    if series:
        held = getattr(options, series)
        if held is None:
            return MOST_DEALS
        length = held
    elif info.series_target is not None and info.series_target(options) is not None:
        return MOST_DEALS
    return seats if length == PER_PLAYER else int(length)


def default_table(info: GameInfo) -> GameTable:
    """The table of a first start: four seats where the game allows them, you and bots
    at Normal, the first series length and preset."""
    return GameTable(4 if 4 in info.seats else info.seats.start, 1, "normal",
                     info.series_lengths[0], info.presets[0][0] if info.presets else "")


def table_opening(info: GameInfo, table: GameTable, names: Sequence[str] = ()) -> Opening:
    """A new series of ``info`` at ``table`` (a ``Settings.game_table``, already in the
    game's ranges), as New Game opens it with those choices and OK; ``names``: the
    people's names last given (pass-and-play)."""
    seats = min(max(table.seats, info.seats.start), info.seats.stop - 1)
    people = min(max(table.people, 1), seats)
    level = table.level if table.level in BOT_LEVELS else BOT_LEVELS[0]
    length = table.deals if table.deals in info.series_lengths else info.series_lengths[0]
    presets = dict(info.presets)
    if table.options is not None and info.presets:
        options = table.options  # "Custom", or a preset's options as last chosen
    elif info.presets:
        options = presets.get(table.preset, info.presets[0][1])
    else:
        options = info.default_options
    return Opening(info, tuple(seat_setups(people, seats, level, names)),
                   deal_count(info, options, length, seats), options)


def resumed_opening(info: GameInfo, record: GameRecord) -> Opening:
    """The opening that goes on with ``record`` at its own seats and bot levels."""
    seats = tuple(SeatSetup(name, Occupant.HUMAN) if not level
                  else SeatSetup(name, Occupant.BOT, level)
                  for name, level in zip(record.seats, record.levels or
                                         [""] * len(record.seats), strict=True))
    return Opening(info, seats, record.deals, record.options, record)


def lost_series(info: GameInfo, problem: Problem) -> str:
    """What a saved series that could not be restored means for the player, then why
    (play test: "The file is empty." alone did not say that the game was lost)."""
    lost = QCoreApplication.translate(
        "OtherGames", "The unfinished game of %1 could not be restored, so a new one "
        "starts.").replace("%1", game_title(info))
    return lost + " " + problem.message()


def start_opening(info: GameInfo, *, data: Path | None, settings: Settings | None
                  ) -> StartUp:
    """What the app opens at start for ``info``, without asking: its unfinished series
    (in ``data``) resumed, else a new series at its remembered table (from ``settings``;
    the first start's table without them). Remembers ``info`` as the last game."""
    saved = GameAutosave(data, info).load() if data is not None else None
    lost = partial(lost_series, info, saved) if isinstance(saved, Problem) else None
    if settings is not None and settings.last_game != info.id:
        settings.last_game = info.id
    if saved is not None and not isinstance(saved, Problem) and not saved.finished:
        return StartUp(resumed_opening(info, saved.record), len(saved.record.deal_seeds))
    if settings is None:
        return StartUp(table_opening(info, default_table(info)), lost=lost)
    names = settings.people_names(info.seats.stop - 1)
    return StartUp(table_opening(info, settings.game_table(info.id), names), lost=lost)
