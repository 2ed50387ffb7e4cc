"""Bounded readers and verified caches: the worst reading time per reader, the tables' first solves.

    .venv/bin/python benchmarks/bench_robust_io.py [--tables quick|all|none]

Readers: every record, position and paste reader of every game, and the Morra board file
reader, get the hostile inputs of the fault tests (deep nesting, 10 MB texts and tags, 5,000-digit
numbers, device paths, 200,000 tags, hostile board files) and the largest input they accept (a
legal mill game of ``MAX_PLIES`` plies, a board file of the size limit). Printed per reader: the
worst time and the input that took it, and whether anything but the reader's own error escaped.
Targets: every refusal under 2 s (the issue), nothing escapes.

Tables: each table is solved once into a temporary cache folder, then saved as the app saves it
now (checksummed header, ``table_files.save_table``) and as it was saved before (plain xz of the
same preset), and loaded verified. Printed: solve, new save, old save, verified load, and the
first solve's extra time in per cent, ``(new save - old save) / (solve + old save)`` (target: not
above 5 %). ``quick``: the flying 3-v-3 table, the 24-point 3-v-3 group of rules that ship none,
Six Men's Morris with 4 pieces; ``all`` adds every 24-point group and the full Six Men's Morris.
"""

from __future__ import annotations

import argparse
import json
import lzma
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault(
    "MORRA_SUITE_CACHE_DIR", tempfile.mkdtemp(prefix="bench-robust-io-")
)  # never the user's cache

from morra_suite.core import PositionError, RecordError
from morra_suite.core.bounds import MAX_PLIES
from morra_suite.games import game_keys, load_game, morra
from morra_suite.games.morra import LayoutError
from morra_suite.games.paste import read_pasted_position

HOSTILE = {
    "nested parentheses": "1. " + "(" * 20_000 + ")" * 20_000,
    "unclosed braces": "{" * 20_000,
    "10 MB tag value": '[Event "' + "x" * 10_000_000 + '"]\n',
    "10 MB of moves": "a1 " * 3_500_000,
    "5,000-digit number": '[MaxHand "' + "9" * 5000 + '"]\n[Layout "target"]\n1. ' + "7" * 5000,
    "layout /dev/zero": '[Game "Morra"]\n[Layout "/dev/zero"]\n',
    "layout /dev/stdin": "/dev/stdin a:0.1 b:0.2 next:a round:2",
    "lone surrogates": "\ud800" * 1000,
    "200,000 tags": '[A "b"]\n' * 200_000,
}


def timed(reader: Callable[[str], object], text: str, own: type[Exception]) -> tuple[float, str]:
    began = time.perf_counter()
    try:
        reader(text)
        what = "read"
    except own:
        what = "refused"
    except Exception as error:
        what = f"ESCAPED {type(error).__name__}"
    return time.perf_counter() - began, what


def longest_mill_record() -> str:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from morra_suite.games.mill import record
    from tests.core.test_reader_bounds import shuffling_game

    start, moves = shuffling_game(MAX_PLIES)
    return record.write_record(start, moves)


def readers() -> None:
    print("reader                       worst s  escaped  worst input")
    longest = longest_mill_record()
    for key in game_keys():
        game = load_game(key)
        cases = {
            "record": (game.read_record, RecordError),
            "position": (game.parse_position, PositionError),
            "paste": (lambda t, k=key: read_pasted_position(k, t), PositionError),
        }
        for name, (reader, own) in cases.items():
            inputs = dict(HOSTILE)
            if key == "mill" and name == "record":
                inputs[f"legal {MAX_PLIES}-ply game"] = longest
            results = {label: timed(reader, text, own) for label, text in inputs.items()}
            worst = max(results, key=lambda label: results[label][0])
            escaped = sum(what.startswith("ESCAPED") for _, what in results.values())
            print(f"{key + ' ' + name:28s} {results[worst][0]:7.3f}  {escaped:7d}  {worst}")
    from morra_suite.games.morra.layout import FILE_LIMIT
    from tests.morra.test_layout_faults import GOOD, HOSTILE_FILES

    with tempfile.TemporaryDirectory() as folder:
        files = dict(HOSTILE_FILES)
        text = json.dumps(GOOD)
        files["largest accepted"] = (text[:-1] + " " * (FILE_LIMIT - len(text)) + "}").encode()
        results = {}
        for label, data in files.items():
            path = Path(folder) / "board.json"
            path.write_bytes(data)
            results[label] = timed(lambda p: morra.open_layout_file(p), str(path), LayoutError)
        for device in ("/dev/zero", "/dev/stdin"):
            if os.path.exists(device):
                results[device] = timed(lambda p: morra.open_layout_file(p), device, LayoutError)
        worst = max(results, key=lambda label: results[label][0])
        escaped = sum(what.startswith("ESCAPED") for _, what in results.values())
        print(f"{'morra board file':28s} {results[worst][0]:7.3f}  {escaped:7d}  {worst}")


def table_line(name: str, solve_s: float, raw: bytes, table_id, preset: int) -> None:
    from morra_suite.ai.mill import table_files

    folder = Path(tempfile.mkdtemp(prefix="bench-table-"))
    began = time.perf_counter()
    table_files.save_table(raw, folder / "new.xz", table_id, preset)
    new_s = time.perf_counter() - began
    began = time.perf_counter()
    (folder / "old.xz").write_bytes(lzma.compress(raw, preset=preset))
    old_s = time.perf_counter() - began
    began = time.perf_counter()
    assert table_files.read_cached(folder / "new.xz", table_id) == raw
    load_s = time.perf_counter() - began
    extra = 100 * (new_s - old_s) / (solve_s + old_s)
    print(
        f"{name:26s} {solve_s:7.1f} {new_s:9.2f} {old_s:9.2f} {load_s:8.2f} {extra:+8.2f} %",
        flush=True,
    )


def tables(which: str) -> None:
    from dataclasses import replace

    from morra_suite.ai.mill import endgames, flying, native, six
    from morra_suite.ai.mill.convert import config_from_rules
    from morra_suite.ai.mill.engine import Config
    from morra_suite.games import mill

    print("table                       solve s  new save  old save  load s  first solve")
    began = time.perf_counter()
    grid = flying.build_flying(False).tobytes()
    table_line("flying 3-v-3 plain", time.perf_counter() - began, grid, flying.table_id(False), 9)
    if not native.available():
        print("(no native core: the endgame and Six Men's Morris tables are not solved)")
        return
    cfg = Config(remove_any=True)
    groups = endgames.GROUPS if which == "all" else ((3, 3),)
    engine = native.new_engine(cfg, tt_bits=4)
    for a, b in groups:
        began = time.perf_counter()
        raw, _stats = engine.solve_endgame(a, b)
        solve_s = time.perf_counter() - began
        for ab, view in endgames._split(a, b, raw).items():
            engine.set_endgame(*ab, view)
        table_line(f"24-point {a}-v-{b} anyremove", solve_s, raw, endgames.table_id(cfg, a, b), 6)
    for pieces in (4, 6) if which == "all" else (4,):
        six_cfg = config_from_rules(replace(mill.MillRules.preset("six"), pieces=pieces))
        began = time.perf_counter()
        _solution, blob = six.solve(six_cfg)
        solve_s = time.perf_counter() - began
        table_line(f"six, {pieces} pieces", solve_s, blob, six.table_id(six_cfg), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", choices=("quick", "all", "none"), default="quick")
    args = parser.parse_args()
    readers()
    if args.tables != "none":
        tables(args.tables)


if __name__ == "__main__":
    main()
