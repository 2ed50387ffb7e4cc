"""The mill engine's evaluation: what a position is worth to the side to move, and its weights.

Kept apart from the search (``search.py``) because it is a job of its own that the native core
mirrors term for term (``native_core/evaluate.c``; the agreement tests compare the two)
and that the tuning benchmark varies by weight name, without the search's machinery.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from morra_suite.ai.mill.engine import Config, Pos, can_fly
from morra_suite.ai.mill.engine import bits as bits_of

if TYPE_CHECKING:
    from morra_suite.games.mill.board import CompactBoard as Topology

WIN = 1_000_000  # the score of a won position (the search counts plies off it)
WIN_BOUND = WIN - 10_000  # scores beyond this are wins or losses at a known distance
PIECE = 100


def _threats(topo: Topology, me: int, op: int, empty: int) -> tuple[int, int]:
    """(points that complete a line of ``me``, mills standing) over lines free of ``op``."""
    points = 0
    standing = 0
    for m in topo.mills:
        if op & m:
            continue
        c = (me & m).bit_count()
        if c == 2:
            points |= m & empty
        elif c == 3:
            standing += 1
    return points, standing


def _closable(cfg: Config, topo: Topology, pos: Pos, side: int, points: int) -> int:
    """The threat points ``side`` can actually fill on its next turn."""
    if not points:
        return 0
    if pos.hand[side] > 0 or can_fly(cfg, pos, side):
        return points
    me = pos.bb[side]
    out = 0
    adj = topo.adjacent
    p = points
    while p:
        low = p & -p
        e = low.bit_length() - 1
        p ^= low
        movers = adj[e] & me
        if not movers:
            continue
        # A piece of the line itself cannot both leave it and fill it.
        for m in topo.mills_at[e]:
            if (me & m).bit_count() == 2 and movers & ~m:
                out |= low
                break
    return out


# The evaluation's weights, by name; the native core takes the same list in the same order.
WEIGHT_NAMES: tuple[str, ...] = (
    "mat_place",  # a piece on the board or in hand, while pieces are being placed
    "mat_move",  # a piece once both hands are empty
    "open",  # an empty point that completes a line of ours (two pieces, no opponent)
    "mill",  # a line of ours standing complete
    "close",  # our turn and a line we can close: a removal in hand
    "threat1",  # their turn next with one line they can close (and we cannot close first)
    "threat2",  # ... with two or more: we can block only one
    "mob_place",  # a step a piece could make, while placing (will we be blocked later?)
    "stuck_place",  # a piece with no empty neighbour, while placing
    "lib_place",  # an empty point next to one of our pieces, while placing
    "mob_move",  # a step a piece can make, in the moving phase
    "stuck_move",  # a piece with no empty neighbour, in the moving phase
    "blocked",  # the opponent cannot move at all: unless we free them, they lose
    "lowmob",  # a side down to one or two steps (close to being blocked)
    "run",  # a piece in a mill that can step into a second one: a running mill
    "double",  # an empty point completing two lines of ours at once
    "flymob",  # the mobility a flying side counts as
    "qplies",  # captures searched beyond the horizon (mill-closing moves only)
    "cramp",  # the square of a side's steps short of CRAMP_FREE (moving, last placements)
)
CRAMP_FREE = 8  # a side with fewer steps than this is being shut in (native_core/core.h)
CRAMP_HANDS = 4  # the cramp counts in the placing phase once this many pieces are left to place
# Tuned by self-play against a depth-6 search with the previous evaluation (BASELINE_WEIGHTS),
# 30 games a setting at 0.2 s a move (benchmarks/tune_mill_eval.py --against baseline6): the old
# mobility weights scored 73%; tripling or quadrupling the placing-phase mobility, stuck-piece
# and liberty weights 85-93%, and doubling the moving-phase mobility on top 95%. Being blocked,
# not being short of a piece, is what loses games, and it is decided while pieces are placed.
DEFAULT_WEIGHTS: tuple[int, ...] = (
    100,  # mat_place
    100,  # mat_move
    6,  # open
    8,  # mill
    70,  # close
    15,  # threat1
    60,  # threat2
    12,  # mob_place
    12,  # stuck_place
    6,  # lib_place
    8,  # mob_move
    10,  # stuck_move
    500,  # blocked
    40,  # lowmob
    60,  # run
    10,  # double
    20,  # flymob
    4,  # qplies
    0,  # cramp: the top level's own weights set it (player.Settings)
)
# The evaluation of the previous release (no liberties, no double points, no captures past the
# horizon): with these weights ``evaluate`` is that evaluation term for term. Benchmarks pit the
# new top level against it.
BASELINE_WEIGHTS: tuple[int, ...] = (
    100,
    100,
    6,
    8,
    70,
    15,
    60,
    3,
    2,
    0,
    4,
    6,
    500,
    40,
    60,
    0,
    20,
    0,
    0,
)


def _mobility(topo: Topology, me: int, empty: int) -> tuple[int, int, int]:
    """(steps to adjacent empty points, pieces with none, empty points next to a piece)."""
    adj = topo.adjacent
    mob = 0
    stuck = 0
    reach = 0
    m = me
    while m:
        low = m & -m
        m ^= low
        a = adj[low.bit_length() - 1] & empty
        n = a.bit_count()
        mob += n
        reach |= a
        if not n:
            stuck += 1
    return mob, stuck, reach.bit_count()


def evaluate(cfg: Config, pos: Pos, w: tuple[int, ...] = DEFAULT_WEIGHTS) -> int:
    """A score for the side to move: material, lines, threats, then mobility and blockades.

    Mirrors ``evaluate`` in ``native_core/evaluate.c`` term for term (the agreement tests compare
    both).
    Blockades decide most games between strong players: a side with few steps left loses even
    when ahead in pieces, so mobility counts in every phase and a blocked opponent is nearly won.
    """
    (
        w_mat_p, w_mat_m, w_open, w_mill, w_close, w_t1, w_t2, w_mob_p, w_stuck_p, w_lib_p,
        w_mob_m, w_stuck_m, w_blocked, w_lowmob, w_run, w_double, w_flymob, _q, w_cramp,
    ) = w  # fmt: skip
    topo = cfg.topo
    s = pos.side
    o = 1 - s
    me = pos.bb[s]
    op = pos.bb[o]
    empty = topo.full & ~(me | op)
    placing = pos.hand[0] > 0 or pos.hand[1] > 0
    my_n = me.bit_count() + pos.hand[s]
    op_n = op.bit_count() + pos.hand[o]
    score = (w_mat_p if placing else w_mat_m) * (my_n - op_n)
    my_pts = op_pts = my_two = op_two = 0
    my_mills = op_mills = 0
    for m in topo.mills:
        a = (me & m).bit_count()
        b = (op & m).bit_count()
        if not b:
            if a == 2:
                my_two |= my_pts & m & empty
                my_pts |= m & empty
            elif a == 3:
                my_mills += 1
        if not a:
            if b == 2:
                op_two |= op_pts & m & empty
                op_pts |= m & empty
            elif b == 3:
                op_mills += 1
    score += w_open * (my_pts.bit_count() - op_pts.bit_count()) + w_mill * (my_mills - op_mills)
    score += w_double * (my_two.bit_count() - op_two.bit_count())
    my_close = _closable(cfg, topo, pos, s, my_pts)
    op_close = _closable(cfg, topo, pos, o, op_pts)
    if my_close:
        score += WIN_BOUND // 2 if cfg.line_wins else w_close
    elif op_close:
        n = op_close.bit_count()
        if cfg.line_wins:
            score -= 30 if n == 1 else WIN_BOUND // 4
        else:
            score -= w_t1 if n == 1 else w_t2
    my_fly = can_fly(cfg, pos, s)
    op_fly = can_fly(cfg, pos, o)
    my_mob, my_stuck, my_lib = (w_flymob, 0, w_flymob) if my_fly else _mobility(topo, me, empty)
    op_mob, op_stuck, op_lib = (w_flymob, 0, w_flymob) if op_fly else _mobility(topo, op, empty)
    if w_cramp and not cfg.blocked_passes and (not placing or sum(pos.hand) <= CRAMP_HANDS):
        mine = _cramp(CRAMP_FREE if my_fly else my_mob)
        theirs = _cramp(CRAMP_FREE if op_fly else op_mob)
        score += w_cramp * (mine - theirs)
    if placing:
        score += w_mob_p * (my_mob - op_mob) - w_stuck_p * (my_stuck - op_stuck)
        return score + w_lib_p * (my_lib - op_lib)
    if my_mob == 0 and not my_fly and not cfg.blocked_passes:
        return score - 10 * w_mat_m  # blocked on our own turn: the game is lost
    score += w_mob_m * (my_mob - op_mob) - w_stuck_m * (my_stuck - op_stuck)
    if not op_fly and not cfg.blocked_passes:
        if op_mob == 0:
            score += w_blocked
        elif op_mob <= 2:
            score += w_lowmob
    if not my_fly and my_mob <= 2:
        score -= w_lowmob
    if not cfg.line_wins:
        # Running mills: a piece that steps out of one mill into another takes a piece
        # every second turn.
        rm = 0 if my_fly else _running(topo, me, empty, False)
        ro = 0 if op_fly else _running(topo, op, empty, False)
        score += w_run * (rm - ro)
    return score


def _cramp(mob: int) -> int:
    """Minus the square of a side's steps short of ``CRAMP_FREE``: a side short of steps is
    being shut in well before it is down to its last one or two (``lowmob``)."""
    short = max(0, CRAMP_FREE - mob)
    return -short * short


def _running(topo: Topology, me: int, empty: int, flying: bool) -> int:
    """How many pieces of ``me`` stand in a mill and can step into a second, closing it."""
    if flying:
        return 0
    count = 0
    adj = topo.adjacent
    mills_at = topo.mills_at
    for m in topo.mills:
        if me & m != m:
            continue
        for p in bits_of(m):
            rest = me & ~(1 << p)
            t = adj[p] & empty
            while t:
                low = t & -t
                t ^= low
                q = low.bit_length() - 1
                if any(rest & m2 == m2 & ~low for m2 in mills_at[q] if not m2 >> p & 1):
                    count += 1
                    t = 0
    return count
