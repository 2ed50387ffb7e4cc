"""The level ladder of the mill computer player: each level against the level two below it.

    .venv/bin/python benchmarks/bench_mill_ladder.py [--games N] [--scale S] [--preset nine]

For every level L from 3 up, N games of L against L-2 (colours alternate); each game starts
after one random placement per side, so that two deterministic levels do not replay one game.
``--scale`` multiplies every level's time budget (0.25 runs four times faster; depth-capped
levels lose nothing). Prints wins/draws/losses and the share of games won by the higher level;
the target is at least 70%.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import LEVELS, MAX_LEVEL, MillPlayer
from morra_suite.games import mill


def play(rules, players, rng: random.Random) -> mill.MillState:
    state = mill.new_game(rules)
    for _ in range(2):  # one random placement each: a different game every time
        state = state.play(rng.choice(state.legal_moves()))
    while state.outcome() is None:
        state = state.play(players[state.to_move](state, lambda: False))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--preset", default="nine")
    parser.add_argument("--levels", default=None, help="comma-separated higher levels to test")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    rules = mill.MillRules.preset(args.preset)
    levels = [int(x) for x in args.levels.split(",")] if args.levels else range(3, MAX_LEVEL + 1)
    print(f"{args.preset}: level L against level L-2, {args.games} games each, time x{args.scale}")
    for high in levels:
        low = high - 2
        w = d = lo = 0
        started = time.time()
        for g in range(args.games):
            colour = g % 2
            rng = random.Random(args.seed * 1000 + high * 100 + g)
            hp = MillPlayer(high, random.Random(rng.random()), LEVELS[high].seconds * args.scale)
            lp = MillPlayer(low, random.Random(rng.random()), LEVELS[low].seconds * args.scale)
            players = (hp, lp) if colour == 0 else (lp, hp)
            result = play(rules, players, rng).outcome().result_for(colour)
            w += result == 1
            d += result == 0.5
            lo += result == 0
        print(
            f"level {high} vs level {low}: {w} wins, {d} draws, {lo} losses "
            f"-> wins {100 * w / args.games:.0f}%, score {100 * (w + d / 2) / args.games:.0f}% "
            f"({time.time() - started:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
