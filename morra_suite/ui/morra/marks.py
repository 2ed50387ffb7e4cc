"""The target's marks over its paper: the dots with their arrows, and the field numbers.

Two layers of their own above the target. The arrows are drawn with a paper-coloured halo, so a
ring line or another arrow never runs into them unseen; the field numbers lie above the arrows,
each put where no arrow and no dot passes (``label_places``), so an arrow never hides a number
and the tests can check it on every shipped layout.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from morra_suite.ui.morra.card_colours import card_colours
from morra_suite.ui.morra.geometry import Field, Geometry, polar
from morra_suite.ui.morra.items import (
    BLACK_ARROW_OUTLINE,
    DOT_BLACK_LIGHT,
    DOT_BLACK_LINE,
    DOT_WHITE_LIGHT,
    DOT_WHITE_SHADE,
    EBONY,
    INK,
    IVORY,
    LABEL_INK,
    STONE_COLOURS,
    gold_shade,
    paper_halo,
    stake_halo,
)
from morra_suite.ui.morra.looks import look
from morra_suite.ui.morra.text import PaintedText, board_font, draw_text

# Extra width around an arrow's shaft: its outline and the paper halo round it (scene units).
OUTLINE_WIDTH = 2.4
HALO_WIDTH = 5.0
LABEL_MARGIN = 3.0  # the least paper between a number and the lines of its field


def arrow_parts(g: Geometry, at: Field, to: Field) -> tuple[QPainterPath, QPainterPath] | None:
    """The shaft (a polyline) and the head (a closed triangle) of the arrow from dot ``at`` to
    field ``to``, trimmed so it starts beside its dot and stops before the field it points to."""
    head = g.dot_radius() * 1.9
    start_gap = g.dot_radius() * 1.05
    end_gap = g.bull_radius * 1.02 if to[0] >= g.shape.rings else g.dot_radius() * 1.35
    path = g.arrow_path(at, to)
    length = path.length()
    if length <= start_gap + end_gap + head:
        return None
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
    return shaft, arrow_head


def shaft_width(g: Geometry) -> float:
    return g.dot_radius() * 0.42


def arrow_outline(g: Geometry, at: Field, to: Field) -> QPainterPath:
    """Everything an arrow covers on the paper, its halo included (empty for a stub)."""
    parts = arrow_parts(g, at, to)
    if parts is None:
        return QPainterPath()
    shaft, head = parts
    stroker = QPainterPathStroker()
    stroker.setWidth(shaft_width(g) + OUTLINE_WIDTH + HALO_WIDTH)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    outline = stroker.createStroke(shaft)
    stroker.setWidth(OUTLINE_WIDTH + HALO_WIDTH)
    outline = outline.united(head).united(stroker.createStroke(head))
    return outline


def field_label(field: Field) -> str:
    return f"{field[0]}.{field[1]}"


def label_places(g: Geometry, obstacles: list[QPainterPath]) -> dict[Field, QRectF]:
    """Where each field's number goes: a corner of its field (the first one clockwise from 12
    o'clock when free) where it crosses no arrow, no dot and no other number.

    The candidates, in order: the sector's first corner, its last corner and the middle by its
    outer edge, then the same by its inner edge. A field where every place is taken keeps the
    first (the tests say that this never happens on a shipped layout)."""
    metrics = QFontMetricsF(board_font())
    height = metrics.height()
    dots = QPainterPath()
    for at, _to in g.shape.dots:
        dots.addEllipse(g.field_centre(at), g.dot_radius() + 2, g.dot_radius() + 2)
    taken = QPainterPath()
    places: dict[Field, QRectF] = {}
    for ring, count in enumerate(g.shape.fields):
        span = 360.0 / count
        for index in range(count):
            field = (ring, index)
            width = metrics.horizontalAdvance(field_label(field)) + 4
            sector = g.field_path(field)
            candidates = []
            for outside in (True, False):
                for where in (0.0, 1.0, 0.5):  # the first corner, the last, the middle
                    candidates.append(_candidate(g, field, span, outside, where, width, height))
            chosen = candidates[0]
            for rect in candidates:
                room = rect.adjusted(-1, -1, 1, 1)
                if not sector.contains(room):
                    continue
                if dots.intersects(room) or taken.intersects(room):
                    continue
                if any(path.intersects(room) for path in obstacles):
                    continue
                chosen = rect
                break
            places[field] = chosen
            taken.addRect(chosen)
    return places


def _candidate(
    g: Geometry, field: Field, span: float, outside: bool, where: float, width: float, height: float
) -> QRectF:
    """A place for a field's number by its outer (``outside``) or inner edge, ``where`` along
    the sector (0 its first corner, 1 its last): the rectangle's corners stay in the sector."""
    ring, index = field
    edge = g.ring_outer(ring) if outside else g.ring_inner(ring)
    inward = -1.0 if outside else 1.0
    angle = span * (index + 0.5)
    radius = g.ring_mid(ring)
    for _ in range(3):  # the extents depend on the angle, the angle on the radius: settle both
        rad = math.radians(angle)
        radial = abs(width / 2 * math.sin(rad)) + abs(height / 2 * math.cos(rad))
        along = abs(width / 2 * math.cos(rad)) + abs(height / 2 * math.sin(rad))
        radius = edge + inward * (radial + LABEL_MARGIN)
        offset = math.degrees((along + LABEL_MARGIN) / max(radius, 1.0))
        first, last = span * index + offset, span * (index + 1) - offset
        angle = first + (last - first) * where if last > first else span * (index + 0.5)
    centre = polar(radius, angle)
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


class ArrowLayer(QGraphicsRectItem):
    """The dots and their arrows, above the paper and under the numbers."""

    def __init__(self, geometry: Geometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def outlines(self) -> list[QPainterPath]:
        """What each arrow covers (halo included), in item coordinates (= scene coordinates)."""
        g = self.geometry
        return [arrow_outline(g, at, to) for at, to in g.shape.dots]

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        r = self.geometry.outer
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        g = self.geometry
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        parts = [arrow_parts(g, at, to) for at, to in g.shape.dots]
        cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        width = shaft_width(g)
        halo = paper_halo(200)
        # First every halo, then every arrow: where two arrows meet, neither hides the other.
        for part in parts:
            if part is None:
                continue
            shaft, head = part
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(
                QPen(halo, width + OUTLINE_WIDTH + HALO_WIDTH, Qt.PenStyle.SolidLine, cap, join)
            )
            painter.drawPath(shaft)
            painter.setBrush(halo)
            painter.setPen(QPen(halo, OUTLINE_WIDTH + HALO_WIDTH, Qt.PenStyle.SolidLine, cap, join))
            painter.drawPath(head)
        for index, part in enumerate(parts):
            if part is not None:
                paint_arrow(painter, *part, g.shape.is_white(index), width)
        self._paint_dots(painter)

    def _paint_dots(self, painter: QPainter) -> None:
        g = self.geometry
        radius = g.dot_radius()
        for index, (at, _to) in enumerate(g.shape.dots):
            paint_dot(painter, g.field_centre(at), radius, g.shape.is_white(index))


def paint_arrow(
    painter: QPainter, shaft: QPainterPath, head: QPainterPath, white: bool, width: float
) -> None:
    """A dot's arrow as the board draws it: an ivory shaft and head in a dark outline for a
    white dot, ebony in a light outline for a black one. The legend beside the board draws its
    arrows with this too, so the key shows what the board shows."""
    outline, fill = (INK, IVORY) if white else (BLACK_ARROW_OUTLINE, EBONY)
    cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(outline, width + OUTLINE_WIDTH, Qt.PenStyle.SolidLine, cap, join))
    painter.drawPath(shaft)
    painter.setBrush(outline)
    painter.setPen(QPen(outline, OUTLINE_WIDTH, Qt.PenStyle.SolidLine, cap, join))
    painter.drawPath(head)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(fill, width, Qt.PenStyle.SolidLine, cap, join))
    painter.drawPath(shaft)
    painter.setBrush(fill)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(head)


def paint_dot(painter: QPainter, centre: QPointF, radius: float, white: bool) -> None:
    """A white or black dot as the board draws it (the legend's too)."""
    grad = QRadialGradient(
        QPointF(centre.x() - radius * 0.35, centre.y() - radius * 0.4), radius * 1.4
    )
    if white:
        grad.setColorAt(0.0, DOT_WHITE_LIGHT)
        grad.setColorAt(1.0, DOT_WHITE_SHADE)
        pen = QPen(INK, 1.4)
    else:
        grad.setColorAt(0.0, DOT_BLACK_LIGHT)
        grad.setColorAt(1.0, EBONY)
        pen = QPen(DOT_BLACK_LINE, 1.0)
    painter.setBrush(grad)
    painter.setPen(pen)
    painter.drawEllipse(centre, radius, radius)


class LabelLayer(QGraphicsRectItem):
    """The field numbers ("0.5", "1.3"), each with a paper halo, where ``label_places`` put them
    (shown or hidden with the view's coordinates option)."""

    def __init__(self, geometry: Geometry, arrows: ArrowLayer) -> None:
        super().__init__()
        self.geometry = geometry
        self._arrows = arrows
        self._places: dict[Field, QRectF] | None = None  # worked out when first asked for
        self.painted_texts: list[PaintedText] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(3)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        r = self.geometry.outer
        return QRectF(-r, -r, 2 * r, 2 * r)

    @property
    def places(self) -> dict[Field, QRectF]:
        """Where each field's number goes (``label_places``, clear of the arrows).

        Worked out when first asked for, not when the board is made: it was 15 ms of putting
        a game on (the arrows' outlines united), asked only by the paint of the numbers shown
        (``MorraView.prepare_paint`` asks it on a turn before that paint, issue 43)."""
        if self._places is None:
            self._places = label_places(self.geometry, self._arrows.outlines())
        return self._places

    def prepare(self) -> bool:
        """Works out the places if they are shown and not yet known: whether it did."""
        if self._places is not None or not self.isVisible():
            return False
        _ = self.places
        return True

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.painted_texts = []
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = board_font()
        painter.setFont(font)
        halo_colour = paper_halo(230)  # the target's own paper, in every look
        for field, rect in self.places.items():
            text = field_label(field)
            halo = QPainterPath()
            halo.addText(QPointF(0, 0), font, text)
            box = halo.boundingRect()
            halo.translate(rect.center() - box.center())
            painter.setPen(
                QPen(
                    halo_colour,
                    3.0,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(halo)
            ink = QColor(look().label_colour)  # the look chosen in Settings › Appearance
            ink.setAlpha(LABEL_INK.alpha())
            painter.setPen(ink)
            draw_text(painter, rect, Qt.AlignmentFlag.AlignCenter, text, self.painted_texts)


LEGEND_SHAFT = 2.6  # the legend arrow's shaft, in the board's drawing
LEGEND_ROW = 24.0  # the least height of a legend's row (one line of words)
LEGEND_TEXT_LEFT = 46.0
LEGEND_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


class LegendItem(QGraphicsItem):
    """A key to the board's marks beside it: each row a small symbol drawn as on the board
    (a white or black dot with its arrow, a stone's route, the gold ring of the stone at stake)
    and the view's words for it; a row is as tall as its words need."""

    SYMBOLS = ("white-dot", "black-dot", "route", "at-stake")

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.rows: list[tuple[str, str]] = []
        self.painted_texts: list[PaintedText] = []
        self.setZValue(20)

    def set_rows(self, rows: list[tuple[str, str]]) -> None:
        """``(symbol, words)`` pairs; a symbol is one of ``SYMBOLS``."""
        if rows != self.rows:
            self.prepareGeometryChange()
            self.rows = list(rows)
            self.update()

    def row_heights(self) -> list[float]:
        metrics = QFontMetricsF(board_font())
        width = self.width - LEGEND_TEXT_LEFT - 8
        heights = []
        for _symbol, words in self.rows:
            box = metrics.boundingRect(QRectF(0, 0, width, 1000), int(LEGEND_FLAGS), words)
            heights.append(max(LEGEND_ROW, box.height() + 6))
        return heights

    def height(self) -> float:
        return 10.0 + sum(self.row_heights()) if self.rows else 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height() + 10)

    def symbol_centre(self, index: int) -> QPointF:
        """Where row ``index``'s symbol is drawn (item coordinates; tests look at its colour)."""
        heights = self.row_heights()
        return QPointF(22, 5.0 + sum(heights[:index]) + heights[index] / 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.painted_texts = []
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 0, self.width, self.height())
        tone = card_colours()
        painter.setBrush(tone.legend_paper)
        painter.setPen(QPen(tone.line, 1.0))
        painter.drawRoundedRect(card, 10, 10)
        painter.setFont(board_font())
        top = 5.0
        for index, ((symbol, words), height) in enumerate(
            zip(self.rows, self.row_heights(), strict=True)
        ):
            self._paint_symbol(painter, symbol, self.symbol_centre(index))
            painter.setPen(tone.ink)
            draw_text(
                painter,
                QRectF(LEGEND_TEXT_LEFT, top, self.width - LEGEND_TEXT_LEFT - 8, height),
                LEGEND_FLAGS,
                words,
                self.painted_texts,
            )
            top += height

    def _paint_symbol(self, painter: QPainter, symbol: str, centre: QPointF) -> None:
        radius = 5.5
        if symbol in ("white-dot", "black-dot"):
            # the board's own painters: the legend's arrow is the board's arrow, small
            white = symbol == "white-dot"
            start = QPointF(centre.x() - 8, centre.y())
            tip = QPointF(centre.x() + 18, centre.y())
            head = QPainterPath(tip)
            head.lineTo(QPointF(tip.x() - 7, tip.y() - 4.5))
            head.lineTo(QPointF(tip.x() - 7, tip.y() + 4.5))
            head.closeSubpath()
            shaft = QPainterPath(start)
            shaft.lineTo(QPointF(tip.x() - 6, tip.y()))
            paint_arrow(painter, shaft, head, white, LEGEND_SHAFT)
            paint_dot(painter, start, radius, white)
        elif symbol == "route":
            pen = QPen(STONE_COLOURS[0], 2.6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            pen.setDashPattern([2.5, 2.0])
            painter.setPen(pen)
            painter.drawLine(
                QPointF(centre.x() - 16, centre.y() + 4), QPointF(centre.x() + 16, centre.y() - 4)
            )
        elif symbol == "at-stake":
            # The words say gold: the symbol is the gold glow and ring the stone at stake wears,
            # round a gold disc (not a player's colour, which would say "this player").
            halo = QRadialGradient(centre, radius * 2.2)
            halo.setColorAt(0.6, stake_halo(220))
            halo.setColorAt(1.0, stake_halo(0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(centre, radius * 2.2, radius * 2.2)
            painter.setBrush(QColor(look().ornament))
            painter.setPen(QPen(gold_shade(), 1.4))
            painter.drawEllipse(centre, radius * 1.4, radius * 1.4)
