"""Builds the top level's opening book for Nine Men's Morris (``ai/mill/book.py``): one command.

    .venv/bin/python scripts/build_mill_book.py [--depth 13] [--cpu-minutes 30] [--jobs 2]

What it searches, ply by ply from the empty board (breadth first, so that a bounded run leaves
a book complete to some ply): every position of the first two plies (both sides' first
placements, 1 + 4 + 46 positions up to the board's sixteen symmetries), then the positions the
lines from there reach when each side plays either the book's own move or the move today's top
level would play (the open search to depth 10 without reductions, as the top level of 4d617a1
reaches in about a second). Each position gets a deep search (``--depth`` plies, with the top
level's late move reductions and contempt, on one thread, so that the same command gives the
same book) whose best move and value become its entry.

Bounded and resumable: the work goes into ``--work`` (a JSON file written after every position,
atomically) and a run stops when its searches have used ``--cpu-minutes`` of CPU time; a second
run goes on where the first stopped. Every run writes the shipped book from all the work so far:
``resources/ai/mill_book_v1.json.xz``, its line in ``resources/ai/manifest.json`` and its digest
in ``ai/mill/shipped_digests.py`` (as ``build_mill_tables.py`` does for the tables).
``--from-shipped`` starts a run whose work file is gone from the shipped book: its entries are
kept, their lines found again (the moves whose positions the book holds; today's move where
none), so that the book grows by plies without its first searches done again. The shipped book
was made by ``--depth 13 --plies 12`` (20 CPU minutes: 1,777 positions, plies 0-10 in part).
Carried on by ``--depth 13 --plies 12 --from-shipped --cpu-minutes 12 --jobs 2`` (8 CPU minutes:
3,285 positions, plies 10-12 completed) and read to ply 12 (``--book-plies 12``), it scored no
better against today's top at ten times the time (issue 46, seed 2: 37.5% against 45%), so it
is not shipped; the top reads the book to ``Settings.book_plies``.
"""

from __future__ import annotations

import argparse
import json
import lzma
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from morra_suite.ai.mill import book, table_files  # noqa: E402
from morra_suite.ai.mill.engine import Move, Pos, legal_moves, make_pos, outcome, play  # noqa: E402
from morra_suite.ai.mill.native import NativeSearcher, available  # noqa: E402
from morra_suite.ai.mill.player import TOP  # noqa: E402
from morra_suite.core.files import write_bytes_atomic, write_text_atomic  # noqa: E402

FULL_PLIES = 2  # every position before this ply is expanded by all its moves
TODAY_DEPTH = 10  # about the depth today's top level reaches in the placing phase in a second
CAP_SECONDS = 120.0  # a search's CPU time at most (a safety net: depth 13 takes a few seconds)
OUT = ROOT / "morra_suite" / "resources" / "ai"
Row = dict[str, Any]  # Any: a position's entry in the work file (JSON values)


def _parse(key: str) -> Pos:
    b0, b1, h0, h1, side = key.split("/")
    return make_pos((int(b0, 16), int(b1, 16)), (int(h0), int(h1)), int(side))


def search(job: tuple[str, int]) -> Row:
    """The entry of one position (its key in the book's frame): the deep search's best move and
    value, and the moves its lines go on with (that move, and today's)."""
    key, depth = job
    started = time.process_time()
    cfg = book.standard_config()
    pos = _parse(key)
    today = NativeSearcher(cfg, TOP.contempt, TOP.weights, threads=1, clock="cpu")
    today_move, _, _ = today.think(pos, CAP_SECONDS, TODAY_DEPTH)
    deep = NativeSearcher(cfg, TOP.contempt, TOP.weights, threads=1, clock="cpu")
    deep.set_reductions(TOP.reductions)
    best, value, _ = deep.think(pos, CAP_SECONDS, depth)
    follow = [best] if today_move == best else [best, today_move]
    return {
        "key": key,
        "m": [_plain(best)],
        "v": value,
        "d": deep.depth_reached,
        "next": [_plain(m) for m in follow],
        "cpu": round(time.process_time() - started, 3),
    }


def follow_today(job: tuple[str, list[Any]]) -> tuple[str, list[list[object]], float]:
    """The moves a shipped entry's lines go on with (its move, and today's), for a work file
    seeded from the shipped book (``--from-shipped``): the deep search is not run again."""
    key, best = job
    started = time.process_time()
    pos = _parse(key)
    today = NativeSearcher(
        book.standard_config(), TOP.contempt, TOP.weights, threads=1, clock="cpu"
    )
    today_move, _, _ = today.think(pos, CAP_SECONDS, TODAY_DEPTH)
    deep = _move(best)
    follow = [deep] if today_move == deep else [deep, today_move]
    return key, [_plain(m) for m in follow], time.process_time() - started


def seed_from_shipped(pool: Any, depth: int) -> dict[str, Row]:  # Any: a multiprocessing pool
    """The work of the shipped book (its entries of ``depth`` plies), so that a run can carry
    on a book whose work file is gone: an entry's lines go on with the moves whose positions
    are in the book (its own move and today's, as the run that made it followed them); an entry
    with none (the book's last ply) has today's move found again."""
    cfg = book.standard_config()
    shipped = book.read_book()
    rows = {k: e for k, e in shipped.entries.items() if e.depth == depth}
    done: dict[str, Row] = {}
    leaves = []
    for key, entry in sorted(rows.items()):
        pos = _parse(key)
        follow = [
            m for m in legal_moves(cfg, pos) if book.canonical(cfg, play(cfg, pos, m))[0] in rows
        ]
        follow.sort(key=lambda m: m not in entry.moves)
        done[key] = {
            "m": [_plain(m) for m in entry.moves],
            "v": entry.value,
            "d": entry.depth,
            "next": [_plain(m) for m in follow],
            "cpu": 0.0,
            "ply": 2 * cfg.pieces - pos.hand[0] - pos.hand[1],
        }
        if not follow:
            leaves.append((key, _plain(entry.moves[0])))
    for key, follow_moves, cpu in pool.imap_unordered(follow_today, leaves):
        done[key]["next"] = follow_moves
        done[key]["cpu"] = round(cpu, 3)
    return done


def _plain(move: Move) -> list[object]:
    return [move[0], move[1], list(move[2])]


def _move(raw: list[Any]) -> Move:  # Any: the work file's JSON
    return (raw[0], raw[1], tuple(raw[2]))


def pending(done: dict[str, Row], plies: int) -> tuple[int, list[str]] | None:
    """The first ply with positions not searched yet and those positions, most reached first
    (by how many lines of the plies before lead to them), or ``None`` when all are done."""
    cfg = book.standard_config()
    root = make_pos((0, 0), (cfg.pieces, cfg.pieces), 0)
    level = {book.canonical(cfg, root)[0]: 1}
    for ply in range(plies + 1):
        todo = [k for k in level if k not in done]
        if todo:
            todo.sort(key=lambda k: (-level[k], k))
            return ply, todo
        following: dict[str, int] = {}
        for key, weight in level.items():
            pos = _parse(key)
            if ply < FULL_PLIES:
                moves = legal_moves(cfg, pos)
            else:
                moves = [_move(m) for m in done[key]["next"]]
            for move in moves:
                child = play(cfg, pos, move)
                if not (child.hand[0] or child.hand[1]) or outcome(cfg, child) is not None:
                    continue
                child_key = book.canonical(cfg, child)[0]
                following[child_key] = following.get(child_key, 0) + weight
        level = following
    return None


def ship(done: dict[str, Row]) -> tuple[int, int]:
    """Writes the shipped book from the work so far; its size unpacked and packed."""
    cfg = book.standard_config()
    entries = {
        key: book.Entry(tuple(_move(m) for m in row["m"]), row["v"], row["d"])
        for key, row in done.items()
    }
    raw = book.encode_book(cfg, entries)
    packed = lzma.compress(raw, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=9)
    write_bytes_atomic(OUT / book.BOOK_NAME, packed)
    table_id = table_files.TableId(book.BOOK_VERSION, book.variant_key(cfg), len(raw))
    table_files.record_shipped(OUT, book.BOOK_NAME, table_id, table_files.content_sum(raw))
    return len(raw), len(packed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=13, help="plies of each deep search")
    parser.add_argument("--plies", type=int, default=12, help="the book's last ply")
    parser.add_argument("--cpu-minutes", type=float, default=30.0, help="this run's CPU bound")
    parser.add_argument("--jobs", type=int, default=2, help="searches at once")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "mill-book-work.json")
    parser.add_argument(
        "--from-shipped",
        action="store_true",
        help="without a work file, start from the shipped book's entries (today's moves found "
        "again) instead of from the empty board",
    )
    args = parser.parse_args()
    if not available():
        sys.exit("the native core is not built: the book's searches need it")
    if not 4 <= args.depth <= 30 or not 0 <= args.plies <= 17 or args.jobs < 1:
        sys.exit("--depth 4 to 30, --plies 0 to 17, --jobs 1 or more")
    cfg = book.standard_config()
    done: dict[str, Row] = {}
    if args.work.is_file():
        work = json.loads(args.work.read_text(encoding="utf-8"))
        if work.get("variant") != book.variant_key(cfg) or work.get("depth") != args.depth:
            sys.exit(f"{args.work}: work of another depth or rules; remove it or pass its depth")
        done = work["entries"]
    args.work.parent.mkdir(parents=True, exist_ok=True)
    budget = 60.0 * args.cpu_minutes
    used = 0.0
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        if not done and args.from_shipped:
            done = seed_from_shipped(pool, args.depth)
            print(f"seeded from the shipped book: {len(done)} positions", flush=True)
            text = json.dumps(
                {"variant": book.variant_key(cfg), "depth": args.depth, "entries": done}
            )
            write_text_atomic(args.work, text)
        while used < budget:
            found = pending(done, args.plies)
            if found is None:
                break
            ply, keys = found
            print(f"ply {ply}: {len(keys)} positions to search", flush=True)
            for row in pool.imap_unordered(search, [(k, args.depth) for k in keys]):
                key = str(row.pop("key"))
                row["ply"] = ply
                done[key] = row
                used += float(row["cpu"])
                text = json.dumps(
                    {"variant": book.variant_key(cfg), "depth": args.depth, "entries": done}
                )
                write_text_atomic(args.work, text)
                if used >= budget:
                    pool.terminate()
                    break
    raw, packed = ship(done)
    per_ply: dict[int, int] = {}
    for row in done.values():
        per_ply[row["ply"]] = per_ply.get(row["ply"], 0) + 1
    total = sum(float(row["cpu"]) for row in done.values())
    print(
        f"book: {len(done)} positions (by ply: {dict(sorted(per_ply.items()))}), depth "
        f"{args.depth}, {raw} bytes ({packed} packed); this run {used / 60:.1f} CPU minutes, "
        f"all runs {total / 60:.1f}"
    )


if __name__ == "__main__":
    main()
