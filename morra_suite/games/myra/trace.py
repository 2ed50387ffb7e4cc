"""How a Myra move happens, hole by hole: its kind and its trace, for a board to animate it.

``MyraState.trace(move)`` resolves the move, plays it and hands both positions' cells to
``trace_move``, so the animation shows exactly what ``play`` did (like ``morra.resolve_round``):
the holes the moving piece takes, at each what changes, and what travels on. Works on the cell
codes of ``pieces`` and the reach of ``movegen``; the kinds are also what boards and words use.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from morra_suite.games.myra.board import NEIGHBOURS, NUM_HOLES
from morra_suite.games.myra.movegen import reach
from morra_suite.games.myra.moves import ChainUp, MyraMove, Pass, Produce, Reduce, Unchain
from morra_suite.games.myra.pieces import Piece, piece_of


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


def move_kind(cells: tuple[int, ...], move: MyraMove) -> MoveKind:
    """The kind of ``move``, a legal move in canonical form, on the position ``cells``."""
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
    return MoveKind.BUILD_UP if cells[move.to] else MoveKind.MOVE


def free_path(cells: tuple[int, ...], frm: int, to: int, steps: int) -> tuple[int, ...]:
    """A shortest path of at most ``steps`` steps from ``frm`` to ``to`` through empty holes (``to``
    itself may be occupied), found on the rules' own reach and walked back from ``to`` taking the
    lowest hole at each step, so the same move always travels the same way."""
    dist = reach(cells, frm, steps)
    if to not in dist:
        raise ValueError(f"no free path of at most {steps} steps from hole {frm} to hole {to}")
    path = [to]
    while dist[path[-1]] > 1:
        here = path[-1]
        path.append(
            min(
                n
                for n in NEIGHBOURS[here]
                if n != frm and dist.get(n) == dist[here] - 1 and not cells[n]
            )
        )
    path.append(frm)
    return tuple(reversed(path))


def trace_move(
    before: tuple[int, ...], after: tuple[int, ...], me: int, move: MyraMove
) -> MoveTrace:
    """How player ``me``'s legal, canonical ``move`` turns the cells ``before`` into ``after``
    (what ``play`` made of them): the holes the moving piece takes and, at each, what changes."""
    kind = move_kind(before, move)
    changed = {
        hole: HoleChange(hole, piece_of(before[hole]), piece_of(after[hole]))
        for hole in range(NUM_HOLES)
        if before[hole] != after[hole]
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
        mover = piece_of(before[move.frm])
        assert mover is not None  # a legal move starts on an own piece
        count = move.count if isinstance(move, Reduce) else mover.size
        holes = list(free_path(before, move.frm, move.to, 1 if mover.is_queen else count))
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
