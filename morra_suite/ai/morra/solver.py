"""Morra's exact game theory: values and optimal mixed strategies of every position.

Morra is a recursive game (Everett): zero-sum, simultaneous moves, cycles, and a payoff only at
the end (+1 when ``a``, the player who begins, wins; -1 when ``b`` wins; 0 for a game that never
ends). Shapley's value iteration solves it: starting from 0, every sweep replaces a position's
value by the value of the matrix game "hands of a x hands of b -> value of the position after",
until no value moves by more than 1e-9. That solves the game without a round limit; the game as
played, where a draw follows after the round limit, is then solved exactly by backward induction
over the rounds left (see ``MorraSolution``): ``round_limit_effect`` says how much the limit
changes any value (on Target, 200 rounds change no value by as much as 1e-6).

A matrix game depends only on the total of both hands, so it is a Hankel matrix of the successor
values of the 2 * max_hand + 1 totals; the successor tables are built once with
``resolve_round``, the very function that plays a game, so the solver and the rules cannot
disagree. In a recursive game the strategies of a converged iteration need not be optimal (a
side may be led round a loop forever: on Target with 1-ball hands a best reply gains 0.25
against them); the round-limited strategies the computer plays are exact, and
``exploitability`` checks them with best replies.

Both layers are computed together (``_compute``): the round-limited one first, by backward
induction over a's half of the states (b's mirror a's: the rules do not care whose stone is
whose, and a round's game is symmetric), and on a board that looks the same after half a turn
over one of each such pair of positions (``SolverTables.orbits``), each level warm-started by
the kernels of the one before; its levels are value iteration's first iterates, so the
limit-free iteration goes on from the last one and needs only a few sweeps. About 0.25 s CPU
for Target, 4-6 times faster than the solver before it (``bench_morra_solver.py``).

numpy does the sweeps; the matrix games are solved exactly by kernels (see ``matrix_game``), with
an exact simplex as the fallback and for the start game (no SciPy). Solutions are cached in
memory per (layout, rules) and on disk in the user's cache folder (written atomically, keyed by a
hash of the layout and the settings), so the app never waits twice.
"""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np

from morra_suite.ai.morra.cache import (
    cache_key,
    load_horizon,
    load_solution,
    save_horizon,
    save_solution,
)
from morra_suite.ai.morra.game_arrays import HORIZON_CAP, SolverTables, build_tables
from morra_suite.ai.morra.iteration import _compute
from morra_suite.ai.morra.solution import Exploitability, MorraSolution, PlayStatistics
from morra_suite.core.files import cache_dir
from morra_suite.games.morra.layout import Layout
from morra_suite.games.morra.rules import MorraRules

__all__ = [
    "Exploitability",
    "MorraSolution",
    "PlayStatistics",
    "SolverTables",
    "build_tables",
    "default_cache_dir",
    "solve",
]

TIME_LIMIT = 120.0  # seconds; the shipped layouts need well under one


# --- caches: in memory here, on disk verified (``cache``) --------------------------------------


def default_cache_dir() -> Path:
    """Where solutions are kept: ``core.files``'s cache folder, part ``morra``."""
    return cache_dir("morra")


def _with_horizon(solution: MorraSolution, path: Path, key: str) -> None:
    """Gives ``solution`` its round-limited layer from the disk cache, or computes and keeps it
    (under half a second on Target, what a computer player would otherwise pay at its first
    move)."""
    if "horizon" in solution._lazy:
        if not path.is_file():
            save_horizon(path, key, solution)
        return
    if load_horizon(path, key, solution):
        return
    solution._horizon()
    save_horizon(path, key, solution)


def _share_horizon(base: MorraSolution, other: MorraSolution) -> None:
    """Gives ``other`` (the same board under another round limit) the levels it needs from
    ``base``'s round-limited layer, when they are there: the values with h rounds left do not
    depend on the limit, so a shorter limit's layer is a prefix of a longer one's."""
    levels = base._lazy.get("horizon")
    kernels = base._lazy.get("kernels")
    if not isinstance(levels, np.ndarray):
        return
    computed = min(base.rules.round_limit, HORIZON_CAP)
    wanted = min(other.rules.round_limit, HORIZON_CAP)
    if len(levels) - 1 < computed or wanted <= computed:  # converged early, or long enough
        keep = min(len(levels), wanted + 1)
        other._lazy["horizon"] = levels[:keep]
        if isinstance(kernels, list):
            other._lazy["kernels"] = kernels[:keep]


_memory: dict[tuple[Layout, MorraRules], MorraSolution] = {}
_lock = threading.Lock()


def solve(
    layout: Layout,
    rules: MorraRules | None = None,
    *,
    cache: bool = True,
    cache_dir: Path | None = None,
    time_limit: float | None = TIME_LIMIT,
) -> MorraSolution:
    """The solution of ``layout`` under ``rules``, both layers; cached in memory and on disk
    unless ``cache=False`` (which always computes, and the round-limited layer only on first
    use, as the benchmark needs).

    A home-made layout whose optimal play hardly ever ends can converge very slowly; after
    ``time_limit`` seconds value iteration stops where it is (``converged`` is then False and
    ``residual`` says how far off; the round-limited layer the computer plays is exact all the
    same). Such a solution is kept in memory but never written to disk."""
    rules = rules if rules is not None else MorraRules()
    # The round limit does not change the limit-free arrays: one computation serves all limits.
    key_rules = MorraRules(rules.max_hand, rules.push)
    if not cache:
        return _compute(layout, rules, time_limit)
    folder = cache_dir or default_cache_dir()
    key = cache_key(layout, key_rules)
    with _lock:
        layer = folder / f"{key}-limit{rules.round_limit}.npz"
        found = _memory.get((layout, rules))
        if found is not None:
            _with_horizon(found, layer, key)
            return found
        base = _memory.get((layout, key_rules))
        if base is None:
            path = folder / f"{key}.npz"
            base = load_solution(path, key, layout, key_rules)
            if base is None:
                base = _compute(layout, key_rules, time_limit)
                if base.converged:
                    save_solution(path, key, base)
            _memory[(layout, key_rules)] = base
        if base.rules == rules:
            found = base
        else:
            # The same limit-free arrays under this round limit (its own round-limited layer).
            found = MorraSolution(
                layout,
                rules,
                base.tables,
                base.values,
                base.x,
                base.y,
                base.start_x,
                base.start_y,
                base.start_value,
                base.residual,
                base.sweeps,
                base.seconds,
                base.from_cache,
            )
            _share_horizon(base, found)
            _memory[(layout, rules)] = found
        _with_horizon(found, layer, key)
        return found
