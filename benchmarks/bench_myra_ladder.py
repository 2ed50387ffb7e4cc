"""The level ladder of the Myra computer player in Elo: each level against the next.

    .venv/bin/python benchmarks/bench_myra_ladder.py --elo [--games N] [--top-games M]
        [--levels 1,2,...] [--cap PLIES] [--threads T] [--jobs J] [--seed S]

Two-player games: N games of every level L against L + 1 (M for the pair whose upper level
thinks by the clock, the top), seats alternating, each game started after one random move per
side so that two deterministic levels do not replay one game; a game still going after
``--cap`` plies (default 400) counts as drawn. Then each level's Elo, level 1 at 0, with its 95%
error bar (``ladder_elo``); the goal: rising at every step, adjacent gaps from 100 to 250 Elo.
Every level searches on ``--threads`` threads (default 1: node for node repeatable); all but the
top search by depth, noise and nodes, so the load printed with every pair changes only the top.
``--jobs`` plays that many pairs at once (one process each).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder_elo import gap, load, pair_line, print_table

from morra_suite.ai.myra import LEVELS, MAX_LEVEL, MyraPlayer
from morra_suite.games import myra


def play(players, rng: random.Random, cap: int) -> tuple[myra.MyraState, int]:
    state = myra.new_game(players=2)
    for _ in range(2):  # one random move each: a different game every time
        state = state.play(rng.choice(state.legal_moves()))
    plies = 0
    while state.outcome() is None and plies < cap:
        state = state.play(players[state.to_move](state, lambda: False))
        plies += 1
    return state, plies


def pair(low: int, high: int, games: int, seed: int, cap: int, threads: int) -> list[float]:
    """The higher level's result of each game (1, 1/2, 0) against the lower one."""
    results = []
    for g in range(games):
        seat = g % 2  # the higher level's seat; each opening is played from both sides
        opening = random.Random(seed * 1000 + high * 100 + g // 2)
        hp = MyraPlayer(high, random.Random(g), threads=threads)
        lp = MyraPlayer(low, random.Random(g + 5000), threads=threads)
        players = (hp, lp) if seat == 0 else (lp, hp)
        state, _ = play(players, opening, cap)
        outcome = state.outcome()
        if outcome is None or outcome.winner is None:
            results.append(0.5)
        else:
            results.append(1.0 if outcome.winner == seat else 0.0)
    return results


def by_clock(level: int) -> bool:
    spec = LEVELS[level]
    return not spec.nodes and not spec.noise and spec.depth > 8


def _play_pair(job: tuple) -> tuple[int, list[float], float]:
    low, games, seed, cap, threads = job
    started = time.time()
    return low, pair(low, low + 1, games, seed, cap, threads), time.time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--elo", action="store_true", help="calibrate the ladder (the default)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--top-games", type=int, default=8)
    parser.add_argument("--levels", default=None, help="comma-separated lower levels of pairs")
    parser.add_argument("--cap", type=int, default=400)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    lows = [int(x) for x in args.levels.split(",")] if args.levels else range(1, MAX_LEVEL)
    print(
        f"Myra, two players: Elo of the levels by matches of L against L + 1 ({args.games} "
        f"games, {args.top_games} against the top), a draw after {args.cap} plies, "
        f"{args.threads} search thread(s) each, load {load()}",
        flush=True,
    )
    jobs = [
        (low, args.top_games if by_clock(low + 1) else args.games, args.seed, args.cap,
         args.threads)
        for low in lows
    ]  # fmt: skip
    gaps: dict[int, tuple[float, float]] = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for low, results, seconds in pool.imap_unordered(_play_pair, jobs):
            gaps[low] = gap(results)
            print(pair_line(low + 1, low, results, seconds), flush=True)
    if sorted(gaps) == list(range(1, MAX_LEVEL)):
        print_table(gaps, MAX_LEVEL)


if __name__ == "__main__":
    main()
