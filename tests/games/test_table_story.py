"""What the Comet and Hearts tables tell: the run and its outlined slot, both branches
after a Comet, the bank and the known dead cards, payments at the seats, the settlement
breakdown; Hearts' trick toward its players, trick badges, the last trick, the deal's
record, the notes where a rule binds; and that none of it shows a hidden card early."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import get
from coventry_desktop.models.presentation import Centre, Flash, Hand, Pile


def _c(text: str) -> Card:
    return Card.parse(text)


@pytest.fixture
def english(qapp) -> None:
    """English plurals ("13 points"), as the app installs them."""
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    install_language(qapp, "en")


@pytest.fixture
def comet(english):
    return get("comet")


@pytest.fixture
def hearts(english):
    return get("hearts")


def _comet_after(comet, hands: list[list[str]], plays: list[tuple[int, str | None]]):
    from coventry_desktop.games.comet.actions import Pass, Play
    from coventry_desktop.games.comet.state import deal_from_hands

    state = deal_from_hands(hands, leader=0)
    for seat, card in plays:
        action = Play(seat, _c(card)) if card else Pass(seat)
        state = comet.rules.apply(state, action).state
    return state


def test_the_run_ends_in_an_outlined_slot_for_the_needed_card(comet) -> None:
    state = _comet_after(comet, [["2♣", "3♣", "9♥"], ["9♦", "2♠", "7♥"], ["4♣", "10♦", "3♠"]],
                         [(0, "2♣"), (0, "3♣")])
    picture = comet.ui().picture(state, 1, ["A", "B", "C"])
    centre = [s for s in picture.spots if isinstance(s.zone, Centre)]
    assert [s.card for s in centre] == [_c("2♣"), _c("3♣"), None]
    outline = centre[-1]
    assert outline.outline and outline.text == "4♣" and outline.wants == _c("4♣")
    assert centre[0].label == "A" and centre[1].label == ""  # a name per stretch
    assert picture.centre_title == "Without the Four of Clubs"
    assert picture.notes == ("Bank: 3",)


def test_the_announcement_waits_until_its_player_really_lacks_the_card(comet) -> None:
    # COMET.md example 2: A starts 3♣ and must go on with 4♣ and 5♣; only then does A
    # lack 6♣ and announce it. Between the forced cards the centre announces nothing.
    from coventry_desktop.games.comet.events import Announced

    hands = [["3♣", "4♣", "5♣", "7♣", "K♥"], ["6♣", "2♠", "3♥", "4♥", "5♥"],
             ["9♠", "10♠", "J♠", "2♥", "6♥"]]
    presenter, names = comet.ui(), ["A", "B", "C"]
    for laid in (["3♣"], ["3♣", "4♣"]):
        state = _comet_after(comet, hands, [(0, card) for card in laid])
        for viewer in (None, 0, 1):
            assert "Without" not in presenter.picture(state, viewer, names).centre_title
    from coventry_desktop.games.comet.actions import Play

    before = _comet_after(comet, hands, [(0, "3♣"), (0, "4♣")])
    step = comet.rules.apply(before, Play(0, _c("5♣")))
    assert Announced(0, _c("6♣")) in step.events  # the log's event and the centre agree
    assert presenter.picture(step.state, 1, names).centre_title == "Without the Six of Clubs"
    assert presenter.describe(Announced(0, _c("6♣")), names) == "A: Without the Six of Clubs"


def test_after_a_comet_both_branches_are_outlined(comet) -> None:
    state = _comet_after(comet, [["2♣", "3♣", "9♥"], ["9♦", "2♠", "7♥"], ["4♣", "10♦", "3♠"]],
                         [(0, "2♣"), (0, "3♣"), (1, "9♦")])
    picture = comet.ui().picture(state, 2, ["A", "B", "C"])
    centre = [s for s in picture.spots if isinstance(s.zone, Centre)]
    assert [(s.card, s.text) for s in centre] == [
        (_c("2♣"), ""), (_c("3♣"), ""), (None, "4♣"), (_c("9♦"), ""), (None, "10♦")]
    assert [s.zone.slot for s in centre] == [0, 1, 2, 3, 4]
    assert picture.centre_title == "After the Comet: 4♣ or 10♦"
    # The diamond branch taken: the Comet heads the new run, the clubs are spent.
    state = comet.rules.apply(state, comet.rules.legal_actions(state)[-1]).state
    centre = [s for s in comet.ui().picture(state, 2, ["A", "B", "C"]).spots
              if isinstance(s.zone, Centre)]
    assert [s.card for s in centre][:2] == [_c("9♦"), _c("10♦")]


def test_passes_that_prove_a_card_dead_are_listed(comet) -> None:
    state = _comet_after(comet, [["2♣", "3♣", "9♥"], ["9♦", "2♠", "7♥"], ["10♦", "3♠", "5♥"]],
                         [(0, "2♣"), (0, "3♣"), (1, None), (2, None)])
    picture = comet.ui().picture(state, 0, ["A", "B", "C"])
    assert "Known dead: 4♣" in picture.notes
    # Proved dead, still face down: the dead pile shows no face before the end.
    assert all(s.card is None for s in picture.spots if s.zone == Pile("dead"))


def test_dead_cards_are_face_down_until_the_deal_ends(comet) -> None:
    presenter, rng = comet.ui(), random.Random(5)
    state = comet.rules.new_deal(seats=4, dealer=0, seed=5, number=0, options=None)
    while comet.rules.to_act(state) is not None:
        picture = presenter.picture(state, 0, ["A", "B", "C", "D"])
        assert all(s.card is None for s in picture.spots if s.zone == Pile("dead"))
        state = comet.rules.apply(state, rng.choice(comet.rules.legal_actions(state))).state
    dead = [s for s in presenter.picture(state, 0, ["A", "B", "C", "D"]).spots
            if s.zone == Pile("dead")]
    assert dead and all(s.card is not None for s in dead)


def test_a_payment_rises_at_every_seat_it_touches(comet) -> None:
    from coventry_desktop.games.comet.events import DealWon, Payment, PaymentReason

    presenter = comet.ui()
    assert presenter.flashes(Payment(1, 2, PaymentReason.COMET), 3) == (
        Flash(0, "\u22122", False), Flash(1, "+4", True), Flash(2, "\u22122", False))
    assert presenter.flashes(Payment(0, -1, PaymentReason.KING_HELD), 3)[0] == Flash(
        0, "\u22122", False)
    assert presenter.flashes(DealWon(2, 4), 4) == (Flash(2, "+4", True),)


def test_the_comet_settlement_adds_up_to_the_units(comet) -> None:
    # COMET.md example 4: A goes out, B holds two Kings, C the Comet.
    from coventry_desktop.games.comet.actions import Play
    from coventry_desktop.games.comet.state import deal_from_hands

    state = deal_from_hands([["2♠"], ["K♣", "K♥", "5♥"], ["9♦", "6♥"], ["7♥", "8♥"]],
                            leader=0)
    state = comet.rules.apply(state, Play(0, _c("2♠"))).state
    headers, rows = comet.ui().settlement(state, ["A", "B", "C", "D"])
    assert headers == ("Cards", "Bank", "Play", "Held")
    assert [(r.cells, r.units) for r in rows] == [
        (("0", "+4", "0", "+4"), "+7"), (("3", "0", "0", "\u22124"), "\u22125"),
        (("2", "0", "0", "\u22124"), "\u22125"), (("2", "0", "0", "+4"), "+3")]


def test_the_trick_lies_toward_its_players_and_piles_wear_their_points(hearts) -> None:
    from coventry_desktop.games.hearts import deal_from_hands
    from coventry_desktop.games.hearts.actions import Play

    state = deal_from_hands([["5♦", "A♣"], ["Q♠", "2♣"], ["K♦", "A♥"], ["4♦", "7♣"]],
                            leader=0, given=True)
    for seat, card in ((0, "5♦"), (1, "Q♠"), (2, "K♦")):
        state = hearts.rules.apply(state, Play(seat, _c(card))).state
    picture = hearts.ui().picture(state, 0, ["A", "B", "C", "D"])
    assert picture.centre_by_seat
    assert {(s.card, s.zone.toward) for s in picture.spots if isinstance(s.zone, Centre)} == {
        (_c("5♦"), 0), (_c("Q♠"), 1), (_c("K♦"), 2)}
    state = hearts.rules.apply(state, Play(3, _c("4♦"))).state
    presenter = hearts.ui()
    picture = presenter.picture(state, 0, ["A", "B", "C", "D"])
    marked = [s.card for s in picture.spots if isinstance(s.zone, Centre) and s.marked]
    assert marked == [_c("K♦")]  # the card that took it, still in view
    assert presenter.deal_lines(state, ["A", "B", "C", "D"]) == (
        "Tricks", ("1. A led 5♦ · C took it · 13 points",))
    # The next lead gathers the trick to its winner's pile; Last Trick shows it again.
    state = hearts.rules.apply(state, hearts.rules.legal_actions(state)[0]).state
    assert presenter.picture(state, 0, ["A", "B", "C", "D"]).badges == {
        Pile("tricks", 2): "13 pts · Q♠"}
    review = presenter.review(state, 0, ["A", "B", "C", "D"])
    assert review is not None and review.centre_title == "Last trick: C took it (13 points)"
    assert {s.card for s in review.spots if isinstance(s.zone, Centre)} == {
        _c("5♦"), _c("Q♠"), _c("K♦"), _c("4♦")}


def test_notes_say_where_a_rule_binds(hearts) -> None:
    from coventry_desktop.games.hearts import STANDARD, deal_from_hands
    from coventry_desktop.games.hearts.actions import Play

    presenter, names = hearts.ui(), ["A", "B", "C", "D"]
    classic = deal_from_hands([["5♦", "A♣"], ["Q♠", "2♣"], ["K♦", "A♥"], ["4♦", "7♣"]],
                              leader=0, given=True)
    assert presenter.picture(classic, 1, names).notes == ("The Black Lady must go",)
    assert presenter.picture(classic, 0, names).notes == ()
    # Hearts broken alone (not 2♣ leads nor a clean first trick), so 5♦ and Q♠ may go.
    options = STANDARD.with_(two_clubs_leads=False, no_points_first_trick=False)
    standard = deal_from_hands([["5♦", "3♥"], ["Q♠", "2♣"], ["K♦", "A♥"], ["4♦", "7♣"]],
                               leader=0, given=True, options=options)
    assert presenter.picture(standard, 0, names).notes == ("Hearts not broken yet",)
    standard = hearts.rules.apply(standard, Play(0, _c("5♦"))).state
    standard = hearts.rules.apply(standard, Play(1, _c("Q♠"))).state
    assert presenter.picture(standard, 0, names).notes == ("Hearts broken",)


@pytest.mark.parametrize("seats", [3, 5, 7])
def test_the_kitty_and_the_cards_received_stay_hidden_until_their_time(hearts, seats) -> None:
    from coventry_desktop.games.hearts import Phase

    presenter, rng = hearts.ui(), random.Random(seats)
    names = [f"P{s}" for s in range(seats)]
    state = hearts.rules.new_deal(seats=seats, dealer=0, seed=seats, number=0,
                                  options=hearts.default_options)
    while hearts.rules.to_act(state) is not None:
        for viewer in range(seats):
            picture = presenter.picture(state, viewer, names)
            assert all(s.card is None for s in picture.spots if s.zone == Pile("kitty"))
            assert Pile("kitty") not in picture.badges
            if state.phase is Phase.GIVE:
                # What others gave (to this seat too) is nowhere face up yet.
                given = {c for s in range(seats) if s != viewer for c in _cards(state.given[s])}
                assert not given & {s.card for s in picture.spots if s.card is not None}
        state = hearts.rules.apply(state, rng.choice(hearts.rules.legal_actions(state))).state
    picture = presenter.picture(state, 0, names)
    kitty = [s for s in picture.spots if s.zone == Pile("kitty")]
    assert kitty and all(s.card is not None for s in kitty)
    assert Pile("kitty") in picture.badges


def _cards(mask: int) -> set[Card]:
    from coventry_desktop.engine.cards import cards_of

    return set(cards_of(mask))


def test_the_hearts_settlement_tells_the_average(hearts) -> None:
    presenter, rng = hearts.ui(), random.Random(1)
    state = hearts.rules.new_deal(seats=3, dealer=0, seed=1, number=0,
                                  options=hearts.default_options)
    while hearts.rules.to_act(state) is not None:
        state = hearts.rules.apply(state, rng.choice(hearts.rules.legal_actions(state))).state
    headers, rows = presenter.settlement(state, ["A", "B", "C"])
    assert headers == ("Tricks", "Points")
    assert sum(int(r.cells[0]) for r in rows) == 17
    notes = presenter.settlement_notes(state, ["A", "B", "C"])
    assert notes[0].startswith("Average: 8.7 points")
    assert all(s.zone != Hand(1) or s.card is None
               for s in presenter.picture(state, 0, ["A", "B", "C"]).spots)


def test_a_pot_deal_names_the_pot_and_who_splits_it(hearts) -> None:
    from coventry_desktop.games.hearts import Scoring, deal_from_hands
    from coventry_desktop.games.hearts.actions import Play

    presenter, rules = hearts.ui(), hearts.rules
    options = hearts.default_options.with_(scoring=Scoring.POT)
    state = deal_from_hands([["2♦", "4♣"], ["A♦", "3♣"], ["Q♠", "2♥"], ["5♥", "3♥"]],
                            leader=0, options=options, given=True)
    for seat, card in ((0, "2♦"), (1, "A♦"), (2, "Q♠"), (3, "5♥"),
                       (1, "3♣"), (2, "2♥"), (3, "3♥"), (0, "4♣")):
        state = rules.apply(state, Play(seat, _c(card))).state
    # B took Q♠ and 5♥ (14), A the 2♥ and 3♥ (2): 16 chips, C and D split them.
    assert rules.points(state) == (2, 14, 0, 0)
    assert rules.settlement(state) == (-2, -14, 8, 8)
    _headers, rows = presenter.settlement(state, ["A", "B", "C", "D"])
    assert [r.units for r in rows] == ["\u22122", "\u221214", "+8", "+8"]
    assert presenter.settlement_notes(state, ["A", "B", "C", "D"]) == (
        "Pot: 16 chips. Lowest score, splitting it: C, D, 8 each.",
        "Each seat pays one chip per point; units: chips won less chips paid.")
    jackpot = deal_from_hands([["2♦"], ["A♦"], ["Q♠"], ["5♥"]], leader=0, given=True,
                              options=options.with_(scoring=Scoring.TOTALISER))
    for seat, card in ((0, "2♦"), (1, "A♦"), (2, "Q♠"), (3, "5♥")):
        jackpot = rules.apply(jackpot, Play(seat, _c(card))).state
    # On its own (a series of one deal) the odd chips are shared at once.
    assert presenter.settlement_notes(jackpot, ["A", "B", "C", "D"])[:3] == (
        "Totaliser: 14 chips. No points, splitting the jackpot: A, C, D, 4 each.",
        "2 odd chips stay in the pot for the next deal.",
        "Each seat pays one chip per point; units: chips won less chips paid.")
    assert presenter.settlement_notes(jackpot, ["A", "B", "C", "D"])[3] == (
        "The series is over: the 2 chips still in the pot are shared by everyone, 0.5 each.")
    # Inside a series with 5 chips carried in: 19 chips, 6 each, 1 carries on.
    from coventry_desktop.engine.game import DealSettled

    inside = DealSettled((Fraction(6), Fraction(-13), Fraction(6), Fraction(6)), 5, 1)
    assert presenter.settlement_notes(jackpot, ["A", "B", "C", "D"], inside) == (
        "Carried in the pot from earlier deals: 5 chips.",
        "Totaliser: 19 chips. No points, splitting the jackpot: A, C, D, 6 each.",
        "1 odd chip stays in the pot for the next deal.",
        "Each seat pays one chip per point; units: chips won less chips paid.")
    _headers, rows = presenter.settlement(jackpot, ["A", "B", "C", "D"], inside)
    assert [r.units for r in rows] == ["+6", "\u221213", "+6", "+6"]
    assert presenter.carried_note(5) == "Pot carried from earlier deals: 5 chips"
    assert rules.settlement(jackpot) == (Fraction(9, 2), Fraction(-27, 2), Fraction(9, 2),
                                         Fraction(9, 2))
