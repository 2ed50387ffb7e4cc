"""Where a lost game went: a long think's value and move at each of one side's moves, and how
often a short think plays that move.

    .venv/bin/python benchmarks/mill_oracle.py "e3 c4 d2 ..." --side black --seconds 10 \
        [--from 4] [--to 36] [--engine top|today] [--threads 2]
    .venv/bin/python benchmarks/mill_oracle.py "e3 c4 d2 ..." --side black \
        --known 8:d1,10:d7,12:d7 --short 0.1 [--repeat 3]

The moves are a game's as ``bench_mill_match.py --show-losses`` prints them (the random opening
first). At each move of ``--side`` between plies ``--from`` and ``--to`` the chosen engine thinks
``--seconds`` on each search thread's CPU clock (load-independent) without the opening book,
and prints its move (SAME or DIFF from the one played), its value for the side to move (a piece
is 100) and its depth. Why: the value between two of the side's moves says where the game was
lost; whether the long think's move differs there says whether a deeper search (a book) or the
evaluation is the lever. ``top`` is the top level's settings at 1 s, ``today`` the benchmarks'
opponent (``player.TODAY``: no reductions).

``--short T`` then asks whether the top at T seconds a move (its settings at that budget,
``Settings.at``, without the book) finds the long think's move: ``--repeat`` thinks a position
(two threads choose apart from run to run), each printed with its depth and value, and a last
line with the agreement and the short thinks' mean depth. ``--known PLY:MOVE,...`` gives long
thinks' moves of an earlier run: only those plies are looked at, with no long think (a sweep
over known positions is cheap).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill.player import MAX_LEVEL, TODAY, TOP, Level, MillPlayer, Settings
from morra_suite.games import mill


def known_moves(text: str) -> dict[int, str]:
    """``"8:d1,10:d7"`` as {8: "d1", 10: "d7"}."""
    out: dict[int, str] = {}
    for item in filter(None, text.split(",")):
        ply, _, move = item.partition(":")
        if not move:
            raise ValueError(f"--known {item!r}: PLY:MOVE")
        out[int(ply)] = move.strip()
    return out


def short_settings(args: argparse.Namespace) -> Settings:
    """The top's settings at ``--short`` seconds a move, bookless (``--watch``/``--no-watch``:
    watching for blockades or not, whatever the budget; ``Settings.watch_below``)."""
    settings = replace(TOP.at(args.short), book=False)
    if args.watch is not None:
        settings = replace(settings, watch_below=math.inf if args.watch else 0.0)
    return settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("moves", help="the game's moves, space-separated")
    parser.add_argument("--side", choices=("white", "black"), required=True)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=400)
    parser.add_argument("--engine", choices=("top", "today"), default="top")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--short", type=float, default=None, help="a short think's seconds")
    parser.add_argument("--repeat", type=int, default=3, help="short thinks a position")
    parser.add_argument(
        "--watch",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="the short thinks watching for blockades, or not (default: as the app's top)",
    )
    parser.add_argument("--known", default="", help="PLY:MOVE,... long thinks' moves known")
    args = parser.parse_args()
    side = 0 if args.side == "white" else 1
    settings = replace(TOP.at(1.0), book=False) if args.engine == "top" else TODAY
    known = known_moves(args.known)
    short = None if args.short is None else short_settings(args)
    if short is not None:
        print(
            f"short thinks: {args.short} s, {args.threads} threads, {short!r}, watching "
            f"blockades: {args.short < short.watch_below}",
            flush=True,
        )
    agree = thinks = depths = 0
    state = mill.new_game(mill.MillRules.preset("nine"))
    for i, played in enumerate(args.moves.split()):
        ply = i + 1
        look = ply in known if known else args.first <= ply <= args.last
        if state.to_move == side and look:
            if ply in known:
                best, line = known[ply], f"ply {ply:3d} played {played:10s} known best {known[ply]}"
            else:
                best, info = think(state, args.seconds, args.threads, settings)
                line = (
                    f"ply {ply:3d} played {played:10s} {args.engine} best {best:10s} "
                    f"{'SAME' if best == played else 'DIFF'} value {info.get('score')} "
                    f"depth {info.get('depth')}"
                )
            if short is not None:
                assert args.short is not None
                found = []
                for r in range(args.repeat):
                    move, info = think(state, args.short, args.threads, short, seed=r)
                    agree += move == best
                    thinks += 1
                    depths += int(info.get("depth") or 0)
                    mark = "*" if move == best else ""
                    found.append(f"{move}{mark}(d{info.get('depth')},{info.get('score')})")
                line += f"  short: {' '.join(found)}"
            print(line, flush=True)
        state = state.play(played)
    if thinks:
        print(
            f"short thinks agreeing with the long one: {agree}/{thinks} "
            f"({100 * agree / thinks:.0f}%), mean depth {depths / thinks:.2f}"
        )


def think(
    state: mill.MillState, seconds: float, threads: int, settings: Settings, seed: int = 0
) -> tuple[str, dict[str, object]]:
    """The top's move at ``seconds`` on the CPU clock with ``settings``, and its think's info."""
    player = MillPlayer(
        MAX_LEVEL,
        random.Random(seed),
        seconds,
        spec=Level(64, seconds, 0),
        threads=threads,
        clock="cpu",
        settings=settings,
    )
    player.last_info = {}
    move = str(player(state, lambda: False))
    return move, player.last_info


if __name__ == "__main__":
    main()
