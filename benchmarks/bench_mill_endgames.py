"""The 24-point endgame tables (3 and 4 pieces a side): solve time, then independent checks.

    .venv/bin/python benchmarks/bench_mill_endgames.py [--diagonals] [--solve] [--samples 200]
        [--max-depth 9] [--draw-depth 7]

1. ``--solve``: solves every group again with the native solver and prints the time, the longest
   distance and the counts of wins, losses and draws (the shipped tables are not touched; to
   rewrite them use ``scripts/build_mill_tables.py``).
2. For each table of the shipped set, ``--samples`` won or lost positions no longer than
   ``--max-depth`` plies: the native search *without tables* (repetition off) must prove exactly
   the table's result at the table's distance, and two plies shallower must not claim a faster
   one (its extensions past the horizon may still find the same).
   ``--samples // 4`` drawn positions: no forced result within ``--draw-depth`` plies.
3. ``--samples`` positions per table (half random, half decisive) checked against their children
   as the *rules library* makes them (``verify.bellman_error``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from math import comb
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import endgames, native
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Config, Pos
from morra_suite.ai.mill.search import WIN, WIN_BOUND
from morra_suite.ai.mill.verify import bellman_error, lib_state, timeless
from morra_suite.games import mill


def decode(a: int, b: int, i: int) -> tuple[int, int]:
    per = comb(24 - a, b)

    def unrank(r: int, bits: int) -> list[int]:
        out = []
        for k in range(bits, 0, -1):
            p = k - 1
            while comb(p + 1, k) <= r:
                p += 1
            r -= comb(p, k)
            out.append(p)
        return out

    me = sum(1 << p for p in unrank(i // per, a))
    free = [p for p in range(24) if not me >> p & 1]
    return me, sum(1 << free[q] for q in unrank(i % per, b))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--diagonals", action="store_true")
    ap.add_argument("--solve", action="store_true")
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("--max-depth", type=int, default=9)
    ap.add_argument("--draw-depth", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    cfg = Config(diagonals=args.diagonals)
    if args.solve:
        engine = native.new_engine(cfg, tt_bits=4)
        total = time.perf_counter()
        for a, b in endgames.GROUPS:
            t = time.perf_counter()
            raw, (maxd, w, l_, d, _f, _b) = engine.solve_endgame(a, b)
            for ab, view in endgames._split(a, b, raw).items():
                engine.set_endgame(*ab, view)
            print(
                f"solve {a}-v-{b}: {len(raw):,} positions, {time.perf_counter() - t:.1f} s, "
                f"longest {maxd}, wins {w:,} losses {l_:,} draws {d:,}",
                flush=True,
            )
        print(f"solve all: {time.perf_counter() - total:.1f} s")
    t = time.perf_counter()
    tables = endgames.load_or_build(cfg, build=False)
    if tables is None:
        raise SystemExit("shipped tables missing: run scripts/build_mill_tables.py")
    print(f"load (xz) {time.perf_counter() - t:.2f} s")
    rng = random.Random(args.seed)
    searcher = native.NativeSearcher(Config(diagonals=args.diagonals, repetition=False))
    rules = timeless(mill.MillRules.preset("twelve" if args.diagonals else "nine"))
    assert config_from_rules(rules).diagonals == args.diagonals

    def lookup(state):
        return endgames.lookup(cfg, tables, pos_from_state(state))

    for (a, b), table in sorted(tables.items()):
        arr = np.frombuffer(table, dtype=np.int8)
        dist = np.abs(arr.astype(np.int16))
        short = np.flatnonzero((arr != 0) & (arr != endgames.LOST_NOW) & (dist <= args.max_depth))
        draws = np.flatnonzero(arr == 0)
        t = time.perf_counter()
        ok = 0
        for _ in range(args.samples if len(short) else 0):
            i = int(short[rng.randrange(len(short))])
            me, op = decode(a, b, i)
            pos = Pos((me, op), (0, 0), 0, 0, 0)
            v = int(arr[i])
            want = WIN - v if v > 0 else -WIN - v
            got = max(s for _, s in searcher.root_scores(pos, abs(v)))
            assert got == want, (a, b, v, got)
            if abs(v) > 2:
                sooner = max(s for _, s in searcher.root_scores(pos, abs(v) - 2))
                # extensions past the horizon may find the same result; never a faster one
                assert (sooner <= want) if v > 0 else (sooner >= want), (a, b, v, sooner)
            ok += 1
        nd = 0
        for _ in range(args.samples // 4 if len(draws) else 0):
            me, op = decode(a, b, int(draws[rng.randrange(len(draws))]))
            got = max(
                s for _, s in searcher.root_scores(Pos((me, op), (0, 0), 0, 0, 0), args.draw_depth)
            )
            assert abs(got) < WIN_BOUND, (a, b, got)
            nd += 1
        fwd = time.perf_counter() - t
        t = time.perf_counter()
        decisive = np.flatnonzero(arr != 0)
        nb = 0
        for k in range(args.samples):
            if k % 2 and len(decisive):
                i = int(decisive[rng.randrange(len(decisive))])
            else:
                i = rng.randrange(len(arr))
            me, op = decode(a, b, i)
            state = lib_state(rules, Pos((me, op), (0, 0), 0, 0, 0))
            err = bellman_error(state, lookup)
            assert err is None, (state.position(), err)
            nb += 1
        print(
            f"{a}-v-{b}: forward search agrees on {ok} results (<= {args.max_depth} plies) and "
            f"{nd} draws (depth {args.draw_depth}) in {fwd:.1f} s; rules-library children agree "
            f"on {nb} positions in {time.perf_counter() - t:.1f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
