"""What a Myra board asks the rules while a player points at holes, and how a move travels.

A board (and its click interpreter) must not work out Myra's rules for itself: which holes a
selected troop can go to, whether a target is a capture or a build-up, which balls a "how many?"
question offers, why a click is refused, and the way a troop winds hole by hole when a move is
shown moving. All of that is answered here, from the same reach and legality the move generator
uses, so board, animation and rules cannot disagree (like ``morra.resolve_round``).

Everything takes a ``MyraState`` and hole indices and returns plain values; ``MyraState`` has thin
methods of the same names in its gesture section. No Qt and no words for users: a refusal is a
``RefusalCode`` plus the holes it is about, which the view puts into (translated) words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from morra_suite.games.myra.board import NEIGHBOURS, NUM_HOLES
from morra_suite.games.myra.moves import (
    ChainUp,
    MyraMove,
    Pass,
    PieceMove,
    Produce,
    Reduce,
    Unchain,
)
from morra_suite.games.myra.state import FORTRESS, Piece, _reach

if TYPE_CHECKING:
    from morra_suite.games.myra.state import MyraState


class MoveKind(Enum):
    """What a move does, as a board shows and words it (``MOVE`` is onto an empty hole)."""

    PRODUCE = "produce"
    MOVE = "move"
    BUILD_UP = "build-up"
    CAPTURE = "capture"
    REDUCE = "reduce"
    CHAIN_UP = "chain-up"
    UNCHAIN = "unchain"
    PASS = "pass"


class TargetKind(Enum):
    """What ending on a target hole does to what stands there: nothing stands there (``MOVE``),
    an own troop grows (``BUILD_UP``, chain-ups included) or an enemy piece is taken (``CAPTURE``).
    Boards mark the three differently."""

    MOVE = "move"
    BUILD_UP = "build-up"
    CAPTURE = "capture"


class RefusalCode(Enum):
    """Why the rules refuse a click; ``Refusal.holes`` names the holes the reason is about."""

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


@dataclass(frozen=True, slots=True)
class Refusal:
    """The rules' reason for refusing a click, and the holes it is about (in the code's order)."""

    code: RefusalCode
    holes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TargetOption:
    """One answer to "how many balls go from ``frm`` to ``to``?": ``count`` balls by ``move``
    (all of them: a move, build-up or capture; fewer: a reduce), or ``kind`` UNCHAIN, which lays
    the troop out starting on ``to``. An unchain's ``move`` is ``None`` while more holes must be
    clicked, the finished unchain for a troop of two (one ball stays, one goes to ``to``)."""

    count: int
    kind: MoveKind
    move: MyraMove | None


@dataclass(frozen=True, slots=True)
class HoleChange:
    """One hole's contents before and after the move (``None`` is empty)."""

    hole: int
    before: Piece | None
    after: Piece | None


@dataclass(frozen=True, slots=True)
class TraceStep:
    """The travelling piece at one hole (``hole`` ``None``: still in the player's reserve).

    ``changes`` are the holes that take their new contents when it gets here (the first step: as
    it sets off); ``carried`` is what travels on to the next step, ``None`` at the last step.
    """

    hole: int | None
    carried: Piece | None
    changes: tuple[HoleChange, ...]


@dataclass(frozen=True, slots=True)
class MoveTrace:
    """How one move happens, hole by hole, for a board to animate without knowing the rules.

    The piece (or the growing chain, or the troop laying its balls out) starts at ``steps[0]`` and
    goes to each following step's hole, one neighbour at a time. Every hole whose contents the move
    changes appears in exactly one step's ``changes``; a pass has no steps.
    """

    move: MyraMove
    kind: MoveKind
    player: int
    steps: tuple[TraceStep, ...]

    @property
    def path(self) -> tuple[int, ...]:
        """The holes the piece visits, in order (the reserve left out)."""
        return tuple(step.hole for step in self.steps if step.hole is not None)

    @property
    def from_reserve(self) -> bool:
        return bool(self.steps) and self.steps[0].hole is None

    @property
    def changes(self) -> tuple[HoleChange, ...]:
        return tuple(change for step in self.steps for change in step.changes)


# ----- what kind of move, what a target is --------------------------------------------------------


def kind_of(state: MyraState, move: Any) -> MoveKind:
    """The kind of the legal ``move`` (object or text) in ``state``."""
    move = state.resolve(move)
    if isinstance(move, Produce):
        return MoveKind.PRODUCE
    if isinstance(move, Reduce):
        return MoveKind.REDUCE
    if isinstance(move, ChainUp):
        return MoveKind.CHAIN_UP
    if isinstance(move, Unchain):
        return MoveKind.UNCHAIN
    if isinstance(move, Pass):
        return MoveKind.PASS
    if move.capture:
        return MoveKind.CAPTURE
    return MoveKind.BUILD_UP if state.piece_at(move.to) is not None else MoveKind.MOVE


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
    found |= unchain_continuations(state, (hole,))
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
    seen: set[Any] = set()
    for count, move in sorted(found, key=lambda item: item[0]):
        after = state.play(move)
        if after in seen:
            continue
        seen.add(after)
        options.append(TargetOption(count, kind_of(state, move), move))
    if to in unchain_continuations(state, (frm,)):
        finished = Unchain((frm, to)) if piece.size == 2 else None
        options.append(TargetOption(piece.size, MoveKind.UNCHAIN, finished))
    return tuple(options)


# ----- chain-up and unchain lines being clicked ---------------------------------------------------


def unchain_continuations(state: MyraState, line: tuple[int, ...]) -> frozenset[int]:
    """Where the next ball of an unchain being clicked may go (``line[0]`` is the troop): empty
    holes next to the line's end from which the rest of the troop can still be laid out, so a
    player is never led into a dead end."""
    if not line:
        return frozenset()
    piece = state.piece_at(line[0])
    if piece is None or piece.player != state.to_move or piece.is_queen or piece.size < 2:
        return frozenset()
    size = piece.size
    if len(line) >= size:
        return frozenset()

    def free(hole: int, used: tuple[int, ...]) -> bool:
        return hole not in used and state.piece_at(hole) is None

    def can_finish(path: tuple[int, ...]) -> bool:
        if len(path) >= size:
            return True
        return any(can_finish((*path, t)) for t in NEIGHBOURS[path[-1]] if free(t, path))

    return frozenset(t for t in NEIGHBOURS[line[-1]] if free(t, line) and can_finish((*line, t)))


def chain_refusal(state: MyraState, line: tuple[int, ...], hole: int) -> Refusal | None:
    """Why ``hole`` cannot lengthen the chain-up ``line`` being clicked (``None`` if it can)."""
    if hole in state.chain_continuations(line):
        return None
    return Refusal(RefusalCode.NOT_IN_CHAIN, (hole, line[-1]))


def finish_chain(state: MyraState, line: tuple[int, ...]) -> MyraMove | Refusal:
    """The chain-up collecting ``line`` (clicked in any order) into its last hole, or why not."""
    if len(line) < 2:
        return Refusal(RefusalCode.CHAIN_TOO_SHORT, line)
    return state.resolve(ChainUp(line))


def unchain_refusal(state: MyraState, line: tuple[int, ...], hole: int) -> Refusal | None:
    """Why ``hole`` cannot take the next ball of the unchain ``line`` (``None`` if it can)."""
    if hole in unchain_continuations(state, line):
        return None
    return Refusal(RefusalCode.NOT_IN_UNCHAIN, (hole, line[-1]))


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
            return Refusal(RefusalCode.NO_QUEEN, (hole,))
        if hole not in NEIGHBOURS[queen]:
            return Refusal(RefusalCode.NOT_NEXT_TO_QUEEN, (hole, queen))
        return Refusal(RefusalCode.NO_RESERVE, (hole,))
    if piece.player != me:
        return Refusal(RefusalCode.ENEMY_PIECE, (hole,))
    return Refusal(RefusalCode.CANNOT_MOVE, (hole,))


def target_refusal(state: MyraState, frm: int, to: int) -> Refusal | None:
    """Why nothing of the own piece on ``frm`` can end on ``to`` (``None`` if something can)."""
    if to in targets(state, frm):
        return None
    holes = (frm, to)
    mover, there = state.piece_at(frm), state.piece_at(to)
    if mover is not None and there is not None:
        if there.player == mover.player:
            if mover.is_queen or there.is_queen:
                return Refusal(RefusalCode.QUEEN_NEVER_JOINS, holes)
            if there.size >= FORTRESS:
                return Refusal(RefusalCode.OVER_FIVE, holes)
        else:
            if mover.is_fortress:
                return Refusal(RefusalCode.FORTRESS_CANNOT_CAPTURE, holes)
            if there.is_fortress:
                return Refusal(RefusalCode.FORTRESS_IMMUNE, holes)
    return Refusal(RefusalCode.OUT_OF_REACH, holes)


# ----- how a move travels -------------------------------------------------------------------------


def free_path(state: MyraState, frm: int, to: int, steps: int) -> tuple[int, ...]:
    """A shortest path of at most ``steps`` steps from ``frm`` to ``to`` through empty holes (``to``
    itself may be occupied), found on the rules' own reach and walked back from ``to`` taking the
    lowest hole at each step, so the same move always travels the same way."""
    dist = _reach(state.cells, frm, steps)
    if to not in dist:
        raise ValueError(f"no free path of at most {steps} steps from hole {frm} to hole {to}")
    path = [to]
    while dist[path[-1]] > 1:
        here = path[-1]
        path.append(
            min(
                n
                for n in NEIGHBOURS[here]
                if n != frm and dist.get(n) == dist[here] - 1 and not state.cells[n]
            )
        )
    path.append(frm)
    return tuple(reversed(path))


def trace(state: MyraState, move: Any) -> MoveTrace:
    """How the legal ``move`` (object or text) happens in ``state``: the holes the moving piece
    takes and, at each, the holes that change. Raises ``IllegalMoveError`` for an illegal move."""
    move = state.resolve(move)
    kind = kind_of(state, move)
    me = state.to_move
    after = state.play(move)
    changed = {
        hole: HoleChange(hole, state.piece_at(hole), after.piece_at(hole))
        for hole in range(NUM_HOLES)
        if state.cells[hole] != after.cells[hole]
    }
    if isinstance(move, Pass):
        return MoveTrace(move, kind, me, ())
    holes: list[int | None]
    carried: list[Piece | None]
    if isinstance(move, Produce):
        holes, carried = [None, move.to], [Piece(me, 1), None]
    elif isinstance(move, ChainUp):
        holes = list(move.holes)
        carried = [Piece(me, i + 1) for i in range(len(holes) - 1)] + [None]
    elif isinstance(move, Unchain):
        holes = list(move.holes)
        size = len(holes)
        carried = [Piece(me, size - 1 - i) for i in range(size - 1)] + [None]
    else:
        mover = state.piece_at(move.frm)
        assert mover is not None  # a legal move starts on an own piece
        count = move.count if isinstance(move, Reduce) else mover.size
        holes = list(free_path(state, move.frm, move.to, 1 if mover.is_queen else count))
        travelling = Piece(me, count) if isinstance(move, Reduce) else mover
        carried = [travelling] * (len(holes) - 1) + [None]
    step_of: dict[int, int] = {}
    for index, hole in enumerate(holes):
        if hole is not None:
            step_of.setdefault(hole, index)
    last = len(holes) - 1
    at_step: list[list[HoleChange]] = [[] for _ in holes]
    for hole, change in changed.items():
        at_step[step_of.get(hole, last)].append(change)
    steps_out = tuple(
        TraceStep(hole, carried[i], tuple(at_step[i])) for i, hole in enumerate(holes)
    )
    return MoveTrace(move, kind, me, steps_out)
