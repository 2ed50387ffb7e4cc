"""The Myra board's input marks: the last move, the selection and path (its holes numbered
while a chain or unchain is clicked), the legal targets (a dot, or a ring round a capture),
produce and unchain hints and the hover ring. They draw what the interpreter's ``Gesture`` says,
on board indices; the "how many soldiers?" question is ``question.ChoiceItem``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from enum import Enum
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from morra_suite.games.myra.gestures import TargetKind
from morra_suite.games.myra.pieces import Piece
from morra_suite.ui.myra import paint
from morra_suite.ui.myra.geometry import HOLE_POINTS, SCENE_RECT
from morra_suite.ui.myra.items import PieceItem, font_of, mark_of
from morra_suite.ui.myra.paint import HOLE_RADIUS, UNIT
from morra_suite.ui.myra.text import PaintedText, TextBox, draw_text, readable


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


class OverlayItem(QGraphicsRectItem):
    """Input marks above the pieces: the last move, the selection, the path and legal targets."""

    def __init__(self, z: float = 5, last_only: bool = False) -> None:
        super().__init__()
        self.setZValue(z)
        self.last_only = last_only
        self.last_holes: tuple[int, ...] = ()
        self.last_is_line = False  # the last move was a chain-up or unchain: join its holes
        self.path: tuple[int, ...] = ()
        self.numbered = False  # number the path's holes (a chain or unchain being clicked)
        # The holes the gesture may go on to, with what ending there does (from the rules).
        self.target_kinds: Mapping[int, TargetKind] = {}
        self.hover: int | None = None  # the clickable hole under the mouse
        self.producible: frozenset[int] = frozenset()  # empty holes a soldier may be produced on
        self.ghosts: tuple[int, ...] = ()  # holes an unchain being clicked lays balls on
        self.ghost_player = 0
        self.marked = True  # the ghost balls carry their player's mark
        self.points: Sequence[QPointF] = HOLE_POINTS  # where each hole is drawn
        # the pieces shown (hole -> piece): the counts of the troops under a ring are drawn
        # again over it, as the glow of a path or a capture ring hid them
        self.pieces: Mapping[int, Piece] = {}
        self.painted_texts: list[PaintedText] = []  # the step numbers as last painted
        self.text_boxes: list[TextBox] = []
        self._painted_rect: QRectF | None = None  # round the marks last painted (``None``: all)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        return SCENE_RECT

    def marks_rect(self) -> QRectF | None:
        """The rectangle round every mark the item draws now (empty: none), ``None`` where that
        is not known closely (a path's step numbers, whose badges grow in a small window)."""
        if self.last_only:
            holes = set(self.last_holes)
        elif self.numbered and len(self.path) > 1:
            return None
        else:
            holes = {*self.path, *self.target_kinds, *self.producible, *self.ghosts}
            if self.hover is not None:
                holes.add(self.hover)
        rect = QRectF()
        for hole in holes:
            if 0 <= hole < len(self.points):
                at = self.points[hole]
                rect = rect.united(QRectF(at.x() - UNIT, at.y() - UNIT, 2 * UNIT, 2 * UNIT))
        return rect

    def update_marks(self) -> None:
        """Repaints where the marks were last painted and where they are now, not the whole
        board: every mark lies within a hole's spacing of its hole, and a line only joins
        holes."""
        now, before = self.marks_rect(), self._painted_rect
        if before is None or now is None:
            self.update()
        elif not (changed := before.united(now)).isEmpty():
            self.update(changed)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painted_texts, self.text_boxes = [], []
        self._painted_rect = self.marks_rect()
        if self.last_only:
            self._paint_last(painter)
            return
        self._paint_producible(painter)
        self._paint_ghosts(painter)
        self._paint_path(painter)
        self._paint_targets(painter)
        self._paint_hover(painter)
        self._paint_badges(painter)

    def ringed(self) -> set[int]:
        """The holes a ring of this overlay is drawn round: the path, the capture targets and
        the hover."""
        holes = set(self.path)
        holes |= {h for h in self.target_kinds if self.mark_of(h) is TargetMark.RING}
        if self.hover is not None:
            holes.add(self.hover)
        return holes

    def _paint_badges(self, painter: QPainter) -> None:
        """The count of each troop under a ring, drawn again over the ring's glow."""
        for hole in sorted(self.ringed()):
            piece = self.pieces.get(hole)
            if piece is None or piece.is_queen or piece.size < 2:
                continue
            painter.save()
            painter.translate(self.points[hole])
            PieceItem._paint_badge(painter, piece.size, piece.is_fortress, self.painted_texts)
            painter.restore()

    def _paint_producible(self, painter: QPainter) -> None:
        """A faint plus in each hole next to the queen where a soldier may be produced."""
        if not self.producible:
            return
        c = QColor(paint.look().target)
        c.setAlpha(150)
        painter.setPen(QPen(c, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        arm = 0.11 * UNIT
        for hole in self.producible:
            p = self.points[hole]
            painter.drawLine(QPointF(p.x() - arm, p.y()), QPointF(p.x() + arm, p.y()))
            painter.drawLine(QPointF(p.x(), p.y() - arm), QPointF(p.x(), p.y() + arm))

    def _paint_ghosts(self, painter: QPainter) -> None:
        colours = paint.player_colours()
        colour = colours[self.ghost_player % len(colours)]
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
            c = QColor(paint.look().selection)
            c.setAlpha(alpha)
            painter.setPen(QPen(c, width))
            painter.drawEllipse(p, HOLE_RADIUS + 3, HOLE_RADIUS + 3)

    def _paint_last(self, painter: QPainter) -> None:
        holes = [self.points[h] for h in self.last_holes if 0 <= h < len(self.points)]
        if not holes:
            return
        amber = QColor(paint.look().last_move)
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
        glow = QColor(paint.look().selection)
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
                c = QColor(paint.look().selection)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, width))
                painter.drawEllipse(p, HOLE_RADIUS + 6, HOLE_RADIUS + 6)
            if self.numbered and len(points) > 1:
                self._paint_step_number(painter, p, i + 1)

    def _paint_step_number(self, painter: QPainter, point: QPointF, number: int) -> None:
        """The step's number on a light badge at the hole's upper left. Its font keeps a size
        one reads on screen however small the window (``readable``) and the badge grows round
        it, so the number never spills out of its disc."""
        font = readable(painter, font_of(0.17 * UNIT, bold=True))
        metrics = QFontMetricsF(font)
        text = str(number)
        r = max(0.13 * UNIT, metrics.height() / 2 + 1, metrics.horizontalAdvance(text) / 2 + 5)
        centre = point + QPointF(-0.34 * UNIT, -0.33 * UNIT)
        shown = paint.look()  # a light badge on the look's dark edge, like the path it numbers
        painter.setPen(QPen(QColor(shown.mark_edge), 1.5))
        painter.setBrush(QColor(shown.selection))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QColor(shown.mark_edge))
        painter.setFont(font)
        box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        flags = Qt.AlignmentFlag.AlignCenter
        draw_text(painter, box, flags, text, self.painted_texts, self.text_boxes)

    @property
    def targets(self) -> frozenset[int]:
        return frozenset(self.target_kinds)

    def mark_of(self, hole: int) -> TargetMark | None:
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
                    c = QColor(paint.look().target)
                    c.setAlpha(alpha)
                    painter.setPen(QPen(c, width, Qt.PenStyle.SolidLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(p, HOLE_RADIUS + 2, HOLE_RADIUS + 2)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                for radius, alpha in ((20, 45), (14, 90), (9, 235)):
                    c = QColor(paint.look().target)
                    c.setAlpha(alpha)
                    painter.setBrush(c)
                    painter.drawEllipse(p, radius, radius)
                if self.target_kinds[hole] is TargetKind.BUILD_UP:
                    self._paint_build_up(painter, p)

    @staticmethod
    def _paint_build_up(painter: QPainter, p: QPointF) -> None:
        """An own troop to build up: the dot alone melts into the glossy balls and their ivory
        marks, so it gets a dark rim and a solid face, plain at a glance on any troop."""
        painter.setPen(QPen(QColor(paint.look().mark_edge), 4.0))
        painter.setBrush(QColor(paint.look().target))
        painter.drawEllipse(p, 13, 13)
