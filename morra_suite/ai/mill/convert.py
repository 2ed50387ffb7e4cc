"""Between the rules library (``morra_suite.games.mill``) and the engine's compact board.

The engine numbers the points of a board in the order the rules library's tables list them
(``Board.points``); the library names points by their 7 x 7 grid cell. Only the mapping between
the two lives here, so neither side needs to know the other's numbering.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from morra_suite.ai.mill.engine import PASS_MOVE, PLACE, Config, Move, Pos, make_pos, zobrist

if TYPE_CHECKING:
    from morra_suite.games.mill import MillMove, MillRules, MillState


def engine_supports(rules: MillRules) -> bool:
    """Whether the engines (the native core, the pure-Python engine) and so their tables play
    these rules: the plain ones. For the wider family's settings the player searches the rules
    library (``rules_search.py``), and no table is asked (none was built for those rules)."""
    return rules.is_plain


@cache
def config_from_rules(rules: MillRules) -> Config:
    """The engine's view of every rules setting (draw limits count plies, as ``quiet`` does)."""
    return Config(
        board=rules.board,
        pieces=rules.pieces,
        diagonals=rules.diagonals,
        flying=rules.flying,
        fly_at=rules.flying_at,
        line_wins=not rules.has_removal,
        removal_per_mill=rules.removal_per_mill,
        remove_any=rules.remove_from_mills,
        lasker=rules.move_while_placing,
        full_board_first_loses=rules.full_board_first_loses,
        blocked_passes=rules.blocked_passes,
        repetition=rules.threefold_repetition,
        quiet_limit=rules.no_removal_limit,
        endgame_limit=rules.endgame_limit,
    )


@cache
def _grid_points(board: str, diagonals: bool) -> tuple[int, ...]:
    """Engine index -> the library's grid number (the engine numbers ``Board.points`` in order)."""
    from morra_suite.games.mill import board_topology

    return board_topology(board, diagonals).points


@cache
def _engine_index(board: str, diagonals: bool) -> dict[int, int]:
    return {g: i for i, g in enumerate(_grid_points(board, diagonals))}


def mask_to_engine(mask: int, board: str, diagonals: bool) -> int:
    out = 0
    for i, g in enumerate(_grid_points(board, diagonals)):
        if mask >> g & 1:
            out |= 1 << i
    return out


def pos_from_state(state: MillState) -> Pos:
    rules = state.rules
    bb = (
        mask_to_engine(state.masks[0], rules.board, rules.diagonals),
        mask_to_engine(state.masks[1], rules.board, rules.diagonals),
    )
    return make_pos(bb, (state.hands[0], state.hands[1]), state.to_move, state.quiet)


def seen_keys(state: MillState) -> frozenset[int]:
    """Engine keys of the earlier positions in the state's repetition window (same hands)."""
    rules = state.rules
    out = set()
    low = (1 << 49) - 1
    for key in state.history[:-1]:
        masks = (key & low, key >> 49 & low)
        side = key >> 98 & 1
        bb = (
            mask_to_engine(masks[0], rules.board, rules.diagonals),
            mask_to_engine(masks[1], rules.board, rules.diagonals),
        )
        out.add(zobrist(bb, state.hands, side))
    return frozenset(out)


def move_to_lib(move: Move, rules: MillRules) -> MillMove:
    from morra_suite.games.mill import PASS, MillMove

    if move == PASS_MOVE:
        return PASS
    grid = _grid_points(rules.board, rules.diagonals)
    frm, to, rems = move
    return MillMove(
        None if frm == PLACE else grid[frm], grid[to], tuple(sorted(grid[r] for r in rems))
    )


def move_from_lib(move: MillMove, rules: MillRules) -> Move:
    if move.dst is None:
        return PASS_MOVE
    index = _engine_index(rules.board, rules.diagonals)
    frm = PLACE if move.src is None else index[move.src]
    return (frm, index[move.dst], tuple(sorted(index[r] for r in move.removals)))
