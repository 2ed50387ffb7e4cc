"""A tiny mill engine speaking the UCI dialect of ``benchmarks/bench_mill_uci.py``: random legal
actions by our own rules. It lets the harness's protocol code run in the tests without an outside
engine.

    python fake_uci_engine.py [--seed N] [--illegal-at PLY] [--prefer-mills] [--sanmill]
        [--preset nine]

``--prefer-mills`` closes a mill whenever it can; ``--illegal-at PLY`` makes it answer an
occupied point (or a bad token) at the PLY-th ``go`` of a game, so the tests can check
that the harness refuses it.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from morra_suite.games.mill import MillMove, MillRules, new_game, point_index, point_name

# Sanmill's ring coordinates of our points (rings inner to outer, clockwise from the top middle)
RINGS = [
    "d5",
    "e5",
    "e4",
    "e3",
    "d3",
    "c3",
    "c4",
    "c5",
    "d6",
    "f6",
    "f4",
    "f2",
    "d2",
    "b2",
    "b4",
    "b6",
    "d7",
    "g7",
    "g4",
    "g1",
    "d1",
    "a1",
    "a4",
    "a7",
]
COORD = {n: f"({i // 8 + 1},{i % 8 + 1})" for i, n in enumerate(RINGS)}
NAME = {c: n for n, c in COORD.items()}
SANMILL = False  # set by --sanmill: speak ring coordinates, answer in an info line


def tokens_of(move: MillMove) -> list[str]:
    if SANMILL:
        dst = COORD[point_name(move.dst)]
        first = dst if move.src is None else f"{COORD[point_name(move.src)]}->{dst}"
        return [first, *("-" + COORD[point_name(r)] for r in move.removals)]
    first = (
        point_name(move.dst)
        if move.src is None
        else f"{point_name(move.src)}-{point_name(move.dst)}"
    )
    return [first, *("x" + point_name(r) for r in move.removals)]


def _standard(token: str) -> str:
    """A token in our notation, whichever notation it came in."""
    if not SANMILL:
        return token
    if token.startswith("-"):
        return "x" + NAME[token[1:]]
    return "-".join(NAME[part] for part in token.split("->"))


def replay(rules: MillRules, tokens: list[str]):
    """The state after the whole moves among ``tokens``, and the actions of an unfinished one."""
    state = new_game(rules)
    pending: list[str] = []
    for token in map(_standard, tokens):
        if token.startswith("x") and pending:
            pending.append(token)
        else:
            if pending:
                state = state.play(_move(pending))
            pending = [token]
        if pending and _complete(state, pending):
            state = state.play(_move(pending))
            pending = []
    return state, pending


def _move(actions: list[str]) -> MillMove:
    first = actions[0]
    if "-" in first:
        a, b = first.split("-")
        src, dst = point_index(a), point_index(b)
    else:
        src, dst = None, point_index(first)
    return MillMove(src, dst, tuple(sorted(point_index(t[1:]) for t in actions[1:])))


def _complete(state, actions: list[str]) -> bool:
    return state.is_legal(_move(actions))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--illegal-at", type=int, default=0)
    parser.add_argument("--preset", default="nine")
    parser.add_argument("--prefer-mills", action="store_true", help="close a mill when it can")
    parser.add_argument("--sanmill", action="store_true", help="Sanmill's coordinates and answers")
    args = parser.parse_args()
    global SANMILL
    SANMILL = args.sanmill
    rng = random.Random(args.seed)
    rules = MillRules.preset(args.preset)
    tokens: list[str] = []
    goes = 0
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        command = words[0]
        if command == "uci":
            print("id name FakeMill")
            print("option name Skill type spin default 1 min 1 max 30")
            print("uciok", flush=True)
        elif command == "isready":
            print("readyok", flush=True)
        elif command == "ucinewgame":
            goes = 0
        elif command == "position":
            tokens = words[words.index("moves") + 1 :] if "moves" in words else []
        elif command == "go":
            goes += 1
            state, pending = replay(rules, tokens)
            if args.illegal_at and goes == args.illegal_at:
                occupied = state.masks[0] | state.masks[1]
                point = next((p for p in range(49) if occupied >> p & 1), None)
                answer = point_name(point) if point is not None else "z9"
            elif pending:
                done = len(pending) - 1
                move = rng.choice(
                    [
                        m
                        for m in state.legal_moves()
                        if list(map(_standard, tokens_of(m)[: done + 1])) == pending
                    ]
                )
                answer = tokens_of(move)[done + 1]
            else:
                moves = state.legal_moves()
                if args.prefer_mills and any(m.removals for m in moves):
                    moves = tuple(m for m in moves if m.removals)
                answer = tokens_of(rng.choice(moves))[0] if moves else "(none)"
            if SANMILL:
                print(f"info score 0 bestmove {answer}", flush=True)
            else:
                print("info depth 1 score cp 0")
                print(f"bestmove {answer}", flush=True)
        elif command == "quit":
            break


if __name__ == "__main__":
    main()
