"""Where a lost game went: a long think's value and move at each of one side's moves.

    .venv/bin/python benchmarks/mill_oracle.py "e3 c4 d2 ..." --side black --seconds 10 \
        [--from 4] [--to 36] [--engine top|today] [--threads 2]

The moves are a game's as ``bench_mill_match.py --show-losses`` prints them (the random opening
first). At each move of ``--side`` between plies ``--from`` and ``--to`` the chosen engine thinks
``--seconds`` on each search thread's CPU clock (load-independent) without the opening book,
and prints its move (SAME or DIFF from the one played), its value for the side to move (a piece
is 100) and its depth. Why: the value between two of the side's moves says where the game was
lost; whether the long think's move differs there says whether a deeper search (a book) or the
evaluation is the lever. ``top`` is the top level's settings at 1 s, ``today`` the benchmarks'
opponent (``player.TODAY``: no reductions).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from morra_suite.ai.mill.player import MAX_LEVEL, TODAY, TOP, Level, MillPlayer
from morra_suite.games import mill


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("moves", help="the game's moves, space-separated")
    parser.add_argument("--side", choices=("white", "black"), required=True)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=400)
    parser.add_argument("--engine", choices=("top", "today"), default="top")
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    side = 0 if args.side == "white" else 1
    settings = replace(TOP.at(1.0), book=False) if args.engine == "top" else TODAY
    state = mill.new_game(mill.MillRules.preset("nine"))
    for i, played in enumerate(args.moves.split()):
        ply = i + 1
        if state.to_move == side and args.first <= ply <= args.last:
            think = MillPlayer(
                MAX_LEVEL,
                random.Random(0),
                args.seconds,
                spec=Level(64, args.seconds, 0),
                threads=args.threads,
                clock="cpu",
                settings=settings,
            )
            think.last_info = {}
            best = str(think(state, lambda: False))
            info = think.last_info
            print(
                f"ply {ply:3d} played {played:10s} {args.engine} best {best:10s} "
                f"{'SAME' if best == played else 'DIFF'} value {info.get('score')} "
                f"depth {info.get('depth')}",
                flush=True,
            )
        state = state.play(played)


if __name__ == "__main__":
    main()
