"""The Myra board scene: the hexagon of 91 holes, the pieces, the reserves and the input marks.

The scene draws what it is given and never decides legality or reach (see ARCHITECTURE.md):
``show`` takes a state, ``show_feedback`` the interpreter's selection, targets (with what each does,
as the rules say), path and question, and ``animate`` the rules' trace of a move, hole by hole.
Pieces are rebuilt from the state on every change (Kigo-style), so there is no second copy of the
truth here. Hole positions come from the rules library's drawing table
(``morra_suite.games.myra.board.POINTS``), so board and rules cannot disagree.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from enum import Enum
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from morra_suite.controllers.myra_input import Choice, Feedback, Stage
from morra_suite.games.myra import board as topology
from morra_suite.games.myra.gestures import TargetKind
from morra_suite.games.myra.pieces import Piece
from morra_suite.games.myra.state import MyraState
from morra_suite.games.myra.trace import MoveKind, MoveTrace
from morra_suite.ui.myra import paint
from morra_suite.ui.myra.paint import HOLE_RADIUS, PLAYER_COLOURS, PLAYER_MARKS, UNIT, BallMark

BOARD_RADIUS = 5 * UNIT + 1.12 * UNIT
SCENE_RECT = QRectF(-690, -585, 1380, 1170)

POINT_OF: dict[str, QPointF] = {
    name: QPointF(x * UNIT, y * UNIT)
    for name, (x, y) in zip(topology.NAMES, topology.POINTS, strict=True)
}

# Where each queen's corner keeps its reserve tray (a corner of the bounding box next to it).
_TRAY_PLACE = {
    "a1": QPointF(-560, 470),
    "a6": QPointF(560, 470),
    "f11": QPointF(560, 470),
    "k11": QPointF(560, -470),
    "k6": QPointF(-560, -470),
    "f1": QPointF(-560, 0),
}


def _start_corners(players: int) -> tuple[str, ...]:
    """The queens' start holes, players in turn order (the rules' table)."""
    return tuple(topology.NAMES[h] for h in topology.START_CORNERS.get(players, ()))


def turned(point: QPointF, turns: int) -> QPointF:
    """``point`` turned about the board's centre by ``turns`` sixths of a full turn (clockwise
    on the screen). The hexagon maps onto itself, every hole onto a hole."""
    angle = math.radians(60 * (turns % 6))
    cos, sin = math.cos(angle), math.sin(angle)
    return QPointF(point.x() * cos - point.y() * sin, point.x() * sin + point.y() * cos)


def turns_for_bottom(players: int, player: int) -> int:
    """How many sixths to turn the board so that ``player``'s corner is where the first player's
    is when the board is not turned (at the bottom left); 0 for the first player."""
    corners = _start_corners(players)
    if not 0 <= player < len(corners):
        return 0
    home, corner = POINT_OF[corners[0]], POINT_OF[corners[player]]
    for turns in range(6):
        at = turned(corner, turns)
        if math.hypot(at.x() - home.x(), at.y() - home.y()) < 1:
            return turns
    return 0


def _nearest_hole(point: QPointF, points: Mapping[str, QPointF]) -> str:
    """The name in ``points`` drawn nearest to ``point``."""

    def distance(name: str) -> float:
        return math.hypot(points[name].x() - point.x(), points[name].y() - point.y())

    return min(points, key=distance)


def _fitted(text: str, width: float, pixels: float, bold: bool = False) -> QFont:
    """The font of ``pixels`` size, made smaller until ``text`` fits ``width`` (translations may
    be longer than the English the layout was drawn for)."""
    font = _font(pixels, bold)
    while pixels > 8 and QFontMetricsF(font).horizontalAdvance(text) > width:
        pixels *= 0.92
        font = _font(pixels, bold)
    return font


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    return font


class BoardItem(QGraphicsItem):
    """The wood, the holes and the queens' corners: drawn once, cached at the device resolution."""

    def __init__(self, players: int, points: Mapping[str, QPointF] = POINT_OF) -> None:
        super().__init__()
        self._players = players
        self.points = points  # where each hole is drawn (the board may be turned)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)

    def boundingRect(self) -> QRectF:
        r = BOARD_RADIUS + 40
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint.paint_board(painter, BOARD_RADIUS)
        corners = _start_corners(self._players)
        for player, corner in enumerate(corners):
            self._paint_corner(painter, self.points[corner], PLAYER_COLOURS[player])
        for name, point in self.points.items():
            paint.paint_hole(painter, point, queen=name in corners)

    @staticmethod
    def _paint_corner(painter: QPainter, centre: QPointF, colour: paint.BallColour) -> None:
        """A queen's corner: a coloured inlay ring with a brass line, under the hole."""
        painter.save()
        inlay = QColor(colour.base)
        inlay.setAlpha(150)
        painter.setPen(QPen(QColor(80, 50, 14, 200), 1.6))
        painter.setBrush(inlay)
        painter.drawEllipse(centre, HOLE_RADIUS + 13, HOLE_RADIUS + 13)
        painter.setPen(QPen(paint.BRASS, 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, HOLE_RADIUS + 8, HOLE_RADIUS + 8)
        painter.restore()


class CoordinatesItem(QGraphicsItem):
    """Row letters at the left ends of the rows, diagonal numbers at the lower ends of diagonals."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._labels: list[tuple[QPointF, str]] = []
        self.set_turns(0)

    def set_turns(self, turns: int) -> None:
        """Places the labels for a board turned by ``turns`` sixths: each stays beside the end of
        its row or diagonal, and reads upright."""
        self._labels = []
        for row in range(1, 12):
            first = min(d for d in range(1, 12) if abs(row - d) <= 5)
            name = f"{topology.ROWS[row - 1]}{first}"
            at = turned(POINT_OF[name] + QPointF(-0.64 * UNIT, 0), turns)
            self._labels.append((at, name[0]))
        down = QPointF(0.5 * UNIT, math.sqrt(3) / 2 * UNIT) * 0.64
        for diag in range(1, 12):
            lowest = min(r for r in range(1, 12) if abs(r - diag) <= 5)
            at = turned(POINT_OF[f"{topology.ROWS[lowest - 1]}{diag}"] + down, turns)
            self._labels.append((at, str(diag)))
        self.update()

    @property
    def labels(self) -> tuple[tuple[QPointF, str], ...]:
        """Each label's centre and text (for tests and tools)."""
        return tuple(self._labels)

    def boundingRect(self) -> QRectF:
        return SCENE_RECT

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(_font(0.2 * UNIT, bold=True))
        for point, text in self._labels:
            box = QRectF(point.x() - 20, point.y() - 14, 40, 28)
            painter.setPen(QColor(255, 240, 210, 130))
            painter.drawText(box.translated(0.8, 1.2), Qt.AlignmentFlag.AlignCenter, text)
            painter.setPen(QColor(92, 52, 18, 220))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


# Ball offsets (in units of UNIT) and radii for troops of 1..5, drawn back to front.
_TROOP_LAYOUT: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    1: (0.245, ((0.0, 0.0),)),
    2: (0.2, ((-0.145, -0.06), (0.145, 0.06))),
    3: (0.185, ((0.0, -0.15), (-0.15, 0.095), (0.15, 0.095))),
    4: (0.175, ((-0.14, -0.14), (0.14, -0.14), (-0.14, 0.14), (0.14, 0.14))),
    5: (0.17, ((-0.14, -0.13), (0.14, -0.13), (-0.14, 0.15), (0.14, 0.15), (0.0, -0.015))),
}


def mark_of(player: int, marked: bool = True) -> BallMark | None:
    """The shape ``player``'s balls carry (``None`` when marks are switched off)."""
    return PLAYER_MARKS[player % len(PLAYER_MARKS)] if marked else None


def _piece_words(piece: Piece, hole: str, names: Sequence[str]) -> str:
    """A piece in words, for its tooltip: "Red troop of 3 on c4"."""
    colour = names[piece.player] if piece.player < len(names) else str(piece.player + 1)
    if piece.is_queen:
        text = QCoreApplication.translate("MyraScene", "{colour} queen on {hole}")
    elif piece.is_fortress:
        text = QCoreApplication.translate("MyraScene", "{colour} fortress (5) on {hole}")
    elif piece.size == 1:
        text = QCoreApplication.translate("MyraScene", "{colour} soldier on {hole}")
    else:
        text = QCoreApplication.translate("MyraScene", "{colour} troop of {n} on {hole}")
    return text.format(colour=colour, hole=hole, n=piece.size)


class PieceItem(QGraphicsItem):
    """The queen or a troop in one hole: 1-5 balls clustered, the count, a fortress's ring.

    With ``marked`` every ball carries its player's mark (the queen hers under the crown).
    """

    def __init__(self, piece: Piece, marked: bool = True) -> None:
        super().__init__()
        self.piece = piece
        self.marked = marked
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def mark(self) -> BallMark | None:
        """The shape on this piece's balls, or ``None`` when marks are off."""
        return mark_of(self.piece.player, self.marked)

    def boundingRect(self) -> QRectF:
        r = 0.62 * UNIT
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = PLAYER_COLOURS[self.piece.player % len(PLAYER_COLOURS)]
        origin = QPointF(0, 0)
        mark = self.mark
        if self.piece.is_queen:
            paint.paint_ball(painter, origin, 0.335 * UNIT, colour)
            paint.paint_crown(painter, QPointF(0.0, -0.03 * UNIT), 0.3 * UNIT)
            if mark is not None:
                paint.paint_mark(painter, QPointF(0.0, 0.19 * UNIT), 0.085 * UNIT, mark, colour)
            return
        size = self.piece.size
        if size == 5:
            paint.paint_brass_ring(painter, origin, HOLE_RADIUS + 4, 5.5)
        radius, offsets = _TROOP_LAYOUT[size]
        self._paint_group_shadow(painter, size)
        for i, (dx, dy) in enumerate(offsets):
            centre = QPointF(dx * UNIT, dy * UNIT)
            on_top = size == 5 and i == 4
            paint.paint_ball(
                painter,
                centre,
                radius * UNIT * (1.08 if on_top else 1),
                colour,
                shadow=on_top or size == 1,
                mark=mark,
            )
        if size >= 2:
            self._paint_badge(painter, size)

    @staticmethod
    def _paint_group_shadow(painter: QPainter, size: int) -> None:
        if size == 1:
            return
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        centre = QPointF(0.05 * UNIT, 0.08 * UNIT)
        grad = QRadialGradient(centre, 0.42 * UNIT)
        grad.setColorAt(0.0, QColor(0, 0, 0, 150))
        grad.setColorAt(0.7, QColor(0, 0, 0, 70))
        grad.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(centre, 0.42 * UNIT, 0.42 * UNIT)
        painter.restore()

    @staticmethod
    def _paint_badge(painter: QPainter, size: int) -> None:
        """The troop's size as a number on a small walnut disc at the hole's lower right."""
        painter.save()
        centre = QPointF(0.34 * UNIT, 0.33 * UNIT)
        r = 0.14 * UNIT
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(centre + QPointF(1.5, 2.5), r, r)
        painter.setPen(QPen(paint.BRASS if size == 5 else QColor(235, 210, 170), 2.0))
        painter.setBrush(QColor(48, 28, 12, 235))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QColor("#fff4dc"))
        painter.setFont(_font(0.19 * UNIT, bold=True))
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(size),
        )
        painter.restore()


class TrayItem(QGraphicsItem):
    """A player's reserve beside the board: a wooden dish with a heap of balls and the count."""

    WIDTH, HEIGHT = 250.0, 150.0

    def __init__(
        self, player: int, name: str, count: int | None, active: bool, marked: bool = True
    ) -> None:
        super().__init__()
        self.player, self.name, self.count, self.active = player, name, count, active
        self.marked = marked
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(
            -self.WIDTH / 2 - 20, -self.HEIGHT / 2 - 20, self.WIDTH + 40, self.HEIGHT + 40
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.WIDTH, self.HEIGHT
        box = QRectF(-w / 2, -h / 2, w, h)
        out = self.count is None
        if out:
            painter.setOpacity(0.6)  # a player who is out fades back
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(6, 0, -1):
            painter.setBrush(QColor(40, 22, 8, 12))
            painter.drawRoundedRect(box.adjusted(-i, -i, i, i).translated(6, 10), 26 + i, 26 + i)
        if self.active:
            for i in range(8, 0, -1):
                painter.setBrush(QColor(255, 214, 110, 16))
                painter.drawRoundedRect(
                    box.adjusted(-i * 1.6, -i * 1.6, i * 1.6, i * 1.6), 26 + i, 26 + i
                )
        wood = QLinearGradient(box.topLeft(), box.bottomRight())
        wood.setColorAt(0.0, paint.RIM_LIGHT)
        wood.setColorAt(1.0, paint.RIM_DARK)
        painter.setBrush(wood)
        painter.setPen(
            QPen(
                QColor(255, 220, 160, 200) if self.active else QColor(40, 20, 6, 160),
                3.0 if self.active else 1.5,
            )
        )
        painter.drawRoundedRect(box, 26, 26)
        dish = box.adjusted(14, 44, -14, -14)
        inside = QLinearGradient(dish.topLeft(), dish.bottomLeft())
        inside.setColorAt(0.0, QColor("#2e1a0b"))
        inside.setColorAt(1.0, QColor("#5a3a1e"))
        painter.setBrush(inside)
        painter.setPen(QPen(QColor(255, 230, 190, 90), 1.5))
        painter.drawRoundedRect(dish, 18, 18)
        # Name, with a small ball of the player's colour.
        colour = PLAYER_COLOURS[self.player % len(PLAYER_COLOURS)]
        mark = mark_of(self.player, self.marked)
        paint.paint_ball(
            painter, QPointF(-w / 2 + 30, -h / 2 + 24), 13, colour, shadow=False, mark=mark
        )
        painter.setPen(QColor("#fbeed4"))
        painter.setFont(_fitted(self.name, w - 60, 23, bold=True))
        painter.drawText(
            QRectF(-w / 2 + 48, -h / 2 + 6, w - 60, 36),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            self.name,
        )
        if out:
            out_text = QCoreApplication.translate("MyraScene", "out of the game")
            painter.setFont(_fitted(out_text, dish.width() - 16, 22))
            painter.setPen(QColor(250, 230, 200, 170))
            painter.drawText(
                dish,
                Qt.AlignmentFlag.AlignCenter,
                out_text,
            )
            return
        shown = min(self.count or 0, 10)
        rows = (4, 3, 2, 1)
        r = 12.0
        k = 0
        base_x, base_y = dish.left() + 22, dish.bottom() - 16
        for row, length in enumerate(rows):
            for i in range(length):
                if k >= shown:
                    break
                x = base_x + (i + row * 0.5) * 2 * r
                y = base_y - row * r * 1.73
                paint.paint_ball(painter, QPointF(x, y), r, colour, shadow=row == 0, mark=mark)
                k += 1
        painter.setPen(QColor("#fff4dc"))
        number_box = QRectF(
            dish.center().x() + 4, dish.top() - 6, dish.width() / 2 - 10, dish.height() - 10
        )
        painter.setFont(_font(44, bold=True))
        painter.drawText(number_box, Qt.AlignmentFlag.AlignCenter, str(self.count))
        caption = QCoreApplication.translate("MyraScene", "in reserve")
        painter.setPen(QColor(250, 230, 200, 170))
        painter.setFont(_fitted(caption, number_box.width() + 6, 15))
        painter.drawText(
            QRectF(number_box.left() - 3, dish.bottom() - 26, number_box.width() + 6, 20),
            Qt.AlignmentFlag.AlignCenter,
            caption,
        )


def _links(points: Sequence[QPointF]) -> QPainterPath:
    """Segments joining neighbouring holes rim to rim, so a path never covers the balls."""
    path = QPainterPath()
    inset = HOLE_RADIUS + 4
    for a, b in pairwise(points):
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy)
        if length <= 2 * inset:
            continue
        ux, uy = dx / length, dy / length
        path.moveTo(a.x() + ux * inset, a.y() + uy * inset)
        path.lineTo(b.x() - ux * inset, b.y() - uy * inset)
    return path


class TargetMark(Enum):
    """The two looks of a target: a dot where the piece may go, a ring round a capture."""

    DOT = "dot"
    RING = "ring"


class OverlayItem(QGraphicsItem):
    """Input marks above the pieces: the last move, the selection, the path and legal targets."""

    def __init__(self, z: float = 5, last_only: bool = False) -> None:
        super().__init__()
        self.setZValue(z)
        self.last_only = last_only
        self.last_holes: tuple[str, ...] = ()
        self.last_is_line = False  # the last move was a chain-up or unchain: join its holes
        self.path: tuple[str, ...] = ()
        self.numbered = False  # number the path's holes (a chain or unchain being clicked)
        # The holes the gesture may go on to, with what ending there does (from the rules).
        self.target_kinds: Mapping[str, TargetKind] = {}
        self.hover: str | None = None  # the clickable hole under the mouse
        self.producible: frozenset[str] = frozenset()  # empty holes a soldier may be produced on
        self.ghosts: tuple[str, ...] = ()  # holes an unchain being clicked lays balls on
        self.ghost_player = 0
        self.marked = True  # the ghost balls carry their player's mark
        self.points: Mapping[str, QPointF] = POINT_OF  # where each hole is drawn

    def boundingRect(self) -> QRectF:
        return SCENE_RECT

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.last_only:
            self._paint_last(painter)
            return
        self._paint_producible(painter)
        self._paint_ghosts(painter)
        self._paint_path(painter)
        self._paint_targets(painter)
        self._paint_hover(painter)

    def _paint_producible(self, painter: QPainter) -> None:
        """A faint plus in each hole next to the queen where a soldier may be produced."""
        if not self.producible:
            return
        c = QColor(paint.TARGET)
        c.setAlpha(150)
        painter.setPen(QPen(c, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        arm = 0.11 * UNIT
        for hole in self.producible:
            p = self.points[hole]
            painter.drawLine(QPointF(p.x() - arm, p.y()), QPointF(p.x() + arm, p.y()))
            painter.drawLine(QPointF(p.x(), p.y() - arm), QPointF(p.x(), p.y() + arm))

    def _paint_ghosts(self, painter: QPainter) -> None:
        colour = PLAYER_COLOURS[self.ghost_player % len(PLAYER_COLOURS)]
        painter.save()
        painter.setOpacity(0.55)
        for hole in self.ghosts:
            paint.paint_ball(
                painter,
                self.points[hole],
                0.245 * UNIT,
                colour,
                mark=mark_of(self.ghost_player, self.marked),
            )
        painter.restore()

    def _paint_hover(self, painter: QPainter) -> None:
        if self.hover is None:
            return
        p = self.points[self.hover]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((10, 60), (3, 255)):
            c = QColor(paint.HIGHLIGHT)
            c.setAlpha(alpha)
            painter.setPen(QPen(c, width))
            painter.drawEllipse(p, HOLE_RADIUS + 3, HOLE_RADIUS + 3)

    def _paint_last(self, painter: QPainter) -> None:
        holes = [self.points[h] for h in self.last_holes if h in self.points]
        if not holes:
            return
        amber = QColor(paint.LAST_MOVE)
        if len(holes) > 2 or self.last_is_line:
            line = _links(holes)
            amber.setAlpha(110)
            painter.setPen(
                QPen(
                    amber,
                    7,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
        amber.setAlpha(230)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if len(holes) >= 2:
            pen = QPen(amber, 3.5, Qt.PenStyle.DashLine)
            pen.setDashPattern([3, 2.2])
            painter.setPen(pen)
            painter.drawEllipse(holes[0], HOLE_RADIUS + 7, HOLE_RADIUS + 7)
        painter.setPen(QPen(amber, 5))
        painter.drawEllipse(holes[-1], HOLE_RADIUS + 7, HOLE_RADIUS + 7)

    def _paint_path(self, painter: QPainter) -> None:
        points = [self.points[h] for h in self.path]
        if not points:
            return
        glow = QColor(paint.HIGHLIGHT)
        if len(points) > 1:
            line = _links(points)
            glow.setAlpha(170)
            painter.setPen(
                QPen(
                    glow,
                    9,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
        for i, p in enumerate(points):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for width, alpha in ((16, 40), (10, 80), (5, 255)):
                c = QColor(paint.HIGHLIGHT)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, width))
                painter.drawEllipse(p, HOLE_RADIUS + 6, HOLE_RADIUS + 6)
            if self.numbered and len(points) > 1:
                self._paint_step_number(painter, p, i + 1)

    @staticmethod
    def _paint_step_number(painter: QPainter, point: QPointF, number: int) -> None:
        centre = point + QPointF(-0.34 * UNIT, -0.33 * UNIT)
        r = 0.13 * UNIT
        painter.setPen(QPen(QColor(90, 60, 10), 1.5))
        painter.setBrush(QColor("#fff3c4"))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QColor("#3a2208"))
        painter.setFont(_font(0.17 * UNIT, bold=True))
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(number),
        )

    @property
    def targets(self) -> frozenset[str]:
        return frozenset(self.target_kinds)

    def mark_of(self, hole: str) -> TargetMark | None:
        """How a target is marked: a capture by a ring round the enemy piece, any other target
        (an empty hole, an own troop to build up) by a dot; ``None`` for no target."""
        kind = self.target_kinds.get(hole)
        if kind is None:
            return None
        return TargetMark.RING if kind is TargetKind.CAPTURE else TargetMark.DOT

    def _paint_targets(self, painter: QPainter) -> None:
        for hole in self.target_kinds:
            p = self.points[hole]
            if self.mark_of(hole) is TargetMark.RING:
                for width, alpha in ((12, 50), (4, 230)):
                    c = QColor(paint.TARGET)
                    c.setAlpha(alpha)
                    painter.setPen(QPen(c, width, Qt.PenStyle.SolidLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(p, HOLE_RADIUS + 2, HOLE_RADIUS + 2)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                for radius, alpha in ((20, 45), (14, 90), (9, 235)):
                    c = QColor(paint.TARGET)
                    c.setAlpha(alpha)
                    painter.setBrush(c)
                    painter.drawEllipse(p, radius, radius)


class ResultItem(QGraphicsItem):
    """The end of the game on a ribbon across the board's top edge, clear of the top row."""

    MAX_WIDTH = 820.0

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.setZValue(12)
        self.setPos(0, -BOARD_RADIUS * math.sqrt(3) / 2 - 8)
        font = _font(30, bold=True)
        font.setFamilies(["DejaVu Serif", "Georgia", "serif"])
        self._font = _fitted_family(font, text, self.MAX_WIDTH - 80)
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 80
        self._rect = QRectF(-width / 2, -31, width, 62)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-20, -20, 20, 24)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(7, 0, -1):
            painter.setBrush(QColor(0, 0, 0, 16))
            painter.drawRoundedRect(rect.adjusted(-i, -i, i, i).translated(3, 7), 31 + i, 31 + i)
        gradient = QLinearGradient(0, rect.top(), 0, rect.bottom())
        gradient.setColorAt(0.0, QColor("#9a3520"))
        gradient.setColorAt(1.0, QColor("#5e1d10"))
        painter.setBrush(gradient)
        painter.setPen(QPen(paint.BRASS, 2.5))
        painter.drawRoundedRect(rect, 31, 31)
        painter.setPen(QPen(QColor(255, 236, 200, 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 25, 25)
        painter.setFont(self._font)
        painter.setPen(QColor(0, 0, 0, 110))
        painter.drawText(rect.translated(1, 2), Qt.AlignmentFlag.AlignCenter, self.text)
        painter.setPen(QColor("#fdf1d8"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def _fitted_family(font: QFont, text: str, width: float) -> QFont:
    """``font`` made smaller until ``text`` fits ``width`` (after its family changed)."""
    size = font.pixelSize()
    while size > 8 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size = max(8, int(size * 0.92))
        font.setPixelSize(size)
    return font


class ChoiceItem(QGraphicsItem):
    """The "how many balls?" question as a small panel of round buttons beside the target hole."""

    BUTTON = 0.29 * UNIT
    GAP = 0.16 * UNIT

    def __init__(
        self, choices: Sequence[Choice], anchor: QPointF, player: int, marked: bool = True
    ) -> None:
        super().__init__()
        self.choices = tuple(choices)
        self.player = player
        self.marked = marked
        self.setZValue(10)
        n = len(self.choices)
        self._width = n * 2 * self.BUTTON + (n - 1) * self.GAP + 0.5 * UNIT
        self._height = 2 * self.BUTTON + 0.62 * UNIT
        x = min(
            max(anchor.x(), SCENE_RECT.left() + self._width / 2 + 10),
            SCENE_RECT.right() - self._width / 2 - 10,
        )
        above = anchor.y() - 0.6 * UNIT - self._height / 2
        y = (
            above
            if above - self._height / 2 > SCENE_RECT.top()
            else (anchor.y() + 0.6 * UNIT + self._height / 2)
        )
        self.setPos(x, y)

    def boundingRect(self) -> QRectF:
        return QRectF(
            -self._width / 2 - 20, -self._height / 2 - 20, self._width + 40, self._height + 40
        )

    def button_centres(self) -> list[QPointF]:
        n = len(self.choices)
        span = n * 2 * self.BUTTON + (n - 1) * self.GAP
        top = -self._height / 2
        return [
            QPointF(
                -span / 2 + self.BUTTON + i * (2 * self.BUTTON + self.GAP),
                top + 0.42 * UNIT + self.BUTTON,
            )
            for i in range(n)
        ]

    def key_at(self, scene_point: QPointF) -> str | None:
        local = self.mapFromScene(scene_point)
        for choice, centre in zip(self.choices, self.button_centres(), strict=True):
            if math.hypot(local.x() - centre.x(), local.y() - centre.y()) <= self.BUTTON + 4:
                return choice.key
        return None

    def scene_point_of(self, key: str) -> QPointF:
        for choice, centre in zip(self.choices, self.button_centres(), strict=True):
            if choice.key == key:
                return self.mapToScene(centre)
        raise KeyError(key)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(-self._width / 2, -self._height / 2, self._width, self._height)
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(8, 0, -1):
            painter.setBrush(QColor(0, 0, 0, 14))
            painter.drawRoundedRect(box.adjusted(-i, -i, i, i).translated(4, 8), 22 + i, 22 + i)
        painter.setBrush(QColor(38, 22, 10, 242))
        painter.setPen(QPen(paint.BRASS, 2.2))
        painter.drawRoundedRect(box, 22, 22)
        painter.setPen(QColor("#fbeed4"))
        title = QCoreApplication.translate("MyraScene", "How many balls?")
        painter.setFont(_fitted(title, box.width() - 24, 0.2 * UNIT, bold=True))
        painter.drawText(
            QRectF(box.left(), box.top() + 6, box.width(), 0.34 * UNIT),
            Qt.AlignmentFlag.AlignCenter,
            title,
        )
        colour = PLAYER_COLOURS[self.player % len(PLAYER_COLOURS)]
        mark = mark_of(self.player, self.marked)
        for choice, centre in zip(self.choices, self.button_centres(), strict=True):
            painter.setPen(QPen(QColor(255, 232, 180, 200), 2))
            painter.setBrush(QColor(90, 58, 28))
            painter.drawEllipse(centre, self.BUTTON, self.BUTTON)
            if choice.kind is MoveKind.UNCHAIN:
                for k in (-1, 0, 1):
                    paint.paint_ball(
                        painter,
                        centre + QPointF(k * 0.15 * UNIT, -0.02 * UNIT),
                        0.065 * UNIT,
                        colour,
                        shadow=False,
                        mark=mark,
                    )
                unchain = QCoreApplication.translate("MyraScene", "unchain")
                painter.setFont(_fitted(unchain, 2 * self.BUTTON - 8, 0.13 * UNIT, bold=True))
                painter.setPen(QColor("#fbeed4"))
                painter.drawText(
                    QRectF(
                        centre.x() - self.BUTTON,
                        centre.y() + 0.06 * UNIT,
                        2 * self.BUTTON,
                        0.2 * UNIT,
                    ),
                    Qt.AlignmentFlag.AlignCenter,
                    unchain,
                )
            else:
                paint.paint_ball(
                    painter,
                    centre + QPointF(0, -0.07 * UNIT),
                    0.1 * UNIT,
                    colour,
                    shadow=False,
                    mark=mark,
                )
                painter.setPen(QColor("#fbeed4"))
                label = str(choice.count)
                if choice.kind in (MoveKind.MOVE, MoveKind.BUILD_UP, MoveKind.CAPTURE):
                    label = QCoreApplication.translate("MyraScene", "all {n}").format(
                        n=choice.count
                    )
                painter.setFont(_fitted(label, 2 * self.BUTTON - 8, 0.17 * UNIT, bold=True))
                painter.drawText(
                    QRectF(
                        centre.x() - self.BUTTON,
                        centre.y() + 0.04 * UNIT,
                        2 * self.BUTTON,
                        0.22 * UNIT,
                    ),
                    Qt.AlignmentFlag.AlignCenter,
                    label,
                )
            painter.setPen(QColor(255, 232, 180, 150))
            painter.setFont(_font(0.12 * UNIT))
            painter.drawText(
                QRectF(
                    centre.x() - self.BUTTON, centre.y() + self.BUTTON, 2 * self.BUTTON, 0.2 * UNIT
                ),
                Qt.AlignmentFlag.AlignCenter,
                choice.key.upper(),
            )


class MyraScene(QGraphicsScene):
    """Owns the board's items; rebuilt from a position, marked from the interpreter's feedback."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(QColor("#1e1916"))
        self._players = 0
        self._board_item: BoardItem | None = None
        self._coordinates = CoordinatesItem()
        self._coordinates.setVisible(False)
        self.addItem(self._coordinates)
        self._overlay = OverlayItem()
        self.addItem(self._overlay)
        self._last = OverlayItem(z=2.5, last_only=True)  # under the pieces: badges stay readable
        self.addItem(self._last)
        self._pieces: dict[str, PieceItem] = {}
        self._trays: list[TrayItem] = []
        self._choice: ChoiceItem | None = None
        self._result: ResultItem | None = None
        self.state: MyraState | None = None
        self.show_targets = True
        self._show_marks = True
        self._animation: QVariantAnimation | None = None
        self._trace: MoveTrace | None = None
        self._mover: PieceItem | None = None
        self._before_items: dict[str, PieceItem] = {}
        self._hidden: dict[int, list[str]] = {}  # step -> holes whose new contents appear there
        self._arrived = 0
        self.step_ms = 170  # time per hole of a move's travel
        self._turns = 0  # sixths of a turn the board is drawn turned by (set_bottom_player)
        self._feedback: Feedback | None = None  # the marks shown (redrawn when the board turns)
        self._bottom = 0
        self.points: dict[str, QPointF] = dict(POINT_OF)  # where each hole is drawn now
        self._tray_corner: dict[str, str] = {name: name for name in _TRAY_PLACE}

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """A dark felt table under the board: a soft vignette, lighter where the board lies."""
        grad = QRadialGradient(QPointF(0, 0), 900)
        grad.setColorAt(0.0, QColor("#4a3c32"))
        grad.setColorAt(0.7, QColor("#2f2722"))
        grad.setColorAt(1.0, QColor("#1e1916"))
        painter.fillRect(rect, QBrush(grad))

    # -- drawing ----------------------------------------------------------------------------------

    def show(
        self,
        state: MyraState,
        names: Sequence[str],
        last_holes: tuple[str, ...] = (),
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
        for item in self._pieces.values():
            self.removeItem(item)
        self._pieces = {}
        for hole, piece in state.pieces.items():
            name = topology.NAMES[hole]
            item = PieceItem(piece, self._show_marks)
            item.setPos(self.points[name])
            item.setToolTip(_piece_words(piece, name, names))
            self.addItem(item)
            self._pieces[name] = item
        for tray in self._trays:
            self.removeItem(tray)
        self._trays = []
        alive = state.alive_players
        for player, corner in enumerate(_start_corners(players)):
            count = state.reserve(player) if player in alive else None
            name = names[player] if player < len(names) else str(player + 1)
            tray = TrayItem(player, name, count, active == player, self._show_marks)
            tray.setPos(_TRAY_PLACE[self._tray_corner[corner]])
            self.addItem(tray)
            self._trays.append(tray)
        self._last.last_holes, self._last.last_is_line = last_holes, last_is_line
        self._last.update()
        self._overlay.path, self._overlay.target_kinds = (), {}
        self._overlay.ghosts, self._overlay.hover = (), None
        self._overlay.producible = frozenset()
        self._overlay.update()
        self._feedback = None
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
                name = topology.NAMES[change.hole]
                self._hidden.setdefault(index, []).append(name)
                if name in self._pieces:
                    self._pieces[name].setVisible(False)
                if change.before is not None:
                    item = PieceItem(change.before, self._show_marks)
                    item.setPos(self.points[name])
                    self.addItem(item)
                    self._before_items[name] = item
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
            return self.points[topology.NAMES[hole]]
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
        for name in self._hidden.pop(index, []):
            item = self._before_items.pop(name, None)
            if item is not None:
                self.removeItem(item)
            if name in self._pieces:
                self._pieces[name].setVisible(True)

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

    def show_feedback(self, feedback: Feedback | None) -> None:
        """Marks the selection, the path so far, the legal targets and any open question."""
        self._feedback = feedback
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
                    )
                )
            else:
                self._set_choice(None)
        self._overlay.update()

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

    def set_hover(self, hole: str | None) -> None:
        """Rings the clickable hole under the mouse (``None`` when there is none)."""
        if hole != self._overlay.hover:
            self._overlay.hover = hole
            self._overlay.update()

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

    def hole_at(self, point: QPointF) -> str | None:
        """The hole drawn within half a step of ``point`` (holes are a step apart)."""
        best, best_d = None, 0.5 * UNIT
        for name, centre in self.points.items():
            d = math.hypot(point.x() - centre.x(), point.y() - centre.y())
            if d < best_d:
                best, best_d = name, d
        return best

    def hole_point(self, name: str) -> QPointF:
        """Where the hole ``name`` is drawn now (the board may be turned)."""
        return QPointF(self.points[name])

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
        for name, item in self._pieces.items():
            item.setPos(self.points[name])
        for tray, corner in zip(self._trays, _start_corners(self._players), strict=False):
            tray.setPos(_TRAY_PLACE[self._tray_corner[corner]])
        self.show_feedback(self._feedback)  # the marks and any question, where the holes are now
        self.update()

    def _turn(self, turns: int) -> None:
        """Works out where every hole, label and tray goes for a board turned by ``turns``."""
        self._turns = turns
        self.points.clear()
        self.points.update({name: turned(at, turns) for name, at in POINT_OF.items()})
        corners = {name: POINT_OF[name] for name in _TRAY_PLACE}
        self._tray_corner = {
            name: _nearest_hole(turned(at, turns), corners) for name, at in corners.items()
        }
        self._coordinates.set_turns(turns)
        self._overlay.points = self.points
        self._last.points = self.points
        self._overlay.update()
        self._last.update()
