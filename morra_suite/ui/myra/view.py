"""The Myra board view: mouse and keyboard input, the move field, the status line's words.

Input goes through the pure ``MyraInput`` interpreter; the view only turns clicks into hole names,
draws the interpreter's feedback and words it. A finished gesture (or a typed move the rules
accept) leaves through ``move_chosen``; everything refused is explained through ``status_message``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from enum import Enum
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSettings, QStringListModel, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from morra_suite.controllers.myra_input import Feedback, MyraInput, Stage
from morra_suite.games.myra.board import NAMES, NEIGHBOURS, hole_index
from morra_suite.games.myra.gestures import RefusalCode
from morra_suite.games.myra.moves import ChainUp, Unchain
from morra_suite.ui.board_view import BoardView
from morra_suite.ui.myra.scene import MyraScene, PieceItem

# QSettings key: whether every ball carries its player's mark besides its colour (default on).
# The Settings dialog may offer it; the view reads it when it is made (``load_show_marks``).
MYRA_MARKS_KEY = "myra/marks"

_FIELD_HEIGHT = 30
_ARROWS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    # Straight up or down falls between two holes: up leans right and down leans left, so Up then
    # Down comes back to the same hole.
    Qt.Key.Key_Up: (0.1, -1.0),
    Qt.Key.Key_Down: (-0.1, 1.0),
}
_FIELD_GAP = 6


class KeyAction(Enum):
    """What a key does on the board (``KEYS`` says which key does which)."""

    CURSOR = "cursor"  # an arrow: the keyboard cursor goes to the neighbouring hole that way
    CLICK = "click"  # a click on the hole under the cursor; passes when only passing is legal
    FINISH = "finish"  # finishes a chain-up on its last hole; passes when only passing is legal
    CANCEL = "cancel"  # a question goes back to the target, else the selection is dropped
    CHOOSE = "choose"  # answers "how many balls?": 1-5 balls go, U unchains


# Every key the board answers: the one table ``keyPressEvent`` dispatches on. The rules text's
# section "Playing with mouse and keyboard" names each of them (a test holds the two together).
KEYS: Mapping[Qt.Key, KeyAction] = MappingProxyType(
    {
        **dict.fromkeys(_ARROWS, KeyAction.CURSOR),
        Qt.Key.Key_Space: KeyAction.CLICK,
        Qt.Key.Key_Return: KeyAction.FINISH,
        Qt.Key.Key_Enter: KeyAction.FINISH,
        Qt.Key.Key_Escape: KeyAction.CANCEL,
        Qt.Key.Key_Backspace: KeyAction.CANCEL,
        Qt.Key.Key_1: KeyAction.CHOOSE,
        Qt.Key.Key_2: KeyAction.CHOOSE,
        Qt.Key.Key_3: KeyAction.CHOOSE,
        Qt.Key.Key_4: KeyAction.CHOOSE,
        Qt.Key.Key_5: KeyAction.CHOOSE,
        Qt.Key.Key_U: KeyAction.CHOOSE,
    }
)


def load_show_marks(settings: QSettings | None = None) -> bool:
    """Whether the balls carry the players' marks: on unless ``MYRA_MARKS_KEY`` says off."""
    value = (settings or QSettings()).value(MYRA_MARKS_KEY, True)
    if isinstance(value, str):  # INI files give strings back
        return value.strip().lower() not in {"false", "0", "no", "off"}
    return bool(value)


class _MoveField(QLineEdit):
    """The move field keeps its Enter and Esc: they must not reach the board behind it."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            event.accept()


class MyraBoardView(BoardView):
    """The hexagon, with a move field under it; emits only complete legal moves."""

    keyboard_cursor = True  # the arrows move a cursor over the holes

    def __init__(self, colour_names: Sequence[str], parent: QWidget | None = None) -> None:
        self.myra_scene = MyraScene()
        super().__init__(self.myra_scene, parent)
        self.myra_scene.setParent(self)
        self.myra_scene.set_show_marks(load_show_marks())
        self._colours = list(colour_names)
        self._state: Any = None
        self._input: MyraInput | None = None
        self._input_players: frozenset[int] = frozenset()
        self._feedback: Feedback | None = None
        self._status = ""
        self._cursor: str | None = None  # the keyboard cursor (arrow keys, Space clicks)
        # Drag and drop: the troop pressed on, where, and the ball cluster following the mouse.
        self._drag_from: str | None = None
        self._drag_start = QPointF()
        self._drag_ghost: PieceItem | None = None
        self._press_was_on_selection = False
        self.setAccessibleName(QCoreApplication.translate("MyraBoardView", "Myra board"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "MyraBoardView",
                "Click a troop, then where it goes (or drag it there); click an empty hole next to "
                "your queen to produce. Keys: arrows move a cursor and Space clicks, 1-5 choose "
                "how many balls, U unchains, Enter finishes a chain, Esc cancels.",
            )
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.move_field = _MoveField(self)
        self.move_field.setObjectName("myraMoveField")
        self.move_field.setAccessibleName(QCoreApplication.translate("MyraBoardView", "Move"))
        self.move_field.setPlaceholderText(
            QCoreApplication.translate(
                "MyraBoardView",
                "Type a move and press Enter: +e5, a2-c4, a2xc4, 2a2-c4, a3>a4>b5, b5~a4~a3, pass",
            )
        )
        self.move_field.setToolTip(
            QCoreApplication.translate(
                "MyraBoardView",
                "Produce +e5 · move a2-c4 · capture a2xc4 · reduce 2a2-c4 · chain up a3>a4>b5 · "
                "unchain b5~a4~a3 · pass",
            )
        )
        self.move_field.returnPressed.connect(self._typed_move)
        # The legal moves of the position, offered as the player types ("a4" lists a4's moves).
        self._completions = QStringListModel(self)
        completer = QCompleter(self._completions, self.move_field)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setMaxVisibleItems(12)
        self.move_field.setCompleter(completer)
        self.setViewportMargins(0, 0, 0, _FIELD_HEIGHT + 2 * _FIELD_GAP)
        self.setStyleSheet("QGraphicsView { border: none; background: #1e1916; }")

    # -- the BoardView contract -------------------------------------------------------------------

    def set_colour_names(self, names: Sequence[str]) -> None:
        self._colours = list(names)

    def set_player_names(self, names: Sequence[str]) -> None:
        """Trays, tooltips and prompts name the players as the New Game dialog did."""
        self.set_colour_names(names)

    def show_state(self, state: Any, last_move: Any | None = None) -> None:
        if state.outcome() is None:
            self.myra_scene.set_result(None)
        previous = self._state
        self._state = state
        self._cursor = None
        self._input = MyraInput(state)
        self._completions.setStringList([str(m) for m in state.legal_moves()])
        last_holes: tuple[str, ...] = ()
        if last_move is not None:  # a move value of the rules (its holes, in notation order)
            last_holes = tuple(NAMES[h] for h in getattr(last_move, "holes", ()))
        over = state.outcome() is not None
        self.myra_scene.show(
            state,
            self._colours,
            last_holes,
            isinstance(last_move, ChainUp | Unchain),
            active=None if over else state.to_move,
        )
        if last_move is not None and last_holes and self._follows(previous, last_move, state):
            self.myra_scene.animate(previous.trace(last_move))
        self._feedback = self._input.feedback()
        self.myra_scene.show_feedback(self._feedback if self._accepts_input() else None)
        self._announce(self.prompt())

    @staticmethod
    def _follows(previous: Any, move: Any, state: Any) -> bool:
        """Whether ``state`` is ``previous`` after ``move`` (a move just played, not an undo or a
        jump in the move list): only then is the move shown travelling."""
        if previous is None:
            return False
        try:
            return previous.play(move).position() == state.position()
        except ValueError:
            return False

    def set_input_players(self, players: frozenset[int]) -> None:
        self._input_players = frozenset(players)
        if self._state is not None:
            self._input = MyraInput(self._state)
            self._feedback = self._input.feedback()
            self.myra_scene.show_feedback(self._feedback if self._accepts_input() else None)
        self.move_field.setEnabled(self._accepts_input())
        self._announce(self.prompt())

    def prompt(self) -> str:
        if self._state is None or self._input is None:
            return ""
        if self._state.outcome() is not None:
            return QCoreApplication.translate("MyraBoardView", "The game is over.")
        colour = self._colour(self._state.to_move)
        if not self._accepts_input():
            return QCoreApplication.translate("MyraBoardView", "{colour} to move: waiting…").format(
                colour=colour
            )
        return self._describe(self._feedback or self._input.feedback())

    def set_orientation(self, bottom_player: int) -> None:
        """Turns the board so ``bottom_player``'s queen corner is at the bottom (0: as the rules'
        table draws it, the first player's corner at the bottom left). Clicks, drags and the
        arrow keys follow the holes where they are drawn; nothing about the game changes."""
        self.myra_scene.set_bottom_player(bottom_player)
        if self._cursor is not None:
            self.myra_scene.set_hover(self._cursor)

    def orientation(self) -> int:
        """The player whose corner is drawn at the bottom."""
        return self.myra_scene.bottom_player

    def set_show_coordinates(self, show: bool) -> None:
        self.myra_scene.set_show_coordinates(show)

    def finish_animations(self) -> None:
        if self.myra_scene.is_animating:
            self.myra_scene.finish_animation()

    def show_outcome(self, text: str | None) -> None:
        """The window's words for the end of the game, on a ribbon over the board."""
        over = self._state is not None and self._state.outcome() is not None
        self.myra_scene.set_result(text if over else None)

    def set_show_marks(self, show: bool) -> None:
        """Every ball carries its player's mark (ring, cross, triangle) besides its colour."""
        self.myra_scene.set_show_marks(show)

    def set_show_targets(self, show: bool) -> None:
        self.myra_scene.show_targets = show
        self.myra_scene.show_feedback(self._feedback if self._accepts_input() else None)

    def show_hint(self, move: Any | None) -> None:
        """Marks the hinted ``move`` in blue along the holes the rules' trace gives for it (its
        path, from the first hole to the last) until the next ``show_hint`` (``None`` clears)."""
        from PySide6.QtGui import QColor, QPainterPath, QPen
        from PySide6.QtWidgets import QGraphicsPathItem

        scene = self.myra_scene
        for item in getattr(self, "_hint_items", ()):
            if item.scene() is scene:
                scene.removeItem(item)
        self._hint_items: list[QGraphicsPathItem] = []
        self.hint = None
        if move is None or self._state is None:
            return
        try:
            path = self._state.trace(move).path
        except ValueError:  # not a legal move of the shown position
            return
        self.hint = move
        points = [scene.hole_point(NAMES[hole]) for hole in path]
        blue = QColor(42, 111, 219, 215)
        shapes = []
        for i, at in enumerate(points):
            ring = QPainterPath()
            radius = 42.0 if i in (0, len(points) - 1) else 26.0
            ring.addEllipse(at, radius, radius)
            shapes.append((ring, 7.0))
        if len(points) > 1:
            line = QPainterPath(points[0])
            for at in points[1:]:
                line.lineTo(at)
            shapes.append((line, 9.0))
        for shape, width in shapes:
            item = QGraphicsPathItem(shape)
            item.setPen(QPen(blue, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            item.setZValue(40)
            item.setData(0, "hint")
            scene.addItem(item)
            self._hint_items.append(item)

    # -- input ------------------------------------------------------------------------------------

    @property
    def feedback(self) -> Feedback | None:
        """The interpreter's last answer (tests read the stage and targets from it)."""
        return self._feedback

    def _accepts_input(self) -> bool:
        return (
            self._state is not None
            and self._state.outcome() is None
            and self._state.to_move in self._input_players
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._input is None or not self._accepts_input():
            event.ignore()
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        point = self.mapToScene(event.position().toPoint())
        if event.button() == Qt.MouseButton.RightButton:
            self._apply(self._input.cancel())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        choice = self.myra_scene.choice_item
        if choice is not None:
            key = choice.key_at(QPointF(point))
            if key is not None:
                self._apply(self._input.choose(key))
                return
        hole = self.myra_scene.hole_at(QPointF(point))
        if hole is None:
            if self._feedback is not None and self._feedback.stage is Stage.PASS:
                self._apply(self._input.finish())
            return
        fb = self._feedback
        self._press_was_on_selection = (
            fb is not None and fb.stage is Stage.TARGET and fb.path == (hole,)
        )
        if self._press_was_on_selection:
            # A press on the selected troop may start a drag; a plain click on it (decided at
            # the release) drops the selection.
            self._drag_from, self._drag_start = hole, event.position()
            return
        self._apply(self._input.click(hole))
        fb = self._feedback
        if fb is not None and fb.stage is Stage.TARGET and fb.path == (hole,):
            self._drag_from, self._drag_start = hole, event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Rings the hole under the mouse when a click there would do something; drags a troop."""
        if self._drag_from is not None and event.buttons() & Qt.MouseButton.LeftButton:
            distance = (event.position() - self._drag_start).manhattanLength()
            if self._drag_ghost is None and distance > 8:
                piece = self._state.piece_at(hole_index(self._drag_from))
                if piece is not None:
                    self._drag_ghost = PieceItem(piece, self.myra_scene.show_marks)
                    self._drag_ghost.setZValue(20)
                    self._drag_ghost.setOpacity(0.85)
                    self.myra_scene.addItem(self._drag_ghost)
            if self._drag_ghost is not None:
                self._drag_ghost.setPos(self.mapToScene(event.position().toPoint()))
        hole = None
        fb = self._feedback
        if fb is not None and self._accepts_input():
            point = QPointF(self.mapToScene(event.position().toPoint()))
            choice = self.myra_scene.choice_item
            over_choice = choice is not None and choice.key_at(point) is not None
            hole = None if over_choice else self.myra_scene.hole_at(point)
            if hole is not None and not self._clickable(fb, hole):
                hole = None
            clickable = over_choice or hole is not None or fb.stage is Stage.PASS
            self.viewport().setCursor(
                Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
            )
        self.myra_scene.set_hover(hole)
        super().mouseMoveEvent(event)

    @staticmethod
    def _clickable(fb: Feedback, hole: str) -> bool:
        if fb.stage is Stage.SELECT:
            return hole in fb.targets
        if fb.stage in (Stage.TARGET, Stage.CHAIN, Stage.UNCHAIN):
            return hole in fb.targets or (bool(fb.path) and hole == fb.path[-1])
        return False

    def leaveEvent(self, event: QEvent) -> None:
        self.myra_scene.set_hover(None)
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Ends a drag: dropped on another hole, that hole is the target (as if clicked)."""
        event.accept()
        source, self._drag_from = self._drag_from, None
        if self._drag_ghost is not None:
            self.myra_scene.removeItem(self._drag_ghost)
            self._drag_ghost = None
        if source is None or self._input is None or not self._accepts_input():
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        hole = self.myra_scene.hole_at(QPointF(self.mapToScene(event.position().toPoint())))
        fb = self._feedback
        selected = fb is not None and fb.stage is Stage.TARGET and fb.path == (source,)
        if hole == source:
            moved = (event.position() - self._drag_start).manhattanLength() > 8
            if selected and self._press_was_on_selection and not moved:
                self._apply(self._input.click(source))  # a click on the selection drops it
        elif hole is not None and selected:
            self._apply(self._input.click(hole))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._input is None or not self._accepts_input():
            super().keyPressEvent(event)
            return
        key = event.key()  # an int: Qt.Key is an IntEnum, so the table finds it
        action = KEYS.get(key)
        choosing = self._feedback is not None and self._feedback.stage is Stage.CHOOSE
        if action is KeyAction.CURSOR:
            self._move_cursor(*_ARROWS[key])
        elif action is KeyAction.CLICK:
            if self._cursor is not None:
                self._apply(self._input.click(self._cursor))
            elif self._feedback is not None and self._feedback.stage is Stage.PASS:
                self._apply(self._input.finish())
        elif action is KeyAction.FINISH:
            self._apply(self._input.finish())
        elif action is KeyAction.CANCEL:
            self._apply(self._input.cancel())
        elif action is KeyAction.CHOOSE and choosing:
            self._apply(self._input.choose(chr(key).lower()))  # Key_1 is "1", Key_U "U"
        else:
            super().keyPressEvent(event)

    def _move_cursor(self, dx: float, dy: float) -> None:
        """Arrow keys: the keyboard cursor goes to the neighbouring hole most in that direction."""
        if self._cursor is None:
            fb = self._feedback
            queen = self._state.queen(self._state.to_move)
            queen_name = NAMES[queen] if queen is not None else None
            self._cursor = (
                (fb.path[-1] if fb is not None and fb.path else None) or queen_name or "f6"
            )
        else:
            # by where the holes are drawn, so the arrows follow a turned board
            here = self.myra_scene.hole_point(self._cursor)
            best, best_dot = None, 0.3
            for hole in (NAMES[n] for n in NEIGHBOURS[hole_index(self._cursor)]):
                p = self.myra_scene.hole_point(hole)
                vx, vy = p.x() - here.x(), p.y() - here.y()
                dot = (vx * dx + vy * dy) / math.hypot(vx, vy)
                if dot > best_dot:
                    best, best_dot = hole, dot
            if best is not None:
                self._cursor = best
        self.myra_scene.set_hover(self._cursor)
        self._announce(
            QCoreApplication.translate(
                "MyraBoardView", "Cursor on {hole}: Space clicks it. {prompt}"
            ).format(hole=self._cursor, prompt=self.prompt())
        )

    @property
    def cursor_hole(self) -> str | None:
        """The hole the keyboard cursor is on (arrow keys), or ``None``."""
        return self._cursor

    def _apply(self, feedback: Feedback) -> None:
        self._feedback = feedback
        if feedback.stage is Stage.DONE and feedback.move is not None:
            self.myra_scene.show_feedback(feedback)
            self._announce(self._describe(feedback))
            self.move_chosen.emit(feedback.move)
            return
        self.myra_scene.show_feedback(feedback)
        if self._cursor is not None:
            self.myra_scene.set_hover(self._cursor)
        text = self._describe(feedback)
        if feedback.problem is not None:
            text = f"{self._describe_problem(feedback)} {text}"
        self._announce(text)

    def _typed_move(self) -> None:
        text = self.move_field.text().strip()
        if not text or self._state is None:
            return
        if not self._accepts_input():
            self._announce(QCoreApplication.translate("MyraBoardView", "It is not your turn."))
            return
        try:
            move = self._state.parse_move(text)
        except ValueError as error:
            reason = getattr(error, "reason", str(error))
            self._announce(
                QCoreApplication.translate(
                    "MyraBoardView", "Cannot play “{text}”: {reason}"
                ).format(text=text, reason=reason)
            )
            return
        self.move_field.clear()
        self.move_chosen.emit(move)

    def _announce(self, text: str) -> None:
        self._status = text
        if self._state is not None and self._state.outcome() is not None:
            return  # the window words the outcome; "game over" must not overwrite it
        self.status_message.emit(text)

    @property
    def status_text(self) -> str:
        return self._status

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        margin = _FIELD_GAP
        self.move_field.setGeometry(
            margin + 40,
            self.height() - _FIELD_HEIGHT - margin,
            max(100, self.width() - 2 * margin - 80),
            _FIELD_HEIGHT,
        )

    # -- words ------------------------------------------------------------------------------------

    def _colour(self, player: int) -> str:
        return self._colours[player] if player < len(self._colours) else str(player + 1)

    def _describe(self, fb: Feedback) -> str:
        colour = self._colour(fb.player)
        stage = fb.stage
        if stage is Stage.SELECT:
            if fb.producible:
                return QCoreApplication.translate(
                    "MyraBoardView",
                    "{colour}: click a troop to move it, or an empty hole next to your queen to "
                    "produce a soldier.",
                ).format(colour=colour)
            return QCoreApplication.translate(
                "MyraBoardView", "{colour}: click a troop to move it."
            ).format(colour=colour)
        if stage is Stage.TARGET:
            hole = fb.path[0]
            if fb.size == 0:
                return QCoreApplication.translate(
                    "MyraBoardView",
                    "{colour}: click where the queen on {hole} goes (click it again to cancel).",
                ).format(colour=colour, hole=hole)
            if fb.size == 1 and fb.can_chain:
                return QCoreApplication.translate(
                    "MyraBoardView",
                    "{colour}: click where the soldier on {hole} goes, or the next single "
                    "soldier to chain up (click it again to cancel).",
                ).format(colour=colour, hole=hole)
            if fb.size == 1:
                return QCoreApplication.translate(
                    "MyraBoardView",
                    "{colour}: click where the soldier on {hole} goes (click it again to cancel).",
                ).format(colour=colour, hole=hole)
            if not fb.can_move_whole:  # a fortress, or a troop walled in for all its balls
                return QCoreApplication.translate(
                    "MyraBoardView",
                    "{colour}: click where some of the {n} balls on {hole} go (click it again to "
                    "cancel).",
                ).format(colour=colour, n=fb.size, hole=hole)
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: click where the troop of {n} on {hole} goes, all of it or some of its "
                "balls (click it again to cancel).",
            ).format(colour=colour, n=fb.size, hole=hole)
        if stage is Stage.CHAIN:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: chain {line}: click the next single soldier, or click {last} again "
                "(or press Enter) to collect them on {last}.",
            ).format(colour=colour, line=" > ".join(fb.path), last=fb.path[-1])
        if stage is Stage.UNCHAIN:
            return QCoreApplication.translate(
                "MyraBoardView", "{colour}: unchain {line}: click the next empty hole ({k} more)."
            ).format(colour=colour, line=" ~ ".join(fb.path), k=fb.remaining)
        if stage is Stage.CHOOSE and not any(c.key == "u" for c in fb.choices):
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: how many balls go from {frm} to {to}? Click a number or press its key "
                "(Esc cancels).",
            ).format(colour=colour, frm=fb.path[0], to=fb.path[-1])
        if stage is Stage.CHOOSE:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour}: how many balls go from {frm} to {to}? Click a number or press its key "
                "(U unchains, Esc cancels).",
            ).format(colour=colour, frm=fb.path[0], to=fb.path[-1])
        if stage is Stage.PASS:
            return QCoreApplication.translate(
                "MyraBoardView",
                "{colour} has no legal move: click the board or press Enter to pass.",
            ).format(colour=colour)
        if stage is Stage.DONE:
            return QCoreApplication.translate("MyraBoardView", "{colour} plays {move}.").format(
                colour=colour, move=str(fb.move)
            )
        return QCoreApplication.translate("MyraBoardView", "The game is over.")

    def _describe_problem(self, fb: Feedback) -> str:
        h = fb.holes
        p = fb.problem
        texts = {
            RefusalCode.ENEMY_PIECE: QCoreApplication.translate(
                "MyraBoardView", "{a} is not yours."
            ),
            RefusalCode.NOT_NEXT_TO_QUEEN: QCoreApplication.translate(
                "MyraBoardView",
                "{a} is empty and not next to your queen on {b}: a soldier can only be produced "
                "next to the queen.",
            ),
            RefusalCode.NO_RESERVE: QCoreApplication.translate(
                "MyraBoardView", "Your reserve is empty: no soldier can be produced on {a}."
            ),
            RefusalCode.NO_QUEEN: QCoreApplication.translate("MyraBoardView", "{a} is empty."),
            RefusalCode.CANNOT_MOVE: QCoreApplication.translate(
                "MyraBoardView", "The piece on {a} has no legal move."
            ),
            RefusalCode.FORTRESS_IMMUNE: QCoreApplication.translate(
                "MyraBoardView", "The fortress on {b} cannot be captured."
            ),
            RefusalCode.FORTRESS_CANNOT_CAPTURE: QCoreApplication.translate(
                "MyraBoardView",
                "A fortress never moves as a whole, so the fortress on {a} cannot capture {b}.",
            ),
            RefusalCode.QUEEN_NEVER_JOINS: QCoreApplication.translate(
                "MyraBoardView", "The queen never joins a troop."
            ),
            RefusalCode.OVER_FIVE: QCoreApplication.translate(
                "MyraBoardView", "{b} would hold more than five balls."
            ),
            RefusalCode.OUT_OF_REACH: QCoreApplication.translate(
                "MyraBoardView",
                "{b} cannot be reached from {a}: a troop of n goes at most n steps through "
                "empty holes.",
            ),
            RefusalCode.NOT_IN_CHAIN: QCoreApplication.translate(
                "MyraBoardView",
                "{a} cannot lengthen the chain: it needs one of your single soldiers next to "
                "{b} (five at most).",
            ),
            RefusalCode.CHAIN_TOO_SHORT: QCoreApplication.translate(
                "MyraBoardView", "A chain needs at least two single soldiers."
            ),
            RefusalCode.NOT_IN_UNCHAIN: QCoreApplication.translate(
                "MyraBoardView",
                "{a} cannot take the next ball: it must be an empty hole next to {b} from which "
                "the rest can still be laid out.",
            ),
        }
        text = texts.get(p, "") if p is not None else ""
        return text.format(a=h[0] if h else "", b=h[1] if len(h) > 1 else "")
