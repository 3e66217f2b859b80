"""A record as a list of steps to walk through: the replay viewer's data, without Qt.

Each deal contributes one step for the fresh deal (no action yet) and one step per
action, each holding the engine's state after it and the events it caused, so the
viewer can step back and forth without replaying anything again.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.coventry import (
    Action,
    CardPlayed,
    DealRecord,
    DealState,
    Event,
    Series,
    SeriesRecord,
    apply,
    new_deal,
    settle,
)


@dataclass(frozen=True, slots=True)
class Step:
    """One position of the replay.

    Attributes:
        deal: 0-based deal number.
        index: 0-based action number within the deal, or -1 for the freshly dealt deal.
        action: the action taken, ``None`` for the fresh deal.
        events: the engine events ``action`` caused.
        state: the deal after ``action``.
        totals: series totals after this step (a finished deal counted).
    """

    deal: int
    index: int
    action: Action | None
    events: tuple[Event, ...]
    state: DealState
    totals: tuple[int, ...]

    @property
    def card_played(self) -> CardPlayed | None:
        """The ``CardPlayed`` event of this step, if a card was played."""
        return next((e for e in self.events if isinstance(e, CardPlayed)), None)


def _deal_steps(number: int, state: DealState, actions: tuple[Action, ...],
                totals: tuple[int, ...]) -> list[Step]:
    steps = [Step(number, -1, None, (), state, totals)]
    for index, action in enumerate(actions):
        transition = apply(state, action)
        state = transition.state
        if state.winner is not None:
            totals = tuple(t + u for t, u in zip(totals, settle(state), strict=True))
        steps.append(Step(number, index, action, transition.events, state, totals))
    return steps


def replay_steps(record: DealRecord | SeriesRecord) -> list[Step]:
    """Every step of ``record``, in order.

    Raises:
        engine.IllegalAction: an action the rules refuse (``import_record`` has
            already replayed the record, so this does not happen for what it returns).
        ValueError: a set-up out of range.
    """
    if isinstance(record, DealRecord):
        state = new_deal(record.players, record.dealer, record.seed)
        return _deal_steps(0, state, record.actions, (0,) * record.players)
    series = Series(record.players, record.first_dealer, record.seed, record.deals)
    steps: list[Step] = []
    for number, actions in enumerate(record.actions):
        deal_steps = _deal_steps(number, series.next_deal(), actions, series.totals)
        steps.extend(deal_steps)
        final = deal_steps[-1].state
        if final.winner is not None:
            series = series.with_result(final)
    return steps
