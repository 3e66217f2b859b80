"""HT-12's carry through every view: a real totaliser series whose jackpot carries is
settled alike by the session (resume), the scoreboard, ``show``'s transcript and the
statistics, and that is ``series.settle_series`` of its points, not deal by deal."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from coventry_desktop.engine.game_records import GameRecord
from coventry_desktop.games import get
from coventry_desktop.games.hearts import Scoring
from coventry_desktop.games.hearts.series import settle_series
from coventry_desktop.models.presentation import format_units

NAMES = ("Anna", "Boris", "Chloé", "David")


def _series(scoring: Scoring, deals: int) -> tuple[GameRecord, list[tuple[int, ...]]]:
    """A random series of ``deals`` deals in which a carried pot is won by a later deal,
    and chips are still in the pot after the last."""
    info = get("hearts")
    options = info.default_options.with_(scoring=scoring, series_length=deals)
    for attempt in range(2000):
        rng = random.Random(attempt)
        seeds, actions, points = [], [], []
        for number in range(deals):
            seed = rng.getrandbits(32)
            state = info.rules.new_deal(seats=4, dealer=number % 4, seed=seed, number=number,
                                        options=options)
            played = []
            while info.rules.to_act(state) is not None:
                action = rng.choice(list(info.rules.legal_actions(state)))
                state = info.rules.apply(state, action).state
                played.append(action)
            seeds.append(seed)
            actions.append(tuple(played))
            points.append(info.rules.points(state))
        carried = settle_series(points, scoring)
        won_after_carry = any(d.carried_in and sum(d.units) > 0 for d in carried.deals)
        if won_after_carry and carried.deals[-1].closing:
            record = GameRecord(info.id, info.rules_version, options, NAMES, 0, deals,
                                tuple(seeds), tuple(actions))
            return record, points
    raise AssertionError("no series with a carried pot and chips left at the end")


@pytest.fixture
def english(qapp):
    from coventry_desktop.i18n import install_language

    install_language(qapp, "en")


def test_a_carried_jackpot_reads_the_same_in_every_view(english, tmp_path: Path,
                                                        qtbot, game_window) -> None:
    from coventry_desktop.models.setup import Occupant, SeatSetup
    from coventry_desktop.models.transcript import transcript
    from coventry_desktop.storage.game_statistics import GameStatistics, variant
    from coventry_desktop.widgets.scoreboard import Scoreboard

    info = get("hearts")
    record, points = _series(Scoring.TOTALISER, 4)
    expected = settle_series(points, Scoring.TOTALISER)
    per_deal = [sum(settle_series([p], Scoring.TOTALISER).totals[s] for p in points)
                for s in range(4)]
    assert list(expected.totals) != per_deal  # the carry changes the series' result
    assert sum(expected.totals) == 0

    # show / Export Transcript: the standings are the carried settlement's.
    text = transcript(info, info.ui(), record)
    for seat, name in enumerate(NAMES):
        assert f". {name} {format_units(expected.totals[seat])} (" in text
    assert "chips were still in the pot: shared equally by everyone." in text \
        or "chip was still in the pot" in text

    # The statistics count the same units.
    stats = GameStatistics(tmp_path, info)
    assert stats.record(record, (True,) * 4, over=True)
    kind = variant(info, record.options)
    for seat, name in enumerate(NAMES):
        assert stats.players[name][kind].units == pytest.approx(float(expected.totals[seat]))

    # Resume and the scoreboard: the window's session replays the record.
    seats = [SeatSetup(name, Occupant.HUMAN) for name in NAMES]
    window = game_window(info, seats=seats, deals=4, seed=1, record=record, show=False)
    assert window.session.totals() == expected.totals
    board = Scoreboard(window.flow, window)
    table = board.table
    assert table.rowCount() == 6  # four deals, the pot shared, the total
    for row, deal in enumerate(expected.deals):
        assert [table.item(row, s).text() for s in range(4)] == [format_units(u)
                                                                 for u in deal.units]
    assert table.verticalHeaderItem(4).text().startswith("Pot shared (")
    assert [table.item(5, s).text() for s in range(4)] == [format_units(u)
                                                           for u in expected.totals]
    window.session.shutdown()
