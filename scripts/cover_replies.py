"""``build_mill_book.py --cover-replies``: the book along the lines the top really meets.

Why: the top at 0.1 s a move against today's top at 1 s (``bench_mill_match.py --opponent today
--time 0.1 --opponent-time 1.0``) lost its games in the last placements (plies 11-18), where a
long think saw the value go and the short think found the long think's move 7 times in 39. The
book's tree (``build_mill_book.py``'s other modes) follows today's move from a one-thread
depth-10 search, which is not what the opponent on two threads at 1 s plays (Lazy SMP: not even
the same move twice), so half the games left the book before ply 10.

What it does: from every position after both sides' first placements (the 46 up to symmetry)
and for each colour of the top, a line is played to the end of the placing phase as the match
plays it: the opponent is today's top (``TODAY``, ``Level(64, T, 0)``, ``--opponent-time`` CPU
seconds a move on ``--opponent-threads`` threads, one player kept for the line as the match
keeps it); the top plays the book. Where the top is to move at ply ``--from-ply`` or later and
the book has no entry, or one searched less deep than ``--depth``, a deep search (one thread,
the top's reductions and contempt: the same command gives the same entry) makes the entry and
the line goes on with its move. Before ``--from-ply`` the top plays as in the match (the
book's entry, else its own think at ``--top-time``): those entries are the ones the app's top at
1 s reads (``Settings.book_plies``), which must play as the ladder measured it. ``--passes N``
plays every line N times (an unfinished pass of a stopped run first): the opponent does not
play the same move twice, so each pass meets replies the ones before did not.

Bounded by the run's CPU budget (the opponent's thinks count: about 2 CPU s a move) and
resumable: the work file keeps every entry and the lines done in the pass under way.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from functools import cache
from typing import Any

from morra_suite.ai.mill import book
from morra_suite.ai.mill.convert import move_to_lib, pos_from_state
from morra_suite.ai.mill.engine import Move, make_pos
from morra_suite.ai.mill.native import NativeSearcher
from morra_suite.ai.mill.player import MAX_LEVEL, TODAY, TOP, Level, MillPlayer
from morra_suite.games import mill

Row = dict[str, Any]  # Any: a position's entry in the work file (JSON values)
CAP_SECONDS = 3600.0  # a deep search's time cap (a safety net: it ends by depth)


@cache
def first_states() -> dict[str, mill.MillState]:
    """A state after both sides' first placements for each of their classes up to symmetry
    (the book's key of the position), the first placements found in board order."""
    rules = mill.MillRules.preset("nine")
    cfg = book.standard_config()
    found: dict[str, mill.MillState] = {}
    start = mill.new_game(rules)
    for first in start.legal_moves():
        after = start.play(first)
        for second in after.legal_moves():
            state = after.play(second)
            found.setdefault(book.canonical(cfg, pos_from_state(state))[0], state)
    return found


def lines() -> list[str]:
    """Every line's name: a first position's key and the top's colour (``key@0``: white)."""
    return [f"{key}@{top}" for key in sorted(first_states()) for top in (0, 1)]


def _plain(move: Move) -> list[object]:
    return [move[0], move[1], list(move[2])]


def _move(raw: list[Any]) -> Move:  # Any: the work file's JSON
    return (raw[0], raw[1], tuple(raw[2]))


def deep_entry(key: str, depth: int, ply: int) -> Row:
    """The deep search's entry of one position (its book key), as ``build_mill_book.search``
    writes them (``next``: the move the lines go on with)."""
    started = time.process_time()
    b0, b1, h0, h1, side = key.split("/")
    pos = make_pos((int(b0, 16), int(b1, 16)), (int(h0), int(h1)), int(side))
    deep = NativeSearcher(book.standard_config(), TOP.contempt, TOP.weights, threads=1, clock="cpu")
    deep.set_reductions(TOP.reductions)
    best, value, _ = deep.think(pos, CAP_SECONDS, depth)
    return {
        "m": [_plain(best)],
        "v": value,
        "d": deep.depth_reached,
        "ask": depth,
        "next": [_plain(best)],
        "cpu": round(time.process_time() - started, 3),
        "ply": ply,
    }


def known(row: Row | None, ply: int, depth: int, from_ply: int) -> bool:
    """Whether the top's position of ``ply`` needs no search: an entry deep enough, or any
    entry before ``from_ply``."""
    if row is None:
        return False
    return ply < from_ply or int(row["ask"] if "ask" in row else row["d"]) >= depth


def play_line(job: tuple[str, dict[str, Row], dict[str, Any]]) -> dict[str, Any]:
    """One line to the end of the placing phase (``job``: its name, the entries so far, the
    options): the entries it made, the first ply the top had no entry to play (a search made
    it, or before ``from_ply`` the top's own think played; ``None``: all known) and its CPU
    seconds (this process's, the opponent's threads included)."""
    name, entries, opt = job
    started = time.process_time()
    key, top_side = name.rsplit("@", 1)
    top = int(top_side)
    state = first_states()[key]
    cfg = book.standard_config()
    seconds = float(opt["opponent_time"])
    other = MillPlayer(
        MAX_LEVEL,
        random.Random(0),
        seconds,
        spec=Level(64, seconds, 0),
        threads=int(opt["opponent_threads"]),
        clock="cpu",
        settings=TODAY,
    )
    # the top as the match plays it, with the book read to the app's last ply
    own = MillPlayer(
        MAX_LEVEL,
        random.Random(0),
        float(opt["top_time"]),
        clock="cpu",
        settings=replace(TOP, deep_book_below=0.0),
    )
    made: dict[str, Row] = {}
    left: int | None = None
    replies = 0
    while state.outcome() is None:
        pos = pos_from_state(state)
        if not (pos.hand[0] or pos.hand[1]):
            break
        ply = 2 * cfg.pieces - pos.hand[0] - pos.hand[1]
        if state.to_move != top:
            move = other(state, lambda: False)
            replies += 1
        else:
            here, perm = book.canonical(cfg, pos)
            row = made.get(here, entries.get(here))
            if not known(row, ply, opt["depth"], opt["from_ply"]) and ply >= opt["from_ply"]:
                row = made[here] = deep_entry(here, opt["depth"], ply)
                left = ply if left is None else left
            if row is None:
                move = own(state, lambda: False)
                left = ply if left is None else left
            else:
                inverse = [0] * len(perm)  # the entry's frame back to the position's
                for i, j in enumerate(perm):
                    inverse[j] = i
                engine_move = book.map_move(_move(row["m"][0]), tuple(inverse))
                move = move_to_lib(engine_move, state.rules)
        state = state.play(move)
    return {
        "line": name,
        "rows": made,
        "left": left,
        "replies": replies,
        "cpu": time.process_time() - started,
    }


def run(work: Any, pool: Any, opt: dict[str, Any], passes: int) -> None:  # Any: see below
    """Plays ``passes`` passes over every line (the unfinished one of a stopped run first) in
    ``pool`` (a multiprocessing pool), ``work`` being ``build_mill_book.Work``: its entries
    grow, its ``cover`` keeps the pass under way, it is saved after every line, and the run
    stops when ``work.used`` reaches ``work.budget``. Prints each pass's tally."""
    cover = work.cover
    all_lines = lines()
    for _ in range(passes):
        done_lines = set(cover.get("lines", []))
        todo = [name for name in all_lines if name not in done_lines]
        tally: dict[str, Any] = {"lines": 0, "new": 0, "again": 0, "cpu": 0.0, "left": {}}
        snapshot = dict(work.done)
        jobs = [(name, snapshot, opt) for name in todo]
        for result in pool.imap_unordered(play_line, jobs):
            for key, row in result["rows"].items():
                before = work.done.get(key)
                if known(before, row["ply"], opt["depth"], opt["from_ply"]):
                    continue  # another line of this pass searched it as well
                if before is not None:
                    row["was"] = [before["m"], before["d"]]
                    tally["again"] += 1
                else:
                    tally["new"] += 1
                work.done[key] = row
            where = str(result["left"]) if result["left"] is not None else "known"
            tally["left"][where] = tally["left"].get(where, 0) + 1
            tally["lines"] += 1
            tally["cpu"] += result["cpu"]
            work.used += result["cpu"]
            cover.setdefault("lines", []).append(result["line"])
            work.save()
            if work.used >= work.budget:
                pool.terminate()
                _print_pass(cover.get("pass", 0) + 1, tally, len(all_lines))
                return
        _print_pass(cover.get("pass", 0) + 1, tally, len(all_lines))
        cover["pass"] = cover.get("pass", 0) + 1
        cover["lines"] = []
        cover.setdefault("tallies", []).append(tally)
        work.save()


def _print_pass(number: int, tally: dict[str, Any], total: int) -> None:
    left = dict(sorted(tally["left"].items(), key=lambda kv: (kv[0] == "known", kv[0].zfill(2))))
    print(
        f"pass {number}: {tally['lines']} of {total} lines played, {tally['new']} new entries, "
        f"{tally['again']} searched again, {tally['cpu'] / 60:.1f} CPU minutes; lines by the ply "
        f"they left known ground at: {left}",
        flush=True,
    )


def seed_plain() -> dict[str, Row]:
    """The shipped book's entries as work rows, without the lines the other modes follow
    (``next`` empty: a cover run's work file is its own, ``--work`` apart from theirs)."""
    rows: dict[str, Row] = {}
    for key, entry in book.read_book().entries.items():
        hands = key.split("/")[2:4]
        rows[key] = {
            "m": [_plain(m) for m in entry.moves],
            "v": entry.value,
            "d": entry.depth,
            "next": [],
            "cpu": 0.0,
            "ply": 2 * book.standard_config().pieces - int(hands[0]) - int(hands[1]),
        }
    return rows
