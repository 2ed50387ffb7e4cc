"""Morra's "which hand?" puzzles, answered by the exact solver.

The other player announces a plan for this round (a hand, or hands with their chances); after
the round both play the solver's optimal strategies. A hand's worth to ``player`` is the chance
of winning the game that follows, averaged over the plan. A puzzle asks for the best hand, and
is shipped only when the best is ahead of the second best by at least ``MARGIN``.
"""

from __future__ import annotations

from collections.abc import Sequence

from morra_suite.games.morra import MorraState
from morra_suite.learn.morra_solver import MorraSolution, solve

MARGIN = 0.05  # the best hand's lead in win chance, at least
TOLERANCE = 1e-6  # how closely shipped chances must match the solver's


def solution_for(state: MorraState, **options: object) -> MorraSolution:
    """The exact solution of the state's board and rules (cached by the solver)."""
    return solve(state.layout, state.rules, **options)  # type: ignore[arg-type]


def joint_text(player: int, hand: int, other: int) -> str:
    """The round's joint move when ``player`` holds ``hand`` and the other player ``other``."""
    return f"{hand}/{other}" if player == 0 else f"{other}/{hand}"


def hand_chances(
    state: MorraState,
    player: int,
    plan: Sequence[tuple[int, float]],
    solution: MorraSolution,
) -> tuple[float, ...]:
    """For each hand 0..max_hand of ``player``: the chance of winning after this round, the
    other player holding ``plan``'s hands with their chances."""
    out = []
    for hand in state.rules.hands:
        chance = 0.0
        for other, weight in plan:
            after = state.play(joint_text(player, hand, other))
            chance += weight * solution.chances(after)[player]
        out.append(chance)
    return tuple(out)


def best_hand(chances: Sequence[float]) -> int | None:
    """The hand whose chance leads every other by ``MARGIN``, or ``None``."""
    order = sorted(range(len(chances)), key=lambda h: -chances[h])
    if len(order) < 2 or chances[order[0]] - chances[order[1]] < MARGIN:
        return None
    return order[0]


def prove(
    state: MorraState,
    player: int,
    plan: Sequence[tuple[int, float]],
    solution_texts: Sequence[str],
    shipped: Sequence[float],
    solution: MorraSolution,
) -> str | None:
    """Why the puzzle is not proved, or ``None`` when it is."""
    if abs(sum(w for _, w in plan) - 1.0) > 1e-9:
        return "the plan's chances do not add up to 1"
    chances = hand_chances(state, player, plan, solution)
    if len(shipped) != len(chances) or any(
        abs(a - b) > TOLERANCE for a, b in zip(chances, shipped, strict=True)
    ):
        return f"the shipped chances {tuple(shipped)} differ from the solver's {chances}"
    best = best_hand(chances)
    if best is None:
        return "no hand is clearly best"
    top = max(plan, key=lambda hw: hw[1])[0]
    if len(solution_texts) != 1 or solution_texts[0] != joint_text(player, best, top):
        return f"the answer is {joint_text(player, best, top)}, not {list(solution_texts)}"
    return None
