"""Exact solutions of zero-sum matrix games: many small ones at once, and single ones by LP.

The solver needs thousands of tiny (4x4 by default) games per sweep, and one LP call each would
take seconds. By the Shapley-Snow theorem every matrix game with a non-zero value has a pair of
extreme optimal strategies given by a square non-singular submatrix (a "kernel"):
``v = 1 / (1' A^-1 1)``, ``x = v 1' A^-1``, ``y = v A^-1 1``. Shifting a game so its entries are at
least 1 makes the value positive, so trying kernels (the one that worked last sweep first) and
checking the optimality conditions exactly finds a solution for every game; a kernel's answer is
accepted only if both strategies are non-negative and each guarantees ``v`` against every pure
reply. Anything left over (a numerically awkward game) goes to HiGHS. Both paths are tested
against each other on thousands of random games.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

import numpy as np

__all__ = ["kernels", "solve_games", "solve_lp"]

# Optimality is checked to this tolerance on games shifted to entries in [1, 3]: far below the
# solver's 1e-9 residual, far above float rounding.
TOLERANCE = 1e-11


@cache
def kernels(n: int) -> tuple[tuple[np.ndarray, np.ndarray], ...]:
    """Every square submatrix's (rows, columns) of an n x n game, smallest first."""
    out = []
    for k in range(1, n + 1):
        for rows in combinations(range(n), k):
            for cols in combinations(range(n), k):
                out.append((np.array(rows), np.array(cols)))
    return tuple(out)


@cache
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


def _try_kernel(
    shifted: np.ndarray, idx: np.ndarray, kernel: tuple[np.ndarray, np.ndarray]
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Tries one kernel on the games ``idx``: (ok mask, values, x, y) of the shifted games."""
    rows, cols = kernel
    n = shifted.shape[1]
    full = shifted[idx]
    a = full[:, rows][:, :, cols]
    count = len(idx)
    if len(rows) == 1:
        pivot = a[:, 0, 0]
        ok = pivot > 0
        inv = np.where(ok, 1.0 / np.where(ok, pivot, 1.0), 0.0)[:, None, None]
    else:
        det = np.linalg.det(a)
        ok = np.abs(det) > 1e-12
        a = a.copy()
        a[~ok] = np.eye(len(rows))
        inv = np.linalg.inv(a)
    col_sums = inv.sum(axis=1)  # 1' A^-1
    row_sums = inv.sum(axis=2)  # A^-1 1
    total = col_sums.sum(axis=1)
    ok &= total > 0
    value = 1.0 / np.where(ok, total, 1.0)
    x = np.zeros((count, n))
    y = np.zeros((count, n))
    x[:, rows] = col_sums * value[:, None]
    y[:, cols] = row_sums * value[:, None]
    ok &= (x >= -TOLERANCE).all(axis=1) & (y >= -TOLERANCE).all(axis=1)
    guaranteed_x = np.einsum("bi,bij->bj", x, full).min(axis=1)
    guaranteed_y = np.einsum("bij,bj->bi", full, y).max(axis=1)
    ok &= (guaranteed_x >= value - TOLERANCE) & (guaranteed_y <= value + TOLERANCE)
    return ok, value, x, y


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
    all_kernels = kernels(n)
    shift = 1.0 - games.min(axis=(1, 2))
    shifted = games + shift[:, None, None]
    values = np.zeros(count)
    xs = np.zeros((count, n))
    ys = np.zeros((count, n))
    used = np.full(count, -1)
    open_ = np.ones(count, dtype=bool)

    def accept(idx: np.ndarray, kernel_id: int) -> None:
        ok, value, x, y = _try_kernel(shifted, idx, all_kernels[kernel_id])
        done = idx[ok]
        values[done] = value[ok]
        xs[done] = x[ok]
        ys[done] = y[ok]
        used[done] = kernel_id
        open_[done] = False

    if warm is not None:
        for kernel_id in np.unique(warm[warm >= 0]):
            idx = np.flatnonzero(open_ & (warm == kernel_id))
            if len(idx):
                accept(idx, int(kernel_id))
    # Saddle points in one vectorised pass: most positions of a race have one.
    idx = np.flatnonzero(open_)
    if len(idx):
        sub = shifted[idx]
        row_min = sub.min(axis=2)
        col_max = sub.max(axis=1)
        i = row_min.argmax(axis=1)
        j = col_max.argmin(axis=1)
        saddle = col_max.min(axis=1) - row_min.max(axis=1) <= TOLERANCE
        pure = _pure_kernel_ids(n)[i, j]
        for kernel_id in np.unique(pure[saddle]):
            accept(idx[saddle & (pure == kernel_id)], int(kernel_id))
    for kernel_id in range(n * n, len(all_kernels)):
        idx = np.flatnonzero(open_)
        if not len(idx):
            break
        accept(idx, kernel_id)
    for s in np.flatnonzero(open_):
        value, x, y = solve_lp(shifted[s])
        values[s], xs[s], ys[s] = value, x, y
    np.maximum(xs, 0.0, out=xs)
    np.maximum(ys, 0.0, out=ys)
    xs /= xs.sum(axis=1, keepdims=True)
    ys /= ys.sum(axis=1, keepdims=True)
    return values - shift, xs, ys, used
