"""A game's real board used for training: shows a position, takes one learner's gestures.

The board is the kit's own ``BoardView`` with its ordinary gestures; this binds it to a lesson or
a puzzle instead of a game session. A turn game's board gives a whole move (``move_chosen``); a
game of simultaneous choices (Morra) gives the learner's own choice (``choice_made``) and the
other players' parts stay as the lesson or puzzle fixed them (``learn.joint``). Either way the
board's input leaves as the move's text (``tried``), for the rules to judge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from morra_suite.learn import joint

if TYPE_CHECKING:
    from morra_suite.ui.board_view import BoardView


class TrainingBoard(QObject):
    """Binds ``view`` (the parent) to a training position; ``tried(move_text)``."""

    tried = Signal(str)

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.state: Any = None
        self.learner = 0
        self.fixed: dict[int, Any] = {}
        self.taking = False
        view.move_chosen.connect(self._move_chosen)
        view.choice_made.connect(self._choice_made)

    def show(
        self,
        state: Any,
        last_move: Any = None,
        learner: int = 0,
        example: str = "",
        follows: bool = False,
    ) -> None:
        """Draws ``state`` taking ``learner``'s input; ``example`` is a move of the position
        (the step's or the puzzle's) whose other choosers' parts stay fixed. ``follows``: the
        board showed the position ``last_move`` was played in (it is shown moving)."""
        self.state = state
        self.learner = joint.learner_of(state, learner)
        self.fixed = joint.fixed_choices(state, self.learner, example) if example else {}
        self.view.show_state(state, last_move, follows)
        self.set_taking(state.outcome() is None)

    def set_taking(self, taking: bool) -> None:
        """Whether the board takes the learner's input now."""
        self.taking = taking
        self.view.set_input_players(frozenset({self.learner}) if taking else frozenset())

    def _move_chosen(self, move: Any) -> None:
        if self.taking:
            self.tried.emit(str(move))

    def _choice_made(self, player: int, choice: Any) -> None:
        if not self.taking or self.state is None:
            return
        try:
            text = joint.joint_text(self.state, player, choice, self.fixed)
        except ValueError:
            self.view.show_state(self.state)  # refused: the round starts again
            self.set_taking(True)
            return
        self.tried.emit(text)
