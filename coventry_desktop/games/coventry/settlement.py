"""Settlement of a deal, places, and a series of deals (seed 000, section 05)."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.series import deal_seeds, places
from .state import DealState, Phase, _check_players, new_deal

SERIES_LENGTH = 6


def settle(state: DealState) -> tuple[int, ...]:
    """Per seat units for a finished deal (EC-14).

    Each opponent scores −1 per card left in hand; the winner scores their sum,
    so the tuple sums to 0. Example (seed 000 §06): opponents keep 3 and 5 → (+8, −3, −5).

    Raises:
        ValueError: the deal is not over.
    """
    if state.phase is not Phase.OVER or state.winner is None:
        raise ValueError("the deal is not over: there is no settlement yet")
    losses = [-mask.bit_count() for mask in state.masks]
    losses[state.winner] = -sum(losses)
    return tuple(losses)


@dataclass(frozen=True, slots=True)
class Series:
    """A series of 1 or 6 deals with dealer rotation and running totals (EC-15).

    Attributes:
        players: 3..6.
        first_dealer: the dealer of deal 1, drawn by lot (EC-3).
        seed: the series seed; each deal's shuffle seed comes from it.
        deals: 1 (a single deal) or 6.
        results: the settlement of each finished deal, in order.
    """

    players: int
    first_dealer: int
    seed: int
    deals: int = SERIES_LENGTH
    results: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        _check_players(self.players)
        if self.deals not in (1, SERIES_LENGTH):
            raise ValueError(f"a series has 1 or {SERIES_LENGTH} deals, not {self.deals}")
        if not 0 <= self.first_dealer < self.players:
            raise ValueError(f"first dealer must be a seat 0..{self.players - 1}")

    @property
    def deal_number(self) -> int:
        """Index (0-based) of the deal to play next, or ``deals`` once over."""
        return len(self.results)

    @property
    def is_over(self) -> bool:
        """Whether every deal of the series has been settled."""
        return len(self.results) >= self.deals

    def dealer_of(self, number: int) -> int:
        """The dealer of deal ``number`` (0-based): one seat left each deal."""
        return (self.first_dealer + number) % self.players

    def seed_of(self, number: int) -> int:
        """The shuffle seed of deal ``number`` (0-based)."""
        return deal_seeds(self.seed, self.deals)[number]

    def next_deal(self) -> DealState:
        """Deal the next deal of the series.

        Raises:
            ValueError: the series is over.
        """
        if self.is_over:
            raise ValueError("the series is over")
        number = self.deal_number
        return new_deal(self.players, self.dealer_of(number), self.seed_of(number))

    def with_result(self, final: DealState) -> Series:
        """The series with the finished deal ``final`` settled and counted.

        Raises:
            ValueError: the series is over, or ``final`` is not finished or
                has the wrong number of seats.
        """
        if self.is_over:
            raise ValueError("the series is over")
        if final.players != self.players:
            raise ValueError("the deal has a different number of seats from the series")
        return Series(
            self.players, self.first_dealer, self.seed, self.deals,
            (*self.results, settle(final)),
        )

    @property
    def totals(self) -> tuple[int, ...]:
        """Running total per seat, starting at 0."""
        return tuple(sum(result[seat] for result in self.results) for seat in range(self.players))

    @property
    def places(self) -> list[int]:
        """Place per seat by total, equal totals sharing a place."""
        return places(self.totals)
