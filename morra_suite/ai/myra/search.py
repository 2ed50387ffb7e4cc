"""Iterative-deepening alpha-beta for Myra, paranoid when three play.

Why this shape: Myra has some two hundred moves a turn, so a full-width search in Python gets one
or two plies. What decides games is tactical and narrow, though: captures, and the queen (whoever
reaches it wins). So the search is full width at the root, keeps every capture and the best few
quiet moves (by a cheap ordering) deeper down, and ends in a quiescence search over captures. A
side whose queen is attacked at a leaf does not "stand pat": the search looks for a move that
leaves its queen unattacked, and a queen with no such move is lost (a queen trapped in one move is
seen at depth one). With three players the search is paranoid: everyone else plays against the
player to think (the usual safe choice for max-n games; it keeps alpha-beta pruning).

The clock and the cancellation callback are polled every ``CHECK_EVERY`` nodes (a node costs
about a millisecond at most) and within the longer loops, so a think ends within a few hundredths
of a second of its budget.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from morra_suite.ai.myra.engine import (
    CHAIN,
    MOVE,
    PRODUCE,
    REDUCE,
    UNCHAIN,
    Move,
    Pos,
    Q,
    generate,
    play,
)
from morra_suite.ai.myra.evaluate import (
    DIST,
    WIN,
    WIN_BOUND,
    Analysis,
    analyse,
    attackers,
    evaluate,
)

INF = WIN + 1
CHECK_EVERY = 1  # a node costs far more than reading the clock
QDEPTH = (4, 4, 4, 3)  # captures in a row the quiescence search follows, by number of players
QWIDTH = 5  # captures tried per quiescence node (biggest victims first, smallest capturer first)


class Stop(Exception):
    """Unwinds the search when the budget is spent or the caller cancelled."""


class Searcher:
    """One search of one position for ``root``; ``width`` quiet moves are kept below the root."""

    def __init__(
        self,
        root: int,
        deadline: float,
        cancelled: Callable[[], bool],
        width: tuple[int, ...] = (24, 10, 6),
    ) -> None:
        self.root = root
        self.deadline = deadline
        self.cancelled = cancelled
        self.width = width
        self.nodes = 0
        self.history: dict[tuple[int, int, int], int] = {}
        self.killers: dict[int, list[Move]] = {}

    # ---- bookkeeping ----------------------------------------------------------------------

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % CHECK_EVERY == 0 and (
            time.perf_counter() >= self.deadline or self.cancelled()
        ):
            raise Stop

    # ---- ordering -------------------------------------------------------------------------

    def order(self, pos: Pos, a: Analysis, moves: list[Move], ply: int) -> list[Move]:
        """Captures by victim (biggest first), then quiet moves by a cheap score: towards the
        enemy queens, away from attack, near the own queen when it is in danger, killers and
        history. Below the root only the best ``width`` quiet moves are kept."""
        cells = pos.cells
        stm = pos.to_move
        queens = pos.queens
        enemies = [queens[p] for p in range(pos.n) if p != stm and queens[p] >= 0]
        own_q = queens[stm]
        in_danger = a.check[stm] > 0 or a.zone[stm] > 0
        attacked: set[int] = set()
        for p in range(pos.n):
            if p != stm:
                for _, m in a.captures[p]:
                    attacked.add(m[2])
        killers = self.killers.get(ply, ())
        hist = self.history
        caps: list[tuple[int, Move]] = []
        quiet: list[tuple[int, Move]] = []
        for m in moves:
            kind, frm, to, _, _ = m
            if kind == MOVE:
                tc = cells[to]
                if tc and tc >> 3 != stm:
                    v = 100_000 if tc & 7 == Q else 100 * (tc & 7)
                    caps.append((v * 10 - (cells[frm] & 7), m))
                    continue
            s = hist.get((kind, frm, to), 0)
            if m in killers:
                s += 5000
            if kind in (MOVE, REDUCE):
                piece = cells[frm] & 7
                for eq in enemies:
                    s += (DIST[frm][eq] - DIST[to][eq]) * (8 if piece != Q else -4)
                if frm in attacked:
                    s += 60 * (piece if piece != Q else 5)
                if to in attacked:
                    s -= 30
                if in_danger and own_q >= 0 and DIST[to][own_q] == 1:
                    s += 40
                if piece == Q and not a.check[stm]:
                    s -= 30
                if kind == REDUCE:
                    s -= 5
            elif kind == PRODUCE:
                s += 25 if in_danger else 10
            elif kind == CHAIN:
                s -= 10
            elif kind == UNCHAIN:
                s -= 40
            if a.check[stm] and own_q >= 0 and frm == own_q:
                s += 500
            quiet.append((s, m))
        caps.sort(key=lambda x: -x[0])
        quiet.sort(key=lambda x: -x[0])
        if ply > 0:
            limit = self.width[min(ply, len(self.width)) - 1]
            if a.check[stm]:
                limit *= 3
            quiet = quiet[:limit]
        return [m for _, m in caps] + [m for _, m in quiet]

    # ---- the search -----------------------------------------------------------------------

    def _terminal(self, pos: Pos, ply: int) -> int | None:
        queens = pos.queens
        if queens[self.root] < 0:
            return -WIN + ply
        if sum(1 for q in queens if q >= 0) == 1:
            return WIN - ply
        return None

    def search(self, pos: Pos, depth: int, alpha: int, beta: int, ply: int, qd: int = 0) -> int:
        self._tick()
        done = self._terminal(pos, ply)
        if done is not None:
            return done
        stm = pos.to_move
        root = self.root
        a = analyse(pos)
        caps = a.captures[stm]
        # Someone who can take a queen now: a win in two-player games; in three, only the root's
        # queen is decisive (another queen taken is a big capture, searched as one).
        for v, m in caps:
            if v >= 10_000:
                victim = pos.cells[m[2]] >> 3
                if pos.n == 2 or victim == root:
                    return WIN - ply - 1 if stm == root else -WIN + ply + 1
        if depth <= 0:
            return self.quiesce(pos, a, alpha, beta, ply, qd)
        maximize = stm == root
        # Below the root, reduces and chain-ups only when the own queen is attacked (a reduce
        # may block a path): they build up slowly, and the width is better spent elsewhere.
        slow = ply == 0 or a.check[stm] > 0
        moves = self.order(pos, a, generate(pos, lines=ply == 0, slow=slow), ply)
        best = -INF if maximize else INF
        best_move = None
        for m in moves:
            score = self.search(play(pos, m), depth - 1, alpha, beta, ply + 1)
            if maximize:
                if score > best:
                    best, best_move = score, m
                    alpha = max(alpha, score)
            else:
                if score < best:
                    best, best_move = score, m
                    beta = min(beta, score)
            if alpha >= beta:
                break
        if (
            best_move is not None
            and alpha >= beta
            and not (best_move[0] == MOVE and pos.cells[best_move[2]])
        ):
            # A quiet move that refuted: try it early in sibling positions (killer, history).
            key = (best_move[0], best_move[1], best_move[2])
            self.history[key] = self.history.get(key, 0) + depth * depth
            k = self.killers.setdefault(ply, [])
            if best_move not in k:
                k.insert(0, best_move)
                del k[2:]
        return best

    def _evasion(self, pos: Pos, a: Analysis) -> bool:
        """Whether the side to move has a move after which its queen is not attacked."""
        stm = pos.to_move
        q = pos.queens[stm]
        moves = generate(pos, lines=False)
        # Likely parries first: queen steps and captures of the attackers.
        moves.sort(key=lambda m: 0 if m[1] == q else 1 if m[0] == MOVE else 2)
        for i, m in enumerate(moves):
            if i % 32 == 31:
                self._tick()
            child = play(pos, m)
            q2 = child.queens[stm]
            if q2 < 0 or attackers(child.cells, q2) == 0:
                return True
        return False

    def quiesce(self, pos: Pos, a: Analysis, alpha: int, beta: int, ply: int, qd: int) -> int:
        stm = pos.to_move
        root = self.root
        maximize = stm == root
        # A queen under attack with no move that saves it is lost (seen at depth one).
        if a.check[stm] and (pos.n == 2 or stm == root) and not self._evasion(pos, a):
            return -WIN + ply + 2 if maximize else WIN - ply - 2
        stand = evaluate(pos, root, a)
        if qd >= QDEPTH[pos.n]:
            return stand
        if maximize:
            if stand >= beta:
                return stand
            alpha = max(alpha, stand)
        else:
            if stand <= alpha:
                return stand
            beta = min(beta, stand)
        best = stand
        cells = pos.cells
        caps = sorted(a.captures[stm], key=lambda x: (-x[0], cells[x[1][1]] & 7))[:QWIDTH]
        for _, m in caps:
            score = self.search(play(pos, m), 0, alpha, beta, ply + 1, qd + 1)
            if maximize:
                if score > best:
                    best = score
                    alpha = max(alpha, score)
            else:
                if score < best:
                    best = score
                    beta = min(beta, score)
            if alpha >= beta:
                break
        return best

    # ---- the root -------------------------------------------------------------------------

    def root_scores(
        self,
        pos: Pos,
        moves: list[Move],
        depth: int,
        exact: bool,
        penalty: dict[Move, int] | None = None,
    ) -> list[tuple[int, Move]]:
        """Each root move with its score at ``depth``, best first. ``exact`` searches every move
        with an open window (needed to pick among near-equal moves); else moves after the first
        only show whether they are better (plain alpha-beta), so only the first score is exact.
        ``penalty`` lowers the score of some moves (repeating a position) while ahead."""
        alpha = -INF
        scored: list[tuple[int, Move]] = []
        self.partial = scored
        penalty = penalty or {}
        for m in moves:
            if exact or alpha == -INF:
                score = self.search(play(pos, m), depth - 1, -INF, INF, 1)
            else:
                # A null window first: most moves only need to be shown no better.
                child = play(pos, m)
                score = self.search(child, depth - 1, alpha, alpha + 1, 1)
                if score > alpha:
                    score = self.search(child, depth - 1, alpha, INF, 1)
            if m in penalty and 0 < score < WIN_BOUND:
                score = max(0, score - penalty[m])
            alpha = max(alpha, score)
            scored.append((score, m))
        scored.sort(key=lambda x: -x[0])  # stable: among equal scores, the first searched
        return scored


__all__ = ["INF", "WIN", "WIN_BOUND", "Searcher", "Stop"]
