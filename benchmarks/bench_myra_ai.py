"""Myra: the strongest computer level against a random and a greedy capture-first player.

    .venv/bin/python benchmarks/bench_myra_ai.py [--games N] [--three M] [--time T] [--seed S]
                                                 [--level L] [--only random|greedy|three]

Plays N two-player games against each opponent (the computer takes A and B in turn), at T
seconds a move for the computer, then M three-player games (the computer against two greedy
players, its seat rotating). Prints wins/draws/losses, the game lengths, the depth reached, nodes
per second and the longest think (it must stay within the budget T). The issue's figures are
N=100, T=1: 100 of 100 against random, at least 80 of 100 against greedy.
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

from morra_suite.ai.myra import MAX_LEVEL, MyraPlayer
from morra_suite.games import myra


class RandomMyraPlayer:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __call__(self, state: myra.MyraState, cancelled=lambda: False) -> myra.MyraMove:
        return self.rng.choice(state.legal_moves())


class GreedyMyraPlayer:
    """Captures a queen if it can, else any capture preferring the biggest piece, else random."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __call__(self, state: myra.MyraState, cancelled=lambda: False) -> myra.MyraMove:
        moves = state.legal_moves()
        best: list[myra.MyraMove] = []
        best_value = 0
        for m in moves:
            if isinstance(m, myra.PieceMove) and m.capture:
                piece = state.piece_at(m.to)
                assert piece is not None
                value = 100 if piece.is_queen else piece.size
                if value > best_value:
                    best, best_value = [m], value
                elif value == best_value:
                    best.append(m)
        return self.rng.choice(best or list(moves))


Player = Callable[[myra.MyraState, Callable[[], bool]], myra.MyraMove]


def play_game(
    seats: list[Player], players: int, computer: MyraPlayer, stats: dict[str, list[float]]
) -> tuple[int | None, int]:
    """Plays one game; returns (winner or None, turns). Times every think of ``computer``."""
    state = myra.new_game(players=players)
    turns = 0
    while state.outcome() is None:
        seat = seats[state.to_move]
        start = time.perf_counter()
        move = seat(state, lambda: False)
        elapsed = time.perf_counter() - start
        if seat is computer:
            stats["think"].append(elapsed)
            if elapsed > computer.time_limit:
                # Printed so the position can be timed again on its own.
                print(f"  slow think {elapsed:.3f} s: {state.position()}", flush=True)
            info = computer.last_info
            if info.get("source") == "search":
                stats["depth"].append(float(info["depth"]))  # type: ignore[arg-type]
                stats["nps"].append(float(info["nodes"]) / max(elapsed, 1e-6))  # type: ignore[arg-type]
        state = state.play(move)
        turns += 1
    outcome = state.outcome()
    assert outcome is not None
    return outcome.winner, turns


def series(
    name: str,
    games: int,
    players: int,
    make_opponent: Callable[[random.Random], Player],
    args: argparse.Namespace,
) -> None:
    stats: dict[str, list[float]] = {"think": [], "depth": [], "nps": []}
    wins = draws = losses = 0
    lengths = []
    reasons: dict[str, int] = {}
    t0 = time.perf_counter()
    for g in range(games):
        rng = random.Random(args.seed * 1000 + g)
        computer = MyraPlayer(args.level, random.Random(g), time_limit=args.time)
        seat_of_computer = g % players
        seats: list[Player] = [make_opponent(rng) for _ in range(players)]
        seats[seat_of_computer] = computer
        winner, turns = play_game(seats, players, computer, stats)
        lengths.append(turns)
        if winner == seat_of_computer:
            wins += 1
        elif winner is None:
            draws += 1
            reasons["draw"] = reasons.get("draw", 0) + 1
        else:
            losses += 1
        print(
            f"  {name} game {g + 1}: computer {'ABC'[seat_of_computer]}, "
            f"{'win' if winner == seat_of_computer else 'draw' if winner is None else 'loss'} "
            f"in {turns} turns",
            flush=True,
        )
    elapsed = time.perf_counter() - t0
    think = stats["think"]
    print(f"{name}: {games} games, {players} players, {args.time:.2f} s a move, level {args.level}")
    print(f"  computer wins {wins}, draws {draws}, losses {losses}")
    if lengths:
        print(f"  turns per game: median {statistics.median(lengths):.0f}, max {max(lengths)}")
    if think:
        over = sum(1 for t in think if t > args.time)
        p99 = sorted(think)[int(0.99 * (len(think) - 1))]
        print(
            f"  think: {len(think)} moves, mean {statistics.mean(think):.3f} s, 99th percentile "
            f"{p99:.3f} s, max {max(think):.3f} s; over the {args.time:.2f} s limit: {over}"
        )
    if stats["depth"]:
        depths = stats["depth"]
        nps = statistics.median(stats["nps"])
        print(
            f"  depth reached: mean {statistics.mean(depths):.2f}, min {min(depths):.0f}, "
            f"max {max(depths):.0f}; nodes per second: median {nps:,.0f}"
        )
    print(f"  wall time {elapsed:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="two-player games per opponent")
    parser.add_argument("--three", type=int, default=6, help="three-player games")
    parser.add_argument("--time", type=float, default=1.0, help="seconds a move")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", type=int, default=MAX_LEVEL)
    parser.add_argument("--only", choices=("random", "greedy", "three"), default=None)
    args = parser.parse_args()
    if args.only in (None, "random"):
        series("vs random", args.games, 2, RandomMyraPlayer, args)
    if args.only in (None, "greedy"):
        series("vs greedy", args.games, 2, GreedyMyraPlayer, args)
    if args.only in (None, "three") and args.three:
        series("three players vs two greedy", args.three, 3, GreedyMyraPlayer, args)


if __name__ == "__main__":
    main()
