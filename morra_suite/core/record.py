"""A game's history: the states and the moves between them, with undo/redo as a cursor.

Because states are immutable values, undo is only moving the cursor back; a new move after an undo
drops the undone branch, as every editor does.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from morra_suite.core.protocol import SomeState

S = TypeVar("S", bound=SomeState)


class GameRecord(Generic[S]):
    """States ``s0 .. sn`` and moves ``m1 .. mn`` with ``s(i) = s(i-1).play(m(i))``."""

    def __init__(self, start: S) -> None:
        self._states: list[S] = [start]
        # Any: a move of ``S``'s game (its move type cannot be named from ``S``: no higher kinds)
        self._moves: list[Any] = []
        self._cursor = 0

    @property
    def start(self) -> S:
        return self._states[0]

    @property
    def current(self) -> S:
        """The state at the cursor: what the game goes on from."""
        return self._states[self._cursor]

    @property
    def cursor(self) -> int:
        """How many moves have been played up to the current state."""
        return self._cursor

    @property
    # Any: moves of ``S``'s game (see ``_moves``)
    def moves(self) -> tuple[Any, ...]:
        """The moves up to the cursor (the game as it stands)."""
        return tuple(self._moves[: self._cursor])

    @property
    # Any: moves of ``S``'s game (see ``_moves``)
    def all_moves(self) -> tuple[Any, ...]:
        """Every move kept, including those that redo would replay."""
        return tuple(self._moves)

    @property
    def states(self) -> tuple[S, ...]:
        """States up to the cursor, starting with the start state."""
        return tuple(self._states[: self._cursor + 1])

    def state_at(self, index: int) -> S:
        """The state after ``index`` moves (0 is the start), anywhere in the kept history."""
        if not 0 <= index < len(self._states):
            raise IndexError(f"no state after {index} moves; the record holds {len(self._moves)}")
        return self._states[index]

    def __len__(self) -> int:
        return self._cursor

    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    # Any: a move of ``S``'s game or its text (see ``_moves``)
    def play(self, move: Any) -> S:
        """Plays a move object or its text on the current state; drops any redo branch.

        The record stores the move object, never the text, so it can be written in canonical form.
        """
        state = self.current
        if isinstance(move, str):
            move = state.parse_move(move)
        new_state = state.play(move)
        del self._states[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._states.append(new_state)
        self._moves.append(move)
        self._cursor += 1
        return new_state

    def undo(self) -> S:
        if not self.can_undo:
            raise IndexError("nothing to undo")
        self._cursor -= 1
        return self.current

    def redo(self) -> S:
        if not self.can_redo:
            raise IndexError("nothing to redo")
        self._cursor += 1
        return self.current

    def goto(self, index: int) -> S:
        """Moves the cursor to the state after ``index`` moves without dropping anything."""
        if not 0 <= index < len(self._states):
            raise IndexError(f"no state after {index} moves; the record holds {len(self._moves)}")
        self._cursor = index
        return self.current
