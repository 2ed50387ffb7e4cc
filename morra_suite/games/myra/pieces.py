"""What stands in a Myra hole, and how a state codes it as one small int.

A state is a tuple of 91 numbers (cheap to copy, hash and compare): 0 is an empty hole, otherwise
``player * 8 + kind`` with kind 1..5 for a troop of that many soldiers and 7 for the queen. Move
generation, the explanations and the position text read that code directly; everyone else gets
``Piece`` values (``MyraState.pieces``, ``MyraState.piece_at``).
"""

from __future__ import annotations

from typing import Final, NamedTuple

PLAYER_LETTERS: Final = "ABC"
RESERVE_AT_START: Final = 25
FORTRESS: Final = 5
"""The largest troop: it never moves as a whole and is never captured."""
QUEEN: Final = 0
"""``Piece.size`` of a queen (soldier troops have sizes 1..5)."""

Q: Final = 7  # the kind (low three bits of a cell) of a queen
NO_HOLE: Final = -1  # where a captured queen stands


class Piece(NamedTuple):
    """What stands in a hole: ``player`` (0 moves first) and ``size`` (1..5 soldiers, or QUEEN)."""

    player: int
    size: int

    @property
    def is_queen(self) -> bool:
        return self.size == QUEEN

    @property
    def is_fortress(self) -> bool:
        """A troop of five: it never moves as a whole and is never captured."""
        return self.size == FORTRESS


def piece_of(cell: int) -> Piece | None:
    """The piece a cell code stands for (``None`` for an empty hole)."""
    if not cell:
        return None
    return Piece(cell >> 3, QUEEN if cell & 7 == Q else cell & 7)
