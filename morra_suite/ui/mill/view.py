"""The mill board view: the glue between the scene, the click interpreter and the game.

The scene (``scene.py``) reports where it was clicked (``point_clicked``) or dragged
(``piece_dragged``); the view hands that index to the pure ``MillInterpreter``
(``games/mill/interpret.py``), which asks the rules, and emits the move once it is whole. What the
board shows is the rules' answers, gathered into one ``Picture`` per change: the state, or the move
in progress the rules hand back (``PendingMove``: the piece on its new point, the mill it closed,
the tray one piece lighter), which lines glow, which points a piece may reach, which pieces may
go. A refused click is the rules' ``Refusal`` (a ``MillIllegal`` code and its facts); the words
(``words.py``) say it. The view itself animates a move and moves the keyboard cursor.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from morra_suite.core.interpret import Feedback
from morra_suite.games.mill.board import point_index
from morra_suite.games.mill.interpret import MillInterpreter, MillPrompt
from morra_suite.ui import board_access
from morra_suite.ui.board_view import BoardUpdate, BoardView
from morra_suite.ui.mill import words
from morra_suite.ui.mill.facts import MillFacts, read_facts
from morra_suite.ui.mill.grain import GrainItem
from morra_suite.ui.mill.items import HINT, ROLE, PieceItem, disc, line, ring
from morra_suite.ui.mill.looks import colour, look
from morra_suite.ui.mill.scene import HAND, MIN_LABEL_PX, MillScene, Picture
from morra_suite.ui.mill.trays import LABEL_HEIGHT

if TYPE_CHECKING:
    from morra_suite.core.interpret import Refusal
    from morra_suite.games.mill import MillMove, MillState, PendingMove


class MillBoardView(BoardView):
    """The mill board: shows a state, takes clicks and drags, emits complete legal moves."""

    keyboard_cursor = True  # the arrows move a cursor over the points

    def __init__(self, parent: QWidget | None = None) -> None:
        self.mill_scene = MillScene()
        super().__init__(self.mill_scene, parent)
        self.mill_scene.setParent(self)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the table top gradient
        self.setAccessibleName(self.tr("Mill board"))
        self.setAccessibleDescription(
            self.tr("Click a point to place, a piece then a point to move, a piece to remove.")
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)  # hover: the cursor shows where a click does something
        self.input = MillInterpreter()
        self.state: MillState | None = None
        self.facts: MillFacts | None = None
        self.last_move: MillMove | None = None
        self._made: PendingMove | None = None  # the move in progress a click just finished
        self._players: frozenset[int] = frozenset()
        self._show_targets = True
        self._refusal: str = ""
        self._cursor: int | None = None  # keyboard cursor (a point)
        self._outcome_text: str | None = None
        # a move's slide: on by default; the window's tests and renders do not need to wait
        self.animate = True
        self.animation_ms = 240
        self._animation: Any = None
        self._animation_items: list[QGraphicsItem] = []
        self._animated_point: int | None = None
        self.picture: Picture | None = None  # what the scene shows now (``_redraw``)
        self.mill_scene.point_clicked.connect(self.click_point)
        self.mill_scene.piece_dragged.connect(self.drag_piece)
        self.mill_scene.hand_clicked.connect(self._hand_clicked)

    # ------------------------------------------------------------------ BoardView
    def show_state(
        self, state: MillState, last_move: MillMove | None = None, follows: bool = False
    ) -> None:
        self._show(state, last_move, follows)
        self._redraw()

    def show_update(self, update: BoardUpdate) -> None:
        """The position, whose input the board takes and the end in words: one picture."""
        self._players = frozenset(update.players)
        self._outcome_text = update.outcome
        self._show(update.state, update.last_move, update.follows)
        self._redraw()

    def _show(self, state: MillState, last_move: MillMove | None, follows: bool) -> None:
        """Takes ``state`` as the board's (the picture is drawn by the caller): the layout is
        made again only for another board, and a move that ``follows`` the shown position
        slides."""
        previous = self.state
        self._finish_animation(redraw=False)
        made, self._made = self._made, None
        self.state = state
        self.last_move = last_move
        if state.topology is not self.mill_scene.board:
            self.mill_scene.set_board(state.topology)
            self.mill_scene.set_coordinates_visible(self.mill_scene.show_coordinates)
            self.fit_board()
        self.input.reset(state)
        self._refusal = ""
        if self.animate and follows and previous is not None and last_move is not None:
            self._animate_played(previous, last_move, made)

    def show_look(self) -> None:
        """The board built again in the look chosen now: its wood, lines and trays are items
        made in the look's colours (``ui.mill.looks``)."""
        scene = getattr(self, "mill_scene", None)
        if scene is None:  # a palette change while the view is being made
            return
        board, scene.board = scene.board, None
        scene.setBackgroundBrush(QColor(look().ground))
        if board is not None:
            scene.set_board(board)
            scene.set_coordinates_visible(scene.show_coordinates)
        super().show_look()
        if self.state is not None:
            self._redraw()

    def prepare_paint(self) -> bool:
        """The plank's grain drawn into its picture, a band a turn (``ui.mill.grain``), then
        the board offscreen as every board (``BoardView.prepare_paint``)."""
        shown = self.viewportTransform()
        grain = next((i for i in self.mill_scene.items() if isinstance(i, GrainItem)), None)
        if grain is not None and grain.prepare(grain.deviceTransform(shown)):
            return True
        return super().prepare_paint()

    # ------------------------------------------------------------------ animation
    def _animate_played(
        self, previous: MillState, move: MillMove, made: PendingMove | None
    ) -> None:
        """Slides the piece of a move just played (from its point, or from the tray) and fades
        the pieces it took: the move itself is the trace (its source, its target, its
        removals). A move finished by clicks on this board stands on its point already
        (``made``, the move in progress that was drawn): only the pieces its last clicks took
        fade."""
        if move.dst is None:
            return
        if (
            made is not None
            and made.state == previous
            and (made.src, made.dst)
            == (
                move.src,
                move.dst,
            )
        ):
            fading = tuple(p for p in move.removals if p not in made.removed)
            self._slide(previous.to_move, None, None, fading)
        else:
            self._slide(previous.to_move, move.src, move.dst, move.removals)

    def _slide(self, mover: int, src: int | None, dst: int | None, fading: tuple[int, ...]) -> None:
        """Moves a piece of ``mover`` to ``dst`` (from ``src``, or from the tray when ``src`` is
        None; no piece when ``dst`` is None) while the pieces on ``fading`` fade out."""
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        scene = self.mill_scene
        if dst is not None and dst not in scene.points:
            return
        self._finish_animation()
        piece: PieceItem | None = None
        start = end = QPointF()
        if dst is not None:
            end = scene.points[dst]
            if src is not None:
                start = scene.points[src]
            else:
                tray = scene.tray_rect(mover)
                start = QPointF(tray.center().x(), tray.top() + 46 + min(scene.radius, 30.0))
            piece = PieceItem(mover, scene.radius)
            piece.setPos(start)
            piece.setZValue(40)
            scene.addItem(piece)
            self._animated_point = dst
        ghosts = []
        for removed in fading:
            ghost = PieceItem(1 - mover, scene.radius)
            ghost.setPos(scene.points[removed])
            ghost.setZValue(39)
            scene.addItem(ghost)
            ghosts.append(ghost)
        if piece is None and not ghosts:
            return
        self._animation_items = [*([piece] if piece is not None else []), *ghosts]
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(self.animation_ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value: object) -> None:
            t = float(value)  # type: ignore[arg-type]
            if piece is not None:
                piece.setPos(start + (end - start) * t)
            for ghost in ghosts:
                ghost.setOpacity(max(0.0, 1.0 - 1.6 * t))

        animation.valueChanged.connect(step)
        animation.finished.connect(self._finish_animation)
        self._animation = animation
        animation.start()

    def finish_animations(self) -> None:
        self._finish_animation()

    def _finish_animation(self, redraw: bool = True) -> None:
        """Ends a slide at once; the piece it hid is drawn again (``redraw``: now, else by the
        caller, which draws anyway)."""
        animation, self._animation = self._animation, None
        if animation is not None:
            animation.stop()
            animation.deleteLater()
        for item in self._animation_items:
            if item.scene() is self.mill_scene:
                self.mill_scene.removeItem(item)
        self._animation_items = []
        if self._animated_point is not None:
            self._animated_point = None
            if redraw:
                self._redraw()

    def set_input_players(self, players: frozenset[int]) -> None:
        self._players = frozenset(players)
        self.input.cancel()
        self._refusal = ""
        self._redraw()

    def takes_input(self) -> bool:
        return (
            self.state is not None
            and self.state.outcome() is None
            and self.state.to_move in self._players
        )

    def prompt(self) -> str:
        if self.state is None:
            return ""
        if self.state.outcome() is not None:
            return words.game_over()
        if not self.takes_input():
            return words.waiting_for(self.state.to_move)
        return words.prompt_text(
            self.input.prompt(), self.state.to_move, self.input.selected, self.input.is_flying()
        )

    def set_show_coordinates(self, show: bool) -> None:
        self.mill_scene.set_coordinates_visible(show)

    def set_orientation(self, bottom_player: int) -> None:
        """Turns the board so ``bottom_player``'s side is at the bottom: 0 (White) as a board
        is printed, 1 (Black) half round, the coordinates and the trays turning with it. Clicks
        still land on the points they are drawn at; nothing about the game changes."""
        bottom = 1 if bottom_player == 1 else 0
        scene = self.mill_scene
        if bottom == scene.bottom:
            return
        self._finish_animation()
        if scene.board is None:
            scene.bottom = bottom
            return
        scene.set_board(scene.board, bottom)
        self.fit_board()
        self._redraw()

    def orientation(self) -> int:
        """The player whose side is drawn at the bottom (``set_orientation``)."""
        return self.mill_scene.bottom

    def fit_board(self) -> None:
        """Fits the board, then enlarges the coordinates and tray captions where the view is so
        small that they would fall under a readable size."""
        super().fit_board()
        scale = self.transform().m11()
        if scale <= 0:
            return
        wanted = max(1.0, MIN_LABEL_PX / (LABEL_HEIGHT * scale))
        scene = self.mill_scene
        if abs(wanted - scene.label_scale) > 0.01:
            scene.set_label_scale(wanted)
            if self.state is not None:
                self._redraw()

    def show_outcome(self, text: str | None) -> None:
        self._outcome_text = text
        self._redraw()

    def set_show_targets(self, show: bool) -> None:
        self._show_targets = show
        self._redraw()

    def colour(self, player: int) -> str:
        return words.colour(player)

    # ------------------------------------------------------------------ input
    def scene_point(self, point: int | str) -> QPointF:
        """Where a point (grid number or name) is in scene coordinates (for tests and tools)."""
        if isinstance(point, str):
            point = point_index(point)
        return self.mill_scene.points[point]

    def _no_input_reason(self) -> str:
        return words.no_input(self.state is not None and self.state.outcome() is not None)

    def point_position(self, name: str) -> QPointF | None:
        try:
            return self.scene_point(name)
        except (ValueError, IndexError, KeyError):
            return None

    def click_point(self, point: int) -> None:
        if not self.takes_input():
            self._set_refusal(self._no_input_reason())
            return
        before = self.input.pending
        self._handle(self.input.click(point), before)

    def drag_piece(self, source: int, target: int) -> None:
        if not self.takes_input():
            self._set_refusal(self._no_input_reason())
            return
        before = self.input.pending
        if before is not None:  # a removal is pending: a drag means its start point
            self._handle(self.input.click(source), before)
        elif source == HAND:
            self._handle(self.input.place(target), before)
        else:
            self._handle(self.input.drag(source, target), before)

    def _hand_clicked(self, player: int) -> None:
        if self.takes_input() and self.input.prompt() in (
            MillPrompt.PLACE,
            MillPrompt.PLACE_OR_MOVE,
        ):
            self._set_refusal(words.tray_clicked())

    def _handle(self, feedback: Feedback[MillMove], before: PendingMove | None) -> None:
        """Emits a whole move, or draws what the click changed: a move in progress slides its
        piece onto its point (from the tray for a placement), a removal fades its piece."""
        if feedback.move is not None:
            self._refusal = ""
            self._made = before
            self.move_chosen.emit(feedback.move)
            return
        self._refusal = self._word_refusal(feedback) if feedback.refusal else ""
        if feedback.refusal:
            self.try_refused.emit()
        pending = self.input.pending
        if self.animate and pending is not None and pending is not before:
            if before is None:
                self._slide(pending.mover, pending.src, pending.dst, ())
            else:
                self._slide(pending.mover, None, None, pending.removed[len(before.removed) :])
        self._redraw()
        self._emit_status()

    def take_back(self) -> None:
        """Escape: the clicks so far are taken back; a move in progress leaves the board as it
        was (nothing was played, so the state itself is drawn again)."""
        self._finish_animation()
        self.input.cancel()
        self._refusal = ""
        self._redraw()
        self._emit_status()

    def _set_refusal(self, text: str) -> None:
        self._refusal = text
        if self.state is not None and self.state.outcome() is not None:
            self.status_message.emit(text)  # no prompt after it: nothing is left to do
            return
        self._emit_status()

    def _emit_status(self) -> None:
        prompt = self.prompt()
        self.status_message.emit(f"{self._refusal} {prompt}".strip() if self._refusal else prompt)

    def _word_refusal(self, feedback: Feedback[MillMove]) -> str:
        """The rules' reason for refusing a click, as a sentence for the player (the code says
        which sentence, the refusal's facts fill it in)."""
        assert feedback.refusal is not None
        return self.word_refusal(feedback.refusal)

    def word_refusal(self, refusal: Refusal) -> str:
        """``refusal`` (the rules' code and facts) in words, in the player's language."""
        return words.refusal_text(refusal)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move a keyboard cursor over the points, Space/Enter clicks, Escape deselects."""
        if self.state is None or not self.mill_scene.points:
            super().keyPressEvent(event)
            return
        key = Qt.Key(event.key())
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        if key in moves:
            self._move_cursor(*moves[key])
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._cursor is not None:
                self.click_point(self._cursor)
        elif key == Qt.Key.Key_Escape and (
            self.input.selected is not None or self.input.pending is not None
        ):
            self.take_back()
        else:  # an Escape with nothing to take back goes on: it closes a Learn window
            super().keyPressEvent(event)

    def _move_cursor(self, dx: int, dy: int) -> None:
        points = list(self.mill_scene.points)
        at = self.mill_scene.drawn_at  # (column, row) where a point is drawn
        if self._cursor is None:
            self._cursor = points[0]
        else:
            fx, fy = at(self._cursor)
            candidates = [p for p in points if (at(p)[0] - fx) * dx + (at(p)[1] - fy) * dy > 0]
            if candidates:
                self._cursor = min(
                    candidates,
                    key=lambda p: (
                        abs(at(p)[0] - fx) * (3 if dx == 0 else 1)
                        + abs(at(p)[1] - fy) * (3 if dy == 0 else 1)
                    ),
                )
        self._redraw()
        board_access.cursor_moved(self)
        self.status_message.emit(words.cursor_on(self._cursor, self.prompt()))

    # ------------------------------------------------------------------ screen readers
    def accessible_points(self) -> list[board_access.AccessPoint]:
        from morra_suite.ui.mill.access import access_points

        return access_points(self)

    def accessible_cursor(self) -> int | None:
        return self._cursor

    def activate_point(self, key: int) -> None:
        self._cursor = key
        self.click_point(key)

    def place_cursor(self, key: int) -> None:
        if key in self.mill_scene.points:
            self._cursor = key
            self._redraw()
            board_access.cursor_moved(self)

    def describe_position(self) -> str:
        from morra_suite.ui.mill.access import position_words

        return position_words(self)

    def show_hint(self, move: MillMove | None) -> None:
        """Marks the hinted ``move`` (where it comes from, where it goes, what it takes) in blue
        until the next ``show_hint`` (``None`` clears it). A move the rules do not find for that
        gesture in the shown position (``find_moves``) is not drawn."""
        scene = self.mill_scene
        for item in getattr(self, "_hint_items", ()):
            if item.scene() is scene:
                scene.removeItem(item)
        self._hint_items: list[QGraphicsItem] = []
        self.hint = None
        if move is None or self.state is None or move.dst is None:
            return
        if move not in self.state.find_moves(move.src, move.dst):
            return
        self.hint = move
        r, blue = scene.radius, colour(look().hint, 215)
        at = scene.points[move.dst]
        marks: list[QGraphicsItem] = [
            ring(at, r * 1.22, blue, 6),
            disc(at, r * 0.5, colour(look().hint, 150)),
        ]
        if move.src is not None:
            start = scene.points[move.src]
            pen = QPen(blue, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            marks += [line(start, at, pen), ring(start, r * 1.22, blue, 4, dashed=True)]
        marks += [
            ring(scene.points[p], r * 1.22, QColor(look().warning), 5, dashed=True)
            for p in move.removals
        ]
        for item in marks:
            item.setData(ROLE, HINT)
            item.setZValue(12)
            scene.addItem(item)
            self._hint_items.append(item)

    # ------------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        """Draws the state (or the move in progress) with what the interpreter says may be done
        now: one ``Picture`` for the scene, rebuilt on every change."""
        self.picture = self._picture()
        self.mill_scene.show_picture(self.picture)
        board_access.points_changed(self)

    def _picture(self) -> Picture | None:
        state = self.state
        if state is None:
            self.facts = None
            return None
        pending = self.input.pending
        facts = self.facts = read_facts(state, pending, self.last_move)
        # over by the position, or by the window's word (a resignation): no side is to move
        over = state.outcome() is not None or self._outcome_text is not None
        # the trays count what the position holds, as the side panel does: a piece still on its
        # way (a removal to choose) is in hand until the move is made
        self.mill_scene.captured_words = words.captured
        picture = Picture(
            facts,
            (self.colour(0), self.colour(1)),
            None if over else state.to_move,
            cursor=self._cursor,
            hidden=self._animated_point,
            ribbon=self._outcome_text,
            in_hand=(state.in_hand(0), state.in_hand(1)),
            captured=(taken_by(state, 0), taken_by(state, 1)),
        )
        if not self.takes_input():
            return picture
        inp = self.input
        drag_from = set(inp.movable())
        if inp.can_place():
            drag_from.add(HAND)
        # during a removal: the removable pieces; else targets, pieces, placements
        return replace(
            picture,
            selected=inp.selected,
            targets=inp.targets() if self._show_targets else frozenset(),
            removing=pending is not None,
            drag_from=frozenset(drag_from),
            clickable=inp.targets() | inp.movable() | inp.placements(),
        )


def taken_by(state: MillState, player: int) -> int:
    """How many of the other side's pieces ``player`` has taken: what the rules give that side
    less what it still has on the board and in hand."""
    other = 1 - player
    return max(0, state.rules.pieces - state.pieces_left(other))
