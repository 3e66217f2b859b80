"""Comet's course (Help → Learn to Play): the rule card's own examples as lessons.

Pure data for ``engine.lessons``: positions from ``deal_from_hands`` (cards named in no
hand are dead), the other seats' moves, the learner's moves (seat 0, "You") with the
mistakes each guards against and the reason the rules give. Sections are those of the
app's Comet card (Help → Rules, ``resources/rules/comet/``), §01–§06 in every language,
not seed 004's eight: its §07 and §08 have no section there.
Seats: You (0), then B (1), C (2) (and D (3)) clockwise. Points are balances, the ante of
1 already paid into the bank (CM-4).
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
    played_out,
)
from . import rules
from .actions import Pass, Reason
from .state import deal_from_hands

RUN = Lesson(
    id="a-run", section="004 §03",
    title=QT_TRANSLATE_NOOP("Lessons", "A run in one suit"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "With a free start you play any card, then every card you hold that continues it "
            "upward in the same suit. Where you lack the next card, it is announced and the "
            "turn passes left. Start with 3♣."),
    position=partial(deal_from_hands, hands("3♣ 4♣ 5♣ 7♣ K♥", "6♣ 2♠", "9♠ 10♠ J♠"),
                     leader=0),
    steps=(
        Step(play(0, "3♣"), wrong=(Wrong(Pass(0), Reason.MUST_START),),
             hint=QT_TRANSLATE_NOOP("Lessons", "You have a free start: play 3♣.")),
        Step(play(0, "4♣"), wrong=(Wrong(play(0, "7♣"), Reason.MUST_PLAY_NEEDED),),
             hint=QT_TRANSLATE_NOOP("Lessons", "The run needs 4♣ next, and you hold it: play it.")),
        Step(play(0, "5♣"), wrong=(Wrong(play(0, "K♥"), Reason.MUST_PLAY_NEEDED),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Go on with 5♣.")),
        Step(play(1, "6♣")), Step(Pass(2)),
        Step(play(0, "7♣"), wrong=(Wrong(Pass(0), Reason.CANNOT_PASS),),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "The run needs 7♣ and you hold it: you must play it.")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "You lacked 6♣ after 5♣. What happened to the run?"),
        (QT_TRANSLATE_NOOP(
                "Lessons",
                "“Without the Six of Clubs” was said, and B, who held it, went on"),
         QT_TRANSLATE_NOOP("Lessons", "It ended, and you started again"),
         QT_TRANSLATE_NOOP("Lessons", "You could play any other club")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "A run goes on from the missing card, with whoever holds it.")),
)

FOLLOW = Lesson(
    id="follow", section="004 §03",
    title=QT_TRANSLATE_NOOP("Lessons", "Holding the next card, you must play it"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "C started a club run with A♣, which paid C 1 from each player, and ran it to "
            "5♣: now it is your turn. You hold 6♣ and 7♣: you may not pass, and no other card "
            "may be played. When the run stops with you, the missing card is announced for "
            "you."),
    # C lays A♣–5♣ through the rules, so the table shows the run as in play.
    position=partial(played_out, partial(deal_from_hands, hands(
        "6♣ 7♣ 2♥", "3♥ 4♥", "A♣ 2♣ 3♣ 4♣ 5♣ 5♥ 9♠"), leader=2), rules.apply,
        *(play(2, card) for card in ("A♣", "2♣", "3♣", "4♣", "5♣"))),
    steps=(
        Step(play(0, "6♣"), wrong=(Wrong(Pass(0), Reason.CANNOT_PASS),
                                    Wrong(play(0, "2♥"), Reason.MUST_PLAY_NEEDED)),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "The run needs 6♣ and it is in your hand: play it.")),
        Step(play(0, "7♣"), wrong=(Wrong(play(0, "2♥"), Reason.MUST_PLAY_NEEDED),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Continue with 7♣.")),
    ),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Who may play a card when it is not their turn?"),
        (QT_TRANSLATE_NOOP("Lessons", "Nobody: every card is played in turn"),
         QT_TRANSLATE_NOOP("Lessons", "Whoever holds the next card"), QT_TRANSLATE_NOOP(
                     "Lessons",
                     "Whoever holds the Comet")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "This is Foster's Commit: the turn always goes left, one seat at a time.")),
)

KING = Lesson(
    id="king", section="004 §03, §05",
    title=QT_TRANSLATE_NOOP("Lessons", "A King ends the run and pays"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "A King stops its run at once and gives its player a free start. Whoever plays a "
            "King receives 1 from every other player. Play J♥, Q♥ and K♥, then start again."),
    position=partial(deal_from_hands, hands("J♥ Q♥ K♥ 2♠", "3♠ 4♠", "5♠ 6♠"), leader=0),
    steps=(
        Step(play(0, "J♥"), hint=QT_TRANSLATE_NOOP("Lessons", "Start the hearts with J♥.")),
        Step(play(0, "Q♥"), wrong=(Wrong(play(0, "2♠"), Reason.MUST_PLAY_NEEDED),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Continue with Q♥.")),
        Step(play(0, "K♥"), wrong=(Wrong(play(0, "2♠"), Reason.MUST_PLAY_NEEDED),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Play K♥: it ends the run and pays you.")),
    ),
    points=(1, -2, -2),
    question=Question(
        QT_TRANSLATE_NOOP(
                "Lessons",
                "After the ante of 1, you stand at +1 and B and C at −2. Why?"),
        (QT_TRANSLATE_NOOP("Lessons", "The King paid you 1 from each of B and C"),
         QT_TRANSLATE_NOOP("Lessons", "Every heart paid 1"),
         QT_TRANSLATE_NOOP("Lessons", "You took the bank")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "Everyone put 1 into the bank; the King then paid you 2 in all.")),
)

COMET = Lesson(
    id="the-comet", section="004 §04, §05",
    title=QT_TRANSLATE_NOOP("Lessons", "The Comet instead of a pass"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "C started a club run with 4♣ and laid 5♣: now it is your turn, and you lack 6♣."
            " But you hold 9♦, the Comet. Instead of passing you may play it, and it pays you"
            " 2 from every other player. It never stands for the missing 6♣."),
    # C lays 4♣ 5♣ through the rules. 6♣ is B's: the seat that laid 5♣ cannot hold it
    # (it must have gone on, CM-8), and B has not had a turn since.
    position=partial(played_out, partial(deal_from_hands, hands(
        "9♦ 2♥ 3♥", "6♣ 10♦ J♦ 4♥", "4♣ 5♣ 7♣ 5♥"), leader=2), rules.apply,
        play(2, "4♣"), play(2, "5♣")),
    steps=(
        Step(play(0, "9♦"), wrong=(Wrong(play(0, "2♥"), Reason.WRONG_CARD),),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "You cannot continue the clubs: play the Comet, 9♦.")),
        Step(play(1, "10♦")), Step(play(1, "J♦")), Step(Pass(2)),
    ),
    points=(3, -3, -3),
    question=Question(
        QT_TRANSLATE_NOOP(
                "Lessons",
                "B held 6♣ and 10♦, and went on with 10♦ and J♦. May 6♣ still continue the "
                "clubs?"),
        (QT_TRANSLATE_NOOP("Lessons", "No: once a branch is played the other is closed"),
         QT_TRANSLATE_NOOP("Lessons", "Yes: 6♣ is still needed"),
         QT_TRANSLATE_NOOP("Lessons", "Yes: B may play it on the next turn")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "6♣ stays in B's hand; the Comet did not turn into it, and the clubs are "
                "closed.")),
)

BRANCH = Lesson(
    id="branch", section="004 §04",
    title=QT_TRANSLATE_NOOP("Lessons", "After the Comet: choose the branch"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "B started a club run with 4♣ and laid 5♣; C lacks 6♣ and plays the Comet "
            "instead of passing. The next player chooses: go on with the old run from 6♣, or "
            "start a diamond continuation with 10♦. You hold both; here, take the diamonds."),
    # B lays 4♣ 5♣ through the rules; C, next, lacks 6♣ and plays the Comet (a step).
    position=partial(played_out, partial(deal_from_hands, hands(
        "6♣ 10♦ J♦ 3♠", "4♣ 5♣ 4♠ 7♣ Q♦", "9♦ 2♥ 3♥"), leader=1), rules.apply,
        play(1, "4♣"), play(1, "5♣")),
    steps=(
        Step(play(2, "9♦")),
        Step(play(0, "10♦"), wrong=(Wrong(play(0, "3♠"), Reason.MUST_PLAY_NEEDED),
                                     Wrong(Pass(0), Reason.CANNOT_PASS)),
             hint=QT_TRANSLATE_NOOP(
                     "Lessons",
                     "Start the diamond branch with 10♦; J♦ follows it.")),
        Step(play(0, "J♦")),
    ),
    points=(-3, -3, 3),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "If you had held 6♣ but not 10♦, what could you do?"),
        (QT_TRANSLATE_NOOP("Lessons", "Play 6♣: holding one branch's card, you must play it"),
         QT_TRANSLATE_NOOP("Lessons", "Pass"), QT_TRANSLATE_NOOP("Lessons", "Play any club")),
        0, QT_TRANSLATE_NOOP("Lessons", "With both you choose; with one you must play it.")),
)

END = Lesson(
    id="end-of-deal", section="004 §05",
    title=QT_TRANSLATE_NOOP("Lessons", "Going out: the bank, Kings and the Comet pay"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "The first empty hand ends the deal and takes the bank. Cards left cost nothing, "
            "except that each King still held pays 1 to every other player, and a Comet still "
            "held pays 2 to each. Four players: play your last card."),
    position=partial(deal_from_hands, hands("2♠", "K♣ K♥ 5♥", "9♦ 6♥", "7♥ 8♥"), leader=0),
    steps=(
        Step(play(0, "2♠"), wrong=(Wrong(Pass(0), Reason.MUST_START),),
             hint=QT_TRANSLATE_NOOP("Lessons", "Play 2♠, your last card.")),
    ),
    points=(7, -5, -5, 3),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Why did D, who kept two cards, end at +3?"),
        (QT_TRANSLATE_NOOP("Lessons", "B's two Kings and C's Comet paid D as well"),
         QT_TRANSLATE_NOOP("Lessons", "D took half the bank"), QT_TRANSLATE_NOOP(
                     "Lessons",
                     "Every card left pays its holder")),
        0, QT_TRANSLATE_NOOP(
                "Lessons",
                "D paid the ante of 1 and received 2 from B and 2 from C.")),
)

WHOLE_DEAL = Lesson(
    id="whole-deal", section="004 §02–§05",
    title=QT_TRANSLATE_NOOP("Lessons", "A whole deal against Easy bots"),
    text=QT_TRANSLATE_NOOP(
            "Lessons",
            "51 cards, 8♦ taken out; three players get 17 each. Continue runs when you can, "
            "keep the Comet for a turn you cannot, and be the first to empty your hand. Press H"
            " for a hint whenever you wish."),
    whole_deal=WholeDeal(seats=3, seed=26, dealer=2),
    question=Question(
        QT_TRANSLATE_NOOP("Lessons", "Which cards pay when they are played?"),
        (QT_TRANSLATE_NOOP("Lessons", "An Ace starting a run, a King, and the Comet"),
         QT_TRANSLATE_NOOP("Lessons", "Every diamond"),
         QT_TRANSLATE_NOOP("Lessons", "Only the last card of a hand")),
        0, QT_TRANSLATE_NOOP("Lessons", "Ace and King pay 1 from each player, the Comet 2.")),
)

COURSE = Course("comet", (RUN, FOLLOW, KING, COMET, BRANCH, END, WHOLE_DEAL))
"""Comet's course, in order."""
