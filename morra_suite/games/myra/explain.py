"""Why a Myra move is refused: the reason codes and the English reasons, one check per move kind.

The state's ``resolve`` (and so ``play``) asks ``why_illegal`` for every move it is given; it
checks one move against the position without generating all legal moves, and its answer becomes
the ``IllegalMoveError`` (code and text) the caller sees. Works on the cell codes of ``pieces``.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from itertools import pairwise

from morra_suite.games.myra.board import NAMES, NEIGHBOUR_SETS, NUM_HOLES
from morra_suite.games.myra.movegen import reach
from morra_suite.games.myra.moves import (
    PASS,
    ChainUp,
    MyraMove,
    Pass,
    PieceMove,
    Produce,
    Reduce,
    Unchain,
    _CapturingReduce,
)
from morra_suite.games.myra.pieces import FORTRESS, PLAYER_LETTERS, Q


class MyraIllegal(Enum):
    """Why a Myra move is refused: ``IllegalMoveError.code`` (the English text is its
    ``reason``)."""

    GAME_OVER = "game over"
    PASS_NOT_ALLOWED = "pass not allowed"
    REDUCE_CAPTURES = "reduce captures"
    NOT_A_MOVE = "not a move"
    NO_SUCH_HOLE = "no such hole"
    EMPTY_HOLE = "empty hole"
    NOT_OWN_PIECE = "not own piece"
    RESERVE_EMPTY = "reserve empty"
    NOT_NEXT_TO_QUEEN = "not next to queen"
    OCCUPIED = "occupied"
    QUEEN_JOINS = "queen joins"
    JOINS_QUEEN = "joins queen"
    TROOP_TOO_BIG = "troop too big"
    FORTRESS = "fortress"
    FORTRESS_MOVES = "fortress moves"
    SAME_HOLE = "same hole"
    NOTHING_TO_CAPTURE = "nothing to capture"
    CAPTURE_NOT_WRITTEN = "capture not written"
    NOT_ADJACENT = "not adjacent"
    NO_PATH = "no path"
    CANNOT_REDUCE = "cannot reduce"
    REDUCE_COUNT = "reduce count"
    CHAIN_SIZE = "chain size"
    HOLE_TWICE = "hole twice"
    NOT_SINGLE_SOLDIER = "not single soldier"
    UNCHAIN_SHAPE = "unchain shape"
    CANNOT_UNCHAIN = "cannot unchain"


Why = tuple[MyraIllegal, str]
"""A refusal: its code and its English text."""


def why_illegal(
    move: object,
    cells: tuple[int, ...],
    me: int,
    reserve: int,
    queen: int,
    *,
    over: bool,
    legal_moves: Callable[[], tuple[MyraMove, ...]],
) -> Why | None:
    """Why ``move`` is not legal for player ``me`` (queen on ``queen``, ``reserve`` soldiers in
    reserve), or ``None``. ``over`` says the game has ended; ``legal_moves`` is asked only for a
    pass (which is legal only when it is the one legal move)."""
    if over:
        return MyraIllegal.GAME_OVER, "the game is over"
    if isinstance(move, Pass):
        if legal_moves() != (PASS,):
            return (
                MyraIllegal.PASS_NOT_ALLOWED,
                "a player may pass only when they have no legal move",
            )
        return None
    if isinstance(move, _CapturingReduce):
        return MyraIllegal.REDUCE_CAPTURES, "a reduce never captures"
    if isinstance(move, Produce):
        return _produce_reason(cells, me, reserve, queen, move.to)
    if isinstance(move, PieceMove):
        return _piece_move_reason(cells, me, move)
    if isinstance(move, Reduce):
        return _reduce_reason(cells, me, move)
    if isinstance(move, ChainUp):
        return _chain_reason(cells, me, move.holes)
    if isinstance(move, Unchain):
        return _unchain_reason(cells, me, move.holes)
    return MyraIllegal.NOT_A_MOVE, f"{move!r} is not a Myra move"


def _own(cells: tuple[int, ...], me: int, hole: int) -> Why | None:
    if not 0 <= hole < NUM_HOLES:
        return MyraIllegal.NO_SUCH_HOLE, f"there is no hole {hole}"
    cell = cells[hole]
    if not cell:
        return MyraIllegal.EMPTY_HOLE, f"{NAMES[hole]} is empty"
    if cell >> 3 != me:
        owner = PLAYER_LETTERS[cell >> 3]
        return (
            MyraIllegal.NOT_OWN_PIECE,
            f"{NAMES[hole]} holds a piece of {owner}, not of the player to move",
        )
    return None


def _produce_reason(
    cells: tuple[int, ...], me: int, reserve: int, queen: int, to: int
) -> Why | None:
    if reserve <= 0:
        return MyraIllegal.RESERVE_EMPTY, "the reserve is empty"
    if not 0 <= to < NUM_HOLES:
        return MyraIllegal.NO_SUCH_HOLE, f"there is no hole {to}"
    if to not in NEIGHBOUR_SETS[queen]:
        return (
            MyraIllegal.NOT_NEXT_TO_QUEEN,
            f"{NAMES[to]} is not next to the own queen on {NAMES[queen]}",
        )
    if cells[to]:
        return MyraIllegal.OCCUPIED, f"{NAMES[to]} is not empty"
    return None


def _target_reason(
    cells: tuple[int, ...], me: int, to: int, balls: int, capture_allowed: bool
) -> Why | None:
    """What stands on ``to`` forbids ``balls`` soldiers (or the queen, balls 0) ending there."""
    cell = cells[to]
    if not cell:
        return None
    name = NAMES[to]
    if cell >> 3 == me:
        if balls == 0:
            return MyraIllegal.QUEEN_JOINS, "the queen never joins another piece"
        if cell & 7 == Q:
            return MyraIllegal.JOINS_QUEEN, "soldiers never join the queen"
        if (cell & 7) + balls > FORTRESS:
            return (
                MyraIllegal.TROOP_TOO_BIG,
                f"a troop may not grow above five ({cell & 7} on {name} + {balls})",
            )
        return None
    if not capture_allowed:
        return MyraIllegal.REDUCE_CAPTURES, "a reduce never captures"
    if cell & 7 == FORTRESS:
        return MyraIllegal.FORTRESS, f"the fortress on {name} cannot be captured"
    return None


def _piece_move_reason(cells: tuple[int, ...], me: int, move: PieceMove) -> Why | None:
    frm, to = move.frm, move.to
    reason = _own(cells, me, frm)
    if reason:
        return reason
    if not 0 <= to < NUM_HOLES or to == frm:
        return MyraIllegal.SAME_HOLE, "a piece must move to another hole"
    kind = cells[frm] & 7
    if kind == FORTRESS:
        return (
            MyraIllegal.FORTRESS_MOVES,
            "a fortress cannot move as a whole (reduce or unchain it)",
        )
    reason = _target_reason(cells, me, to, 0 if kind == Q else kind, True)
    if reason:
        return reason
    target = cells[to]
    is_capture = bool(target) and target >> 3 != me
    if move.capture and not is_capture:
        return MyraIllegal.NOTHING_TO_CAPTURE, f"{NAMES[to]} holds no enemy piece to capture"
    if is_capture and not move.capture:
        return (
            MyraIllegal.CAPTURE_NOT_WRITTEN,
            f"it captures the piece on {NAMES[to]}: write {NAMES[frm]}x{NAMES[to]}",
        )
    steps = 1 if kind == Q else kind
    if to not in reach(cells, frm, steps):
        if steps == 1:
            return MyraIllegal.NOT_ADJACENT, f"{NAMES[to]} is not next to {NAMES[frm]}"
        return (
            MyraIllegal.NO_PATH,
            f"no path of at most {steps} steps through empty holes leads there",
        )
    return None


def _reduce_reason(cells: tuple[int, ...], me: int, move: Reduce) -> Why | None:
    frm, to, count = move.frm, move.to, move.count
    reason = _own(cells, me, frm)
    if reason:
        return reason
    kind = cells[frm] & 7
    if kind == Q or kind == 1:
        return MyraIllegal.CANNOT_REDUCE, "only a troop of two or more can be reduced"
    if not 1 <= count < kind:
        return MyraIllegal.REDUCE_COUNT, f"a troop of {kind} can give 1 to {kind - 1} balls"
    if not 0 <= to < NUM_HOLES or to == frm:
        return MyraIllegal.SAME_HOLE, "the balls must move to another hole"
    reason = _target_reason(cells, me, to, count, False)
    if reason:
        return reason
    if to not in reach(cells, frm, count):
        if count == 1:
            return MyraIllegal.NOT_ADJACENT, f"{NAMES[to]} is not next to {NAMES[frm]}"
        return (
            MyraIllegal.NO_PATH,
            f"no path of at most {count} steps through empty holes leads there",
        )
    return None


def _chain_reason(cells: tuple[int, ...], me: int, holes: tuple[int, ...]) -> Why | None:
    if not 2 <= len(holes) <= FORTRESS:
        return MyraIllegal.CHAIN_SIZE, "a chain-up collects 2 to 5 single soldiers"
    if len(set(holes)) != len(holes):
        return MyraIllegal.HOLE_TWICE, "a chain-up line uses no hole twice"
    single = me * 8 + 1
    for hole in holes:
        reason = _own(cells, me, hole)
        if reason:
            return reason
        if cells[hole] != single:
            return MyraIllegal.NOT_SINGLE_SOLDIER, f"{NAMES[hole]} is not a single soldier"
    for a, b in pairwise(holes):
        if b not in NEIGHBOUR_SETS[a]:
            return (
                MyraIllegal.NOT_ADJACENT,
                f"{NAMES[a]} and {NAMES[b]} are not next to each other",
            )
    return None


def _unchain_reason(cells: tuple[int, ...], me: int, holes: tuple[int, ...]) -> Why | None:
    if len(holes) < 2:
        return (
            MyraIllegal.UNCHAIN_SHAPE,
            "an unchain names the troop's hole and the holes it lays balls on",
        )
    reason = _own(cells, me, holes[0])
    if reason:
        return reason
    kind = cells[holes[0]] & 7
    if kind == Q:
        return MyraIllegal.CANNOT_UNCHAIN, "the queen cannot unchain"
    if kind == 1:
        return MyraIllegal.CANNOT_UNCHAIN, "a single soldier cannot unchain"
    if len(holes) != kind:
        return (
            MyraIllegal.UNCHAIN_SHAPE,
            f"a troop of {kind} lays out {kind - 1} balls, one per hole",
        )
    if len(set(holes)) != len(holes):
        return MyraIllegal.HOLE_TWICE, "an unchain line uses no hole twice"
    for hole in holes[1:]:
        if not 0 <= hole < NUM_HOLES:
            return MyraIllegal.NO_SUCH_HOLE, f"there is no hole {hole}"
        if cells[hole]:
            return (
                MyraIllegal.OCCUPIED,
                f"{NAMES[hole]} is not empty (an unchain never captures)",
            )
    for a, b in pairwise(holes):
        if b not in NEIGHBOUR_SETS[a]:
            return (
                MyraIllegal.NOT_ADJACENT,
                f"{NAMES[a]} and {NAMES[b]} are not next to each other",
            )
    return None
