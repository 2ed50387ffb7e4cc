"""Mill move generation: every legal move of a position by the movement rules, in a fixed order.

Works on the bare facts (the rules, both players' bitmasks, the hands, the side to move), not on
a state object, so the state, the set-up model and the engines can all ask it without importing
each other. Sets of points are bitmasks over grid numbers (see ``board.py``), so generating moves
is a few integer operations per point.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from morra_suite.games.mill.board import Board
from morra_suite.games.mill.captures import (
    capture_options,
    leap_over,
    leap_targets,
    without_parts,
)
from morra_suite.games.mill.move import MillMove, shared_move, simple_moves
from morra_suite.games.mill.rules import MillRules


def bits(mask: int, points: tuple[int, ...]) -> Iterator[int]:
    """The points of ``mask`` in the board's point order."""
    for p in points:
        if mask >> p & 1:
            yield p


def removable_in(mill_masks: Sequence[int], remove_any: bool, opp: int) -> int:
    """The pieces of ``opp`` a mill may take: pieces in mills only when every piece is in one,
    or any piece where the rules let mills be broken (``remove_any``).

    The removal rule written once for any numbering of the board: the rules pass their grid
    masks, the engine its compact ones (``board.compact_board``)."""
    if remove_any:
        return opp
    in_mills = 0
    for m in mill_masks:
        if opp & m == m:
            in_mills |= m
    free = opp & ~in_mills
    return free if free else opp


def removable_mask(rules: MillRules, topo: Board, opp: int) -> int:
    """``removable_in`` under ``rules`` on the board ``topo``."""
    return removable_in(topo.mill_masks, rules.remove_from_mills, opp)


def sets_of_removals(
    mill_masks: Sequence[int],
    remove_any: bool,
    opp: int,
    count: int,
    cache: dict[int, int],
    points: Sequence[int],
) -> list[tuple[int, ...]]:
    """Every set of ``count`` pieces of ``opp`` that may be removed one after another (fewer if
    the opponent runs out), in ``points`` order, each set ascending; the removable pieces are
    worked out again after each removal (taking a free piece may leave only mill pieces).
    ``cache`` keeps ``removable_in`` per ``opp`` for one position. Any numbering of the board."""
    if count == 0 or opp == 0:
        return [()]
    mask = cache.get(opp)
    if mask is None:
        mask = cache[opp] = removable_in(mill_masks, remove_any, opp)
    if count == 1:
        return [(p,) for p in points if mask >> p & 1]
    seen: set[tuple[int, ...]] = set()
    out: list[tuple[int, ...]] = []
    for p in points:
        if mask >> p & 1:
            rest_sets = sets_of_removals(
                mill_masks, remove_any, opp & ~(1 << p), count - 1, cache, points
            )
            for rest in rest_sets:
                combo = tuple(sorted((p, *rest)))
                if combo not in seen:
                    seen.add(combo)
                    out.append(combo)
    return out


def removal_sets(
    rules: MillRules, opp: int, count: int, cache: dict[int, int], points: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """``sets_of_removals`` under ``rules`` on their board."""
    return sets_of_removals(
        rules.topology.mill_masks, rules.remove_from_mills, opp, count, cache, points
    )


# --- what a move takes: mills, marks, removal turns, spent lines, captures ------------------

Duty = tuple[int, int, int]  # (who removes, how many, whose pieces)

_LINES_THROUGH: dict[int, dict[int, tuple[tuple[int, int], ...]]] = {}


def lines_through(topo: Board) -> dict[int, tuple[tuple[int, int], ...]]:
    """Per point, its mills as (mask, line bit): the bit is the mill's index in the board's
    table, the unit of spent mills."""
    table = _LINES_THROUGH.get(id(topo))
    if table is None:
        table = {p: () for p in topo.points}
        for i, mask in enumerate(topo.mill_masks):
            for p in topo.points:
                if mask >> p & 1:
                    table[p] = (*table[p], (mask, 1 << i))
        _LINES_THROUGH[id(topo)] = table
    return table


def rewarded_lines(topo: Board, own: int, dst: int, spent: int) -> int:
    """The lines (as line bits) that ``own`` holds through ``dst`` and that are not ``spent``."""
    out = 0
    for mask, bit in lines_through(topo)[dst]:
        if own & mask == mask and not spent & bit:
            out |= bit
    return out


def reward_count(rules: MillRules, lines: int) -> int:
    """How many removals the closed ``lines`` earn: one, or one per line."""
    n = lines.bit_count()
    return n if rules.removal_per_mill else min(n, 1)


def board_removals(rules: MillRules, earned: int, placement: bool, opp_hand: int) -> int:
    """How many of ``earned`` removals a move takes from the board at once: a placement's mill
    takes from the opponent's hand first ("hand"), or nothing now ("own", "count")."""
    if not placement:
        return earned
    action = rules.placing_mill
    if action in ("board", "mark"):
        return earned
    if action in ("hand", "hand_again"):
        return max(0, earned - opp_hand)
    return 0


def can_fly_with(rules: MillRules, on_board: int, hand: int) -> bool:
    """Whether a player with these counts flies (the one place the flying rule is read)."""
    return (
        rules.flying and on_board + hand <= rules.flying_at and (rules.fly_with_hand or hand == 0)
    )


def any_sets(mask: int, count: int, points: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every set of ``count`` pieces of ``mask`` (all of them if fewer), in point order."""
    from itertools import combinations

    own = [p for p in points if mask >> p & 1]
    return [tuple(c) for c in combinations(own, min(count, len(own)))]


def duty_moves(rules: MillRules, masks: tuple[int, int], duty: Duty) -> tuple[MillMove, ...]:
    """The removal turns that pay ``duty``: ``count`` pieces of the victim, any piece of one's
    own, an opponent's by the removal rule."""
    actor, count, victim = duty
    points = rules.topology.points
    if victim == actor:
        sets = any_sets(masks[victim], count, points)
    else:
        sets = removal_sets(rules, masks[victim], count, {}, points)
    return tuple(shared_removal(r) for r in sets if r)


def shared_removal(removals: tuple[int, ...]) -> MillMove:
    """A turn that only removes (``xd7``): a removal owed, or a blocked player's."""
    return shared_move(None, None, removals)


def choices_with_captures(
    rules: MillRules,
    opp: int,
    mill_sets: list[tuple[int, ...]],
    mill_used: bool,
    captures: list[tuple[int, ...]],
    cache: dict[int, int],
    points: tuple[int, ...],
) -> list[tuple[int, ...]]:
    """The removals of a move that captures: the mill's removal or one capture's pieces, the
    mover's choice (both, under ``removal_per_mill``, the mill's taken from the pieces the capture
    leaves), without the choices that are part of a larger one (``captures.without_parts``)."""
    if not captures:
        return mill_sets
    if rules.removal_per_mill and mill_used:
        count = len(mill_sets[0]) if mill_sets else 0
        combined = []
        for taken in captures:
            rest = opp
            for p in taken:
                rest &= ~(1 << p)
            for more in removal_sets(rules, rest, count, {}, points):
                combined.append(tuple(sorted((*taken, *more))))
        return without_parts(combined)
    return without_parts([*mill_sets, *captures])


def removal_choices(
    rules: MillRules,
    own: int,
    opp: int,
    src: int | None,
    dst: int,
    hand: int,
    spent: int,
    opp_hand: int,
    cache: dict[int, int],
) -> list[tuple[int, ...]]:
    """Every set of pieces the move from ``src`` (``None``: the hand) to ``dst`` may take, with
    its mill and its captures (``own``: the mover's pieces before the move)."""
    topo = rules.topology
    points = topo.points
    new_own = (own if src is None else own & ~(1 << src)) | 1 << dst
    placement = src is None
    if rules.captures and opp:
        allowed = cache.get(opp)
        if allowed is None:
            allowed = cache[opp] = removable_mask(rules, topo, opp)
        if src is not None:
            jumped = leap_over(rules, own, src, dst, hand, allowed)
            if jumped is not None:
                return [(jumped,)]  # a leap takes the piece it jumps, whatever else it makes
        captures = capture_options(rules, new_own, opp, dst, hand, allowed)
    else:
        captures = []
    lines = rewarded_lines(topo, new_own, dst, spent) if rules.has_removal and opp else 0
    earned = reward_count(rules, lines)
    if placement:
        earned = board_removals(rules, earned, True, opp_hand)
    mill_sets = removal_sets(rules, opp, earned, cache, points)
    mill_used = bool(lines) and not (placement and rules.placing_mill == "count")
    return choices_with_captures(rules, opp, mill_sets, mill_used, captures, cache, points)


def closing_points(topo: Board, own: int, empty: int) -> int:
    """The empty points that complete a line of two of ``own``: only a move to one of them can
    close a mill (a move's source leaves ``own``, so a step only ever closes fewer)."""
    out = 0
    for m in topo.mill_masks:
        third = m & ~own
        if third & empty and third & (third - 1) == 0:
            out |= third
    return out


def generate(
    rules: MillRules,
    masks: tuple[int, int],
    hands: tuple[int, int],
    me: int,
    marked: int = 0,
    duties: tuple[Duty, ...] = (),
    spent: tuple[int, int] = (0, 0),
) -> tuple[MillMove, ...]:
    """Every move of ``me`` by the movement rules, ignoring whether the game is over: the
    placements first, then the moves from each point in the board's point order (a leap after
    the steps of its piece); a removal turn while one is owed, a blocked player's removal.

    The one generator for every setting. A move asks the removal rules (``removal_choices``:
    marks, spent lines, a placing mill's hand removal, captures without a mill) only where it can
    take something: at a point that completes a line of the mover's, or anywhere when the rules
    capture without a mill. Every other move is a shared plain move, so the plain rules cost a
    few integer operations per point and the wider family's settings are paid for only where
    they can act."""
    if duties:
        return duty_moves(rules, masks, duties[0])
    topo = rules.topology
    points = topo.points
    own, opp = masks[me], masks[1 - me]
    empty = topo.all_mask & ~(own | opp | marked)
    hand = hands[me]
    my_spent, opp_hand = spent[me], hands[1 - me]
    place, step = simple_moves(topo)
    cache: dict[int, int] = {}
    moves: list[MillMove] = []
    append = moves.append
    captures = rules.captures
    partner = topo.partner_masks
    if not opp or not rules.has_removal:
        takes = 0  # nothing to take
    elif captures:
        takes = empty  # a capture may come at any point
    else:
        takes = closing_points(topo, own, empty)
    if hand:
        for dst in points:
            if empty >> dst & 1:
                if takes >> dst & 1:
                    for removals in removal_choices(
                        rules, own, opp, None, dst, hand, my_spent, opp_hand, cache
                    ):
                        append(shared_move(None, dst, removals))
                else:
                    append(place[dst])
    if not hand or rules.move_while_placing:
        flying = can_fly_with(rules, own.bit_count(), hand)
        leaping = "leap" in captures and not flying and opp
        allowed = removable_mask(rules, topo, opp) if leaping else 0
        nmask = topo.neighbour_mask
        neighbours = topo.neighbours
        empties = tuple(bits(empty, points)) if flying else ()
        for src in points:
            if not own >> src & 1:
                continue
            if flying:
                targets = empties
            elif leaping:
                targets = (*neighbours[src], *leap_targets(rules, own, src, empty, hand, allowed))
            elif nmask[src] & empty:
                targets = neighbours[src]
            else:
                continue
            from_src = step[src]
            rest = own & ~(1 << src)
            for dst in targets:
                if not empty >> dst & 1:
                    continue
                if takes >> dst & 1:
                    # without captures, only a line completed without the moved piece can pay
                    closes = bool(captures)
                    if not closes:
                        new_own = rest | 1 << dst
                        for m in partner[dst]:
                            if new_own & m == m:
                                closes = True
                                break
                    if closes:
                        for removals in removal_choices(
                            rules, own, opp, src, dst, hand, my_spent, opp_hand, cache
                        ):
                            append(shared_move(src, dst, removals))
                        continue
                append(from_src[dst])
    if not moves and opp and rules.blocked_action not in ("none", "draw"):
        moves = [shared_removal(r) for r in removal_sets(rules, opp, 1, cache, points)]
    return tuple(moves)
