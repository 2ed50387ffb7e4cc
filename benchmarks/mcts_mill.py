"""A plain Monte-Carlo tree search for the mill games: UCT with uniformly random playouts.

Used as a sparring partner by ``bench_mill_match.py`` (the issue's yardstick: the top level must
never lose a game to it). Nothing mill-specific beyond the rules: no evaluation, no heuristics
in the playouts. Playouts use the engine's compact board (the native move generator when built,
which the tests hold equal to the pure one) so that 1,000 simulations take about a second.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from morra_suite.ai.mill import native
from morra_suite.ai.mill.convert import config_from_rules, move_to_lib, pos_from_state
from morra_suite.ai.mill.engine import Pos, legal_moves, outcome, play
from morra_suite.games import mill


class _Node:
    __slots__ = ("children", "end", "move", "parent", "pos", "untried", "visits", "wins")

    def __init__(self, pos: Pos, parent: _Node | None, move, moves, end) -> None:
        self.pos = pos
        self.parent = parent
        self.move = move
        self.end = end
        self.untried = list(moves) if end is None else []
        self.children: list[_Node] = []
        self.visits = 0
        self.wins = 0.0  # for the player who moved into this node


class MctsMillPlayer:
    """``player(state, cancelled) -> move`` by ``simulations`` UCT iterations."""

    def __init__(
        self, rng: random.Random, simulations: int = 1000, c: float = 1.4, max_playout: int = 400
    ) -> None:
        self.rng = rng
        self.simulations = simulations
        self.c = c
        self.max_playout = max_playout

    def __call__(self, state: mill.MillState, cancelled: Callable[[], bool] = lambda: False):
        lib_moves = state.legal_moves()
        if len(lib_moves) == 1:
            return lib_moves[0]
        cfg = config_from_rules(state.rules)
        if native.available():
            engine = native.new_engine(cfg, tt_bits=4)

            def gen(pos: Pos):
                return [tuple(m) for m in engine.legal_moves(native.pos_tuple(pos))]
        else:

            def gen(pos: Pos):
                return legal_moves(cfg, pos)

        rng = self.rng
        root_pos = pos_from_state(state)
        root_moves = gen(root_pos)
        root = _Node(root_pos, None, None, root_moves, None)
        for _ in range(self.simulations):
            if cancelled():
                break
            node = root
            while not node.untried and node.children:
                log_n = math.log(node.visits)
                node = max(
                    node.children,
                    key=lambda ch: ch.wins / ch.visits + self.c * math.sqrt(log_n / ch.visits),
                )
            if node.untried:
                move = node.untried.pop(rng.randrange(len(node.untried)))
                pos = play(cfg, node.pos, move)
                moves = gen(pos)
                child = _Node(pos, node, move, moves, outcome(cfg, pos, moves))
                node.children.append(child)
                node = child
            winner = self._playout(cfg, node, gen)
            while node is not None:
                node.visits += 1
                mover = 1 - node.pos.side
                if winner is None:
                    node.wins += 0.5
                elif winner == mover:
                    node.wins += 1.0
                node = node.parent
        best = max(root.children, key=lambda ch: ch.visits)
        return move_to_lib(best.move, state.rules)

    def _playout(self, cfg, node: _Node, gen) -> int | None:
        if node.end is not None:
            return node.end.winner
        pos = node.pos
        rng = self.rng
        for _ in range(self.max_playout):
            moves = gen(pos)
            end = outcome(cfg, pos, moves)
            if end is not None:
                return end.winner
            pos = play(cfg, pos, moves[rng.randrange(len(moves))])
        return None
