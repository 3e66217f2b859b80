"""Hearts as the generic table shows it: hands, the trick, trick piles, the kitty, words.

Everything the viewer sees comes from ``observe(state, viewer)``, so the table cannot show
another hand, a card given face down, or the kitty before the deal is scored (HT-4, HT-5).
The trick lies in the centre with each card before its player (``Centre(…, toward=
seat)``); the tricks a seat took pile up by it with a badge of the points in them (and
"Q♠" when the Black Lady is among them). Once the deal is over every hand is empty and
the kitty lies face up with its points. The last trick can be looked at again
(``review``), and the side panel lists the deal's tricks (``deal_lines``).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ....engine.cards import Card, mask_of
from ....engine.game import DealSettled
from ....models.option_words import OptionWords
from ....models.presentation import (
    Centre,
    Flash,
    Hand,
    Picture,
    Pile,
    Presenter,
    SeatLine,
    SettlementRow,
    Spot,
    fill,
    format_decimal,
    format_units,
)
from ....models.setup import YOU, shown_name
from .. import RULES
from ..actions import Reason
from ..cards import DEAL_POINTS, QS_BIT, SUIT_MASKS, SUIT_OF, points_of, sorted_cards
from ..events import CardPlayed, CardsGiven, KittyRevealed, MoonShot, TrickWon
from ..observe import HeartsView, observe
from ..options import Scoring, give_offset, give_size
from ..series import DealPot, deal_pot
from ..settlement import moon_shooter
from ..state import HeartsState, Phase, Trick
from .option_words import HeartsOptionWords


class HeartsPresenter(Presenter):
    """``models.presentation.Presenter`` for Hearts."""

    def title(self) -> str:
        return self.tr("Hearts")

    def menu_label(self) -> str:
        return self.tr("Play Hea&rts…")

    def preset_name(self, name: str) -> str:
        return {"Classic": self.tr("Classic"), "Standard": self.tr("Standard")}.get(name, name)

    def statistics_label(self, count: str) -> str:
        return {"clean": self.tr("Clean deals"), "queen_taken": self.tr("Q♠ taken"),
                "moons": self.tr("Moons")}.get(count, count)

    def _points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def picture(self, state: HeartsState, viewer: int | None, names: Sequence[str]) -> Picture:
        return self._picture(observe(state, 0 if viewer is None else viewer), viewer, names,
                             review=False)

    def review(self, state: HeartsState, viewer: int | None, names: Sequence[str]
               ) -> Picture | None:
        """The table with the last finished trick in the centre again, titled with who
        took it; None before the first trick is taken."""
        view = observe(state, 0 if viewer is None else viewer)
        if not view.tricks:
            return None
        return self._picture(view, viewer, names, review=True)

    def option_words(self, seats: int = 4) -> OptionWords:
        """The options' labels and value texts for the New Game dialog, for a table of
        ``seats`` (a rotating give names "across" only at an even table)."""
        return HeartsOptionWords(self).words(seats)

    def review_label(self) -> str:
        return self.tr("&Last Trick")

    def _picture(self, view: HeartsView, viewer: int | None, names: Sequence[str], *,
                 review: bool) -> Picture:
        spots: list[Spot] = []
        for other in range(view.players):
            if other == viewer:
                # The cards just received stay marked until this seat's first play.
                fresh = view.received if not view.tricks and view.seat not in self._played_first(
                    view) else 0
                spots += [Spot(card, Hand(other), marked=bool(fresh >> card.index & 1))
                          for card in sorted_cards(view.hand)]
            else:
                spots += [Spot(None, Hand(other))] * view.hand_sizes[other]
        if view.phase is Phase.GIVE:
            # Given cards lie face down before their giver until every seat has given.
            for other in range(view.players):
                if view.gave[other]:
                    spots += [Spot(None, Pile("given", other))] * give_size(view.players)
        shown = self._shown_trick(view, review)
        centre = self._centre(view, shown)
        spots += centre
        in_centre = {spot.card for spot in centre}
        badges: dict[Pile, str] = {}
        counts: dict[Pile, int] = {}
        for other in range(view.players):
            pile = Pile("tricks", other)
            won_cards = [c for t in view.tricks if t.winner == other for c in t.cards]
            # A finished trick in the centre lies there, not on the pile, but is taken:
            # the caption counts it (each card is still drawn in one place only).
            taken = [card for card in won_cards if card not in in_centre]
            spots += [Spot(None, pile)] * len(taken)
            if len(taken) != len(won_cards):
                counts[pile] = len(won_cards)
            won = mask_of(won_cards)
            if points_of(won):  # every card the caption counts, its pile's or the centre's
                badges[pile] = self._badge(won)
        if view.phase is Phase.OVER:
            spots += [Spot(card, Pile("kitty")) for card in sorted_cards(view.kitty)]
            if view.kitty:
                badges[Pile("kitty")] = self._badge(view.kitty)
        else:
            spots += [Spot(None, Pile("kitty"))] * view.kitty_size
        seats = tuple(
            SeatLine(names[s], self.tr("%n card(s)", "", view.hand_sizes[s]) + " · "
                     + self._points(view.points[s]), dealer=s == view.dealer,
                     to_act=s == view.turn)
            for s in range(view.players))
        title = (self._review_title(view.tricks[-1], view, names) if review
                 else self._title(view, names))
        return Picture(tuple(spots), seats, self._status(view, viewer, names),
                       centre_title=title,
                       pile_names={"tricks": self.tr("Cards taken"), "kitty": self.tr("Kitty"),
                                   "given": self.tr("Given")},
                       notes=self._notes(view, viewer, names), badges=badges,
                       centre_by_seat=True, pile_counts=counts)

    def _badge(self, mask: int) -> str:
        """The points in the cards of ``mask``, and "Q♠" when the Black Lady is among them."""
        points = points_of(mask)
        if mask & QS_BIT:
            return self.tr("%n pt(s) · Q♠", "", points)
        return self.tr("%n pt(s)", "", points)

    def _played_first(self, view: HeartsView) -> set[int]:
        """Seats that have played to the first trick so far."""
        return {(view.leader + i) % view.players for i in range(len(view.trick))}

    def _shown_trick(self, view: HeartsView, review: bool) -> Trick | None:
        """The finished trick to show in the centre: while the next trick has no card
        yet the last one stays in view (so everyone sees what took it), or on request."""
        if view.tricks and (review or not view.trick):
            return view.tricks[-1]
        return None

    def _centre(self, view: HeartsView, shown: Trick | None) -> list[Spot]:
        if shown is not None:
            leader, cards, winner = shown.leader, shown.cards, shown.winner
        else:
            leader, cards, winner = view.leader, view.trick, None
        spots = []
        for i, card in enumerate(cards):
            seat = (leader + i) % view.players
            spots.append(Spot(card, Centre(i, toward=seat), seat=seat, marked=seat == winner))
        return spots

    def _title(self, view: HeartsView, names: Sequence[str]) -> str:
        if view.phase is Phase.GIVE:  # HT-5: which way this deal's give goes
            if view.offset == view.players - 1:
                return self.tr("This deal gives to the right")
            if view.offset == 1:
                return self.tr("This deal gives to the left")
            return self.tr("This deal gives across")
        if not view.trick and view.tricks:
            winner = view.tricks[-1].winner
            if winner == view.seat:
                return self.tr("You take the trick")
            return self.tr("%1 takes the trick").replace("%1", names[winner])
        return ""

    def _review_title(self, trick: Trick, view: HeartsView, names: Sequence[str]) -> str:
        points = self._points(points_of(mask_of(trick.cards)))
        if trick.winner == view.seat and names[trick.winner] == shown_name(YOU):
            return self.tr("Last trick: you took it (%2)").replace("%2", points)
        return self.tr("Last trick: %1 took it (%2)").replace(
            "%1", names[trick.winner]).replace("%2", points)

    def _notes(self, view: HeartsView, viewer: int | None, names: Sequence[str]
               ) -> tuple[str, ...]:
        """Where a rule binds: hearts broken (Standard), the Black Lady to shed (HT-7);
        once the deal is scored, the kitty and the moon."""
        notes = []
        if view.phase is Phase.OVER:
            taker = view.tricks[0].winner if view.tricks else None
            if view.kitty and taker is not None:
                notes.append(self._kitty_words(sorted_cards(view.kitty), taker, names,
                                               points_of(view.kitty)))
            shooter = self._moon(view)
            if shooter is not None:
                notes.append(self._moon_words(shooter, names))
            return tuple(notes)
        if view.phase is Phase.PLAY and not view.tricks and not view.trick and give_offset(
                view.options, seats=view.players, number=view.number) == 0:
            notes.append(self.tr("No cards are given this deal"))  # a "keep" deal (HT-5)
        if view.options.hearts_broken and view.phase is Phase.PLAY:
            notes.append(self.tr("Hearts broken") if view.broken
                         else self.tr("Hearts not broken yet"))
        if (viewer is not None and view.options.queen_must_go and view.hand & QS_BIT
                and view.phase is Phase.PLAY):
            notes.append(self.tr("The Black Lady must go"))
        return tuple(notes)

    def _kitty_words(self, cards: Sequence[Card], taker: int, names: Sequence[str],
                     points: int, you: int | None = None) -> str:
        """The kitty revealed and who takes it (HT-4); the role "You" has its own words."""
        mine = taker == you or names[taker] == shown_name(YOU)
        text = (self.tr("The kitty %1 goes to you (%3)") if mine
                else self.tr("The kitty %1 goes to %2 (%3)"))
        return fill(text, " ".join(str(c) for c in cards), names[taker], self._points(points))

    def _moon_words(self, shooter: int, names: Sequence[str]) -> str:
        """The moon in a sentence; the role "You" has its own ("You shoot", not "shoots")."""
        if names[shooter] == shown_name(YOU):
            return self.tr("You shoot the moon!")
        return self.tr("%1 shoots the moon!").replace("%1", names[shooter])

    def _moon(self, view: HeartsView) -> int | None:
        """The seat that shot the moon: its final points are 0 and everyone else's 26."""
        if not view.options.shoot_the_moon or view.phase is not Phase.OVER:
            return None
        zeros = [s for s, p in enumerate(view.points) if p == 0]
        rest = [p for p in view.points if p]
        return zeros[0] if len(zeros) == 1 and all(p == DEAL_POINTS for p in rest) else None

    def _status(self, view: HeartsView, viewer: int | None, names: Sequence[str]) -> str:
        if view.phase is Phase.OVER:
            return self.tr("The deal is over.")
        assert view.turn is not None
        if view.turn != viewer:
            if view.phase is Phase.GIVE:  # HT-5: choosing the cards to give, not playing
                return self.tr("%1 to give").replace("%1", names[view.turn])
            return self.tr("%1 to play").replace("%1", names[view.turn])
        if view.phase is Phase.GIVE:
            to = names[(view.seat + view.offset) % view.players]
            return self.tr("Choose %n card(s) to give to %1, then Confirm", "",
                           give_size(view.players)).replace("%1", to)
        playable = view.playable()
        if playable == QS_BIT and view.trick and view.options.queen_must_go:
            return self.tr("The Black Lady must go: play the Q♠")
        if not view.trick:
            if view.options.hearts_broken and not view.broken:
                return self.tr("Your lead: hearts are not broken yet")
            return self.tr("Your lead")
        led = view.trick[0].suit.symbol
        if playable & SUIT_MASKS[SUIT_OF[view.trick[0].index]]:
            return self.tr("Your turn: follow %1").replace("%1", led)
        return self.tr("Your turn: you have no %1, play any card you may").replace("%1", led)

    def describe(self, event: object, names: Sequence[str], you: int | None = None) -> str:
        if isinstance(event, CardPlayed):
            text = (self.tr("You play %2") if event.seat == you else self.tr("%1 plays %2"))
            return text.replace("%1", names[event.seat]).replace("%2", str(event.card))
        if isinstance(event, CardsGiven):
            if event.seat == you:
                text = self.tr("You give %n card(s) to %2", "", event.count)
            elif event.to == you:
                text = self.tr("%1 gives you %n card(s)", "", event.count)
            else:
                text = self.tr("%1 gives %n card(s) to %2", "", event.count)
            return text.replace("%1", names[event.seat]).replace("%2", names[event.to])
        if isinstance(event, TrickWon):
            text = (self.tr("You take the trick (%2)") if event.seat == you
                    else self.tr("%1 takes the trick (%2)"))
            return text.replace("%1", names[event.seat]).replace(
                "%2", self._points(event.points))
        if isinstance(event, KittyRevealed):
            return self._kitty_words(event.cards, event.seat, names, event.points, you)
        if isinstance(event, MoonShot):
            text = (self.tr("You shoot the moon!") if event.seat == you
                    else self.tr("%1 shoots the moon!"))
            return text.replace("%1", names[event.seat])
        return ""

    def event_cards(self, event: object) -> tuple[Card, ...]:
        if isinstance(event, CardPlayed):
            return (event.card,)
        return tuple(event.cards) if isinstance(event, KittyRevealed) else ()

    def refusal(self, reason: object) -> str:
        texts: dict[object, str] = {
            Reason.NOT_YOUR_TURN: self.tr("It is not your turn."),
            Reason.MUST_FOLLOW_SUIT: self.tr("You must follow the suit led."),
            Reason.QUEEN_MUST_GO: self.tr("The Black Lady (Q♠) must go at the first chance."),
            Reason.MUST_LEAD_LOWEST_CLUB: self.tr(
                "The first trick is led with the 2♣, or the lowest club when it is in the kitty."),
            Reason.NO_POINTS_FIRST_TRICK: self.tr(
                "No heart and no Q♠ on the first trick while you hold another card."),
            Reason.HEARTS_NOT_BROKEN: self.tr(
                "Hearts are not broken yet: lead another suit until a heart or Q♠ is played."),
            Reason.NO_HEART_LEAD_YET: self.tr("No heart may be led before the third trick."),
            Reason.GIVE_NOW: self.tr("Give your cards first: play starts once everyone has."),
            Reason.NOT_GIVING: self.tr("The give is over: play a card."),
            Reason.WRONG_COUNT: self.tr("Choose exactly the number of cards this table gives."),
            Reason.REPEATED_CARD: self.tr("A card cannot be given twice."),
            Reason.CARD_NOT_IN_HAND: self.tr("That card is not in your hand."),
            Reason.DEAL_OVER: self.tr("The deal is over."),
            Reason.NO_SUCH_SEAT: self.tr("There is no such seat at this table."),
        }
        return texts.get(reason, self.tr("That card cannot be played now."))

    def settlement(self, state: HeartsState, names: Sequence[str],
                   deal: DealSettled | None = None
                   ) -> tuple[tuple[str, ...], tuple[SettlementRow, ...]]:
        """Per seat the tricks taken, the points (kitty and moon included) and the units:
        against the deal's average (HT-10), or the chips won less the chips paid (HT-12;
        ``deal`` is the deal's place in the series' settlement, a deal on its own when
        None), one decimal where fractional."""
        points = RULES.points(state)
        units = RULES.settlement(state) if deal is None else deal.units
        rows = tuple(SettlementRow(names[s], (str(sum(t.winner == s for t in state.tricks)),
                                              str(points[s])), format_units(units[s]))
                     for s in range(len(names)))
        return (self.tr("Tricks"), self.tr("Points")), rows

    def settlement_notes(self, state: HeartsState, names: Sequence[str],
                         deal: DealSettled | None = None) -> tuple[str, ...]:
        points = RULES.points(state)
        if state.options.scoring is Scoring.AVERAGE:
            average = Fraction(sum(points), len(points))
            notes = [self.tr("Average: %1 points; each settles the average less their own "
                             "(lower is better)").replace("%1", _decimal(average))]
        else:
            pot = deal_pot(points, state.options.scoring,
                           carried=0 if deal is None else deal.carried_in)
            notes = self._pot_notes(pot, names,
                                    totaliser=state.options.scoring is Scoring.TOTALISER)
            left = pot.left
            if left and (deal is None or deal.closing):  # the series' last deal
                notes.append(self.tr("The series is over: the %n chip(s) still in the "
                                         "pot are shared by everyone, %1 each.", "", left)
                                 .replace("%1", _decimal(Fraction(left, len(names)))))
        shooter = moon_shooter(state)
        if shooter is not None:
            notes.append(self._moon_words(shooter, names))
        return tuple(notes)

    def auto_pass_label(self) -> str:
        """Hearts has no passes (a give is not a pass): no automatic pass to offer."""
        return ""

    def carried_note(self, chips: int) -> str:
        """The chips an earlier deal left in the pot, for the table's notes (HT-12)."""
        if not chips:
            return ""
        return self.tr("Pot carried from earlier deals: %n chip(s)", "", chips)

    def _pot_notes(self, pot: DealPot, names: Sequence[str], *, totaliser: bool
                   ) -> list[str]:
        """The pot or the totaliser's jackpot in words: its chips (and what it carried
        in), who takes it, what stays in it for the next deal (HT-12; ``series.deal_pot``)."""
        takers = ", ".join(names[s] for s in pot.takers)
        notes = []
        if pot.carried:
            notes.append(self.tr("Carried in the pot from earlier deals: %n chip(s).", "",
                                 pot.carried))
        # Who takes it: "you" (the role has its own verb forms), one seat, several, none.
        who = ("none" if not pot.takers else "many" if len(pot.takers) > 1
               else "you" if names[pot.takers[0]] == shown_name(YOU) else "one")
        n = pot.pot
        text = {
            (False, "you"): lambda: self.tr(
                "Pot: %n chip(s). You have the lowest score and take it all.", "", n),
            (False, "one"): lambda: self.tr(
                "Pot: %n chip(s). %1 has the lowest score and takes it all.", "", n),
            (False, "many"): lambda: self.tr(
                "Pot: %n chip(s). Lowest score, splitting it: %1, %2 each.", "", n),
            (True, "none"): lambda: self.tr(
                "Totaliser: %n chip(s). Nobody took 0 points: the jackpot stays in the pot "
                "for the next deal.", "", n),
            (True, "you"): lambda: self.tr(
                "Totaliser: %n chip(s). You took no points and win the jackpot.", "", n),
            (True, "one"): lambda: self.tr(
                "Totaliser: %n chip(s). %1 took no points and wins the jackpot.", "", n),
            (True, "many"): lambda: self.tr(
                "Totaliser: %n chip(s). No points, splitting the jackpot: %1, %2 each.", "", n),
        }[totaliser, who]()
        notes.append(fill(text, takers, pot.share))
        if pot.takers and pot.left:
            notes.append(self.tr("%n odd chip(s) stay in the pot for the next deal.",
                                 "", pot.left))
        notes.append(self.tr("Each seat pays one chip per point; units: chips won less "
                             "chips paid."))
        return notes

    def flashes(self, event: object, players: int) -> tuple[Flash, ...]:
        if isinstance(event, TrickWon) and event.points:
            return (Flash(event.seat, "+" + str(event.points), False),)
        return ()

    def deal_lines(self, state: HeartsState, names: Sequence[str]) -> tuple[str, tuple[str, ...]]:
        """One line per finished trick: who led what, who took it, its points."""
        lines = tuple(
            self.tr("%1. %2 led %3 · %4 took it · %5").replace("%1", str(number)).replace(
                "%2", names[trick.leader]).replace("%3", str(trick.cards[0])).replace(
                "%4", names[trick.winner]).replace(
                "%5", self._points(points_of(mask_of(trick.cards))))
            for number, trick in enumerate(state.tricks, start=1))
        return self.tr("Tricks"), lines


def _decimal(value: Fraction) -> str:
    """A number with at most one decimal in the UI language: "6.5" ("6,5"), "8.7", "13"."""
    return format_decimal(value)
