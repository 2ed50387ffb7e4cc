"""The one state API every game implements (modelled on python-chess and OpenSpiel).

A state is an immutable value; ``play`` returns a new state. That makes history a list of states,
undo/redo a cursor, and a state safe to hand to a computer player's worker thread.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol, Self, runtime_checkable


@runtime_checkable
class Move(Hashable, Protocol):
    """A move is a small hashable value whose ``str()`` is its one canonical notation."""

    def __str__(self) -> str: ...


@runtime_checkable
class GameState(Protocol):
    """What controllers, records, computer players and conformance tests rely on.

    ``to_move`` is the index of the player whose turn it is (0 begins). A game with simultaneous
    choices (Morra) makes its joint choice one move, so the protocol stays the same for it.
    """

    @property
    def to_move(self) -> int: ...

    @property
    def num_players(self) -> int: ...

    def legal_moves(self) -> tuple[Any, ...]:
        """All legal moves in a fixed order; empty once the game is over."""
        ...

    def parse_move(self, text: str) -> Any:
        """Reads the canonical notation (and tolerated variants) into a move of this position.

        Raises ``MoveParseError`` for text that is no move, ``IllegalMoveError`` for a move that is
        well-formed but not legal here.
        """
        ...

    def play(self, move: Any) -> Self:
        """The state after ``move`` (a move object or its text); raises ``IllegalMoveError``."""
        ...

    def outcome(self) -> Any:
        """``None`` while the game goes on, else an ``Outcome``."""
        ...

    def position(self) -> str:
        """The position string that the game's ``parse_position`` reads back to an equal state."""
        ...
