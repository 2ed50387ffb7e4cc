"""Nodes per second and depth reached by the mill search in the placing, moving and flying phases.

    .venv/bin/python benchmarks/bench_mill_native.py [--time T] [--threads N] [--pure]
    .venv/bin/python benchmarks/bench_mill_native.py --match GAMES [--time T] [--threads N]

Searches fixed Nine Men's Morris positions of each phase for T seconds each (default 1) with the
native core on one thread and on N (default: one per core, ``os.cpu_count()``), and prints nodes
per second, the depth of the last finished iteration and the speed-up of N threads over one
(``--pure``: the pure-Python search as well, for comparison). Goals: at least 2 M nodes a second
on one core, depth 12 or more in the moving phase, N = 2 at least 1.8 times one thread's nodes.
The machine's load matters: nodes per wall-clock second fall when other programs share the
cores, so the rate per CPU second (all threads) and the load average are printed too.

``--match GAMES``: the top level on N threads against the top level on one, T seconds a move
each, GAMES games in pairs from the same opening (one random placement a side, each side white
once); prints every game and the N-thread side's score (goal: at least 60%).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.native import NativeSearcher, available, default_threads
from morra_suite.ai.mill.search import Searcher
from morra_suite.games import mill

POSITIONS = {
    "placing": [
        "nine w:d6 b:- hand:8,9 to:b",
        "nine w:a7,d6,f4 b:g7,d2,b4 hand:6,6 to:w",
        "nine w:a7,d6,f4,c3,e5 b:g7,d2,b4,a1,g1 hand:4,4 to:w",
    ],
    "moving": [
        "nine w:a7,d7,b6,f4,d2,c3,e4 b:g7,g1,a1,b4,d6,f2,d5 hand:0,0 to:w",
        "nine w:a7,g4,b6,f4,d2,c3,e4,c5 b:g7,g1,a1,b4,d6,f2,d5,e3 hand:0,0 to:b",
        "nine w:d7,a4,b6,f6,d2,c4,e3 b:g7,a1,b4,d6,f2,d5,e5,d1 hand:0,0 to:w",
    ],
    "flying": [
        "nine w:a7,d7,g4 b:g7,g1,a1,b4,d6,f2 hand:0,0 to:w",
        "nine w:a7,d7,g4 b:g7,g1,a1,b4,d6,f2 hand:0,0 to:b",
        "nine w:a7,d6,e4,c3 b:g7,g1,d5 hand:0,0 to:b",
    ],
}


def load() -> str:
    """The load averages (1, 5, 15 minutes), as ``uptime`` prints them."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def run(kind: str, seconds: float, threads: int = 1) -> dict[str, float]:
    """Prints each phase's rate and depths; returns each phase's mean nodes per second."""
    out = {}
    for phase, texts in POSITIONS.items():
        rates = []
        cpu_rates = []
        depths = []
        for text in texts:
            state = mill.parse_position(text)
            cfg = config_from_rules(state.rules)
            searcher = NativeSearcher(cfg, threads=threads) if kind == "native" else Searcher(cfg)
            t0 = time.perf_counter()
            c0 = time.process_time()
            searcher.think(pos_from_state(state), seconds)
            took = time.perf_counter() - t0
            cpu = max(time.process_time() - c0, 1e-6)
            rates.append(searcher.nodes / took)
            cpu_rates.append(searcher.nodes / cpu)
            depths.append(searcher.depth_reached)
        out[phase] = statistics.mean(rates)
        label = f"{kind} x{threads}" if kind == "native" else kind
        print(
            f"{label:10} {phase:8}: {statistics.mean(rates) / 1e6:6.2f} M nodes/s "
            f"({statistics.mean(cpu_rates) / 1e6:.2f} M per CPU second), depth "
            f"{', '.join(map(str, depths))} (mean {statistics.mean(depths):.1f}) at {seconds} s",
            flush=True,
        )
    return out


def match(games: int, seconds: float, threads: int, seed: int) -> None:
    """The top level on ``threads`` threads against itself on one, at the same time a move."""
    rules = mill.MillRules.preset("nine")
    print(
        f"level {MAX_LEVEL} on {threads} threads vs 1 thread, {seconds} s a move, {games} "
        f"games (load {load()})",
        flush=True,
    )
    points = 0.0
    tally = {"win": 0, "draw": 0, "loss": 0}
    started = time.time()
    for g in range(games):
        rng = random.Random(seed * 7919 + g // 2)
        colour = g % 2  # the side on several threads
        state = mill.new_game(rules)
        for _ in range(2):
            state = state.play(rng.choice(state.legal_moves()))
        many = MillPlayer(MAX_LEVEL, random.Random(g), seconds, threads=threads)
        one = MillPlayer(MAX_LEVEL, random.Random(g + 10_000), seconds, threads=1)
        while state.outcome() is None:
            player = many if state.to_move == colour else one
            state = state.play(player(state, lambda: False))
        outcome = state.outcome()
        assert outcome is not None
        result = outcome.result_for(colour)
        points += result
        key = "win" if result == 1 else "draw" if result == 0.5 else "loss"
        tally[key] += 1
        print(
            f"  game {g + 1}: {threads} threads {'white' if colour == 0 else 'black'} {key} "
            f"({outcome.reason.value}); points {points:g}/{g + 1}",
            flush=True,
        )
    print(
        f"{threads} threads vs 1: {tally['win']} wins, {tally['draw']} draws, {tally['loss']} "
        f"losses of {games}: {100 * points / games:.1f}% of the points "
        f"({time.time() - started:.0f} s; load {load()})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--threads", type=int, default=default_threads())
    parser.add_argument("--pure", action="store_true", help="also time the pure-Python search")
    parser.add_argument("--match", type=int, default=0, metavar="GAMES")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.match:
        match(args.match, args.time, args.threads, args.seed)
        return
    if available():
        print(f"load average before: {load()}")
        one = run("native", args.time, 1)
        many = run("native", args.time, args.threads)
        for phase in one:
            print(
                f"{args.threads} threads over 1, {phase}: {many[phase] / one[phase]:.2f}x "
                "the nodes per second"
            )
        print(f"load average after: {load()}")
    else:
        print("native core not built: pure Python only")
    if args.pure or not available():
        run("pure", args.time)


if __name__ == "__main__":
    main()
