"""The drawn parts of the Morra board: the target, the stones, the trail of the last round, and
the legends that explain the marks beside the board.

Everything is vector drawing in scene units (paths, gradients, text), so the board stays sharp at
any size and on HiDPI screens; the static target is cached per device resolution.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morra_suite.ui.morra.geometry import Geometry, polar
from morra_suite.ui.morra.looks import look
from morra_suite.ui.morra.text import PaintedText, board_font, draw_text

# The wood look's colours (``ui.morra.looks`` holds every look; painting reads ``look()``).
INK = QColor("#3a2c20")
PAPER_LIGHT = QColor("#fbf6e8")
PAPER_DARK = QColor("#eadcbc")
IVORY = QColor("#fffdf6")
EBONY = QColor("#1d1815")
# The marks on the paper: the dots' fills, the arrows' halo, the field numbers and their halo.
DOT_WHITE_LIGHT = QColor("#ffffff")
DOT_WHITE_SHADE = QColor("#e4dccb")
DOT_BLACK_LIGHT = QColor("#5a514b")
DOT_BLACK_LINE = QColor("#0b0908")
BLACK_ARROW_OUTLINE = QColor(255, 250, 235, 215)
LABEL_INK = QColor(58, 44, 32, 235)  # its alpha: the field numbers' ink is the look's
# The cards beside the target (the hands, the round strip, the legends) take their paper and ink
# from the look and the appearance (``card_colours``); what is the same on every card:
CARD_SHADOW = QColor(0, 0, 0, 9)
LETTER_INK = QColor(255, 255, 255, 235)  # a stone's letter
LATTICE = QColor(255, 255, 255, 55)  # the back of a card lying face down, in its player's colour
BALL_LIGHT = QColor("#ffffff")  # the ivory balls of a hand
BALL_SHADE = QColor("#cfc3a8")
BALL_LINE = QColor("#6b5a44")
# The players' stones: distinct from the white and black dots and from each other.
STONE_COLOURS = (QColor("#c23a2b"), QColor("#2d68b0"))


@cache
def _shade_of(rgba: int, factor: int) -> QColor:
    """Colour ``rgba`` lighter (``factor`` over 100) or darker, made once per colour and factor
    (a stone's three shades are asked at every paint). Shared: not to be changed."""
    colour = QColor.fromRgba(rgba)
    return colour.lighter(factor) if factor >= 100 else colour.darker(int(10000 / factor))


def _faded(hex_colour: str, alpha: int) -> QColor:
    made = QColor(hex_colour)
    made.setAlpha(alpha)
    return made


def _mixed(hex_colour: str, other: str, share: float) -> QColor:
    """``hex_colour`` with ``share`` of ``other`` mixed in."""
    a, b = QColor(hex_colour), QColor(other)
    return QColor(
        round(a.red() + (b.red() - a.red()) * share),
        round(a.green() + (b.green() - a.green()) * share),
        round(a.blue() + (b.blue() - a.blue()) * share),
    )


def paper_halo(alpha: int) -> QColor:
    """The halo round an arrow or a field number: the look's own paper (a cream halo on the
    dark look's target smudged its light numbers)."""
    return _faded(look().board_light, alpha)


def gold_shade() -> QColor:
    """The shaded side of the look's gold (the bull's edge, the rim of the stake's disc)."""
    return QColor(look().ornament).darker(140)


def stake_halo(alpha: int) -> QColor:
    """The glow round the stone at stake: the look's gold, lit (the legend says "gold")."""
    return _faded(_mixed(look().ornament, "#ffe070", 0.5).name(), alpha)


class TargetItem(QGraphicsRectItem):
    """The board itself: paper disc on a wooden rim, rings, fields and the bull (the dots, their
    arrows and the field numbers are layers of their own above it: ``marks.py``)."""

    def __init__(self, geometry: Geometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
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
        painter.setPen(QPen(QColor(shown.ornament), 2.2))
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

    def _paint_bull(self, painter: QPainter) -> None:
        b = self.geometry.bull_radius
        gold = QRadialGradient(QPointF(-b * 0.35, -b * 0.4), b * 1.3)
        gold.setColorAt(0.0, _mixed(look().ornament, "#ffffff", 0.5))
        gold.setColorAt(0.6, QColor(look().ornament))
        gold.setColorAt(1.0, gold_shade())
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
        self.painted_texts: list[PaintedText] = []
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
            glow.setColorAt(0.55, QColor(look().last_move))  # the round just won
            glow.setColorAt(1.0, _faded(look().last_move, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 0), r * 1.7, r * 1.7)
        if self._at_stake:
            halo = QRadialGradient(QPointF(0, 0), r * 1.45)
            halo.setColorAt(0.6, stake_halo(200))
            halo.setColorAt(1.0, stake_halo(0))
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
        body.setColorAt(0.0, _shade_of(self.colour.rgba(), 160))
        body.setColorAt(0.45, self.colour)
        body.setColorAt(1.0, _shade_of(self.colour.rgba(), 45))
        painter.setBrush(body)
        painter.setPen(QPen(_shade_of(self.colour.rgba(), 40), max(1.0, r * 0.07)))
        painter.drawEllipse(QPointF(0, 0), r, r)
        gloss = QRadialGradient(QPointF(-r * 0.3, -r * 0.45), r * 0.55)
        gloss.setColorAt(0.0, QColor(255, 255, 255, 150))
        gloss.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gloss)
        painter.drawEllipse(QPointF(-r * 0.3, -r * 0.45), r * 0.55, r * 0.45)
        self.painted_texts = []
        painter.setFont(board_font(r * 0.95, bold=True))
        painter.setPen(QColor(255, 255, 255, 235))
        draw_text(
            painter,
            QRectF(-r, -r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            self.letter,
            self.painted_texts,
        )

    def _get_centre(self) -> QPointF:
        return self.pos()

    def _set_centre(self, point: QPointF) -> None:
        self.setPos(point)

    centre = Property(QPointF, _get_centre, _set_centre)


class TrailItem(QGraphicsRectItem):
    """The route a stone took in the last round, as a dashed line, so it can be read afterwards."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.colour = QColor(colour)
        self.setZValue(5)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def set_path(self, path: QPainterPath) -> None:
        self.path = path
        self.setRect(self._bounds())  # tells the scene of a new extent, as it changed
        self.update()

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
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
        halo = _faded(look().board_light, 170)  # the paper's own tone round the route
        painter.setPen(QPen(halo, 5.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        colour = QColor(self.colour)
        colour.setAlpha(210)
        pen = QPen(colour, 2.6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([2.5, 2.0])
        painter.setPen(pen)
        painter.drawPath(self.path)


class HighlightItem(QGraphicsRectItem):
    """A field glowing under the mouse where a click chooses it (a start field, one human)."""

    def __init__(self) -> None:
        super().__init__()
        self.path = QPainterPath()
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def set_path(self, path: QPainterPath) -> None:
        self.path = path
        self.setRect(self._bounds())  # tells the scene of a new extent, as it changed
        self.update()

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.path.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(_faded(look().selection, 110)))
        painter.setPen(QPen(_faded(QColor(look().selection).darker(130).name(), 220), 2.0))
        painter.drawPath(self.path)
