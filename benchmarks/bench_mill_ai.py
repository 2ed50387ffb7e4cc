"""Nine Men's Morris: the strongest computer level against a random and a one-ply greedy player.

    .venv/bin/python benchmarks/bench_mill_ai.py [--games N] [--time T] [--seed S]

Plays N games against each opponent (colours alternate), at T seconds a move for the computer,
and prints wins/draws/losses, nodes per second, the depth reached in the opening (pieces in hand),
the middle game (both moving) and the endgame (someone flying or down to four pieces), and the
longest think (it must stay within the budget). The issue's figures are N=100, T=1.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.search import WIN_BOUND
from morra_suite.games import mill


class RandomMillPlayer:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __call__(self, state: mill.MillState, cancelled=lambda: False) -> mill.MillMove:
        return self.rng.choice(state.legal_moves())


class GreedyMillPlayer:
    """One ply: the move that leaves the best material balance (mills first), ties at random;
    among equals it prefers moves that block an opponent's two-in-a-line."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __call__(self, state: mill.MillState, cancelled=lambda: False) -> mill.MillMove:
        me = state.to_move
        best: list[mill.MillMove] = []
        best_score = None
        topo = state.topology
        opp = state.masks[1 - me]
        own = state.masks[me]
        threats = 0
        for m in topo.mill_masks:
            if (opp & m).bit_count() == 2 and not own & m:
                threats |= m & ~opp
        for move in state.legal_moves():
            after = state.play(move)
            if after.outcome() is not None and after.outcome().winner == me:
                return move
            score = 10 * (after.pieces_left(me) - after.pieces_left(1 - me))
            if move.dst is not None and threats >> move.dst & 1:
                score += 1
            if best_score is None or score > best_score:
                best_score, best = score, [move]
            elif score == best_score:
                best.append(move)
        return self.rng.choice(best)


def phase(state: mill.MillState) -> str:
    if state.hands[0] or state.hands[1]:
        return "opening"
    if min(state.pieces_left(0), state.pieces_left(1)) <= 4:
        return "endgame"
    return "middle"


def play_match(name: str, opponent, games: int, seconds: float, seed: int, stats) -> None:
    rules = mill.MillRules.preset("nine")
    tally = {"win": 0, "draw": 0, "loss": 0}
    started = time.time()
    for g in range(games):
        ai_colour = g % 2
        ai = MillPlayer(MAX_LEVEL, random.Random(seed + g), time_limit=seconds)
        state = mill.new_game(rules)
        plies = 0
        while state.outcome() is None:
            if state.to_move == ai_colour:
                t0 = time.perf_counter()
                move = ai(state, lambda: False)
                took = time.perf_counter() - t0
                stats["max_think"] = max(stats["max_think"], took)
                info = ai.last_info
                if info.get("source") == "search":
                    stats["nodes"] += info["nodes"]
                    stats["seconds"] += took
                    if abs(info["score"]) >= WIN_BOUND:
                        # A proven win or loss stops the deepening: not a depth figure.
                        stats["proven"][phase(state)] += 1
                    else:
                        stats["depth"][phase(state)].append(info["depth"])
                elif info.get("source") == "table":
                    stats["table"] += 1
            else:
                move = opponent(state)
            state = state.play(move)
            plies += 1
        result = state.outcome().result_for(ai_colour)
        key = "win" if result == 1 else "draw" if result == 0.5 else "loss"
        tally[key] += 1
        print(
            f"  {name} game {g + 1}/{games}: computer {'white' if ai_colour == 0 else 'black'} "
            f"{key} ({state.outcome().reason.value}, {plies} plies)",
            flush=True,
        )
    print(
        f"vs {name}: {tally['win']} wins, {tally['draw']} draws, {tally['loss']} losses "
        f"of {games} ({time.time() - started:.0f} s)",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("random", "greedy"), default=None)
    args = parser.parse_args()
    stats = {
        "nodes": 0,
        "seconds": 0.0,
        "max_think": 0.0,
        "depth": defaultdict(list),
        "proven": defaultdict(int),
        "table": 0,
    }
    print(f"nine men's morris, level {MAX_LEVEL} at {args.time} s a move, {args.games} games each")
    if args.only in (None, "random"):
        play_match(
            "random",
            RandomMillPlayer(random.Random(args.seed)),
            args.games,
            args.time,
            args.seed,
            stats,
        )
    if args.only in (None, "greedy"):
        play_match(
            "greedy",
            GreedyMillPlayer(random.Random(args.seed + 1)),
            args.games,
            args.time,
            args.seed + 1000,
            stats,
        )
    nps = stats["nodes"] / stats["seconds"] if stats["seconds"] else 0.0
    print(f"nodes per second: {nps:,.0f}")
    for name in ("opening", "middle", "endgame"):
        depths = stats["depth"][name]
        if depths:
            print(
                f"depth in the {name}: mean {statistics.mean(depths):.1f}, "
                f"median {statistics.median(depths)}, max {max(depths)} ({len(depths)} thinks; "
                f"{stats['proven'][name]} more found a proven result early)"
            )
    print(f"moves from the endgame tables: {stats['table']}")
    print(f"longest think: {stats['max_think']:.3f} s (budget {args.time} s)")


if __name__ == "__main__":
    main()
