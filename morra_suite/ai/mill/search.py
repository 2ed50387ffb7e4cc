"""Iterative-deepening principal-variation search over the engine's bitboards.

Why these pieces: mill positions have few moves but sharp tactics (a closed mill removes a piece,
a double mill wins), so move ordering (removals, blocks, killers, history) and a transposition table
matter more than raw speed; the evaluation knows what a removal is worth and what a standing threat
is, so a shallow search in Python still plays solid mills. The clock is checked every
``CHECK_EVERY`` nodes and so is the cancellation callback: a think always ends within a few
hundredths of a second of its budget, or at once when cancelled.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from morra_suite.ai.mill.engine import (
    Config,
    Move,
    Pos,
    can_fly,
    is_endgame,
    legal_moves,
    play,
)
from morra_suite.ai.mill.engine import (
    bits as bits_of,
)
from morra_suite.ai.mill.tables import flying_lookup

WIN = 1_000_000
WIN_BOUND = WIN - 10_000  # scores beyond this are wins or losses at a known distance
INF = WIN + 1
CHECK_EVERY = 64
EXACT, LOWER, UPPER = 0, 1, 2
SCORE_OFFSET = 1 << 21  # scores (within +-WIN + 1) fit 22 bits once offset
EXT_PLY = 64  # blockade extensions only this close to the root (as in _native.c)

PIECE = 100


class Stop(Exception):
    """Unwinds the search when the budget is spent or the caller cancelled."""


def _threats(topo, me: int, op: int, empty: int) -> tuple[int, int]:
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


def _closable(cfg: Config, topo, pos: Pos, side: int, points: int) -> int:
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
)
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
)


def _mobility(topo, me: int, empty: int) -> tuple[int, int, int]:
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

    Mirrors ``evaluate`` in ``_native.c`` term for term (the agreement tests compare both).
    Blockades decide most games between strong players: a side with few steps left loses even
    when ahead in pieces, so mobility counts in every phase and a blocked opponent is nearly won.
    """
    (
        w_mat_p, w_mat_m, w_open, w_mill, w_close, w_t1, w_t2, w_mob_p, w_stuck_p, w_lib_p,
        w_mob_m, w_stuck_m, w_blocked, w_lowmob, w_run, w_double, w_flymob, _q,
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


def _running(topo, me: int, empty: int, flying: bool) -> int:
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


class Searcher:
    """One think: a budget, a cancellation poll and the tables carried across iterations.

    A ``Searcher`` may be reused for the next move (its transposition table and history stay warm),
    but it is not shared between threads: ``make_player`` gives each player its own.
    """

    def __init__(
        self,
        cfg: Config,
        endgame: Callable[[Pos], tuple[int, int] | None] | None = None,
        tt_size: int = 400_000,
        contempt: int = 0,
        weights: tuple[int, ...] = DEFAULT_WEIGHTS,
    ) -> None:
        """``contempt``: how much worse than equal a draw is for the thinking side (a strong
        player avoids repeating into a draw against a weaker one while it stands even)."""
        self.cfg = cfg
        self.contempt = contempt
        self.root_side = 0
        self.topo = cfg.topo
        self.weights = tuple(weights)
        self.qplies = self.weights[WEIGHT_NAMES.index("qplies")]
        self.use_tt = True
        self.endgame = endgame
        # Entries are packed ints (see _pack): a dict of ints alone is never traversed by the
        # garbage collector, whose full passes over 400,000 tuples used to overrun the budget.
        self.tt: dict[int, int] = {}
        self._move_codes: dict[Move, int] = {}
        self._code_moves: dict[int, Move] = {}
        self.tt_size = tt_size
        self.history: dict[Move, int] = {}
        self.killers: list[list[Move | None]] = [[None, None] for _ in range(128)]
        self.nodes = 0
        self.depth_reached = 0
        self._deadline = 0.0
        self._cancel: Callable[[], bool] = lambda: False
        self.partial: list[tuple[Move, int]] = []

    def set_flying_table(self, table) -> None:
        """Use the solved 3-v-3 flying table (``tables.flying_table``) as exact leaves, or not."""
        if table is None:
            self.endgame = None
            return
        cfg = self.cfg

        def probe(pos: Pos) -> tuple[int, int] | None:
            if pos.hand[0] or pos.hand[1]:
                return None
            if pos.bb[0].bit_count() != 3 or pos.bb[1].bit_count() != 3:
                return None
            return flying_lookup(cfg, table, pos)

        self.endgame = probe

    # ---- driver -----------------------------------------------------------------------------

    def think(
        self,
        pos: Pos,
        time_limit: float,
        max_depth: int = 64,
        cancel: Callable[[], bool] | None = None,
        seen: frozenset[int] = frozenset(),
    ) -> tuple[Move, int, list[tuple[Move, int]]]:
        """Best move, its score, and the root moves with their last scores (best first).

        ``seen`` holds the keys of earlier positions of the game since the last removal: going
        back to one of them counts as a draw, so the search neither walks into a repetition when
        winning nor misses one that saves a lost game.
        """
        start = time.perf_counter()
        if pos.side != self.root_side:
            self.tt.clear()  # draw scores depend on who thinks
        self.root_side = pos.side
        # A little slack for the return path and a busy machine: the budget is a promise.
        self._deadline = start + 0.88 * time_limit - 0.01
        self._cancel = cancel or (lambda: False)
        self.nodes = 0
        self.depth_reached = 0
        if len(self.tt) > self.tt_size:
            self.tt.clear()
        self.history = {k: v // 8 for k, v in self.history.items() if v >= 8}
        moves = legal_moves(self.cfg, pos)
        if not moves:
            raise ValueError("no legal move to choose from")
        scored = [(m, 0) for m in self._order(pos, moves, None, 0)]
        if len(moves) == 1:
            return moves[0], 0, scored
        best_move, best_score = scored[0]
        path = set(seen)
        path.add(pos.key)
        for depth in range(1, max_depth + 1):
            try:
                results = self._root(pos, depth, [m for m, _ in scored], path)
            except Stop:
                break
            results.sort(key=lambda ms: -ms[1])
            scored = results
            best_move, best_score = scored[0]
            self.depth_reached = depth
            if abs(best_score) >= WIN_BOUND:
                break  # a forced result is known; deeper search cannot change it
            elapsed = time.perf_counter() - start
            if elapsed > 0.45 * time_limit:
                break  # the next iteration would not finish in time
        return best_move, best_score, scored

    def root_scores(
        self,
        pos: Pos,
        depth: int,
        seen: frozenset[int] = frozenset(),
        moves: list[Move] | None = None,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
        use_tt: bool = True,
    ) -> list[tuple[Move, int]]:
        """Every root move with an exact score at ``depth`` (for the noisy lower levels).

        Raises ``Stop`` when the deadline passes or ``cancel`` says so; ``self.partial`` then
        holds the moves scored so far. ``use_tt=False`` gives plain minimax values that any
        correct search must reproduce (the native core is tested against them).
        """
        self._deadline = deadline if deadline is not None else time.perf_counter() + 3600
        self._cancel = cancel or (lambda: False)
        self.nodes = 0
        if pos.side != self.root_side:
            self.tt.clear()
        self.root_side = pos.side
        if moves is None:
            moves = legal_moves(self.cfg, pos)
        path = set(seen)
        path.add(pos.key)
        self.partial = []
        self.use_tt = use_tt
        try:
            for m in moves:
                child = play(self.cfg, pos, m)
                self.partial.append((m, -self._pvs(child, depth - 1, -INF, INF, 1, path)))
        finally:
            self.use_tt = True
        return self.partial

    def _root(
        self, pos: Pos, depth: int, moves: list[Move], path: set[int]
    ) -> list[tuple[Move, int]]:
        alpha = -INF
        results: list[tuple[Move, int]] = []
        cfg = self.cfg
        for i, m in enumerate(moves):
            child = play(cfg, pos, m)
            if i == 0:
                score = -self._pvs(child, depth - 1, -INF, INF, 1, path)
            else:
                score = -self._pvs(child, depth - 1, -alpha - 1, -alpha, 1, path)
                if score > alpha:
                    score = -self._pvs(child, depth - 1, -INF, -alpha, 1, path)
            # Moves refuted by a null window only have an upper bound; keep them behind the best.
            results.append((m, score if score > alpha or i == 0 else min(score, alpha - 1)))
            if score > alpha:
                alpha = score
        return results

    # ---- the tree -----------------------------------------------------------------------------

    def _terminal(self, pos: Pos, ply: int) -> int | None:
        cfg = self.cfg
        s = pos.side
        if cfg.line_wins:
            op = pos.bb[1 - s]
            for m in self.topo.mills:
                if op & m == m:
                    return -WIN + ply
        elif pos.bb[s].bit_count() + pos.hand[s] < 3:
            return -WIN + ply
        if (pos.bb[0] | pos.bb[1]) == self.topo.full:
            if cfg.full_board_first_loses:
                return WIN - ply if s == 1 else -WIN + ply  # the second player wins
            return self._draw(s)
        if cfg.quiet_limit and pos.quiet >= cfg.quiet_limit:
            return self._draw(s)
        if cfg.endgame_limit and pos.quiet >= cfg.endgame_limit and is_endgame(pos):
            return self._draw(s)
        return None

    def _draw(self, side: int) -> int:
        """A draw scored with contempt: a little below zero for the side that is thinking."""
        return -self.contempt if side == self.root_side else self.contempt

    def _pvs(self, pos: Pos, depth: int, alpha: int, beta: int, ply: int, path: set[int]) -> int:
        self.nodes += 1
        if not self.nodes % CHECK_EVERY and (
            time.perf_counter() > self._deadline or self._cancel()
        ):
            raise Stop
        known = self._settled(pos, ply, path)
        if known is not None:
            return known
        key = pos.key
        if depth <= 0 and ply < EXT_PLY and self._nearly_blocked(pos):
            depth = 1  # a blockade at the horizon is searched, not guessed
        if depth <= 0:
            return self._quiesce(pos, alpha, beta, ply, self.qplies, path, counted=True)
        entry = self.tt.get(key) if self.use_tt else None
        tt_move = None
        if entry is not None:
            e_depth = entry & 0xFF
            flag = entry >> 8 & 3
            e_score = (entry >> 10 & 0x3FFFFF) - SCORE_OFFSET
            tt_move = self._code_moves.get(entry >> 32)
            if e_depth >= depth:
                if e_score >= WIN_BOUND:
                    e_score -= ply
                elif e_score <= -WIN_BOUND:
                    e_score += ply
                if flag == EXACT:
                    return e_score
                if flag == LOWER and e_score >= beta:
                    return e_score
                if flag == UPPER and e_score <= alpha:
                    return e_score
        moves = legal_moves(self.cfg, pos)
        if not moves:
            return -WIN + ply  # blocked
        alpha0 = alpha
        best = -INF
        best_move = None
        cfg = self.cfg
        path.add(key)
        try:
            for i, m in enumerate(self._order(pos, moves, tt_move, ply)):
                child = play(cfg, pos, m)
                if i == 0:
                    score = -self._pvs(child, depth - 1, -beta, -alpha, ply + 1, path)
                else:
                    score = -self._pvs(child, depth - 1, -alpha - 1, -alpha, ply + 1, path)
                    if alpha < score < beta:
                        score = -self._pvs(child, depth - 1, -beta, -alpha, ply + 1, path)
                if score > best:
                    best = score
                    best_move = m
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            if not m[2]:
                                k: list[Move | None] = (
                                    self.killers[ply] if ply < 128 else [None, None]
                                )
                                if k[0] != m:
                                    k[1] = k[0]
                                    k[0] = m
                                self.history[m] = self.history.get(m, 0) + depth * depth
                            break
        finally:
            path.discard(key)
        flag = UPPER if best <= alpha0 else (LOWER if best >= beta else EXACT)
        stored = best
        if stored >= WIN_BOUND:
            stored += ply
        elif stored <= -WIN_BOUND:
            stored -= ply
        if not self.use_tt:
            return best
        packed = min(depth, 255) | flag << 8 | (stored + SCORE_OFFSET) << 10
        self.tt[key] = packed | self._code(best_move) << 32
        return best

    def _nearly_blocked(self, pos: Pos) -> bool:
        """In the moving phase, the side to move (not flying) has at most two steps left."""
        cfg = self.cfg
        s = pos.side
        if pos.hand[0] or pos.hand[1] or cfg.blocked_passes or can_fly(cfg, pos, s):
            return False
        me = pos.bb[s]
        empty = self.topo.full & ~(me | pos.bb[1 - s])
        adj = self.topo.adjacent
        mob = 0
        for p in bits_of(me):
            mob += (adj[p] & empty).bit_count()
            if mob > 2:
                return False
        return True

    def _settled(self, pos: Pos, ply: int, path: set[int]) -> int | None:
        """The game's end, a repetition or a solved table: a score that needs no search."""
        term = self._terminal(pos, ply)
        if term is not None:
            return term
        if pos.key in path and self.cfg.repetition:
            return self._draw(pos.side)
        if self.endgame is not None:
            known = self.endgame(pos)
            if known is not None:
                value, dist = known
                if value > 0:
                    return WIN - ply - dist
                if value < 0:
                    return -WIN + ply + dist
                return self._draw(pos.side)
        return None

    def _quiesce(
        self, pos: Pos, alpha: int, beta: int, ply: int, qd: int, path: set[int], counted: bool
    ) -> int:
        """Mill closings searched past the horizon, so that a leaf never stands in the middle of
        an exchange of removals; the side to move may always stand on the evaluation instead."""
        if not counted:
            self.nodes += 1
            if not self.nodes % CHECK_EVERY and (
                time.perf_counter() > self._deadline or self._cancel()
            ):
                raise Stop
            known = self._settled(pos, ply, path)
            if known is not None:
                return known
        stand = evaluate(self.cfg, pos, self.weights)
        if qd <= 0 or stand >= beta:
            return stand
        moves = legal_moves(self.cfg, pos)
        if not moves:
            return -WIN + ply
        best = stand
        alpha = max(alpha, stand)
        path.add(pos.key)
        try:
            for m in moves:
                if not m[2]:
                    continue
                child = play(self.cfg, pos, m)
                score = -self._quiesce(child, -beta, -alpha, ply + 1, qd - 1, path, False)
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            break
        finally:
            path.discard(pos.key)
        return best

    def _code(self, move: Move | None) -> int:
        """A small int naming ``move`` in this searcher (0: none)."""
        if move is None:
            return 0
        code = self._move_codes.get(move)
        if code is None:
            code = len(self._move_codes) + 1
            self._move_codes[move] = code
            self._code_moves[code] = move
        return code

    def _order(self, pos: Pos, moves: list[Move], tt_move: Move | None, ply: int) -> list[Move]:
        """TT move, removals (of threatening pieces first), blocks, killers, then history."""
        topo = self.topo
        s = pos.side
        me = pos.bb[s]
        op = pos.bb[1 - s]
        empty = topo.full & ~(me | op)
        op_pts, _ = _threats(topo, op, me, empty)
        my_pts, _ = _threats(topo, me, op, empty)
        killers = self.killers[ply] if ply < 128 else (None, None)
        hist = self.history
        mills_at = topo.mills_at

        def key(m: Move) -> int:
            if m == tt_move:
                return -10_000_000
            _frm, to, rems = m
            score = 0
            if rems:
                score += 1_000_000
                for r in rems:
                    for line in mills_at[r]:
                        if (op & line).bit_count() == 2 and not me & line:
                            score += 1000
            elif to >= 0:
                bit = 1 << to
                if op_pts & bit:
                    score += 100_000
                if my_pts & bit:
                    score += 50_000
                if m == killers[0]:
                    score += 20_000
                elif m == killers[1]:
                    score += 10_000
                score += hist.get(m, 0)
            return -score

        return sorted(moves, key=key)
