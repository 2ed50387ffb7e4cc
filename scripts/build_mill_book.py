"""Builds the top level's opening book for Nine Men's Morris (``ai/mill/book.py``): one command.

    .venv/bin/python scripts/build_mill_book.py [--depth 13] [--cpu-minutes 30] [--jobs 2]
    .venv/bin/python scripts/build_mill_book.py --deepen-from 6 --depth 15 --plies 10
    .venv/bin/python scripts/build_mill_book.py --cover-replies --depth 16 --passes 2

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

``--deepen-from PLY`` searches the book again where the top plays it (``top_lines``): from each
position after both sides' first placements, one side plays the book's move and the other
today's (the move above); the book's side's positions from ply PLY to ``--plies`` are searched to
``--depth`` when their entry is shallower, or first searched when a changed move leads where the
book had no entry. Breadth first, bounded and resumable as above (the work file keeps today's
moves too); every entry keeps the depth it was searched to (``d``, which the format always
carried, so a book of mixed depths is read as before and the format stays 1). Why those lines
only: at most one position a ply for each opening and side, about 42 a ply, where the whole tree
holds 165-411; a depth-15 search takes 1.8-4.7 CPU seconds on average at plies 6-10, so the
whole tree from ply 6 would take about 55 CPU minutes, more than a run's budget allowed.

Measured by ``--from-shipped --deepen-from 6 --depth 15 --plies 10 --jobs 2`` from the book of
1,777 entries (10 CPU minutes: 208 deep searches, 340 of today's moves; 1,805 entries, 208 of
depth 15): two plies more changed the depth-13 move in 41 of the 180 entries searched again, by
ply 6-10 12 of 42, 8/42, 6/32, 6/37, 9/27 (28 positions on the changed lines were new). Not
shipped: the top at 0.1 s with it against today's top at 1 s (``bench_mill_match.py --opponent
today --time 0.1 --opponent-time 1.0 --games 20 --clock cpu --jobs 2``, both seeds at once,
load 2-24) scored on seed 6 4 won, 12 drawn, 4 lost (50%), on seed 7 3, 13, 4 (47.5%): 48.75% of
40 with 8 lost; the depth-13 book, the same command just after (load 3-12): seed 7 3, 11, 6 (42.5%),
seed 6 4, 11, 4 in 19 games (game 20 not ended): on the 39 games both played 18 points and 10
lost against the deeper book's 19.5 and 7, a gain well within the error (+-10%). 21 of the 40
games left the book at ply 11 or 12, the others at plies 3-10 (today's top at 1 s on two threads
played neither of the moves the book's tree follows). Three of the 8 losses went through a
changed move; the same openings and colours with the depth-13 book lost 2 of those 3 as well.
No gain shown beyond the error, so the shipped book stays the depth-13 one.

``--cover-replies`` (``cover_replies.py``) plays the top's lines against today's top as the
match plays it (1 CPU s a move on two threads, so a reply the book's tree does not follow is
met) to the end of the placing phase, and makes or deepens the entries of the top's positions
from ``--from-ply`` (11) on; a top with ``deep_book_below`` (off in the app's) reads them below
``settings.DEEP_BOOK_BELOW`` s a move only. Why depth 16: one-thread searches of the top's
positions at plies 11-17 (CPU s, depth 13/14/15/16/17) took 0.1-0.4, 0.2-0.5, 0.3-1.7, 0.7-4.8
(2.5 on average) and 11-16 at plies 11-12: 17 would not let one pass end in the time a run had
(a pass took 45 wall minutes at load 6-10). Measured by one pass of ``--cover-replies --depth 16
--passes 2 --cpu-minutes 80`` (stopped after the first pass, then ``--passes 0`` shipped it): 92
lines, 310 new entries (plies 11-17, 43-46 each; mean CPU s by ply 3.0, 2.6, 1.8, 1.6, 1.2, 1.6,
1.1), 29.4 CPU minutes (the opponent's thinks two thirds of it); lines by the ply they left
known ground (the top's first position without an entry: before ply 11 its 0.1 s think played
on): plies 3-10 47, ply 11 27, ply 12 18. Not shipped: against today's top at 1 s (the top at
0.1 s, 20 games a seed, CPU clock) it scored 37.5% with 9 lost on seed 12 and 42.5% with 7 lost
on seed 13, main's book on the same seeds 45% with 5 lost and 50% with 6 (details in
``settings.DEEP_BOOK_BELOW``); the mode and ``--passes`` stay.
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

import cover_replies  # noqa: E402  (scripts/, this script's folder)

from morra_suite.ai.mill import book, table_files  # noqa: E402
from morra_suite.ai.mill.engine import (  # noqa: E402
    Config,
    Move,
    Pos,
    legal_moves,
    make_pos,
    outcome,
    play,
)
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
    value, the depth asked, and the moves its lines go on with (that move, and today's)."""
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
        "ask": depth,
        "next": [_plain(m) for m in follow],
        "cpu": round(time.process_time() - started, 3),
    }


def today_move(key: str) -> tuple[str, list[object], float]:
    """Today's top level's move in one position (the open search to ``TODAY_DEPTH``): the move
    of the side the deepening's lines (``top_lines``) do not give the book."""
    started = time.process_time()
    today = NativeSearcher(
        book.standard_config(), TOP.contempt, TOP.weights, threads=1, clock="cpu"
    )
    move, _, _ = today.think(_parse(key), CAP_SECONDS, TODAY_DEPTH)
    return key, _plain(move), time.process_time() - started


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


def seed_from_shipped(pool: Any) -> dict[str, Row]:  # Any: a multiprocessing pool
    """The work of the shipped book (all its entries, of whatever depth), so that a run can
    carry on a book whose work file is gone: an entry's lines go on with the moves whose
    positions are in the book (its own move and today's, as the run that made it followed
    them); an entry with none (the book's last ply) has today's move found again."""
    cfg = book.standard_config()
    rows = book.read_book().entries
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


def _first_positions(cfg: Config) -> dict[str, int]:
    """The positions after every first placement of both sides (``FULL_PLIES``), each with the
    number of lines from the empty board that reach it."""
    level = {book.canonical(cfg, make_pos((0, 0), (cfg.pieces, cfg.pieces), 0))[0]: 1}
    for _ply in range(FULL_PLIES):
        following: dict[str, int] = {}
        for key, weight in level.items():
            pos = _parse(key)
            for move in legal_moves(cfg, pos):
                child_key = book.canonical(cfg, play(cfg, pos, move))[0]
                following[child_key] = following.get(child_key, 0) + weight
        level = following
    return level


def top_lines(
    done: dict[str, Row], today: dict[str, Any], first: int, plies: int, depth: int
) -> tuple[int, list[str], list[str]] | None:  # Any: the work file's moves
    """The deepening's next work, breadth first: the first ply with positions of the top's lines
    still to do, as the keys to search to ``depth`` and those that want today's move (each most
    reached first), or ``None`` when the lines are done to ply ``plies``.

    A top's line: from each position of ply ``FULL_PLIES``, one side (either) plays the book's
    move and the other today's top level's (the top against ``bench_mill_match.py --opponent
    today``, and the app's top against a player who plays as well as it searches in a second).
    The positions where the book's side is to move are the ones whose entries the top plays:
    from ply ``first`` on, those searched less deep than ``depth`` (or not at all) are searched
    again. At most one position a ply and opening, so a few dozen a ply, where the whole book's
    tree (both moves for both sides) holds hundreds."""
    cfg = book.standard_config()
    level = {(key, top): w for key, w in _first_positions(cfg).items() for top in (0, 1)}
    for ply in range(FULL_PLIES, plies + 1):
        deep: dict[str, int] = {}
        want: dict[str, int] = {}
        for (key, top), weight in level.items():
            row = done.get(key)
            if int(key.rsplit("/", 1)[1]) != top:
                if ply < plies and key not in today:
                    want[key] = want.get(key, 0) + weight
            elif row is None or (
                ply >= first and (row["ask"] if "ask" in row else row["d"]) < depth
            ):
                deep[key] = deep.get(key, 0) + weight
        if deep or want:
            return ply, _most_reached(deep), _most_reached(want)
        if ply == plies:
            break
        following: dict[tuple[str, int], int] = {}
        for (key, top), weight in level.items():
            pos = _parse(key)
            move = done[key]["m"][0] if pos.side == top else today[key]
            child = play(cfg, pos, _move(move))
            if not (child.hand[0] or child.hand[1]) or outcome(cfg, child) is not None:
                continue
            child_key = (book.canonical(cfg, child)[0], top)
            following[child_key] = following.get(child_key, 0) + weight
        level = following
    return None


def _most_reached(weights: dict[str, int]) -> list[str]:
    return sorted(weights, key=lambda k: (-weights[k], k))


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


class Work:
    """The work file: every position's entry so far (``search``'s rows) and today's moves found
    for the deepening's lines; written after every search, atomically, so that a run stopped
    anywhere goes on where it stopped."""

    def __init__(self, path: Path, budget: float) -> None:
        self.path = path
        self.budget = budget  # this run's CPU seconds
        self.used = 0.0
        self.done: dict[str, Row] = {}
        self.today: dict[str, Any] = {}  # Any: a move as the work file's JSON
        self.cover: dict[str, Any] = {}  # Any: --cover-replies's pass under way (JSON)
        if path.is_file():
            work = json.loads(path.read_text(encoding="utf-8"))
            if work.get("variant") != book.variant_key(book.standard_config()):
                sys.exit(f"{path}: work for other rules; remove it")
            self.done, self.today = work["entries"], work.get("today", {})
            self.cover = work.get("cover", {})
        path.parent.mkdir(parents=True, exist_ok=True)

    def save(self) -> None:
        variant = book.variant_key(book.standard_config())
        text = json.dumps(
            {"variant": variant, "entries": self.done, "today": self.today, "cover": self.cover}
        )
        write_text_atomic(self.path, text)

    def search(self, pool: Any, ply: int, keys: list[str], depth: int) -> None:  # Any: a pool
        """Searches ``keys`` (positions of ``ply``) to ``depth`` until the budget is used; an
        entry searched again keeps what it was (``was``: its moves and depth)."""
        for row in pool.imap_unordered(search, [(k, depth) for k in keys]):
            key = str(row.pop("key"))
            before = self.done.get(key)
            if before is not None:
                row["was"] = [before["m"], before["d"]]
            row["ply"] = ply
            self.done[key] = row
            self.used += float(row["cpu"])
            self.save()
            if self.used >= self.budget:
                pool.terminate()
                return


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=13, help="plies of each deep search")
    parser.add_argument("--plies", type=int, default=12, help="the book's last ply")
    parser.add_argument("--cpu-minutes", type=float, default=30.0, help="this run's CPU bound")
    parser.add_argument("--jobs", type=int, default=2, help="searches at once")
    parser.add_argument(
        "--work",
        type=Path,
        default=None,
        help="the work file (build/mill-book-work.json; with --cover-replies "
        "build/mill-book-cover.json)",
    )
    parser.add_argument(
        "--from-shipped",
        action="store_true",
        help="without a work file, start from the shipped book's entries (today's moves found "
        "again) instead of from the empty board",
    )
    parser.add_argument(
        "--deepen-from",
        type=int,
        default=None,
        metavar="PLY",
        help="search the top's lines (top_lines) to --depth from ply PLY to --plies, instead "
        "of the book's whole tree",
    )
    cover_options(parser)
    args = parser.parse_args()
    if args.work is None:
        name = "mill-book-cover.json" if args.cover_replies else "mill-book-work.json"
        args.work = ROOT / "build" / name
    if not available():
        sys.exit("the native core is not built: the book's searches need it")
    if not 4 <= args.depth <= 30 or not 0 <= args.plies <= 17 or args.jobs < 1:
        sys.exit("--depth 4 to 30, --plies 0 to 17, --jobs 1 or more")
    if args.deepen_from is not None and not FULL_PLIES <= args.deepen_from <= args.plies:
        sys.exit(f"--deepen-from {FULL_PLIES} to --plies")
    work = Work(args.work, 60.0 * args.cpu_minutes)
    if args.cover_replies:
        cover(work, args)
        return
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        if not work.done and args.from_shipped:
            work.done = seed_from_shipped(pool)
            print(f"seeded from the shipped book: {len(work.done)} positions", flush=True)
            work.save()
        while work.used < work.budget:
            if args.deepen_from is None:
                found = pending(work.done, args.plies)
                if found is None:
                    break
                ply, keys = found
                print(f"ply {ply}: {len(keys)} positions to search", flush=True)
                work.search(pool, ply, keys, args.depth)
                continue
            lines = top_lines(work.done, work.today, args.deepen_from, args.plies, args.depth)
            if lines is None:
                break
            ply, keys, want = lines
            print(f"ply {ply}: {len(want)} of today's moves, {len(keys)} searches", flush=True)
            for key, move, cpu in pool.imap_unordered(today_move, want):
                work.today[key] = move
                work.used += cpu
            work.save()
            work.search(pool, ply, keys, args.depth)
    report(work)


def cover_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``--cover-replies`` (``cover_replies.py``)."""
    parser.add_argument(
        "--cover-replies",
        action="store_true",
        help="play the top's lines against today's top to the end of the placing phase, "
        "searching the top's positions from --from-ply on to --depth (cover_replies.py)",
    )
    parser.add_argument(
        "--passes",
        type=int,
        default=1,
        help="--cover-replies: passes over all lines (0: ship the work file's book only)",
    )
    parser.add_argument(
        "--from-ply", type=int, default=11, help="--cover-replies: the first ply searched"
    )
    parser.add_argument("--opponent-time", type=float, default=1.0, help="CPU s a move")
    parser.add_argument("--opponent-threads", type=int, default=2)
    parser.add_argument("--top-time", type=float, default=0.1, help="CPU s a move")


def cover(work: Work, args: argparse.Namespace) -> None:
    """``--cover-replies``: the top's lines against the opponent the match plays, the work
    seeded from the shipped book; the book shipped after, as by the other modes."""
    if args.passes < 0 or not 1 <= args.from_ply <= 18 or args.opponent_threads < 1:
        sys.exit("--passes 0 or more, --from-ply 1 to 18, --opponent-threads 1 or more")
    if not work.done:
        work.done = cover_replies.seed_plain()
        print(f"seeded from the shipped book: {len(work.done)} positions", flush=True)
        work.save()
    options = {
        "depth": args.depth,
        "from_ply": args.from_ply,
        "opponent_time": args.opponent_time,
        "opponent_threads": args.opponent_threads,
        "top_time": args.top_time,
    }
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        cover_replies.run(work, pool, options, args.passes)
    report(work)


def report(work: Work) -> None:
    """Ships the book from all the work so far and prints what it holds: entries by ply and
    depth, and by ply how many entries searched again changed their move."""
    raw, packed = ship(work.done)
    per_ply: dict[int, int] = {}
    depths: dict[int, int] = {}
    again: dict[int, list[int]] = {}
    for row in work.done.values():
        per_ply[row["ply"]] = per_ply.get(row["ply"], 0) + 1
        depths[row["d"]] = depths.get(row["d"], 0) + 1
        if "was" in row:
            count = again.setdefault(row["ply"], [0, 0])
            count[0] += 1
            count[1] += row["m"][0] not in row["was"][0]
    total = sum(float(row["cpu"]) for row in work.done.values())
    print(
        f"book: {len(work.done)} positions (by ply: {dict(sorted(per_ply.items()))}; by depth: "
        f"{dict(sorted(depths.items()))}), {raw} bytes ({packed} packed); this run "
        f"{work.used / 60:.1f} CPU minutes, the entries' searches {total / 60:.1f}"
    )
    if again:
        changed = {ply: f"{c}/{n}" for ply, (n, c) in sorted(again.items())}
        print(f"searched again, the move changed (by ply): {changed}")


if __name__ == "__main__":
    main()
