"""Nodes per second of the pure-Python mill search (``ai/mill/search.py``), at a fixed depth.

    .venv/bin/python benchmarks/bench_mill_pure_search.py [--depth D] [--positions N] [--rounds R]

The positions come from seeded random games of Nine Men's Morris, Twelve Men's Morris (diagonals)
and Six Men's Morris (placing, moving and flying positions alike); each is searched to depth D
from a fresh searcher, so the tree is the same on every run and the node count says whether a
change altered the search (it must not, when only the speed was meant to change). CPU seconds are
used for the rate because the machine is shared; the fastest of R rounds is kept (the least
disturbed one).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.search import Searcher
from morra_suite.games import mill


def positions(preset: str, count: int, seed: int) -> list[mill.MillState]:
    """``count`` positions of one preset taken from seeded random games, spread over the game."""
    rng = random.Random(seed)
    out: list[mill.MillState] = []
    while len(out) < count:
        state = mill.new_game(mill.MillRules.preset(preset))
        plies = rng.randrange(0, 40)
        for _ in range(plies):
            if state.outcome() is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome() is None:
            out.append(state)
    return out


def run(depth: int, count: int) -> tuple[int, float]:
    """Nodes and CPU seconds of one pass over every position."""
    nodes = 0
    cpu = 0.0
    for preset in ("nine", "twelve", "six"):
        for state in positions(preset, count, seed=11):
            cfg = config_from_rules(state.rules)
            searcher = Searcher(cfg)
            pos = pos_from_state(state)
            start = time.process_time()
            searcher.think(pos, time_limit=3600.0, max_depth=depth)
            cpu += time.process_time() - start
            nodes += searcher.nodes
    return nodes, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    best: tuple[int, float] | None = None
    for _ in range(args.rounds):
        nodes, cpu = run(args.depth, args.positions)
        if best is None or cpu < best[1]:
            best = (nodes, cpu)
    assert best is not None
    nodes, cpu = best
    print(
        f"pure search, depth {args.depth}, {3 * args.positions} positions: {nodes} nodes "
        f"(all iterations), {cpu:.2f} s CPU, {nodes / cpu:,.0f} nodes/s"
    )


if __name__ == "__main__":
    main()
