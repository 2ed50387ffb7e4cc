"""Six Men's Morris solved from scratch: the start's value, every layer's counts, time and memory.

    .venv/bin/python benchmarks/bench_mill_six.py [--pieces 6] [--samples 100]
        [--save DIR]

Solves every moving-phase group ``{T(a, b), T(b, a)}`` of the 16-point board and every placing
layer (``six.solve``, the native core) and prints per part: positions, wins, losses, draws, the
longest distance in plies and the seconds; then the value of the start with its distance, the
total time, the peak memory of the process, and the size of the solution packed as the cache
keeps it (xz preset 1; ``--save DIR`` writes that file there). Last, ``--samples`` positions of
every placing layer are checked against their children as the *rules library* makes them
(``verify.bellman_error``).
"""

from __future__ import annotations

import argparse
import lzma
import random
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill import endgames, native, six
from morra_suite.ai.mill.convert import config_from_rules, pos_from_state
from morra_suite.ai.mill.engine import Pos
from morra_suite.ai.mill.verify import bellman_error, lib_state, timeless
from morra_suite.games import mill


def words(v: int) -> str:
    if v == 0:
        return "draw"
    if v == endgames.LOST_NOW:
        return "loss (blocked)"
    return f"win in {v} plies" if v > 0 else f"loss in {-v} plies"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pieces", type=int, default=6)
    ap.add_argument("--samples", type=int, default=100)
    ap.add_argument("--save", type=Path)
    args = ap.parse_args()
    if not native.available():
        sys.exit("the native core is not built: pip install -e . with a C compiler")
    from dataclasses import replace

    rules = replace(mill.MillRules.preset("six"), pieces=args.pieces)
    cfg = config_from_rules(rules)
    stats = six.Stats()
    began = time.perf_counter()
    solution, blob = six.solve(cfg, stats=stats)
    seconds = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{rules.title}: {args.pieces} pieces a side")
    print(f"{'part':>10} {'positions':>11} {'wins':>10} {'losses':>10} {'draws':>10} "
          f"{'longest':>7} {'seconds':>7}")  # fmt: skip
    for name, size, w, lo, d, longest, secs in stats.parts:
        print(f"{name:>10} {size:>11,} {w:>10,} {lo:>10,} {d:>10,} {longest:>7} {secs:>7.2f}")
    total = sum(p[1] for p in stats.parts)
    moving = sum(p[6] for p in stats.parts if not p[0].startswith("layer"))
    placing = sum(p[6] for p in stats.parts if p[0].startswith("layer"))
    start = solution.placing[0][0]
    print(f"positions: {total:,} ({len(blob) / 1e6:.1f} MB, one byte each)")
    print(f"solve time: {seconds:.1f} s (moving phase {moving:.1f} s, placing {placing:.1f} s)")
    print(f"peak memory of the process: {peak:.0f} MB")
    print(f"the start (White to place): {words(start)}")
    began = time.perf_counter()
    packed = lzma.compress(blob, preset=1)
    print(f"cache file (xz -1): {len(packed) / 1e6:.1f} MB, packed in "
          f"{time.perf_counter() - began:.1f} s")  # fmt: skip
    began = time.perf_counter()
    lzma.decompress(packed)
    print(f"unpacking it: {time.perf_counter() - began:.1f} s")
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
        (args.save / six.file_name(cfg)).write_bytes(packed)
    # independent check: sampled positions of every layer against the rules library's children
    plain = timeless(rules)  # the solution ignores the draw counters (the module's ruling)
    plain_cfg = config_from_rules(plain)

    def probe(state):
        return six.lookup(plain_cfg, solution, pos_from_state(state))

    rng = random.Random(6)
    checked = 0
    for k in range(2 * args.pieces):
        hm, ho, offsets, _size = solution.layouts[k]
        for _ in range(args.samples):
            a, b = rng.choice(list(offsets))
            pts = rng.sample(range(six.POINTS), a + b)
            me = sum(1 << p for p in pts[:a])
            op = sum(1 << p for p in pts[a:])
            side = 0 if hm == ho else 1
            bb = (me, op) if side == 0 else (op, me)
            hand = (hm, ho) if side == 0 else (ho, hm)
            state = lib_state(plain, Pos(bb, hand, side, 0, 0))
            if state.outcome() is not None:
                continue
            error = bellman_error(state, probe)
            if error is not None:
                sys.exit(f"layer {k}: {state.position()}: {error}")
            checked += 1
    print(f"{checked} sampled placing positions agree with the rules library's children")


if __name__ == "__main__":
    main()
