"""Comet as the generic table shows it: hands, the run in play, the bank, the payments.

What the viewer sees comes from ``observe(state, viewer)``: other hands are counts, the
dead cards are backs until the deal ends (CM-5, seed 004 §06). The centre shows the run
in play in order, ending in an outlined slot for the card it needs (``centre``), and its
title the announcement of that card ("Without the Six of Clubs", CM-7) in the game's
language; under it the bank ("Bank: 4") and the cards passes have proved dead. Each
payment rises for a moment at the seats it touches ("+2", "−1", CM-15).
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.cards import Card, cards_of
from ....engine.game import DealSettled
from ....i18n import current_language
from ....models.presentation import (
    Flash,
    Hand,
    Picture,
    Pile,
    Presenter,
    SeatLine,
    SettlementRow,
    Spot,
    format_units,
)
from ....models.setup import YOU, shown_name
from .. import RULES
from ..actions import Reason
from ..announce import LANGUAGES, announcement, comet_cry
from ..deck import COMET, KING_MASK, card_or_none
from ..events import Announced, CardPlayed, CometPlayed, DealWon, Passed, Payment
from ..observe import CometView, observe
from ..state import CometState, Phase
from .centre import centre_spots, known_dead


def _language() -> str:
    language = current_language()
    return language if language in LANGUAGES else "en"


def in_suits(mask: int) -> list[Card]:
    """A hand as a Comet player holds it: by suit, each suit in run order (A up to K)."""
    return sorted(cards_of(mask), key=lambda card: (card.suit, card.rank))


class CometPresenter(Presenter):
    """``models.presentation.Presenter`` for Comet."""

    def title(self) -> str:
        return self.tr("Comet")

    def menu_label(self) -> str:
        return self.tr("Play Co&met…")

    def statistics_label(self, count: str) -> str:
        return {"comets": self.tr("Comets played"),
                "kings_stranded": self.tr("Kings kept")}.get(count, count)

    def picture(self, state: CometState, viewer: int | None, names: Sequence[str]) -> Picture:
        view = observe(state, 0 if viewer is None else viewer)
        over = view.phase is Phase.OVER
        spots: list[Spot] = []
        for seat in range(view.players):
            if seat == viewer or over:  # once over, every hand is shown (CM-16 pays them)
                mask = view.hand_mask if seat == viewer else state.masks[seat]
                spots += [Spot(card, Hand(seat)) for card in in_suits(mask)]
            else:
                spots += [Spot(None, Hand(seat))] * view.hand_sizes[seat]
        centre = centre_spots(view, names)
        spots += centre
        in_centre = sum(1 for spot in centre if not spot.outline)
        spots += [Spot(None, Pile("played"))] * (view.played.bit_count() - in_centre)
        if over:
            spots += [Spot(card, Pile("dead")) for card in in_suits(view.dead)]
        else:  # CM-5: face down until the deal ends
            spots += [Spot(None, Pile("dead"))] * view.dead_count
        seats = tuple(SeatLine(names[s], self.tr("%n card(s)", "", view.hand_sizes[s]) + " · "
                               + format_units(view.balances[s]),
                               dealer=s == view.dealer, to_act=s == view.turn)
                      for s in range(view.players))
        return Picture(tuple(spots), seats, self._status(view, viewer, names),
                       centre_title=self._title(view),
                       pile_names={"played": self.tr("Cards played"),
                                   "dead": self.tr("Dead cards")},
                       notes=self._notes(view))

    def _notes(self, view: CometView) -> tuple[str, ...]:
        notes = []
        if view.phase is not Phase.OVER:
            # The bank holds the antes (CM-4): what the balances lack of zero.
            notes.append(self.tr("Bank: %1").replace("%1", str(-sum(view.balances))))
        dead = known_dead(view)
        if dead and view.phase is not Phase.OVER:
            notes.append(self.tr("Known dead: %1").replace(
                "%1", ", ".join(str(card) for card in dead)))
        return tuple(notes)

    def _title(self, view: CometView) -> str:
        needed = view.needed_card
        if view.phase is Phase.BRANCH:
            options = [str(c) for c in (needed, card_or_none(view.branch)) if c is not None]
            if len(options) == 2:
                return self.tr("After the Comet: %1 or %2").replace(
                    "%1", options[0]).replace("%2", options[1])
            if options:
                return self.tr("After the Comet: %1").replace("%1", options[0])
            return comet_cry(_language())
        if view.phase is Phase.RUN and needed is not None and \
                view.lacks[view.last] >> view.need & 1:
            # CM-7: announced once its player really lacks the card (the forced
            # continuation is over and the turn has passed), as the log's event says.
            return announcement(needed, _language())
        if view.phase is Phase.FREE:
            return self.tr("Free start")
        return ""

    def _status(self, view: CometView, viewer: int | None, names: Sequence[str]) -> str:
        if view.phase is Phase.OVER:
            return self.tr("The deal is over.")
        assert view.turn is not None
        if view.turn != viewer:
            return self.tr("%1 to play").replace("%1", names[view.turn])
        if view.phase is Phase.FREE:
            return self.tr("Free start: play any card")
        actions = view.legal_actions()
        if any(not a.cards for a in actions) and len(actions) == 1:
            return self.tr("You cannot go on: pass (P)")
        if view.phase is Phase.BRANCH:
            cards = [str(a.cards[0]) for a in actions if a.cards]
            if len(cards) == 2:
                return self.tr("After the Comet: play %1 or %2").replace(
                    "%1", cards[0]).replace("%2", cards[1])
            if len(cards) == 1:
                return self.tr("After the Comet: play %1").replace("%1", cards[0])
        if any(a.cards and a.cards[0].index == COMET for a in actions):
            return self.tr("You may play the Comet instead of passing")
        return self.tr("Play the next card of the run")

    def spoken(self, event: object) -> tuple[str, str]:
        """What is said aloud for ``event`` and in which language: the announcement of the
        missing card ("Without the Six of Clubs") and the Comet's cry, in the interface
        language (#14 item 5); ``("", "")`` for an event said in words only."""
        language = _language()
        if isinstance(event, CometPlayed):
            return comet_cry(language), language
        if isinstance(event, Announced):
            return announcement(event.card, language), language
        return "", ""

    def describe(self, event: object, names: Sequence[str], you: int | None = None) -> str:
        if isinstance(event, CardPlayed):
            text = (self.tr("You play %2") if event.seat == you else self.tr("%1 plays %2"))
            return text.replace("%1", names[event.seat]).replace("%2", str(event.card))
        if isinstance(event, CometPlayed):
            return self.tr("%1: %2").replace("%1", names[event.seat]).replace(
                "%2", comet_cry(_language()))
        if isinstance(event, Announced):
            return self.tr("%1: %2").replace("%1", names[event.seat]).replace(
                "%2", announcement(event.card, _language()))
        if isinstance(event, Passed):
            text = self.tr("You pass") if event.seat == you else self.tr("%1 passes")
            return text.replace("%1", names[event.seat])
        if isinstance(event, Payment):
            return self._payment(event, names, you)
        if isinstance(event, DealWon):
            text = (self.tr("You go out and take the bank (%2)") if event.seat == you
                    else self.tr("%1 goes out and takes the bank (%2)"))
            return text.replace("%1", names[event.seat]).replace("%2", str(event.bank))
        return ""

    def event_cards(self, event: object) -> tuple[Card, ...]:
        return (event.card,) if isinstance(event, CardPlayed) else ()

    def _payment(self, event: Payment, names: Sequence[str], you: int | None) -> str:
        if event.each > 0:
            text = (self.tr("You receive %2 from each other player (%3)") if event.seat == you
                    else self.tr("%1 receives %2 from each other player (%3)"))
        else:
            text = (self.tr("You pay %2 to each other player (%3)") if event.seat == you
                    else self.tr("%1 pays %2 to each other player (%3)"))
        total = format_units(event.each * (len(names) - 1))
        return text.replace("%1", names[event.seat]).replace(
            "%2", str(abs(event.each))).replace("%3", total)

    def refusal(self, reason: object) -> str:
        texts: dict[object, str] = {
            Reason.NOT_YOUR_TURN: self.tr("It is not your turn."),
            Reason.MUST_PLAY_NEEDED: self.tr("You hold the next card of the run and must play it."),
            Reason.CANNOT_PASS: self.tr("You hold a card you may play and cannot pass."),
            Reason.COMET_NOT_ALLOWED: self.tr("The Comet may only be played instead of passing."),
            Reason.WRONG_CARD: self.tr("That card does not continue the run."),
        }
        return texts.get(reason, self.tr("That card cannot be played now."))

    def settlement(self, state: CometState, names: Sequence[str],
                   deal: DealSettled | None = None
                   ) -> tuple[tuple[str, ...], tuple[SettlementRow, ...]]:
        """Per seat: cards left, the bank, what play paid and what was still held (the
        Comet and Kings, CM-16), then the units, which add the ante of 1 (CM-4) to them;
        the play and held columns sum to 0, the bank to the antes."""
        units = RULES.settlement(state)
        n = len(names)
        held = [0] * n
        for seat, mask in enumerate(state.masks):
            each = 2 * (mask >> COMET & 1) + (mask & KING_MASK).bit_count()
            for other in range(n):
                held[other] += each if other != seat else -each * (n - 1)
        winner = state.winner
        rows = []
        for s in range(n):
            bank = n if s == winner else 0  # every seat anted 1 (CM-4)
            play = units[s] + 1 - bank - held[s]
            cells = (str(state.masks[s].bit_count()), format_units(bank),
                     format_units(play), format_units(held[s]))
            rows.append(SettlementRow(names[s], cells, format_units(units[s])))
        return (self.tr("Cards"), self.tr("Bank"), self.tr("Play"), self.tr("Held")), tuple(rows)

    def settlement_short_headers(self) -> tuple[str, ...]:
        """Cards, Bank, Play and Held in a letter each: five number columns at six seats
        need 190–205 pixels, and a 200-pixel panel has 172."""
        return (self.tr("C", "Cards (left in hand), shortened in a narrow settlement grid"),
                self.tr("B", "Bank, shortened in a narrow settlement grid"),
                self.tr("P", "Play (what play paid), shortened in a narrow settlement grid"),
                self.tr("H", "Held (paid for cards still held), shortened in a narrow "
                        "settlement grid"))

    def carried_note(self, chips: int) -> str:
        """No pot carries between deals in this game."""
        return ""

    def settlement_notes(self, state: CometState, names: Sequence[str],
                         deal: DealSettled | None = None) -> tuple[str, ...]:
        notes = []
        if state.winner is not None:
            # The role "You" has its own verb forms ("You go out", not "You goes out").
            text = (self.tr("You go out and take the bank (%2)")
                    if names[state.winner] == shown_name(YOU)
                    else self.tr("%1 goes out and takes the bank (%2)"))
            notes.append(text.replace("%1", names[state.winner]).replace(
                "%2", str(len(names))))
        notes.append(self.tr("Units: the ante (−1), the bank, the payments in play, and "
                             "for what was still held 2 per Comet and 1 per King to each "
                             "other player."))
        return tuple(notes)

    def flashes(self, event: object, players: int) -> tuple[Flash, ...]:
        if isinstance(event, Payment):  # CM-15, CM-16: one seat against all the others
            gain = event.each > 0
            return tuple(Flash(s, format_units(event.each * (players - 1) if s == event.seat
                                               else -event.each),
                               gain == (s == event.seat)) for s in range(players))
        if isinstance(event, DealWon) and event.bank:
            return (Flash(event.seat, format_units(event.bank), True),)
        return ()

    def deal_lines(self, state: CometState, names: Sequence[str]) -> tuple[str, tuple[str, ...]]:
        return "", ()

    def review_label(self) -> str:
        return ""

    def review(self, state: CometState, viewer: int | None, names: Sequence[str]
               ) -> Picture | None:
        return None

    def auto_pass_label(self) -> str:
        """View → the automatic pass, in Comet's terms (CM-8: a pass only when the run
        cannot be continued)."""
        return self.tr("Pass &Automatically When I Cannot Continue the Run")
