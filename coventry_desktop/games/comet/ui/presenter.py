"""Comet as the generic table shows it: hands, the run in play, the announcement, the bank.

What the viewer sees comes from ``observe(state, viewer)``: other hands are counts, the
dead cards are backs until the deal ends (CM-5, seed 004 §06). The centre shows the run
in play, card by card with who laid it, and its title the announcement of the missing
card ("Without the Six of Clubs", CM-7) in the game's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from ....engine.cards import Card, cards_of
from ....i18n import current_language
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
from ..actions import Play, Reason
from ..announce import LANGUAGES, announcement, comet_cry
from ..deck import COMET, predecessor
from ..events import Announced, CardPlayed, CometPlayed, DealWon, Passed, Payment
from ..observe import CometView, observe
from ..state import CometState, Phase

RUN_SHOWN = 8
"""At most this many cards of the run lie in the centre; older ones go to the played pile."""



def _language() -> str:
    language = current_language()
    return language if language in LANGUAGES else "en"


def run_in_play(view: CometView) -> list[tuple[int, Card]]:
    """The run on the table: the last cards played, each the successor of the one before.

    Returns:
        ``(seat, card)`` pairs, oldest first; empty before the first card.
    """
    run: list[tuple[int, Card]] = []
    for action in reversed(view.history):
        if not isinstance(action, Play):
            continue
        if run and (action.card.index != predecessor(run[0][1].index)
                    and action.card.index != COMET):
            break
        run.insert(0, (action.seat, action.card))
        if action.card.index == COMET and len(run) > 1 and run[1][1].index != COMET + 4:
            break  # the Comet stood in for a pass: the old run ended before it
    return run


def in_suits(mask: int) -> list[Card]:
    """A hand as a Comet player holds it: by suit, each suit in run order (A up to K)."""
    return sorted(cards_of(mask), key=lambda card: (card.suit, card.rank))


class CometPresenter(QObject):
    """``models.presentation.Presenter`` for Comet; a QObject for ``tr``."""

    def picture(self, state: CometState, viewer: int | None, names: Sequence[str]) -> Picture:
        view = observe(state, 0 if viewer is None else viewer)
        over = view.phase is Phase.OVER
        spots: list[Spot] = []
        for seat in range(view.players):
            if seat == viewer or over:
                mask = view.hand_mask if seat == viewer else state.masks[seat]
                spots += [Spot(card, Hand(seat)) for card in in_suits(mask)]
            else:
                spots += [Spot(None, Hand(seat))] * view.hand_sizes[seat]
        run = run_in_play(view)
        shown = run[-RUN_SHOWN:]
        spots += [Spot(card, Centre(i), names[seat], seat=seat)
                  for i, (seat, card) in enumerate(shown)]
        played = view.played.bit_count() - len(shown)
        spots += [Spot(None, Pile("played"))] * played
        if over:
            spots += [Spot(card, Pile("dead")) for card in in_suits(view.dead)]
        else:
            spots += [Spot(None, Pile("dead"))] * view.dead_count
        seats = tuple(SeatLine(names[s], self.tr("%n card(s)", "", view.hand_sizes[s]) + " · "
                               + format_units(view.balances[s]),
                               dealer=s == view.dealer, to_act=s == view.turn)
                      for s in range(view.players))
        return Picture(tuple(spots), seats, self._status(view, viewer, names),
                       centre_title=self._title(view),
                       pile_names={"played": self.tr("Played"), "dead": self.tr("Dead cards")})

    def _title(self, view: CometView) -> str:
        needed = view.needed_card
        if view.phase in (Phase.RUN, Phase.BRANCH) and needed is not None:
            return announcement(needed, _language())
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

    def settlement(self, state: CometState, names: Sequence[str]
                   ) -> tuple[tuple[str, ...], tuple[SettlementRow, ...]]:
        units = RULES.settlement(state)
        rows = tuple(SettlementRow(names[s], (str(state.masks[s].bit_count()),),
                                   format_units(units[s])) for s in range(len(names)))
        return (self.tr("Cards left"),), rows
