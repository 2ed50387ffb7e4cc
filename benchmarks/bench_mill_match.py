"""The mill top level against other players, both colours, printing every game (default: nine).

    .venv/bin/python benchmarks/bench_mill_match.py --opponent baseline [--games N] [--time T]
    .venv/bin/python benchmarks/bench_mill_match.py --opponent mcts|random|greedy [--games N]
    .venv/bin/python benchmarks/bench_mill_match.py --preset lasker [--opponent ...]
    .venv/bin/python benchmarks/bench_mill_match.py --opponent today --time 0.1 \
        --opponent-time 1.0 --games 20

Opponents:
* ``baseline``: the previous release's top level, the pure-Python depth-6 search with the old
  evaluation (``BASELINE_WEIGHTS``, no captures past the horizon), at the same T seconds a move.
* ``mcts``: plain Monte-Carlo tree search (UCT) with random playouts, 1,000 simulations a move
  (``mcts_mill.py``).
* ``random``, ``greedy``: the opponents of ``bench_mill_ai.py``.
* ``today``: the top level as it was before the search had threads (the open native think on
  one thread, ``Level(64, 1.0, 0)``), at ``--opponent-time`` seconds a move (default: T); with
  ``--time 0.1 --opponent-time 1.0`` it asks whether the top level holds at a tenth of the time
  (goal: at least 50% and no game lost in 20).
Games come in pairs from the same opening (one random placement per side), each side playing
white once, so that two deterministic players do not replay one game. Prints the top level's
points (a win 1, a draw 1/2) and the goal: at least 90% against the baseline, no game lost to
the others.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_mill_ai import GreedyMillPlayer, RandomMillPlayer
from mcts_mill import MctsMillPlayer

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.evaluation import BASELINE_WEIGHTS
from morra_suite.ai.mill.native import available
from morra_suite.ai.mill.player import Level
from morra_suite.games import mill


def make_opponent(name: str, seconds: float, rng: random.Random):
    if name == "today":
        return MillPlayer(MAX_LEVEL, rng, seconds, spec=Level(64, seconds, 0), threads=1)
    if name == "baseline":
        return MillPlayer(
            MAX_LEVEL,
            rng,
            time_limit=seconds,
            native=False,
            weights=BASELINE_WEIGHTS,
            spec=Level(6, seconds, 0),
        )
    if name == "mcts":
        return MctsMillPlayer(rng, simulations=1000)
    if name == "random":
        return RandomMillPlayer(rng)
    if name == "greedy":
        return GreedyMillPlayer(rng)
    raise ValueError(name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--opponent",
        default="baseline",
        choices=("baseline", "mcts", "random", "greedy", "today"),
    )
    parser.add_argument("--opponent-time", type=float, default=None)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="nine", choices=mill.PRESETS)
    args = parser.parse_args()
    rules = mill.MillRules.preset(args.preset)
    print(
        f"{rules.title}: level {MAX_LEVEL} ({'native' if available() else 'pure Python'}) "
        f"vs {args.opponent} ({args.opponent_time or args.time} s a move), {args.time} s a move, "
        f"{args.games} games (load {', '.join(f'{x:.2f}' for x in os.getloadavg())})",
        flush=True,
    )
    points = 0.0
    tally = {"win": 0, "draw": 0, "loss": 0}
    started = time.time()
    longest = 0.0
    for g in range(args.games):
        rng = random.Random(args.seed * 7919 + g // 2)
        colour = g % 2  # the top level's colour
        state = mill.new_game(rules)
        for _ in range(2):
            state = state.play(rng.choice(state.legal_moves()))
        top = MillPlayer(MAX_LEVEL, random.Random(g), time_limit=args.time)
        other_time = args.time if args.opponent_time is None else args.opponent_time
        other = make_opponent(args.opponent, other_time, random.Random(g + 10_000))
        plies = 0
        while state.outcome() is None:
            if state.to_move == colour:
                t0 = time.perf_counter()
                move = top(state, lambda: False)
                longest = max(longest, time.perf_counter() - t0)
            else:
                move = other(state, lambda: False)
            state = state.play(move)
            plies += 1
        result = state.outcome().result_for(colour)
        points += result
        key = "win" if result == 1 else "draw" if result == 0.5 else "loss"
        tally[key] += 1
        print(
            f"  game {g + 1}: top level {'white' if colour == 0 else 'black'} {key} "
            f"({state.outcome().reason.value}, {plies} plies); "
            f"points {points:g}/{g + 1} ({100 * points / (g + 1):.0f}%)",
            flush=True,
        )
    n = args.games
    print(
        f"level {MAX_LEVEL} vs {args.opponent}: {tally['win']} wins, {tally['draw']} draws, "
        f"{tally['loss']} losses of {n}: {100 * points / n:.1f}% of the points "
        f"({time.time() - started:.0f} s; longest think {longest:.3f} s, budget {args.time} s; "
        f"load {', '.join(f'{x:.2f}' for x in os.getloadavg())})"
    )


if __name__ == "__main__":
    main()
