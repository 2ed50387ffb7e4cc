"""The mill board: a wooden board on a paper table, pieces in hand in trays beside it.

The scene draws what it is given and reports where it was clicked (``point_clicked``) or dragged
(``piece_dragged``); the view turns those gestures into a move with the pure ``MillInput``
interpreter, which asks the rules. Piece items are rebuilt on every change (as KDE's Kigo does)
from the state, or from the move in progress the rules hand back (``PendingMove``: the piece on
its new point, the mill it closed, the tray one piece lighter), so the scene never holds a second
copy of the truth and draws no rule of its own: which lines glow, which points a piece may reach,
which pieces may go are all the rules' answers (``MillFacts``, ``MillInput``). A refused click is
the rules' ``MillRefusal`` (a ``MillIllegal`` code and its facts); the view only words it.

The board can be turned half round (``set_orientation(1)``: Black at the bottom); the points,
coordinates and trays are laid out for the orientation, so clicks land where points are drawn.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morra_suite.controllers.mill_input import Feedback, MillInput, Prompt
from morra_suite.games.mill.board import FILES, point_index, point_name
from morra_suite.games.mill.codes import MillIllegal
from morra_suite.ui.game_kit import BoardView
from morra_suite.ui.mill.facts import MillFacts, read_facts

if TYPE_CHECKING:
    from morra_suite.games.mill import MillMove, MillRefusal, MillState, PendingMove

BOARD = 600.0  # the board's side in scene units; everything else is laid out from it
TRAY_W = 104.0
TRAY_GAP = 26.0
HAND = -1  # the "point" of a side's tray, for dragging a piece from the hand
# The coordinates' and captions' height in scene units as drawn, and the least height in screen
# pixels a small window keeps them at (they are enlarged below it).
LABEL_HEIGHT = 24.0
MIN_LABEL_PX = 17.0

PAPER = QColor("#ebe2cf")
WOOD_LIGHT = QColor("#e2b77e")
WOOD_DARK = QColor("#c48f55")
INK = QColor("#3a2414")
TRAY_LIGHT = QColor("#b98252")
TRAY_DARK = QColor("#9a6638")
GOLD = QColor("#f2b632")
GREEN = QColor("#2f8a57")
RED = QColor("#c0392b")

# What a drawn item shows, as ``item.data(ROLE)``: tests and tools find the glow, the trays'
# counts and the pieces by it instead of by colour or stacking order.
ROLE = 0
GLOW, REMOVABLE, TARGET, SELECTED, TRAIL, TAKEN, PIECE, TRAY_COUNT, COORDINATE = (
    "glow",
    "removable",
    "target",
    "selected",
    "trail",
    "taken",
    "piece",
    "tray-count",
    "coordinate",
)
HINT = "hint"  # the hinted move's marks (``show_hint``)


class PieceItem(QGraphicsItem):
    """A turned wooden piece: soft shadow, lit dome, groove ring; white is ivory, black ebony."""

    def __init__(self, player: int, radius: float, ghost: bool = False) -> None:
        super().__init__()
        self.player = player
        self.radius = radius
        # Painted once per size into a pixmap: an animation frame then blits instead of running
        # this Python paint (five gradients) for every piece on the board.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if ghost:
            self.setOpacity(0.75)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.35
        return QRectF(-r, -r, 2 * r, 2 * r + self.radius * 0.2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # shadow: a radial fade under and slightly below the piece
        shadow = QRadialGradient(QPointF(r * 0.08, r * 0.22), r * 1.25)
        shadow.setColorAt(0.0, QColor(0, 0, 0, 110))
        shadow.setColorAt(0.7, QColor(0, 0, 0, 45))
        shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(QPointF(r * 0.08, r * 0.22), r * 1.25, r * 1.2)
        # body
        body = QRadialGradient(QPointF(-0.35 * r, -0.4 * r), 1.6 * r)
        if self.player == 0:
            body.setColorAt(0.0, QColor("#fffef9"))
            body.setColorAt(0.45, QColor("#f1eadb"))
            body.setColorAt(1.0, QColor("#b9ad94"))
            rim = QColor("#8f846d")
            groove_dark, groove_light = QColor(120, 105, 80, 120), QColor(255, 255, 255, 170)
        else:
            body.setColorAt(0.0, QColor("#6b625c"))
            body.setColorAt(0.4, QColor("#2e2926"))
            body.setColorAt(1.0, QColor("#0b0908"))
            rim = QColor("#050404")
            groove_dark, groove_light = QColor(0, 0, 0, 170), QColor(255, 255, 255, 40)
        painter.setBrush(QBrush(body))
        painter.setPen(QPen(rim, max(1.0, r * 0.05)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        # groove: a dark and a light arc make a turned ring
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(groove_dark, max(1.0, r * 0.07)))
        painter.drawEllipse(QPointF(0, 0), r * 0.62, r * 0.62)
        painter.setPen(QPen(groove_light, max(1.0, r * 0.05)))
        painter.drawEllipse(QPointF(r * 0.03, r * 0.04), r * 0.66, r * 0.66)
        # a small highlight on the dome
        gloss = QRadialGradient(QPointF(-0.38 * r, -0.45 * r), 0.45 * r)
        gloss.setColorAt(0.0, QColor(255, 255, 255, 150 if self.player == 0 else 70))
        gloss.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gloss)
        painter.drawEllipse(QPointF(-0.38 * r, -0.45 * r), 0.45 * r, 0.45 * r)


class MillScene(QGraphicsScene):
    """Draws one mill board and reports gestures; it never decides anything about the rules."""

    point_clicked = Signal(int)  # a point's grid number (``morra_suite.games.mill.board``)
    piece_dragged = Signal(int, int)  # from a point (or HAND) to a point
    hand_clicked = Signal(int)  # a side's tray

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(PAPER)
        self.board: Any = None
        self.points: dict[int, QPointF] = {}
        self.spacing = 100.0
        self.radius = 30.0
        self._static: list[QGraphicsItem] = []
        self._dynamic: list[QGraphicsItem] = []
        self._coordinates: list[QGraphicsItem] = []
        self._press: tuple[int, QPointF] | None = None
        self._ghost: PieceItem | None = None
        self.drag_source_owner: dict[int, int] = {}
        self.drag_allowed: set[int] = set()  # points (and HAND) a drag may start from
        self.clickable: set[int] = set()  # points a click does something at now (for the cursor)
        self.hovered: int | None = None
        self.hand_side = 0  # whose tray a HAND drag takes from
        self.show_coordinates = True
        self.bottom = 0  # whose side is drawn at the bottom (1: the board turned half round)
        self.margin = 72.0
        self.label_scale = 1.0  # the coordinates' enlargement for a small view

    # ------------------------------------------------------------------ geometry
    def set_board(self, board: Any, bottom: int | None = None) -> None:
        """Lays out and draws the static board once per topology and orientation: ``bottom`` is
        the player whose side is at the bottom (0, White, as a board is printed; 1 turns the
        board half round, so Black sits at the bottom, with its tray on the left)."""
        if bottom is None:
            bottom = self.bottom
        if board is self.board and bottom == self.bottom:
            return
        self.board = board
        self.bottom = bottom
        for item in self._static:
            self.removeItem(item)
        self._static = []
        self._coordinates = []
        grid = board.grid
        # room for the coordinates beside the outer pieces, however big the pieces are
        margin = {3: 128.0, 5: 94.0}.get(grid, 72.0)
        self.margin = margin
        self.spacing = (BOARD - 2 * margin) / (grid - 1)
        self.radius = min(self.spacing * 0.36, 44.0)
        self.points = {}
        for p in board.points:
            file, rank = self.drawn_at(p)
            self.points[p] = QPointF(
                margin + file * self.spacing, BOARD - margin - rank * self.spacing
            )
        left = -TRAY_GAP - TRAY_W
        right = BOARD + TRAY_GAP + TRAY_W
        self.setSceneRect(QRectF(left - 22, -26, right - left + 44, BOARD + 52))
        self._draw_board(margin)

    def drawn_at(self, point: int) -> tuple[int, int]:
        """Where ``point`` is drawn, as (column, row) from the bottom left: the board's own
        coordinates, or turned half round when Black is at the bottom."""
        file, rank = self.board.coordinates(point)
        if self.bottom == 1:
            last = self.board.grid - 1
            return last - file, last - rank
        return file, rank

    def grid_rect(self) -> QRectF:
        """The rectangle the board's lines span (the outer ring), in scene coordinates."""
        xs = [p.x() for p in self.points.values()]
        ys = [p.y() for p in self.points.values()]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def label_gap(self) -> float:
        """How far a coordinate's centre sits from the outer line: just clear of a piece standing
        on that line, and never off the plank."""
        return min(self.radius + 22.0, self.margin - 26.0)

    def set_label_scale(self, scale: float) -> None:
        """Enlarges the coordinates (1: as drawn) so that a small window keeps them readable;
        each stays centred where it belongs, beside its line."""
        self.label_scale = scale
        for label in self._coordinates:
            self._centre_label(label)

    def _centre_label(self, label: QGraphicsItem) -> None:
        centre = label.data(ROLE + 1)
        rect = label.boundingRect()
        label.setScale(self.label_scale)
        label.setPos(
            centre.x() - rect.width() * self.label_scale / 2,
            centre.y() - rect.height() * self.label_scale / 2,
        )

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A warm table top, lighter under the board, darker towards the edges."""
        centre = QPointF(BOARD / 2, BOARD / 2)
        gradient = QRadialGradient(centre, BOARD * 1.05)
        gradient.setColorAt(0.0, QColor("#f4ecdc"))
        gradient.setColorAt(0.6, PAPER)
        gradient.setColorAt(1.0, QColor("#d9ccb1"))
        painter.fillRect(rect, gradient)

    def tray_rect(self, player: int) -> QRectF:
        """A side's tray: the bottom player's on the left, the other's on the right."""
        x = -TRAY_GAP - TRAY_W if player == self.bottom else BOARD + TRAY_GAP
        return QRectF(x, 24, TRAY_W, BOARD - 48)

    def _add_static(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self._static.append(item)
        return item

    def _draw_board(self, margin: float) -> None:
        plank_path = QPainterPath()
        plank_path.addRoundedRect(QRectF(0, 0, BOARD, BOARD), 22, 22)
        plank = QGraphicsPathItem(plank_path)
        gradient = QLinearGradient(0, 0, BOARD, BOARD)
        gradient.setColorAt(0.0, WOOD_LIGHT)
        gradient.setColorAt(1.0, WOOD_DARK)
        plank.setBrush(gradient)
        plank.setPen(QPen(QColor("#9c6a3a"), 2))
        plank.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        shadow = QGraphicsDropShadowEffect()
        shadow.setBlurRadius(42)
        shadow.setOffset(0, 12)
        shadow.setColor(QColor(60, 35, 10, 110))
        plank.setGraphicsEffect(shadow)
        # The blurred shadow is the costliest thing on the board: render it once per size.
        plank.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        plank.setZValue(-10)
        self._add_static(plank)
        # wood grain: long, gently waving strokes, the same every time (seeded)
        rng = random.Random(7)
        grain = QPainterPath()
        y = -20.0
        while y < BOARD + 20:
            y += rng.uniform(7, 19)
            amp, phase, wave = rng.uniform(2, 9), rng.uniform(0, 6.3), rng.uniform(140, 320)
            grain.moveTo(-10, y)
            for step in range(0, int(BOARD) + 20, 12):
                grain.lineTo(step, y + amp * math.sin(step / wave * 6.283 + phase))
        grain_item = QGraphicsPathItem(grain, plank)
        grain_item.setPen(QPen(QColor(120, 70, 25, 28), 1.3))
        grain_item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # an inset border line, like a routed edge
        inset = QPainterPath()
        inset.addRoundedRect(QRectF(14, 14, BOARD - 28, BOARD - 28), 14, 14)
        inset_item = QGraphicsPathItem(inset, plank)
        inset_item.setPen(QPen(QColor(95, 55, 20, 70), 2))
        # the lines
        lines = QPainterPath()
        for a, b in self.board.edges:
            lines.moveTo(self.points[a])
            lines.lineTo(self.points[b])
        line_width = 7.0 if self.board.grid == 7 else 9.0
        engraved = QGraphicsPathItem(lines)
        engraved.setPen(
            QPen(
                QColor(255, 235, 200, 90),
                line_width,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
        )
        engraved.setPos(1.5, 2)
        engraved.setZValue(-5)
        self._add_static(engraved)
        ink = QGraphicsPathItem(lines)
        ink.setPen(
            QPen(
                INK,
                line_width,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        ink.setZValue(-4)
        self._add_static(ink)
        dots = QPainterPath()
        for point in self.points.values():
            dots.addEllipse(point, line_width * 1.55, line_width * 1.55)
        dot_item = QGraphicsPathItem(dots)
        dot_item.setBrush(INK)
        dot_item.setPen(Qt.PenStyle.NoPen)
        dot_item.setZValue(-4)
        self._add_static(dot_item)
        # coordinates beside the grid: files under the bottom line, ranks left of the left line;
        # they turn with the board (a1 is at the top right when Black is at the bottom)
        font = QFont("DejaVu Serif", 15)
        font.setBold(True)
        grid = self.grid_rect()
        gap = self.label_gap()
        last = self.board.grid - 1
        for i in range(self.board.grid):
            shown = last - i if self.bottom == 1 else i  # the file and rank drawn i-th
            for text, pos in (
                (FILES[shown], QPointF(grid.left() + i * self.spacing, grid.bottom() + gap)),
                (str(shown + 1), QPointF(grid.left() - gap, grid.bottom() - i * self.spacing)),
            ):
                label = QGraphicsSimpleTextItem(text)
                label.setFont(font)
                label.setBrush(QColor(90, 55, 25, 170))
                label.setData(ROLE, COORDINATE)
                label.setData(ROLE + 1, pos)
                label.setZValue(-3)
                label.setVisible(self.show_coordinates)
                self._add_static(label)
                self._coordinates.append(label)
                self._centre_label(label)
        for player in (0, 1):
            tray_path = QPainterPath()
            tray_path.addRoundedRect(self.tray_rect(player), 18, 18)
            tray = QGraphicsPathItem(tray_path)
            tray_gradient = QLinearGradient(
                self.tray_rect(player).topLeft(), self.tray_rect(player).bottomRight()
            )
            tray_gradient.setColorAt(0.0, TRAY_LIGHT)
            tray_gradient.setColorAt(1.0, TRAY_DARK)
            tray.setBrush(tray_gradient)
            tray.setPen(QPen(QColor("#7a4d27"), 2))
            tray_shadow = QGraphicsDropShadowEffect()
            tray_shadow.setBlurRadius(26)
            tray_shadow.setOffset(0, 8)
            tray_shadow.setColor(QColor(60, 35, 10, 95))
            tray.setGraphicsEffect(tray_shadow)
            tray.setZValue(-10)
            self._add_static(tray)
            groove = QPainterPath()
            groove.addRoundedRect(self.tray_rect(player).adjusted(12, 12, -12, -12), 12, 12)
            groove_item = QGraphicsPathItem(groove)
            groove_item.setBrush(QColor(70, 40, 15, 55))
            groove_item.setPen(QPen(QColor(255, 230, 190, 60), 1.5))
            groove_item.setZValue(-9)
            self._add_static(groove_item)

    def set_coordinates_visible(self, show: bool) -> None:
        self.show_coordinates = show
        for item in self._coordinates:
            item.setVisible(show)

    # ------------------------------------------------------------------ dynamic items
    def clear_dynamic(self) -> None:
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []

    def add_dynamic(self, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        self.addItem(item)
        self._dynamic.append(item)
        return item

    def point_at(self, pos: QPointF) -> int | None:
        """The point nearest to ``pos`` within reach of a click, or None."""
        best, best_d = None, self.spacing * 0.48
        for p, at in self.points.items():
            d = math.hypot(at.x() - pos.x(), at.y() - pos.y())
            if d < best_d:
                best, best_d = p, d
        return best

    def tray_at(self, pos: QPointF) -> int | None:
        for player in (0, 1):
            if self.tray_rect(player).contains(pos):
                return player
        return None

    # ------------------------------------------------------------------ gestures
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.board is None:
            return
        pos = event.scenePos()
        point = self.point_at(pos)
        if point is None and self.tray_at(pos) == self.hand_side:
            point = HAND
        self._press = (point, pos) if point is not None else None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            self._hover(event.scenePos())
            return
        source, start = self._press
        pos = event.scenePos()
        if self._ghost is None:
            if (
                source not in self.drag_allowed
                or math.hypot(pos.x() - start.x(), pos.y() - start.y()) < 10
            ):
                return
            owner = self.hand_side if source == HAND else self.drag_source_owner.get(source, 0)
            self._ghost = PieceItem(owner, self.radius, ghost=True)
            self._ghost.setZValue(50)
            self.addItem(self._ghost)
        self._ghost.setPos(pos)

    def _hover(self, pos: QPointF) -> None:
        """A pointing hand over the points where a click does something: the board says what it
        takes before it is clicked."""
        point = self.point_at(pos)
        if point == self.hovered:
            return
        self.hovered = point
        shape = (
            Qt.CursorShape.PointingHandCursor
            if point is not None and point in self.clickable
            else Qt.CursorShape.ArrowCursor
        )
        for view in self.views():
            view.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        source, _ = self._press
        self._press = None
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None
            target = self.point_at(event.scenePos())
            if target is not None and target != source:
                self.piece_dragged.emit(source, target)
                return
        if source == HAND:
            self.hand_clicked.emit(self.hand_side)
        elif source is not None:
            self.point_clicked.emit(source)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # a fast second click is a click, not a gesture of its own
        self.mousePressEvent(event)


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
        self.input = MillInput()
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
        self.mill_scene.point_clicked.connect(self.click_point)
        self.mill_scene.piece_dragged.connect(self.drag_piece)
        self.mill_scene.hand_clicked.connect(self._hand_clicked)

    # ------------------------------------------------------------------ BoardView
    def show_state(self, state: MillState, last_move: MillMove | None = None) -> None:
        previous = self.state
        self._finish_animation()
        made, self._made = self._made, None
        self.state = state
        self.last_move = last_move
        self.mill_scene.set_board(state.topology)
        self.mill_scene.set_coordinates_visible(self.mill_scene.show_coordinates)
        self.input.reset(state)
        self._refusal = ""
        self.fit_board()
        if self.animate and previous is not None and last_move is not None:
            self._animate_played(previous, state, last_move, made)
        self._redraw()

    # ------------------------------------------------------------------ animation
    def _animate_played(
        self, previous: MillState, state: MillState, move: MillMove, made: PendingMove | None
    ) -> None:
        """Slides the piece of a move just played (from its point, or from the tray) and fades
        the pieces it took; only for a move that leads from the shown position to the new one
        (not for undo, redo or a jump in the move list). A move finished by clicks on this board
        stands on its point already (``made``, the move in progress that was drawn): only the
        pieces its last clicks took fade."""
        try:
            if previous.rules != state.rules or previous.play(move) != state:
                return
        except ValueError:
            return
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

    def _finish_animation(self) -> None:
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
            self._redraw()

    def set_input_players(self, players: frozenset[int]) -> None:
        self._players = frozenset(players)
        self.input.clear()
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
        colour = self.colour(self.state.to_move)
        if self.state.outcome() is not None:
            return self.tr("The game is over.")
        if not self.takes_input():
            return self.tr("%1 to move…").replace("%1", colour)
        prompt = self.input.prompt()
        selected = point_name(self.input.selected) if self.input.selected is not None else ""
        texts = {
            Prompt.PLACE: self.tr("%1: place a piece"),
            Prompt.PLACE_OR_MOVE: self.tr("%1: place a piece, or move one"),
            Prompt.CHOOSE_PIECE: self.tr("%1: choose a piece to move"),
            Prompt.CHOOSE_TARGET: (
                self.tr("%1: choose where %2 flies")
                if self.input.is_flying()
                else self.tr("%1: choose where %2 goes")
            ),
            Prompt.REMOVE: self.tr("%1: choose a piece to remove (Esc takes the move back)"),
            Prompt.PASS: self.tr("%1 cannot move: click the board to pass"),
            Prompt.NONE: "",
        }
        return texts[prompt].replace("%1", colour).replace("%2", selected)

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
        return self.tr("White") if player == 0 else self.tr("Black")

    # ------------------------------------------------------------------ input
    def scene_point(self, point: int | str) -> QPointF:
        """Where a point (grid number or name) is in scene coordinates (for tests and tools)."""
        if isinstance(point, str):
            point = point_index(point)
        return self.mill_scene.points[point]

    def _no_input_reason(self) -> str:
        if self.state is not None and self.state.outcome() is not None:
            return self.tr("The game is over: start a new one from the Game menu.")
        return self.tr("Wait: it is not your turn to play.")

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
        if self.takes_input() and self.input.prompt() in (Prompt.PLACE, Prompt.PLACE_OR_MOVE):
            self._set_refusal(self.tr("Click an empty point to place a piece there."))

    def _handle(self, feedback: Feedback, before: PendingMove | None) -> None:
        """Emits a whole move, or draws what the click changed: a move in progress slides its
        piece onto its point (from the tray for a placement), a removal fades its piece."""
        if feedback.move is not None:
            self._refusal = ""
            self._made = before
            self.move_chosen.emit(feedback.move)
            return
        self._refusal = self._word_refusal(feedback) if feedback.refusal else ""
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
        self.input.clear()
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

    def _word_refusal(self, feedback: Feedback) -> str:
        """The rules' reason for refusing a click, as a sentence for the player (the code says
        which sentence, the refusal's facts fill it in)."""
        assert feedback.refusal is not None
        return self.word_refusal(feedback.refusal)

    def word_refusal(self, refusal: MillRefusal) -> str:
        """``refusal`` (the rules' code and facts) in words, in the player's language."""
        code = refusal.code
        name, source = (
            point_name(p) if p is not None and 0 <= p < 49 else ""
            for p in (refusal.point, refusal.source)
        )
        owner = refusal.owner if refusal.owner is not None else refusal.opponent
        if code is MillIllegal.NOT_ADJACENT:
            if refusal.flying_at is None:
                text = self.tr("%1 is not next to %2, and pieces do not fly in this game.")
            else:
                text = self.tr(
                    "%1 is not next to %2; with %3 pieces you cannot fly yet (only with %4)."
                )
            return (
                text.replace("%1", name)
                .replace("%2", source)
                .replace("%3", str(refusal.pieces))
                .replace("%4", str(refusal.flying_at))
            )
        texts = {
            MillIllegal.NOT_OWN_PIECE: self.tr("%1 is a piece of %2's: choose one of your own."),
            MillIllegal.NOTHING_IN_HAND: self.tr(
                "%1 is empty and you have no pieces left to place: choose one of your pieces."
            ),
            MillIllegal.OCCUPIED: self.tr("%1 is taken."),
            MillIllegal.MUST_PLACE: self.tr(
                "You still have pieces to place: put one on an empty point first."
            ),
            MillIllegal.PIECE_BLOCKED: self.tr(
                "The piece on %1 cannot move: every point next to it is taken."
            ),
            MillIllegal.PROTECTED_PIECE: self.tr(
                "%1 stands in a mill; you may take it only when every piece of %2's stands in one."
            ),
            MillIllegal.REMOVE_OWN: self.tr("%1 is your own piece: remove one of %2's."),
            MillIllegal.REMOVE_EMPTY: self.tr("%1 is empty: choose a piece of %2's."),
            MillIllegal.MUST_REMOVE: self.tr("This move takes no more pieces."),
            MillIllegal.NOT_A_POINT: self.tr("That is not a point of this board."),
            MillIllegal.GAME_OVER: self.tr("Nothing to play now."),
            MillIllegal.MUST_PASS: self.tr("No piece can move: click the board to pass."),
        }
        text = texts.get(code, self.tr("That move is not allowed here."))
        if code in (MillIllegal.REMOVE_OWN, MillIllegal.REMOVE_EMPTY):
            owner = refusal.opponent  # the side whose piece is to go
        return text.replace("%1", name).replace("%2", self.colour(owner))

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
        elif key == Qt.Key.Key_Escape:
            self.take_back()
        else:
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
        self.status_message.emit(
            self.tr("Cursor on %1. %2")
            .replace("%1", point_name(self._cursor))
            .replace("%2", self.prompt())
        )

    # ------------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        scene = self.mill_scene
        scene.clear_dynamic()
        if self.state is None:
            self.facts = None
            return
        pending = self.input.pending
        facts = self.facts = read_facts(self.state, pending, self.last_move)
        r = scene.radius
        taking = self.takes_input()
        scene.hand_side = self.state.to_move
        scene.drag_source_owner = dict(facts.owners)
        allowed: set[int] = set()
        clickable: set[int] = set()
        if taking:
            allowed |= self.input.movable()
            if self.input.can_place():
                allowed.add(HAND)
            # during a removal: the removable pieces; else targets, pieces, placements
            clickable = set(self.input.targets()) | self.input.movable() | self.input.placements()
        scene.drag_allowed = allowed
        scene.clickable = clickable
        scene.hovered = None
        # the mill(s) the move shown closed (just played, or in progress): a golden band
        for line in facts.glowing:
            path = QPainterPath(scene.points[line[0]])
            path.lineTo(scene.points[line[-1]])
            for width, alpha in ((r * 2.3, 60), (r * 1.6, 90), (r * 0.55, 170)):
                band = QGraphicsPathItem(path)
                band.setPen(
                    QPen(
                        QColor(246, 190, 60, alpha),
                        width,
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                    )
                )
                band.setData(ROLE, GLOW)
                scene.add_dynamic(band, -2)
            for p in line:
                ring = self._ring(scene.points[p], r * 1.08, QColor(214, 150, 20, 230), 3.5)
                ring.setData(ROLE, GLOW)
                scene.add_dynamic(ring, 10.5)
        # the move shown: where it came from, where it went, what it took
        if facts.trail is not None:
            source, target = facts.trail
            if source is not None:
                a, b = scene.points[source], scene.points[target]
                trail = QPainterPath(a)
                trail.lineTo(b)
                trail_item = QGraphicsPathItem(trail)
                trail_item.setPen(
                    QPen(QColor(242, 182, 50, 170), 6, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
                )
                trail_item.setData(ROLE, TRAIL)
                scene.add_dynamic(trail_item, -1)
                start = self._ring(a, r * 0.55, QColor(242, 182, 50, 200), 4, dashed=True)
                start.setData(ROLE, TRAIL)
                scene.add_dynamic(start, -1)
            halo = self._disc(scene.points[target], r * 1.28, QColor(242, 182, 50, 120))
            halo.setData(ROLE, TRAIL)
            scene.add_dynamic(halo, -1)
        for removed in facts.taken:
            cross = self._cross(scene.points[removed], r * 0.45)
            cross.setData(ROLE, TAKEN)
            scene.add_dynamic(cross, -1)
        # pieces on the board (with a move in progress: as it has left them)
        for point, owner in facts.owners.items():
            if point == self._animated_point:
                continue  # the sliding piece stands for it until it arrives
            piece = PieceItem(owner, r)
            piece.setPos(scene.points[point])
            piece.setData(ROLE, PIECE)
            scene.add_dynamic(piece, 10)
        # selection, targets, removable pieces
        if taking:
            if self.input.selected is not None:
                ring = self._ring(scene.points[self.input.selected], r * 1.14, GOLD, 5)
                ring.setData(ROLE, SELECTED)
                scene.add_dynamic(ring, 11)
            if self._show_targets:
                for point in self.input.targets():
                    at = scene.points[point]
                    if pending is not None:
                        ring = self._ring(at, r * 1.12, RED, 5, dashed=True)
                        ring.setData(ROLE, REMOVABLE)
                        scene.add_dynamic(ring, 11)
                    else:
                        disc = self._disc(at, r * 0.42, QColor(47, 138, 87, 200))
                        disc.setData(ROLE, TARGET)
                        scene.add_dynamic(disc, 11)
                        scene.add_dynamic(self._ring(at, r * 0.62, QColor(47, 138, 87, 120), 3), 11)
        if self._cursor is not None and self._cursor in scene.points:
            scene.add_dynamic(
                self._ring(scene.points[self._cursor], r * 1.3, QColor("#2a6fdb"), 3, dashed=True),
                12,
            )
        if self._outcome_text and self.state.outcome() is not None:
            self._draw_ribbon(self._outcome_text)
        # the trays: pieces in hand, a count, and a glow for the side to move
        for player in (0, 1):
            rect = scene.tray_rect(player)
            count = facts.hands[player]
            caption = QGraphicsSimpleTextItem(self.colour(player))
            caption_font = QFont("DejaVu Serif", 13)
            caption_font.setBold(True)
            caption.setFont(caption_font)
            caption.setBrush(QColor(255, 240, 215, 225))
            cr = caption.boundingRect()
            # as tall as the coordinates in a small window, but never wider than the tray
            wanted = scene.label_scale * LABEL_HEIGHT / cr.height() if scene.label_scale > 1 else 1
            fit = min(wanted, (TRAY_W - 14) / max(1.0, cr.width()))
            caption.setScale(fit)
            caption.setPos(rect.center().x() - cr.width() * fit / 2, rect.top() + 20)
            scene.add_dynamic(caption, 6)
            # the pieces in hand start under the caption (lower when it is enlarged)
            small = min(r, 30.0)
            head = max(46.0, 20 + cr.height() * fit + 6)
            inner = rect.adjusted(0, head + small, 0, -58 - small)
            step = min(small * 2.1, inner.height() / max(1, count - 1)) if count > 1 else 0
            top = inner.top()
            for i in range(count):
                piece = PieceItem(player, small)
                piece.setPos(rect.center().x(), top + i * step)
                scene.add_dynamic(piece, 5 + i * 0.01)
            badge = QGraphicsSimpleTextItem(str(count))
            badge.setData(ROLE, f"{TRAY_COUNT}-{player}")
            font = QFont("DejaVu Sans", 20)
            font.setBold(True)
            badge.setFont(font)
            badge.setBrush(QColor(255, 244, 225, 235))
            br = badge.boundingRect()
            badge.setPos(rect.center().x() - br.width() / 2, rect.bottom() - 24 - br.height())
            scene.add_dynamic(badge, 6)
            if self.state.outcome() is None and player == self.state.to_move:
                glow = QPainterPath()
                glow.addRoundedRect(rect.adjusted(-5, -5, 5, 5), 22, 22)
                glow_item = QGraphicsPathItem(glow)
                glow_item.setPen(QPen(GOLD, 5))
                scene.add_dynamic(glow_item, 4)

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
        r, blue = scene.radius, QColor(42, 111, 219, 215)
        at = scene.points[move.dst]
        marks = [
            self._ring(at, r * 1.22, blue, 6),
            self._disc(at, r * 0.5, QColor(42, 111, 219, 150)),
        ]
        if move.src is not None:
            line = QPainterPath(scene.points[move.src])
            line.lineTo(at)
            arrow = QGraphicsPathItem(line)
            arrow.setPen(QPen(blue, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            marks += [arrow, self._ring(scene.points[move.src], r * 1.22, blue, 4, dashed=True)]
        marks += [self._ring(scene.points[p], r * 1.22, RED, 5, dashed=True) for p in move.removals]
        for item in marks:
            item.setData(ROLE, HINT)
            item.setZValue(12)
            scene.addItem(item)
            self._hint_items.append(item)

    def _draw_ribbon(self, text: str) -> None:
        """The result on a ribbon across the top of the board, over the empty margin."""
        scene = self.mill_scene
        font = QFont("DejaVu Serif", 17)
        font.setBold(True)
        label = QGraphicsSimpleTextItem(text)
        label.setFont(font)
        label.setBrush(QColor("#fff8e8"))
        bounds = label.boundingRect()
        width = min(BOARD - 40, bounds.width() + 56)
        ribbon = QPainterPath()
        # straddling the board's top edge, clear of the top row of pieces
        ribbon.addRoundedRect(QRectF((BOARD - width) / 2, -20, width, 44), 22, 22)
        item = QGraphicsPathItem(ribbon)
        gradient = QLinearGradient(0, -20, 0, 24)
        gradient.setColorAt(0.0, QColor("#8c2f1c"))
        gradient.setColorAt(1.0, QColor("#5e1d10"))
        item.setBrush(gradient)
        item.setPen(QPen(QColor(242, 182, 50, 220), 2.5))
        scene.add_dynamic(item, 30)
        if bounds.width() > width - 40:
            label.setScale((width - 40) / bounds.width())
        scale = label.scale()
        label.setPos(BOARD / 2 - bounds.width() * scale / 2, 2 - bounds.height() * scale / 2)
        scene.add_dynamic(label, 31)

    @staticmethod
    def _ring(
        at: QPointF, radius: float, colour: QColor, width: float, dashed: bool = False
    ) -> QGraphicsItem:
        path = QPainterPath()
        path.addEllipse(at, radius, radius)
        item = QGraphicsPathItem(path)
        pen = QPen(colour, width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        return item

    @staticmethod
    def _disc(at: QPointF, radius: float, colour: QColor) -> QGraphicsItem:
        path = QPainterPath()
        path.addEllipse(at, radius, radius)
        item = QGraphicsPathItem(path)
        gradient = QRadialGradient(at, radius)
        gradient.setColorAt(0.0, colour)
        faded = QColor(colour)
        faded.setAlpha(int(colour.alpha() * 0.55))
        gradient.setColorAt(1.0, faded)
        item.setBrush(gradient)
        item.setPen(Qt.PenStyle.NoPen)
        return item

    @staticmethod
    def _cross(at: QPointF, size: float) -> QGraphicsItem:
        path = QPainterPath()
        path.moveTo(at.x() - size, at.y() - size)
        path.lineTo(at.x() + size, at.y() + size)
        path.moveTo(at.x() + size, at.y() - size)
        path.lineTo(at.x() - size, at.y() + size)
        item = QGraphicsPathItem(path)
        item.setPen(
            QPen(QColor(160, 40, 30, 190), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        return item
