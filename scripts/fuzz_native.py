"""A fuzz of the native search cores' Python API: hostile positions, moves, options and sizes.

Run it under the sanitizers with ``scripts/sanitize-native.sh`` (a plain build only tells a crash
from a clean run; AddressSanitizer and UndefinedBehaviorSanitizer also report a read or a shift
that happened not to crash). Every call must return or raise ``ValueError``, ``TypeError``,
``OverflowError`` or ``RuntimeError``; anything else (``SystemError``: an error set without being
reported, an ``AssertionError`` from the key check) is counted as a failure, and a memory error
stops the process with the sanitizer's report.

Positions come from seeded random games (so most mutations land near real positions, where the
search code runs deepest), then one field at a time is replaced by a hostile value: negative,
past the board, past 2**31 and 2**64, NaN, the wrong type, the wrong length.

    python scripts/fuzz_native.py --calls 100000 [--seed 1] [--core mill|myra|both]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

REFUSED = (ValueError, TypeError, OverflowError, RuntimeError)
HOSTILE_INTS = (
    -(2**64), -(2**63), -(2**31) - 1, -(2**31), -129, -128, -2, -1, 0, 1, 2, 3, 7, 8, 15, 16,
    23, 24, 25, 31, 32, 33, 63, 64, 90, 91, 92, 127, 128, 255, 256, 1 << 20, 2**31 - 1, 2**31,
    2**32, 2**63, 2**64, 10**30,
)  # fmt: skip
OTHERS = (None, "x", 1.5, math.nan, math.inf, -math.inf, (), [], {}, b"", object())


def hostile(rng: random.Random) -> Any:
    """A value no field expects: a boundary integer, a random one, or another type."""
    roll = rng.random()
    if roll < 0.6:
        return rng.choice(HOSTILE_INTS)
    if roll < 0.8:
        return rng.randint(-(2**40), 2**40)
    return rng.choice(OTHERS)


def mutate(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """``value`` with one part replaced (or its length changed) somewhere inside it."""
    if isinstance(value, tuple | list) and value and depth < 3 and rng.random() < 0.85:
        items = list(value)
        roll = rng.random()
        if roll < 0.08:
            items = items[:-1]
        elif roll < 0.14:
            items.append(hostile(rng))
        else:
            i = rng.randrange(len(items))
            items[i] = mutate(rng, items[i], depth + 1)
        return tuple(items) if isinstance(value, tuple) else items
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.3:
        return value + rng.choice((-1, 1, 8, 64, 1 << 31))
    return hostile(rng)


class Tally:
    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.failures: list[str] = []

    def call(self, name: str, fn: Callable[..., Any], *args: Any) -> Any:
        try:
            out = fn(*args)
        except REFUSED:
            self.counts[name + " refused"] += 1
            return None
        except Exception as error:
            self.counts[name + " FAILED"] += 1
            if len(self.failures) < 20:
                self.failures.append(f"{name}{_short(args)}: {type(error).__name__}: {error}")
            return None
        self.counts[name + " ok"] += 1
        return out


def _short(args: tuple[Any, ...]) -> str:
    text = repr(args)
    return text if len(text) < 300 else text[:300] + "..."


# ---- mill ----------------------------------------------------------------------------------


def fuzz_mill(calls: int, rng: random.Random, tally: Tally) -> None:
    from morra_suite.ai.mill import native
    from morra_suite.ai.mill.engine import Config, legal_moves, make_pos, play
    from morra_suite.ai.mill.evaluation import DEFAULT_WEIGHTS

    configs = [
        Config(),
        Config(pieces=12, diagonals=True, removal_per_mill=True),
        Config(board="three", pieces=3, line_wins=True, flying=False),
        Config(board="six", pieces=6, lasker=True, quiet_limit=50, endgame_limit=10),
    ]
    from morra_suite.ai.mill.player import TOP_WEIGHTS

    # every other engine evaluates with the top level's weights (its cramp term)
    engines = [
        native.new_engine(cfg, TOP_WEIGHTS if i % 2 else DEFAULT_WEIGHTS, tt_bits=12)
        for i, cfg in enumerate(configs)
    ]
    positions: list[tuple[int, tuple[int, ...]]] = []
    for which, cfg in enumerate(configs):
        for _ in range(12):
            pos = make_pos((0, 0), (cfg.pieces, cfg.pieces), 0)
            for _ in range(rng.randrange(60)):
                moves = legal_moves(cfg, pos)
                if not moves:
                    break
                pos = play(cfg, pos, rng.choice(moves))
            positions.append((which, native.pos_tuple(pos)))
    init_args = _mill_init_args(native, configs[0], DEFAULT_WEIGHTS)
    done = 0
    while done < calls:
        which, pos = rng.choice(positions)
        engine = engines[which]
        roll = rng.random()
        bad = mutate(rng, pos) if rng.random() < 0.8 else pos
        if roll < 0.25:
            tally.call("mill.legal_moves", engine.legal_moves, bad)
        elif roll < 0.4:
            tally.call("mill.key", engine.key, bad)
        elif roll < 0.55:
            tally.call("mill.evaluate", engine.evaluate, bad)
        elif roll < 0.8:
            moves = tally.call("mill.legal_moves", engine.legal_moves, pos) or []
            done += 1
            picked = [list(m) for m in rng.sample(moves, min(3, len(moves)))]
            if picked and rng.random() < 0.9:
                picked[rng.randrange(len(picked))] = mutate(rng, picked[0])
            elif rng.random() < 0.5:
                picked.append(
                    [
                        rng.choice((-1, 0, 5)),
                        rng.randrange(24),
                        [rng.choice((31, 32, 40, 63, 64, 100, -1))],
                    ]
                )
            depth = rng.choice((0, 1, 1, 2, -1, 200, 2**31 - 1))
            seconds = rng.choice((0.0, 0.001, math.nan, math.inf, -1.0, 1e9))
            tally.call(
                "mill.root_scores", engine.root_scores,
                pos, depth, picked, seconds, None, [], rng.choice((0, 5, 2**31 - 1)), True,
            )  # fmt: skip
        elif roll < 0.9:
            seen = mutate(rng, [1, 2, 3]) if rng.random() < 0.5 else []
            tally.call(
                "mill.think", engine.think,
                bad, rng.choice((0.0, 0.001, math.nan, -5.0)), rng.choice((1, 2, 0, -1, 2**31 - 1)),
                None, seen, rng.choice((0, -3, 10**6)),
            )  # fmt: skip
        elif roll < 0.96:
            args = list(init_args)
            i = rng.randrange(len(args))
            args[i] = mutate(rng, args[i])
            tally.call("mill.Engine", native._native.Engine, *args)
        else:
            a, b = rng.choice(HOSTILE_INTS[:30]), rng.choice(HOSTILE_INTS[:30])
            tally.call("mill.endgame_index", engine.endgame_index, a, b)
            tally.call("mill.set_endgame", engine.set_endgame, a, b, rng.choice((None, b"x" * 64)))
            tally.call("mill.placing_layout", engine.placing_layout, a, b)
            tally.call("mill.set_table", engine.set_table, rng.choice((None, b"", b"\0" * 100)))
            tally.call("mill.set_clock", engine.set_clock, mutate(rng, rng.randrange(2)))
            tally.call("mill.set_reductions", engine.set_reductions, mutate(rng, rng.randrange(2)))
            tally.call("mill.set_margin", engine.set_margin, mutate(rng, rng.randrange(2)))
            tally.call("mill.set_pruning", engine.set_pruning, mutate(rng, rng.randrange(2)))
            tally.call(
                "mill.set_wide_placing", engine.set_wide_placing, mutate(rng, rng.randrange(2))
            )
            tally.call("mill.set_watch", engine.set_watch, mutate(rng, rng.randrange(2)))
            done += 9
        done += 1


def _mill_init_args(native: Any, cfg: Any, weights: tuple[int, ...]) -> tuple[Any, ...]:
    from morra_suite.ai.mill.engine import Z_HAND, Z_POINT, Z_SIDE

    topo = cfg.topo
    flags = (
        cfg.flying, cfg.fly_at, cfg.line_wins, cfg.removal_per_mill, cfg.remove_any, cfg.lasker,
        cfg.full_board_first_loses, cfg.blocked_passes, cfg.repetition, cfg.quiet_limit,
        cfg.endgame_limit,
    )  # fmt: skip
    return (
        topo.size,
        list(topo.adjacent),
        list(topo.mills),
        [int(f) for f in flags],
        [list(Z_POINT[0]), list(Z_POINT[1])],
        [list(Z_HAND[0]), list(Z_HAND[1])],
        Z_SIDE,
        list(weights),
        10,
    )


# ---- Myra ----------------------------------------------------------------------------------


def fuzz_myra(calls: int, rng: random.Random, tally: Tally) -> None:
    from morra_suite.ai.myra import native
    from morra_suite.games import myra

    core = native.core()
    positions = []
    for players in (2, 3, 2, 3):
        state = myra.new_game(players=players)
        for _ in range(rng.randrange(20, 120)):
            if state.outcome() is not None:
                break
            positions.append(native.state_tuple(state))
            state = state.play(rng.choice(state.legal_moves()))
    engine = core.Engine(12)
    original = core.weights()
    done = 0
    while done < calls:
        pos = rng.choice(positions)
        bad = mutate(rng, pos) if rng.random() < 0.8 else pos
        roll = rng.random()
        if roll < 0.2:
            tally.call(
                "myra.legal_moves", core.legal_moves, bad, True, rng.choice((1, 0, 2, 3, -1))
            )
        elif roll < 0.3:
            tally.call("myra.captures", core.captures, bad)
        elif roll < 0.55:
            moves = tally.call("myra.legal_moves", core.legal_moves, pos) or [(0, 0, 0, 0, ())]
            done += 1
            move = rng.choice(moves)
            if rng.random() < 0.85:
                move = mutate(rng, move)
            tally.call("myra.play", core.play, pos, move)
        elif roll < 0.65:
            tally.call("myra.key", core.key, bad)
        elif roll < 0.75:
            root = rng.choice((0, 1, 2, 3, -1, 2**31))
            tally.call("myra.evaluate", core.evaluate, bad, root)
            tally.call("myra.share_score", core.share_score, bad, root)
            done += 1
        elif roll < 0.8:
            tally.call("myra.scores", core.scores, bad)
        elif roll < 0.88:
            tally.call(
                "myra.think", engine.think,
                bad, rng.choice((0.0, 0.001, math.nan, math.inf, -1.0)),
                rng.choice((1, 2, 0, -1, 2**31 - 1)), None,
                mutate(rng, [1, 2]) if rng.random() < 0.3 else [], rng.choice((0, 50, -1)),
            )  # fmt: skip
        elif roll < 0.89:
            tally.call(
                "myra.root_scores", engine.root_scores,
                bad, rng.choice((0, 0, 1, -1, 200, 2**31 - 1)), [], rng.choice((0, 200, -5)),
            )  # fmt: skip
        elif roll < 0.97:
            name = rng.choice((*core.weights(), "nonsense"))
            tally.call("myra.set_weights", core.set_weights, {name: hostile(rng)})
        else:
            tally.call("myra.Engine", core.Engine, hostile(rng))
            tally.call("myra.set_mode", engine.set_mode, hostile(rng))
            tally.call("myra.set_clock", engine.set_clock, mutate(rng, rng.randrange(2)))
            done += 2
        done += 1
    core.set_weights(original)
    _setup_fuzz(core, rng, tally)


def _setup_fuzz(core: Any, rng: random.Random, tally: Tally) -> None:
    """A few hostile board tables for setup(), then the true ones again."""
    from morra_suite.ai.myra.native import NEIGHBOURS, ROW_DIAG

    for _ in range(50):
        nbs, rds = list(NEIGHBOURS), list(ROW_DIAG)
        if rng.random() < 0.5:
            nbs = mutate(rng, nbs)
        else:
            rds = mutate(rng, rds)
        tally.call("myra.setup", core.setup, nbs, rds)
    core.setup(NEIGHBOURS, ROW_DIAG)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=100_000, help="hostile calls per core")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--core", choices=("mill", "myra", "both"), default="both")
    args = parser.parse_args(argv)
    failed = False
    for name, fuzz in (("mill", fuzz_mill), ("myra", fuzz_myra)):
        if args.core not in (name, "both"):
            continue
        tally = Tally()
        start = time.perf_counter()
        fuzz(args.calls, random.Random(args.seed), tally)
        total = sum(tally.counts.values())
        took = time.perf_counter() - start
        print(f"{name}: {total} calls in {took:.1f} s")
        for key, count in sorted(tally.counts.items()):
            print(f"  {key:32} {count:8}")
        for line in tally.failures:
            print("  FAILURE", line)
        failed = failed or bool(tally.failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
