"""The Morra computer player: draws its secret choice from the solver's optimal mixed strategy.

An optimal mixed strategy cannot be exploited, so the strongest level is simply the solver's
strategy: the exact one of the game as played, with the rounds left before the draw counted
(``MorraSolution.strategy``), whose exploitability the benchmark checks. Weaker levels blend it
with uniform play: at level L the choice is drawn from ``(1 - noise[L]) * optimal + noise[L] *
uniform``, so a beginner is predictable enough to beat while every level still plays every
choice the rules allow. The player picks ONE player's choice;
the app collects both (a human's from the keyboard) and plays them as one joint move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from morra_suite.ai.morra import solve as solve_morra
from morra_suite.games.morra import MorraState

__all__ = ["LEVEL_NOISE", "MAX_LEVEL", "MorraPlayer", "choose"]

# Share of uniform play per level; level 5 is the optimal strategy itself.
LEVEL_NOISE: dict[int, float] = {1: 0.8, 2: 0.6, 3: 0.4, 4: 0.2, 5: 0.0}
MAX_LEVEL = 5


class MorraPlayer:
    """A computer player of one strength; ``rng`` makes its draws reproducible in tests."""

    def __init__(self, level: int = MAX_LEVEL, rng: random.Random | None = None) -> None:
        if level not in LEVEL_NOISE:
            raise ValueError(f"level {level!r}: Morra levels are 1..{MAX_LEVEL}")
        self.level = level
        self.rng = rng if rng is not None else random.Random()

    def probabilities(self, state: MorraState, player: int) -> tuple[float, ...]:
        """The distribution this player draws from, over ``state.legal_choices(player)``.

        Solving happens on the first call per layout and rules (cached after that), so call
        this from a worker thread, not from the GUI thread.
        """
        choices = state.legal_choices(player)
        if not choices:
            raise ValueError(f"no choice to make in {state.position()}: the game is over")
        solution = solve_morra(state.layout, state.rules)
        optimal: Sequence[float] = solution.strategy(state)[player]
        noise = LEVEL_NOISE[self.level]
        uniform = 1.0 / len(choices)
        return tuple((1.0 - noise) * p + noise * uniform for p in optimal)

    def choose(self, state: MorraState, player: int) -> int:
        """Player ``player``'s secret choice: a start field number or a hand size."""
        weights = self.probabilities(state, player)
        draw = self.rng.random() * sum(weights)
        choices = state.legal_choices(player)
        for choice, weight in zip(choices, weights, strict=True):
            draw -= weight
            if draw < 0.0:
                return choice
        # Rounding left a sliver: take the last choice that has any weight.
        return next(c for c, w in zip(reversed(choices), reversed(weights), strict=True) if w > 0)


def choose(
    state: MorraState, player: int, level: int = MAX_LEVEL, rng: random.Random | None = None
) -> int:
    """One player's secret choice at ``level`` (what the app calls for a computer side)."""
    return MorraPlayer(level, rng).choose(state, player)
