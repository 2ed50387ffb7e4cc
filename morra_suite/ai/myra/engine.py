"""A compact, mutable Myra board for the search, and moves as small tuples.

Why a second move generator: the rules library builds a frozen ``MyraState`` (and its history) for
every ``play``, which is right for the game record but costs tens of microseconds a node; the search
needs thousands of nodes a second in pure Python. Here a position is a few lists that are copied
on play, and a move is a plain tuple. ``tests/ai/myra`` checks on random positions of two and three
players that this generator gives exactly the library's legal moves and that playing them gives the
library's next position, so both always agree.

Cells use the library's encoding (``player * 8 + kind``, kind 1..5 a troop, 7 the queen), so a
position converts by copying the tuple.
"""

from __future__ import annotations

from typing import Final

from morra_suite.ai.myra.bits import BIT, VALID, holes, masks, reach_all, reach_layers
from morra_suite.games.myra import (
    NEIGHBOURS,
    NUM_HOLES,
    PASS,
    ChainUp,
    MyraMove,
    MyraState,
    PieceMove,
    Produce,
    Reduce,
    Unchain,
    distance,
)
from morra_suite.games.myra.movegen import unchain_lines as rules_unchain_lines

Q: Final = 7  # kind of a queen
FORT: Final = 5

# Move kinds: a move is (kind, frm, to, count, holes). ``count`` is the balls a reduce moves;
# ``holes`` is the line of a chain-up or unchain (else ``()``).
MOVE: Final = 0  # a whole piece moves, joins an own troop or captures
REDUCE: Final = 1
CHAIN: Final = 2
UNCHAIN: Final = 3
PRODUCE: Final = 4
PASSING: Final = 5

Move = tuple[int, int, int, int, tuple[int, ...]]
PASS_MOVE: Final[Move] = (PASSING, -1, -1, 0, ())

NB: Final[tuple[tuple[int, ...], ...]] = NEIGHBOURS
DIST: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(distance(a, b) for b in range(NUM_HOLES)) for a in range(NUM_HOLES)
)


class Pos:
    """A position the search may change freely: cells, queens' holes, reserves, who moves."""

    __slots__ = ("cells", "n", "queens", "reserves", "to_move")

    def __init__(
        self, cells: list[int], n: int, queens: list[int], reserves: list[int], to_move: int
    ) -> None:
        self.cells = cells
        self.n = n
        self.queens = queens  # -1 once captured
        self.reserves = reserves
        self.to_move = to_move

    def copy(self) -> Pos:
        return Pos(self.cells[:], self.n, self.queens[:], self.reserves[:], self.to_move)

    def key(self) -> tuple[object, ...]:
        return (tuple(self.cells), self.to_move, tuple(self.reserves))

    def alive(self) -> list[int]:
        return [p for p in range(self.n) if self.queens[p] >= 0]


def pos_from_state(state: MyraState) -> Pos:
    n = state.num_players
    queens = [-1] * n
    for hole, cell in enumerate(state.cells):
        if cell & 7 == Q:
            queens[cell >> 3] = hole
    return Pos(list(state.cells), n, queens, list(state.reserves), state.to_move)


_UNCHAIN: dict[tuple[int, int], tuple[tuple[int, tuple[int, ...]], ...]] = {}


def unchain_lines(start: int, size: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every unchain line of a troop of ``size`` on ``start`` on an empty board, with the bit
    mask of the holes it lays balls on; a position keeps the lines whose holes are all empty.

    The rules' table (``games.myra.movegen.unchain_lines``: one line per set of holes, the first
    a walk in index order meets) with each move's holes as a plain tuple, as the search's moves
    carry them; kept here per hole and size, so the search pays for the conversion once."""
    key = (start, size)
    lines = _UNCHAIN.get(key)
    if lines is None:
        lines = tuple((mask, line.holes) for mask, line in rules_unchain_lines(start, size))
        _UNCHAIN[key] = lines
    return lines


def _threatens(targets: tuple[int, ...], hole: int, size: int) -> bool:
    """Whether a troop of ``size`` on ``hole`` is within its reach of one of the ``targets``
    (enemy queens): the troop a chain-up or a reduce puts there may capture one next move."""
    return size < FORT and any(DIST[hole][q] <= size for q in targets)


def _chains(
    cells: list[int],
    start: int,
    single: int,
    seen: set[int],
    out: list[Move],
    targets: tuple[int, ...] | None = None,
) -> None:
    """Chain-up lines from ``start``; one per (holes, last hole), the first in index order.
    With ``targets``, only the lines whose troop threatens one of them (``_threatens``)."""

    def extend(path: tuple[int, ...], mask: int) -> None:
        for t in NB[path[-1]]:
            if cells[t] == single and not (mask >> t) & 1:
                line = (*path, t)
                if targets is not None and all(DIST[t][q] > 10 - len(line) for q in targets):
                    continue  # no longer line from here ends within its reach of a target
                line_mask = mask | (1 << t)
                key = line_mask * 128 + t
                if key not in seen and (targets is None or _threatens(targets, t, len(line))):
                    seen.add(key)
                    out.append((CHAIN, start, t, len(line), line))
                if len(line) < FORT:
                    extend(line, line_mask)

    extend((start,), 1 << start)


def generate(pos: Pos, lines: bool = True, slow: bool = True, threats: bool = False) -> list[Move]:
    """All legal moves (the game is assumed to go on). ``lines=False`` leaves out unchains and
    ``slow=False`` also reduces and chain-ups: the search looks at those only near the root (they
    are many, build up slowly and are seldom urgent). ``threats=True`` (with ``slow=False``)
    keeps the reduces and chain-ups that put a troop within its reach of an enemy queen, and
    (with ``lines=False``) the unchains that lay a ball next to one: left out, a chain-up that
    attacks the queen or an unchain beside her would be a blind spot of the search below the
    root. Without any move left that way, all moves."""
    cells = pos.cells
    me = pos.to_move
    queens = pos.queens
    targets = tuple(q for i, q in enumerate(queens) if i != me and q >= 0) if threats else ()
    some = slow or threats
    single = me * 8 + 1
    out: list[Move] = []
    seen: set[int] = set()
    empty = -1  # grid mask of empty holes, made when the first troop needs it
    occupied_holes = -1  # hole-index mask, for the unchain lines
    for hole in range(NUM_HOLES):
        cell = cells[hole]
        if not cell or cell >> 3 != me:
            continue
        kind = cell & 7
        if kind == Q or kind == 1:
            for t in NB[hole]:
                tc = cells[t]
                if not tc:
                    out.append((MOVE, hole, t, 0, ()))
                elif tc >> 3 == me:
                    if kind == 1 and (tc & 7) < FORT:
                        out.append((MOVE, hole, t, 0, ()))
                elif tc & 7 != FORT:
                    out.append((MOVE, hole, t, 0, ()))
            if kind == 1 and some:
                _chains(cells, hole, single, seen, out, None if slow else targets)
            continue
        if kind == FORT and not some:
            continue  # a fortress only reduces or unchains
        if empty < 0:
            occupied = masks(cells)
            empty = VALID & ~occupied
        # (steps, hole, what stands there) for every hole the troop reaches.
        reached = [
            (d, t, cells[t])
            for d, layer in enumerate(reach_layers(hole, kind, empty), 1)
            for t in holes(layer)
        ]
        if kind < FORT:
            for _, t, tc in reached:
                if not tc:
                    out.append((MOVE, hole, t, 0, ()))
                elif tc >> 3 == me:
                    if (tc & 7) + kind <= FORT:
                        out.append((MOVE, hole, t, 0, ()))
                elif tc & 7 != FORT:
                    out.append((MOVE, hole, t, 0, ()))
        for count in range(1, kind if some else 1):
            for d, t, tc in reached:
                fits = not tc or (tc >> 3 == me and (tc & 7) + count <= FORT)
                if d <= count and fits and (slow or _threatens(targets, t, (tc & 7) + count)):
                    out.append((REDUCE, hole, t, count, ()))
        if lines or (threats and not slow and targets):
            if occupied_holes < 0:
                occupied_holes = 0
                for i, c in enumerate(cells):
                    if c:
                        occupied_holes |= 1 << i
            for mask, path in unchain_lines(hole, kind):
                if not mask & occupied_holes and (
                    lines or any(DIST[h][q] <= 1 for h in path for q in targets)
                ):
                    out.append((UNCHAIN, hole, path[-1], kind, path))
    queen = pos.queens[me]
    if pos.reserves[me] > 0 and queen >= 0:
        for t in NB[queen]:
            if not cells[t]:
                out.append((PRODUCE, -1, t, 0, ()))
    if not out:
        if not (lines and slow):
            return generate(pos)
        out.append(PASS_MOVE)
    return out


def captures(pos: Pos) -> list[Move]:
    """The side to move's captures only (whole pieces onto enemy non-fortress pieces)."""
    cells = pos.cells
    me = pos.to_move
    out: list[Move] = []
    empty = VALID & ~masks(cells)
    for hole in range(NUM_HOLES):
        cell = cells[hole]
        if not cell or cell >> 3 != me:
            continue
        kind = cell & 7
        if kind == FORT:
            continue
        if kind == Q or kind == 1:
            for t in NB[hole]:
                tc = cells[t]
                if tc and tc >> 3 != me and tc & 7 != FORT:
                    out.append((MOVE, hole, t, 0, ()))
            continue
        for t in holes(reach_all(BIT[hole], kind, empty) & ~empty & ~BIT[hole]):
            tc = cells[t]
            if tc >> 3 != me and tc & 7 != FORT:
                out.append((MOVE, hole, t, 0, ()))
    return out


def is_capture(pos: Pos, move: Move) -> bool:
    if move[0] != MOVE:
        return False
    tc = pos.cells[move[2]]
    return bool(tc) and tc >> 3 != pos.to_move


def next_player(pos: Pos) -> int:
    n = pos.n
    for step in range(1, n + 1):
        p = (pos.to_move + step) % n
        if pos.queens[p] >= 0:
            return p
    return pos.to_move


def play(pos: Pos, move: Move) -> Pos:
    """The position after ``move`` (a new ``Pos``; ``pos`` is left as it was)."""
    new = pos.copy()
    cells = new.cells
    me = pos.to_move
    kind, frm, to, count, holes = move
    if kind == MOVE:
        piece = cells[frm]
        target = cells[to]
        cells[frm] = 0
        if not target:
            cells[to] = piece
            if piece & 7 == Q:
                new.queens[me] = to
        elif target >> 3 == me:
            cells[to] = target + (piece & 7)
        else:
            cells[to] = piece
            if piece & 7 == Q:
                new.queens[me] = to
            if target & 7 == Q:
                victim = target >> 3
                new.queens[victim] = -1
                new.reserves[victim] = 0
                if pos.n > 2:
                    mine = me * 8
                    for h in range(NUM_HOLES):
                        c = cells[h]
                        if c and c >> 3 == victim:
                            cells[h] = mine + (c & 7)
    elif kind == REDUCE:
        cells[frm] -= count
        target = cells[to]
        cells[to] = target + count if target else me * 8 + count
    elif kind == CHAIN:
        for h in holes:
            cells[h] = 0
        cells[to] = me * 8 + len(holes)
    elif kind == UNCHAIN:
        for h in holes:
            cells[h] = me * 8 + 1
    elif kind == PRODUCE:
        cells[to] = me * 8 + 1
        new.reserves[me] -= 1
    new.to_move = next_player(new)
    return new


def to_lib(pos: Pos, move: Move) -> MyraMove:
    """The library's move for an engine move in ``pos``."""
    kind, frm, to, count, holes = move
    if kind == MOVE:
        return PieceMove(frm, to, is_capture(pos, move))
    if kind == REDUCE:
        return Reduce(count, frm, to)
    if kind == CHAIN:
        return ChainUp(holes)
    if kind == UNCHAIN:
        return Unchain(holes)
    if kind == PRODUCE:
        return Produce(to)
    return PASS


def from_lib(move: MyraMove) -> Move:
    """The engine's move for a library move (legal in the position it came from)."""
    if isinstance(move, PieceMove):
        return (MOVE, move.frm, move.to, 0, ())
    if isinstance(move, Reduce):
        return (REDUCE, move.frm, move.to, move.count, ())
    if isinstance(move, ChainUp):
        return (CHAIN, move.holes[0], move.holes[-1], len(move.holes), move.holes)
    if isinstance(move, Unchain):
        return (UNCHAIN, move.holes[0], move.holes[-1], len(move.holes), move.holes)
    if isinstance(move, Produce):
        return (PRODUCE, -1, move.to, 0, ())
    return PASS_MOVE
