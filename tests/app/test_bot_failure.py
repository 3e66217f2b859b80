"""A bot that raises, or answers an illegal action, never stalls the table: the Easy bot
plays that action for its seat, the session says so (``botFailed``), the error is logged
with its traceback, and the window says it once."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from coventry_desktop.engine.game_records import replay
from coventry_desktop.games import GAMES, get
from coventry_desktop.models.session import GameSession
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup


class Broken:
    """A bot that raises on every choice, or answers ``answer`` (not a legal action)."""

    def __init__(self, answer: Any = None) -> None:
        self.answer, self.asked = answer, 0

    def choose(self, view: Any, rng: Any) -> Any:
        self.asked += 1
        if self.answer is None:
            raise ZeroDivisionError("a bug in a bot")
        return self.answer


@pytest.mark.parametrize("game", [info.id for info in GAMES])
@pytest.mark.parametrize("answer", [None, "not an action"], ids=["raises", "illegal"])
def test_a_failing_bot_is_replaced_by_the_easy_bot_and_the_deal_ends(
        qtbot, caplog, game, answer) -> None:
    info = get(game)
    seats = [SeatSetup(name, Occupant.BOT, "normal") for name in ("Ada", "Basil", "Clara")]
    session = GameSession(info, seats, seed=11, first_dealer=0)
    broken = Broken(answer)
    session._bots[1] = broken
    failed: list[tuple[int, str]] = []
    session.botFailed.connect(lambda seat, error: failed.append((seat, error)))
    with caplog.at_level(logging.ERROR):
        session.start()
        qtbot.waitUntil(session.deal_over, timeout=30_000)
    assert broken.asked >= 1 and len(failed) == broken.asked
    assert {seat for seat, _error in failed} == {1}
    if answer is None:
        assert failed[0][1] == "ZeroDivisionError: a bug in a bot"
        assert "Traceback" in caplog.text and "a bug in a bot" in caplog.text
    else:
        assert failed[0][1] == "an illegal action 'not an action'"
    states = replay(info, session.record())  # every action taken was legal
    assert info.rules.to_act(states[-1]) is None
    session.shutdown()


def test_the_window_says_once_that_a_bot_was_helped(coventry_table, qtbot, monkeypatch) -> None:
    from coventry_desktop.games.coventry.bots import HardBot

    # Hard bots: the window's own suggestion of a card asks the Normal bot, which works.
    monkeypatch.setattr(HardBot, "choose", Broken().choose)
    seats = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "hard"),
             SeatSetup("Basil", Occupant.BOT, "hard"), SeatSetup("Clara", Occupant.BOT,
                                                                  "hard"))
    window = coventry_table(seats, first_dealer=0)  # Ada leads
    failures: list[int] = []
    window.session.botFailed.connect(lambda seat, _e: failures.append(seat))
    qtbot.waitUntil(lambda: window.session.to_act() == 0 or window.session.deal_over(),
                    timeout=20_000)
    assert failures[0] == 1 and len(failures) >= 2  # Ada, then Basil and Clara
    assert window.messages.lines() == {"bot": (
        "The bot playing for Ada made an error; the Easy bot played that move in its "
        "place. The details are in the log.")}  # once, for the first
    assert window.messages.isVisible()
