"""GameSession: any registered game through the same controller (ARCHITECTURE "The Qt side")."""

from __future__ import annotations

import pytest

from coventry_desktop.games import GAMES, get
from coventry_desktop.models.session import GameSession
from coventry_desktop.models.setup import Occupant, SeatSetup


def _bots(n: int, level: str = "easy") -> list[SeatSetup]:
    return [SeatSetup(f"Bot {i}", Occupant.BOT, level) for i in range(n)]


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_an_all_bot_series_plays_to_the_end_and_sums_to_zero(qtbot, info) -> None:
    seats = info.seats.start
    session = GameSession(info, _bots(seats), deals=2, seed=11)
    ended: list[tuple] = []
    session.dealEnded.connect(ended.append)
    session.dealEnded.connect(lambda _units: session.deal_over() and not session.series_over()
                              and session.next_deal())
    session.start()
    qtbot.waitUntil(session.series_over, timeout=60_000)
    session.shutdown()
    assert len(ended) == 2 and len(session.results) == 2
    assert all(sum(units) == 0 for units in ended)
    assert sum(session.totals()) == 0
    assert sorted(session.places())[0] == 1
    # The dealer passes left (CM-3, HT-3, EC-3).
    assert session.dealer == (session.first_dealer + 1) % seats


def test_each_accepted_action_emits_its_events_then_one_state_change(qtbot) -> None:
    info = get("comet")
    seats = [SeatSetup("You", Occupant.HUMAN), *_bots(2)]
    session = GameSession(info, seats, seed=5, first_dealer=2)  # seat 0 is eldest (CM-6)
    session.start()
    assert session.to_act() == 0
    received: list[object] = []
    session.happened.connect(lambda event: received.append(("event", type(event).__name__)))
    session.stateChanged.connect(lambda: received.append("state"))
    action = session.legal_actions()[0]
    assert session.request(action)
    assert received[-1] == "state" and received.count("state") == 1
    assert ("event", "CardPlayed") in received
    session.shutdown()


def test_a_refused_action_changes_nothing_and_says_why(qtbot) -> None:
    info = get("hearts")
    seats = [SeatSetup("You", Occupant.HUMAN), *_bots(3)]
    session = GameSession(info, seats, seed=5, first_dealer=3)
    session.start()
    before = session.state
    not_mine = next(a for a in info.rules.legal_actions(before))
    other_seat = type(not_mine)(1, not_mine.cards) if len(not_mine.cards) > 1 else None
    with qtbot.waitSignal(session.refused) as blocker:
        assert not session.request(other_seat)
    assert session.state is before
    assert blocker.args[1].name == "NOT_YOUR_TURN"
    session.shutdown()


def test_a_table_size_the_game_does_not_allow_is_refused() -> None:
    with pytest.raises(ValueError, match="2 to 6 seats, not 7"):
        GameSession(get("comet"), _bots(7))


def test_standard_hearts_plays_until_a_total_reaches_100(qtbot) -> None:
    from coventry_desktop.games.hearts import STANDARD

    info = get("hearts")
    session = GameSession(info, _bots(4), deals=100, seed=3, options=STANDARD)
    assert session.target == 100
    session.dealEnded.connect(lambda _units: session.series_over() or session.next_deal())
    session.start()
    qtbot.waitUntil(session.series_over, timeout=120_000)
    session.shutdown()
    totals = session.point_totals()
    assert max(totals) >= 100
    # It ended after the first deal that took a total to 100, not later.
    before_last = [sum(r[s] for r in session.points_results[:-1]) for s in range(4)]
    assert max(before_last) < 100


def test_each_bot_is_made_at_its_seats_first_turn_not_with_the_table(qtbot) -> None:
    # Start-up (#25): a table made and held (the app's window until its first paint)
    # makes no bot, so no bot module is imported before the first frame.
    from dataclasses import replace

    base = get("comet")
    made: list[str] = []

    def factory(level: str):
        def make():
            made.append(level)
            return base.bots[level]()
        return make

    info = replace(base, bots={level: factory(level) for level in base.bots})
    seats = [SeatSetup("You", Occupant.HUMAN), *_bots(2, "normal")]
    session = GameSession(info, seats, seed=5, first_dealer=0)  # seat 1 is eldest (CM-6)
    assert session.to_act() is None and made == []
    session.hold()
    session.start()
    assert session.to_act() == 1 and made == []  # held: nobody asked yet
    session.release()
    qtbot.waitUntil(lambda: session.to_act() == 0, timeout=30_000)
    assert made == ["normal", "normal"]  # seats 1 and 2, once each
    session.request(session.legal_actions()[0])
    qtbot.waitUntil(lambda: session.to_act() == 0 or session.deal_over(), timeout=30_000)
    assert made == ["normal", "normal"]  # each bot kept for its later turns
    session.shutdown()
