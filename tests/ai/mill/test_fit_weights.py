"""The Texel-style fit of the mill evaluation (``benchmarks/fit_mill_weights.py``): on a small
synthetic data set made from known weights it finds those weights again, moving only the free
ones, and its scale ``K`` is the one the results were drawn with; a position's features times the
weights are the evaluation itself."""

from __future__ import annotations

import numpy as np

from morra_suite.ai.mill.convert import config_from_rules
from morra_suite.ai.mill.engine import make_pos
from morra_suite.ai.mill.evaluation import DEFAULT_WEIGHTS, evaluate
from morra_suite.ai.mill.settings import TOP_WEIGHTS
from morra_suite.games import mill
from tests.ai.mill.benchmark_scripts import load_benchmark

fit = load_benchmark("fit_mill_weights")


def _synthetic(seed: int = 5) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """4000 positions of four features, the first the unit (weight 100), results drawn as
    wins and losses with chance sigmoid(K * score), ``K`` = 0.01."""
    rng = np.random.default_rng(seed)
    x = rng.integers(-3, 4, size=(4000, 4)).astype(float)
    true = np.array([100.0, 40.0, -25.0, 10.0])
    k = 0.01
    p = fit.sigmoid(k * (x @ true))
    results = (rng.random(len(p)) < p).astype(float)
    return x, results, true, k


def test_the_fit_finds_the_weights_the_results_were_drawn_with() -> None:
    x, results, true, k = _synthetic()
    start = [100.0, 0.0, 0.0, 0.0]
    w = fit.fit_weights(x, results, k, start, free=[1, 2, 3], ridge=0.0)
    assert w[0] == 100.0  # the unit is held
    assert np.allclose(w[1:], true[1:], atol=6.0), w
    # better than the start, and no better than the truth by more than the noise
    loss = [fit.mse(k, x @ v, results) for v in (np.array(start), w, true)]
    assert loss[1] < loss[0] and abs(loss[1] - loss[2]) < 1e-3, loss


def test_only_the_free_weights_move() -> None:
    x, results, _true, k = _synthetic()
    w = fit.fit_weights(x, results, k, [100.0, 0.0, 7.0, 0.0], free=[1], ridge=0.0)
    assert w[2] == 7.0 and w[3] == 0.0 and abs(w[1] - 40.0) < 8.0, w


def test_the_scale_is_found_from_the_results() -> None:
    x, results, true, k = _synthetic()
    assert abs(fit.fit_k(x @ true, results) / k - 1.0) < 0.15


def test_the_features_times_the_weights_are_the_evaluation() -> None:
    cfg = config_from_rules(mill.MillRules.preset("nine"))
    rng = np.random.default_rng(3)
    for _ in range(60):
        points = rng.permutation(24)
        white = sum(1 << int(p) for p in points[:6])
        black = sum(1 << int(p) for p in points[6 : 6 + int(rng.integers(2, 8))])
        hand = (int(rng.integers(0, 3)), 0) if rng.random() < 0.5 else (0, 0)
        pos = make_pos((white, black), hand, int(rng.integers(0, 2)))
        f = fit.features(cfg, pos)
        for w in (TOP_WEIGHTS, DEFAULT_WEIGHTS):
            assert evaluate(cfg, pos, w) == sum(a * b for a, b in zip(w, f, strict=True))
