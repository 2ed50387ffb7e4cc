"""The search for the mill rules the engines do not know: alpha-beta over the rules library itself.

The native core and the pure-Python engine (``engine.py``) play the plain rules of the mill games
(``MillRules.is_plain``) on their own compact boards. The wider family's settings (marks, removals
owed, spent lines, hand removals...) live only in the rules library, so for them the computer
searches ``MillState`` directly: slower, but it cannot disagree with the rules, and every level
still plays (with a shallower depth than the engines reach) without a wrong table claim, for it
never asks a table.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from morra_suite.games.mill import MillMove, MillState

WIN = 1_000_000
WIN_BOUND = WIN - 1000
PIECE = 100
MAX_DEPTH = 4  # what pure Python reaches in a second or so on these rules


class Stop(Exception):
    """The time is up, or the think was cancelled."""


def evaluate(state: MillState) -> int:
    """The side to move's material lead, pieces in hand included, and a little for mobility;
    a removal owed counts for the one who makes it."""
    me = state.to_move
    score = PIECE * (state.pieces_left(me) - state.pieces_left(1 - me))
    for actor, count, victim in state.duties:
        if actor != victim:
            score += PIECE * count if actor == me else -PIECE * count
    return score + len(state.legal_moves())


def _ordered(moves: tuple[MillMove, ...]) -> list[MillMove]:
    return sorted(moves, key=lambda m: -len(m.removals))


class RulesSearcher:
    """Iterative deepening alpha-beta on the rules library, with a deadline."""

    def __init__(self, deadline: float, cancelled: Callable[[], bool]) -> None:
        self.deadline = deadline
        self.cancelled = cancelled
        self.nodes = 0

    def _check(self) -> None:
        self.nodes += 1
        if self.nodes & 255 == 0 and (time.perf_counter() > self.deadline or self.cancelled()):
            raise Stop

    def negamax(self, state: MillState, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._check()
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return 0
            return WIN - ply if outcome.winner == state.to_move else -(WIN - ply)
        if depth <= 0:
            return evaluate(state)
        best = -WIN
        for move in _ordered(state.legal_moves()):
            child = state._apply(move)
            # a removal turn or a second move by the same side keeps the point of view
            same = child.to_move == state.to_move
            if same:
                score = self.negamax(child, depth - 1, alpha, beta, ply + 1)
            else:
                score = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best = score
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break
        return best

    def root_scores(self, state: MillState, depth: int) -> list[tuple[MillMove, int]]:
        """Every root move with its score at ``depth`` (full window: noise needs them all)."""
        out = []
        for move in _ordered(state.legal_moves()):
            child = state._apply(move)
            if child.to_move == state.to_move:
                score = self.negamax(child, depth - 1, -WIN, WIN, 1)
            else:
                score = -self.negamax(child, depth - 1, -WIN, WIN, 1)
            out.append((move, score))
        return out


def choose(
    state: MillState,
    depth: int,
    seconds: float,
    noise: int,
    rng: random.Random,
    cancelled: Callable[[], bool] = lambda: False,
) -> tuple[MillMove, dict[str, object]]:
    """A move of ``state`` by iterative deepening to ``depth`` (at most ``MAX_DEPTH``) within
    ``seconds``, picked at random among the moves within ``noise`` of the best; and the facts of
    the think (source, depth reached, nodes, score) for the analysis."""
    start = time.perf_counter()
    moves = state.legal_moves()
    if not moves:
        raise ValueError(f"no legal move in {state.position()!r}: the game is over")
    searcher = RulesSearcher(start + seconds, cancelled)
    scored: list[tuple[MillMove, int]] = [(m, 0) for m in moves]
    reached = 0
    # at least two plies, so even the weakest level sees the reply's mill
    for d in range(1, max(2, min(depth, MAX_DEPTH)) + 1):
        try:
            scored = searcher.root_scores(state, d)
            reached = d
        except Stop:
            break
        best = max(s for _, s in scored)
        if abs(best) >= WIN_BOUND:
            break
    best = max(s for _, s in scored)
    margin = noise if abs(best) < WIN_BOUND else 0
    pool = [m for m, s in scored if s >= best - margin]
    move = rng.choice(pool)
    info: dict[str, object] = {
        "source": "rules search",
        "depth": reached,
        "nodes": searcher.nodes,
        "score": best,
        "seconds": time.perf_counter() - start,
    }
    return move, info
