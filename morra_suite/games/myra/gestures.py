"""What a Myra board asks the rules while a player points at holes.

A board (and its click interpreter) must not work out Myra's rules for itself: which holes a
selected troop can go to, whether a target is a capture or a build-up, which balls a "how many?"
question offers, when a chain-up or unchain being clicked is complete, and why a click is refused.
All of that is answered here, from the same reach and legality the move generator uses, so board,
interpreter and rules cannot disagree. How a move travels is the state's own ``trace``.

Everything takes a ``MyraState`` and hole indices and returns plain values; this module builds on
the state and the state never imports it. No Qt and no words for users: a refusal is a
``core.interpret.Refusal`` whose code is a ``RefusalCode`` and whose facts name the holes it is
about, which the board puts into (translated) words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from morra_suite.core.interpret import Refusal
from morra_suite.games.myra.board import NEIGHBOURS
from morra_suite.games.myra.moves import ChainUp, MyraMove, PieceMove, Reduce, Unchain
from morra_suite.games.myra.pieces import FORTRESS
from morra_suite.games.myra.state import MyraState
from morra_suite.games.myra.trace import MoveKind, move_kind

__all__ = [
    "RefusalCode",
    "TargetKind",
    "TargetOption",
    "chain_refusal",
    "finish_chain",
    "finish_unchain",
    "gesture_starts",
    "kind_of",
    "refusal",
    "start_refusal",
    "target_options",
    "target_refusal",
    "targets",
    "unchain_refusal",
    "unchain_remaining",
]


class TargetKind(Enum):
    """What ending on a target hole does to what stands there: nothing stands there (``MOVE``),
    an own troop grows (``BUILD_UP``, chain-ups included) or an enemy piece is taken (``CAPTURE``).
    Boards mark the three differently."""

    MOVE = "move"
    BUILD_UP = "build-up"
    CAPTURE = "capture"


class RefusalCode(Enum):
    """Why the rules refuse a click: ``Refusal.code``; ``Refusal.fact("holes")`` names the holes
    the reason is about (in the order the comments give), ``Refusal.where`` the hole clicked."""

    ENEMY_PIECE = "enemy_piece"  # holes[0] holds another player's piece
    NOT_NEXT_TO_QUEEN = "not_next_to_queen"  # holes[0] is empty and not next to the queen holes[1]
    NO_RESERVE = "no_reserve"  # holes[0] is next to the queen, but the reserve is empty
    NO_QUEEN = "no_queen"  # holes[0] is empty and there is no own queen to produce next to
    CANNOT_MOVE = "cannot_move"  # the own piece on holes[0] has no legal move
    FORTRESS_IMMUNE = "fortress_immune"  # holes[1] is an enemy fortress: never captured
    FORTRESS_CANNOT_CAPTURE = "fortress_cannot_capture"  # a fortress never moves as a whole
    QUEEN_NEVER_JOINS = "queen_never_joins"  # the queen and a troop never share a hole
    OVER_FIVE = "over_five"  # ending on holes[1] would make more than five
    OUT_OF_REACH = "out_of_reach"  # no free path from holes[0] to holes[1] is short enough
    NOT_IN_CHAIN = "not_in_chain"  # holes[0] cannot lengthen the chain ending on holes[1]
    CHAIN_TOO_SHORT = "chain_too_short"  # a chain-up collects two singles at least
    NOT_IN_UNCHAIN = "not_in_unchain"  # holes[0] cannot take the unchain's next ball after holes[1]


def refusal(code: RefusalCode, holes: tuple[int, ...], where: int | None) -> Refusal:
    """The rules' refusal ``code`` about ``holes`` (fact ``"holes"``) of a click on ``where``."""
    return Refusal(code, where, {"holes": holes})


@dataclass(frozen=True, slots=True)
class TargetOption:
    """One answer to "how many balls go from ``frm`` to ``to``?": ``count`` balls by ``move``
    (all of them: a move, build-up or capture; fewer: a reduce), or ``kind`` UNCHAIN, which lays
    the troop out starting on ``to``. An unchain's ``move`` is ``None`` while more holes must be
    clicked, the finished unchain for a troop of two (one ball stays, one goes to ``to``)."""

    count: int
    kind: MoveKind
    move: MyraMove | None


# ----- what kind of move, what a target is --------------------------------------------------------


def kind_of(state: MyraState, move: MyraMove | str) -> MoveKind:
    """The kind of the legal ``move`` (object or text) in ``state``."""
    return move_kind(state.cells, state.resolve(move))


def _target_kind(state: MyraState, hole: int) -> TargetKind:
    piece = state.piece_at(hole)
    if piece is None:
        return TargetKind.MOVE
    return TargetKind.BUILD_UP if piece.player == state.to_move else TargetKind.CAPTURE


def gesture_starts(state: MyraState) -> frozenset[int]:
    """Holes a first click does something on: own pieces with a legal move, and the empty holes a
    soldier may be produced on."""
    return frozenset(m.frm for m in state.legal_moves() if m.frm is not None) | frozenset(
        state.produce_targets()
    )


def targets(state: MyraState, hole: int) -> Mapping[int, TargetKind]:
    """Every hole a gesture that started on the own piece on ``hole`` can go on to, with what
    ending there does: the whole piece's moves, build-ups and captures, every reduce, the next
    single of a chain-up and the first hole of an unchain."""
    found: set[int] = set()
    for move in state.moves_from(hole):
        if isinstance(move, PieceMove | Reduce):
            found.add(move.to)
    found |= state.chain_continuations((hole,))
    found |= state.unchain_continuations((hole,))
    return MappingProxyType({t: _target_kind(state, t) for t in sorted(found)})


def target_options(state: MyraState, frm: int, to: int) -> tuple[TargetOption, ...]:
    """What may go from ``frm`` to ``to``, by count (a reduce of each count that reaches, the
    whole piece), then an unchain that starts on ``to`` when the troop can be laid out from
    there. Counts that leave the same position count once (the smaller stays). Empty when
    nothing of the piece on ``frm`` can end on ``to``."""
    piece = state.piece_at(frm)
    if piece is None:
        return ()
    found: list[tuple[int, MyraMove]] = []
    for move in state.moves_from(frm):
        if isinstance(move, Reduce) and move.to == to:
            found.append((move.count, move))
        elif isinstance(move, PieceMove) and move.to == to:
            found.append((max(piece.size, 1), move))
    options: list[TargetOption] = []
    seen: set[MyraState] = set()
    for count, move in sorted(found, key=lambda item: item[0]):
        after = state.play(move)
        if after in seen:
            continue
        seen.add(after)
        options.append(TargetOption(count, kind_of(state, move), move))
    if to in state.unchain_continuations((frm,)):
        finished = Unchain((frm, to)) if piece.size == 2 else None
        options.append(TargetOption(piece.size, MoveKind.UNCHAIN, finished))
    return tuple(options)


# ----- chain-up and unchain lines being clicked ---------------------------------------------------


def chain_refusal(state: MyraState, line: tuple[int, ...], hole: int) -> Refusal | None:
    """Why ``hole`` cannot lengthen the chain-up ``line`` being clicked (``None`` if it can)."""
    if hole in state.chain_continuations(line):
        return None
    return refusal(RefusalCode.NOT_IN_CHAIN, (hole, line[-1]), hole)


def finish_chain(state: MyraState, line: tuple[int, ...]) -> MyraMove | Refusal:
    """The chain-up collecting ``line`` (clicked in any order) into its last hole, or why not."""
    if len(line) < 2:
        return refusal(RefusalCode.CHAIN_TOO_SHORT, line, line[-1] if line else None)
    return state.resolve(ChainUp(line))


def unchain_refusal(state: MyraState, line: tuple[int, ...], hole: int) -> Refusal | None:
    """Why ``hole`` cannot take the next ball of the unchain ``line`` (``None`` if it can)."""
    if hole in state.unchain_continuations(line):
        return None
    return refusal(RefusalCode.NOT_IN_UNCHAIN, (hole, line[-1]), hole)


def unchain_remaining(state: MyraState, line: tuple[int, ...]) -> int:
    """Holes still to click before the unchain ``line`` being clicked lays out every ball of the
    troop on ``line[0]`` but the one that stays there (a troop of n needs n holes in all)."""
    piece = state.piece_at(line[0]) if line else None
    if piece is None or piece.is_queen:
        return 0
    return max(0, piece.size - len(line))


def finish_unchain(state: MyraState, line: tuple[int, ...]) -> MyraMove | None:
    """The unchain ``line`` (clicked in any order) once it is complete, ``None`` while more holes
    must be clicked. Raises ``IllegalMoveError`` for a complete line that is not legal."""
    piece = state.piece_at(line[0]) if line else None
    if piece is None or piece.is_queen or len(line) < piece.size:
        return None
    return state.resolve(Unchain(line))


# ----- why a click is refused ---------------------------------------------------------------------


def start_refusal(state: MyraState, hole: int) -> Refusal | None:
    """Why a first click on ``hole`` starts nothing for the player to move (``None`` if it does)."""
    if hole in gesture_starts(state):
        return None
    piece = state.piece_at(hole)
    me = state.to_move
    if piece is None:
        queen = state.queen(me)
        if queen is None:
            return refusal(RefusalCode.NO_QUEEN, (hole,), hole)
        if hole not in NEIGHBOURS[queen]:
            return refusal(RefusalCode.NOT_NEXT_TO_QUEEN, (hole, queen), hole)
        return refusal(RefusalCode.NO_RESERVE, (hole,), hole)
    if piece.player != me:
        return refusal(RefusalCode.ENEMY_PIECE, (hole,), hole)
    return refusal(RefusalCode.CANNOT_MOVE, (hole,), hole)


def target_refusal(state: MyraState, frm: int, to: int) -> Refusal | None:
    """Why nothing of the own piece on ``frm`` can end on ``to`` (``None`` if something can)."""
    if to in targets(state, frm):
        return None
    holes = (frm, to)
    mover, there = state.piece_at(frm), state.piece_at(to)
    if mover is not None and there is not None:
        if there.player == mover.player:
            if mover.is_queen or there.is_queen:
                return refusal(RefusalCode.QUEEN_NEVER_JOINS, holes, to)
            if there.size >= FORTRESS:
                return refusal(RefusalCode.OVER_FIVE, holes, to)
        else:
            if mover.is_fortress:
                return refusal(RefusalCode.FORTRESS_CANNOT_CAPTURE, holes, to)
            if there.is_fortress:
                return refusal(RefusalCode.FORTRESS_IMMUNE, holes, to)
    return refusal(RefusalCode.OUT_OF_REACH, holes, to)
