"""Independent checks of the solved tables, through the rules library rather than the engine.

A table is right if (1) its ends are the rules' ends and (2) every value follows from the values
of the children the *rules library* generates (a win in d has a child lost in d-1 and none lost
sooner; a loss in d has only children won, the slowest in d-1; a draw has no lost child and some
drawn one). ``bellman_error`` checks exactly that for one position. ``forward_value`` is a plain
depth-limited search over library states, for the known results (the start of Three Men's Morris).
Tests and ``benchmarks/bench_three_mens.py`` use both on random positions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from morra_suite.ai.mill.convert import _grid_points, pos_from_state
from morra_suite.ai.mill.engine import Pos

if TYPE_CHECKING:
    from morra_suite.ai.mill.flying import FlyingTable
    from morra_suite.ai.mill.small import SmallKey
    from morra_suite.games.mill import MillRules, MillState


def timeless(rules: MillRules) -> MillRules:
    """The rules without the draw counters: tables assume endless play is a draw."""
    return replace(rules, threefold_repetition=False, no_removal_limit=0, endgame_limit=0)


def lib_state(rules: MillRules, pos: Pos) -> MillState:
    """The rules library's state for an engine position."""
    from morra_suite.games.mill import MillState

    grid = _grid_points(rules.board, rules.diagonals)
    masks = tuple(sum(1 << grid[i] for i in range(len(grid)) if bb >> i & 1) for bb in pos.bb)
    return MillState(rules, masks, pos.hand, pos.side, 0)  # type: ignore[arg-type]


def forward_value(
    state: MillState, depth: int, memo: dict[tuple[object, ...], int] | None = None
) -> int:
    """+1 if the side to move forces a win within ``depth`` plies, -1 if the opponent does,
    else 0 (by plain search over the library's states; no engine code involved)."""
    if memo is None:
        memo = {}
    end = state.outcome()
    if end is not None:
        if end.winner is None:
            return 0
        return 1 if end.winner == state.to_move else -1
    if depth == 0:
        return 0
    key = (state.masks, state.hands, state.to_move, depth)
    if key in memo:
        return memo[key]
    all_lost = True
    result = 0
    for move in state.legal_moves():
        v = -forward_value(state.play(move), depth - 1, memo)
        if v == 1:
            result = 1
            break
        if v != -1:
            all_lost = False
    if result == 0 and all_lost:
        result = -1
    memo[key] = result
    return result


def bellman_error(
    state: MillState, lookup: Callable[[MillState], tuple[int, int] | None]
) -> str | None:
    """Why the table's value of ``state`` does not follow from its children's, or ``None``.

    ``lookup`` gives (sign, distance) from the side to move, or ``None`` for a state outside the
    table (then the check is skipped for that child only if it ended the game).
    """
    mine = lookup(state)
    if mine is None:
        return "position missing from the table"
    end = state.outcome()
    if end is not None:
        want = (0, 0) if end.winner is None else (1 if end.winner == state.to_move else -1, 0)
        if (mine[0], mine[1] if mine[0] else 0) != (want[0], want[1]):
            return f"ended position ({end.reason.value}) has value {mine}"
        return None
    kids = []
    for move in state.legal_moves():
        child = state.play(move)
        kend = child.outcome()
        if kend is not None:
            kids.append(
                (0, 0) if kend.winner is None else (1 if kend.winner == child.to_move else -1, 0)
            )
            continue
        v = lookup(child)
        if v is None:
            return f"child after {move} missing from the table"
        kids.append(v)
    lost = [d for s, d in kids if s < 0]
    if lost:
        want = (1, min(lost) + 1)
    elif all(s > 0 for s, _ in kids):
        want = (-1, max(d for _, d in kids) + 1)
    else:
        want = (0, 0)
    got = (mine[0], mine[1] if mine[0] else 0)
    if got != want:
        return f"value {got}, but the children say {want}"
    return None


def three_lookup(
    rules: MillRules, table: dict[SmallKey, tuple[int, int]]
) -> Callable[[MillState], tuple[int, int] | None]:
    from morra_suite.ai.mill.tables import small_key

    def lookup(state: MillState) -> tuple[int, int] | None:
        return table.get(small_key(pos_from_state(state)))

    return lookup


def flying_lookup_lib(table: FlyingTable) -> Callable[[MillState], tuple[int, int] | None]:
    from morra_suite.ai.mill.tables import COMBO_INDEX, N_COMBOS

    def lookup(state: MillState) -> tuple[int, int] | None:
        pos = pos_from_state(state)
        s = pos.side
        if pos.hand != (0, 0) or pos.bb[0].bit_count() != 3 or pos.bb[1].bit_count() != 3:
            return None
        v = table[COMBO_INDEX[pos.bb[s]] * N_COMBOS + COMBO_INDEX[pos.bb[1 - s]]]
        return (0, 0) if v == 0 else (1 if v > 0 else -1, abs(v))

    return lookup
