"""Three Men's Morris solved: the table checked independently, then the perfect player tested.

    .venv/bin/python benchmarks/bench_three_mens.py [--games 1000] [--samples 400] [--time 0.05]

1. For the board without and with diagonals: the time to solve; every position's value checked
   against its children as the *rules library* generates them (Bellman consistency); the start's
   value confirmed by plain forward search over library states; and ``--samples`` random
   positions whose value and distance a depth-limited forward search confirms (a win in d is
   found within d plies and not within d-1, a loss likewise, a draw is neither within 11).
2. ``--games`` games of the perfect player (the strongest level) against random and search
   players (levels 2 and 4, and search without tables), both colours, both boards. At every one
   of its turns the position's value must not get worse: a won position stays won, a drawn one
   never turns lost.
3. ``--flying`` random positions of each 3-v-3 flying endgame table checked the same way.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import MAX_LEVEL, MillPlayer
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Pos
from morra_suite.ai.mill.tables import COMBOS, flying_table, small_key, solve_small, three_table
from morra_suite.ai.mill.verify import (
    bellman_error,
    flying_lookup_lib,
    forward_value,
    lib_state,
    three_lookup,
    timeless,
)
from morra_suite.games import mill


def check_table(diagonals: bool, samples: int, rng: random.Random) -> None:
    rules = timeless(replace(mill.MillRules.preset("three"), diagonals=diagonals))
    cfg = config_from_rules(rules)
    t0 = time.perf_counter()
    solve_small(cfg)
    solve_time = time.perf_counter() - t0
    table = three_table(cfg)
    counts = Counter((v, d) if v else (0, 0) for v, d in table.values())
    wins = sum(n for (v, _), n in counts.items() if v > 0)
    losses = sum(n for (v, _), n in counts.items() if v < 0)
    draws = counts[(0, 0)]
    print(
        f"three men's morris {'with' if diagonals else 'without'} diagonals: {len(table)} "
        f"positions solved in {solve_time:.2f} s ({wins} won, {draws} drawn, {losses} lost for "
        f"the side to move); longest: {max(d for _, d in table.values())} plies; "
        f"start: {table[(0, 0, 3, 3, 0)]}"
    )
    lookup = three_lookup(rules, table)
    bad = 0
    t0 = time.perf_counter()
    for key in table:
        state = lib_state(rules, Pos((key[0], key[1]), (key[2], key[3]), key[4], 0, 0))
        if bellman_error(state, lookup) is not None:
            bad += 1
    print(
        f"  consistency with the rules library: {len(table) - bad}/{len(table)} positions "
        f"({time.perf_counter() - t0:.1f} s)"
    )
    start = mill.new_game(rules)
    value, dist = table[(0, 0, 3, 3, 0)]
    memo: dict = {}
    if value:
        ok = forward_value(start, dist, memo) == value and forward_value(start, dist - 1, memo) == 0
    else:
        ok = forward_value(start, 11, memo) == 0
    print(f"  start value confirmed by forward search: {ok}")
    keys = list(table)
    agree = 0
    t0 = time.perf_counter()
    for key in rng.sample(keys, min(samples, len(keys))):
        state = lib_state(rules, Pos((key[0], key[1]), (key[2], key[3]), key[4], 0, 0))
        value, dist = table[key]
        memo = {}
        if value:
            found = forward_value(state, dist, memo) == value and (
                dist == 0 or forward_value(state, dist - 1, memo) == 0
            )
        else:
            found = forward_value(state, 11, memo) == 0
        agree += found
    print(
        f"  random positions confirmed by forward search: {agree}/{min(samples, len(keys))} "
        f"({time.perf_counter() - t0:.1f} s)"
    )


def play_games(games: int, seconds: float, seed: int) -> None:
    opponents = ["random", "level 2", "level 4", "search only"]
    tally: Counter = Counter()
    slips = 0
    started = time.perf_counter()
    for g in range(games):
        diagonals = g % 2 == 1
        colour = (g // 2) % 2
        kind = opponents[(g // 4) % len(opponents)]
        rules = replace(mill.MillRules.preset("three"), diagonals=diagonals)
        cfg = config_from_rules(timeless(rules))
        table = three_table(cfg)
        rng = random.Random(seed + g)
        perfect = MillPlayer(MAX_LEVEL, random.Random(seed + g), time_limit=1.0)
        if kind == "random":
            other = None
        elif kind == "search only":
            other = MillPlayer(MAX_LEVEL, random.Random(seed - g), time_limit=seconds, tables=False)
        else:
            level = int(kind.split()[1])
            other = MillPlayer(level, random.Random(seed - g), time_limit=seconds)
        state = mill.new_game(rules)
        start_value = table[small_key(pos_from_state(state))][0]
        expected = start_value if colour == 0 else -start_value
        while state.outcome() is None:
            if state.to_move == colour:
                before = table[small_key(pos_from_state(state))][0]
                move = perfect(state, lambda: False)
                after = table[small_key(pos_from_state(state.play(move)))][0]
                # Values are from the side to move: ours before, the opponent's after.
                if -after < before:
                    slips += 1
            elif other is None:
                move = rng.choice(state.legal_moves())
            else:
                move = other(state, lambda: False)
            state = state.play(move)
        result = state.outcome().result_for(colour)
        tally[(kind, "win" if result == 1 else "draw" if result == 0.5 else "loss")] += 1
        if (result == 0 and expected >= 0) or (expected > 0 and result < 1):
            tally["lost a won or drawn start"] += 1
    print(
        f"{games} games of the perfect player ({time.perf_counter() - started:.0f} s), "
        f"opponents at {seconds} s a move:"
    )
    for kind in opponents:
        w, d, lo = (tally[(kind, r)] for r in ("win", "draw", "loss"))
        print(f"  vs {kind}: {w} wins, {d} draws, {lo} losses")
    print(f"  moves that worsened the position's solved value: {slips}")
    print(f"  games that lost a won or drawn start: {tally['lost a won or drawn start']}")


def check_flying(samples: int, rng: random.Random) -> None:
    """The 3-v-3 flying endgame tables: value counts and Bellman checks through the library."""
    import numpy as np

    for diagonals in (False, True):
        t0 = time.perf_counter()
        table = flying_table(diagonals)
        load = time.perf_counter() - t0
        rules = timeless(mill.MillRules.preset("twelve" if diagonals else "nine"))
        masks = np.array(COMBOS, dtype=np.int64)
        valid = (masks[:, None] & masks[None, :]) == 0
        values = np.frombuffer(table, dtype=np.int8).reshape(valid.shape)[valid]
        won = int((values > 0).sum())
        lost = int((values < 0).sum())
        drawn = int((values == 0).sum())
        lookup = flying_lookup_lib(table)
        good = 0
        t0 = time.perf_counter()
        for _ in range(samples):
            w = rng.choice(COMBOS)
            b = rng.choice([c for c in COMBOS if not c & w])
            state = lib_state(rules, Pos((w, b), (0, 0), rng.randrange(2), 0, 0))
            good += bellman_error(state, lookup) is None
        print(
            f"3-v-3 flying endgame {'with' if diagonals else 'without'} diagonals: "
            f"{values.size} positions (side to move: {won} won, {drawn} drawn, {lost} lost; "
            f"longest win {int(values.max())} plies), loaded in {load:.2f} s; "
            f"{good}/{samples} random positions consistent with the rules library "
            f"({time.perf_counter() - t0:.1f} s)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--time", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--flying", type=int, default=1000, help="flying positions to check")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for diagonals in (False, True):
        check_table(diagonals, args.samples, rng)
    play_games(args.games, args.time, args.seed)
    if args.flying:
        check_flying(args.flying, rng)


if __name__ == "__main__":
    main()
