"""Earl of Coventry through ``GameSession``, the one controller of every game window: events
in the rules' order, refusals with their reason, deals and series settled, records that
replay and resume across deals, the first dealer by lot, Undo, and Pause holding the bots.

The old ``GameController`` promised these (tests/models/test_controller.py); the rules
themselves are tested in tests/engine.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from coventry_desktop.engine.game_records import replay
from coventry_desktop.games import get
from coventry_desktop.games.coventry import (
    CardPlayed,
    DealWon,
    Pass,
    Passed,
    Phase,
    Play,
    QuartetCompleted,
    Reason,
    settle,
)
from coventry_desktop.models.session import GameSession
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup

COVENTRY = get("coventry")
RULES = COVENTRY.rules


def _people(n: int) -> list[SeatSetup]:
    return [SeatSetup(f"Player {i + 1}", Occupant.HUMAN) for i in range(n)]


def _bots(n: int, level: str = "easy") -> list[SeatSetup]:
    return [SeatSetup(f"Bot {i}", Occupant.BOT, level) for i in range(n)]


def _started(seats: list[SeatSetup], **kwargs) -> GameSession:
    session = GameSession(COVENTRY, seats, **kwargs)
    session.start()
    return session


def _heard(session: GameSession) -> list[object]:
    """What the session says, in order: each event, "dealt" units, "state"."""
    heard: list[object] = []
    session.happened.connect(heard.append)
    session.dealEnded.connect(lambda units: heard.append(("dealt", units)))
    session.stateChanged.connect(lambda: heard.append("state"))
    return heard


def _advance_until(session: GameSession, wanted: type) -> Play:
    """First legal actions until the next first legal play would cause ``wanted``."""
    while True:
        action = session.legal_actions()[0]
        if isinstance(action, Play) and any(
                isinstance(e, wanted) for e in RULES.apply(session.state, action).events):
            return action
        assert session.request(action)


def test_the_fourth_card_is_played_then_completes_the_quartet_then_the_table_changes(
        ) -> None:
    session = _started(_people(4), deals=1, seed=11)
    fourth = _advance_until(session, QuartetCompleted)
    heard = _heard(session)
    assert session.request(fourth)
    assert heard == [CardPlayed(fourth.seat, fourth.card, 4),
                     QuartetCompleted(fourth.seat, fourth.card.rank), "state"]
    assert session.state.phase is Phase.LEAD and session.to_act() == fourth.seat


def test_the_winning_card_settles_the_deal_and_the_one_deal_series(qtbot) -> None:
    session = _started(_people(3), deals=1, seed=5)
    last = _advance_until(session, DealWon)
    heard = _heard(session)
    assert session.request(last)
    units = settle(session.state)
    assert heard[0] == CardPlayed(last.seat, last.card, heard[0].position)
    assert heard[1:] == [DealWon(last.seat), ("dealt", units), "state"]
    assert sum(units) == 0 and units[last.seat] > 0 and session.results == [units]
    assert session.deal_over() and session.series_over()
    with pytest.raises(RuntimeError, match="no next deal"):
        session.next_deal()


def test_a_pass_is_passed_then_the_table_changes() -> None:
    session = _started(_people(4), deals=1, seed=2)
    while not isinstance(session.legal_actions()[0], Pass):
        assert session.request(session.legal_actions()[0])
    action = session.legal_actions()[0]
    heard = _heard(session)
    assert session.request(action)
    assert heard == [Passed(action.seat), "state"]


def test_a_refused_request_says_why_and_changes_nothing(qtbot) -> None:
    session = _started(_people(4), deals=1, seed=3)
    before = session.state
    wrong_seat = (before.turn + 1) % 4
    card = before.hand(wrong_seat)[0]
    heard = _heard(session)
    with qtbot.waitSignal(session.refused, timeout=1000) as refused:
        assert not session.request(Play(wrong_seat, card))
    assert refused.args == [Play(wrong_seat, card), Reason.NOT_YOUR_TURN]
    with qtbot.waitSignal(session.refused, timeout=1000) as refused:
        assert not session.request(Pass(before.turn))
    assert refused.args == [Pass(before.turn), Reason.LEADER_CANNOT_PASS]
    assert session.state is before and heard == []


def test_no_next_deal_before_the_deal_is_over() -> None:
    session = _started(_people(4), deals=6, seed=3)
    with pytest.raises(RuntimeError, match="there is no next deal now"):
        session.next_deal()


def test_the_record_replays_across_deals_and_resumes_in_the_third() -> None:
    session = _started(_people(5), deals=6, seed=8)
    for _deal in range(2):
        while not session.deal_over():
            session.request(session.legal_actions()[0])
        session.next_deal()
    for _ in range(7):
        session.request(session.legal_actions()[0])
    record = session.record()
    assert [len(deal) for deal in record.actions][2] == 7 and len(record.actions) == 3
    states = replay(COVENTRY, record)
    assert states[-1] == session.state
    assert [settle(s) for s in states[:2]] == session.results
    again = GameSession(COVENTRY, _people(5))
    again.resume(record)
    assert again.state == session.state and again.deal_index == 2
    assert again.dealer == session.dealer and again.results == session.results
    assert again.record() == record


def test_the_first_dealer_is_drawn_by_lot_from_the_seed() -> None:
    dealers = {GameSession(COVENTRY, _people(4), seed=seed).first_dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert GameSession(COVENTRY, _people(4), seed=7).first_dealer == \
        GameSession(COVENTRY, _people(4), seed=7).first_dealer
    session = _started(_people(4), seed=1, first_dealer=2)
    assert session.state.dealer == 2


@pytest.mark.parametrize("seats", [2, 7])
def test_a_table_of_fewer_than_three_or_more_than_six_is_refused(seats: int) -> None:
    with pytest.raises(ValueError, match=f"Earl of Coventry is played by 3 to 6 seats, "
                                         f"not {seats}"):
        GameSession(COVENTRY, _people(seats))


def test_new_game_offers_three_to_six_seats_and_one_or_six_deals(qtbot, qapp) -> None:
    from coventry_desktop.i18n import install_language
    from coventry_desktop.widgets.other_games import GameSetupDialog

    install_language(qapp, "en")  # with its plural forms, as the app installs it
    dialog = GameSetupDialog(COVENTRY)
    qtbot.addWidget(dialog)
    assert (dialog.seats.minimum(), dialog.seats.maximum()) == (3, 6)
    # A series of six first: a new table's (EC-15), then a single deal.
    assert [dialog.deals.itemData(i) for i in range(dialog.deals.count())] == [6, 1]
    assert [dialog.deals.itemText(i) for i in range(dialog.deals.count())] == [
        "6 deals", "1 deal"]


def test_undo_takes_back_my_card_and_everything_after_it(qtbot) -> None:
    session = _started([SeatSetup(YOU, Occupant.HUMAN), *_bots(3)], deals=1, seed=1)

    def my_choice() -> bool:
        legal = session.legal_actions() if session.to_act() == 0 else []
        if len(legal) == 1 and not legal[0].cards:
            session.request(legal[0])  # auto-pass: made for me, nothing to take back
        return session.deal_over() or (session.to_act() == 0 and
                                        any(a.cards for a in session.legal_actions()))

    qtbot.waitUntil(my_choice, timeout=10_000)
    assert session.undo_target() is None  # no card of mine yet
    before, kept = session.state, len(session.history[-1])
    mine = next(a for a in session.legal_actions() if isinstance(a, Play))
    assert session.request(mine)
    qtbot.waitUntil(my_choice, timeout=10_000)
    assert not session.deal_over()
    assert session.undo_target() == kept
    assert session.undo()
    assert session.state == before and session.undone == {0}
    assert len(session.history[-1]) == kept and session.record().undone == (0,)
    session.shutdown()


def test_pause_holds_the_bots_until_it_is_lifted(qtbot) -> None:
    session = GameSession(COVENTRY, _bots(4), deals=1, seed=2)
    session.set_paused(True)
    session.start()
    for _ in range(20):  # every zero-delay timer the deal started has had its turn
        QCoreApplication.processEvents()
    assert session.history == [[]] and session.to_act() is not None
    session.set_paused(False)
    qtbot.waitUntil(lambda: len(session.history[-1]) > 3, timeout=5000)
    session.shutdown()
