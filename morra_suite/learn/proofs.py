"""One call that proves a shipped puzzle, whatever its goal: the tests and
``scripts/build_learn_data.py --prove`` use it.

Each goal has its prover: "win" the solved mill tables (``mill_proof``), "capture-queen" the
exhaustive search (``myra_proof``), "best-hand" the exact Morra solver (``morra_hands``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from morra_suite.games import load_game
from morra_suite.learn.puzzles import Puzzle


def _win(puzzle: Puzzle, state: Any) -> str | None:
    from morra_suite.learn import mill_proof

    return mill_proof.prove(
        state, puzzle.plies, list(puzzle.solution), mill_proof.lookup_for(puzzle.variant)
    )


def _capture_queen(puzzle: Puzzle, state: Any) -> str | None:
    from morra_suite.learn import myra_proof

    if state.num_players != puzzle.players:
        return f"the position has {state.num_players} players, the puzzle says {puzzle.players}"
    return myra_proof.prove(state, puzzle.plies, list(puzzle.solution))


def _best_hand(puzzle: Puzzle, state: Any) -> str | None:
    from morra_suite.learn import morra_hands

    solution = _morra_solution(state.layout, state.rules)
    return morra_hands.prove(
        state, puzzle.player, puzzle.plan, puzzle.solution, puzzle.chances, solution
    )


@cache
def _morra_solution(layout: Any, rules: Any) -> Any:
    """The solver's solution, computed here once per board (never written to the user's cache)."""
    from morra_suite.learn.morra_solver import solve

    return solve(layout, rules, cache=False)


PROVERS: dict[str, Callable[[Puzzle, Any], str | None]] = {
    "win": _win,
    "capture-queen": _capture_queen,
    "best-hand": _best_hand,
}


def prove(puzzle: Puzzle) -> str | None:
    """Why ``puzzle`` is not proved, or ``None`` when it is: its position parses, its solution
    plays legally, and its goal's prover agrees."""
    state = load_game(puzzle.game).parse_position(puzzle.position)
    if state.to_move != puzzle.player and puzzle.goal != "best-hand":
        return f"player {puzzle.player} does not move first in {puzzle.position}"
    current = state
    for move in puzzle.solution:
        current = current.play(move)  # IllegalMoveError for an illegal line
    return PROVERS[puzzle.goal](puzzle, state)
