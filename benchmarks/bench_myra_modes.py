"""Myra, three players: which search the native core should use (paranoid or best-reply).

    .venv/bin/python benchmarks/bench_myra_modes.py [--games 6] [--time 0.2] [--mode best-reply]

The top level searching with ``--mode`` takes one seat against two top levels searching
paranoid (the present choice), its seat rotating game by game; printed: each game's result,
the candidate's wins, draws and losses, its share of the points (a win 1, a draw 1/3; a mode
as good as paranoid gets a third) and the mean depth each mode reached. ``--mode paranoid``
measures the yardstick against itself (a third, up to the noise of so few games).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer, native
from morra_suite.games import myra


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--time", type=float, default=0.2, help="seconds a move")
    parser.add_argument("--mode", default="best-reply", choices=sorted(native.MODES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=int, default=400, help="plies after which a game is drawn")
    args = parser.parse_args()
    if not native.available():
        sys.exit("the native Myra core is not built")
    points = 0.0
    results: list[str] = []
    depths: dict[str, list[int]] = {args.mode: [], "paranoid": []}
    t0 = time.perf_counter()
    for g in range(args.games):
        seat = g % 3
        players = [
            MyraPlayer(
                MAX_LEVEL,
                random.Random(args.seed + 10 * g + i),
                time_limit=args.time,
                mode=args.mode if i == seat else "paranoid",
            )
            for i in range(3)
        ]
        state = myra.new_game(players=3)
        plies = 0
        rng = random.Random(args.seed + g)
        state = state.play(rng.choice(state.legal_moves()))  # a seeded first move: games differ
        while state.outcome() is None and plies < args.cap:
            mover: Callable[[myra.MyraState, Callable[[], bool]], myra.MyraMove]
            mover = players[state.to_move]
            who = state.to_move
            state = state.play(mover(state, lambda: False))
            info = players[who].last_info
            if info.get("source") == "native search" and isinstance(info.get("depth"), int):
                depths[args.mode if who == seat else "paranoid"].append(int(info["depth"]))
            plies += 1
        outcome = state.outcome()
        winner = outcome.winner if outcome else None
        word = "win" if winner == seat else "draw" if winner is None else "loss"
        points += 1.0 if winner == seat else 1 / 3 if winner is None else 0.0
        results.append(word)
        print(f"  game {g + 1}: {args.mode} as {'ABC'[seat]}: {word} in {plies}", flush=True)
    print(
        f"{args.mode} against two paranoid, {args.games} three-player games at {args.time:.2f} s: "
        f"wins {results.count('win')}, draws {results.count('draw')}, losses "
        f"{results.count('loss')}: {100 * points / max(1, args.games):.0f} % of the points "
        f"(a third is as good); mean depth {args.mode} "
        f"{statistics.mean(depths[args.mode] or [0]):.1f}, paranoid "
        f"{statistics.mean(depths['paranoid'] or [0]):.1f}; wall {time.perf_counter() - t0:.0f} s",
        flush=True,
    )


if __name__ == "__main__":
    main()
