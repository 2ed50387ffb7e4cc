"""What a move does under the rules of the wider mill family: the hands, the marked points, the
removals still owed, the spent lines and who moves next.

Plain rules (``MillRules.is_plain``) never need this: ``MillState`` plays them on its fast path.
Everything here works on the bare facts and returns new ones, so it can be read (and checked)
beside the rules texts: every branch is one sentence of resources/rules/en/mill.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from morra_suite.games.mill.captures import leap_over
from morra_suite.games.mill.move import MillMove
from morra_suite.games.mill.movegen import (
    Duty,
    board_removals,
    removable_mask,
    removal_sets,
    reward_count,
    rewarded_lines,
)
from morra_suite.games.mill.rules import MillRules


@dataclass(frozen=True, slots=True)
class Turn:
    """The facts after a move (see ``MillState`` for their meaning)."""

    masks: tuple[int, int]
    hands: tuple[int, int]
    to_move: int
    marked: int
    duties: tuple[Duty, ...]
    then: int
    spent: tuple[int, int]
    took: bool  # a piece left the game (from the board or a hand): the draw counters restart
    irreversible: bool  # a placement or a removal: the repetition window restarts


def marks_removals(rules: MillRules, placement: bool) -> bool:
    """Whether the pieces a move takes stay marked on their points until placing ends (the
    ``mark`` choice, for a mill closed by placing a piece) instead of leaving the board."""
    return placement and rules.placing_mill == "mark"


def restarts_count(rules: MillRules, move: MillMove) -> bool:
    """Whether ``move`` starts the draw limits' count again without taking anything: a
    placement, when the rules count only moves of a piece (Sanmill's count; ours counts every
    turn since the last removal)."""
    return not rules.count_placements and move.is_placement


def mill_count(rules: MillRules, own: int) -> int:
    """How many lines of the board ``own`` holds (El Filja's count when placing ends)."""
    return sum(1 for m in rules.topology.mill_masks if own & m == m)


def count_duties(rules: MillRules, masks: tuple[int, int]) -> tuple[Duty, ...]:
    """The removals when placing ends under "count" (El Filja, as Sanmill counts): with no mill
    on the board each player removes one of their own pieces; if only one player has mills, that
    player removes two and the other one; with mills on both sides, the player with fewer
    removes as many as they have and the other one more (equal counts: as many as each has).
    White removes first."""
    w, b = mill_count(rules, masks[0]), mill_count(rules, masks[1])
    if w == 0 and b == 0:
        return ((0, 1, 0), (1, 1, 1))
    if b == 0:
        white, black = 2, 1
    elif w == 0:
        white, black = 1, 2
    elif w == b:
        white, black = w, b
    elif w > b:
        white, black = b + 1, b
    else:
        white, black = w, w + 1
    return ((0, white, 1), (1, black, 0))


def full_board_duties(rules: MillRules, next_mover: int) -> tuple[tuple[Duty, ...], int]:
    """The removals a full board brings, and who moves once they are made."""
    action = rules.full_board_removal
    if action == "first_then_second":
        return ((0, 1, 1), (1, 1, 0)), next_mover
    if action == "second_then_first":
        return ((1, 1, 0), (0, 1, 1)), next_mover
    return ((next_mover, 1, 1 - next_mover),), 1 - next_mover


def uses_mill(
    rules: MillRules,
    masks: tuple[int, int],
    hands: tuple[int, int],
    me: int,
    spent: int,
    move: MillMove,
) -> bool:
    """Whether the mill ``move`` closes gives its reward (lines spent, a hand or own removal),
    under rules with captures: not for a leap (it takes the piece it jumps and nothing else),
    always under ``removal_per_mill`` (mill and capture both), and otherwise when the pieces it
    takes are a removal the mill itself could make (a capture's pieces are a choice instead)."""
    own, opp = masks[me], masks[1 - me]
    cache: dict[int, int] = {}
    allowed = cache[opp] = removable_mask(rules, rules.topology, opp)
    assert move.dst is not None
    if (
        move.src is not None
        and leap_over(rules, own, move.src, move.dst, hands[me], allowed) is not None
    ):
        return False
    if rules.removal_per_mill:
        return True
    placement = move.src is None
    new_own = (own if placement else own & ~(1 << move.src)) | 1 << move.dst  # type: ignore[operator]
    earned = reward_count(rules, rewarded_lines(rules.topology, new_own, move.dst, spent))
    if placement:
        earned = board_removals(rules, earned, True, hands[1 - me])
    points = rules.topology.points
    return move.removals in removal_sets(rules, opp, earned, cache, points)


def play_variant(
    rules: MillRules,
    masks: tuple[int, int],
    hands: tuple[int, int],
    me: int,
    marked: int,
    duties: tuple[Duty, ...],
    then: int,
    spent: tuple[int, int],
    move: MillMove,
) -> Turn:
    """The facts after ``me`` plays ``move`` (known to be legal)."""
    other = 1 - me
    m = [masks[0], masks[1]]
    h = [hands[0], hands[1]]
    sp = [spent[0], spent[1]]
    if move.is_removal_only:
        if duties:  # a removal owed: the victim's pieces go, the next duty or the game goes on
            victim = duties[0][2]
            for r in move.removals:
                m[victim] &= ~(1 << r)
            rest = duties[1:]
            nxt = rest[0][0] if rest else then
            return Turn(
                (m[0], m[1]), hands, nxt, marked, rest, then if rest else 0, spent, True, True
            )
        for r in move.removals:  # a blocked player's removal
            m[other] &= ~(1 << r)
        action = rules.blocked_action
        after = (m[0], m[1])
        if action == "remove_then_move":
            return Turn(after, hands, me, marked, (), 0, spent, True, True)
        if action == "both_remove":
            return Turn(after, hands, other, marked, ((other, 1, me),), me, spent, True, True)
        return Turn(after, hands, other, marked, (), 0, spent, True, True)
    if move.is_pass:
        return Turn(masks, hands, other, marked, (), 0, spent, False, False)
    assert move.dst is not None
    topo = rules.topology
    placement = move.src is None
    was_placing = bool(h[0] or h[1])
    own = m[me]
    if placement:
        h[me] -= 1
    else:
        own &= ~(1 << move.src)  # type: ignore[operator]
    own |= 1 << move.dst
    m[me] = own
    took = bool(move.removals)
    nxt = other
    owed: tuple[Duty, ...] = ()
    lines = rewarded_lines(topo, own, move.dst, sp[me]) if rules.has_removal else 0
    if lines and rules.captures and not uses_mill(rules, masks, hands, me, spent[me], move):
        lines = 0  # the move took a capture's pieces instead: its mill gives nothing
    action = rules.placing_mill if placement else "board"
    if lines and action != "count":
        if rules.one_time_mills:
            sp[me] |= lines
        elif rules.restrict_repeated_mills:
            sp[me] = lines
        earned = reward_count(rules, lines)
        if action in ("hand", "hand_again"):
            taken = min(earned, h[other])
            h[other] -= taken
            took = took or taken > 0
            if action == "hand_again":
                nxt = me
        elif action == "own" and m[other]:
            owed = ((other, min(earned, m[other].bit_count()), other),)
    marking = marks_removals(rules, placement)
    for r in move.removals:
        m[other] &= ~(1 << r)
        if marking:
            marked |= 1 << r
    if rules.stop_placing_two_empty and placement and (h[0] or h[1]):
        empty = topo.all_mask & ~(m[0] | m[1] | marked)
        if empty.bit_count() <= 2:
            h = [0, 0]
    if was_placing and not h[0] and not h[1]:  # placing ends with this move
        marked = 0
        if rules.defender_moves_first:
            nxt = 1
        if rules.placing_mill == "count" and rules.has_removal:
            owed = owed + count_duties(rules, (m[0], m[1]))
        elif not owed and rules.full_board_removal != "none" and not topo.all_mask & ~(m[0] | m[1]):
            owed, nxt = full_board_duties(rules, nxt)
    if owed:
        return Turn(
            (m[0], m[1]), (h[0], h[1]), owed[0][0], marked, owed, nxt, (sp[0], sp[1]), took, True
        )
    return Turn(
        (m[0], m[1]), (h[0], h[1]), nxt, marked, (), 0, (sp[0], sp[1]), took, placement or took
    )
