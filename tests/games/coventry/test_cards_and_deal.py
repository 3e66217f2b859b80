"""Cards, the seeded shuffle and the deal (seed 000 §02; house style rule 4)."""

import pytest

from coventry_desktop.engine import DECK, Card, Rank, Suit
from coventry_desktop.games.coventry import deal_from_hands, new_deal, shuffled_deck

SEED_1_ORDER = (
    "Q♣ 9♦ 7♣ A♣ 4♣ 2♣ 5♣ J♠ K♠ 9♠ 3♥ 6♦ A♦ 4♦ 5♦ 4♥ 7♥ Q♦ J♥ 6♠ K♦ 7♠ 10♠ 3♦ 2♥ 8♣ "
    "Q♥ K♣ 3♣ 8♠ 10♥ K♥ J♦ 10♣ 9♥ 3♠ 7♦ 5♠ A♠ 8♦ 5♥ Q♠ A♥ 2♠ 9♣ 8♥ 6♥ 6♣ 4♠ 10♦ J♣ 2♦"
)


def test_golden_seed_1_deck_order():
    assert " ".join(str(card) for card in shuffled_deck(1)) == SEED_1_ORDER


def test_golden_seed_1_four_player_hands_dealt_from_the_dealers_left():
    hands = [" ".join(map(str, hand)) for hand in new_deal(4, dealer=0, seed=1).hands]
    assert hands == [
        "A♣ 2♠ 2♦ 3♠ 3♦ 4♥ 6♠ 6♦ 6♣ 8♦ J♠ K♥ K♣",
        "A♦ 2♥ 3♣ 4♠ 4♣ 5♥ 7♥ 7♦ 9♣ J♦ Q♣ K♠ K♦",
        "2♣ 4♦ 5♠ 7♠ 8♠ 8♥ 8♣ 9♠ 9♦ 10♦ 10♣ Q♠ Q♦",
        "A♠ A♥ 3♥ 5♦ 5♣ 6♥ 7♣ 9♥ 10♠ 10♥ J♥ J♣ Q♥",
    ]
    # The first card of the shuffled deck (Q♣) goes to the dealer's left, seat 1.
    assert Card.parse("Q♣") in new_deal(4, dealer=0, seed=1).hand(1)


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [("Q♠", Rank.QUEEN, Suit.SPADES), ("QS", Rank.QUEEN, Suit.SPADES),
     ("10H", Rank.TEN, Suit.HEARTS), ("TH", Rank.TEN, Suit.HEARTS), ("a♦", Rank.ACE, Suit.DIAMONDS),
     ("2c", Rank.TWO, Suit.CLUBS), (" K♣ ", Rank.KING, Suit.CLUBS)],
)
def test_card_parse(text, rank, suit):
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize("text", ["", "Q", "11S", "QX", "♠Q", "10"])
def test_card_parse_refuses_nonsense(text):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_card_text_and_deck():
    assert str(Card(Rank.QUEEN, Suit.SPADES)) == "Q♠"
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "10♥"
    assert len(DECK) == 52 and len(set(DECK)) == 52
    assert [card.index for card in DECK] == list(range(52))
    assert str(DECK[0]) == "A♠" and str(DECK[-1]) == "K♣"


def test_same_seed_same_deal_other_seed_other_deal():
    assert new_deal(5, 2, 99) == new_deal(5, 2, 99)
    assert new_deal(5, 2, 99).masks != new_deal(5, 2, 100).masks


@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (7, 0), (4, 4), (4, -1)])
def test_new_deal_refuses_bad_tables(players, dealer):
    with pytest.raises(ValueError):
        new_deal(players, dealer, 1)


@pytest.mark.parametrize(
    ("hands", "message"),
    [([["Q♠"], ["Q♠"], ["Q♥", "Q♦", "Q♣"]], "two hands"),
     ([["Q♠", "Q♠"], ["Q♥"], ["Q♦", "Q♣"]], "twice"),
     ([["Q♠"], ["Q♥"], ["Q♦"]], "incomplete"),
     ([["Q♠", "Q♥", "Q♦", "Q♣"], [], ["2♠", "2♥", "2♦", "2♣"]], "no cards"),
     ([["Q♠", "Q♥"], ["Q♦", "Q♣"]], "3 to 6"),
     ([["Q♠"], ["ZZ"], ["Q♦"]], "not a card")],
)
def test_deal_from_hands_validates(hands, message):
    with pytest.raises(ValueError, match=message):
        deal_from_hands(hands, leader=0)
