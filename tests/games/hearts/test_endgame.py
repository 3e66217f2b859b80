"""Hard's exact end of a deal (``bots.endgame``): solved sampled deals see a moon to stop."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.engine.cards import DECK, Card, indices
from coventry_desktop.games.hearts import RULES, STANDARD, Phase, Play, deal_from_hands
from coventry_desktop.games.hearts.bots import HardBot, NormalBot, hard
from coventry_desktop.games.hearts.bots.endgame import choices, solve
from coventry_desktop.games.hearts.bots.hard import exact_cards, kept_control
from coventry_desktop.games.hearts.bots.table import Table

C = Card.parse
OPTIONS = STANDARD.with_(two_clubs_leads=False, no_points_first_trick=False)

# Seat 1 leads and wins every trick; seat 2 holds all 13 hearts and sheds them, seat 3
# follows clubs once (2♣) and then sheds spades and diamonds. Seat 1 has Q♠ and ten hearts
# (23 points, every one so far) and leads A♠; seats 2 and 3 have shown they hold only
# hearts and only diamonds, so seat 1 holds K♠ and 3♣. Seat 0, void in spades with 8♣ 7♦
# 6♦, must keep 8♣: it alone beats 3♣, and seat 1 must lead 3♣ before the deal ends.
HANDS = ["9♣ 7♣ 6♣ 5♣ 4♣ J♦ 10♦ 9♠ 8♠ 7♠ 8♣ 7♦ 6♦",
         "A♣ K♣ Q♣ J♣ 10♣ A♦ K♦ Q♠ J♠ 10♠ A♠ K♠ 3♣",
         "A♥ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥",
         "2♣ 3♠ 2♠ 5♦ 4♦ 9♦ 8♦ 6♠ 5♠ 4♠ Q♦ 3♦ 2♦"]
TRICKS = ["A♣ A♥ 2♣ 9♣", "K♣ K♥ 3♠ 7♣", "Q♣ Q♥ 2♠ 6♣", "J♣ J♥ 5♦ 5♣", "10♣ 10♥ 4♦ 4♣",
          "A♦ 9♥ 9♦ J♦", "K♦ 8♥ 8♦ 10♦", "Q♠ 7♥ 6♠ 9♠", "J♠ 6♥ 5♠ 8♠", "10♠ 5♥ 4♠ 7♠",
          "A♠ 4♥ Q♦"]


def _moon_at_the_end():
    state = deal_from_hands([h.split() for h in HANDS], leader=1, options=OPTIONS, given=True)
    for trick in TRICKS:
        for k, card in enumerate(trick.split()):
            state = RULES.apply(state, Play((1 + k) % 4, C(card))).state
    assert RULES.points(state) == (0, 23, 0, 0) and RULES.to_act(state) == 0
    return state


def _finish(state, hard: HardBot):
    """Seat 0 on ``hard``, the others on Normal's rules, to the end: the final points."""
    while (seat := RULES.to_act(state)) is not None:
        bot = hard if seat == 0 else NormalBot()
        state = RULES.apply(state, bot.choose(RULES.observe(state, seat),
                                              random.Random(seat))).state
    return RULES.points(state)


def test_normal_loses_to_the_shooter_with_the_card_least_likely_to_win_a_trick_later() -> None:
    # Normal's defence against seat 1 (every point so far) when it cannot beat A♠: of 8♣
    # 7♦ 6♦, the card with the most unseen cards above it, then the lowest: 6♦ (no unseen
    # card above any of them). 8♣, which has the fewest unseen cards below it, stays to
    # take seat 1's last club and a heart with it: one point instead of the moon.
    state = _moon_at_the_end()
    assert NormalBot().choose(RULES.observe(state, 0), random.Random(1)).card == C("6♦")
    assert _finish(state, NormalBot()) == (1, 25, 0, 0)
    # Hard's rollouts alone now start from that card and keep it.
    assert _rollouts_only().choose(RULES.observe(state, 0), random.Random(1)).card == C("6♦")


def test_hard_keeps_the_card_that_stops_the_moon_in_the_last_tricks() -> None:
    state = _moon_at_the_end()
    view = RULES.observe(state, 0)
    # Solved exactly, every sampled deal shows the moon after 8♣ and a point or two after a
    # diamond (8♣ takes seat 2's heart on 3♣).
    for seed in (1, 2, 3):
        assert HardBot(budget_ms=None).choose(view, random.Random(seed)).card in {
            C("7♦"), C("6♦")}
    assert _finish(state, HardBot(budget_ms=None)) == (1, 25, 0, 0)


def _rollouts_only() -> HardBot:
    """Hard without the exact end and ``kept_control``: rollouts and Normal's card."""
    return HardBot(budget_ms=None, exact=0, exact_threat=0, keep_control=False)


def test_hard_loses_the_trick_with_the_card_least_likely_to_win_one_later() -> None:
    # Without the exact end, Hard's card on a tie of its rollouts: against the seat on
    # course, of the cards that cannot beat A♠ the one with the most unseen cards above
    # it, then the lowest (6♦: none above, as 8♣), the card Normal's defence plays too.
    state = _moon_at_the_end()
    view = RULES.observe(state, 0)
    table = Table.from_view(view)
    legal = view.playable()
    assert kept_control(table, legal, 1, C("8♣").index) == C("6♦").index
    assert HardBot(budget_ms=None, exact=0, exact_threat=0).choose(
        view, random.Random(1)).card == C("6♦")
    # No seat on course (seat 1 without its points): Normal's card stands.
    table.points = [0, 0, 0, 0]
    assert kept_control(table, legal, 1, C("8♣").index) == C("8♣").index


def test_the_solved_deal_is_the_moon_or_two_points() -> None:
    # After 6♦ seat 1 does best to lead 3♣ at once: 8♣ takes a heart, and seat 0's 7♦ lead
    # then takes seat 2's last: 24 points for seat 1 rather than 25.
    state = _moon_at_the_end()
    for card, final in (("8♣", (26, 0, 26, 26)), ("6♦", (2, 24, 0, 0))):
        after = RULES.apply(state, Play(0, C(card))).state
        table = Table.from_view(RULES.observe(after, 1))
        table.hands = list(after.hands)
        assert solve(table, 0, {}) == final


def test_choices_keep_one_card_of_each_run_with_nothing_live_between() -> None:
    legal = sum(1 << C(c).index for c in ("6♦", "7♦", "9♦", "8♣", "Q♠", "K♠", "J♠"))
    live = legal | sum(1 << C(c).index for c in ("8♦", "2♣", "A♠"))
    # 6♦ 7♦ play alike, 8♦ parts 9♦ from them; Q♠ scores and stands apart from J♠ and K♠.
    assert [str(DECK[c]) for c in choices(legal, live)] == [
        "J♠", "Q♠", "K♠", "6♦", "9♦", "8♣"]


def test_solve_matches_a_search_of_every_legal_card() -> None:
    # Runs of equal cards searched once, and memoised positions, change no seat's result.
    rng = random.Random(4)
    normal = NormalBot()
    compared = 0
    for k in range(24):
        state = RULES.new_deal(seats=4, dealer=k % 4, seed=500 + k, number=k, options=STANDARD)
        while (seat := RULES.to_act(state)) is not None:
            if state.phase is Phase.PLAY and state.hands[seat].bit_count() == 3:
                table = Table.from_view(RULES.observe(state, seat))
                table.hands = list(state.hands)
                fast = solve(table, seat, {})
                every = _plain(table, seat)
                assert 4 * fast[seat] - sum(fast) == 4 * every[seat] - sum(every)
                compared += 1
                break
            state = RULES.apply(state, normal.choose(RULES.observe(state, seat), rng)).state
    assert compared == 24


def _plain(t: Table, me: int) -> tuple[int, ...]:
    """The same search without runs or memo: every legal card of every seat."""
    if not t.hands[t.turn]:
        return tuple(t.final())
    seat, best, best_score = t.turn, (), (0, 0)
    for card in indices(t.legal()):
        child = t.copy()
        child.play(card)
        out = _plain(child, me)
        score = (4 * out[seat] - sum(out), 0 if seat == me else sum(out) - 4 * out[me])
        if not best or score < best_score:
            best, best_score = out, score
    return best


def test_the_exact_end_starts_no_later_a_search_than_at_four_seats() -> None:
    assert [exact_cards(3, seats) for seats in range(3, 8)] == [3, 3, 2, 2, 2]
    assert [exact_cards(4, seats) for seats in range(3, 8)] == [4, 4, 3, 3, 3]
    assert exact_cards(0, 4) == 0


@pytest.mark.parametrize(("seats", "solved"), [(4, True), (7, False)])
def test_hard_solves_three_cards_each_exactly_at_four_seats_and_not_at_seven(
        seats: int, solved: bool, monkeypatch) -> None:
    """Seven hands of three or four cards made the exact end take 8 to 47 s for one
    decision (the tests' seven-seat Standard deals): at seven seats Hard rolls them out."""
    calls = []
    real = hard.solve
    monkeypatch.setattr(hard, "solve", lambda *args: calls.append(1) or real(*args))
    rng = random.Random(seats)
    state = RULES.new_deal(seats=seats, dealer=0, seed=seats, number=1, options=STANDARD)
    while (seat := RULES.to_act(state)) is not None:
        view = RULES.observe(state, seat)
        if view.hand.bit_count() == 3 and not state.trick:
            break
        state = RULES.apply(state, rng.choice(list(RULES.legal_actions(state)))).state
    assert seat is not None and view.hand.bit_count() == 3
    HardBot(samples=6, budget_ms=None).choose(view, random.Random(1))
    assert bool(calls) is solved
