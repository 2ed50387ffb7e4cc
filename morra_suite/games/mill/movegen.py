"""Mill move generation: every legal move of a position by the movement rules, in a fixed order.

Works on the bare facts (the rules, both players' bitmasks, the hands, the side to move), not on
a state object, so the state, the set-up model and the engines can all ask it without importing
each other. Sets of points are bitmasks over grid numbers (see ``board.py``), so generating moves
is a few integer operations per point.
"""

from __future__ import annotations

from collections.abc import Iterator

from morra_suite.games.mill.board import Board
from morra_suite.games.mill.move import MillMove, shared_move, simple_moves
from morra_suite.games.mill.rules import MillRules


def bits(mask: int, points: tuple[int, ...]) -> Iterator[int]:
    """The points of ``mask`` in the board's point order."""
    for p in points:
        if mask >> p & 1:
            yield p


def removable_mask(rules: MillRules, topo: Board, opp: int) -> int:
    """The pieces of ``opp`` a mill may take: pieces in mills only when every piece is in one
    (or any piece where the rules let mills be broken)."""
    if rules.remove_from_mills:
        return opp
    in_mills = 0
    for m in topo.mill_masks:
        if opp & m == m:
            in_mills |= m
    free = opp & ~in_mills
    return free if free else opp


def removal_sets(
    rules: MillRules, opp: int, count: int, cache: dict[int, int], points: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """Every set of ``count`` pieces that may be removed one after another (fewer if the
    opponent runs out); the removable pieces are worked out again after each removal."""
    if count == 0 or opp == 0:
        return [()]
    mask = cache.get(opp)
    if mask is None:
        mask = cache[opp] = removable_mask(rules, rules.topology, opp)
    if count == 1:
        return [(p,) for p in points if mask >> p & 1]
    seen: set[tuple[int, ...]] = set()
    out: list[tuple[int, ...]] = []
    for p in points:
        if mask >> p & 1:
            for rest in removal_sets(rules, opp & ~(1 << p), count - 1, cache, points):
                combo = tuple(sorted((p, *rest)))
                if combo not in seen:
                    seen.add(combo)
                    out.append(combo)
    return out


def generate(
    rules: MillRules, masks: tuple[int, int], hands: tuple[int, int], me: int
) -> tuple[MillMove, ...]:
    """All moves of ``me`` by the movement rules (placements first, then the moves from each
    point in the board's point order), ignoring whether the game is over."""
    topo = rules.topology
    points = topo.points
    own = masks[me]
    opp = masks[1 - me]
    empty = topo.all_mask & ~(own | opp)
    hand = hands[me]
    removal = rules.has_removal and opp != 0
    partner = topo.partner_masks
    moves: list[MillMove] = []
    append = moves.append
    removable_cache: dict[int, int] = {}
    per_mill = rules.removal_per_mill
    place, step = simple_moves(topo)
    # Empty points that would complete a line of two own pieces: only a move to one of them
    # can close a mill (a move's source leaves ``own``, so it only ever closes fewer).
    closers = 0
    if removal:
        for m in topo.mill_masks:
            third = m & ~own
            if third & empty and third & (third - 1) == 0:
                closers |= third
    # (src, dst) pairs in the fixed order; the mill test is inlined for speed
    if hand:
        for dst in points:
            if empty >> dst & 1:
                if closers >> dst & 1:
                    new_own = own | 1 << dst
                    closed = 0
                    for m in partner[dst]:
                        if new_own & m == m:
                            closed += 1
                    if closed:
                        for removals in removal_sets(
                            rules, opp, closed if per_mill else 1, removable_cache, points
                        ):
                            append(shared_move(None, dst, removals))
                        continue
                append(place[dst])
    if not hand or rules.move_while_placing:
        flying = rules.flying and own.bit_count() + hand <= rules.flying_at
        nmask = topo.neighbour_mask
        neighbours = topo.neighbours
        empties = tuple(p for p in points if empty >> p & 1) if flying else ()
        for src in points:
            if not own >> src & 1:
                continue
            if flying:
                targets = empties
            elif nmask[src] & empty:
                targets = neighbours[src]
            else:
                continue
            from_src = step[src]
            rest = own & ~(1 << src)
            for dst in targets:
                if empty >> dst & 1:
                    if closers >> dst & 1:
                        new_own = rest | 1 << dst
                        closed = 0
                        for m in partner[dst]:
                            if new_own & m == m:
                                closed += 1
                        if closed:
                            for removals in removal_sets(
                                rules, opp, closed if per_mill else 1, removable_cache, points
                            ):
                                append(shared_move(src, dst, removals))
                            continue
                    append(from_src[dst])
    return tuple(moves)
