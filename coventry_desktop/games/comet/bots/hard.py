"""Hard: determinised Monte Carlo at the real decisions, Normal as the rollout policy.

A real decision is a free start with more than one sensible card, the Comet or a pass
(CM-11), or the branch after a Comet when both are held. Everything else is forced
(CM-8) and returned at once. For a real decision Hard deals the unseen cards many
times consistently with its view (``HiddenSampler``), plays every candidate on each
sampled deal to the end with every seat playing Normal, and takes the candidate with
the best mean final balance for its seat. Every candidate sees the same sampled deals
and the same rollout RNG, so they are compared by paired differences; a candidate
must beat Normal's own choice by ``margin`` standard errors to replace it.

The search plays a fixed ``samples`` sampled deals (128, chosen by measurement: the
decision times of rows L5-L9 of the README); the time limit ``budget_ms`` is only a
safety cap (1 s, against a machine so loaded that a decision would keep a player
waiting), not the measure of the search, and a cap that does cut a search short is
counted in ``cut``, which the tournament reports. So a decision is a pure function of
(view, RNG state) on any machine, and a seeded game or a tournament replays exactly.
(The search used to stop at 60 ms, which every real decision reached, so the results
depended on the machine's speed and load.)

Hard draws from the RNG it is handed exactly as Normal does (Normal's tie-break among
its best plays, when they tie) and searches with a generator of its own
(``search_rng``), so a Hard seat that plays as Normal would plays Normal's very card
and leaves its RNG as Normal would: a tournament with common random numbers then
replays Normal's table until Hard deviates.
"""

from __future__ import annotations

import math
import random
import time

from ....engine.shuffle import search_rng
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
        samples: sampled deals per real decision (each played out once per candidate).
        budget_ms: wall-clock safety cap per real decision in milliseconds, or ``None``.
        margin: standard errors by which a candidate must beat Normal's choice.
        width: most free-start candidates searched (Normal's choice first).
        cut: real decisions so far that the cap stopped before all their samples.
    """

    level = "hard"

    def __init__(self, *, samples: int = 128, budget_ms: float | None = 1000.0,
                 margin: float = 1.0, width: int = 4) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self.samples = samples
        self.budget_ms = budget_ms
        self.margin = margin
        self.width = width
        self.cut = 0
        self._rollout = NormalBot()

    def candidates(self, view: CometView, actions: list[Action],
                   normal: Action | None = None) -> list[Action]:
        """The actions worth searching, Normal's choice first; one means nothing to search.

        ``normal`` is Normal's choice (with Normal's tie-break); ``None`` takes the first
        of Normal's best plays.
        """
        comet = comet_now(view, actions)
        if comet is not None:
            return [comet, actions[1]]  # CM-11: the Comet, or hold it and pass
        scored = start_candidates(view, actions)
        if normal is None:
            normal = scored[0][1]
        if scored[0][0] >= _WIN:
            return [normal]  # going out: nothing to search
        others = [action for _, action in scored if action != normal]
        return [normal, *others[:self.width - 1]]

    def choose(self, view: CometView, rng: random.Random) -> Action:
        """The candidate with the best estimated final balance, or the forced action.

        ``rng`` is drawn from exactly as Normal draws from it (its tie-break among its
        best plays), so a Hard seat that plays as Normal would plays the very card Normal
        would; the search draws from a generator of its own (``search_rng``).

        Raises:
            ValueError: it is not this seat's turn, or the deal is over.
        """
        actions = legal_for(view)
        if len(actions) == 1:
            return actions[0]
        normal = self._rollout.choose(view, rng)  # Normal's choice, Normal's draw
        options = self.candidates(view, actions, normal)
        if len(options) == 1:
            return options[0]
        return options[self._best(view, options, search_rng(rng, len(view.history)))]

    def _best(self, view: CometView, options: list[Action], rng: random.Random) -> int:
        deadline = (None if self.budget_ms is None
                    else time.perf_counter() + self.budget_ms / 1e3)
        sampler = HiddenSampler(view)
        others = len(options) - 1
        sums, squares = [0.0] * others, [0.0] * others
        done = 0
        while done < self.samples:
            if deadline is not None and done >= 4 and time.perf_counter() > deadline:
                self.cut += 1
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
