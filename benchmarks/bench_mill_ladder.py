"""The level ladder of the mill computer player: each level against the one or two below it.

    .venv/bin/python benchmarks/bench_mill_ladder.py [--games N] [--scale S] [--preset nine]
    .venv/bin/python benchmarks/bench_mill_ladder.py --elo [--games N] [--top-games M]
        [--budget-games B] [--levels 1,2,...] [--scale S] [--threads T] [--jobs J]

For every level L from 3 up, N games of L against L-2 (colours alternate); each game starts
after one random placement per side, so that two deterministic levels do not replay one game.
``--scale`` multiplies every level's time budget (0.25 runs four times faster; the levels with a
depth or node budget lose nothing). Prints wins/draws/losses and the share of games won by the
higher level; the target is at least 70%.

``--elo`` calibrates the ladder: N games of every level L against L + 1 (B for the pairs whose
upper level has a node budget, M for the pair whose upper level thinks by the clock, the top:
the slow ones), then each level's Elo, level 1 at
0, with its 95% error bar (``ladder_elo``). The goal: rising at every step, adjacent gaps from
100 to 250 Elo, each gap larger than its error bar. ``--levels`` names the lower levels of the
pairs to play (default: all), so the ladder can be calibrated in parts; ``--jobs`` plays that
many pairs at once (one process each). Every level searches on ``--threads`` threads (default
1: node for node repeatable; the app uses every core, which only the top level's clock feels).
The load average is printed with every pair: all levels but the top search to a depth or a node
budget, so their play does not change with it; the top thinks by the clock.
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

from morra_suite.ai.mill import LEVELS, MAX_LEVEL, MillPlayer
from morra_suite.games import mill


def play(rules, players, rng: random.Random) -> mill.MillState:
    state = mill.new_game(rules)
    for _ in range(2):  # one random placement each: a different game every time
        state = state.play(rng.choice(state.legal_moves()))
    while state.outcome() is None:
        state = state.play(players[state.to_move](state, lambda: False))
    return state


def pair(
    rules, low: int, high: int, games: int, scale: float, seed: int, threads: int = 1
) -> list[float]:
    """The higher level's result of each game (1, 1/2, 0) against the lower one."""
    results = []
    for g in range(games):
        colour = g % 2  # the higher level's colour; each opening is played from both sides
        rng = random.Random(seed * 1000 + high * 100 + g // 2)
        opening = random.Random(rng.random())
        # the levels' own budgets, as the app gives them (scaled: a time given, not stretched)
        hp = MillPlayer(high, random.Random(g), _seconds(high, scale), threads=threads)
        lp = MillPlayer(low, random.Random(g + 5000), _seconds(low, scale), threads=threads)
        players = (hp, lp) if colour == 0 else (lp, hp)
        outcome = play(rules, players, opening).outcome()
        assert outcome is not None
        results.append(outcome.result_for(colour))
    return results


def _seconds(level: int, scale: float) -> float | None:
    return None if scale == 1 else LEVELS[level].seconds * scale


def by_clock(level: int) -> bool:
    """Whether the level thinks by the clock (the top: no node budget, no depth it reaches)."""
    spec = LEVELS[level]
    return not spec.nodes and not spec.noise and spec.depth > 8


def games_of(args, high: int) -> int:
    """The games of the pair whose upper level is ``high``: fewer for the slow ones."""
    if by_clock(high):
        return args.top_games
    return args.budget_games if LEVELS[high].nodes and args.budget_games else args.games


def _play_pair(job: tuple) -> tuple[int, list[float], float]:
    preset, low, games, scale, seed, threads = job
    started = time.time()
    rules = mill.MillRules.preset(preset)
    return low, pair(rules, low, low + 1, games, scale, seed, threads), time.time() - started


def calibrate(args, rules) -> None:
    lows = [int(x) for x in args.levels.split(",")] if args.levels else range(1, MAX_LEVEL)
    print(
        f"{rules.title}: Elo of the levels by matches of L against L + 1 ({args.games} games, "
        f"{args.budget_games or args.games} where the upper level has a node budget, "
        f"{args.top_games} against the top), time x{args.scale}, "
        f"{args.threads} search thread(s) each, {args.jobs} pair(s) at a time, load {load()}",
        flush=True,
    )
    jobs = [
        (args.preset, low, games_of(args, low + 1), args.scale, args.seed, args.threads)
        for low in sorted(lows, key=lambda low: -LEVELS[low + 1].depth)  # the slow pairs first
    ]
    gaps: dict[int, tuple[float, float]] = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for low, results, seconds in pool.imap_unordered(_play_pair, jobs):
            gaps[low] = gap(results)
            print(pair_line(low + 1, low, results, seconds), flush=True)
    if sorted(gaps) != list(range(1, MAX_LEVEL)):
        return  # a part of the ladder: the gaps above are its result
    print_table(gaps, MAX_LEVEL)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--preset", default="nine")
    parser.add_argument("--levels", default=None, help="comma-separated higher levels to test")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--elo", action="store_true", help="calibrate the ladder in Elo")
    parser.add_argument("--top-games", type=int, default=8)
    parser.add_argument(
        "--budget-games", type=int, default=0, help="games of the node-budget pairs (0: --games)"
    )
    parser.add_argument("--threads", type=int, default=1, help="search threads of each level")
    parser.add_argument("--jobs", type=int, default=1, help="pairs played at once")
    args = parser.parse_args()
    rules = mill.MillRules.preset(args.preset)
    if args.elo:
        calibrate(args, rules)
        return
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
