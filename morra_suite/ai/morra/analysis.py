"""Morra's analysis, the hook its registration record names: the exact solution.

``player`` is ``state.to_move``, the player whose stone is at stake, and ``value`` is P(that
player wins) - P(the other wins). Both players choose at once, so ``best`` holds both optimal
mixes over ``state.legal_choices(player)``; ``hand_values[p][c]`` is what choice ``c`` is worth to
player ``p`` against the other's best reply; ``chances`` is each player's chance to win under
optimal play. Morra is a game of chance: ``result`` only where it is certain, and no ``line``.
(The module docstring of ``ai.analysis`` says what every game's analysis holds.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.ai.analysis import Analysis, Cancelled, finished, result_word
from morra_suite.games.morra.state import MorraState

if TYPE_CHECKING:
    from morra_suite.ai.morra.solution import MorraSolution

__all__ = ["analyse_morra"]


def analyse_morra(state: MorraState, seconds: float, cancelled: Cancelled) -> Analysis:
    """Morra's analysis: the exact solution (``seconds`` and ``cancelled`` do not matter)."""
    return _morra(state)


def _morra(state: MorraState) -> Analysis:
    from morra_suite.ai.morra import solve as solve_morra

    player = state.to_move
    ended = finished(state, player)
    if ended is not None:
        return ended
    solution = solve_morra(state.layout, state.rules)
    a_value = solution.value(state)
    mixes = solution.strategy(state)
    best = {p: dict(zip(state.legal_choices(p), map(float, mixes[p]), strict=True)) for p in (0, 1)}
    # The matrix of the values (for a) after each pair of choices: the game this round is.
    games = [
        [_after(solution, state, a, b) for b in state.legal_choices(1)]
        for a in state.legal_choices(0)
    ]
    columns = list(zip(*games, strict=True))
    hand_values = {
        0: {a: min(row) for a, row in zip(state.legal_choices(0), games, strict=True)},
        1: {b: -max(col) for b, col in zip(state.legal_choices(1), columns, strict=True)},
    }
    value = a_value if player == 0 else -a_value
    result = distance = None
    if abs(abs(value) - 1.0) < 1e-12:  # a certain result (a game of chance rarely has one)
        result = result_word(round(value))
    return Analysis(
        best,
        float(value),
        player,
        result,
        distance,
        (),
        True,
        "solver",
        hand_values=hand_values,
        chances=solution.chances(state),
    )


def _after(solution: MorraSolution, state: MorraState, a: int, b: int) -> float:
    """The value for player 0 once both have chosen: the start game's entry in the setup (the
    stones' first round, ``value`` of that state), a round's outcome otherwise."""
    return float(solution.value(state.play_joint(a, b)))
