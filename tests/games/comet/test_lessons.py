"""Every Comet lesson starts from a position the rules can reach: the cards on the table
were played through ``rules.apply`` by the seats that hold them in its history, so the
centre shows them and the balances count their payments (the flaw of "a club run has
reached 5♣" over an empty centre, A♣–5♣ being dead cards)."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.cards import as_card, cards_of, mask_of
from coventry_desktop.engine.game import Pass, Play
from coventry_desktop.games.comet import rules
from coventry_desktop.games.comet.lessons import COURSE
from coventry_desktop.games.comet.state import Phase, deal_from_hands

POSITIONS = [lesson for lesson in COURSE.lessons if lesson.position is not None]


def test_the_course_has_the_lessons_that_start_from_a_position() -> None:
    assert [lesson.id for lesson in POSITIONS] == [
        "a-run", "follow", "king", "the-comet", "branch", "end-of-deal"]


@pytest.mark.parametrize("lesson", POSITIONS, ids=lambda lesson: lesson.id)
def test_every_lessons_position_is_its_history_replayed_from_a_free_start(lesson) -> None:
    """The position equals its history applied, through the rules, to the deal in which
    every played card is back in its player's hand and the first actor has a free start:
    no card is on the table that was not played, none was played out of turn, and a run
    in progress was laid (a position mid-run with an empty history is refused)."""
    state = lesson.position()
    if not state.history:
        assert state.phase is Phase.FREE and not state.played
        return
    masks = list(state.masks)
    for action in state.history:
        if isinstance(action, Play):
            masks[action.seat] |= 1 << action.card.index
    assert state.played == mask_of(a.card for a in state.history if isinstance(a, Play))
    first = state.history[0].seat
    replay = deal_from_hands([cards_of(mask) for mask in masks], leader=first,
                             dead=state.dead_cards)
    for action in state.history:
        replay = rules.apply(replay, action).state
    assert replay == state


@pytest.mark.parametrize(("lesson_id", "seat", "run", "hands", "balances"), [
    ("the-comet", 2, ("4♣", "5♣"), ("2♥ 3♥ 9♦", "4♥ 6♣ 10♦ J♦", "5♥ 7♣"), (-1, -1, -1)),
    ("branch", 1, ("4♣", "5♣"), ("3♠ 6♣ 10♦ J♦", "4♠ 7♣ Q♦", "2♥ 3♥ 9♦"), (-1, -1, -1)),
])
def test_the_comet_lessons_lay_their_club_run_before_the_comet(lesson_id, seat, run, hands,
                                                                balances) -> None:
    """"The Comet instead of a pass": C lays 4♣ 5♣ and the learner, next, lacks 6♣; 6♣ is
    B's, who has had no turn since (C could not hold it: it would have had to go on,
    CM-8). "After the Comet": B lays 4♣ 5♣, C next lacks 6♣ and will play the Comet."""
    state = next(lesson for lesson in POSITIONS if lesson.id == lesson_id).position()
    assert list(state.history) == [Play(seat, as_card(card)) for card in run]
    assert state.played == mask_of(run) and not state.dead & mask_of(run)
    assert state.phase is Phase.RUN and state.need == as_card("6♣").index
    assert state.last == seat and state.turn == (seat + 1) % 3
    assert [" ".join(map(str, hand)) for hand in state.hands] == list(hands)
    assert state.balances == balances and state.bank == 3


def test_the_comet_is_refused_as_an_escape_for_the_seat_that_lays_five() -> None:
    """Why 6♣ cannot be C's in "The Comet instead of a pass": a seat that lays 5♣ and
    holds 6♣ must go on with it, so the turn never leaves it with 6♣ needed (CM-8)."""
    state = deal_from_hands([["9♦", "2♥"], ["10♦", "4♥"], ["4♣", "5♣", "6♣", "5♥"]],
                            leader=2)
    for card in ("4♣", "5♣"):
        state = rules.apply(state, Play(2, as_card(card))).state
    assert state.turn == 2 and state.need == as_card("6♣").index
    assert Pass(2) not in rules.legal_actions(state)
