"""Hearts' options in words, for the New Game dialog (shared/HEARTS.md, HT-5…HT-13)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ....engine.game import PER_PLAYER
from ....models.option_words import OptionWords
from ..options import GiveDirection, Scoring


class HeartsOptionWords(QObject):
    """Every ``HeartsOptions`` field with its label, in the interface language (a QObject
    for ``tr``)."""

    def words(self, seats: int = 4) -> OptionWords:
        """The words for a table of ``seats``: a rotating give goes across only with an
        even number of players (HT-5), and its list says so."""
        labels = {
            "give": self.tr("Gi&ve cards:"),
            "scoring": self.tr("Sc&oring:"),
            "series_length": self.tr("Series &length:"),
            "end_at": self.tr("&End when a total reaches:"),
            "queen_must_go": self.tr("Q♠ &must go at the first discard"),
            "no_heart_lead_before_trick3": self.tr("No &heart lead before the third trick"),
            "two_clubs_leads": self.tr("2♣ lea&ds the first trick"),
            "no_points_first_trick": self.tr("No points on the &first trick"),
            "hearts_broken": self.tr("Hearts must be bro&ken before a heart lead"),
            "shoot_the_moon": self.tr("Shoo&ting the moon"),
        }
        values = {
            GiveDirection.RIGHT: self.tr("To the right"),
            GiveDirection.LEFT: self.tr("To the left"),
            GiveDirection.ROTATE: (self.tr("Right, left, across, keep") if seats % 2 == 0
                                   else self.tr("Right, left, keep")),
            GiveDirection.ROTATE_LEFT: (self.tr("Left, right, across, keep") if seats % 2 == 0
                                        else self.tr("Left, right, keep")),
            Scoring.AVERAGE: self.tr("Against the average"),
            Scoring.POT: self.tr("Pot: the lowest score takes it"),
            Scoring.TOTALISER: self.tr("Totaliser: only 0 points takes it"),
        }
        # Counts in figures, as New Game's series list has them: "1 deal", "6 deals".
        series = ((6, self.tr("%n deal(s)", "", 6)), (1, self.tr("%n deal(s)", "", 1)),
                  (PER_PLAYER, self.tr("%n deal(s) per player", "", 1)),
                  (None, self.tr("Until a total is reached")))
        return OptionWords(labels, values, {"series_length": series},
                           {"end_at": self.tr("Never")}, {"end_at": (1, 999)},
                           self._refusal, "series_length")

    def _refusal(self, error: ValueError) -> str:
        # HeartsOptions names the clause it enforces; the dialog can only break HT-11.
        if "HT-11" in str(error):
            return self.tr("These rules would never end: choose a series length, or a total "
                           "that ends the series.")
        return self.tr("These options do not go together: %1").replace("%1", str(error))
