"""The batched kernel solver against HiGHS on random games, degenerate ones included."""

from __future__ import annotations

import numpy as np
import pytest

from morra_suite.games.morra.matrix_game import solve_games, solve_lp


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
