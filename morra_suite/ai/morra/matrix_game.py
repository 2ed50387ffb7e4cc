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

import math
from collections.abc import Sequence
from contextlib import suppress
from fractions import Fraction
from functools import cache
from itertools import combinations
from typing import Any

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


def _simplex(table: list[list[Any]], zero: object) -> list[int]:  # floats or Fractions
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
            if pivot > zero:
                ratio = rows[i][-1] / pivot
                if (
                    best is None
                    or ratio < best - zero
                    or (ratio <= best + zero and basis[i] < basis[leaving])  # type: ignore[index]
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


def solve_matrix_game(
    matrix: np.ndarray | Sequence[Sequence[float]],
) -> tuple[float, np.ndarray, np.ndarray]:
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


@cache
def _padding(n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every kernel as an n x n matrix, so kernels of all sizes solve in one batch: the
    kernel in the top-left corner and the identity below it (same determinant and the same
    solution, padded with zeros). Per kernel: where each of the n*n entries comes from in a
    game's flattened entries followed by a 0 and a 1, the right-hand side (1 on the kernel, 0
    on the padding), and where each row's and column's probability lies in the padded solution
    followed by a 0 (rows and columns outside the kernel get that 0)."""
    sizes, all_rows, all_cols = kernels(n)
    count = len(sizes)
    gather = np.empty((count, n, n), dtype=np.int64)
    rhs = np.zeros((count, n))
    row_at = np.full((count, n), n, dtype=np.int64)
    col_at = np.full((count, n), n, dtype=np.int64)
    for k in range(count):
        size = int(sizes[k])
        rows, cols = all_rows[k, :size], all_cols[k, :size]
        for a in range(n):
            for b in range(n):
                if a < size and b < size:
                    gather[k, a, b] = rows[a] * n + cols[b]
                else:
                    gather[k, a, b] = n * n + (a == b)
        rhs[k, :size] = 1.0
        row_at[k, rows] = np.arange(size)
        col_at[k, cols] = np.arange(size)
    return gather.reshape(count, n * n), rhs, row_at, col_at


@cache
def _minor_plan(n: int) -> tuple[list[tuple[np.ndarray, np.ndarray]], np.ndarray, np.ndarray]:
    """How to compute the adjugate of an n x n matrix by Laplace expansion with shared minors,
    one size at a time. Per size k = 2 .. n-1, the minors needed: minor m expands along its
    first row as ``sum_t (-1)^t entry[U[m, t]] * smaller[V[m, t]]`` (size-1 minors are the
    entries themselves). The adjugate's (j, i) entry is ``sign[j, i] * top[at[j, i]]``, where
    ``top`` are the (n-1)-minors: ``adj[j, i] = (-1)^(i+j) M_ij``."""
    wanted: list[set[tuple[tuple[int, ...], tuple[int, ...]]]] = [set() for _ in range(n + 1)]

    def need(rows: tuple[int, ...], cols: tuple[int, ...]) -> None:
        k = len(rows)
        if k <= 1 or (rows, cols) in wanted[k]:
            return
        wanted[k].add((rows, cols))
        for t in range(k):
            need(rows[1:], cols[:t] + cols[t + 1 :])

    every = tuple(range(n))
    without = [every[:i] + every[i + 1 :] for i in range(n)]
    for i in range(n):
        for j in range(n):
            need(without[i], without[j])
    position: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {
        ((r,), (c,)): r * n + c for r in range(n) for c in range(n)
    }
    levels = []
    for k in range(2, n):
        keys = sorted(wanted[k])
        smaller = dict(position)
        position = {key: m for m, key in enumerate(keys)}
        u = [[rows[0] * n + cols[t] for t in range(k)] for rows, cols in keys]
        v = [
            [smaller[(rows[1:], cols[:t] + cols[t + 1 :])] for t in range(k)] for rows, cols in keys
        ]
        levels.append((np.array(u), np.array(v)))
    at = np.zeros((n, n), dtype=np.int64)
    sign = np.ones((n, n))
    for i in range(n):
        for j in range(n):
            at[j, i] = position[(without[i], without[j])] if n > 1 else 0
            sign[j, i] = -1.0 if (i + j) % 2 else 1.0
    return levels, at, sign


def _adjugate(entries: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Adjugates ``(n, n, b)`` and determinants ``(b,)`` of ``b`` matrices given as ``(n*n, b)``
    (one row per entry), by ``_minor_plan``: a few operations on long arrays per minor size,
    where LAPACK would pay a per-matrix overhead many times the arithmetic of a 4 x 4 matrix.
    Its rounding is repaired by the refinement step in ``_try`` (LU for the few it cannot)."""
    size, count = entries.shape
    n = math.isqrt(size)
    levels, at, sign = _minor_plan(n)
    if n == 1:
        return np.ones((1, 1, count)), entries[0].copy()
    minors = entries
    for u, v in levels:
        alternating = np.where(np.arange(u.shape[1]) % 2, -1.0, 1.0)[None, :, None]
        minors = (entries[u] * minors[v] * alternating).sum(axis=1)
    adjugate = minors[at] * sign[:, :, None]
    det = (entries[:n] * adjugate[:, 0]).sum(axis=0)  # along row 0: sum_j a_0j C_0j
    return adjugate, det


def _lu_solutions(a: np.ndarray, rhs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``A^-1 rhs`` and ``rhs' A^-1`` of matrices ``(n, n, b)`` by LAPACK with one refinement
    step; a matrix LAPACK finds exactly singular gets NaN (and fails the certificate)."""
    stack = np.moveaxis(a, 2, 0)
    both = np.concatenate([stack, np.swapaxes(stack, 1, 2)])
    count = stack.shape[0]
    right = np.concatenate([rhs.T, rhs.T])[:, :, None]

    def solve(b: np.ndarray) -> np.ndarray:
        try:
            return np.linalg.solve(both, b)
        except np.linalg.LinAlgError:
            out = np.full(b.shape, np.nan)
            for k in range(len(both)):
                with suppress(np.linalg.LinAlgError):
                    out[k] = np.linalg.solve(both[k], b[k])
            return out

    sol = solve(right)
    sol += solve(right - both @ sol)
    return sol[:count, :, 0].T, sol[count:, :, 0].T


def _try(
    shifted: np.ndarray, idx: np.ndarray, kernel_ids: np.ndarray, everything: bool = False
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Tries kernel ``kernel_ids[b]`` (any mix of sizes) on game ``idx[b]``, in one batch
    (``everything``: ``idx`` is every game in order, which spares a copy).

    ``shifted`` holds the games entry by entry, ``(n*n, games)``: every step below works on
    long vectors. Each kernel is padded to n x n (``_padding``), inverted through its adjugate
    and its solution refined once: ``y = A^-1 1`` and ``x' = 1' A^-1``, normalised. Returns
    (ok, values, x, y) with ``x``, ``y`` as ``(n, b)``; ``ok`` means both are non-negative and
    the certificate holds: x guarantees ``low`` against every column, y concedes at most
    ``high`` against every row, so the value lies in [low, high], and the gap is below
    TOLERANCE.
    """
    count = len(idx)
    size = shifted.shape[0]
    n = math.isqrt(size)
    gather, rhs_of, row_at, col_at = _padding(n)
    full = shifted if everything else shifted[:, idx]
    flat = np.concatenate([full, np.zeros((1, count)), np.ones((1, count))]).ravel()
    lanes = np.arange(count)
    a = flat.take(gather[kernel_ids].T * count + lanes)
    adjugate, det = _adjugate(a)
    a = a.reshape(n, n, count)
    # A kernel whose determinant is zero up to rounding is singular (entries lie in [1, 3]; a
    # 1x1 kernel, its entry, always passes).
    ok = np.abs(det) > 1e-13
    rhs = rhs_of[kernel_ids].T
    with np.errstate(all="ignore"):
        inverse = adjugate / np.where(ok, det, 1.0)
        # One step of iterative refinement each: kernels of nearly equal rows are
        # ill-conditioned, and the refinement keeps their certificate gap tiny.
        y = (inverse * rhs).sum(axis=1)
        y += (inverse * (rhs - (a * y).sum(axis=1))).sum(axis=1)
        x = (inverse * rhs[:, None]).sum(axis=0)
        x += (inverse * (rhs - (a * x[:, None]).sum(axis=0))[:, None]).sum(axis=0)
        # An ill-conditioned kernel can leave a residual the adjugate's rounding cannot
        # refine away: those few are solved again by LU with partial pivoting (LAPACK).
        residual = np.maximum(
            np.abs(rhs - (a * y).sum(axis=1)).max(axis=0),
            np.abs(rhs - (a * x[:, None]).sum(axis=0)).max(axis=0),
        )
        rough = np.flatnonzero(ok & ~(residual <= 1e-15))
        if len(rough):
            y[:, rough], x[:, rough] = _lu_solutions(a[:, :, rough], rhs[:, rough])
        zero = np.zeros((1, count))
        row_sums = np.concatenate([y, zero])  # A^-1 1, padded
        col_sums = np.concatenate([x, zero])  # (1' A^-1)', padded
        total = col_sums.sum(axis=0)
        ok &= np.isfinite(total) & (total > 0)
        safe = np.where(ok, total, 1.0)
        x = col_sums.ravel().take(row_at[kernel_ids].T * count + lanes) / safe
        y = row_sums.ravel().take(col_at[kernel_ids].T * count + lanes) / safe
        ok &= np.isfinite(x).all(axis=0) & np.isfinite(y).all(axis=0)
        ok &= (x >= -TOLERANCE).all(axis=0) & (y >= -TOLERANCE).all(axis=0)
    x = np.where(ok, np.maximum(x, 0.0), 1.0 / n)
    y = np.where(ok, np.maximum(y, 0.0), 1.0 / n)
    x /= x.sum(axis=0)
    y /= y.sum(axis=0)
    game = full.reshape(n, n, count)
    low = (x[:, None] * game).sum(axis=0).min(axis=0)
    high = (game * y).sum(axis=1).max(axis=0)
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
    entries = np.ascontiguousarray(games.reshape(count, n * n).T)  # one row per entry
    shift = 1.0 - entries.min(axis=0)
    shifted = entries + shift
    values = np.zeros(count)
    xs = np.zeros((n, count))
    ys = np.zeros((n, count))
    used = np.full(count, -1)
    open_ = np.ones(count, dtype=bool)

    def accept(idx: np.ndarray, kernel_ids: np.ndarray, distinct: bool = False) -> None:
        """Tries kernels on games (a game may repeat unless ``distinct``: its first success
        counts)."""
        if not len(idx):
            return
        ok, value, x, y = _try(shifted, idx, kernel_ids, distinct and len(idx) == count)
        chosen = np.flatnonzero(ok)
        if not distinct:
            _, first = np.unique(idx[chosen], return_index=True)
            chosen = chosen[first]
        done = idx[chosen]
        values[done] = value[chosen]
        xs[:, done] = x[:, chosen]
        ys[:, done] = y[:, chosen]
        used[done] = kernel_ids[chosen]
        open_[done] = False

    if warm is not None:
        idx = np.flatnonzero(warm >= 0)
        accept(idx, warm[idx], distinct=True)
    # Then saddle points, then every larger kernel: the open games against a batch of kernels
    # at once, batches bounded (6x6 games have 923 kernels) and stopping when all are solved.
    # Kernels (and kernel sizes) that solved many games last time are tried first: the games of
    # one board are alike, and with 5 or 6 balls many need the full matrix, the last of 923.
    # A game takes the first kernel of this order that certifies; its saddle point (found in
    # one vectorised pass: most positions of a race have one) leads the first batch.
    idx = np.flatnonzero(open_)
    if len(idx):
        popular = (
            np.zeros(len(sizes))
            if warm is None
            else np.bincount(warm[warm >= 0], minlength=len(sizes))
        )
        ids = np.concatenate(
            [
                (group := np.flatnonzero(sizes == size))[np.argsort(-popular[group], kind="stable")]
                for size in sorted(range(2, n + 1), key=lambda size: -popular[sizes == size].sum())
            ]
            or [np.zeros(0, dtype=np.int64)]
        )
        sub = shifted[:, idx].reshape(n, n, len(idx))
        row_min = sub.min(axis=1)
        col_max = sub.max(axis=0)
        saddle = col_max.min(axis=0) - row_min.max(axis=0) <= TOLERANCE
        i = row_min.argmax(axis=0)[saddle]
        j = col_max.argmin(axis=0)[saddle]
        lead_games, lead_kernels = idx[saddle], _pure_kernel_ids(n)[i, j]
        position = 0
        while len(idx):
            take = max(1, BATCH // len(idx))
            chunk = ids[position : position + take]
            position += take
            accept(
                np.concatenate([lead_games, np.repeat(idx, len(chunk))]),
                np.concatenate([lead_kernels, np.tile(chunk, len(idx))]),
            )
            lead_games = lead_kernels = np.zeros(0, dtype=np.int64)
            if position >= len(ids):
                break
            idx = np.flatnonzero(open_)
    for s in np.flatnonzero(open_):
        value, x, y = solve_matrix_game(shifted[:, s].reshape(n, n))
        values[s], xs[:, s], ys[:, s] = value, x, y
        # The kernel on the simplex's supports, when the batched path certifies it, gives the
        # warm start for the next sweep (and the same answer as a kernel found above would).
        rows, cols = np.flatnonzero(x > 1e-7), np.flatnonzero(y > 1e-7)
        for same_size in _kernels_within(n, tuple(rows), tuple(cols)):
            if not open_[s]:
                break
            accept(np.full(len(same_size), s), np.array(same_size))
    np.maximum(xs, 0.0, out=xs)
    np.maximum(ys, 0.0, out=ys)
    xs /= xs.sum(axis=0)
    ys /= ys.sum(axis=0)
    return values - shift, xs.T, ys.T, used
