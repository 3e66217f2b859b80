"""Hard: determinised Monte Carlo at the real decisions, Normal as the rollout policy.

A real decision is a free start with more than one sensible card, the Comet or a pass
(CM-11), or the branch after a Comet when both are held. Everything else is forced
(CM-8) and returned at once. For a real decision Hard deals the unseen cards many
times consistently with its view (``HiddenSampler``), plays every candidate on each
sampled deal to the end with every seat playing Normal, and takes the candidate with
the best mean final balance for its seat. Every candidate sees the same sampled deals
and the same rollout RNG, so they are compared by paired differences; a candidate
must beat Normal's own choice by ``margin`` standard errors to replace it.

The search stops at ``samples`` deals or after ``budget_ms`` milliseconds; with
``budget_ms=None`` a decision is a pure function of (view, RNG state), which the
golden playthroughs rely on.
"""

from __future__ import annotations

import math
import random
import time

from ..actions import Action
from ..observe import CometView, observe
from ..rules import apply, legal_actions
from ..state import CometState, Phase
from .easy import comet_now, legal_for
from .normal import NormalBot, start_candidates
from .sampling import HiddenSampler

_WIN = 1000.0


class HardBot:
    """Monte Carlo over hidden hands at the real decisions.

    Attributes:
        samples: most sampled deals per decision (each played out once per candidate).
        budget_ms: wall-clock limit per decision in milliseconds, or ``None``.
        margin: standard errors by which a candidate must beat Normal's choice.
        width: most free-start candidates searched (Normal's best first).
    """

    level = "hard"

    def __init__(self, *, samples: int = 400, budget_ms: float | None = 60.0,
                 margin: float = 1.0, width: int = 4) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.samples = samples
        self.budget_ms = budget_ms
        self.margin = margin
        self.width = width
        self._rollout = NormalBot()

    def candidates(self, view: CometView, actions: list[Action]) -> list[Action]:
        """The actions worth searching, Normal's choice first; one means nothing to search."""
        comet = comet_now(view, actions)
        if comet is not None:
            return [comet, actions[1]]  # CM-11: the Comet, or hold it and pass
        scored = start_candidates(view, actions)
        if scored[0][0] >= _WIN:
            return [scored[0][1]]  # going out: nothing to search
        return [action for _, action in scored[:self.width]]

    def choose(self, view: CometView, rng: random.Random) -> Action:
        """The candidate with the best estimated final balance, or the forced action.

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        actions = legal_for(view)
        if len(actions) == 1:
            return actions[0]
        options = self.candidates(view, actions)
        if len(options) == 1:
            return options[0]
        return options[self._best(view, options, rng)]

    def _best(self, view: CometView, options: list[Action], rng: random.Random) -> int:
        deadline = (None if self.budget_ms is None
                    else time.perf_counter() + self.budget_ms / 1e3)
        sampler = HiddenSampler(view)
        others = len(options) - 1
        sums, squares = [0.0] * others, [0.0] * others
        done = 0
        while done < self.samples:
            if deadline is not None and done >= 4 and time.perf_counter() > deadline:
                break
            world = sampler.world(rng)
            seed = rng.getrandbits(32)
            base = self._play_out(world, options[0], view.seat, seed)
            for i in range(others):
                diff = self._play_out(world, options[i + 1], view.seat, seed) - base
                sums[i] += diff
                squares[i] += diff * diff
            done += 1
        best, best_score = 0, 0.0
        for i in range(others):
            mean = sums[i] / done
            spread = math.sqrt(max(squares[i] / done - mean * mean, 0.0) / max(done - 1, 1))
            if mean > self.margin * spread and mean > best_score:
                best, best_score = i + 1, mean
        return best

    def _play_out(self, state: CometState, action: Action, me: int, seed: int) -> int:
        """My final balance when I take ``action`` and everyone then plays Normal."""
        rng = random.Random(seed)
        state = apply(state, action).state
        while state.phase is not Phase.OVER:
            legal = legal_actions(state)
            choice = (legal[0] if len(legal) == 1
                      else self._rollout.choose(observe(state, state.turn), rng))
            state = apply(state, choice).state
        return state.balances[me]


def is_real_decision(view: CometView) -> bool:
    """Whether Hard would search at this view (for timing only real decisions)."""
    actions = view.legal_actions()
    return len(actions) > 1 and len(HardBot().candidates(view, actions)) > 1


__all__ = ["HardBot", "is_real_decision"]
