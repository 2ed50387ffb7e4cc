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
from morra_suite.ai.mill.evaluation import (
    DEFAULT_WEIGHTS,
    WEIGHT_NAMES,
    WIN,
    WIN_BOUND,
    _threats,
    evaluate,
)
from morra_suite.ai.mill.flying import FlyingTable, flying_lookup

INF = WIN + 1
CHECK_EVERY = 64
EXACT, LOWER, UPPER = 0, 1, 2
SCORE_OFFSET = 1 << 21  # scores (within +-WIN + 1) fit 22 bits once offset
EXT_PLY = 64  # blockade extensions only this close to the root (as in native_core/search.c)


class Stop(Exception):
    """Unwinds the search when the budget is spent or the caller cancelled."""


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

    def set_flying_table(self, table: FlyingTable | None) -> None:
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
