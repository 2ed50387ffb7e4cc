"""Nodes per second and depth reached by the mill search in the placing, moving and flying phases.

    .venv/bin/python benchmarks/bench_mill_native.py [--time T] [--pure]

Searches fixed Nine Men's Morris positions of each phase for T seconds each (default 1) with the
native core (``--pure``: the pure-Python search as well, for comparison) and prints nodes per
second and the depth of the last finished iteration. Goals: at least 2 M nodes a second on one
core, depth 12 or more in the moving phase. The machine's load matters: nodes per wall-clock
second fall when other programs share the core, so the rate per CPU second is printed too.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.native import NativeSearcher, available
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


def run(kind: str, seconds: float) -> None:
    for phase, texts in POSITIONS.items():
        rates = []
        cpu_rates = []
        depths = []
        for text in texts:
            state = mill.parse_position(text)
            cfg = config_from_rules(state.rules)
            searcher = NativeSearcher(cfg) if kind == "native" else Searcher(cfg)
            t0 = time.perf_counter()
            c0 = time.process_time()
            searcher.think(pos_from_state(state), seconds)
            took = time.perf_counter() - t0
            cpu = max(time.process_time() - c0, 1e-6)
            rates.append(searcher.nodes / took)
            cpu_rates.append(searcher.nodes / cpu)
            depths.append(searcher.depth_reached)
        print(
            f"{kind:6} {phase:8}: {statistics.mean(rates) / 1e6:6.2f} M nodes/s "
            f"({statistics.mean(cpu_rates) / 1e6:.2f} M per CPU second), depth "
            f"{', '.join(map(str, depths))} (mean {statistics.mean(depths):.1f}) at {seconds} s",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--pure", action="store_true", help="also time the pure-Python search")
    args = parser.parse_args()
    if available():
        run("native", args.time)
    else:
        print("native core not built: pure Python only")
    if args.pure or not available():
        run("pure", args.time)


if __name__ == "__main__":
    main()
