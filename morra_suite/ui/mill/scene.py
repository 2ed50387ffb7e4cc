"""The mill scene: lays the board out, draws a ``Picture`` it is given, reports where it was hit.

The scene turns a click into a point's grid number and emits it (``point_clicked``), a drag into
two (``piece_dragged``, from a point or from the tray, ``HAND``), a click on the tray into the
side (``hand_clicked``); it never decides what a gesture means. What it draws is one value, the
``Picture`` the view makes of the rules' answers (``MillFacts``, the interpreter's targets): the
scene follows it on every change (as KDE's Kigo does), so it holds no second copy of the truth;
it changes only the items whose part of the picture changed (``show_picture``).

The board can be turned half round (``set_board(board, bottom=1)``: Black at the bottom); the
points, coordinates and trays are laid out for the orientation, so clicks land where points are
drawn.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from morra_suite.games.mill.board import FILES
from morra_suite.ui.mill.facts import MillFacts
from morra_suite.ui.mill.items import (
    BOARD,
    GLOW,
    MARKED,
    PIECE,
    REMOVABLE,
    ROLE,
    SELECTED,
    TAKEN,
    TARGET,
    TRAIL,
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
from morra_suite.ui.mill.looks import colour, look
from morra_suite.ui.mill.trays import (
    TRAY_W,
    badge_item,
    caption_item,
    captured_pieces,
    glow_item,
    hand_piece,
    hand_places,
)

TRAY_GAP = 26.0
CAPTURED_H = 112.0  # the well under a side's hand tray for the pieces that side has taken
CAPTURED_GAP = 12.0
HAND = -1  # the "point" of a side's tray, for dragging a piece from the hand
# The least height in screen pixels a small window keeps the coordinates and captions at (they
# are enlarged below it; ``trays.LABEL_HEIGHT`` is their height as drawn).
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
        # what ``show_picture`` drew: the pieces by point, and each other part of the picture
        # by name, with what it shows (``_group``), on this layout in this look (``_drawn_on``)
        self._pieces: dict[int, PieceItem] = {}
        self._groups: dict[str, tuple[object, list[QGraphicsItem]]] = {}
        self._drawn_on: tuple[object, ...] | None = None
        self._dynamic: list[QGraphicsItem] = []  # items added by others (the set-up board)
        self._drawing: list[QGraphicsItem] | None = None  # the group being drawn
        self._heads: dict[int, float] = {}  # where a tray's pieces start, under its caption
        self._hand_sizes: dict[int, int] = {}  # how many pieces each tray shows
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
        """Takes every drawn piece and mark off the board (the static board stays)."""
        for items in self._groups.values():
            for item in items[1]:
                self.removeItem(item)
        self._groups = {}
        self._pieces = {}
        self._hand_sizes = {}
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []
        self._drawn_on = None

    def add_dynamic(self, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        if self._drawing is not None:  # a group of the picture being drawn (``_group``)
            self._drawing.append(item)
        else:
            self._dynamic.append(item)
        self.addItem(item)
        return item

    def _mark(self, item: QGraphicsItem, role: str | None, z: float) -> None:
        if role is not None:
            item.setData(ROLE, role)
        self.add_dynamic(item, z)

    def _group(self, name: str, key: object, draw: Callable[[], None]) -> None:
        """The items of one part of the picture (the trays, the marks of the move shown…):
        drawn again by ``draw`` only when ``key``, all that part shows, changed since it was
        drawn; else they stay as they are (not made, laid out or measured again)."""
        shown = self._groups.get(name)
        if shown is not None and shown[0] == key:
            return
        if shown is not None:
            for item in shown[1]:
                self.removeItem(item)
        self._drawing = []
        try:
            draw()
        finally:
            drawn, self._drawing = self._drawing, None
        self._groups[name] = (key, drawn)

    def _drop_group(self, name: str) -> None:
        for item in self._groups.pop(name, (None, []))[1]:
            self.removeItem(item)

    def show_picture(self, picture: Picture | None) -> None:
        """Draws ``picture`` (``None``: nothing but the board) and takes the gestures it allows.

        Only what changed is drawn again: a piece stays while its point keeps its owner, and
        each other part (the marks of the move shown, the choice, the trays…) while what it
        shows is the same (``_group``); the view then repaints only where the picture changed
        (a move: its points and the trays), and a kept piece keeps its cached picture. Another
        layout or look draws everything anew."""
        if picture is None:
            self.clear_dynamic()
            return
        layout = (self.board, self.bottom, self.label_scale, look(), self.captured_words)
        if layout != self._drawn_on:
            self.clear_dynamic()
            self._drawn_on = layout
        self.hovered = None
        facts = picture.facts
        self.hand_side = facts.to_move
        self.drag_source_owner = dict(facts.owners)
        self.drag_allowed = set(picture.drag_from)
        self.clickable = set(picture.clickable)
        self._place_pieces(facts, picture.hidden)
        self._group(
            "move", (facts.glowing, facts.trail, facts.taken), lambda: self._draw_move_shown(facts)
        )
        self._group("marked", facts.marked, lambda: self._draw_marked(facts.marked))
        self._group(
            "choice",
            (picture.selected, picture.targets, picture.removing),
            lambda: self._draw_choice(picture),
        )
        self._group("cursor", picture.cursor, lambda: self._draw_cursor(picture.cursor))
        self._group("ribbon", picture.ribbon, lambda: self._draw_ribbon(picture.ribbon))
        for player in (0, 1):
            count = facts.hands[player] if picture.in_hand is None else picture.in_hand[player]
            staying = min(count, facts.hands[player])  # the rest: on its way to the board
            self._show_tray(
                player, count, picture.captions[player], staying, picture.active == player
            )
            taken = picture.captured[player]
            draw = functools.partial(self._draw_captured, player, taken)
            self._group(f"captured-{player}", taken, draw)

    def _place_pieces(self, facts: MillFacts, hidden: int | None) -> None:
        """The pieces on the board (with a move in progress: as it has left them): a piece
        whose point keeps its owner stays; the others are taken off or put on."""
        wanted = {p: owner for p, owner in facts.owners.items() if p != hidden}
        # ``hidden``: the sliding piece stands for it until it arrives
        for point in [p for p, item in self._pieces.items() if wanted.get(p) != item.player]:
            self.removeItem(self._pieces.pop(point))
        for point, owner in wanted.items():
            if point not in self._pieces:
                piece = PieceItem(owner, self.radius)
                piece.setPos(self.points[point])
                piece.setData(ROLE, PIECE)
                piece.setZValue(10)
                self.addItem(piece)
                self._pieces[point] = piece

    def _draw_marked(self, marked: frozenset[int] | tuple[int, ...]) -> None:
        """Pieces taken but standing on their points until placing ends."""
        for point in marked:
            for mark in marked_items(self.points[point], self.radius):
                self._mark(mark, MARKED, 10)

    def _draw_cursor(self, cursor: int | None) -> None:
        if cursor is not None and cursor in self.points:
            at = self.points[cursor]
            self._mark(ring(at, self.radius * 1.3, QColor(look().hint), 3, dashed=True), None, 12)

    def _draw_ribbon(self, text: str | None) -> None:
        if text:
            for item in ribbon_items(text):
                self.add_dynamic(item, item.zValue())

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
        head = self._draw_caption(player, caption_text)
        for i, (x, y) in enumerate(self._hand_places(player, count, head)):
            self._draw_hand_piece(player, i, x, y, i >= staying)
        self._draw_badge(player, count)
        self._draw_glow(player, glowing)

    def _show_tray(
        self, player: int, count: int, caption_text: str, staying: int, glowing: bool
    ) -> None:
        """``_draw_tray`` part by part: each piece in hand, the caption, the count and the glow
        are drawn again only when they change (a placement takes one piece out of the tray
        and moves the glow: the other pieces stay)."""

        def caption() -> None:
            self._heads[player] = self._draw_caption(player, caption_text)

        self._group(f"caption-{player}", caption_text, caption)
        places = self._hand_places(player, count, self._heads[player])
        for i, (x, y) in enumerate(places):
            faded = i >= staying
            draw = functools.partial(self._draw_hand_piece, player, i, x, y, faded)
            self._group(f"hand-{player}-{i}", (x, y, faded), draw)
        for i in range(len(places), self._hand_sizes.get(player, 0)):
            self._drop_group(f"hand-{player}-{i}")
        self._hand_sizes[player] = len(places)
        self._group(f"badge-{player}", count, functools.partial(self._draw_badge, player, count))
        glow = functools.partial(self._draw_glow, player, glowing)
        self._group(f"glow-{player}", glowing, glow)

    def _draw_caption(self, player: int, caption_text: str) -> float:
        """The tray's name; returns how far below the tray's top the pieces start."""
        item, head = caption_item(caption_text, self.tray_rect(player), self.label_scale)
        self.add_dynamic(item, 6)
        return head

    def _hand_places(self, player: int, count: int, head: float) -> list[tuple[float, float]]:
        return hand_places(self.tray_rect(player), self.radius, count, head)

    def _draw_hand_piece(self, player: int, i: int, x: float, y: float, faded: bool) -> None:
        self.add_dynamic(hand_piece(player, self.radius, x, y, faded), 5 + i * 0.01)

    def _draw_badge(self, player: int, count: int) -> None:
        self.add_dynamic(badge_item(player, count, self.tray_rect(player)), 6)

    def _draw_glow(self, player: int, glowing: bool) -> None:
        if glowing:
            self.add_dynamic(glow_item(self.tray_rect(player)), 4)

    def _draw_captured(self, player: int, count: int) -> None:
        """The pieces ``player`` has taken; the count is the position's, the tooltip says it
        in words."""
        tip = self.captured_words(player, count)
        for i, piece in enumerate(captured_pieces(player, count, self.captured_rect(player), tip)):
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
