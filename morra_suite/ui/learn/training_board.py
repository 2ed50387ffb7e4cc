"""A game's real board used for training: shows a position, takes one learner's gestures.

The board is the kit's own ``BoardView`` with its ordinary gestures; this binds it to a lesson or
a puzzle instead of a game session. A turn game's board gives a whole move (``move_chosen``); a
game of simultaneous choices (Morra) gives the learner's own choice (``choice_made``) and the
other players' parts stay as the lesson or puzzle fixed them (``learn.joint``). Either way the
board's input leaves as the move's text (``tried``), for the rules to judge.

It looks as the game's board does: the same view, and the window's view options (coordinates,
legal targets: ``view/coordinates`` and ``view/targets`` in the settings) read when it is made;
the coordinates can be switched here too, and the switch is the window's own setting. A step's
points are marked with rings (``mark``), which the board keeps over every redraw.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem

from morra_suite.learn import joint

COORDINATES_KEY = "view/coordinates"  # the window's own settings (``ui.commands.preferences``)
TARGETS_KEY = "view/targets"
MARK_COLOUR = "#d9822b"


def _setting(key: str) -> bool:
    return str(QSettings().value(key, "true")).lower() == "true"


def coordinates_shown() -> bool:
    """Whether the boards show coordinates (the window's setting, on by default)."""
    return _setting(COORDINATES_KEY)


def set_coordinates_shown(show: bool) -> None:
    QSettings().setValue(COORDINATES_KEY, show)


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
        self.marked: tuple[str, ...] = ()
        self._rings: list[QGraphicsEllipseItem] = []
        view.move_chosen.connect(self._move_chosen)
        view.choice_made.connect(self._choice_made)
        view.set_show_coordinates(coordinates_shown())
        view.set_show_targets(_setting(TARGETS_KEY))

    def set_show_coordinates(self, show: bool) -> None:
        """Shows or hides the coordinates, on this board and on the window's boards to come."""
        set_coordinates_shown(show)
        self.view.set_show_coordinates(show)

    def mark(self, names: Sequence[str]) -> None:
        """Rings round the points named (those the board cannot place are left out)."""
        self.marked = tuple(names)
        self._draw_marks()

    def _draw_marks(self) -> None:
        scene = self.view.scene()
        for ring in self._rings:  # a board that rebuilt its scene has deleted them already
            if shiboken6.isValid(ring) and ring.scene() is scene:
                scene.removeItem(ring)
        self._rings = []
        if not self.marked:
            return
        rect = scene.itemsBoundingRect()
        radius = max(8.0, min(rect.width(), rect.height()) / 26)
        pen = QPen(QColor(MARK_COLOUR), radius / 4)
        for name in self.marked:
            where = self.view.point_position(name)
            if where is None:
                continue
            ring = QGraphicsEllipseItem(
                where.x() - radius, where.y() - radius, 2 * radius, 2 * radius
            )
            ring.setPen(pen)
            ring.setZValue(1000)
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the board
            ring.setData(0, f"mark:{name}")
            scene.addItem(ring)
            self._rings.append(ring)

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
        self._draw_marks()

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
