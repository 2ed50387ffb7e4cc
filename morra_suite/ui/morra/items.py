"""The drawn parts of the Morra board: the target, the stones, the trail of the last round, and
the legends that explain the marks beside the board.

Everything is vector drawing in scene units (paths, gradients, text), so the board stays sharp at
any size and on HiDPI screens; the static target is cached per device resolution.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from morra_suite.ui.morra.geometry import Field, Geometry, polar
from morra_suite.ui.morra.looks import look

# The wood look's colours (``ui.morra.looks`` holds every look; painting reads ``look()``).
INK = QColor("#3a2c20")
PAPER_LIGHT = QColor("#fbf6e8")
PAPER_DARK = QColor("#eadcbc")
IVORY = QColor("#fffdf6")
EBONY = QColor("#1d1815")
GOLD = QColor("#d7a93c")
GOLD_DARK = QColor("#9a7420")
# The players' stones: distinct from the white and black dots and from each other.
STONE_COLOURS = (QColor("#c23a2b"), QColor("#2d68b0"))


def _shade(colour: QColor, factor: int) -> QColor:
    return colour.lighter(factor) if factor >= 100 else colour.darker(int(10000 / factor))


class TargetItem(QGraphicsItem):
    """The board itself: paper disc on a wooden rim, rings, fields, the bull, dots and arrows."""

    def __init__(self, geometry: Geometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.show_coordinates = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)

    def set_show_coordinates(self, show: bool) -> None:
        if show != self.show_coordinates:
            self.show_coordinates = show
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.geometry.outer * 1.16
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        g = self.geometry
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = g.outer
        rim = outer * 1.055

        # Soft shadow under the board, drawn as a gradient so it scales like everything else.
        shadow = QRadialGradient(QPointF(outer * 0.02, outer * 0.05), rim * 1.09)
        shadow.setColorAt(0.0, QColor(0, 0, 0, 120))
        shadow.setColorAt(0.86, QColor(0, 0, 0, 95))
        shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(QPointF(outer * 0.02, outer * 0.05), rim * 1.09, rim * 1.09)

        # Turned wooden rim.
        wood = QLinearGradient(QPointF(-rim, -rim), QPointF(rim, rim))
        shown = look()
        wood.setColorAt(0.0, QColor(shown.edge).lighter(128))
        wood.setColorAt(0.5, QColor(shown.edge))
        wood.setColorAt(1.0, QColor(shown.edge).darker(136))
        painter.setBrush(wood)
        painter.setPen(QPen(QColor(shown.edge_dark), 1.2))
        painter.drawEllipse(QPointF(0, 0), rim, rim)
        painter.setPen(QPen(QColor(255, 235, 200, 70), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), rim - 2.5, rim - 2.5)

        # A thin brass inlay between rim and paper.
        painter.setPen(QPen(QColor(shown.selection), 2.2))
        painter.drawEllipse(QPointF(0, 0), outer + 2.2, outer + 2.2)
        painter.setPen(Qt.PenStyle.NoPen)

        # The paper face, slightly darker towards the edge.
        paper = QRadialGradient(QPointF(-outer * 0.2, -outer * 0.25), outer * 1.25)
        paper.setColorAt(0.0, QColor(shown.board_light))
        paper.setColorAt(1.0, QColor(shown.board_dark))
        painter.setBrush(paper)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), outer, outer)

        # Every other ring tinted, as on a shooting target.
        for ring in range(g.shape.rings):
            if ring % 2 == 1:
                path = QPainterPath()
                path.addEllipse(QPointF(0, 0), g.ring_outer(ring), g.ring_outer(ring))
                inner = QPainterPath()
                inner.addEllipse(QPointF(0, 0), g.ring_inner(ring), g.ring_inner(ring))
                painter.setBrush(QColor(150, 110, 60, 34))
                painter.drawPath(path.subtracted(inner))

        # Field separators, then the ring lines over them.
        separator_colour = QColor(shown.lines)
        separator_colour.setAlpha(170)
        separator = QPen(separator_colour, 1.1)
        separator.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(separator)
        for ring in range(g.shape.rings):
            for angle in g.separator_angles(ring):
                painter.drawLine(polar(g.ring_inner(ring), angle), polar(g.ring_outer(ring), angle))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for ring in range(g.shape.rings):
            width = 2.6 if ring == 0 else 1.8
            painter.setPen(QPen(QColor(shown.lines), width))
            painter.drawEllipse(QPointF(0, 0), g.ring_outer(ring), g.ring_outer(ring))

        self._paint_bull(painter)
        if self.show_coordinates:
            self._paint_labels(painter)
        self._paint_dots(painter)

    def _paint_bull(self, painter: QPainter) -> None:
        b = self.geometry.bull_radius
        gold = QRadialGradient(QPointF(-b * 0.35, -b * 0.4), b * 1.3)
        gold.setColorAt(0.0, QColor("#f6dc8a"))
        gold.setColorAt(0.6, QColor(look().selection))
        gold.setColorAt(1.0, QColor(look().last_move))
        painter.setBrush(gold)
        painter.setPen(QPen(QColor(look().lines), 2.2))
        painter.drawEllipse(QPointF(0, 0), b, b)
        # The bull's eye in black, as on a shooting target (and a contrast for either stone).
        eye = QRadialGradient(QPointF(-b * 0.18, -b * 0.2), b * 0.7)
        eye.setColorAt(0.0, QColor("#4a403a"))
        eye.setColorAt(1.0, QColor("#16110e"))
        painter.setBrush(eye)
        painter.setPen(QPen(QColor("#0b0806"), 1.2))
        painter.drawEllipse(QPointF(0, 0), b * 0.55, b * 0.55)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), b * 0.78, b * 0.78)

    def _paint_labels(self, painter: QPainter) -> None:
        g = self.geometry
        font = QFont()
        font.setPixelSize(max(8, int(g.band * 0.19)))
        painter.setFont(font)
        label = QColor(look().label_colour)
        label.setAlpha(190)
        painter.setPen(label)
        size = g.band * 0.5
        for ring, count in enumerate(g.shape.fields):
            radius = g.ring_outer(ring) - g.band * 0.17
            # In the sector's first corner: its middle is where the dots' arrows come and go.
            span = 360.0 / count
            offset = min(span * 0.3, math.degrees(g.band * 0.42 / radius))
            for index in range(count):
                centre = polar(radius, span * index + offset)
                rect = QRectF(centre.x() - size, centre.y() - size / 4, 2 * size, size / 2)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{ring}.{index}")

    def _paint_dots(self, painter: QPainter) -> None:
        g = self.geometry
        radius = g.dot_radius()
        for index, (at, to) in enumerate(g.shape.dots):
            self._paint_arrow(painter, at, to, g.shape.is_white(index))
        for index, (at, _to) in enumerate(g.shape.dots):
            white = g.shape.is_white(index)
            centre = g.field_centre(at)
            grad = QRadialGradient(
                QPointF(centre.x() - radius * 0.35, centre.y() - radius * 0.4), radius * 1.4
            )
            if white:
                grad.setColorAt(0.0, QColor("#ffffff"))
                grad.setColorAt(1.0, QColor("#e4dccb"))
                pen = QPen(INK, 1.4)
            else:
                grad.setColorAt(0.0, QColor("#5a514b"))
                grad.setColorAt(1.0, EBONY)
                pen = QPen(QColor("#0b0908"), 1.0)
            painter.setBrush(grad)
            painter.setPen(pen)
            painter.drawEllipse(centre, radius, radius)

    def _paint_arrow(self, painter: QPainter, at: Field, to: Field, white: bool) -> None:
        g = self.geometry
        head = g.dot_radius() * 1.9
        start_gap = g.dot_radius() * 1.05
        end_gap = g.bull_radius * 1.02 if to[0] >= g.shape.rings else g.dot_radius() * 1.35
        path = g.arrow_path(at, to)
        length = path.length()
        if length <= start_gap + end_gap + head:
            return
        t0 = path.percentAtLength(start_gap)
        t1 = path.percentAtLength(length - end_gap)
        t_shaft = path.percentAtLength(length - end_gap - head * 0.8)
        shaft = QPainterPath(path.pointAtPercent(t0))
        steps = 24
        for k in range(1, steps + 1):
            shaft.lineTo(path.pointAtPercent(t0 + (t_shaft - t0) * k / steps))
        tip = path.pointAtPercent(t1)
        back = path.pointAtPercent(path.percentAtLength(length - end_gap - head))
        dx, dy = tip.x() - back.x(), tip.y() - back.y()
        norm = math.hypot(dx, dy) or 1.0
        ux, uy = dx / norm, dy / norm
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        half = head * 0.5
        arrow_head = QPainterPath(tip)
        arrow_head.lineTo(QPointF(base.x() - uy * half, base.y() + ux * half))
        arrow_head.lineTo(QPointF(base.x() + ux * head * 0.18, base.y() + uy * head * 0.18))
        arrow_head.lineTo(QPointF(base.x() + uy * half, base.y() - ux * half))
        arrow_head.closeSubpath()
        width = g.dot_radius() * 0.42
        if white:
            outline, fill = INK, IVORY
        else:
            outline, fill = QColor(255, 250, 235, 215), EBONY
        cap = Qt.PenCapStyle.RoundCap
        join = Qt.PenJoinStyle.RoundJoin
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(outline, width + 2.4, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(shaft)
        painter.setBrush(outline)
        painter.setPen(QPen(outline, 2.4, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(arrow_head)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(fill, width, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(shaft)
        painter.setBrush(fill)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(arrow_head)


class StoneItem(QGraphicsObject):
    """A player's stone: a glossy disc in the player's colour with the player's initial."""

    def __init__(self, player: int, radius: float) -> None:
        super().__init__()
        self.player = player
        self.radius = radius
        pieces = look().pieces
        self.colour = QColor(pieces[player % len(pieces)].body)
        self.letter = "AB"[player] if player < 2 else str(player + 1)
        self._at_stake = False
        self._winner = False
        self.setZValue(10 + player)

    def set_letter(self, letter: str) -> None:
        self.letter = letter
        self.update()

    def set_at_stake(self, at_stake: bool) -> None:
        if at_stake != self._at_stake:
            self._at_stake = at_stake
            self.update()

    def set_winner(self, winner: bool) -> None:
        if winner != self._winner:
            self._winner = winner
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.7
        return QRectF(-r, -r, 2 * r, 2 * r + self.radius * 0.2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._winner:
            glow = QRadialGradient(QPointF(0, 0), r * 1.7)
            glow.setColorAt(0.55, QColor(255, 236, 160, 255))
            glow.setColorAt(1.0, QColor(255, 220, 120, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 0), r * 1.7, r * 1.7)
        if self._at_stake:
            halo = QRadialGradient(QPointF(0, 0), r * 1.45)
            halo.setColorAt(0.6, QColor(255, 214, 102, 200))
            halo.setColorAt(1.0, QColor(255, 214, 102, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0, 0), r * 1.45, r * 1.45)
        shadow = QRadialGradient(QPointF(r * 0.12, r * 0.28), r * 1.15)
        shadow.setColorAt(0.7, QColor(0, 0, 0, 110))
        shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(QPointF(r * 0.12, r * 0.28), r * 1.15, r * 1.15)
        body = QRadialGradient(QPointF(-r * 0.35, -r * 0.45), r * 1.5)
        body.setColorAt(0.0, _shade(self.colour, 160))
        body.setColorAt(0.45, self.colour)
        body.setColorAt(1.0, _shade(self.colour, 45))
        painter.setBrush(body)
        painter.setPen(QPen(_shade(self.colour, 40), max(1.0, r * 0.07)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        gloss = QRadialGradient(QPointF(-r * 0.3, -r * 0.45), r * 0.55)
        gloss.setColorAt(0.0, QColor(255, 255, 255, 150))
        gloss.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gloss)
        painter.drawEllipse(QPointF(-r * 0.3, -r * 0.45), r * 0.55, r * 0.45)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, int(r * 0.95)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 235))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.letter)

    def _get_centre(self) -> QPointF:
        return self.pos()

    def _set_centre(self, point: QPointF) -> None:
        self.setPos(point)

    centre = Property(QPointF, _get_centre, _set_centre)


class TrailItem(QGraphicsItem):
    """The route a stone took in the last round, as a dashed line, so it can be read afterwards."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.colour = QColor(colour)
        self.setZValue(5)

    def set_path(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.path = path
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(6)
        return stroker.createStroke(self.path)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.path.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(255, 252, 240, 170)
        painter.setPen(QPen(halo, 5.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        colour = QColor(self.colour)
        colour.setAlpha(210)
        pen = QPen(colour, 2.6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([2.5, 2.0])
        painter.setPen(pen)
        painter.drawPath(self.path)


class HighlightItem(QGraphicsItem):
    """A field glowing under the mouse where a click chooses it (a start field, one human)."""

    def __init__(self) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_path(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.path = path
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.path.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor(255, 205, 90, 110)))
        painter.setPen(QPen(QColor(180, 120, 20, 220), 2.0))
        painter.drawPath(self.path)


LEGEND_ROW = 32.0  # room for two lines of words


class LegendItem(QGraphicsItem):
    """A key to the board's marks beside it: each row a small symbol drawn as on the board
    (a white or black dot with its arrow, a stone's route, the gold ring of the stone at stake)
    and the view's words for it."""

    SYMBOLS = ("white-dot", "black-dot", "route", "at-stake")

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.rows: list[tuple[str, str]] = []
        self.setZValue(20)

    def set_rows(self, rows: list[tuple[str, str]]) -> None:
        """``(symbol, words)`` pairs; a symbol is one of ``SYMBOLS``."""
        if rows != self.rows:
            self.prepareGeometryChange()
            self.rows = list(rows)
            self.update()

    def height(self) -> float:
        return 12.0 + LEGEND_ROW * len(self.rows)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height() + 10)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 0, self.width, self.height())
        painter.setBrush(QColor(251, 246, 233, 232))
        painter.setPen(QPen(QColor("#b89b6c"), 1.0))
        painter.drawRoundedRect(card, 10, 10)
        font = QFont()
        font.setPixelSize(12)
        painter.setFont(font)
        for index, (symbol, words) in enumerate(self.rows):
            y = 6.0 + LEGEND_ROW * index + LEGEND_ROW / 2
            self._paint_symbol(painter, symbol, QPointF(24, y))
            painter.setPen(INK)
            painter.drawText(
                QRectF(48, y - LEGEND_ROW / 2, self.width - 54, LEGEND_ROW),
                Qt.AlignmentFlag.AlignLeft
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextWordWrap,
                words,
            )

    def _paint_symbol(self, painter: QPainter, symbol: str, centre: QPointF) -> None:
        radius = 5.5
        if symbol in ("white-dot", "black-dot"):
            white = symbol == "white-dot"
            tip = QPointF(centre.x() + 18, centre.y())
            painter.setPen(QPen(INK if white else EBONY, 2.0))
            painter.drawLine(QPointF(centre.x() - 8, centre.y()), QPointF(tip.x() - 4, tip.y()))
            head = QPainterPath(tip)
            head.lineTo(QPointF(tip.x() - 6, tip.y() - 4))
            head.lineTo(QPointF(tip.x() - 6, tip.y() + 4))
            head.closeSubpath()
            painter.setBrush(INK if white else EBONY)
            painter.drawPath(head)
            painter.setBrush(QColor("#ffffff") if white else EBONY)
            painter.setPen(QPen(INK if white else QColor("#0b0908"), 1.3))
            painter.drawEllipse(QPointF(centre.x() - 8, centre.y()), radius, radius)
        elif symbol == "route":
            pen = QPen(STONE_COLOURS[0], 2.6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            pen.setDashPattern([2.5, 2.0])
            painter.setPen(pen)
            painter.drawLine(
                QPointF(centre.x() - 16, centre.y() + 4), QPointF(centre.x() + 16, centre.y() - 4)
            )
        elif symbol == "at-stake":
            halo = QRadialGradient(centre, radius * 2.2)
            halo.setColorAt(0.6, QColor(255, 214, 102, 220))
            halo.setColorAt(1.0, QColor(255, 214, 102, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(centre, radius * 2.2, radius * 2.2)
            painter.setBrush(STONE_COLOURS[0])
            painter.setPen(QPen(_shade(STONE_COLOURS[0], 40), 1.0))
            painter.drawEllipse(centre, radius * 1.4, radius * 1.4)
