"""The mill scene: lays the board out, draws a ``Picture`` it is given, reports where it was hit.

The scene turns a click into a point's grid number and emits it (``point_clicked``), a drag into
two (``piece_dragged``, from a point or from the tray, ``HAND``), a click on the tray into the
side (``hand_clicked``); it never decides what a gesture means. What it draws is one value, the
``Picture`` the view makes of the rules' answers (``MillFacts``, the interpreter's targets): the
scene rebuilds its piece items from it on every change (as KDE's Kigo does), so it holds no second
copy of the truth.

The board can be turned half round (``set_board(board, bottom=1)``: Black at the bottom); the
points, coordinates and trays are laid out for the orientation, so clicks land where points are
drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from morra_suite.games.mill.board import FILES
from morra_suite.ui.mill.facts import MillFacts
from morra_suite.ui.mill.items import (
    BOARD,
    CAPTURED,
    GLOW,
    MARKED,
    PIECE,
    REMOVABLE,
    ROLE,
    SELECTED,
    TAKEN,
    TARGET,
    TRAIL,
    TRAY_COUNT,
    PieceItem,
    coordinate_label,
    cross,
    disc,
    glow_items,
    line,
    line_items,
    marked_items,
    plank_item,
    ribbon_items,
    ring,
    tray_items,
)
from morra_suite.ui.mill.kept_items import keep_same
from morra_suite.ui.mill.looks import colour, look
from morra_suite.ui.painted_text import NotedTextItem

TRAY_W = 104.0
TRAY_GAP = 26.0
CAPTURED_H = 112.0  # the well under a side's hand tray for the pieces that side has taken
CAPTURED_GAP = 12.0
CAPTURED_R = 11.0  # a taken piece's radius: small, a tally rather than a hand
HAND = -1  # the "point" of a side's tray, for dragging a piece from the hand
# The coordinates' and captions' height in scene units as drawn, and the least height in screen
# pixels a small window keeps them at (they are enlarged below it).
LABEL_HEIGHT = 24.0
MIN_LABEL_PX = 17.0


@dataclass(frozen=True)
class Picture:
    """Everything the scene draws of one moment of a game, and where a gesture may start.

    ``facts`` are the position's (or the move in progress's) pieces, hands and marks; ``selected``
    the piece chosen to move; ``targets`` where it may go, or the pieces that may be taken when
    ``removing``; ``hidden`` a point whose piece is sliding there (drawn by the animation);
    ``captions`` the trays' names; ``active`` the side whose tray glows (``None``: nobody, the game
    is over); ``ribbon`` the result across the top. ``drag_from`` are the points (and ``HAND``) a
    drag may start from, ``clickable`` the points a click does something at (for the cursor).
    ``in_hand`` are the position's pieces in hand, the trays' counts (``None``: the facts'), so
    the trays say what the side panel says while a move is still being made (its piece on its
    way drawn faded); ``captured`` how many pieces each side has taken, from the position."""

    facts: MillFacts
    captions: tuple[str, str]
    active: int | None
    selected: int | None = None
    targets: frozenset[int] = frozenset()
    removing: bool = False
    cursor: int | None = None
    hidden: int | None = None
    ribbon: str | None = None
    drag_from: frozenset[int] = frozenset()
    clickable: frozenset[int] = frozenset()
    in_hand: tuple[int, int] | None = None
    captured: tuple[int, int] = (0, 0)


class MillScene(QGraphicsScene):
    """Draws one mill board and reports gestures; it never decides anything about the rules."""

    point_clicked = Signal(int)  # a point's grid number (``morra_suite.games.mill.board``)
    piece_dragged = Signal(int, int)  # from a point (or HAND) to a point
    hand_clicked = Signal(int)  # a side's tray

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QColor(look().ground))
        self.board: Any = None
        self.points: dict[int, QPointF] = {}
        self.spacing = 100.0
        self.radius = 30.0
        self._static: list[QGraphicsItem] = []
        self._dynamic: list[QGraphicsItem] = []
        self._drawing: list[QGraphicsItem] | None = None  # what ``show_picture`` is drawing
        self._shown: tuple[object, ...] | None = None  # what ``show_picture`` drew last
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
        # the taken pieces' tooltip for a side and a count (the view words it in its language)
        self.captured_words: Callable[[int, int], str] = lambda player, count: str(count)

    # ------------------------------------------------------------------ layout
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
        self._draw_board()

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
        shown = look()
        gradient.setColorAt(0.0, QColor(shown.ground_light))
        gradient.setColorAt(0.6, QColor(shown.ground))
        gradient.setColorAt(1.0, QColor(shown.ground_dark))
        painter.fillRect(rect, gradient)

    def tray_rect(self, player: int) -> QRectF:
        """A side's tray: the bottom player's on the left, the other's on the right."""
        x = -TRAY_GAP - TRAY_W if player == self.bottom else BOARD + TRAY_GAP
        return QRectF(x, 24, TRAY_W, BOARD - 48 - CAPTURED_H - CAPTURED_GAP)

    def captured_rect(self, player: int) -> QRectF:
        """The well under a side's tray holding the pieces that side has taken."""
        tray = self.tray_rect(player)
        return QRectF(tray.left(), tray.bottom() + CAPTURED_GAP, TRAY_W, CAPTURED_H)

    def _add_static(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self._static.append(item)
        return item

    def _draw_board(self) -> None:
        self._add_static(plank_item())
        edges = [(self.points[a], self.points[b]) for a, b in self.board.edges]
        line_width = 7.0 if self.board.grid == 7 else 9.0
        for item in line_items(edges, list(self.points.values()), line_width):
            self._add_static(item)
        # coordinates beside the grid: files under the bottom line, ranks left of the left line;
        # they turn with the board (a1 is at the top right when Black is at the bottom)
        grid = self.grid_rect()
        gap = self.label_gap()
        last = self.board.grid - 1
        for i in range(self.board.grid):
            shown = last - i if self.bottom == 1 else i  # the file and rank drawn i-th
            for text, pos in (
                (FILES[shown], QPointF(grid.left() + i * self.spacing, grid.bottom() + gap)),
                (str(shown + 1), QPointF(grid.left() - gap, grid.bottom() - i * self.spacing)),
            ):
                label = coordinate_label(text, pos)
                label.setVisible(self.show_coordinates)
                self._add_static(label)
                self._coordinates.append(label)
                self._centre_label(label)
        for player in (0, 1):
            for item in tray_items(self.tray_rect(player)):
                self._add_static(item)
            for item in tray_items(self.captured_rect(player)):
                self._add_static(item)

    def set_coordinates_visible(self, show: bool) -> None:
        self.show_coordinates = show
        for item in self._coordinates:
            item.setVisible(show)

    # ------------------------------------------------------------------ what is drawn
    def clear_dynamic(self) -> None:
        self._shown = None
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []

    def add_dynamic(self, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        if self._drawing is not None:  # ``show_picture`` adds what is new when it is done
            self._drawing.append(item)
            return item
        self.addItem(item)
        self._dynamic.append(item)
        return item

    def _mark(self, item: QGraphicsItem, role: str | None, z: float) -> None:
        if role is not None:
            item.setData(ROLE, role)
        self.add_dynamic(item, z)

    def show_picture(self, picture: Picture | None) -> None:
        """Draws ``picture`` (``None``: nothing but the board) and takes the gestures it allows.

        The picture is made whole, as if drawn anew, but a piece or a text that looks exactly
        as one already shown is kept instead of its new twin (``keep_same``): the view then
        repaints only where the picture changed (a move: its points, the trays), not the whole
        board, and a kept piece keeps its cached picture."""
        if picture is None:
            self.clear_dynamic()
            return
        # a move redraws the board several times (the position, the players to move, the
        # outcome): a picture drawn already, on the same layout in the same look, is not drawn
        # again
        shown = (picture, self.board, self.bottom, self.label_scale, look(), self.captured_words)
        if shown == self._shown:
            return
        self._drawing = []
        try:
            self._draw_picture(picture)
        finally:
            drawn, self._drawing = self._drawing, None
            self._dynamic = keep_same(self, self._dynamic, drawn)
        self._shown = shown

    def _draw_picture(self, picture: Picture) -> None:
        self.hovered = None
        facts = picture.facts
        self.hand_side = facts.to_move
        self.drag_source_owner = dict(facts.owners)
        self.drag_allowed = set(picture.drag_from)
        self.clickable = set(picture.clickable)
        self._draw_move_shown(facts)
        r = self.radius
        # pieces on the board (with a move in progress: as it has left them)
        for point, owner in facts.owners.items():
            if point == picture.hidden:
                continue  # the sliding piece stands for it until it arrives
            piece = PieceItem(owner, r)
            piece.setPos(self.points[point])
            self._mark(piece, PIECE, 10)
        for point in facts.marked:  # taken, but standing on their points until placing ends
            for mark in marked_items(self.points[point], r):
                self._mark(mark, MARKED, 10)
        self._draw_choice(picture)
        if picture.cursor is not None and picture.cursor in self.points:
            at = self.points[picture.cursor]
            self._mark(ring(at, r * 1.3, QColor(look().hint), 3, dashed=True), None, 12)
        if picture.ribbon:
            for item in ribbon_items(picture.ribbon):
                self.add_dynamic(item, item.zValue())
        for player in (0, 1):
            count = facts.hands[player] if picture.in_hand is None else picture.in_hand[player]
            staying = min(count, facts.hands[player])  # the rest: on its way to the board
            glowing = picture.active == player
            self._draw_tray(player, count, picture.captions[player], staying, glowing)
            self._draw_captured(player, picture.captured[player])

    def _draw_move_shown(self, facts: MillFacts) -> None:
        """The mill(s) the move shown closed (just played, or in progress) as a golden band;
        where that move came from, where it went, what it took."""
        r = self.radius
        for mill in facts.glowing:
            for band in glow_items(self.points[mill[0]], self.points[mill[-1]], r):
                self._mark(band, GLOW, -2)
            for p in mill:
                edge = colour(look().last_move, 230).darker(112)  # the mill's own ring
                self._mark(ring(self.points[p], r * 1.08, edge, 3.5), GLOW, 10.5)
        if facts.trail is not None:
            source, target = facts.trail
            last = QColor(look().last_move)
            if source is not None:
                a, b = self.points[source], self.points[target]
                pen = QPen(_alpha(last, 170), 6, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
                self._mark(line(a, b, pen), TRAIL, -1)
                self._mark(ring(a, r * 0.55, _alpha(last, 200), 4, dashed=True), TRAIL, -1)
            self._mark(disc(self.points[target], r * 1.28, _alpha(last, 120)), TRAIL, -1)
        for removed in facts.taken:
            self._mark(cross(self.points[removed], r * 0.45), TAKEN, -1)

    def _draw_choice(self, picture: Picture) -> None:
        """The selected piece, and its targets or the pieces the move in progress may take."""
        r = self.radius
        if picture.selected is not None:
            # a crisp light ring on a dark edge: never mistaken for the last move's halo (the
            # looks keep the two colours apart, ``board_looks.MARKS_APART``)
            at = self.points[picture.selected]
            self._mark(ring(at, r * 1.16, QColor(look().mark_edge), 9), SELECTED, 11)
            self._mark(ring(at, r * 1.16, QColor(look().selection), 4.5), SELECTED, 11.1)
        for point in picture.targets:
            at = self.points[point]
            if picture.removing:
                self._mark(
                    ring(at, r * 1.12, QColor(look().warning), 5, dashed=True), REMOVABLE, 11
                )
            else:
                self._mark(disc(at, r * 0.42, colour(look().target, 200)), TARGET, 11)
                self._mark(ring(at, r * 0.62, colour(look().target, 120), 3), None, 11)

    def show_hands(self, hands: tuple[int, int], captions: tuple[str, str]) -> None:
        """Fills the trays with ``hands`` pieces and names them (the set-up board, which draws
        no ``Picture``: its pieces in hand are the set-up's)."""
        for player in (0, 1):
            self._draw_tray(player, hands[player], captions[player], hands[player], False)

    def _draw_tray(
        self, player: int, count: int, caption_text: str, staying: int, glowing: bool
    ) -> None:
        """A side's tray: its name, the pieces in hand (those past ``staying`` faded: on their
        way to the board), their count, a glow for the side to move."""
        r = self.radius
        rect = self.tray_rect(player)
        caption = NotedTextItem(caption_text)
        caption_font = QFont("DejaVu Serif", 13)
        caption_font.setBold(True)
        caption.setFont(caption_font)
        caption.setBrush(colour(look().tray_text, 225))
        cr = caption.boundingRect()
        # as tall as the coordinates in a small window, but never wider than the tray
        wanted = self.label_scale * LABEL_HEIGHT / cr.height() if self.label_scale > 1 else 1
        fit = min(wanted, (TRAY_W - 6) / max(1.0, cr.width()))
        caption.setScale(fit)
        caption.setPos(rect.center().x() - cr.width() * fit / 2, rect.top() + 20)
        self.add_dynamic(caption, 6)
        # the pieces in hand start under the caption (lower when it is enlarged)
        small = min(r, 30.0)
        head = max(46.0, 20 + cr.height() * fit + 6)
        inner = rect.adjusted(0, head + small, 0, -58 - small)
        step = min(small * 2.1, inner.height() / max(1, count - 1)) if count > 1 else 0
        top = inner.top()
        for i in range(count):
            piece = PieceItem(player, small)
            piece.setPos(rect.center().x(), top + i * step)
            if i >= staying:
                piece.setOpacity(0.35)
            self.add_dynamic(piece, 5 + i * 0.01)
        badge = NotedTextItem(str(count))
        badge.setData(ROLE, f"{TRAY_COUNT}-{player}")
        font = QFont("DejaVu Sans", 20)
        font.setBold(True)
        badge.setFont(font)
        badge.setBrush(colour(look().tray_text, 235))
        br = badge.boundingRect()
        badge.setPos(rect.center().x() - br.width() / 2, rect.bottom() - 24 - br.height())
        self.add_dynamic(badge, 6)
        if glowing:
            glow = QPainterPath()
            glow.addRoundedRect(rect.adjusted(-5, -5, 5, 5), 22, 22)
            glow_item = QGraphicsPathItem(glow)
            glow_item.setPen(QPen(QColor(look().turn), 5))
            self.add_dynamic(glow_item, 4)

    def _draw_captured(self, player: int, count: int) -> None:
        """The pieces ``player`` has taken (the other side's colour), small, in rows of three in
        the well under the tray; the count is the position's, the tooltip says it in words."""
        rect = self.captured_rect(player)
        columns, step = 3, CAPTURED_R * 2.5
        rows = max(1, math.ceil(count / columns))
        row_step = min(step, (rect.height() - 24 - 2 * CAPTURED_R) / max(1, rows - 1))
        left = rect.center().x() - (columns - 1) * step / 2
        top = rect.top() + 12 + CAPTURED_R
        for i in range(count):
            piece = PieceItem(1 - player, CAPTURED_R)
            piece.setPos(left + (i % columns) * step, top + (i // columns) * row_step)
            piece.setData(ROLE, f"{CAPTURED}-{player}")
            piece.setToolTip(self.captured_words(player, count))
            self.add_dynamic(piece, 5 + i * 0.01)

    # ------------------------------------------------------------------ hit-test
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


def _alpha(colour: QColor, alpha: int) -> QColor:
    """``colour`` with ``alpha``: one named colour, drawn at several strengths."""
    faded = QColor(colour)
    faded.setAlpha(alpha)
    return faded
