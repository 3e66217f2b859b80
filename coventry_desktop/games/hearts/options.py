"""Hearts options: the Classic profile of the seed and the Standard preset (shared/HEARTS.md).

Every rule that varies is its own field; ``CLASSIC`` (the default) is the seed's profile
(seed 003, «Раздача», «Розыгрыш», «Подсчёт очков»), ``STANDARD`` the Hearts most players
learnt from Windows Hearts. Options are frozen values, saved with every record.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from ...engine.game import PER_PLAYER


class GiveDirection(Enum):
    """Where the give goes (HT-5, seed «Раздача»: «передаёт три карты … соседу справа»).

    ``ROTATE`` is the seed's "second round across" order starting right: right, left,
    across, keep; ``ROTATE_LEFT`` is Standard's left, right, across, keep. Across is
    skipped with an odd number of players.
    """

    RIGHT = "right"
    LEFT = "left"
    ROTATE = "rotate"
    ROTATE_LEFT = "rotate_left"


class Scoring(Enum):
    """How a series is settled (HT-10, HT-12; seed «Подсчёт очков», «Варианты подсчёта очков»)."""

    AVERAGE = "average"
    POT = "pot"
    TOTALISER = "totaliser"


@dataclass(frozen=True, slots=True)
class HeartsOptions:
    """One table's rules. Every field is one clause of HEARTS.md.

    Attributes:
        give: the give direction (HT-5).
        queen_must_go: the holder of Q♠ must discard it at the first chance (HT-7).
        no_heart_lead_before_trick3: hearts may not be led to tricks 1 and 2 (HT-13).
        scoring: the series settlement (HT-10, HT-12).
        series_length: deals per series (HT-11): 6, 1 or ``PER_PLAYER``; ``None`` with
            ``end_at`` only (Standard: play until someone reaches 100).
        two_clubs_leads: the holder of 2♣ leads it to the first trick (Standard).
        no_points_first_trick: no heart or Q♠ on the first trick unless a hand holds
            nothing else (Standard).
        hearts_broken: hearts may not be led until a heart or Q♠ has been played, unless
            the leader holds only hearts (Standard).
        shoot_the_moon: taking all 26 scores 0 for the taker and 26 for everyone else.
        end_at: the series ends after the deal in which a total reaches this (Standard: 100).

    Raises:
        ValueError: a series length that is not positive or ``PER_PLAYER``, or no way to end.
    """

    give: GiveDirection = GiveDirection.RIGHT
    queen_must_go: bool = True
    no_heart_lead_before_trick3: bool = False
    scoring: Scoring = Scoring.AVERAGE
    series_length: int | None = 6
    two_clubs_leads: bool = False
    no_points_first_trick: bool = False
    hearts_broken: bool = False
    shoot_the_moon: bool = False
    end_at: int | None = None

    def __post_init__(self) -> None:
        if self.series_length is None and self.end_at is None:
            raise ValueError("a series needs a length or an end_at total (HT-11)")
        if self.series_length is not None and not (
                self.series_length >= 1 or self.series_length == PER_PLAYER):
            raise ValueError(f"series length must be >= 1 or PER_PLAYER, not {self.series_length}")
        if self.end_at is not None and self.end_at < 1:
            raise ValueError(f"end_at must be positive, not {self.end_at}")

    def with_(self, **changes: object) -> HeartsOptions:
        """A copy with some fields changed (``dataclasses.replace``)."""
        return replace(self, **changes)  # type: ignore[arg-type]


CLASSIC = HeartsOptions()
"""The seed's profile (HT-1…HT-11): give right, eldest leads, Q♠ must go, 6 deals, average."""

STANDARD = HeartsOptions(
    give=GiveDirection.ROTATE_LEFT, queen_must_go=False, two_clubs_leads=True,
    no_points_first_trick=True, hearts_broken=True, shoot_the_moon=True,
    series_length=None, end_at=100,
)
"""Today's Hearts: rotating give, 2♣ leads, no points on trick 1, hearts broken, the moon,
play to 100. Decision: Q♠ need not go (Windows Hearts has no such rule)."""


def give_offset(options: HeartsOptions, *, seats: int, number: int) -> int:
    """Seats clockwise from giver to receiver for deal ``number`` (0-based); 0 = keep.

    Right is the previous seat (``seats - 1``), left the next (1), across ``seats // 2``.
    """
    right, left = seats - 1, 1
    if options.give is GiveDirection.RIGHT:
        return right
    if options.give is GiveDirection.LEFT:
        return left
    first, second = (right, left) if options.give is GiveDirection.ROTATE else (left, right)
    cycle = (first, second, seats // 2, 0) if seats % 2 == 0 else (first, second, 0)
    return cycle[number % len(cycle)]


def give_size(seats: int) -> int:
    """Cards each seat gives: 3, or 2 with 6 or 7 players (HT-5, seed «Раздача»)."""
    return 2 if seats >= 6 else 3
