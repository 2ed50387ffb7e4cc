"""The level ladder of the mill computer player: each level against the one or two below it.

    .venv/bin/python benchmarks/bench_mill_ladder.py [--games N] [--scale S] [--preset nine]
    .venv/bin/python benchmarks/bench_mill_ladder.py --elo [--games N] [--top-games M]
        [--levels 1,2,...] [--scale S]

For every level L from 3 up, N games of L against L-2 (colours alternate); each game starts
after one random placement per side, so that two deterministic levels do not replay one game.
``--scale`` multiplies every level's time budget (0.25 runs four times faster; depth-capped
levels lose nothing). Prints wins/draws/losses and the share of games won by the higher level;
the target is at least 70%.

``--elo`` calibrates the ladder: N games of every level L against L + 1 (M games for the pairs
whose upper level thinks by the clock, the slow ones), then each level's Elo, level 1 at 0, with
its 95% error bar: a pair's score s gives the gap -400 log10(1/s - 1), its error bar comes from
the games' spread (a pair that won or lost every game counts one extra drawn game, so that its
gap is finite), and a level's error bar adds up the gaps' below it. The goal: rising at every
step, adjacent gaps from 100 to 250 Elo. ``--levels`` names the lower levels of the pairs to
play (default: all), so the ladder can be calibrated in parts; the load average is printed with
every pair (a loaded machine shortens the levels that think by the clock).
"""

from __future__ import annotations

import argparse
import math
import os
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


def load() -> str:
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def pair(rules, low: int, high: int, games: int, scale: float, seed: int) -> list[float]:
    """The higher level's result of each game (1, 1/2, 0) against the lower one."""
    results = []
    for g in range(games):
        colour = g % 2  # the higher level's colour; each opening is played from both sides
        rng = random.Random(seed * 1000 + high * 100 + g // 2)
        opening = random.Random(rng.random())
        hp = MillPlayer(high, random.Random(g), LEVELS[high].seconds * scale)
        lp = MillPlayer(low, random.Random(g + 5000), LEVELS[low].seconds * scale)
        players = (hp, lp) if colour == 0 else (lp, hp)
        outcome = play(rules, players, opening).outcome()
        assert outcome is not None
        results.append(outcome.result_for(colour))
    return results


def gap(results: list[float]) -> tuple[float, float]:
    """The Elo gap a pair's results show and its 95% half-width."""
    n = len(results)
    points = sum(results)
    if points in (0, n):  # one extra drawn game: a finite gap for a clean sweep
        n += 1
        points += 0.5
        results = [*results, 0.5]
    s = points / n
    var = sum((r - s) ** 2 for r in results) / n
    se = math.sqrt(max(var, 1e-9) / n)

    def elo(x: float) -> float:
        x = min(max(x, 0.5 / n), 1 - 0.5 / n)
        return -400 * math.log10(1 / x - 1)

    return elo(s), (elo(s + 1.96 * se) - elo(s - 1.96 * se)) / 2


def calibrate(args, rules) -> None:
    lows = [int(x) for x in args.levels.split(",")] if args.levels else range(1, MAX_LEVEL)
    print(
        f"{rules.title}: Elo of the levels by matches of L against L + 1 ({args.games} games, "
        f"{args.top_games} where the upper level thinks by the clock), time x{args.scale}",
        flush=True,
    )
    gaps: dict[int, tuple[float, float]] = {}
    for low in lows:
        high = low + 1
        by_clock = LEVELS[high].depth > 8
        games = args.top_games if by_clock else args.games
        started = time.time()
        results = pair(rules, low, high, games, args.scale, args.seed)
        w, d = results.count(1), results.count(0.5)
        g, half = gap(results)
        gaps[low] = (g, half)
        print(
            f"level {high} vs {low}: {w} wins, {d} draws, {len(results) - w - d} losses of "
            f"{len(results)}: {100 * sum(results) / len(results):.0f}% -> gap {g:+.0f} "
            f"+/- {half:.0f} Elo ({time.time() - started:.0f} s, load {load()})",
            flush=True,
        )
    if sorted(gaps) != list(range(1, MAX_LEVEL)):
        return  # a part of the ladder: the gaps above are its result
    print("level  Elo (level 1 = 0)  95% error bar   gap to the level below")
    elo, err = 0.0, 0.0
    print(f"{1:5}  {elo:8.0f}          +/- {err:4.0f}")
    for low in range(1, MAX_LEVEL):
        g, half = gaps[low]
        elo += g
        err = math.sqrt(err**2 + half**2)
        print(f"{low + 1:5}  {elo:8.0f}          +/- {err:4.0f}        {g:+5.0f} +/- {half:.0f}")
    ok = all(100 <= gaps[low][0] <= 250 for low in gaps)
    print(f"every adjacent gap within 100 to 250 Elo: {'yes' if ok else 'no'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--preset", default="nine")
    parser.add_argument("--levels", default=None, help="comma-separated higher levels to test")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--elo", action="store_true", help="calibrate the ladder in Elo")
    parser.add_argument("--top-games", type=int, default=8)
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
