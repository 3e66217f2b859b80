"""Hearts as the generic table shows it: hands, the trick, trick piles, the kitty, words.

Everything the viewer sees comes from ``observe(state, viewer)``, so the table cannot show
another hand, a card given face down, or the kitty before the deal is scored (HT-4, HT-5).
Once the deal is over every hand is empty and the kitty is shown face up.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from ....models.presentation import (
    Centre,
    Hand,
    Picture,
    Pile,
    SeatLine,
    SettlementRow,
    Spot,
    format_units,
)
from .. import RULES
from ..actions import Reason
from ..cards import QS_BIT, SUIT_MASKS, SUIT_OF, sorted_cards
from ..events import CardPlayed, CardsGiven, KittyRevealed, MoonShot, TrickWon
from ..observe import HeartsView, observe
from ..options import give_size
from ..state import HeartsState, Phase


class HeartsPresenter(QObject):
    """``models.presentation.Presenter`` for Hearts; a QObject for ``tr``."""

    def _points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def picture(self, state: HeartsState, viewer: int | None, names: Sequence[str]) -> Picture:
        seat = 0 if viewer is None else viewer
        view = observe(state, seat)
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
        centre = self._centre(view, names)
        spots += centre
        for other in range(view.players):
            taken = sum(len(t.cards) for t in view.tricks if t.winner == other)
            if not view.trick and view.tricks and view.tricks[-1].winner == other:
                taken -= len(centre)  # the last trick still lies in the centre
            spots += [Spot(None, Pile("tricks", other))] * taken
        if view.phase is Phase.OVER:
            spots += [Spot(card, Pile("kitty")) for card in sorted_cards(view.kitty)]
        else:
            spots += [Spot(None, Pile("kitty"))] * view.kitty_size
        seats = tuple(
            SeatLine(names[s], self.tr("%n card(s)", "", view.hand_sizes[s]) + " · "
                     + self._points(view.points[s]), dealer=s == view.dealer,
                     to_act=s == view.turn)
            for s in range(view.players))
        return Picture(tuple(spots), seats, self._status(view, viewer, names),
                       centre_title=self._title(view, names),
                       pile_names={"tricks": self.tr("Cards taken"), "kitty": self.tr("Kitty"),
                                   "given": self.tr("Given")})

    def _played_first(self, view: HeartsView) -> set[int]:
        """Seats that have played to the first trick so far."""
        return {(view.leader + i) % view.players for i in range(len(view.trick))}

    def _centre(self, view: HeartsView, names: Sequence[str]) -> list[Spot]:
        # While the next trick has no card yet, the last one stays in view, so everyone
        # sees the card that took it.
        if view.trick:
            leader, cards = view.leader, view.trick
        elif view.tricks:
            leader, cards = view.tricks[-1].leader, view.tricks[-1].cards
        else:
            return []
        return [Spot(card, Centre(i), names[(leader + i) % view.players],
                     seat=(leader + i) % view.players) for i, card in enumerate(cards)]

    def _title(self, view: HeartsView, names: Sequence[str]) -> str:
        if not view.trick and view.tricks and view.phase is not Phase.GIVE:
            winner = view.tricks[-1].winner
            if winner == view.seat:
                return self.tr("You take the trick")
            return self.tr("%1 takes the trick").replace("%1", names[winner])
        return ""

    def _status(self, view: HeartsView, viewer: int | None, names: Sequence[str]) -> str:
        if view.phase is Phase.OVER:
            return self.tr("The deal is over.")
        assert view.turn is not None
        if view.turn != viewer:
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
            return self.tr("The kitty %1 goes to %2 (%3)").replace(
                "%1", " ".join(str(c) for c in event.cards)).replace(
                "%2", names[event.seat]).replace("%3", self._points(event.points))
        if isinstance(event, MoonShot):
            text = (self.tr("You shoot the moon!") if event.seat == you
                    else self.tr("%1 shoots the moon!"))
            return text.replace("%1", names[event.seat])
        return ""

    def refusal(self, reason: object) -> str:
        texts: dict[object, str] = {
            Reason.NOT_YOUR_TURN: self.tr("It is not your turn."),
            Reason.MUST_FOLLOW_SUIT: self.tr("You must follow the suit led."),
            Reason.QUEEN_MUST_GO: self.tr("The Black Lady (Q♠) must go at the first chance."),
            Reason.MUST_LEAD_LOWEST_CLUB: self.tr("The first trick is led with the 2♣."),
        }
        return texts.get(reason, self.tr("That card cannot be played now."))

    def settlement(self, state: HeartsState, names: Sequence[str]
                   ) -> tuple[tuple[str, ...], tuple[SettlementRow, ...]]:
        points = RULES.points(state)
        units = RULES.settlement(state)
        rows = tuple(SettlementRow(names[s], (str(points[s]),), format_units(units[s]))
                     for s in range(len(names)))
        return (self.tr("Points"),), rows


