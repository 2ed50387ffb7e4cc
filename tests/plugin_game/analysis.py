"""Nim's analysis hook (its registration record names it): every position solved exactly.

The heaps are small, so a memoised search over all positions gives each one's result and its
distance to the end with best play (the winner wins as fast as it can, the loser holds out as
long as it can), whatever the rules (misère, a take limit): no nim-sum formula is assumed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from morra_suite.ai.analysis import Analysis
from tests.plugin_game.nim import NimMove, NimRules, NimState


@cache
def _solve(rules: NimRules, heaps: tuple[int, ...], to_move: int) -> tuple[int, int]:
    """(sign, distance) for the side to move: +1 a win, -1 a loss."""
    state = NimState(rules, heaps, to_move)
    ended = state.outcome()
    if ended is not None:
        return (1 if ended.winner == to_move else -1), 0
    best: tuple[int, int] | None = None
    for move in state.legal_moves():
        after = state.play(move)
        sign, distance = _solve(rules, after.heaps, after.to_move)
        mine = (-sign, distance + 1)
        if best is None or _better(mine, best):
            best = mine
    assert best is not None
    return best


def _better(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """A win sooner, a loss later."""
    if a[0] != b[0]:
        return a[0] > b[0]
    return a[1] < b[1] if a[0] > 0 else a[1] > b[1]


def best_move(state: NimState) -> NimMove:
    target = _solve(state.rules, state.heaps, state.to_move)
    for move in state.legal_moves():
        after = state.play(move)
        sign, distance = _solve(state.rules, after.heaps, after.to_move)
        if (-sign, distance + 1) == target:
            return move
    raise AssertionError("the solved value has no move")


def analyse_nim(state: NimState, seconds: float, cancelled: Callable[[], bool]) -> Analysis:
    sign, distance = _solve(state.rules, state.heaps, state.to_move)
    result = "win" if sign > 0 else "loss"
    if state.outcome() is not None:
        return Analysis(None, float(sign), state.to_move, result, 0, (), True, "over")
    move, line, here = best_move(state), [], state
    while here.outcome() is None:
        step = best_move(here)
        line.append(str(step))
        here = here.play(step)
    return Analysis(move, float(sign), state.to_move, result, distance, tuple(line), True, "solver")
