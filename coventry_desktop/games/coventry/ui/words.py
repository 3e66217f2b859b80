"""Earl of Coventry's words for the interface: rank names and refusals, each a whole
translatable string (context "Texts", where their translations have always been)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....engine import Rank
from ....i18n import current_language
from ..actions import Reason
from ..calls import LANGUAGES

# lupdate extracts only calls of translate() with literal arguments, not a wrapper's.
translate = QCoreApplication.translate


def rank_name(rank: Rank) -> str:
    """The rank's name in the UI language ("Queen"), as used in status lines."""
    names = {
        Rank.ACE: translate("Texts", "Ace"),
        Rank.TWO: translate("Texts", "Two"),
        Rank.THREE: translate("Texts", "Three"),
        Rank.FOUR: translate("Texts", "Four"),
        Rank.FIVE: translate("Texts", "Five"),
        Rank.SIX: translate("Texts", "Six"),
        Rank.SEVEN: translate("Texts", "Seven"),
        Rank.EIGHT: translate("Texts", "Eight"),
        Rank.NINE: translate("Texts", "Nine"),
        Rank.TEN: translate("Texts", "Ten"),
        Rank.JACK: translate("Texts", "Jack"),
        Rank.QUEEN: translate("Texts", "Queen"),
        Rank.KING: translate("Texts", "King"),
    }
    return names[rank]


def rank_symbol(rank: Rank) -> str:
    """The rank's letter as printed on the app's card faces ("Q", "10"), in every language:
    the glossary's decision (resources/translations/GLOSSARY.md), so the "Spent" list
    reads as the cards and every other card name do ("Q♠", never a Cyrillic «Д♠")."""
    return rank.symbol


def reason_text(reason: Reason) -> str:
    """Why the engine refused an action, for the status bar."""
    texts = {
        Reason.NOT_YOUR_TURN: translate("Texts", "It is not your turn."),
        Reason.CARD_NOT_IN_HAND: translate("Texts", "That card is not in your hand."),
        Reason.WRONG_RANK: translate(
            "Texts", "Play a card of the rank in play, or pass if you have none."),
        Reason.MUST_PLAY: translate("Texts", "You hold the rank in play, so you must play it."),
        Reason.LEADER_CANNOT_PASS: translate(
            "Texts", "The leader must lead a card and cannot pass."),
        Reason.DEAL_OVER: translate("Texts", "The deal is over."),
        Reason.NO_SUCH_SEAT: translate("Texts", "There is no such seat."),
    }
    return texts[reason]


def ui_call_language() -> str:
    """The interface language where the calls have it, else English (the calls' default
    until a person picks theirs)."""
    language = current_language()
    return language if language in LANGUAGES else "en"
