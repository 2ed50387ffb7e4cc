"""What the board draws of a mill position, in one small value read once per redraw.

Every fact is the rules' answer, never worked out here: the pieces and hands of the state (or of
the move in progress, ``PendingMove.board``, with the piece already on its new point), the mills
the move shown closed (``PendingMove.mills_closed`` / ``gestures.mills_closed_by_last``), and
where that move came from and what it took, and the pieces marked to leave when placing ends
(``MillState.marked_points``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morra_suite.games.mill.gestures import mills_closed_by_last

if TYPE_CHECKING:
    from morra_suite.games.mill import MillMove, MillState, PendingMove


@dataclass(frozen=True)
class MillFacts:
    owners: dict[int, int]  # point -> 0 (white) or 1 (black)
    hands: tuple[int, int]
    to_move: int
    glowing: tuple[tuple[int, ...], ...] = ()  # the lines the move shown closed
    trail: tuple[int | None, int] | None = None  # the move shown: (from, to); from None: the hand
    taken: tuple[int, ...] = ()  # the points the move shown took pieces from
    in_progress: bool = False  # the move shown is still being made (its removal to choose)
    marked: tuple[int, ...] = ()  # pieces taken but marked on their points until placing ends

    def on_board(self, player: int) -> int:
        return sum(1 for owner in self.owners.values() if owner == player)


def read_facts(
    state: MillState, pending: PendingMove | None = None, last_move: MillMove | None = None
) -> MillFacts:
    """The facts of ``state`` with ``last_move`` marked, or of the move in progress ``pending``
    (a ``PendingMove`` of ``state``) when there is one."""
    if pending is not None:
        board = pending.board
        glowing = pending.mills_closed()
        # a turn that only removes has no trail: nothing moved
        trail: tuple[int | None, int] | None = (
            (pending.src, pending.dst) if pending.dst is not None else None
        )
        taken = tuple(pending.removed)
    else:
        board = state
        glowing = mills_closed_by_last(state, last_move)
        trail = None
        taken = ()
        if last_move is not None and last_move.dst is not None:
            trail = (last_move.src, last_move.dst)
            taken = last_move.removals
    owners = {p: player for player in (0, 1) for p in board.points_of(player)}
    return MillFacts(
        owners,
        (board.in_hand(0), board.in_hand(1)),
        board.to_move,
        glowing,
        trail,
        taken,
        pending is not None,
        board.marked_points(),
    )
