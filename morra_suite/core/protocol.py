"""The one state API every game implements (modelled on python-chess and OpenSpiel).

A state is an immutable value; ``play`` returns a new state. That makes history a list of states,
undo/redo a cursor, and a state safe to hand to a computer player's worker thread.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

from morra_suite.core.errors import IllegalMoveError, JointIllegal

if TYPE_CHECKING:
    from morra_suite.core.outcome import Outcome

# The game's move value (``MillMove``, ``MyraMove``, Morra's ``JointChoice``). ``GameState`` on
# its own means "a state of some game" (moves of any type); ``GameState[MillMove]`` is a mill one.
MoveT = TypeVar("MoveT")


@runtime_checkable
class Move(Hashable, Protocol):
    """A move is a small hashable value whose ``str()`` is its one canonical notation."""

    def __str__(self) -> str: ...


@runtime_checkable
class GameState(Protocol[MoveT]):
    """What controllers, records, computer players and conformance tests rely on.

    ``to_move`` is the index of the player whose turn it is (0 begins). A game with simultaneous
    choices (Morra) makes its joint choice one move, so the protocol stays the same for it.
    Generic in the move type: the moves a state lists are the moves it plays.
    """

    @property
    def to_move(self) -> int: ...

    @property
    def num_players(self) -> int: ...

    def legal_moves(self) -> tuple[MoveT, ...]:
        """All legal moves in a fixed order; empty once the game is over."""
        ...

    def parse_move(self, text: str) -> MoveT:
        """Reads the canonical notation (and tolerated variants) into a move of this position.

        Raises ``MoveParseError`` for text that is no move, ``IllegalMoveError`` for a move that is
        well-formed but not legal here.
        """
        ...

    def play(self, move: MoveT | str) -> Self:
        """The state after ``move`` (a move object or its text); raises ``IllegalMoveError``."""
        ...

    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on, else an ``Outcome``."""
        ...

    def position(self) -> str:
        """The position string that the game's ``parse_position`` reads back to an equal state."""
        ...

    def is_game_over(self) -> bool:
        """``outcome() is not None``."""
        ...

    def choosers(self) -> tuple[int, ...]:
        """Who must choose now: ``(to_move,)`` in a turn game, both players in a Morra round,
        ``()`` once the game is over. A round is played when every chooser has chosen."""
        ...

    # Any: a choice is a move on a turn, or a game's own choice (Morra's hand): not ``MoveT``
    def legal_choices(self, player: int) -> tuple[Any, ...]:
        """What ``player`` may choose now (its legal moves on its turn); ``()`` if not a chooser."""
        ...

    # Any: the choices of ``legal_choices``
    def joint_move(self, choices: Mapping[int, Any]) -> MoveT:
        """The one move that every chooser's choice, ``{player: choice}``, makes together: what a
        record stores (``GameRecord.play``) and ``play`` takes. ``IllegalMoveError`` if a chooser
        is missing, a non-chooser chose, or a choice is not legal."""
        ...

    # Any: the choices of ``legal_choices``
    def play_joint(self, choices: Mapping[int, Any]) -> Self:
        """The state after every chooser's choice applied at once: ``play(joint_move(choices))``."""
        ...


# "A state of some game", whatever its move type. ``Any`` is forced here: ``GameState`` is
# invariant in its move type (``play`` takes moves, ``legal_moves`` gives them), so a
# ``GameState[MillMove]`` is no ``GameState[object]``, and Python's types have no "for some
# move type" of their own. Every place that holds a state of any game says ``SomeState``.
SomeState: TypeAlias = "GameState[Any]"

# A move, a secret choice or a rules value of whatever game is on. ``Any`` is forced as for
# ``SomeState``: a holder of some game's state cannot name that game's own types (and each game
# has its own: ``MillMove`` or ``MyraMove``, Morra's hand, ``MillRules`` or ``MorraRules``).
SomeMove: TypeAlias = Any
SomeChoice: TypeAlias = Any  # (as above)
SomeRules: TypeAlias = Any  # (as above)


class TurnBased:
    """The simultaneous-choice part of the protocol for games where one player moves at a time.

    A turn game's state mixes this in, so controllers treat every game as "collect the choosers'
    choices, then play them jointly" and never ask which kind of game it is.
    """

    # Any, for ``self`` and the moves: ``self`` is the state this is mixed into, whose
    # ``to_move``, ``legal_moves`` and ``play`` this class lacks (mypy refuses a self-type
    # protocol that the mixin's own class does not meet), and the moves are that game's.
    def choosers(self: Any) -> tuple[int, ...]:
        return () if self.is_game_over() else (self.to_move,)

    def legal_choices(self: Any, player: int) -> tuple[Any, ...]:  # Any: as above
        return self.legal_moves() if player in self.choosers() else ()

    def joint_move(self: Any, choices: Mapping[int, Any]) -> Any:  # Any: as above
        if set(choices) != set(self.choosers()):
            shown = "/".join(map(str, choices.values())) or "no choice"
            if self.is_game_over():
                raise IllegalMoveError(shown, "the game is over", JointIllegal.GAME_OVER)
            raise IllegalMoveError(
                shown,
                f"only player {self.to_move} chooses now, not {sorted(choices)}",
                JointIllegal.WRONG_CHOOSERS,
            )
        return choices[self.to_move]

    def play_joint(self: Any, choices: Mapping[int, Any]) -> Any:  # Any: as above
        return self.play(self.joint_move(choices))
