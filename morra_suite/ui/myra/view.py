"""The Myra board view: the glue between the scene, the interpreter and the window.

The scene turns the mouse into board indices and emits them; the view hands them (and the keys,
and the move field's text) to the pure ``MyraInterpreter``, marks its gesture on the scene and
says its prompt or refusal through ``status_message`` in the words of ``words``. A finished
gesture (or a typed move the rules accept) leaves through ``move_chosen``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from types import MappingProxyType
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStringListModel, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QCompleter, QGraphicsView, QLineEdit, QWidget

from morra_suite.core.interpret import Feedback
from morra_suite.games.myra.board import NEIGHBOURS, hole_index
from morra_suite.games.myra.interpret import Gesture, MyraInterpreter, Stage
from morra_suite.games.myra.moves import ChainUp, MyraMove, Unchain
from morra_suite.ui import board_access
from morra_suite.ui.board_view import BoardUpdate, BoardView
from morra_suite.ui.myra import looks, words
from morra_suite.ui.myra.access import HolesHeard
from morra_suite.ui.myra.scene import NO_HOLE, MyraScene

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
    CHOOSE = "choose"  # answers "how many soldiers?": 1-5 soldiers go, U unchains


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
    """The move field keeps its Enter and Esc: they must not reach the board behind it.

    ``offer`` fills its completer with the position's legal moves when the field is about to
    be used (focused, typed in, its completer asked for): written out then, not at every move
    of the game."""

    def __init__(self, parent: QWidget, offer: Callable[[], None]) -> None:
        super().__init__(parent)
        self.offer = offer

    def completer(self) -> QCompleter:
        self.offer()
        return super().completer()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.offer()
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.offer()
        super().keyPressEvent(event)
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            event.accept()


class MyraBoardView(HolesHeard, BoardView):
    """The hexagon, with a move field under it; emits only complete legal moves.

    The glue of the board: the scene's holes (indices) go to the interpreter, its feedback goes
    back to the scene's marks and, in words, to the status line; a complete move leaves through
    ``move_chosen``."""

    keyboard_cursor = True  # the arrows move a cursor over the holes

    def __init__(self, colour_names: Sequence[str], parent: QWidget | None = None) -> None:
        self.myra_scene = MyraScene()
        super().__init__(self.myra_scene, parent)
        self.myra_scene.setParent(self)
        self.myra_scene.set_show_marks(load_show_marks())
        # The table's gradient drawn once per size: a move repaints only what changed
        # (``BoardView``), and a gradient drawn anew for each region can differ by a shade at
        # the region's edge.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._colours = list(colour_names)
        self._state: Any = None
        self._offered: Any = None  # the position whose moves the move field's completer holds
        self._interpreter = MyraInterpreter()
        self._input_players: frozenset[int] = frozenset()
        self._gesture: Gesture | None = None
        self._status = ""
        self._cursor: int | None = None  # the keyboard cursor (arrow keys, Space clicks)
        # Drag and drop: the troop pressed on (the scene draws it following the mouse).
        self._drag_from: int | None = None
        self._press_was_on_selection = False
        self.hint: Any = None  # the hinted move, while it is shown
        scene = self.myra_scene
        scene.hole_pressed.connect(self._hole_pressed)
        scene.board_pressed.connect(self._board_pressed)
        scene.choice_clicked.connect(self._choice_clicked)
        scene.cancel_clicked.connect(self._cancel_clicked)
        scene.hole_released.connect(self._hole_released)
        scene.pointer_moved.connect(self._pointer_moved)
        self.setAccessibleName(QCoreApplication.translate("MyraBoardView", "Myra board"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "MyraBoardView",
                "Click a troop, then where it goes (or drag it there); click an empty hole next to "
                "your queen to produce. Keys: arrows move a cursor and Space clicks, 1-5 choose "
                "how many soldiers, U unchains, Enter finishes a chain, Esc cancels.",
            )
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.move_field = _MoveField(self, self._offer_moves)
        self.move_field.setObjectName("myraMoveField")
        self.move_field.setAccessibleName(QCoreApplication.translate("MyraBoardView", "Move"))
        self._fit_placeholder()
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
        ground = looks.look().ground  # behind the scene's own table, seen while it resizes
        self.setStyleSheet(f"QGraphicsView {{ border: none; background: {ground}; }}")

    # -- the BoardView contract -------------------------------------------------------------------

    def set_colour_names(self, names: Sequence[str]) -> None:
        self._colours = list(names)

    def set_player_names(self, names: Sequence[str]) -> None:
        """Trays, tooltips and prompts name the players as the New Game dialog did."""
        self.set_colour_names(names)

    def show_state(self, state: Any, last_move: Any | None = None, follows: bool = False) -> None:
        if state.outcome() is None:
            self.myra_scene.set_result(None)
        self._show(state, last_move, follows)
        self._show_gesture()
        self._announce(self.prompt())

    def show_update(self, update: BoardUpdate) -> None:
        """The position, whose input the board takes and the end in words, drawn once; the
        window says the prompt (``shown``), so the board does not announce it too."""
        self._input_players = frozenset(update.players)
        self._show(update.state, update.last_move, update.follows)
        self.myra_scene.set_result(update.outcome)
        self._show_gesture()
        self.move_field.setEnabled(self._accepts_input())
        self._status = ""

    def _show(self, state: Any, last_move: Any | None, follows: bool) -> None:
        """Rebuilds the scene from ``state``; a move that ``follows`` the shown position goes
        along the rules' trace of it."""
        previous = self._state
        self._state = state
        self._cursor = None
        self._interpreter.reset(state)
        # a move value of the rules: its holes, in notation order
        last_holes: tuple[int, ...] = tuple(getattr(last_move, "holes", ()))
        over = state.outcome() is not None
        self.myra_scene.show(
            state,
            self._colours,
            last_holes,
            isinstance(last_move, ChainUp | Unchain),
            active=None if over else state.to_move,
        )
        if follows and previous is not None and last_move is not None and last_holes:
            self.myra_scene.animate(previous.trace(last_move))

    def _offer_moves(self) -> None:
        """The legal moves of the position shown, for the move field's completer."""
        if self._state is not None and self._offered is not self._state:
            self._offered = self._state
            self._completions.setStringList([str(m) for m in self._state.legal_moves()])

    def set_input_players(self, players: frozenset[int]) -> None:
        self._input_players = frozenset(players)
        if self._state is not None:
            self._interpreter.reset(self._state)
            self._show_gesture()
        self.move_field.setEnabled(self._accepts_input())
        self._announce(self.prompt())

    def _show_gesture(self) -> None:
        """The interpreter's gesture, marked on the board while the player to move is ours."""
        self._gesture = self._interpreter.gesture()
        self.myra_scene.show_gesture(self._gesture if self._accepts_input() else None)
        board_access.points_changed(self)

    def prompt(self) -> str:
        if self._state is None:
            return ""
        if self._state.outcome() is not None:
            return words.game_over()
        colour = self._colour(self._state.to_move)
        if not self._accepts_input():
            return words.waiting(colour)
        gesture = self._gesture or self._interpreter.gesture()
        return words.prompt(gesture, self._colour(gesture.player))

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

    def point_position(self, name: str) -> Any:
        from morra_suite.ui.myra.geometry import HOLE_POINTS

        try:
            return HOLE_POINTS[hole_index(name)]
        except (ValueError, IndexError, KeyError):
            return None

    def set_show_coordinates(self, show: bool) -> None:
        self.myra_scene.set_show_coordinates(show)

    def finish_animations(self) -> None:
        if self.myra_scene.is_animating:
            self.myra_scene.finish_animation()

    def show_outcome(self, text: str | None) -> None:
        """The window's words for the end of the game, on a ribbon over the board: every end,
        a resignation too (the window gives ``None`` while the game goes on)."""
        self.myra_scene.set_result(text)

    def set_show_marks(self, show: bool) -> None:
        """Every ball carries its player's mark (ring, cross, triangle) besides its colour."""
        self.myra_scene.set_show_marks(show)

    def set_show_targets(self, show: bool) -> None:
        self.myra_scene.show_targets = show
        self.myra_scene.show_gesture(self._gesture if self._accepts_input() else None)

    def show_hint(self, move: Any | None) -> None:
        """Marks the hinted ``move`` in blue along the holes the rules' trace gives for it (its
        path, from the first hole to the last) until the next ``show_hint`` (``None`` clears)."""
        self.hint = None
        path: tuple[int, ...] = ()
        if move is not None and self._state is not None:
            try:
                path = self._state.trace(move).path
            except ValueError:  # not a legal move of the shown position
                path = ()
            else:
                self.hint = move
        self.myra_scene.show_hint_path(path)

    # -- input: the scene's holes to the interpreter ----------------------------------------------

    @property
    def gesture(self) -> Gesture | None:
        """The interpreter's gesture as last shown (tests read the stage, path and targets)."""
        return self._gesture

    def _accepts_input(self) -> bool:
        return (
            self._state is not None
            and self._state.outcome() is None
            and self._state.to_move in self._input_players
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """The board takes clicks only from a player it serves; the scene turns them into holes."""
        if self._state is None or not self._accepts_input():
            event.ignore()
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def click_points(self, names: Sequence[str]) -> None:
        """Clicks the holes named ("e5", "e6") as the mouse would; while "how many soldiers?"
        is open, a name that is one of its keys ("3", "u") answers it as a click on its button
        does. A name that is no hole raises the rules' ``ValueError`` naming it."""
        for name in names:
            key = name.strip().lower()
            gesture = self._interpreter.gesture()
            if gesture.stage is Stage.CHOOSE and key in {c.key for c in gesture.choices}:
                self._apply(self._interpreter.choose(key))
            else:
                self._apply(self._interpreter.click(hole_index(name)))

    def _stage_is(self, stage: Stage) -> bool:
        return self._gesture is not None and self._gesture.stage is stage

    def _selected(self, hole: int) -> bool:
        """Whether ``hole`` holds the selected troop, waiting for its target."""
        return (
            self._stage_is(Stage.TARGET)
            and self._gesture is not None
            and (self._gesture.path == (hole,))
        )

    def _cancel_clicked(self) -> None:
        if self._accepts_input():
            self._apply(self._interpreter.cancel())

    def _choice_clicked(self, key: str) -> None:
        if self._accepts_input():
            self._apply(self._interpreter.choose(key))

    def _board_pressed(self) -> None:
        if self._accepts_input() and self._stage_is(Stage.PASS):
            self._apply(self._interpreter.finish())

    def _hole_pressed(self, hole: int) -> None:
        if not self._accepts_input():
            return
        self._press_was_on_selection = self._selected(hole)
        if self._press_was_on_selection:
            # A press on the selected troop may start a drag; a plain click on it (decided at
            # the release) drops the selection.
            self._start_drag(hole)
            return
        self._apply(self._interpreter.click(hole))
        if self._selected(hole):
            self._start_drag(hole)

    def _start_drag(self, hole: int) -> None:
        self._drag_from = hole
        self.myra_scene.start_drag(hole)

    def _hole_released(self, hole: int, moved: bool) -> None:
        """Ends a drag: dropped on another hole, that hole is the target (as if clicked)."""
        source, self._drag_from = self._drag_from, None
        if source is None or not self._accepts_input():
            return
        selected = self._selected(source)
        if hole == source:
            if selected and self._press_was_on_selection and not moved:
                self._apply(self._interpreter.click(source))  # a click on the selection drops it
        elif hole != NO_HOLE and selected:
            self._apply(self._interpreter.click(hole))

    def _pointer_moved(self, hole: int, over_choice: bool) -> None:
        """Rings the hole under the mouse when a click there would do something."""
        ringed = None
        gesture = self._gesture
        if gesture is not None and self._accepts_input():
            ringed = None if over_choice or hole == NO_HOLE else hole
            if ringed is not None and not self._clickable(gesture, ringed):
                ringed = None
            clickable = over_choice or ringed is not None or gesture.stage is Stage.PASS
            self.viewport().setCursor(
                Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
            )
        self.myra_scene.set_hover(ringed)

    @staticmethod
    def _clickable(gesture: Gesture, hole: int) -> bool:
        if gesture.stage is Stage.SELECT:
            return hole in gesture.targets
        if gesture.stage in (Stage.TARGET, Stage.CHAIN, Stage.UNCHAIN):
            return hole in gesture.targets or (bool(gesture.path) and hole == gesture.path[-1])
        return False

    def leaveEvent(self, event: QEvent) -> None:
        self.myra_scene.set_hover(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._state is None or not self._accepts_input():
            super().keyPressEvent(event)
            return
        # an int: Qt.Key is an IntEnum, so the table finds it
        key = cast(Qt.Key, event.key())
        action = KEYS.get(key)
        if action is KeyAction.CURSOR:
            self._move_cursor(*_ARROWS[key])
        elif action is KeyAction.CLICK:
            if self._cursor is not None:
                self._apply(self._interpreter.click(self._cursor))
            elif self._stage_is(Stage.PASS):
                self._apply(self._interpreter.finish())
        elif action is KeyAction.FINISH:
            self._apply(self._interpreter.finish())
        elif action is KeyAction.CANCEL and not self._stage_is(Stage.SELECT):
            self._apply(self._interpreter.cancel())
        elif action is KeyAction.CHOOSE and self._stage_is(Stage.CHOOSE):
            self._apply(self._interpreter.choose(chr(key).lower()))  # Key_1 is "1", Key_U "U"
        else:
            super().keyPressEvent(event)

    def _move_cursor(self, dx: float, dy: float) -> None:
        """Arrow keys: the keyboard cursor goes to the neighbouring hole most in that direction."""
        if self._cursor is None:
            gesture = self._gesture
            queen = self._state.queen(self._state.to_move)
            if gesture is not None and gesture.path:
                self._cursor = gesture.path[-1]
            elif queen is not None:
                self._cursor = queen
            else:
                self._cursor = hole_index("f6")
        else:
            # by where the holes are drawn, so the arrows follow a turned board
            here = self.myra_scene.hole_point(self._cursor)
            best, best_dot = None, 0.3
            for hole in NEIGHBOURS[self._cursor]:
                p = self.myra_scene.hole_point(hole)
                vx, vy = p.x() - here.x(), p.y() - here.y()
                dot = (vx * dx + vy * dy) / math.hypot(vx, vy)
                if dot > best_dot:
                    best, best_dot = hole, dot
            if best is not None:
                self._cursor = best
        self.myra_scene.set_hover(self._cursor)
        board_access.cursor_moved(self)
        self._announce(words.cursor_on(self._cursor, self.prompt()))

    @property
    def cursor_hole(self) -> int | None:
        """The hole the keyboard cursor is on (arrow keys), or ``None``."""
        return self._cursor

    def _apply(self, feedback: Feedback[MyraMove]) -> None:
        """The interpreter's answer: marks and words, and the move once it is complete."""
        gesture = self._interpreter.gesture()
        self._gesture = gesture
        self.myra_scene.show_gesture(gesture)
        text = words.prompt(gesture, self._colour(gesture.player))
        if feedback.move is not None:
            self._announce(text)
            self.move_chosen.emit(feedback.move)
            return
        if self._cursor is not None:
            self.myra_scene.set_hover(self._cursor)
        if feedback.refusal is not None:
            text = f"{words.refusal_words(feedback.refusal)} {text}"
            self.try_refused.emit()
        self._announce(text)
        board_access.points_changed(self)

    def _typed_move(self) -> None:
        text = self.move_field.text().strip()
        if not text or self._state is None:
            return
        if not self._accepts_input():
            self._announce(words.not_your_turn())
            return
        try:
            move = self._state.parse_move(text)
        except ValueError as error:
            self._announce(words.cannot_play(text, getattr(error, "reason", str(error))))
            return
        # the list of completions goes with the typed move: left open (empty, once the field
        # was cleared) it sat under the box and took the next click on the board
        completer = self.move_field.completer()
        popup = completer.popup() if completer is not None else None
        if popup is not None:
            popup.hide()
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
        self._fit_placeholder()

    def fit_board(self) -> None:
        """Scales the board into the view; the scene's question keeps its size on screen."""
        super().fit_board()
        self.myra_scene.set_view_scale(self.transform().m11())

    def _placeholders(self) -> list[str]:
        """The field's hints, longest first: every kind of move where the field is wide,
        the commonest where it is not (the tooltip always lists them all)."""
        return [
            QCoreApplication.translate(
                "MyraBoardView",
                "Type a move and press Enter: +e5, a2-c4, a2xc4, 2a2-c4, a3>a4>b5, b5~a4~a3, pass",
            ),
            QCoreApplication.translate("MyraBoardView", "Type a move and press Enter: +e5, a2-c4"),
            QCoreApplication.translate("MyraBoardView", "Type a move, then Enter"),
        ]

    def placeholder_room(self) -> int:
        """The width the field gives its text (its own less its frame and margins)."""
        field = self.move_field
        margins = field.textMargins()
        return field.width() - margins.left() - margins.right() - 12  # frame and padding

    def _fit_placeholder(self) -> None:
        """The longest hint that fits the field whole (a cut hint reads as a broken one)."""
        metrics = self.move_field.fontMetrics()
        room = self.placeholder_room()
        hints = self._placeholders()
        fitting = [hint for hint in hints if metrics.horizontalAdvance(hint) <= room]
        self.move_field.setPlaceholderText(fitting[0] if fitting else hints[-1])

    def _colour(self, player: int) -> str:
        return self._colours[player] if player < len(self._colours) else str(player + 1)
