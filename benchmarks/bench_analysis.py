"""Latency of ``morra_suite.ai.analyse`` per game: what a hint or the analysis panel waits for.

    .venv/bin/python benchmarks/bench_analysis.py [--seconds 1.0] [--positions 5]

For each game, positions along a seeded random game (the start included) are analysed with the
budget ``--seconds``; the table prints the wall-clock latency (median and worst), CPU seconds,
and what the analysis was (solved or searched, the search depth reached). Morra's first analysis
of a board solves it (no disk cache: a temporary cache folder), so it is shown on its own line
("cold"); later ones look the solution up. Target: every analysis within its budget plus 0.2 s,
and Morra's cold analysis under 1 s of CPU.
"""

from __future__ import annotations

import os

for _name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import argparse  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai import analyse  # noqa: E402
from morra_suite.ai.mill.tables import flying_table  # noqa: E402
from morra_suite.games import mill, morra, myra  # noqa: E402


def positions(start: Any, count: int, seed: int) -> list[Any]:
    """The start and positions a few random moves apart along one game."""
    rng = random.Random(seed)
    found = [start]
    state = start
    while len(found) < count:
        for _ in range(3):
            if state.outcome() is not None:
                return found
            if hasattr(state, "legal_choices") and isinstance(state, morra.MorraState):
                state = state.play_joint(
                    rng.choice(state.legal_choices(0)), rng.choice(state.legal_choices(1))
                )
            else:
                state = state.play(rng.choice(state.legal_moves()))
        if state.outcome() is None:
            found.append(state)
    return found


def measure(name: str, states: list[Any], seconds: float, failures: list[str]) -> str:
    walls, cpus, kinds = [], [], []
    for state in states:
        wall, cpu = time.perf_counter(), time.process_time()
        a = analyse(state, seconds=seconds)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        kinds.append("solved" if a.solved else f"depth {a.depth}")
        if a.source not in ("solver",) and walls[-1] > seconds + 0.2:
            failures.append(f"{name}: {walls[-1]:.2f} s for a {seconds:.1f} s budget")
    kind = max(set(kinds), key=kinds.count)
    return (
        f"{name:34} {len(states):4d} {statistics.median(walls):8.3f} {max(walls):8.3f} "
        f"{statistics.median(cpus):8.3f}  {kind}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--positions", type=int, default=5)
    args = parser.parse_args()
    os.environ["MORRA_SUITE_CACHE_DIR"] = tempfile.mkdtemp(prefix="bench-analysis-")
    failures: list[str] = []
    rows = []
    target = morra.load_layout("target")
    cold_wall, cold_cpu = time.perf_counter(), time.process_time()
    analyse(morra.new_game(target))
    cold_wall, cold_cpu = time.perf_counter() - cold_wall, time.process_time() - cold_cpu
    rows.append(
        f"{'morra target, cold (solves)':34} {1:4d} {cold_wall:8.3f} {cold_wall:8.3f} "
        f"{cold_cpu:8.3f}  solved"
    )
    if cold_cpu >= 1.0:
        failures.append(f"morra cold analysis {cold_cpu:.2f} s CPU >= 1 s")
    three = replace(mill.MillRules.preset("three"), diagonals=True)
    flying = "nine w:a7,d7,a1 b:b6,f4,d2 hand:0,0 to:b"
    games: list[tuple[str, Any]] = [
        ("morra target", morra.new_game(target)),
        ("three men's morris, diagonals", mill.new_game(three)),
        ("nine men's morris", mill.new_game("nine")),
        ("nine men's morris, 3 v 3 flying", mill.parse_position(flying)),
        ("morabaraba", mill.new_game("morabaraba")),
        ("myra, 2 players", myra.new_game()),
        ("myra, 3 players", myra.new_game(players=3)),
    ]
    flying_table(False)  # loaded once, as the app does in the background at start
    for number, (name, start) in enumerate(games):
        rows.append(measure(name, positions(start, args.positions, number), args.seconds, failures))
    print(f"{'game':34} {'n':>4} {'median s':>8} {'worst s':>8} {'cpu s':>8}  kind")
    print("\n".join(rows))
    print(
        f"\nWall-clock seconds per analyse(state, seconds={args.seconds}) (median and worst over n"
        "\npositions along a random game), median CPU seconds, and the usual kind of answer:"
        "\nsolved (Morra's solver, the mill tables) or the search depth reached."
    )
    for failure in failures:
        print("TARGET MISSED:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
