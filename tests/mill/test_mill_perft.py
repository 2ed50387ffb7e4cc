"""Move counts (perft) and a second, independent move generator that checks the library.

The reference generator below shares nothing with the library but the notation: it works on
point names and dicts, derives the lines from the rings' geometry (the library lists them), and
finds removals by trying every order. Every legal-move list along seeded random games, and small
perft counts, must agree between the two.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from math import perm

import pytest

from morra_suite.games import mill

# --- perft from the start of nine --------------------------------------------------------------


@pytest.mark.parametrize(("depth", "count"), [(1, 24), (2, 552), (3, 12144), (4, 255024)])
def test_perft_nine_from_the_start(depth: int, count: int) -> None:
    assert mill.perft(mill.new_game("nine"), depth) == count


def test_perft_5_of_nine_matches_counting_by_formula() -> None:
    """Five placements: 24*23*22*21*20 sequences, and white's third piece closes a mill in
    16 mills x 3! orders x 21*20 black placements of them, each with two removal choices (both
    black pieces are loose), so those count twice."""
    placements = perm(24, 5)
    closing = 16 * 6 * perm(21, 2)
    assert mill.perft(mill.new_game("nine"), 5) == placements + closing == 5_140_800


def test_perft_of_three_mens_morris_by_formula() -> None:
    # no line is possible before white's third piece (ply 5): 9*8*7*6*5 sequences to depth 5
    assert mill.perft(mill.new_game("three"), 5) == perm(9, 5)


# --- the independent reference generator -------------------------------------------------------

FILES = "abcdefg"


def ring(names: str) -> list[str]:
    return names.split()


def reference_lines(rules: mill.MillRules) -> tuple[list[tuple[str, ...]], list[tuple[str, str]]]:
    """(mills, extra connections) from the geometry: rings clockwise from the top left corner."""
    if rules.board == "three":
        grid = [[f"{FILES[f]}{r}" for f in range(3)] for r in (1, 2, 3)]
        lines = [tuple(row) for row in grid] + [tuple(col) for col in zip(*grid, strict=True)]
        if rules.diagonals:
            lines += [("a1", "b2", "c3"), ("a3", "b2", "c1")]
        return lines, []
    if rules.board == "six":
        rings = [ring("a5 c5 e5 e3 e1 c1 a1 a3"), ring("b4 c4 d4 d3 d2 c2 b2 b3")]
    else:
        rings = [
            ring("a7 d7 g7 g4 g1 d1 a1 a4"),
            ring("b6 d6 f6 f4 f2 d2 b2 b4"),
            ring("c5 d5 e5 e4 e3 d3 c3 c4"),
        ]
    lines = []
    for r in rings:
        for corner in (0, 2, 4, 6):
            lines.append((r[corner], r[corner + 1], r[(corner + 2) % 8]))
    extra: list[tuple[str, str]] = []
    across = [tuple(r[i] for r in rings) for i in range(8)]
    for i, spoke in enumerate(across):
        if i % 2 == 1:  # midpoints
            if len(rings) == 3:
                lines.append(spoke)
            else:
                extra.append((spoke[0], spoke[1]))
        elif rules.diagonals:
            lines.append(spoke)
    return lines, extra


@dataclasses.dataclass
class Ref:
    rules: mill.MillRules
    board: dict[str, str]  # name -> "W"/"B"/""
    hands: dict[str, int]
    me: str

    @classmethod
    def of(cls, state: mill.MillState) -> Ref:
        names = state.topology.names()
        board = {n: "" if state.piece_at(n) is None else "WB"[state.piece_at(n)] for n in names}
        return cls(
            state.rules, board, {"W": state.hands[0], "B": state.hands[1]}, "WB"[state.to_move]
        )


class RefGen:
    def __init__(self, rules: mill.MillRules) -> None:
        self.rules = rules
        self.lines, extra = reference_lines(rules)
        self.adj: dict[str, set[str]] = {}
        for line in self.lines:
            for a, b in itertools.pairwise(line):
                self.adj.setdefault(a, set()).add(b)
                self.adj.setdefault(b, set()).add(a)
        for a, b in extra:
            self.adj[a].add(b)
            self.adj[b].add(a)

    def in_mill(self, board: dict[str, str], point: str) -> bool:
        colour = board[point]
        return any(point in line and all(board[q] == colour for q in line) for line in self.lines)

    def removable(self, board: dict[str, str], colour: str) -> list[str]:
        pieces = [p for p, c in board.items() if c == colour]
        if self.rules.remove_from_mills:
            return pieces
        free = [p for p in pieces if not self.in_mill(board, p)]
        return free or pieces

    def removal_sets(self, board: dict[str, str], colour: str, count: int) -> set[frozenset]:
        if count == 0 or not any(c == colour for c in board.values()):
            return {frozenset()}
        out = set()
        for p in self.removable(board, colour):
            after = dict(board)
            after[p] = ""
            for rest in self.removal_sets(after, colour, count - 1):
                out.add(rest | {p})
        return out

    def lost(self, ref: Ref) -> bool:
        if self.rules.board == "three":
            return any(all(ref.board[q] == c for q in line) for line in self.lines for c in "WB")
        return any(sum(1 for v in ref.board.values() if v == c) + ref.hands[c] < 3 for c in "WB")

    def moves(self, ref: Ref) -> list[str]:
        if self.lost(ref) or all(ref.board.values()):
            return []
        rules = self.rules
        me, opp = ref.me, "B" if ref.me == "W" else "W"
        mine = [p for p, c in ref.board.items() if c == me]
        empty = [p for p, c in ref.board.items() if not c]
        pairs: list[tuple[str | None, str]] = []
        if ref.hands[me]:
            pairs += [(None, p) for p in empty]
        if not ref.hands[me] or rules.move_while_placing:
            flying = rules.flying and len(mine) + ref.hands[me] <= rules.flying_at
            for src in mine:
                pairs += [(src, dst) for dst in empty if flying or dst in self.adj[src]]
        out = []
        for src, dst in pairs:
            after = dict(ref.board)
            if src:
                after[src] = ""
            after[dst] = me
            closed = sum(
                1 for line in self.lines if dst in line and all(after[q] == me for q in line)
            )
            base = dst if src is None else f"{src}-{dst}"
            if closed and rules.board != "three":
                count = closed if rules.removal_per_mill else 1
                for removed in self.removal_sets(after, opp, count):
                    names = sorted(removed, key=lambda n: (n[1], n[0]))
                    out.append(base + "".join("x" + n for n in names))
            else:
                out.append(base)
        if not out and rules.blocked_passes:
            out.append("pass")
        return out

    def play(self, ref: Ref, text: str) -> Ref:
        board = dict(ref.board)
        hands = dict(ref.hands)
        if text != "pass":
            head, *removed = text.split("x")
            if "-" in head:
                src, dst = head.split("-")
                board[src] = ""
            else:
                dst = head
                hands[ref.me] -= 1
            board[dst] = ref.me
            for r in removed:
                board[r] = ""
        return Ref(ref.rules, board, hands, "B" if ref.me == "W" else "W")

    def perft(self, ref: Ref, depth: int) -> int:
        moves = self.moves(ref)
        if depth == 1:
            return len(moves)
        return sum(self.perft(self.play(ref, m), depth - 1) for m in moves)


def variants() -> list[tuple[str, mill.MillRules]]:
    """Every preset and every movement/removal setting, with the draw rules off (the reference
    generator does not know them; they are tested by hand-built positions)."""
    out = []
    for name in mill.PRESETS:
        # the wider family's presets are checked against their own reference generator
        # (test_mill_conformance.py); this one knows the plain rules
        if mill.MillRules.preset(name).is_plain:
            out.append((name, mill.MillRules.preset(name)))
    nine = mill.MillRules.preset("nine")
    out += [
        ("nine-per-mill", dataclasses.replace(nine, removal_per_mill=True)),
        ("nine-any-removal", dataclasses.replace(nine, remove_from_mills=True)),
        ("nine-fly-at-4", dataclasses.replace(nine, flying_at=4)),
        ("nine-no-flying", dataclasses.replace(nine, flying=False)),
        ("nine-passes", dataclasses.replace(nine, blocked_passes=True)),
        ("nine-diagonals", dataclasses.replace(nine, diagonals=True)),
        ("three-diagonals", dataclasses.replace(mill.MillRules.preset("three"), diagonals=True)),
        ("three-flying", dataclasses.replace(mill.MillRules.preset("three"), flying=True)),
        ("twelve-per-mill-lasker", dataclasses.replace(
            mill.MillRules.preset("twelve"), removal_per_mill=True, move_while_placing=True)),
    ]  # fmt: skip
    return [
        (key, dataclasses.replace(r, threefold_repetition=False, no_removal_limit=0,
                                  endgame_limit=0))
        for key, r in out
    ]  # fmt: skip


@pytest.mark.parametrize(("key", "rules"), variants(), ids=[k for k, _ in variants()])
def test_reference_generator_agrees_along_random_games(key: str, rules: mill.MillRules) -> None:
    gen = RefGen(rules)
    rng = random.Random(key)
    positions = 0
    for _game in range(6):
        state = mill.new_game(rules)
        for _ply in range(120):
            ours = sorted(str(m) for m in state.legal_moves())
            assert ours == sorted(gen.moves(Ref.of(state))), state.position()
            positions += 1
            if not ours:
                break
            # prefer removals now and then so endgames are reached
            moves = state.legal_moves()
            captures = [m for m in moves if m.removals]
            state = state.play(rng.choice(captures if captures and rng.random() < 0.7 else moves))
    assert positions > 40


@pytest.mark.parametrize(("key", "rules"), variants(), ids=[k for k, _ in variants()])
def test_perft_agrees_with_the_reference_generator(key: str, rules: mill.MillRules) -> None:
    gen = RefGen(rules)
    rng = random.Random(f"perft-{key}")
    checked = 0
    for _game in range(3):
        state = mill.new_game(rules)
        for ply in range(80):
            if not state.legal_moves():
                break
            if ply % 20 == 7:
                assert mill.perft(state, 3) == gen.perft(Ref.of(state), 3), state.position()
                checked += 1
            moves = state.legal_moves()
            captures = [m for m in moves if m.removals]
            state = state.play(rng.choice(captures if captures and rng.random() < 0.7 else moves))
    assert checked >= 3


@pytest.mark.parametrize(
    ("text", "depth", "count"),
    [
        ("nine w:a7,d7,g4,b4,f2,c3 b:a1,g1,d5,f6,b2,e4 hand:0,0 to:w", 5, 295110),
        ("nine w:a7,d7,g4 b:a1,g1,d5,f6,b2,e4,c5 hand:0,0 to:b quiet:5", 4, 304842),
        ("lasker w:a7,d7,g4 b:a1,g1,d5,f6 hand:4,3 to:w", 4, 458117),
    ],
)
def test_deeper_perft_from_middle_games_by_both_generators(
    text: str, depth: int, count: int
) -> None:
    """Moving, flying and Lasker positions, deeper than the random-game checks."""
    state = mill.parse_position(text)
    rules = dataclasses.replace(state.rules, threefold_repetition=False)
    state = mill.parse_position(text.split(" ", 1)[1], rules)
    assert mill.perft(state, depth) == count
    assert RefGen(rules).perft(Ref.of(state), depth) == count
