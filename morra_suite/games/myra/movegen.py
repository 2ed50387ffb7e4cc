"""Myra's move generation, on a state's cell codes (see ``pieces``): every legal move in a fixed
order, and the line questions a board asks while a chain-up or unchain is being clicked.

These are plain functions of the position's data, so the state (which caches their answers), the
explanations and the gestures all build on the same reach and the same lines and cannot disagree.
"""

from __future__ import annotations

from itertools import pairwise, permutations

from morra_suite.games.myra.board import NEIGHBOUR_SETS, NEIGHBOURS, NUM_HOLES
from morra_suite.games.myra.moves import (
    PASS,
    ChainUp,
    MyraMove,
    PieceMove,
    Produce,
    Reduce,
    Unchain,
)
from morra_suite.games.myra.pieces import FORTRESS, NO_HOLE, Q


def reach(cells: tuple[int, ...], start: int, steps: int) -> dict[int, int]:
    """Holes a troop on ``start`` can end on within ``steps`` steps, with the fewest steps needed.

    Paths run through empty holes only (winding is allowed, no hole twice), so a breadth-first
    search limited to ``steps`` finds every empty hole within reach; an occupied hole is a possible
    end when it is next to ``start`` or to an empty hole reached in fewer than ``steps`` steps. The
    shortest path never repeats a hole, so "some free path exists" is "the search found it".
    """
    dist = {start: 0}
    frontier = [start]
    for d in range(1, steps + 1):
        nxt = []
        for hole in frontier:
            for t in NEIGHBOURS[hole]:
                if t not in dist:
                    dist[t] = d
                    if not cells[t]:
                        nxt.append(t)
        if not nxt:
            break
        frontier = nxt
    del dist[start]
    return dist


_UNCHAIN_LINES: dict[tuple[int, int], tuple[tuple[int, Unchain], ...]] = {}


def unchain_lines(start: int, size: int) -> tuple[tuple[int, Unchain], ...]:
    """Every unchain of a troop of ``size`` on ``start`` on an empty board, as (bit mask of the
    holes it lays balls on, move), in line order.

    Lines covering the same holes give the same position, so each set appears once, as its
    lexicographically smallest line (the first a depth-first walk in index order meets). Whether a
    line is free depends only on its holes being empty, never on the order they are visited, so a
    position merely filters this list by its occupied holes. Built on first use per hole and size.
    """
    key = (start, size)
    lines = _UNCHAIN_LINES.get(key)
    if lines is None:
        found: dict[int, tuple[int, ...]] = {}

        def walk(path: tuple[int, ...], mask: int) -> None:
            if len(path) == size:
                found.setdefault(mask, path)
                return
            for t in NEIGHBOURS[path[-1]]:
                if not (mask >> t) & 1:
                    walk((*path, t), mask | (1 << t))

        walk((start,), 1 << start)
        lines = tuple((mask & ~(1 << start), Unchain(path)) for mask, path in found.items())
        _UNCHAIN_LINES[key] = lines
    return lines


def generate(cells: tuple[int, ...], me: int, reserve: int, queen: int) -> tuple[MyraMove, ...]:
    """All legal moves of player ``me`` (whose queen is on ``queen``, ``NO_HOLE`` if captured,
    with ``reserve`` soldiers off the board), the game going on: holes in index order and, for
    the piece on each hole, its moves and captures (by target), its reduces (by count, then
    target), its unchains and the chain-ups that start there; then the produces; ``pass`` alone
    when nothing else is legal."""
    single = me * 8 + 1
    out: list[MyraMove] = []
    chains_seen: set[tuple[int, int]] = set()
    occupied = -1  # bit mask of occupied holes, made when the first troop needs it
    for hole in range(NUM_HOLES):
        cell = cells[hole]
        if not cell or cell >> 3 != me:
            continue
        kind = cell & 7
        if kind == Q or kind == 1:
            for t in NEIGHBOURS[hole]:
                tc = cells[t]
                if not tc:
                    out.append(PieceMove(hole, t))
                elif tc >> 3 == me:
                    # A single soldier joins an own troop (never above five, never the queen:
                    # a queen's kind is 7); the queen never joins anything.
                    if kind == 1 and (tc & 7) < FORTRESS:
                        out.append(PieceMove(hole, t))
                elif tc & 7 != FORTRESS:
                    out.append(PieceMove(hole, t, True))
            if kind == 1:
                _chains_from(cells, hole, single, chains_seen, out)
            continue
        dist = reach(cells, hole, kind)
        targets = sorted(dist)
        if kind < FORTRESS:
            for t in targets:
                tc = cells[t]
                if not tc:
                    out.append(PieceMove(hole, t))
                elif tc >> 3 == me:
                    if (tc & 7) + kind <= FORTRESS:
                        out.append(PieceMove(hole, t))
                elif tc & 7 != FORTRESS:
                    out.append(PieceMove(hole, t, True))
        for count in range(1, kind):
            for t in targets:
                if dist[t] > count:
                    continue
                tc = cells[t]
                if not tc or (tc >> 3 == me and (tc & 7) + count <= FORTRESS):
                    out.append(Reduce(count, hole, t))
        if occupied < 0:
            occupied = sum(1 << i for i, c in enumerate(cells) if c)
        out.extend([u for mask, u in unchain_lines(hole, kind) if not mask & occupied])
    if reserve > 0 and queen != NO_HOLE:
        for t in NEIGHBOURS[queen]:
            if not cells[t]:
                out.append(Produce(t))
    if not out:
        out.append(PASS)
    return tuple(out)


def _chains_from(
    cells: tuple[int, ...],
    start: int,
    single: int,
    seen: set[tuple[int, int]],
    out: list[MyraMove],
) -> None:
    """Chain-ups whose line starts on ``start``; one move per (set of holes, last hole), the
    first found in index order (the lexicographically smallest line) standing for the others."""

    def extend(path: tuple[int, ...], mask: int) -> None:
        for t in NEIGHBOURS[path[-1]]:
            if cells[t] == single and not (mask >> t) & 1:
                line = (*path, t)
                line_mask = mask | (1 << t)
                key = (line_mask, t)
                if key not in seen:
                    seen.add(key)
                    out.append(ChainUp(line))
                if len(line) < FORTRESS:
                    extend(line, line_mask)

    extend((start,), 1 << start)


# ----- lines being clicked ---------------------------------------------------------------------


def chain_continuations(cells: tuple[int, ...], me: int, line: tuple[int, ...]) -> frozenset[int]:
    """Holes that may extend a chain-up line being clicked: own singles next to its end (none
    when the line does not start on an own single: the queen and troops never chain up)."""
    single = me * 8 + 1
    if not line or len(line) >= FORTRESS or cells[line[0]] != single:
        return frozenset()
    return frozenset(t for t in NEIGHBOURS[line[-1]] if cells[t] == single and t not in line)


def unchain_continuations(cells: tuple[int, ...], me: int, line: tuple[int, ...]) -> frozenset[int]:
    """Where the next ball of an unchain being clicked may go (``line[0]`` is the troop): empty
    holes next to the line's end from which the rest of the troop can still be laid out, so a
    player is never led into a dead end."""
    if not line:
        return frozenset()
    cell = cells[line[0]]
    if not cell or cell >> 3 != me or cell & 7 == Q or cell & 7 < 2:
        return frozenset()
    size = cell & 7
    if len(line) >= size:
        return frozenset()

    def free(hole: int, used: tuple[int, ...]) -> bool:
        return hole not in used and not cells[hole]

    def can_finish(path: tuple[int, ...]) -> bool:
        if len(path) >= size:
            return True
        return any(can_finish((*path, t)) for t in NEIGHBOURS[path[-1]] if free(t, path))

    return frozenset(t for t in NEIGHBOURS[line[-1]] if free(t, line) and can_finish((*line, t)))


def canonical_chain(holes: tuple[int, ...]) -> tuple[int, ...]:
    """The smallest (in hole order) line over the same holes ending on the same hole."""
    last = holes[-1]
    best = holes
    for order in permutations(holes[:-1]):
        line = (*order, last)
        if line < best and all(b in NEIGHBOUR_SETS[a] for a, b in pairwise(line)):
            best = line
    return best


def canonical_unchain(holes: tuple[int, ...]) -> tuple[int, ...]:
    """The smallest (in hole order) line from the same troop over the same holes."""
    start = holes[0]
    best = holes
    for order in permutations(holes[1:]):
        line = (start, *order)
        if line < best and all(b in NEIGHBOUR_SETS[a] for a, b in pairwise(line)):
            best = line
    return best
