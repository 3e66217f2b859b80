"""A record as text a person can read: per deal the dealer, every action, the settlement,
then the series totals with places (``python -m coventry_desktop show FILE``, Export).

The words are the game presenter's (``Presenter.describe`` and ``settlement``), in the
interface language, so the transcript, the side panel's log and Undo's rebuilt log say
the same sentences.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.game import GameInfo
from ..engine.game_records import GameRecord, replay
from ..engine.series import places
from .presentation import Presenter, fill, format_units, game_name
from .setup import shown_name


def deal_lines(info: GameInfo, presenter: Presenter, record: GameRecord, number: int,
               names: Sequence[str], you: int | None = None) -> list[str]:
    """The sentences of deal ``number`` (0-based) of ``record`` so far, in order.

    Raises:
        IllegalAction: the record does not replay (check it with ``replay`` first).
    """
    rules = info.rules
    state = rules.new_deal(seats=len(record.seats), dealer=record.dealer(number),
                           seed=record.deal_seeds[number], number=number,
                           options=record.options)
    lines = []
    for action in record.actions[number]:
        step = rules.apply(state, action)
        state = step.state
        lines += [text for event in step.events
                  if (text := presenter.describe(event, names, you))]
    if rules.to_act(state) is None:
        headers, rows = presenter.settlement(state, names)
        lines.append(QCoreApplication.translate("Transcript", "The deal is over."))
        for row in rows:
            cells = " · ".join(f"{h} {c}" for h, c in zip(headers, row.cells, strict=True))
            lines.append(f"{row.name}: {cells} → {row.units}")
    return lines


def transcript(info: GameInfo, presenter: Presenter, record: GameRecord) -> str:
    """The whole record as text (seat roles such as "You" in the interface language)."""
    names = [shown_name(name) for name in record.seats]
    title = QCoreApplication.translate("Transcript", "%1 — %2 players, %3 deal(s) played")
    out = [fill(title, game_name(info.name), len(names), len(record.deal_seeds))]
    if record.levels:
        bots = [f"{names[s]} ({level})" for s, level in enumerate(record.levels) if level]
        if bots:
            out.append(fill(QCoreApplication.translate("Transcript", "Bots: %1"),
                            ", ".join(bots)))
    for number in range(len(record.deal_seeds)):
        dealer = names[record.dealer(number)]
        out += ["", fill(QCoreApplication.translate("Transcript", "Deal %1 — %2 deals"),
                         number + 1, dealer)]
        if number in record.undone:
            out.append(QCoreApplication.translate("Transcript", "(Undo was used in this deal.)"))
        out += ["  " + line for line in deal_lines(info, presenter, record, number, names)]
    out += ["", *series_lines(info, record, finished_states(info, record), names)]
    return "\n".join(out) + "\n"


def finished_states(info: GameInfo, record: GameRecord) -> list[Any]:
    """The final state of each finished deal of ``record``."""
    return [s for s in replay(info, record) if info.rules.to_act(s) is None]


def series_lines(info: GameInfo, record: GameRecord, finished: Sequence[Any],
                 names: Sequence[str]) -> list[str]:
    """The totals after the finished deals, best place first."""
    rules = info.rules
    if not finished:
        return [QCoreApplication.translate("Transcript", "No deal has ended yet.")]
    seats = range(len(names))
    units = [sum((rules.settlement(s)[seat] for s in finished), start=0) for seat in seats]
    points = [sum((rules.points(s)[seat] for s in finished), start=0) for seat in seats]
    standing = places(units)
    lines = [fill(QCoreApplication.translate("Transcript", "Totals after %1 deal(s):"),
                  len(finished))]
    for seat in sorted(seats, key=lambda s: (standing[s], s)):
        extra = f" ({points[seat]} " + QCoreApplication.translate("Transcript", "points") + ")" \
            if info.better == "low" else ""
        lines.append(f"  {standing[seat]}. {names[seat]} {format_units(units[seat])}{extra}")
    return lines
