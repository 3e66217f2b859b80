"""Earl of Coventry as the generic table shows it: hands, the quartet in play, spent ranks.

What the viewer sees comes from ``observe(state, viewer)``: other hands are counts
(seed 000 §02). The centre holds the quartet in play, each card in the slot of its
position (1st = the lead, EC-8) under its player's name, the slots still to come
outlined; its title is the call of the card just played (EC-12, seed 000 §04) in the
language and style the calls panel chose, which need not be the interface language.
Spent quartets lie face down on one pile, and their ranks are listed under the centre
(they are public: seed 000 §03). Once someone goes out every hand is shown, since the
cards left are what the deal pays (EC-14).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.cards import Card, cards_of
from ....engine.game import DealSettled
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
    format_units,
    quoted,
)
from ....models.setup import YOU, shown_name
from ..actions import Pass, Play, Reason
from ..calls import call_text
from ..events import CardPlayed, DealWon, Passed, QuartetCompleted
from ..observe import SeatView, observe
from ..settlement import settle
from ..state import DealState, Phase
from .words import rank_name, rank_symbol, reason_text, ui_call_language

if TYPE_CHECKING:
    from .extras import CoventryExtras

QUARTET = 4
"""Cards of one rank: the centre's four slots (EC-8)."""


class CoventryPresenter(Presenter):
    """``models.presentation.Presenter`` for Earl of Coventry.

    Attributes:
        call_language: the language of the calls ("ru", "fr", "en"); the calls panel
            sets it, by default the interface language where the calls have it.
        call_style: "rhymes" or "snip-snap" (Foster's, seed 002).
        held: whether the call of a card (seat, card, position) is held back for now:
            in-game practice asks the person for it first (``install`` sets it).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.call_language = ui_call_language()
        self.call_style = "rhymes"
        self.held: Callable[[int, Card, int], bool] = lambda _seat, _card, _position: False

    def title(self) -> str:
        return self.tr("Earl of Coventry")

    def menu_label(self) -> str:
        return self.tr("Play Earl of Co&ventry…")

    def rules_title(self) -> str:
        return self.tr("Rules of Earl of Coventry")

    def use_language(self, language: str) -> None:
        """A transcript's calls in ``language`` (``show --language``)."""
        self.call_language = language

    def install(self, host: Any) -> CoventryExtras:
        """Coventry's additions to its game window (``GameWindow`` calls this once, before
        the first deal): the Calls tab, in-game practice, and the practice dialogs in the
        Game and Help menus."""
        from .extras import CoventryExtras  # Qt widgets: only a window needs them

        return CoventryExtras(host, self)

    def _call(self, seat: int, card: Card, position: int) -> str:
        """The call said with ``card`` (EC-12), or "" while practice holds it back."""
        if self.held(seat, card, position):
            return ""
        return call_text(card.rank, position, self.call_language, self.call_style)

    # -- the table ------------------------------------------------------------------------
    def picture(self, state: DealState, viewer: int | None, names: Sequence[str]) -> Picture:
        view = observe(state, 0 if viewer is None else viewer)
        return self._picture(state, view, viewer, names, view.quartet)

    def _picture(self, state: DealState, view: SeatView, viewer: int | None,
                 names: Sequence[str], quartet: Sequence[Play]) -> Picture:
        over = view.phase is Phase.OVER
        spots: list[Spot] = []
        for seat in range(view.players):
            if seat == viewer or over:  # once over, the cards left are shown: they pay
                spots += [Spot(card, Hand(seat)) for card in cards_of(state.masks[seat])]
            else:
                spots += [Spot(None, Hand(seat))] * view.hand_sizes[seat]
        for position, play in enumerate(quartet):
            spots.append(Spot(play.card, Centre(position), label=names[play.seat],
                              seat=play.seat))
        if quartet and not over:  # the places the rank's other cards will take
            spots += [Spot(None, Centre(position), outline=True)
                      for position in range(len(quartet), QUARTET)]
        # The Last Quartet's cards lie in the centre, not on the pile, but are spent: the
        # caption counts them (each card is still drawn in one place only).
        spent = sum(len(q) for q in view.completed)
        shown = len(quartet) if quartet is not view.quartet else 0
        spots += [Spot(None, Pile("spent"))] * (spent - shown)
        counts = {Pile("spent"): spent} if shown else {}
        seats = tuple(SeatLine(names[s], self._detail(state, view, s),
                               dealer=s == view.dealer, to_act=not over and s == view.turn)
                      for s in range(view.players))
        last = quartet[-1] if quartet else None
        title = self._call(last.seat, last.card, len(quartet)) if last is not None else ""
        return Picture(tuple(spots), seats, self._status(view, viewer, names),
                       centre_title=title, pile_names={"spent": self.tr("Spent cards")},
                       notes=self._notes(view), pile_counts=counts)

    def _detail(self, state: DealState, view: SeatView, seat: int) -> str:
        detail = self.tr("%n card(s)", "", view.hand_sizes[seat])
        if view.phase is Phase.OVER:
            detail += " · " + format_units(settle(state)[seat])
        return detail

    def _notes(self, view: SeatView) -> tuple[str, ...]:
        if not view.completed:
            return ()
        ranks = ", ".join(rank_symbol(q[0].card.rank) for q in view.completed)
        return (fill(self.tr("Spent: %1"), ranks),)

    def _status(self, view: SeatView, viewer: int | None, names: Sequence[str]) -> str:
        if view.phase is Phase.OVER:
            assert view.winner is not None
            return (self.tr("You went out!") if view.winner == viewer
                    else fill(self.tr("%1 went out!"), names[view.winner]))
        if view.turn != viewer:
            return fill(self.tr("%1 to play"), names[view.turn])
        if view.phase is Phase.LEAD:
            return self.tr("Your lead: play any card")
        assert view.rank is not None
        if view.legal_actions() == [Pass(view.seat)]:
            return fill(self.tr("No %1 in your hand: pass (P)"), rank_name(view.rank))
        return fill(self.tr("Play a card of rank %1"), rank_name(view.rank))

    def review_label(self) -> str:
        return self.tr("&Last Quartet")

    def review(self, state: DealState, viewer: int | None, names: Sequence[str]
               ) -> Picture | None:
        """The last spent quartet back in the centre, each card under its player."""
        view = observe(state, 0 if viewer is None else viewer)
        if not view.completed:
            return None
        return self._picture(state, view, viewer, names, view.completed[-1])

    # -- words ----------------------------------------------------------------------------
    def spoken(self, event: object) -> tuple[str, str]:
        """The call said with a card (EC-12), in the calls' own language."""
        if isinstance(event, CardPlayed):
            call = self._call(event.seat, event.card, event.position)
            return (call, self.call_language) if call else ("", "")
        return "", ""

    def describe(self, event: object, names: Sequence[str], you: int | None = None) -> str:
        # The replay viewer's sentences (one translation for both), the call after a card.
        translate = QCoreApplication.translate
        mine = getattr(event, "seat", None) == you
        if isinstance(event, CardPlayed):
            text = (fill(translate("ReplayViewer", "You play %1."), event.card) if mine
                    else fill(translate("ReplayViewer", "%1 plays %2."), names[event.seat],
                              event.card))
            call = self._call(event.seat, event.card, event.position)
            return f"{text} {quoted(call, self.call_language)}" if call else text
        if isinstance(event, Passed):
            return (translate("ReplayViewer", "You pass.") if mine
                    else fill(translate("ReplayViewer", "%1 passes."), names[event.seat]))
        if isinstance(event, QuartetCompleted):
            return (translate("ReplayViewer", "The quartet is complete; you lead again.")
                    if mine else fill(translate(
                        "ReplayViewer", "The quartet is complete; %1 leads again."),
                        names[event.seat]))
        if isinstance(event, DealWon):
            return (translate("ReplayViewer", "You go out and win the deal.") if mine
                    else fill(translate("ReplayViewer", "%1 goes out and wins the deal."),
                              names[event.seat]))
        return ""

    def event_cards(self, event: object) -> tuple[Card, ...]:
        return (event.card,) if isinstance(event, CardPlayed) else ()

    def refusal(self, reason: object) -> str:
        return reason_text(reason) if isinstance(reason, Reason) else \
            self.tr("That card cannot be played now.")

    def settlement(self, state: DealState, names: Sequence[str],
                   deal: DealSettled | None = None
                   ) -> tuple[tuple[str, ...], tuple[SettlementRow, ...]]:
        """Per seat the cards left and the units: −1 per card left, the winner their sum
        (EC-14)."""
        units = settle(state)
        rows = tuple(SettlementRow(names[s], (str(state.masks[s].bit_count()),),
                                   format_units(units[s])) for s in range(state.players))
        return (self.tr("Cards left"),), rows

    def carried_note(self, chips: int) -> str:
        """No pot carries between deals in this game."""
        return ""

    def settlement_notes(self, state: DealState, names: Sequence[str],
                         deal: DealSettled | None = None) -> tuple[str, ...]:
        assert state.winner is not None
        went = (self.tr("You went out!") if names[state.winner] == shown_name(YOU)
                else fill(self.tr("%1 went out!"), names[state.winner]))
        return (went, self.tr("Each other player pays the winner 1 per card left."))

    def auto_pass_label(self) -> str:
        """View → the automatic pass, in Coventry's terms (EC: a pass without the rank)."""
        return self.tr("Pass &Automatically When I Have No Card of the Rank")

    def flashes(self, event: object, players: int) -> tuple[Flash, ...]:
        """A pass is shown for a moment at the seat that passed."""
        if isinstance(event, Passed):
            return (Flash(event.seat, self.tr("Pass"), True),)
        return ()

    def deal_lines(self, state: DealState, names: Sequence[str]
                   ) -> tuple[str, tuple[str, ...]]:
        """One line per spent quartet: its rank, who led it and who completed it."""
        lines = []
        for number, quartet in enumerate(state.completed, 1):
            lines.append(fill(self.tr("%1. %2: %3 led, %4 completed"), number,
                              rank_name(quartet[0].card.rank), names[quartet[0].seat],
                              names[quartet[-1].seat]))
        return (self.tr("Quartets"), tuple(lines)) if lines else ("", ())
