"""Hearts' course (Help → Learn to Play): the rule card's own clauses as lessons.

Pure data for ``engine.lessons``: positions from ``deal_from_hands`` (Classic, the seed's
profile), the other seats' moves, the learner's moves (seat 0, "You") with the mistakes
each guards against and the reason the rules give. Sections are of seed 003 (СДАЧА,
РОЗЫГРЫШ, ПОДСЧЕТ ОЧКОВ), cited by the title of the rule card the reader can open in
their language (``resources/rules/hearts/``; marked for translation): “Play”, « Le jeu »,
«Игра». Seats: You (0), then B (1), C (2), D (3) clockwise; your right-hand neighbour is D.
"""

from __future__ import annotations

from functools import partial

from ...engine.cards import as_card
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
from .actions import Give, Reason
from .state import deal_from_hands


def _give(seat: int, cards: str) -> Give:
    return Give(seat, tuple(as_card(card) for card in cards.split()))


FOLLOW = Lesson(
    id="follow-suit", section=QT_TRANSLATE_NOOP("Lessons", "003 “Play”"),
    title=QT_TRANSLATE_NOOP("Lessons", "Follow the suit led"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Each trick is one card from everyone. You must follow the suit led if you can; the"
            " highest card of that suit wins the trick, and there are no trumps. D leads 5♦: "
            "follow low and let someone else win."),
    position=partial(deal_from_hands, hands("3♦ K♦ A♥", "9♦ 4♣ 5♣", "7♦ 6♣ 7♣", "5♦ 2♣ 3♣"),
                     leader=3, given=True),
    steps=(
        Step(play(3, "5♦")),
        Step(play(0, "3♦"), wrong=(Wrong(play(0, "A♥"), Reason.MUST_FOLLOW_SUIT),),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "Follow diamonds with 3♦: too low to win the trick.")),
        Step(play(1, "9♦")), Step(play(2, "7♦")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Who won this trick?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "B, with 9♦, the highest diamond"), QT_TRANSLATE_NOOP(
                "Lessons",
                "You, with 3♦"),
         QT_TRANSLATE_NOOP("Lessons", "D, who led")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "The highest card of the suit led wins, and its winner leads next.")),
)

GIVE = Lesson(
    id="the-give", section=QT_TRANSLATE_NOOP("Lessons", "003 “The give”"),
    title=QT_TRANSLATE_NOOP("Lessons", "The give: three cards to the right"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Before play, everyone gives three cards face down to the right-hand neighbour, "
            "before seeing the three coming from the left. Give away what would take points: "
            "here Q♠, A♥ and K♥. Click them, then Confirm."),
    position=partial(deal_from_hands,
                     hands("Q♠ A♥ K♥ 2♣ 3♦", "4♣ 5♣ 6♣ 7♣ 8♣", "4♦ 5♦ 6♦ 7♦ 8♦",
                            "2♠ 3♠ 4♠ 5♠ 6♠"), leader=1),
    steps=(
        Step(_give(1, "4♣ 5♣ 6♣")), Step(_give(2, "4♦ 5♦ 6♦")), Step(_give(3, "2♠ 3♠ 4♠")),
        Step(_give(0, "Q♠ A♥ K♥"), wrong=(Wrong(_give(0, "Q♠ A♥"), Reason.WRONG_COUNT),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Choose Q♠, A♥ and K♥, then press Confirm.")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Who received your three cards?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "D, your right-hand neighbour"), QT_TRANSLATE_NOOP(
                "Lessons",
                "B, on your left"),
         QT_TRANSLATE_NOOP("Lessons", "Nobody: they went to the kitty")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "You gave to the right and received B's three from the left.")),
)

QUEEN = Lesson(
    id="black-lady", section=QT_TRANSLATE_NOOP("Lessons", "003 “Play”"),
    title=QT_TRANSLATE_NOOP("Lessons", "The Black Lady must go"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Q♠, the Black Lady, is worth 13 points. Whoever holds her must discard her at the "
            "first chance: on the first trick in which they cannot follow suit. D leads 5♦ and "
            "you hold no diamond."),
    position=partial(deal_from_hands, hands("Q♠ 9♠ 2♣", "9♦ 5♣ 6♣", "7♦ 7♣ 8♣", "5♦ 3♣ 4♣"),
                     leader=3, given=True),
    steps=(
        Step(play(3, "5♦")),
        Step(play(0, "Q♠"), wrong=(Wrong(play(0, "9♠"), Reason.QUEEN_MUST_GO),
                                    Wrong(play(0, "2♣"), Reason.QUEEN_MUST_GO)),
             hint=QT_TRANSLATE_NOOP("Lessons", "You hold no diamond: play Q♠.")),
        Step(play(1, "9♦")), Step(play(2, "7♦")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Who takes the Black Lady's 13 points?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "B, who won the trick with 9♦"), QT_TRANSLATE_NOOP(
                "Lessons",
                "You, who played her"),
         QT_TRANSLATE_NOOP("Lessons", "Nobody: discards score nothing")),
        0, QT_TRANSLATE_NOOP("Lessons", "Points go to whoever wins the trick they are in.")),
)

POINTS = Lesson(
    id="points", section=QT_TRANSLATE_NOOP("Lessons", "003 “Points and settlement”"),
    title=QT_TRANSLATE_NOOP("Lessons", "Points: every heart costs one"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "The aim is to take as few points as possible: each heart in your tricks is 1 "
            "point, the Black Lady 13. Lead low so that you do not win, and throw away your "
            "high card when you cannot follow."),
    position=partial(deal_from_hands, hands("A♣ 2♦", "5♥ 3♦", "K♣ 4♦", "10♥ 5♦"), leader=0,
                     given=True),
    steps=(
        Step(play(0, "2♦"), wrong=(Wrong(play(1, "3♦"), Reason.NOT_YOUR_TURN),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Lead 2♦: the lowest diamond cannot win.")),
        Step(play(1, "3♦")), Step(play(2, "4♦")), Step(play(3, "5♦")),
        Step(play(3, "10♥")),
        Step(play(0, "A♣"), hint=QT_TRANSLATE_NOOP("Lessons", "You have no heart: discard A♣.")),
        Step(play(1, "5♥")), Step(play(2, "K♣")),
    ),
    points=(0, 0, 0, 2),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "D took 10♥ and 5♥. How many points is that?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "2: one per heart"), QT_TRANSLATE_NOOP(
                "Lessons",
                "15: the cards' values"),
         QT_TRANSLATE_NOOP("Lessons", "13")),
        0, QT_TRANSLATE_NOOP("Lessons", "Only hearts and Q♠ count; lower is better.")),
)

KITTY = Lesson(
    id="kitty", section=QT_TRANSLATE_NOOP("Lessons", "003 “Players, deck, deal”"),
    title=QT_TRANSLATE_NOOP("Lessons", "The kitty goes with the first trick"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "With three players each gets 17 cards and one is left over, face down: the kitty. "
            "Nobody looks at it; whoever wins the first trick takes it with that trick, points "
            "and all."),
    position=partial(deal_from_hands, hands("A♠ 2♣", "5♠ 3♣", "9♠ 4♣"), leader=0,
                     kitty=("7♥",), given=True),
    steps=(
        Step(play(0, "2♣"), hint=QT_TRANSLATE_NOOP(
                "Lessons",
                "Lead 2♣ so that you do not win the first trick.")),
        Step(play(1, "3♣")), Step(play(2, "4♣")), Step(play(2, "9♠")),
        Step(play(0, "A♠")), Step(play(1, "5♠")),
    ),
    points=(0, 0, 1),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "The kitty was 7♥. Who scored its point?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "C, who won the first trick"), QT_TRANSLATE_NOOP(
                "Lessons",
                "You, who won the last trick"),
         QT_TRANSLATE_NOOP("Lessons", "Nobody: the kitty never counts")),
        0, QT_TRANSLATE_NOOP("Lessons", "The kitty stays face down until the deal is scored.")),
)

SETTLEMENT = Lesson(
    id="settlement", section=QT_TRANSLATE_NOOP("Lessons", "003 “Points and settlement”"),
    title=QT_TRANSLATE_NOOP("Lessons", "Settling against the average"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Points add up over the series, and then everyone settles against the average. The "
            "rule card's series: A 42, B 71, C 19, D 24 points, 156 in all, an average of 39. "
            "Play this last trick, then settle."),
    position=partial(deal_from_hands, hands("2♠", "Q♠", "A♠", "3♠"), leader=3, given=True),
    steps=(
        Step(play(3, "3♠")),
        Step(play(0, "2♠"), hint=QT_TRANSLATE_NOOP("Lessons", "Follow with 2♠.")),
        Step(play(1, "Q♠")), Step(play(2, "A♠")),
    ),
    points=(0, 0, 13, 0),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "In the rule card's series, what does C (19 points) get?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "+20: the average 39 less 19"), QT_TRANSLATE_NOOP(
                "Lessons",
                "−20"),
         QT_TRANSLATE_NOOP("Lessons", "+19")),
        0, QT_TRANSLATE_NOOP("Lessons", "A −3, B −32, C +20, D +15: the results sum to zero.")),
)

WHOLE_DEAL = Lesson(
    id="whole-deal", section="003",
    title=QT_TRANSLATE_NOOP("Lessons", "A whole deal against Easy bots"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "Four players, 13 cards each. Give three cards to the right, follow suit, shed the "
            "Black Lady when you must, and take as few points as you can. Press H for a hint "
            "whenever you wish."),
    whole_deal=WholeDeal(seats=4, seed=26, dealer=3),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "How many points are there in a deal?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "26: 13 hearts and 13 for Q♠"), QT_TRANSLATE_NOOP(
                "Lessons",
                "13"),
         QT_TRANSLATE_NOOP("Lessons", "52: one per card")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "Lower is better: the fewer points you take, the more you win.")),
)

COURSE = Course("hearts", (FOLLOW, GIVE, QUEEN, POINTS, KITTY, SETTLEMENT, WHOLE_DEAL))
"""Hearts' course, in order."""
