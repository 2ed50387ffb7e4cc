"""Exact solutions of zero-sum matrix games: many small ones at once, and single ones by simplex.

The solver needs thousands of tiny (4x4 by default) games per sweep, and one LP call each would
take seconds. By the Shapley-Snow theorem every matrix game with a non-zero value has a pair of
extreme optimal strategies given by a square non-singular submatrix (a "kernel"):
``v = 1 / (1' A^-1 1)``, ``x = v 1' A^-1``, ``y = v A^-1 1``. Shifting a game so its entries are at
least 1 makes the value positive, so trying kernels (the one that worked last sweep first) and
checking the optimality conditions exactly finds a solution for every game; a kernel's answer is
accepted only if both strategies are non-negative and each guarantees ``v`` against every pure
reply, which certifies the value to within ``TOLERANCE``. Anything left over (a numerically
awkward game) and the start game (one per layout, as large as the outer ring) go to
``solve_matrix_game``: a simplex with Bland's rule (no cycling on the many ties of these games)
whose final basis is a kernel, re-solved and certified the same way; should float arithmetic ever
fail the certificate, the same simplex runs again in exact rational arithmetic. No SciPy: the
tests check both paths against HiGHS on thousands of random games, degenerate ones included.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from fractions import Fraction
from functools import cache
from itertools import combinations

import numpy as np

__all__ = ["kernels", "solve_games", "solve_matrix_game"]

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


def _simplex(table: list[list], zero: object) -> list[int]:
    """The optimal basis of ``max 1'w  s.t.  B w <= 1, w >= 0`` (``B`` positive, n x m) by the
    tableau simplex with Bland's rule: the entering column is the first that improves, the
    leaving row the first of the tied ratios by basic variable, so degenerate ties never cycle.

    ``table`` is B's rows; ``zero`` is the tolerance below which a float counts as zero (``0``
    for exact fractions). Returns the basic variable of each row: ``j < m`` is ``w_j``,
    ``m + i`` the slack of row i.
    """
    n, m = len(table), len(table[0])
    one = type(table[0][0])(1)
    rows = [[*table[i], *(one if k == i else one - one for k in range(n)), one] for i in range(n)]
    cost = [-one] * m + [one - one] * (n + 1)  # reduced costs of the minimisation of -1'w
    basis = [m + i for i in range(n)]
    for _ in range(10_000):
        entering = next((j for j in range(m + n) if cost[j] < -zero), None)  # type: ignore[operator]
        if entering is None:
            return basis
        leaving, best = None, None
        for i in range(n):
            pivot = rows[i][entering]
            if pivot > zero:  # type: ignore[operator]
                ratio = rows[i][-1] / pivot
                if (
                    best is None
                    or ratio < best - zero  # type: ignore[operator]
                    or (ratio <= best + zero and basis[i] < basis[leaving])  # type: ignore[index,operator]
                ):
                    leaving, best = i, ratio
        if leaving is None:  # cannot happen with positive B: the LP is bounded
            raise ArithmeticError("unbounded matrix-game LP")
        pivot_row = rows[leaving]
        pivot = pivot_row[entering]
        pivot_row[:] = [v / pivot for v in pivot_row]
        for row in (*rows[:leaving], *rows[leaving + 1 :], cost):
            factor = row[entering]
            if factor:
                row[:] = [v - factor * p for v, p in zip(row, pivot_row, strict=True)]
        basis[leaving] = entering
    raise ArithmeticError("the simplex did not finish")


def _certify(
    b: np.ndarray, x: np.ndarray, y: np.ndarray
) -> tuple[bool, float, np.ndarray, np.ndarray]:
    """(ok, value, x, y): ``x`` guarantees ``low`` against every column and ``y`` concedes at most
    ``high`` against every row, so the value lies in [low, high]; ok when that gap is tiny."""
    ok = bool(np.isfinite(x).all() and np.isfinite(y).all())
    ok = ok and bool((x >= -TOLERANCE).all() and (y >= -TOLERANCE).all())
    if not ok or x.sum() <= 0 or y.sum() <= 0:
        return False, 0.0, x, y
    x = np.maximum(x, 0.0)
    y = np.maximum(y, 0.0)
    x, y = x / x.sum(), y / y.sum()
    low, high = float((x @ b).min()), float((b @ y).max())
    return high - low <= TOLERANCE, (low + high) / 2, x, y


def solve_matrix_game(matrix: np.ndarray | Sequence) -> tuple[float, np.ndarray, np.ndarray]:
    """Value and optimal strategies (the row player maximises) of one game of any shape.

    The simplex runs in floats; its final basis names a square kernel (the tight rows and the
    basic columns), which is solved again with one step of iterative refinement and certified
    like every kernel. A game that fails the certificate is solved again in exact fractions.
    """
    a = np.asarray(matrix, dtype=float)
    n, m = a.shape
    shift = 1.0 - float(a.min())
    b = a + shift  # entries >= 1: the value is positive and the LP bounded
    basis = _simplex(b.tolist(), 1e-12)
    cols = [j for j in basis if j < m]
    slack = {j - m for j in basis if j >= m}
    rows = [i for i in range(n) if i not in slack]
    if len(rows) == len(cols) and cols:
        kernel = b[np.ix_(rows, cols)]
        ones = np.ones(len(cols))
        with np.errstate(all="ignore"), suppress(np.linalg.LinAlgError):
            w = np.linalg.solve(kernel, ones)
            w += np.linalg.solve(kernel, ones - kernel @ w)
            u = np.linalg.solve(kernel.T, ones)
            u += np.linalg.solve(kernel.T, ones - kernel.T @ u)
            x, y = np.zeros(n), np.zeros(m)
            x[rows], y[cols] = u, w
            ok, value, x, y = _certify(b, x, y)
            if ok:
                return value - shift, x, y
    return _solve_exactly(a)


def _solve_exactly(a: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """The same simplex in exact rational arithmetic (a float is a fraction exactly)."""
    n, m = a.shape
    exact = [[Fraction(float(v)) for v in row] for row in a]
    shift = 1 - min(min(row) for row in exact)
    table = [[v + shift for v in row] for row in exact]
    basis = _simplex(table, 0)
    # The final basis's kernel, solved exactly, gives w and u.
    cols = [j for j in basis if j < m]
    slack = {j - m for j in basis if j >= m}
    tight = [i for i in range(n) if i not in slack]
    kernel = [[table[i][j] for j in cols] for i in tight]
    w = _exact_solve(kernel, [Fraction(1)] * len(cols))
    u = _exact_solve([list(col) for col in zip(*kernel, strict=True)], [Fraction(1)] * len(cols))
    total = sum(w)
    x, y = np.zeros(n), np.zeros(m)
    for k, i in enumerate(tight):
        x[i] = float(u[k] / sum(u))
    for k, j in enumerate(cols):
        y[j] = float(w[k] / total)
    return float(1 / total - shift), x, y


def _exact_solve(matrix: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    """Gaussian elimination in fractions (the matrix is a simplex basis: non-singular)."""
    size = len(rhs)
    rows = [[*matrix[i], rhs[i]] for i in range(size)]
    for c in range(size):
        p = next(r for r in range(c, size) if rows[r][c] != 0)
        rows[c], rows[p] = rows[p], rows[c]
        pivot = rows[c][c]
        rows[c] = [v / pivot for v in rows[c]]
        for r in range(size):
            if r != c and rows[r][c] != 0:
                f = rows[r][c]
                rows[r] = [v - f * q for v, q in zip(rows[r], rows[c], strict=True)]
    return [rows[i][-1] for i in range(size)]


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
        value, x, y = solve_matrix_game(shifted[s])
        values[s], xs[s], ys[s] = value, x, y
        # The kernel on the simplex's supports, when the batched path certifies it, gives the
        # warm start for the next sweep (and the same answer as a kernel found above would).
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
