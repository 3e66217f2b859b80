"""User-visible names shared by several widgets, each a whole translatable string."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Rank, Reason


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("Texts", text, disambiguation)


def rank_name(rank: Rank) -> str:
    """The rank's name in the UI language ("Queen"), as used in status lines."""
    names = {
        Rank.ACE: _tr("Ace"), Rank.TWO: _tr("Two"), Rank.THREE: _tr("Three"),
        Rank.FOUR: _tr("Four"), Rank.FIVE: _tr("Five"), Rank.SIX: _tr("Six"),
        Rank.SEVEN: _tr("Seven"), Rank.EIGHT: _tr("Eight"), Rank.NINE: _tr("Nine"),
        Rank.TEN: _tr("Ten"), Rank.JACK: _tr("Jack"), Rank.QUEEN: _tr("Queen"),
        Rank.KING: _tr("King"),
    }
    return names[rank]


def reason_text(reason: Reason) -> str:
    """Why the engine refused an action, for the status bar."""
    texts = {
        Reason.NOT_YOUR_TURN: _tr("It is not your turn."),
        Reason.CARD_NOT_IN_HAND: _tr("That card is not in your hand."),
        Reason.WRONG_RANK: _tr("Play a card of the rank in play, or pass if you have none."),
        Reason.MUST_PLAY: _tr("You hold the rank in play, so you must play it."),
        Reason.LEADER_CANNOT_PASS: _tr("The leader must lead a card and cannot pass."),
        Reason.DEAL_OVER: _tr("The deal is over."),
        Reason.NO_SUCH_SEAT: _tr("There is no such seat."),
    }
    return texts[reason]
