"""Today's Morra solver (as of commit 62d4fcd), frozen: the reference the new one must agree with.

The solver was rewritten without SciPy and for speed (issue 13 and 15); this module keeps the
algorithm it replaced, verbatim where it computes (kernel search with HiGHS as the fallback and
for the start game, value iteration sped up by sparse LU policy evaluation, the round-limited
layer as backward induction with a warm-started kernel search per level), so the tests can
compare values and strategies. It needs SciPy, which the ``test`` extra installs.
"""

# ruff: noqa
from __future__ import annotations

import time
from contextlib import suppress
from functools import cache
from itertools import combinations

import numpy as np

from morra_suite.games.morra.layout import Layout
from morra_suite.games.morra.rules import MorraRules
from morra_suite.ai.morra.game_arrays import SolverTables
from morra_suite.games.morra.state import resolve_round

RESIDUAL = 1e-9
MAX_SWEEPS = 200_000
HORIZON_CAP = 2000
PATIENCE = 20

# The certificate gap accepted, on games shifted to entries in [1, 3]: ten times below the
# solver's 1e-9 residual, far above float rounding.
TOLERANCE = 1e-10
# Kernel trials per batch: enough to amortise numpy's per-call cost, small enough for memory.
BATCH = 20_000


@cache
def kernels(n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every square submatrix of an n x n game, smallest first, as (sizes, rows, columns):
    kernel k uses rows ``rows[k, :sizes[k]]`` and columns ``cols[k, :sizes[k]]`` (padded)."""
    found = [
        (rows, cols)
        for k in range(1, n + 1)
        for rows in combinations(range(n), k)
        for cols in combinations(range(n), k)
    ]
    sizes = np.array([len(r) for r, _ in found])
    rows = np.zeros((len(found), n), dtype=np.int64)
    cols = np.zeros((len(found), n), dtype=np.int64)
    for k, (r, c) in enumerate(found):
        rows[k, : len(r)] = r
        cols[k, : len(c)] = c
    return sizes, rows, cols


@cache
def _kernels_within(
    n: int, rows: tuple[int, ...], cols: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    """The kernels whose rows lie in ``rows`` and columns in ``cols``, grouped by size, largest
    size first (the supports of a non-degenerate solution are themselves a kernel)."""
    sizes, all_rows, all_cols = kernels(n)
    by_size: dict[int, list[int]] = {}
    for k in range(len(sizes)):
        size = int(sizes[k])
        if set(all_rows[k, :size]) <= set(rows) and set(all_cols[k, :size]) <= set(cols):
            by_size.setdefault(size, []).append(k)
    return tuple(tuple(by_size[size]) for size in sorted(by_size, reverse=True))


def _pure_kernel_ids(n: int) -> np.ndarray:
    """Kernel id of the 1x1 kernel (i, j) at ``[i, j]``: the first n*n kernels, row-major."""
    return np.arange(n * n).reshape(n, n)


def solve_lp(matrix: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """Value and optimal strategies (row maximises) of one game by linear programming (HiGHS)."""
    from scipy.optimize import linprog

    a = np.asarray(matrix, dtype=float)
    n, m = a.shape
    shift = 1.0 - a.min()
    b = a + shift
    # min 1'u  s.t.  B'u >= 1, u >= 0  gives x = u / 1'u and value 1 / 1'u.
    rows = linprog(np.ones(n), A_ub=-b.T, b_ub=-np.ones(m), bounds=(0, None), method="highs")
    cols = linprog(-np.ones(m), A_ub=b, b_ub=np.ones(n), bounds=(0, None), method="highs")
    if rows.status != 0 or cols.status != 0:
        raise ArithmeticError(f"HiGHS failed on a matrix game: {rows.message} / {cols.message}")
    u, w = np.maximum(rows.x, 0.0), np.maximum(cols.x, 0.0)
    return 1.0 / u.sum() - shift, u / u.sum(), w / w.sum()


def _solve_stack(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Batched ``solve``; a matrix LAPACK finds exactly singular gets NaN instead of an error."""
    try:
        return np.linalg.solve(a, b)
    except np.linalg.LinAlgError:
        out = np.full(b.shape, np.nan)
        for k in range(len(a)):
            with suppress(np.linalg.LinAlgError):
                out[k] = np.linalg.solve(a[k], b[k])
        return out


def _try_kernels(
    shifted: np.ndarray, idx: np.ndarray, kernel_ids: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Tries kernel ``kernel_ids[b]`` (all of one size) on game ``idx[b]``, in one batch.

    Returns (ok, values, x, y) for the shifted games; ``ok`` means the certificate holds.
    """
    n = shifted.shape[1]
    sizes, all_rows, all_cols = kernels(n)
    size = int(sizes[kernel_ids[0]])
    rows = all_rows[kernel_ids, :size]
    cols = all_cols[kernel_ids, :size]
    full = shifted[idx]
    count = len(idx)
    a = full[np.arange(count)[:, None, None], rows[:, :, None], cols[:, None, :]]
    if size == 1:
        pivot = a[:, 0, 0]
        ok = pivot > 0
        col_sums = row_sums = 1.0 / np.where(ok, pivot, 1.0)[:, None]
    else:
        det = np.linalg.det(a)
        # Entries lie in [1, 3]: a smaller determinant is a singular kernel up to rounding (and
        # LAPACK may meet an exact zero pivot in it or in its transpose).
        ok = np.isfinite(det) & (np.abs(det) > 1e-13)
        a[~ok] = np.eye(size)
        # Solve A y = 1 and A'x = 1 with one step of iterative refinement: kernels of nearly
        # equal rows are ill-conditioned, and the refinement keeps their certificate gap tiny.
        both = np.concatenate([a, np.swapaxes(a, 1, 2)])
        rhs = np.ones((2 * count, size, 1))
        with np.errstate(all="ignore"):
            sol = _solve_stack(both, rhs)
            sol += _solve_stack(both, rhs - both @ sol)
        ok &= np.isfinite(sol).all(axis=(1, 2)).reshape(2, count).all(axis=0)
        row_sums = sol[:count, :, 0]  # A^-1 1
        col_sums = sol[count:, :, 0]  # (1' A^-1)'
    with np.errstate(all="ignore"):
        total = col_sums.sum(axis=1)
        ok &= np.isfinite(total) & (total > 0)
        safe = np.where(ok, total, 1.0)[:, None]
        x = np.zeros((count, n))
        y = np.zeros((count, n))
        np.put_along_axis(x, rows, col_sums / safe, axis=1)
        np.put_along_axis(y, cols, row_sums / safe, axis=1)
        ok &= np.isfinite(x).all(axis=1) & np.isfinite(y).all(axis=1)
        ok &= (x >= -TOLERANCE).all(axis=1) & (y >= -TOLERANCE).all(axis=1)
    x = np.where(ok[:, None], np.maximum(x, 0.0), 1.0 / n)
    y = np.where(ok[:, None], np.maximum(y, 0.0), 1.0 / n)
    x /= x.sum(axis=1, keepdims=True)
    y /= y.sum(axis=1, keepdims=True)
    # The certificate: x guarantees at least ``low`` against every column, y concedes at most
    # ``high`` against every row, so the value lies in [low, high]; accept a gap below TOLERANCE.
    low = np.einsum("bi,bij->bj", x, full).min(axis=1)
    high = np.einsum("bij,bj->bi", full, y).max(axis=1)
    ok &= high - low <= TOLERANCE
    return ok, (low + high) / 2, x, y


def solve_games(
    games: np.ndarray, warm: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Solves every game ``games[s]`` (square, row player maximises) exactly.

    ``warm`` gives, per game, the kernel to try first (what worked for a similar game, such as
    the same position one sweep earlier). Returns values, row strategies, column strategies and
    the kernel id that solved each game (-1: solved by LP).
    """
    games = np.asarray(games, dtype=float)
    count, n, _ = games.shape
    sizes = kernels(n)[0]
    shift = 1.0 - games.min(axis=(1, 2))
    shifted = games + shift[:, None, None]
    values = np.zeros(count)
    xs = np.zeros((count, n))
    ys = np.zeros((count, n))
    used = np.full(count, -1)
    open_ = np.ones(count, dtype=bool)

    def accept(idx: np.ndarray, kernel_ids: np.ndarray) -> None:
        """Tries kernels of one size on games (a game may repeat: its first success counts)."""
        if not len(idx):
            return
        ok, value, x, y = _try_kernels(shifted, idx, kernel_ids)
        hits = np.flatnonzero(ok)
        _, first = np.unique(idx[hits], return_index=True)
        chosen = hits[first]
        done = idx[chosen]
        values[done] = value[chosen]
        xs[done] = x[chosen]
        ys[done] = y[chosen]
        used[done] = kernel_ids[chosen]
        open_[done] = False

    if warm is not None:
        hinted = warm >= 0
        warm_sizes = sizes[np.where(hinted, warm, 0)]
        for size in np.unique(warm_sizes[hinted]):
            idx = np.flatnonzero(hinted & (warm_sizes == size))
            accept(idx, warm[idx])
    # Saddle points in one vectorised pass: most positions of a race have one.
    idx = np.flatnonzero(open_)
    if len(idx):
        sub = shifted[idx]
        row_min = sub.min(axis=2)
        col_max = sub.max(axis=1)
        saddle = col_max.min(axis=1) - row_min.max(axis=1) <= TOLERANCE
        i = row_min.argmax(axis=1)[saddle]
        j = col_max.argmin(axis=1)[saddle]
        accept(idx[saddle], _pure_kernel_ids(n)[i, j])
    # Then every larger kernel, one size at a time: the open games against a batch of kernels
    # at once, batches bounded (6x6 games have 923 kernels) and stopping when all are solved.
    # Kernels (and kernel sizes) that solved many games last time are tried first: the games of
    # one board are alike, and with 5 or 6 balls many need the full matrix, the last of 923.
    # Batches stay bounded in memory and stop as soon as every game is solved.
    popular = (
        np.zeros(len(sizes)) if warm is None else np.bincount(warm[warm >= 0], minlength=len(sizes))
    )
    order = sorted(range(2, n + 1), key=lambda size: -popular[sizes == size].sum())
    for size in order:
        ids = np.flatnonzero(sizes == size)
        ids = ids[np.argsort(-popular[ids], kind="stable")]
        position = 0
        while position < len(ids):
            idx = np.flatnonzero(open_)
            if not len(idx):
                break
            take = max(1, BATCH // len(idx))
            chunk = ids[position : position + take]
            position += take
            accept(np.repeat(idx, len(chunk)), np.tile(chunk, len(idx)))
    for s in np.flatnonzero(open_):
        value, x, y = solve_lp(shifted[s])
        values[s], xs[s], ys[s] = value, x, y
        # HiGHS answers to its own tolerance (about 1e-9); the kernel on its supports, when it
        # has one, gives the exact answer and the warm start for the next sweep.
        rows, cols = np.flatnonzero(x > 1e-7), np.flatnonzero(y > 1e-7)
        for group in _kernels_within(n, tuple(rows), tuple(cols)):
            if not open_[s]:
                break
            accept(np.full(len(group), s), np.array(group))
    np.maximum(xs, 0.0, out=xs)
    np.maximum(ys, 0.0, out=ys)
    xs /= xs.sum(axis=1, keepdims=True)
    ys /= ys.sum(axis=1, keepdims=True)
    return values - shift, xs, ys, used


def build_tables(layout: Layout, rules: MorraRules) -> SolverTables:
    """Plays every round from every position with ``resolve_round``.

    The rules do not care which player a stone belongs to, so a round of b's stone is a's round
    with the stones swapped; and a total only counts modulo the ring's size. Both halve the work.
    """
    fields = layout.all_fields()
    index = {f: i for i, f in enumerate(fields)}
    size = len(fields)
    totals = 2 * rules.max_hand + 1
    count = 2 * size * size
    succ = np.empty((count, totals), dtype=np.int64)
    for ia, fa in enumerate(fields):
        ring_size = layout.fields[fa.ring]
        for ib, fb in enumerate(fields):
            a_round = ia * size + ib  # a's stone at stake, stones (fa, fb)
            b_round = (size + ib) * size + ia  # b's stone at stake, stones (fb, fa)
            for total in range(totals):
                if total >= ring_size:
                    succ[a_round, total] = succ[a_round, total % ring_size]
                    succ[b_round, total] = succ[b_round, total % ring_size]
                    continue
                result = resolve_round(layout, rules.push, (fa, fb), 0, total)
                if result.winner is not None:
                    succ[a_round, total] = count + result.winner
                    succ[b_round, total] = count + 1 - result.winner
                else:
                    na, nb = (index[f] for f in result.stones)
                    succ[a_round, total] = (size + na) * size + nb
                    succ[b_round, total] = nb * size + na
    return SolverTables(fields, index, succ, rules.max_hand + 1)


def _hankel(hands: int) -> np.ndarray:
    return np.add.outer(np.arange(hands), np.arange(hands))


def _extend(values: np.ndarray) -> np.ndarray:
    return np.concatenate([values, [1.0, -1.0]])


def _total_probabilities(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """P(total = t) per state: the convolution of both players' hand distributions."""
    count, hands = x.shape
    p = np.zeros((count, 2 * hands - 1))
    for i in range(hands):
        p[:, i : i + hands] += x[:, i : i + 1] * y
    return p


def _evaluate(tables: SolverTables, p: np.ndarray) -> np.ndarray | None:
    """The exact values of the Markov chain both fixed strategies make (a sparse solve), or
    ``None`` when the chain can loop forever (singular system) or the answer is no probability."""
    import warnings

    from scipy.sparse import csc_matrix, identity
    from scipy.sparse.linalg import splu

    succ = tables.succ
    count, totals = succ.shape
    rows = np.repeat(np.arange(count), totals)
    cols = succ.ravel()
    inside = cols < count
    step = csc_matrix((p.ravel()[inside], (rows[inside], cols[inside])), shape=(count, count))
    reward = (p * (succ == count)).sum(axis=1) - (p * (succ == count + 1)).sum(axis=1)
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        try:
            factor = splu(identity(count, format="csc") - step)
        except RuntimeError:  # exactly singular
            return None
        # A (nearly) zero pivot means a loop the chain never leaves: refuse it before solving,
        # as SuperLU would hand BLAS an invalid call (and print about it) on such a factor.
        if not (np.abs(factor.U.diagonal()) > 1e-12).all():
            return None
        values = factor.solve(reward)
    if not np.isfinite(values).all() or np.abs(values).max() > 1.0 + 1e-9:
        return None
    return np.asarray(values)


def _value_iteration(
    tables: SolverTables,
    residual: float = RESIDUAL,
    evaluations: int = 50,
    time_limit: float | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, float, int]:
    """Shapley's iteration, sped up between two exact sweeps by evaluating the strategies just
    found: exactly by a sparse linear solve when their Markov chain surely ends, else by
    ``evaluations`` cheap sweeps (Hoffman-Karp / modified policy iteration). The stopping test is
    always an exact sweep's residual, so the speed-up cannot change what counts as converged; if
    it ever stops helping (no new smallest residual in ``PATIENCE`` exact sweeps), it is switched
    off and plain value iteration finishes the job. After ``time_limit`` seconds it stops where
    it is (the residual it returns says how far from converged)."""
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    succ, hankel = tables.succ, _hankel(tables.hands)
    values = np.zeros(tables.count)
    warm: np.ndarray | None = None
    x = y = np.zeros((tables.count, tables.hands))
    change = best = float("inf")
    sweeps = since_best = 0
    while change >= residual and sweeps < MAX_SWEEPS:
        if deadline is not None and sweeps and time.perf_counter() > deadline:
            break
        games = _extend(values)[succ][:, hankel]
        new, x, y, warm = solve_games(games, warm)
        change = float(np.abs(new - values).max())
        values = new
        sweeps += 1
        if change < best:
            best, since_best = change, 0
        else:
            since_best += 1
            if since_best >= PATIENCE:
                evaluations = 0
        if evaluations and change >= residual:
            p = _total_probabilities(x, y)
            exact = _evaluate(tables, p)
            if exact is not None:
                values = exact
            else:
                for _ in range(evaluations):
                    values = (p * _extend(values)[succ]).sum(axis=1)
    return values, x, y, change, sweeps


def horizon(tables: SolverTables, round_limit: int) -> np.ndarray:
    """``MorraSolution._horizon`` as it was: the values with h rounds left, h = 0, 1, ..."""
    succ, hankel = tables.succ, _hankel(tables.hands)
    levels = [np.zeros(tables.count)]
    warm: np.ndarray | None = None
    for _ in range(min(round_limit, HORIZON_CAP)):
        new, _, _, warm = solve_games(_extend(levels[-1])[succ][:, hankel], warm)
        step = float(np.abs(new - levels[-1]).max())
        levels.append(new)
        if step < 1e-13:
            break
    return np.array(levels)


def solve_old(layout: Layout, rules: MorraRules, limit_free: bool = True) -> dict[str, object]:
    """Both layers and the start games as the old solver computed them (the limit-free layer
    only if ``limit_free``: on a board whose play can loop it may take minutes, or never
    converge, which the old solver cut off after 120 s)."""
    tables = build_tables(layout, rules)
    result: dict[str, object] = {"tables": tables}
    if limit_free:
        values, x, y, change, sweeps = _value_iteration(tables, time_limit=120.0)
        start_value, start_x, start_y = solve_lp(values[tables.start_ids()])
        result.update(
            values=values,
            x=x,
            y=y,
            residual=change,
            start_value=float(start_value),
            start_x=start_x,
            start_y=start_y,
        )
    levels = horizon(tables, rules.round_limit)
    top = min(rules.round_limit, len(levels) - 1)
    game_value, game_x, game_y = solve_lp(levels[top][tables.start_ids()])
    result.update(horizon=levels, game_value=float(game_value), game_x=game_x, game_y=game_y)
    return result


def level_strategies(levels: np.ndarray, tables: SolverTables, level: int):
    """The strategies the old ``MorraSolution.strategy`` gave with ``level`` rounds left."""
    games = _extend(levels[level - 1])[tables.succ][:, _hankel(tables.hands)]
    values, x, y, _ = solve_games(games)
    return values, x, y
