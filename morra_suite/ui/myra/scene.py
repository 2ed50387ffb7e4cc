"""The Myra board scene: layout of the board's items, hit-testing, and the signals of the mouse.

The scene draws what it is given and never decides legality or reach (see ARCHITECTURE.md):
``show`` takes a state, ``show_gesture`` the interpreter's selection, targets (with what each
does, as the rules say), path and question, and ``animate`` the rules' trace of a move, hole by
hole. Pieces are rebuilt from the state on every change (Kigo-style), so there is no second copy
of the truth here. The mouse leaves as board indices (``hole_pressed(int)``, ...), which the view
hands to the interpreter; the pictures are in ``items`` and ``marks``, the words in ``words``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from morra_suite.games.myra.interpret import Gesture, Stage
from morra_suite.games.myra.pieces import Piece
from morra_suite.games.myra.state import MyraState
from morra_suite.games.myra.trace import MoveTrace
from morra_suite.ui.myra import paint, words
from morra_suite.ui.myra.geometry import (
    HOLE_POINTS,
    SCENE_RECT,
    TRAY_PLACE,
    hole_at,
    start_corners,
    tray_corners,
    turned_points,
    turns_for_bottom,
)
from morra_suite.ui.myra.items import BoardItem, CoordinatesItem, PieceItem, ResultItem, TrayItem
from morra_suite.ui.myra.marks import OverlayItem
from morra_suite.ui.myra.question import ChoiceItem

DRAG_SLACK = 8  # pixels the mouse may move between press and release and still be a click
NO_HOLE = -1  # a signal's hole when the mouse is on none


class MyraScene(QGraphicsScene):
    """Owns the board's items; rebuilt from a position, marked from the interpreter's gesture.

    The mouse over the board leaves through the signals below, holes as board indices."""

    hole_pressed = Signal(int)  # the left button went down on this hole
    board_pressed = Signal()  # the left button went down off the holes and the question
    choice_clicked = Signal(str)  # the left button went down on this answer's key ("1".."5", "u")
    cancel_clicked = Signal()  # the right button went down
    hole_released = Signal(int, bool)  # the left button came up on this hole (or NO_HOLE), and
    # whether the mouse moved more than a click's slack since it went down (a drag)
    pointer_moved = Signal(int, bool)  # the hole under the mouse (or NO_HOLE), on the question?

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(QColor(paint.look().ground))
        self._players = 0
        self._board_item: BoardItem | None = None
        self._coordinates = CoordinatesItem()
        self._coordinates.setVisible(False)
        self.addItem(self._coordinates)
        self._overlay = OverlayItem()
        self.addItem(self._overlay)
        self._last = OverlayItem(z=2.5, last_only=True)  # under the pieces: badges stay readable
        self.addItem(self._last)
        self._pieces: dict[int, PieceItem] = {}
        self._trays: list[TrayItem] = []
        self._choice: ChoiceItem | None = None
        self._result: ResultItem | None = None
        self.state: MyraState | None = None
        self.show_targets = True
        self._show_marks = True
        self._animation: QVariantAnimation | None = None
        self._trace: MoveTrace | None = None
        self._mover: PieceItem | None = None
        self._before_items: dict[int, PieceItem] = {}
        self._hidden: dict[int, list[int]] = {}  # step -> holes whose new contents appear there
        self._arrived = 0
        self.step_ms = 170  # time per hole of a move's travel
        self._turns = 0  # sixths of a turn the board is drawn turned by (set_bottom_player)
        self._gesture: Gesture | None = None  # the marks shown (redrawn when the board turns)
        self._bottom = 0
        self.points: list[QPointF] = list(HOLE_POINTS)  # where each hole is drawn now
        self._tray_corner: dict[int, int] = {corner: corner for corner in TRAY_PLACE}
        # The mouse: where the left button went down (screen), and the troop being dragged.
        self._press_at: QPointF | None = None
        self._drag_ghost: PieceItem | None = None
        self._drag_piece: Piece | None = None
        self._hint_items: list[QGraphicsPathItem] = []
        self._view_scale = 1.0  # screen pixels per scene unit in the view (``set_view_scale``)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A dark felt table under the board: a soft vignette, lighter where the board lies."""
        grad = QRadialGradient(QPointF(0, 0), 900)
        shown = paint.look()
        grad.setColorAt(0.0, QColor(shown.ground_light))
        grad.setColorAt(0.7, QColor(shown.ground))
        grad.setColorAt(1.0, QColor(shown.ground_dark))
        painter.fillRect(rect, QBrush(grad))

    # -- drawing ----------------------------------------------------------------------------------

    def show(
        self,
        state: MyraState,
        names: Sequence[str],
        last_holes: tuple[int, ...] = (),
        last_is_line: bool = False,
        active: int | None = None,
    ) -> None:
        """Rebuilds pieces and trays from ``state``; ``last_holes`` mark the last move (joined by a
        line when ``last_is_line``: a chain-up or unchain); ``active`` is whose turn it is."""
        self.finish_animation()
        self.state = state
        players = state.num_players
        if players != self._players:
            if self._board_item is not None:
                self.removeItem(self._board_item)
            self._players = players
            self._turn(turns_for_bottom(players, self._bottom))
            self._board_item = BoardItem(players, self.points)
            self.addItem(self._board_item)
        # A piece or a tray drawn as it was is kept (with its cached picture): the view then
        # repaints only the holes and trays a move changed, not the whole board.
        shown, self._pieces = self._pieces, {}
        for hole, piece in state.pieces.items():
            tip = words.piece_words(piece, hole, names)
            kept = shown.pop(hole, None)
            if kept is not None and (kept.piece, kept.marked, kept.toolTip()) == (
                piece,
                self._show_marks,
                tip,
            ):
                kept.setPos(self.points[hole])
                self._pieces[hole] = kept
                continue
            if kept is not None:
                self.removeItem(kept)
            item = PieceItem(piece, self._show_marks)
            item.setPos(self.points[hole])
            item.setToolTip(tip)
            self.addItem(item)
            self._pieces[hole] = item
        for item in shown.values():
            self.removeItem(item)
        trays: list[TrayItem | None] = list(self._trays)
        self._trays = []
        alive = state.alive_players
        for player, corner in enumerate(start_corners(players)):
            count = state.reserve(player) if player in alive else None
            name = names[player] if player < len(names) else str(player + 1)
            old_tray = trays[player] if player < len(trays) else None
            drawn = (player, name, count, active == player, self._show_marks)
            if old_tray is not None and drawn == (
                old_tray.player,
                old_tray.name,
                old_tray.count,
                old_tray.active,
                old_tray.marked,
            ):
                tray = old_tray
                trays[player] = None
            else:
                tray = TrayItem(*drawn)
                self.addItem(tray)
            tray.setPos(TRAY_PLACE[self._tray_corner[corner]])
            self._trays.append(tray)
        for unused in trays:
            if unused is not None:
                self.removeItem(unused)
        self._last.last_holes, self._last.last_is_line = last_holes, last_is_line
        self._last.update_marks()
        self._overlay.path, self._overlay.target_kinds = (), {}
        self._overlay.ghosts, self._overlay.hover = (), None
        self._overlay.producible = frozenset()
        self._overlay.pieces = dict(state.pieces)  # their counts are drawn at ringed holes only
        self._overlay.update_marks()
        self._gesture = None
        self._set_choice(None)

    # -- the last move, moving ---------------------------------------------------------------------

    @property
    def is_animating(self) -> bool:
        return self._animation is not None

    @property
    def trace(self) -> MoveTrace | None:
        """The rules' trace of the move being shown travelling (``None`` when none is)."""
        return self._trace

    def animate(self, trace: MoveTrace) -> None:
        """Plays the rules' ``trace`` over the pieces just shown: what changes later shows its old
        contents until the travelling piece gets there; the piece goes hole by hole."""
        self.finish_animation()
        steps = trace.steps
        if len(steps) < 2 or self.step_ms <= 0:
            return
        self._trace = trace
        self._hidden = {}
        for index, step in enumerate(steps):
            if index == 0:
                continue  # what changes as the piece sets off is shown changed at once
            for change in step.changes:
                hole = change.hole
                self._hidden.setdefault(index, []).append(hole)
                if hole in self._pieces:
                    self._pieces[hole].setVisible(False)
                if change.before is not None:
                    item = PieceItem(change.before, self._show_marks)
                    item.setPos(self.points[hole])
                    self.addItem(item)
                    self._before_items[hole] = item
        first = steps[0].carried
        assert first is not None  # a trace of two steps or more carries something
        self._mover = PieceItem(first, self._show_marks)
        self._mover.setZValue(4)
        self._mover.setPos(self._step_point(0))
        self.addItem(self._mover)
        self._arrived = 0
        segments = len(steps) - 1
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(segments))
        extra = 150 if trace.from_reserve else 0
        animation.setDuration(min(1100, self.step_ms * segments + extra))
        animation.valueChanged.connect(self._step)
        animation.finished.connect(self.finish_animation)
        self._animation = animation
        animation.start()

    def _step_point(self, index: int) -> QPointF:
        """Where step ``index`` of the trace is drawn: its hole, or the player's reserve tray."""
        trace = self._trace
        assert trace is not None
        hole = trace.steps[index].hole
        if hole is not None:
            return self.points[hole]
        tray = self._trays[trace.player] if trace.player < len(self._trays) else None
        return tray.pos() if tray is not None else QPointF(0, 0)

    def _step(self, value: float) -> None:
        trace, mover = self._trace, self._mover
        if trace is None or mover is None:
            return
        segments = len(trace.steps) - 1
        seg = min(int(value), segments - 1)
        t = value - seg
        t = t * t * (3 - 2 * t)  # ease in and out at every hole
        a, b = self._step_point(seg), self._step_point(seg + 1)
        mover.setPos(a + (b - a) * t)
        carried = trace.steps[seg].carried
        if carried is not None and carried != mover.piece:
            mover.piece = carried
            mover.update()
        while self._arrived < int(value + 1e-9):
            self._arrived += 1
            self._arrive(self._arrived)

    def _arrive(self, index: int) -> None:
        for hole in self._hidden.pop(index, []):
            item = self._before_items.pop(hole, None)
            if item is not None:
                self.removeItem(item)
            if hole in self._pieces:
                self._pieces[hole].setVisible(True)

    def finish_animation(self) -> None:
        """Ends a move's travel at once: everything as the position says."""
        animation, self._animation = self._animation, None
        if animation is not None:
            animation.valueChanged.disconnect(self._step)
            animation.finished.disconnect(self.finish_animation)
            animation.stop()
            animation.deleteLater()
        for item in self._before_items.values():
            self.removeItem(item)
        self._before_items = {}
        if self._mover is not None:
            self.removeItem(self._mover)
            self._mover = None
        self._trace = None
        self._hidden = {}
        for item in self._pieces.values():
            item.setVisible(True)

    def show_gesture(self, feedback: Gesture | None) -> None:
        """Marks the selection, the path so far, the legal targets and any open question (the
        interpreter's ``Gesture``; ``None`` clears them, e.g. while a computer thinks)."""
        self._gesture = feedback
        self._overlay.hover = None
        if feedback is None:
            self._overlay.path, self._overlay.target_kinds = (), {}
            self._overlay.ghosts, self._overlay.producible = (), frozenset()
            self._set_choice(None)
        else:
            selecting = feedback.stage in (Stage.TARGET, Stage.CHAIN, Stage.UNCHAIN, Stage.CHOOSE)
            self._overlay.path = feedback.path if selecting else ()
            self._overlay.numbered = feedback.stage in (Stage.CHAIN, Stage.UNCHAIN)
            unchaining = feedback.stage is Stage.UNCHAIN
            self._overlay.ghosts = feedback.path[1:] if unchaining else ()
            self._overlay.ghost_player = feedback.player
            show = self.show_targets and feedback.stage in (
                Stage.TARGET,
                Stage.CHAIN,
                Stage.UNCHAIN,
            )
            self._overlay.target_kinds = feedback.target_kinds if show else {}
            producing = self.show_targets and feedback.stage is Stage.SELECT
            self._overlay.producible = feedback.producible if producing else frozenset()
            if feedback.stage is Stage.CHOOSE and feedback.choices:
                self._set_choice(
                    ChoiceItem(
                        feedback.choices,
                        self.points[feedback.path[-1]],
                        feedback.player,
                        self._show_marks,
                        avoid=[self.points[hole] for hole in feedback.path],
                        spare=[self.points[hole] for hole in self._pieces],
                        view_scale=self._view_scale,
                    )
                )
            else:
                self._set_choice(None)
        self._overlay.update_marks()

    def show_hint_path(self, path: Sequence[int]) -> None:
        """Marks a hinted move on a pale halo in ``paint.hint_colour`` (no player's colour, none
        of the look's marks) along ``path`` (the holes of the rules' trace, first to last) until
        the next call; an empty path clears it."""
        for item in self._hint_items:
            if item.scene() is self:
                self.removeItem(item)
        self._hint_items = []
        points = [self.points[hole] for hole in path]
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
        layers = ((True, paint.HINT_HALO, 5.0, 39), (False, paint.hint_colour(), 0.0, 40))
        for halo, colour, extra, z in layers:
            for shape, width in shapes:
                item = QGraphicsPathItem(shape)
                pen = QPen(colour, width + extra, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                item.setPen(pen)
                item.setZValue(z)
                item.setData(0, "hint halo" if halo else "hint")
                self.addItem(item)
                self._hint_items.append(item)

    def set_show_coordinates(self, show: bool) -> None:
        self._coordinates.setVisible(show)

    @property
    def show_marks(self) -> bool:
        """Whether every ball carries its player's mark (ring, cross, triangle) as well as its
        colour; on unless the player switched it off."""
        return self._show_marks

    def set_show_marks(self, show: bool) -> None:
        """Marks (or unmarks) every ball: on the board, in the trays, travelling, in a question."""
        self._show_marks = show
        items: list[PieceItem | TrayItem | ChoiceItem] = [
            *self._pieces.values(),
            *self._before_items.values(),
            *self._trays,
        ]
        if self._mover is not None:
            items.append(self._mover)
        if self._choice is not None:
            items.append(self._choice)
        for item in items:
            item.marked = show
            item.update()
        self._overlay.marked = show
        self._overlay.update()

    def set_result(self, text: str | None) -> None:
        """Shows the end of the game on a ribbon (``None`` takes it away)."""
        if self._result is not None:
            if self._result.text == text:
                return
            self.removeItem(self._result)
            self._result = None
        if text:
            self._result = ResultItem(text)
            self.addItem(self._result)

    @property
    def result_text(self) -> str | None:
        return self._result.text if self._result is not None else None

    def set_hover(self, hole: int | None) -> None:
        """Rings the clickable hole under the mouse (``None`` when there is none)."""
        if hole != self._overlay.hover:
            self._overlay.hover = hole
            self._overlay.update_marks()

    def set_view_scale(self, scale: float) -> None:
        """The view draws the scene at ``scale`` screen pixels per scene unit now: the question,
        which keeps a size one can read and hit on screen, fits itself to it."""
        self._view_scale = scale
        if self._choice is not None:
            self._choice.fit(scale)

    def _set_choice(self, item: ChoiceItem | None) -> None:
        if self._choice is not None:
            self.removeItem(self._choice)
        self._choice = item
        if item is not None:
            self.addItem(item)

    # -- hit testing ------------------------------------------------------------------------------

    @property
    def choice_item(self) -> ChoiceItem | None:
        return self._choice

    def hole_at(self, point: QPointF) -> int | None:
        """The hole drawn within half a step of ``point`` (holes are a step apart)."""
        return hole_at(point, self.points)

    def hole_point(self, hole: int) -> QPointF:
        """Where the hole ``hole`` is drawn now (the board may be turned)."""
        return QPointF(self.points[hole])

    # -- the mouse ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        point = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel_clicked.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press_at = QPointF(event.screenPos())
        key = self._choice.key_at(point) if self._choice is not None else None
        if key is not None:
            self.choice_clicked.emit(key)
            return
        hole = self.hole_at(point)
        if hole is None:
            self.board_pressed.emit()
        else:
            self.hole_pressed.emit(hole)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drags the troop ``start_drag`` named once the mouse left the click's slack; says
        which hole the mouse is over."""
        event.accept()
        point = event.scenePos()
        if self._drag_piece is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if self._drag_ghost is None and self._moved(event):
                self._drag_ghost = PieceItem(self._drag_piece, self._show_marks)
                self._drag_ghost.setZValue(20)
                self._drag_ghost.setOpacity(0.85)
                self.addItem(self._drag_ghost)
            if self._drag_ghost is not None:
                self._drag_ghost.setPos(point)
        over_choice = self._choice is not None and self._choice.key_at(point) is not None
        hole = None if over_choice else self.hole_at(point)
        self.pointer_moved.emit(NO_HOLE if hole is None else hole, over_choice)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        moved = self._moved(event)
        self.end_drag()
        self._press_at = None
        if event.button() != Qt.MouseButton.LeftButton:
            return
        hole = self.hole_at(event.scenePos())
        self.hole_released.emit(NO_HOLE if hole is None else hole, moved)

    def _moved(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._press_at is None:
            return False
        return (QPointF(event.screenPos()) - self._press_at).manhattanLength() > DRAG_SLACK

    def start_drag(self, hole: int) -> None:
        """The piece on ``hole`` follows the mouse while the left button stays down (a drag
        from the selected troop); the release ends it."""
        self._drag_piece = self.state.piece_at(hole) if self.state is not None else None

    def end_drag(self) -> None:
        self._drag_piece = None
        if self._drag_ghost is not None:
            self.removeItem(self._drag_ghost)
            self._drag_ghost = None

    @property
    def is_dragging(self) -> bool:
        """Whether a troop is being dragged (the button is down and the mouse left the slack)."""
        return self._drag_ghost is not None

    # -- orientation ------------------------------------------------------------------------------

    @property
    def bottom_player(self) -> int:
        """The player whose corner is drawn at the bottom (``set_bottom_player``)."""
        return self._bottom

    @property
    def turns(self) -> int:
        """Sixths of a full turn the board is drawn turned by (0: as the rules' table has it)."""
        return self._turns

    def set_bottom_player(self, player: int) -> None:
        """Turns the board so ``player``'s queen corner is at the bottom left, where the first
        player's is on an unturned board; pieces, marks, coordinates and trays turn with it and
        every text stays upright. Takes effect for the position shown next as well."""
        self._bottom = player
        turns = turns_for_bottom(self._players, player) if self._players else 0
        if turns == self._turns:
            return
        self.finish_animation()
        self._turn(turns)
        if self._board_item is not None:
            self._board_item.points = self.points
            self._board_item.update()
        for hole, item in self._pieces.items():
            item.setPos(self.points[hole])
        for tray, corner in zip(self._trays, start_corners(self._players), strict=False):
            tray.setPos(TRAY_PLACE[self._tray_corner[corner]])
        self.show_gesture(self._gesture)  # the marks and any question, where the holes are now
        self.update()

    def _turn(self, turns: int) -> None:
        """Works out where every hole, label and tray goes for a board turned by ``turns``."""
        self._turns = turns
        self.points[:] = turned_points(turns)
        self._tray_corner = tray_corners(turns)
        self._coordinates.set_turns(turns)
        self._overlay.points = self.points
        self._last.points = self.points
        self._overlay.update()
        self._last.update()
