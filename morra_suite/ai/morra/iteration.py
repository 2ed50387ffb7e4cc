"""Shapley's value iteration for Morra's limit-free game, sped up by policy evaluation.

``_compute`` solves both layers of a board: the round-limited one by backward induction first
(``game_arrays``), then the limit-free iteration from its last level (see ``solver``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

from morra_suite.ai.morra.game_arrays import (
    HORIZON_CAP,
    MAX_SWEEPS,
    RESIDUAL,
    SolverTables,
    _backward_induction,
    _extend,
    _hankel,
    _total_probabilities,
    _whole,
    build_tables,
)
from morra_suite.ai.morra.matrix_game import solve_games, solve_matrix_game
from morra_suite.ai.morra.solution import MorraSolution
from morra_suite.games.morra.layout import Layout
from morra_suite.games.morra.rules import MorraRules

PATIENCE = 20
EVALUATION_SWEEPS = 50  # per policy evaluation of a chain that can loop forever


def _evaluate(tables: SolverTables, p: np.ndarray, values: np.ndarray) -> np.ndarray:
    """The values of the Markov chain both fixed strategies make: ``(I - P) v = r`` solved by
    BiCGSTAB (a few dozen sparse products: ``P`` has one entry per total and state), when the
    chain surely ends. When it can loop forever the system is singular or its answer is no
    probability; then ``EVALUATION_SWEEPS`` sweeps ``v <- r + P v`` from ``values`` stand in,
    as in modified policy iteration. Value iteration's next exact sweep judges either answer."""
    count = tables.count
    succ = tables.succ
    inside = succ < count
    weights = np.where(inside, p, 0.0)
    targets = np.where(inside, succ, 0)
    reward = (p * (succ == count)).sum(axis=1) - (p * (succ == count + 1)).sum(axis=1)

    def step(v: np.ndarray) -> np.ndarray:
        stepped: np.ndarray = (weights * v[targets]).sum(axis=1)  # (numpy's sum: typed Any)
        return stepped

    exact = _bicgstab(lambda v: v - step(v), reward, values)
    if exact is not None and np.abs(exact).max() <= 1.0 + 1e-9:
        return exact
    for _ in range(EVALUATION_SWEEPS):
        values = reward + step(values)
    return values


def _bicgstab(
    operator: Callable[[np.ndarray], np.ndarray], rhs: np.ndarray, start: np.ndarray
) -> np.ndarray | None:
    """Solves ``operator(v) = rhs`` to a 1e-14 residual (van der Vorst's BiCGSTAB), or ``None``
    when it breaks down or has not converged after 300 iterations (the shipped boards need
    about 35)."""
    v = start.copy()
    res = rhs - operator(v)
    shadow = res.copy()
    rho = alpha = omega = 1.0
    direction = np.zeros_like(rhs)
    image = np.zeros_like(rhs)
    with np.errstate(all="ignore"):
        for _ in range(300):
            if np.abs(res).max() < 1e-14:
                return v
            rho_new = float(shadow @ res)
            if rho_new == 0.0 or omega == 0.0 or not np.isfinite(rho_new):
                return None
            direction = res + (rho_new / rho) * (alpha / omega) * (direction - omega * image)
            image = operator(direction)
            alpha = rho_new / float(shadow @ image)
            half = res - alpha * image
            if np.abs(half).max() < 1e-14:
                done: np.ndarray = v + alpha * direction  # (numpy's operators: typed Any)
                return done
            image2 = operator(half)
            omega = float(image2 @ half) / float(image2 @ image2)
            v = v + alpha * direction + omega * half
            res = half - omega * image2
            rho = rho_new
            if not np.isfinite(v).all():
                return None
    return None


def _value_iteration(
    tables: SolverTables,
    residual: float = RESIDUAL,
    time_limit: float | None = None,
    start: np.ndarray | None = None,
    warm: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, float, int]:
    """Shapley's iteration, sped up between two exact sweeps by evaluating the strategies just
    found (``_evaluate``: a linear solve when their Markov chain surely ends, else a few cheap
    sweeps; Hoffman-Karp / modified policy iteration). The stopping test is
    always an exact sweep's residual, so the speed-up cannot change what counts as converged; if
    it ever stops helping (no new smallest residual in ``PATIENCE`` exact sweeps), it is switched
    off and plain value iteration finishes the job. After ``time_limit`` seconds it stops where
    it is (the residual it returns says how far from converged)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    solved, of = tables.orbits()  # a's half (b's mirrors it), one of each half-turn pair
    games_of = tables.succ[solved][:, _hankel(tables.hands)]
    mirror = tables.mirror()
    values = np.zeros(tables.count) if start is None else start
    x = y = np.zeros((tables.count, tables.hands))
    change = best = float("inf")
    sweeps = since_best = 0
    evaluate = True
    while change >= residual and sweeps < MAX_SWEEPS:
        if deadline is not None and sweeps and time.perf_counter() > deadline:
            break
        some, some_x, some_y, warm = solve_games(_extend(values)[games_of], warm)
        new = _whole(tables, some[of])
        half_x, half_y = some_x[of], some_y[of]
        x, y = np.empty_like(x), np.empty_like(y)
        x[: tables.half], y[: tables.half] = half_x, half_y
        x[mirror], y[mirror] = half_y, half_x  # in b's state a plays what b plays in a's
        change = float(np.abs(new - values).max())
        values = new
        sweeps += 1
        if change < best:
            best, since_best = change, 0
        else:
            since_best += 1
            if since_best >= PATIENCE:
                evaluate = False
        if evaluate and change >= residual:
            values = _evaluate(tables, _total_probabilities(x, y), values)
    return values, x, y, change, sweeps


def _compute(layout: Layout, rules: MorraRules, time_limit: float | None) -> MorraSolution:
    """Both layers. The round-limited one first: its levels are value iteration's first
    iterates from 0, so the limit-free iteration goes on from the last of them with its kernels
    (on Target 2 sweeps instead of 8 from 0; the layer the computer plays comes for free)."""
    began = time.perf_counter()
    tables = build_tables(layout, rules)
    levels, kernels = _backward_induction(tables, min(rules.round_limit, HORIZON_CAP))
    values, x, y, change, sweeps = _value_iteration(
        tables, time_limit=time_limit, start=levels[-1].copy(), warm=kernels[-1]
    )
    start_value, start_x, start_y = solve_matrix_game(values[tables.start_ids()])
    solution = MorraSolution(
        layout,
        rules,
        tables,
        values,
        x,
        y,
        start_x,
        start_y,
        float(start_value),
        change,
        sweeps,
        time.perf_counter() - began,
    )
    solution._lazy.update(horizon=levels, kernels=kernels)
    return solution
