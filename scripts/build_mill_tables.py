"""Solves the 24-point board's endgame tables (3 and 4 pieces a side) into resources/ai.

Each table is written as plain xz and its facts (version, rules key, size, SHA-256 of the
content) are recorded in the folder's ``manifest.json``, which the app checks every shipped
table against (``ai/mill/table_files.py``). ``scripts/record_table_sums.py`` records them for
tables already there (the flying endgame's too).

Usage: python scripts/build_mill_tables.py [--diagonals] [--check] [--out DIR]

Prints, per group, the solve time, the largest distance, the count of wins, losses and draws, and
the compressed size. ``--check`` also counts every un-move of every position and demands that it
matches the moves counted forward (the solver's own consistency check; it costs a second pass).
"""

from __future__ import annotations

import argparse
import lzma
import time
from pathlib import Path

from morra_suite.ai.mill import endgames, table_files
from morra_suite.ai.mill.engine import Config
from morra_suite.ai.mill.native import available, new_engine

SHIPPED = Path("resources/ai")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--diagonals", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--out", type=Path, default=SHIPPED)
    args = parser.parse_args()
    if not available():
        raise SystemExit("the native mill core is not built (pip install -e . with a C compiler)")
    cfg = Config(diagonals=args.diagonals)
    engine = new_engine(cfg, tt_bits=4)
    start = time.perf_counter()
    for a, b in endgames.GROUPS:
        t = time.perf_counter()
        raw, stats = engine.solve_endgame(a, b, args.check)
        solved = time.perf_counter() - t
        for ab, view in endgames._split(a, b, raw).items():
            engine.set_endgame(*ab, view)
        path = args.out / endgames.file_name(cfg, a, b)
        # shipped plain xz, its facts recorded in the manifest the loader checks it against
        path.write_bytes(lzma.compress(raw, format=lzma.FORMAT_XZ, preset=9))
        table_id = endgames.table_id(cfg, a, b)
        table_files.record_shipped(args.out, path.name, table_id, table_files.content_sum(raw))
        maxd, wins, losses, draws, fwd, back = stats
        print(
            f"{a}-v-{b}: {len(raw):>10,} positions in {solved:5.1f} s, longest {maxd} plies, "
            f"wins {wins:,} losses {losses:,} draws {draws:,}"
            + (f", moves {fwd:,} = un-moves {back:,}" if args.check else "")
            + f"; {path.name} {path.stat().st_size:,} bytes",
            flush=True,
        )
        assert lzma.decompress(path.read_bytes(), format=lzma.FORMAT_XZ) == raw
    print(f"all groups in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
