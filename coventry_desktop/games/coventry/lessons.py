"""Earl of Coventry's course (Help → Learn to Play): the rule cards' own examples as lessons.

Pure data for ``engine.lessons``: positions from ``deal_from_hands``, the other seats'
moves, the learner's moves (seat 0, "You") with the mistakes each guards against and the
reason the rules give. Sections are of seed 000 (Russian) / 001 (French), which agree;
each is marked for translation, so a French lesson cites its own card, 001.
Seats: You (0), then B (1) and C (2) clockwise.
"""

from __future__ import annotations

from functools import partial

from ...engine.lessons import (
    QT_TRANSLATE_NOOP,
    Course,
    Lesson,
    Question,
    Step,
    WholeDeal,
    Wrong,
    hands,
    play,
)
from .actions import Pass, Reason
from .state import deal_from_hands

MATCH = Lesson(
    id="match-the-rank", section=QT_TRANSLATE_NOOP("Lessons", "000 §03"),
    title=QT_TRANSLATE_NOOP("Lessons", "Match the rank, or pass"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Only ranks matter: suits, order and values do not. When a rank is led, whoever "
            "holds a card of it must play one on their turn; whoever holds none passes. B leads"
            " a Five: play yours, then pass on the Kings."),
    position=partial(deal_from_hands, hands("5♥ 9♣ 9♥", "5♠ K♠ K♥ 9♠", "5♦ 5♣ K♦ K♣ 9♦"),
                     1),
    steps=(
        Step(play(1, "5♠")), Step(play(2, "5♦")),
        Step(play(0, "5♥"), wrong=(Wrong(play(0, "9♣"), Reason.WRONG_RANK),
                                    Wrong(Pass(0), Reason.MUST_PLAY)),
             hint=QT_TRANSLATE_NOOP("Lessons", "A Five is in play and you hold 5♥: play it.")),
        Step(Pass(1)), Step(play(2, "5♣")), Step(play(2, "K♦")),
        Step(Pass(0), wrong=(Wrong(play(0, "9♣"), Reason.WRONG_RANK),),
             hint=QT_TRANSLATE_NOOP("Lessons", "A King is in play and you hold none: press Pass.")),
        Step(play(1, "K♠")), Step(play(2, "K♣")), Step(Pass(0)), Step(play(1, "K♥")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "B has just played the fourth King. Who leads now?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "B, who played the fourth King"), QT_TRANSLATE_NOOP(
                "Lessons",
                "C, who led the Kings"),
         QT_TRANSLATE_NOOP("Lessons", "You, the next seat")),
        0, QT_TRANSLATE_NOOP("Lessons", "Whoever completes a quartet leads the next one at once.")),
)

SEVERAL = Lesson(
    id="several-cards", section=QT_TRANSLATE_NOOP("Lessons", "000 §03"),
    title=QT_TRANSLATE_NOOP("Lessons", "Several cards of one rank"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Play one card at a time, never two at once. If the turn comes back to you and you "
            "still hold the rank, you play another: one player may play several, even all four,"
            " cards of a quartet."),
    position=partial(deal_from_hands, hands("Q♠ Q♣ Q♥ 4♠", "Q♦ 4♥ J♠ J♥", "4♦ 4♣ J♦ J♣"),
                     0),
    steps=(
        Step(play(0, "Q♠"), wrong=(Wrong(Pass(0), Reason.LEADER_CANNOT_PASS),),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "You lead first: lead a Queen, Q♠.")),
        Step(play(1, "Q♦")), Step(Pass(2)),
        Step(play(0, "Q♣"), wrong=(Wrong(play(0, "4♠"), Reason.WRONG_RANK),
                                    Wrong(Pass(0), Reason.MUST_PLAY)),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "The Queens came back to you: play another one, Q♣.")),
        Step(Pass(1)), Step(Pass(2)),
        Step(play(0, "Q♥"), wrong=(Wrong(Pass(0), Reason.MUST_PLAY),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Your last Queen, Q♥, completes the quartet.")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "How many cards of one quartet may one player play?"),
        (QT_TRANSLATE_NOOP("Lessons", "One"), QT_TRANSLATE_NOOP("Lessons", "Two at most"),
         QT_TRANSLATE_NOOP("Lessons", "Any number, even all four")),
        2, QT_TRANSLATE_NOOP(
                "Lessons",
                "Each time the turn comes back, you play one more if you can.")),
)

FOURTH = Lesson(
    id="fourth-card", section=QT_TRANSLATE_NOOP("Lessons", "000 §06"),
    title=QT_TRANSLATE_NOOP("Lessons", "The fourth card gives a new lead"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "The rule card's example: you lead Q♠, B plays Q♥, C plays Q♦. When you play the "
            "fourth Queen, the quartet is complete and set aside, and you lead again at once, "
            "here 7♦."),
    position=partial(deal_from_hands,
                     hands("Q♠ Q♣ 7♦ K♠", "Q♥ 7♠ K♥ K♦", "Q♦ 7♥ 7♣ K♣"), 0),
    steps=(
        Step(play(0, "Q♠"), hint=QT_TRANSLATE_NOOP("Lessons", "Lead Q♠, as in the rule card.")),
        Step(play(1, "Q♥")), Step(play(2, "Q♦")),
        Step(play(0, "Q♣"), wrong=(Wrong(play(0, "7♦"), Reason.WRONG_RANK),
                                    Wrong(Pass(0), Reason.MUST_PLAY)),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "Three Queens are out and you hold the fourth: play Q♣.")),
        Step(play(0, "7♦"), wrong=(Wrong(Pass(0), Reason.LEADER_CANNOT_PASS),
                                    Wrong(play(1, "7♠"), Reason.NOT_YOUR_TURN)),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "You completed the quartet, so you lead again: lead 7♦.")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Who led 7♦, and why?"),
        (QT_TRANSLATE_NOOP("Lessons", "You: the fourth Queen gives its player the lead"),
         QT_TRANSLATE_NOOP("Lessons", "B: the turn always goes left"),
         QT_TRANSLATE_NOOP("Lessons", "Whoever holds the most Sevens")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "The turn does not pass after a fourth card: its player leads.")),
)

LAST_CARD = Lesson(
    id="last-card-wins", section=QT_TRANSLATE_NOOP("Lessons", "000 §05"),
    title=QT_TRANSLATE_NOOP("Lessons", "Your last card wins at once"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "The first player to play their last card wins the deal at once, even in the middle"
            " of a quartet. Each other player loses one unit per card left in hand, and the "
            "winner gets the sum."),
    position=partial(deal_from_hands, hands("Q♠ Q♣", "Q♥ 5♠ 5♥", "Q♦ 5♦ 5♣"), 0),
    steps=(
        Step(play(0, "Q♠"), hint=QT_TRANSLATE_NOOP(
                "Lessons",
                "Lead Q♠: your other card is a Queen too.")),
        Step(play(1, "Q♥")), Step(play(2, "Q♦")),
        Step(play(0, "Q♣"), wrong=(Wrong(Pass(0), Reason.MUST_PLAY),),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "Play Q♣, your last card: you win before any new lead.")),
    ),
    points=(4, -2, -2),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "B and C hold two cards each. What do you win?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "4 units: 2 from B and 2 from C"), QT_TRANSLATE_NOOP(
                "Lessons",
                "2 units"),
         QT_TRANSLATE_NOOP("Lessons", "Nothing until the quartet is finished")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "Every card left in an opponent's hand pays one unit to you.")),
)

SETTLEMENT = Lesson(
    id="settlement", section=QT_TRANSLATE_NOOP("Lessons", "000 §06"),
    title=QT_TRANSLATE_NOOP("Lessons", "The settlement: 3 + 5 = 8"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "B leads the Threes; you hold the other two and C holds none. Go out with your last"
            " Three: B still holds 3 cards and C holds 5, so you win 3 + 5 = 8 units."),
    position=partial(deal_from_hands,
                     hands("3♦ 3♣", "3♠ 3♥ 10♠ 10♥ J♠", "10♦ 10♣ J♥ J♦ J♣"), 1),
    steps=(
        Step(play(1, "3♠")), Step(Pass(2)),
        Step(play(0, "3♦"), wrong=(Wrong(Pass(0), Reason.MUST_PLAY),),
             hint=QT_TRANSLATE_NOOP("Lessons", "You hold Threes: play one, 3♦.")),
        Step(play(1, "3♥")), Step(Pass(2)),
        Step(play(0, "3♣"), wrong=(Wrong(Pass(0), Reason.MUST_PLAY),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Play 3♣, your last card, and the deal is yours.")),
    ),
    points=(8, -3, -5),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "What do B and C score in this deal?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "B −3 and C −5"), QT_TRANSLATE_NOOP(
                "Lessons",
                "Both −4"), QT_TRANSLATE_NOOP(
                "Lessons",
                "B −5 and C −3")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "Each loses one unit per card left; the sums balance to zero.")),
)

WHOLE_DEAL = Lesson(
    id="whole-deal", section=QT_TRANSLATE_NOOP("Lessons", "000 §02–§05"),
    title=QT_TRANSLATE_NOOP("Lessons", "A whole deal against Easy bots"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "All 52 cards are dealt; the dealer's left neighbour leads. Match the rank in play,"
            " lead again after a fourth card, and be the first to empty your hand. Press H for "
            "a hint whenever you wish."),
    whole_deal=WholeDeal(seats=3, seed=26, dealer=2),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "How does a deal of Earl of Coventry end?"),
        (QT_TRANSLATE_NOOP("Lessons", "The first player to play their last card wins at once"),
         QT_TRANSLATE_NOOP("Lessons", "When all thirteen quartets are complete"),
         QT_TRANSLATE_NOOP("Lessons", "After six deals")),
        0, QT_TRANSLATE_NOOP("Lessons", "Six deals make a series; one empty hand ends a deal.")),
)

COURSE = Course("coventry", (MATCH, SEVERAL, FOURTH, LAST_CARD, SETTLEMENT, WHOLE_DEAL))
"""Earl of Coventry's course, in order."""
