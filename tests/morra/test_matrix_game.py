"""The batched kernel solver and the simplex against HiGHS on random games, degenerate ones
included. SciPy (HiGHS) is a test dependency only: the app solves every game without it."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.optimize import linprog

from morra_suite.ai.morra.matrix_game import _solve_exactly, solve_games, solve_matrix_game


def solve_lp(matrix: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
    """Value and optimal strategies of one game by HiGHS: the independent reference."""
    a = np.asarray(matrix, dtype=float)
    n, m = a.shape
    shift = 1.0 - a.min()
    b = a + shift
    rows = linprog(np.ones(n), A_ub=-b.T, b_ub=-np.ones(m), bounds=(0, None), method="highs")
    cols = linprog(-np.ones(m), A_ub=b, b_ub=np.ones(n), bounds=(0, None), method="highs")
    assert rows.status == 0 and cols.status == 0
    u, w = np.maximum(rows.x, 0.0), np.maximum(cols.x, 0.0)
    return 1.0 / u.sum() - shift, u / u.sum(), w / w.sum()


def check_optimal(games: np.ndarray, values: np.ndarray, xs: np.ndarray, ys: np.ndarray) -> None:
    """Each strategy guarantees the value against every pure reply: optimality, LP-free."""
    assert np.allclose(xs.sum(axis=1), 1.0) and (xs >= 0).all()
    assert np.allclose(ys.sum(axis=1), 1.0) and (ys >= 0).all()
    assert (np.einsum("bi,bij->bj", xs, games).min(axis=1) >= values - 1e-10).all()
    assert (np.einsum("bij,bj->bi", games, ys).max(axis=1) <= values + 1e-10).all()


@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_random_games_agree_with_highs(size: int) -> None:
    rng = np.random.default_rng(size)
    continuous = rng.uniform(-1, 1, (250, size, size))
    ties = rng.integers(-2, 3, (250, size, size)).astype(float)  # many degenerate games
    games = np.concatenate([continuous, ties])
    values, xs, ys, _ = solve_games(games)
    check_optimal(games, values, xs, ys)
    for game, value in zip(games, values, strict=True):
        assert solve_lp(game)[0] == pytest.approx(value, abs=1e-8)


def test_hankel_games_like_the_solvers_with_a_warm_start() -> None:
    rng = np.random.default_rng(7)
    totals = rng.uniform(-1, 1, (500, 7))
    games = totals[:, np.add.outer(np.arange(4), np.arange(4))]
    values, xs, ys, used = solve_games(games)
    check_optimal(games, values, xs, ys)
    nudged = games + rng.uniform(-1e-4, 1e-4, games.shape)
    again, xs2, ys2, _ = solve_games(nudged, used)
    check_optimal(nudged, again, xs2, ys2)
    for game, value in zip(nudged[:100], again[:100], strict=True):
        assert solve_lp(game)[0] == pytest.approx(value, abs=1e-8)


def test_known_games() -> None:
    matching_pennies = np.array([[[1.0, -1.0], [-1.0, 1.0]]])
    value, x, _, _ = solve_games(matching_pennies)
    assert value[0] == pytest.approx(0.0) and x[0] == pytest.approx([0.5, 0.5])
    rock_paper_scissors = np.array([[[0.0, -1, 1], [1, 0, -1], [-1, 1, 0]]])
    value, x, _, _ = solve_games(rock_paper_scissors)
    assert value[0] == pytest.approx(0.0) and x[0] == pytest.approx([1 / 3] * 3)
    constant = np.full((1, 4, 4), 0.25)
    assert solve_games(constant)[0][0] == pytest.approx(0.25)


@pytest.mark.parametrize(
    "shape", [(1, 1), (1, 5), (5, 1), (2, 2), (3, 5), (6, 4), (12, 12), (16, 16)]
)
def test_the_simplex_agrees_with_highs_and_certifies_itself(shape: tuple[int, int]) -> None:
    """Any shape (the start game is as large as the outer ring), ties and saddle points
    included: value as HiGHS's, strategies that guarantee it, and the exact path alike."""
    rng = np.random.default_rng(sum(shape))
    for k in range(60):
        if k % 3 == 0:
            game = rng.uniform(-1, 1, shape)
        elif k % 3 == 1:
            game = rng.integers(-2, 3, shape).astype(float)  # many ties: degenerate bases
        else:
            game = rng.choice([-1.0, 0.0, 0.5, 1.0], shape)
        value, x, y = solve_matrix_game(game)
        check_optimal(game[None], np.array([value]), x[None], y[None])
        assert value == pytest.approx(solve_lp(game)[0], abs=1e-9)
        exact, xe, ye = _solve_exactly(game)
        assert exact == pytest.approx(value, abs=1e-12)
        check_optimal(game[None], np.array([exact]), xe[None], ye[None])


def test_the_exact_path_solves_what_floats_cannot_separate() -> None:
    """Rows that differ by one unit in the last place (the shift to positive entries rounds the
    difference away): the float path answers within its certificate's 1e-10, the rational path
    exactly: the value is the better row's, 1 + eps, and that row is played surely."""
    eps = np.nextafter(1.0, 2.0) - 1.0
    game = np.array([[1.0, 1.0, 1.0], [1.0 + eps, 1.0 + eps, 1.0 + eps], [0.0, 2.0, 1.0]])
    value, x, y = solve_matrix_game(game)
    assert abs(value - (1.0 + eps)) <= 1e-10
    check_optimal(game[None], np.array([value]), x[None], y[None])
    value, x, _ = _solve_exactly(game)
    assert value == 1.0 + eps
    assert x.tolist() == [0.0, 1.0, 0.0]
