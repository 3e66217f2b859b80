"""A record as text a person can read: per deal the dealer, every action, the settlement,
then the series totals with places (``python -m coventry_desktop show FILE``, Export).

The words are the game presenter's (``Presenter.describe`` and ``settlement``), in the
interface language, so the transcript, the side panel's log and Undo's rebuilt log say
the same sentences.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from ..engine.game import DealSettled, GameInfo, SeriesSettlement
from ..engine.game_records import GameRecord, replay
from ..engine.series import places, series_over, settle
from .game_words import game_title
from .presentation import Presenter, SettlementRow, fill, format_units
from .setup import YOU, sentence_names


class Words(QObject):
    """The transcript's own sentences (``self.tr``, so counts take their plural forms)."""

    def title(self, game: str, players: int, finished: int) -> str:
        return fill(self.tr("%1 — %2 players, %n deal(s) finished", "", finished),
                    game, players)

    def bots(self, names: str) -> str:
        return fill(self.tr("Bots: %1"), names)

    def level(self, level: str) -> str:
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"),
                "hard": self.tr("Hard")}.get(level, level)

    def deal(self, number: int, dealer: str) -> str:
        return fill(self.tr("Deal %1 — %2 deals"), number, dealer)

    def you_deal(self, number: int) -> str:
        return fill(self.tr("Deal %1 — you deal"), number)

    def undone(self) -> str:
        return self.tr("(Undo was used in this deal.)")

    def over(self) -> str:
        return self.tr("The deal is over.")

    def in_play(self) -> str:
        return self.tr("(The record stops here, in the middle of the deal.)")

    def none_ended(self) -> str:
        return self.tr("No deal has ended yet.")

    def totals(self, finished: int) -> str:
        return self.tr("Totals after %n deal(s):", "", finished)

    def settled(self, name: str, cells: str, units: str) -> str:
        return fill(self.tr("%1: %2 → %3", "a settlement line: name, cells, units"),
                    name, cells, units)

    def cell(self, header: str, value: str) -> str:
        return fill(self.tr("%1 %2", "a settlement cell: its header, its value"),
                    header, value)

    def points(self, points: int) -> str:
        return self.tr("%n point(s)", "", points)

    def pot_shared(self, chips: int) -> str:
        return self.tr("After the last deal %n chip(s) were still in the pot: shared equally "
                       "by everyone.", "", chips)

    def pot_carried(self, chips: int) -> str:
        return self.tr("Still in the pot for the next deal: %n chip(s).", "", chips)


def the_person(seats: Sequence[str]) -> int | None:
    """The seat of the role "You" when exactly one seat has it: its sentences are its own
    ("You play 6♣", never "You plays 6♣")."""
    yours = [seat for seat, name in enumerate(seats) if name == YOU]
    return yours[0] if len(yours) == 1 else None


def deal_lines(info: GameInfo, presenter: Presenter, record: GameRecord, number: int,
               names: Sequence[str], you: int | None = None, *, start: Any = None,
               settled: DealSettled | None = None) -> list[str]:
    """The sentences of deal ``number`` (0-based) of ``record`` so far, in order.

    ``start`` is the state the deal's actions start from when it is not the record's
    own deal (a lesson's position, ``GameSession.deal_start``); the settlement of such a
    deal, once over, is ``settled`` (the record alone does not replay it).

    Raises:
        IllegalAction: the record does not replay (check it with ``replay`` first).
    """
    rules = info.rules
    state = start if start is not None else rules.new_deal(
        seats=len(record.seats), dealer=record.dealer(number),
        seed=record.deal_seeds[number], number=number, options=record.options)
    lines = []
    for action in record.actions[number]:
        step = rules.apply(state, action)
        state = step.state
        lines += [text for event in step.events
                  if (text := presenter.describe(event, names, you))]
    if rules.to_act(state) is None:
        deal = settled if settled is not None else record_settlement(info, record).deals[number]
        lines.append(Words().over())
        lines += settlement_lines(*presenter.settlement(state, names, deal))
    return lines


def settlement_lines(headers: Sequence[str], rows: Sequence[SettlementRow]) -> list[str]:
    """The settlement grid as log lines, one per seat: "Anna: Tricks 3 · Points 4 → −2"
    (the punctuation is the language's: French puts a space before the colon)."""
    words = Words()
    return [words.settled(row.name, " · ".join(
        words.cell(h, c) for h, c in zip(headers, row.cells, strict=True)), row.units)
        for row in rows]


def transcript(info: GameInfo, presenter: Presenter, record: GameRecord) -> str:
    """The whole record as text (seat roles such as "You" in the interface language)."""
    words = Words()
    names = list(sentence_names(record.seats))
    you = the_person(record.seats)
    finished = finished_states(info, record)
    out = [words.title(game_title(info), len(names), len(finished))]
    if record.levels:
        bots = [f"{names[s]} ({words.level(level)})" for s, level in enumerate(record.levels)
                if level]
        if bots:
            out.append(words.bots(", ".join(bots)))
    for number in range(len(record.deal_seeds)):
        dealer = record.dealer(number)
        out += ["", words.you_deal(number + 1) if dealer == you
                else words.deal(number + 1, names[dealer])]
        if number in record.undone:
            out.append(words.undone())
        out += ["  " + line for line in deal_lines(info, presenter, record, number, names, you)]
        if number >= len(finished):
            out.append("  " + words.in_play())
    out += ["", *series_lines(info, finished, names, record_settlement(info, record))]
    return "\n".join(out) + "\n"


def finished_states(info: GameInfo, record: GameRecord) -> list[Any]:
    """The final state of each finished deal of ``record``."""
    return [s for s in replay(info, record) if info.rules.to_act(s) is None]


def record_settlement(info: GameInfo, record: GameRecord) -> SeriesSettlement:
    """The series' settlement of ``record``'s finished deals (``engine.series.settle``),
    a pot still unwon shared once the record's series is over."""
    finals = finished_states(info, record)
    return settle(info, finals, over=series_over(info, deals=record.deals,
                                                 options=record.options, finals=finals))


def series_lines(info: GameInfo, finished: Sequence[Any], names: Sequence[str],
                 settled: SeriesSettlement) -> list[str]:
    """The totals after the finished deals (their series' settlement), best place first."""
    rules, words = info.rules, Words()
    if not finished:
        return [words.none_ended()]
    seats = range(len(names))
    units = list(settled.totals)
    points = [sum((rules.points(s)[seat] for s in finished), start=0) for seat in seats]
    extras = [f" ({words.points(int(p))})" for p in points] if info.better == "low" else None
    last = settled.deals[-1]
    shared = [words.pot_shared(last.carried_out)] if last.closing else []
    carried = [words.pot_carried(settled.pot)] if settled.pot else []
    return [*shared, words.totals(len(finished)), *standings(names, units, extras), *carried]


def standings(names: Sequence[str], units: Sequence[Any],
              extras: Sequence[str] | None = None) -> list[str]:
    """One line per seat, best place first: "  1. Basil +7" (ties share a place), each with
    its ``extras`` text after the units."""
    standing = places(list(units))
    return [f"  {standing[seat]}. {names[seat]} {format_units(units[seat])}"
            + (extras[seat] if extras else "")
            for seat in sorted(range(len(names)), key=lambda s: (standing[s], s))]
