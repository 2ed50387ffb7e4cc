"""Texel-style fit of the mill evaluation's weights to game results (issue 46, item 4).

    nice -n 5 .venv/bin/python benchmarks/fit_mill_weights.py --games 1500 --cpu-minutes 70 \
        --jobs 2 --data /tmp/eval51/mill_games.jsonl

(1500 games in 31 wall minutes, 58.6 CPU minutes, 2.9 MB of data; the fit well under a
minute. ``settings.FITTED_WEIGHTS`` came from it, its figures in its comment there.)

Two steps, both in this one command (``--fit-only`` skips the first, ``--play-only`` the second):

1. Play: the native top (``MillPlayer`` as ``bench_mill_match.py`` builds it, ``TOP``, one
   thread, CPU clock) against itself at 0.02-0.05 s a move from random openings of one or two
   placements a side, and every ``--today-every``-th game the top at 0.05 s against ``TODAY`` at
   0.2-0.5 s (its losses are the blockades to learn), each colour in turn. Every position after
   the opening is written with the game's result, one JSON line a game (``--data``; appended,
   so a second run adds games). Stops at ``--games`` games or ``--cpu-minutes`` of the workers'
   CPU time, whichever comes first.
2. Fit: the evaluation (``evaluation.evaluate``) is linear in its weights but ``flymob`` and
   ``qplies`` (a substitution and a search parameter, held fixed, as is ``close``: a quiet
   position has no mill to close): ``feature_i = evaluate(pos, w0 + e_i) - evaluate(pos, w0)``,
   ``w0`` holding only the fixed weights; the script checks ``evaluate(pos, w) == w . f`` for
   ``TOP_WEIGHTS`` and ``DEFAULT_WEIGHTS`` on every position. Quiet positions only (no mill the
   side to move can close). First ``K`` of ``sigmoid(K * score)`` against the results (1, 1/2, 0
   for the side to move) with the current weights, then the weights (Newton on the log loss,
   a ridge towards the current weights, chosen among ``--ridge``'s on the games 1 mod 5;
   ``mat_place`` and ``mat_move`` fixed at 100 as the unit), rounded to integers. Games whose
   number is a multiple of 5 are held out; the mean squared error of ``sigmoid(K * score)`` is
   printed before and after on them. The features are cached beside the data (``.npz``).
   ``--names`` fits only those weights (e.g. the placing phase's), ``--phase placing`` only the
   placing phase's positions.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Config, Pos, make_pos
from morra_suite.ai.mill.evaluation import (
    DEFAULT_WEIGHTS,
    WEIGHT_NAMES,
    _closable,
    evaluate,
)
from morra_suite.ai.mill.player import TODAY, TOP, TOP_WEIGHTS, Level
from morra_suite.games import mill

#: Weights out of the fit: a substitution, a search parameter, the unit, and ``close`` (no quiet
#: position has a mill to close).
FIXED = ("mat_place", "mat_move", "close", "flymob", "qplies")


# ---- playing --------------------------------------------------------------------------------


def _top(rng: random.Random, seconds: float) -> MillPlayer:
    return MillPlayer(MAX_LEVEL, rng, time_limit=seconds, threads=1, clock="cpu", settings=TOP)


def _today(rng: random.Random, seconds: float) -> MillPlayer:
    return MillPlayer(
        MAX_LEVEL,
        rng,
        seconds,
        spec=Level(64, seconds, 0),
        threads=1,
        clock="cpu",
        settings=TODAY,
    )


def play_game(job: tuple[int, int, int]) -> dict[str, object]:
    """Game ``g`` (every ``today_every``-th against ``TODAY``): its positions after the opening
    (white's bits, black's, the hands, the side to move) and the result for white."""
    seed, g, today_every = job
    cpu = time.process_time()
    rng = random.Random(seed * 1_000_003 + g)
    rules = mill.MillRules.preset("nine")
    state = mill.new_game(rules)
    for _ in range(2 * rng.choice((1, 2))):
        state = state.play(rng.choice(state.legal_moves()))
    against_today = today_every > 0 and g % today_every == today_every - 1
    if against_today:
        colour = (g // today_every) % 2  # the top's colour
        top = _top(random.Random(g), 0.05)
        other = _today(random.Random(g + 1), rng.choice((0.2, 0.3, 0.5)))
        players = (top, other) if colour == 0 else (other, top)
    else:
        seconds = rng.choice((0.02, 0.03, 0.05))
        players = (_top(random.Random(g), seconds), _top(random.Random(g + 1), seconds))
    positions = []
    while state.outcome() is None:
        p = pos_from_state(state)
        positions.append([p.bb[0], p.bb[1], p.hand[0], p.hand[1], p.side])
        state = state.play(players[state.to_move](state, lambda: False))
    outcome = state.outcome()
    assert outcome is not None
    return {
        "g": g,
        "seed": seed,
        "today": against_today,
        "result": outcome.result_for(0),
        "reason": outcome.reason.value,
        "positions": positions,
        "cpu": time.process_time() - cpu,
    }


def play(args: argparse.Namespace) -> None:
    done = set()
    if os.path.exists(args.data):
        with open(args.data, encoding="utf-8") as f:
            done = {(d["seed"], d["g"]) for d in map(json.loads, f)}
    jobs = [
        (args.seed, g, args.today_every) for g in range(args.games) if (args.seed, g) not in done
    ]
    cpu = 0.0
    started = time.time()
    n = 0
    with (
        multiprocessing.get_context("spawn").Pool(args.jobs) as pool,
        open(args.data, "a", encoding="utf-8") as out,
    ):
        for game in pool.imap_unordered(play_game, jobs):
            out.write(json.dumps(game) + "\n")
            out.flush()
            n += 1
            cpu += float(game["cpu"])  # type: ignore[arg-type]
            if n % 50 == 0:
                print(
                    f"  {n} games, {cpu / 60:.1f} CPU min, {time.time() - started:.0f} s "
                    f"(load {', '.join(f'{x:.1f}' for x in os.getloadavg())})",
                    flush=True,
                )
            if cpu > 60 * args.cpu_minutes:
                pool.terminate()
                break
    print(f"played {n} games in {time.time() - started:.0f} s, {cpu / 60:.1f} CPU min")


# ---- features -------------------------------------------------------------------------------


def quiet(cfg: Config, pos: Pos) -> bool:
    """No mill the side to move can close (Texel's quiet position: no capture to make)."""
    topo = cfg.topo
    me, op = pos.bb[pos.side], pos.bb[1 - pos.side]
    empty = topo.full & ~(me | op)
    points = 0
    for m in topo.mills:
        if not op & m and (me & m).bit_count() == 2:
            points |= m & empty
    return not _closable(cfg, topo, pos, pos.side, points)


def base_weights() -> list[int]:
    """The weights all zero but the fixed non-linear ones (``flymob``, ``qplies``)."""
    return [
        w if n in ("flymob", "qplies") else 0
        for n, w in zip(WEIGHT_NAMES, DEFAULT_WEIGHTS, strict=True)
    ]


def features(cfg: Config, pos: Pos) -> list[int]:
    """``evaluate``'s terms for ``pos``, one per weight (the fixed non-linear ones 0)."""
    base = base_weights()
    zero = evaluate(cfg, pos, tuple(base))
    out = []
    for i, name in enumerate(WEIGHT_NAMES):
        if name in ("flymob", "qplies"):
            out.append(0)
            continue
        w = list(base)
        w[i] = 1
        out.append(evaluate(cfg, pos, tuple(w)) - zero)
    return out


def load(path: str, phase: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """The quiet positions' features, results (for the side to move) and games' numbers."""
    cfg = config_from_rules(mill.MillRules.preset("nine"))
    rows: list[list[int]] = []
    results: list[float] = []
    games: list[int] = []
    checked = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            game = json.loads(line)
            for bb0, bb1, h0, h1, side in game["positions"]:
                placing = h0 > 0 or h1 > 0
                if phase != "all" and placing != (phase == "placing"):
                    continue
                pos = make_pos((bb0, bb1), (h0, h1), side)
                if not quiet(cfg, pos):
                    continue
                f_ = features(cfg, pos)
                for w in (TOP_WEIGHTS, DEFAULT_WEIGHTS):
                    assert evaluate(cfg, pos, w) == sum(
                        a * b for a, b in zip(w, f_, strict=True)
                    ), pos
                checked += 1
                rows.append(f_)
                r = game["result"]
                results.append(r if side == 0 else 1.0 - r)
                games.append(game["g"])
    return np.array(rows, float), np.array(results), np.array(games), checked


# ---- fitting --------------------------------------------------------------------------------


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -40.0, 40.0)))


def mse(k: float, scores: np.ndarray, results: np.ndarray) -> float:
    return float(np.mean((sigmoid(k * scores) - results) ** 2))


def fit_k(scores: np.ndarray, results: np.ndarray) -> float:
    """The ``K`` of least squared error (a golden-section search over log K)."""
    lo, hi = math.log(1e-5), math.log(1.0)
    g = (math.sqrt(5) - 1) / 2
    for _ in range(80):
        a = hi - g * (hi - lo)
        b = lo + g * (hi - lo)
        if mse(math.exp(a), scores, results) < mse(math.exp(b), scores, results):
            hi = b
        else:
            lo = a
    return math.exp((lo + hi) / 2)


def fit_weights(
    x: np.ndarray,
    results: np.ndarray,
    k: float,
    start: Sequence[float],
    free: Sequence[int],
    ridge: float = 1e-3,
    steps: int = 50,
) -> np.ndarray:
    """The weights minimising the log loss of ``sigmoid(k * x . w)`` against ``results``, only
    the ``free`` indices moved (the others, the unit among them, stay at ``start``), with a
    ridge of ``ridge`` (on the mean loss, per weight of k-scaled size) towards ``start``:
    Newton's method (the loss is convex in the weights)."""
    w = np.array(start, float)
    w0 = w.copy()
    idx = np.array(free)
    xf = k * x[:, idx]
    n = len(results)
    for _ in range(steps):
        p = sigmoid(k * (x @ w))
        grad = xf.T @ (p - results) / n + ridge * k * k * (w[idx] - w0[idx])
        hess = (xf * (p * (1 - p))[:, None]).T @ xf / n + ridge * k * k * np.eye(len(idx))
        step = np.linalg.solve(hess, grad)
        w[idx] -= step
        if np.max(np.abs(step)) < 1e-6:
            break
    return w


def fit(args: argparse.Namespace) -> None:
    started = time.time()
    cache = f"{args.data}.{args.phase}.npz"
    if os.path.exists(cache) and os.path.getmtime(cache) > os.path.getmtime(args.data):
        with np.load(cache) as saved:
            x, results, games = saved["x"], saved["results"], saved["games"]
        checked = len(results)
    else:
        x, results, games, checked = load(args.data, args.phase)
        np.savez(cache, x=x, results=results, games=games)
    print(
        f"{len(set(games.tolist()))} games, {len(results)} quiet positions ({args.phase}); "
        f"evaluate(pos, w) == w . features on all {checked} for TOP_WEIGHTS and "
        f"DEFAULT_WEIGHTS ({time.time() - started:.0f} s)"
    )
    held = games % 5 == 0  # the held-out 20%
    check = games % 5 == 1  # the ridge is chosen on these, then fitted with them
    train = ~held & ~check
    start = np.array(DEFAULT_WEIGHTS, float)  # the app's top's (TOP.weights; cramp 0)
    names = args.names.split(",") if args.names else [n for n in WEIGHT_NAMES if n not in FIXED]
    free = [WEIGHT_NAMES.index(n) for n in names if x[~held, WEIGHT_NAMES.index(n)].any()]
    k = fit_k(x[~held] @ start, results[~held])
    print(f"K = {k:.6f} (sigmoid(K * score) fitted with the app top's weights, DEFAULT_WEIGHTS)")
    ridges = [float(r) for r in args.ridge.split(",")]
    if len(ridges) > 1:
        errors = []
        for r in ridges:
            w = np.rint(fit_weights(x[train], results[train], k, start, free, ridge=r))
            errors.append(mse(k, x[check] @ w, results[check]))
            print(f"  ridge {r:g}: MSE on the check games {errors[-1]:.5f}")
        ridges = [ridges[int(np.argmin(errors))]]
    w = fit_weights(x[~held], results[~held], k, start, free, ridge=ridges[0])
    rounded = np.rint(w)
    before, after = (mse(k, x[held] @ v, results[held]) for v in (start, rounded))
    fitted = (mse(k, x[~held] @ v, results[~held]) for v in (start, rounded))
    print(
        f"ridge {ridges[0]:g}: fitted games' MSE {' -> '.join(f'{e:.5f}' for e in fitted)}; "
        f"held-out games' MSE {before:.5f} -> {after:.5f}"
    )
    for i in free:
        print(f"  {WEIGHT_NAMES[i]:12s} {int(start[i]):5d} -> {int(rounded[i]):5d}  ({w[i]:.2f})")
    print("FITTED_WEIGHTS = " + repr(tuple(int(v) for v in rounded)))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="/tmp/eval51/mill_games.jsonl")
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--cpu-minutes", type=float, default=70.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--today-every", type=int, default=8, help="0: no games against TODAY")
    parser.add_argument("--play-only", action="store_true")
    parser.add_argument("--fit-only", action="store_true")
    parser.add_argument("--phase", choices=("all", "placing", "moving"), default="all")
    parser.add_argument("--names", default="", help="the weights to fit, by name (default all)")
    parser.add_argument(
        "--ridge",
        default="0.001,0.01,0.1,1",
        help="the ridge towards the current weights; several: the best on the games whose "
        "number is 1 mod 5",
    )
    args = parser.parse_args(argv)
    if not args.fit_only:
        play(args)
    if not args.play_only:
        fit(args)


if __name__ == "__main__":
    main()
