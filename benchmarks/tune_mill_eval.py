"""Self-play tuning of the mill evaluation: one weight vector against another, native search.

    .venv/bin/python benchmarks/tune_mill_eval.py --set run=90 --set blocked=800 [--games N]
    .venv/bin/python benchmarks/tune_mill_eval.py --against baseline [--games N] [--time T]
    .venv/bin/python benchmarks/tune_mill_eval.py --against baseline6 --sweep mob_place=3,8
    .venv/bin/python benchmarks/tune_mill_eval.py --sweep mob_move=2,4,8 [--games N]

Plays the candidate (``DEFAULT_WEIGHTS`` changed by ``--set name=value``) against a reference:
``DEFAULT_WEIGHTS``, or ``BASELINE_WEIGHTS`` with ``--against baseline``, both the native top
search at T seconds a move (default 0.1: many games in little time); ``--against baseline6``
stands in for the previous release's top level, its evaluation searched to depth 6 (natively,
so a game takes seconds, not minutes). Games come in pairs from the same random opening (two
random placements a side), each side playing white once. Prints the candidate's share of the
points. ``--sweep`` runs one such match per value of one weight. ``--fitted`` starts the
candidate from ``settings.FITTED_WEIGHTS`` (fitted to game results, ``fit_mill_weights.py``)
instead of ``DEFAULT_WEIGHTS``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.evaluation import BASELINE_WEIGHTS, DEFAULT_WEIGHTS, WEIGHT_NAMES
from morra_suite.ai.mill.native import available
from morra_suite.ai.mill.player import FITTED_WEIGHTS, Level
from morra_suite.games import mill


def with_changes(base: tuple[int, ...], changes: list[str]) -> tuple[int, ...]:
    w = list(base)
    for change in changes:
        name, value = change.split("=")
        w[WEIGHT_NAMES.index(name)] = int(value)
    return tuple(w)


def match(
    cand: tuple[int, ...],
    ref: tuple[int, ...],
    games: int,
    seconds: float,
    seed: int,
    preset: str,
    ref_depth: int = 64,
) -> tuple[float, int, int, int]:
    rules = mill.MillRules.preset(preset)
    points = 0.0
    w = d = lo = 0
    spec = Level(64, seconds, 0)
    ref_spec = Level(ref_depth, max(seconds, 1.0) if ref_depth < 64 else seconds, 0)
    for g in range(games):
        rng = random.Random(seed * 104729 + g // 2)
        colour = g % 2  # the candidate's colour
        state = mill.new_game(rules)
        for _ in range(4):
            state = state.play(rng.choice(state.legal_moves()))
        a = MillPlayer(MAX_LEVEL, random.Random(g), seconds, weights=cand, spec=spec)
        b = MillPlayer(MAX_LEVEL, random.Random(g), ref_spec.seconds, weights=ref, spec=ref_spec)
        players = (a, b) if colour == 0 else (b, a)
        while state.outcome() is None:
            state = state.play(players[state.to_move](state, lambda: False))
        r = state.outcome().result_for(colour)
        points += r
        w += r == 1
        d += r == 0.5
        lo += r == 0
    return points / games, w, d, lo


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", default=[], help="name=value")
    parser.add_argument("--sweep", default=None, help="name=v1,v2,...")
    parser.add_argument(
        "--against", choices=("default", "baseline", "baseline6"), default="default"
    )
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--time", type=float, default=0.1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="nine")
    parser.add_argument(
        "--fitted", action="store_true", help="the candidate from settings.FITTED_WEIGHTS"
    )
    args = parser.parse_args()
    if not available():
        sys.exit("the native core is not built: tuning in pure Python would take days")
    ref = DEFAULT_WEIGHTS if args.against == "default" else BASELINE_WEIGHTS
    ref_depth = 6 if args.against == "baseline6" else 64
    runs: list[list[str]] = [args.set]
    if args.sweep:
        name, values = args.sweep.split("=")
        runs = [[*args.set, f"{name}={v}"] for v in values.split(",")]
    for changes in runs:
        cand = with_changes(FITTED_WEIGHTS if args.fitted else DEFAULT_WEIGHTS, changes)
        started = time.time()
        share, w, d, lo = match(cand, ref, args.games, args.time, args.seed, args.preset, ref_depth)
        print(
            f"{'fitted ' if args.fitted else ''}{' '.join(changes) or 'defaults'} vs "
            f"{args.against}: {w}-{d}-{lo} "
            f"(win-draw-loss), {100 * share:.1f}% of the points, {args.games} games at "
            f"{args.time} s ({time.time() - started:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
