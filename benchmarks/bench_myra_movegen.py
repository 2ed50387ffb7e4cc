"""Myra move generation speed: legal moves per second and the worst full move list of a turn.

Run: ``.venv/bin/python benchmarks/bench_myra_movegen.py [--games N] [--repeat R]``

Mid-game positions are taken from seeded random games of two and three players (plies 10 to 150,
half of the games played uniformly at random, half preferring captures). Every position's full
move list is generated ``R`` times from a fresh state (no cached list); the time of a turn is the
median of its runs, because single runs on a shared machine see scheduler hiccups. The target is
every turn's full move list in under 20 ms. The unchain line tables, built once per hole and troop
size on first use, are built (and timed) before.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from morra_suite.games import myra
from morra_suite.games.myra.movegen import unchain_lines

TARGET_MS = 20.0


def midgame_positions(games: int) -> list[myra.MyraState]:
    positions = []
    for players in (2, 3):
        for seed in range(games):
            rng = random.Random(1000 * players + seed)
            bias = 0.0 if seed % 2 == 0 else 0.7
            state = myra.new_game(players=players)
            for ply in range(150):
                if state.outcome() is not None:
                    break
                if ply >= 10:
                    positions.append(state)
                moves = state.legal_moves()
                captures = [m for m in moves if isinstance(m, myra.PieceMove) and m.capture]
                if captures and rng.random() < bias:
                    move = rng.choice(captures)
                else:
                    move = rng.choice(moves)
                state = state.play(move)
    return positions


def fresh(state: myra.MyraState) -> myra.MyraState:
    """The same position without its cached move list."""
    return myra.MyraState(
        state.num_players, state.cells, state.to_move, state.reserves, state.no_capture, state.rules
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="random games per player count")
    parser.add_argument("--repeat", type=int, default=5, help="runs per position")
    args = parser.parse_args()

    start = time.perf_counter()
    for hole in range(myra.NUM_HOLES):
        for size in range(2, 6):
            unchain_lines(hole, size)
    table_ms = (time.perf_counter() - start) * 1000
    positions = midgame_positions(args.games)
    total_moves = 0
    total_median = 0.0
    total_all = 0.0
    turn_ms: list[tuple[float, int, myra.MyraState]] = []
    for state in positions:
        runs = []
        count = 0
        for _ in range(args.repeat):
            copy = fresh(state)
            start = time.perf_counter()
            count = len(copy.legal_moves())
            runs.append(time.perf_counter() - start)
        median = statistics.median(runs)
        total_moves += count
        total_median += median
        total_all += sum(runs) / len(runs)
        turn_ms.append((median * 1000, count, state))

    turn_ms.sort(key=lambda item: item[0])
    worst_ms, worst_count, worst_state = turn_ms[-1]
    times = [t for t, _, _ in turn_ms]
    counts = [c for _, c, _ in turn_ms]
    print(f"unchain line tables (built on first use, all 91 holes x sizes 2-5): {table_ms:.0f} ms")
    print(f"mid-game positions: {len(positions)} (from {2 * args.games} seeded random games)")
    print(f"legal moves per position: mean {statistics.mean(counts):.0f}, max {max(counts)}")
    print(
        f"legal moves generated per second: {total_moves / total_median:,.0f} "
        f"(median run per position; {total_moves / total_all:,.0f} over all runs, with the "
        "machine's other load)"
    )
    print(
        f"full move list per turn: median {statistics.median(times):.2f} ms, "
        f"95th percentile {times[int(0.95 * (len(times) - 1))]:.2f} ms, worst {worst_ms:.2f} ms "
        f"({worst_count} moves)"
    )
    over = sum(1 for t in times if t >= TARGET_MS)
    verdict = "met" if over == 0 else f"MISSED in {over} positions"
    print(f"target: every turn under {TARGET_MS:.0f} ms: {verdict}")
    print(f"worst position: {worst_state.position()}")

    # A made-up crowd, far past what random games reach: ten fortresses and a knot of singles.
    dense = myra.parse_position(
        "a1=B4,c3=A5,c7=A5,d5=A5,d6=A1,e3=A5,e5=A1,e6=A1,e7=A1,e9=A5,f5=A1,f6=AQ,f7=A1,f8=A1,"
        "g3=A5,g6=A1,g7=A1,g8=A1,g9=A5,h7=A5,h9=A1,i4=A5,i7=A5,k11=BQ A A:10,B:0"
    )
    runs = []
    for _ in range(args.repeat):
        copy = fresh(dense)
        start = time.perf_counter()
        count = len(copy.legal_moves())
        runs.append(time.perf_counter() - start)
    print(
        f"dense made-up position: {count} moves in {statistics.median(runs) * 1000:.2f} ms "
        "(10 fortresses, 11 singles)"
    )

    # Playing a move: checking it alone (no full move list) and building the next state.
    rng = random.Random(5)
    sample = [(state, rng.choice(state.legal_moves())) for state in positions]
    plays = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        for state, move in sample:
            state.play(move)
        plays.append(time.perf_counter() - start)
    per_play_us = statistics.median(plays) / len(sample) * 1e6
    print(f"play(): {per_play_us:.1f} us per move (checked), {1e6 / per_play_us:,.0f} per second")


if __name__ == "__main__":
    main()
