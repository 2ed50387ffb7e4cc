"""How the Myra board is painted: wood, drilled holes, glass balls. Vector only: it scales sharply.

Light falls from the upper left everywhere (balls' highlights, the holes' lit lower rims, shadows
cast to the lower right), which is what makes the flat drawing read as a real wooden board.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from enum import Enum
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from morra_suite.ui.board_looks import BoardLook
from morra_suite.ui.myra import looks

UNIT = 100.0  # scene units between neighbouring holes
HOLE_RADIUS = 0.37 * UNIT
BOARD_MARGIN = 0.92 * UNIT  # from the corner holes' centres to the board's outer corners


@dataclass(frozen=True)
class BallColour:
    """One player's glass: the body, a lighter tone for highlights, a darker one for the rim."""

    base: QColor
    light: QColor
    dark: QColor


def _ball(base: str, light: str, dark: str) -> BallColour:
    return BallColour(QColor(base), QColor(light), QColor(dark))


# The wood look's glasses, as the first boards had them (``player_colours()`` gives the look's).
PLAYER_COLOURS: tuple[BallColour, ...] = (
    _ball("#c8322b", "#ff8a72", "#5e0f0c"),  # red
    _ball("#2c5fb8", "#8fb8ff", "#0e2356"),  # blue
    _ball("#25925a", "#86e0a8", "#0a4527"),  # green
)


class BallMark(Enum):
    """A shape every ball of a player carries besides its colour.

    About one man in twelve cannot tell red from green; the marks let every player tell the sides
    apart by shape alone. None of them looks like one of the board's hints (a dot on a target, a
    plus where a soldier may be produced, a ring round a whole hole for a capture).
    """

    RING = "ring"
    CROSS = "cross"
    TRIANGLE = "triangle"


PLAYER_MARKS: tuple[BallMark, ...] = (BallMark.RING, BallMark.CROSS, BallMark.TRIANGLE)
MARK_LIGHT = QColor("#fff6e2")  # the mark's face: ivory, bright on every player's glass

# The wood look's colours; painting reads the chosen look (``ui.myra.looks``) instead.
WOOD_LIGHT = QColor("#e2b77e")
WOOD_MID = QColor("#cf9b5c")
WOOD_DARK = QColor("#a8733d")
RIM_LIGHT = QColor("#8a5630")
RIM_DARK = QColor("#4f2c14")
BRASS_LIGHT = QColor("#fff1b8")
BRASS = QColor("#d8a93c")
BRASS_DARK = QColor("#7a5511")
# The computer's hint: the look's (``BoardLook.hint``: ink in the wood looks), no player's colour
# (red, blue, green) and none of the board's own marks (ivory targets, amber last move), on a pale
# halo that lifts it off the dark holes; where the look's hint comes too near one of them, a
# magenta none of the looks uses (``hint_colour``).
HINT = QColor("#1f1d1c")
HINT_OTHER = QColor("#c21890")
HINT_HALO = QColor(255, 250, 240, 200)
HINT_APART = 110.0  # how far (RGB distance) the hint keeps from every colour it could be taken for
HOLE_TONES = ("#6d4727", "#4a2e16", "#2a170a", "#1d0f05")  # a cup's inside, centre to wall
QUEEN_HOLE_TONES = ("#1c1a19", "#121110", "#0a0909", "#050404")  # the black queen's hole


def look() -> BoardLook:
    """The look the board is painted in now (``ui.myra.looks``)."""
    return looks.look()


@cache
def _glasses(shown: BoardLook) -> tuple[BallColour, ...]:
    return tuple(_ball(p.body, p.light, p.dark) for p in shown.pieces)


def hint_colour(shown: BoardLook | None = None) -> QColor:
    """The hint's colour on the look ``shown`` (default: the look shown now): the first of ink and
    magenta that keeps ``HINT_APART`` from each player's glass and each of the look's marks."""
    shown = shown or look()
    others = [shown.selection, shown.target, shown.last_move, shown.warning]
    others += [tone for p in shown.pieces for tone in (p.body, p.light)]

    def apart(colour: QColor) -> float:
        return min(_rgb_distance(colour, QColor(other)) for other in others)

    own = QColor(shown.hint)
    return own if apart(own) >= HINT_APART else max((own, HINT_OTHER), key=apart)


def _rgb_distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours, 1 (the same) to 21 (black and white): 4.5 or more
    keeps small words readable."""

    def luminance(c: QColor) -> float:
        def linear(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF())

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def coordinate_colours(shown: BoardLook) -> tuple[QColor, QColor]:
    """The coordinates' ink and the lit edge that engraves them, in the look ``shown``: of the
    look's dark mark edge and its light label colour, the one that stands out more on the
    board's top is the ink (dark on maple, light on walnut), the other the edge."""
    dark, light = QColor(shown.mark_edge), QColor(shown.label_colour)
    top = QColor(shown.board_mid)
    ink, edge = (dark, light) if contrast(dark, top) >= contrast(light, top) else (light, dark)
    edge.setAlpha(130)
    return ink, edge


def player_colours() -> tuple[BallColour, ...]:
    """Each player's glass in the look shown now."""
    return _glasses(look())


def brass() -> QColor:
    """The brass of the board's lines and fittings in the look shown now."""
    return QColor(look().lines)


def hexagon(radius: float, corner_round: float = 0.0) -> QPainterPath:
    """The board's outline: a hexagon with vertices left and right (row f's ends), centred on 0.

    ``corner_round`` rounds each vertex with a quadratic curve of that length on each side.
    """
    points = [
        QPointF(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a)))
        for a in range(0, 360, 60)
    ]
    path = QPainterPath()
    if corner_round <= 0:
        path.addPolygon(QPolygonF([*points, points[0]]))
        return path
    n = len(points)
    for i in range(n):
        prev, here, nxt = points[i - 1], points[i], points[(i + 1) % n]
        a = _towards(here, prev, corner_round)
        b = _towards(here, nxt, corner_round)
        if i == 0:
            path.moveTo(a)
        else:
            path.lineTo(a)
        path.quadTo(here, b)
    path.closeSubpath()
    return path


def _towards(frm: QPointF, to: QPointF, length: float) -> QPointF:
    dx, dy = to.x() - frm.x(), to.y() - frm.y()
    d = math.hypot(dx, dy) or 1.0
    return QPointF(frm.x() + dx / d * length, frm.y() + dy / d * length)


def paint_board(painter: QPainter, radius: float) -> None:
    """The wooden hexagon: a cast shadow, a walnut rim with a bevel, a maple top with grain."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    # Soft shadow: a few widening, fading copies of the outline, offset to the lower right.
    for i in range(6, 0, -1):
        shadow = hexagon(radius + i * 3.6, 60 + i * 3)
        painter.setBrush(QColor(40, 22, 8, 14))
        painter.drawPath(shadow.translated(10, 16))
    outer = hexagon(radius, 60)
    rim = QLinearGradient(-radius, -radius, radius, radius)
    shown = look()
    rim.setColorAt(0.0, QColor(shown.edge))
    rim.setColorAt(1.0, QColor(shown.edge_dark))
    painter.setBrush(QBrush(rim))
    painter.drawPath(outer)
    if shown.grain:
        _draw_grain(painter, outer, radius, opacity=0.55)
    # Bevel: a light edge on the upper left, dark on the lower right, between rim and top.
    inner_r = radius - 0.24 * UNIT
    bevel = QLinearGradient(-inner_r, -inner_r, inner_r, inner_r)
    bevel.setColorAt(0.0, QColor(255, 230, 190, 150))
    bevel.setColorAt(1.0, QColor(40, 20, 6, 170))
    painter.setBrush(QBrush(bevel))
    painter.drawPath(hexagon(inner_r + 6, 48))
    top = hexagon(inner_r, 44)
    wood = QRadialGradient(QPointF(-0.25 * radius, -0.35 * radius), 1.5 * radius)
    wood.setColorAt(0.0, QColor(shown.board_light))
    wood.setColorAt(0.6, QColor(shown.board_mid))
    wood.setColorAt(1.0, QColor(shown.board_dark))
    painter.setBrush(QBrush(wood))
    painter.drawPath(top)
    if shown.grain:
        _draw_grain(painter, top, radius, opacity=1.0)
    # A thin inlaid line following the top's edge.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(95, 55, 22, 120), 2.0))
    painter.drawPath(hexagon(inner_r - 16, 36))
    painter.setPen(QPen(QColor(255, 236, 200, 90), 1.2))
    painter.drawPath(hexagon(inner_r - 13, 36))
    painter.restore()


_GRAIN_PIXELS = 900  # the grain texture's width; drawn scaled, so painting stays fast at any size
_grain: QImage | None = None


def _grain_texture() -> QImage:
    """The wood grain as a transparent image, made once per process.

    Stroking a few hundred long antialiased curves costs about half a second; done on every
    repaint (a window resize re-renders the cached board) that would make the window sluggish, so
    the grain is drawn once, small, and scaled; grain is soft, it does not need vector sharpness.
    """
    global _grain
    if _grain is None:
        extent = 2 * (5 * UNIT + BOARD_MARGIN + 0.3 * UNIT)
        scale = _GRAIN_PIXELS / extent
        image = QImage(_GRAIN_PIXELS, _GRAIN_PIXELS, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        painter.translate(extent / 2, extent / 2)
        _paint_grain(
            painter, QRectF(-extent / 2, -extent / 2, extent, extent), 11, QColor(110, 56, 14)
        )
        painter.end()
        _grain = image
    return _grain


def _draw_grain(painter: QPainter, clip: QPainterPath, radius: float, opacity: float) -> None:
    texture = _grain_texture()
    extent = 2 * (5 * UNIT + BOARD_MARGIN + 0.3 * UNIT)
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    painter.setOpacity(opacity)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(QRectF(-extent / 2, -extent / 2, extent, extent), texture)
    painter.restore()


def _paint_grain(painter: QPainter, rect: QRectF, seed: int, colour: QColor) -> None:
    """A seeded grain (the same every time): soft bands, then fine lines that all follow one gentle
    flow, so they run side by side like real grain instead of crossing like scratches."""
    rng = random.Random(seed)
    waves = [
        (rng.uniform(8, 16), rng.uniform(500, 900), rng.uniform(0, math.tau)) for _ in range(2)
    ]
    knot_x, knot_y = rng.uniform(-0.3, 0.3) * rect.width(), rng.uniform(-0.2, 0.2) * rect.height()
    xs = [rect.left() - 20 + 30 * i for i in range(int(rect.width() / 30) + 3)]

    def flow(x: float, y: float) -> float:
        bend = sum(a * math.sin(x / w * math.tau + p) for a, w, p in waves)
        # A slow swirl around one knot, fading with distance.
        d2 = ((x - knot_x) / 260) ** 2 + ((y - knot_y) / 90) ** 2
        return bend + 22 * math.exp(-d2) * (1 if y > knot_y else -1)

    # Soft bands of darker and lighter wood: one gradient (cheap), straight across.
    bands = QLinearGradient(0, rect.top(), 0, rect.bottom())
    stop = 0.0
    while stop < 1.0:
        c = QColor(colour)
        c.setAlpha(rng.randint(0, 26))
        bands.setColorAt(stop, c)
        stop += rng.uniform(0.01, 0.05)
    painter.fillRect(rect, QBrush(bands))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    y = rect.top() - 60
    while y < rect.bottom() + 60:
        jitter = rng.uniform(0.9, 1.1)
        line = QPolygonF([QPointF(x, y + flow(x, y) * jitter) for x in xs])
        c = QColor(colour)
        c.setAlpha(rng.randint(20, 60))
        painter.setPen(QPen(c, rng.uniform(0.5, 1.6)))
        painter.drawPolyline(line)
        y += rng.uniform(2.6, 10.4)


def paint_hole(
    painter: QPainter, centre: QPointF, radius: float = HOLE_RADIUS, queen: bool = False
) -> None:
    """A drilled cup: dark inside, the upper-left wall in shadow, the lower-right rim lit.

    ``queen`` paints a queen's start hole, which the original board marks black: a black cup
    (still lit at its rim, so it reads as a hole and not as a ball).
    """
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    # The lit lip around the cup (a slightly bigger light ring, strongest at the lower right).
    lip = QLinearGradient(centre + QPointF(-radius, -radius), centre + QPointF(radius, radius))
    lip.setColorAt(0.0, QColor(90, 50, 18, 120))
    lip.setColorAt(1.0, QColor(255, 236, 196, 200))
    painter.setBrush(QBrush(lip))
    painter.drawEllipse(centre, radius + 3.2, radius + 3.2)
    cup = QRadialGradient(centre + QPointF(0.18 * radius, 0.26 * radius), 1.15 * radius)
    tones = QUEEN_HOLE_TONES if queen else HOLE_TONES
    for stop, tone in zip((0.0, 0.55, 0.9, 1.0), tones, strict=True):
        cup.setColorAt(stop, QColor(tone))
    painter.setBrush(QBrush(cup))
    painter.drawEllipse(centre, radius, radius)
    painter.restore()


def paint_ball(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    colour: BallColour,
    shadow: bool = True,
    mark: BallMark | None = None,
) -> None:
    """A glass ball lit from the upper left, with a soft shadow to the lower right.

    ``mark`` is inlaid in the glass, a little below the middle so the window highlight leaves it
    clear.
    """
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    if shadow:
        sc = centre + QPointF(0.22 * radius, 0.3 * radius)
        grad = QRadialGradient(sc, 1.2 * radius)
        grad.setColorAt(0.0, QColor(0, 0, 0, 150))
        grad.setColorAt(0.7, QColor(0, 0, 0, 60))
        grad.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(sc, 1.2 * radius, 1.2 * radius)
    body = QRadialGradient(centre, radius, centre + QPointF(-0.38 * radius, -0.42 * radius))
    body.setColorAt(0.0, colour.light)
    body.setColorAt(0.45, colour.base)
    body.setColorAt(0.88, colour.base.darker(150))
    body.setColorAt(1.0, colour.dark)
    painter.setBrush(QBrush(body))
    painter.drawEllipse(centre, radius, radius)
    # Light coming back through the glass at the lower right.
    bounce = QRadialGradient(centre + QPointF(0.45 * radius, 0.5 * radius), 0.55 * radius)
    bounce.setColorAt(0.0, QColor(255, 255, 255, 55))
    bounce.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(QBrush(bounce))
    painter.drawEllipse(centre, radius, radius)
    if mark is not None:
        paint_mark(
            painter, centre + QPointF(0.06 * radius, 0.1 * radius), 0.5 * radius, mark, colour
        )
    # The window highlight.
    spec_c = centre + QPointF(-0.36 * radius, -0.42 * radius)
    spec = QRadialGradient(spec_c, 0.34 * radius)
    spec.setColorAt(0.0, QColor(255, 255, 255, 235))
    spec.setColorAt(0.5, QColor(255, 255, 255, 110))
    spec.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(QBrush(spec))
    painter.drawEllipse(spec_c, 0.34 * radius, 0.26 * radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rim = QColor(colour.dark)
    rim.setAlpha(160)
    painter.setPen(QPen(rim, max(0.8, radius * 0.04)))
    painter.drawEllipse(centre, radius, radius)
    painter.restore()


def crown_path(centre: QPointF, width: float) -> QPainterPath:
    """A small five-pointed crown, for the queen's ball."""
    w, h = width, width * 0.62
    x0, y0 = centre.x() - w / 2, centre.y() - h / 2
    path = QPainterPath()
    path.moveTo(x0, y0 + h)
    path.lineTo(x0, y0 + 0.2 * h)
    path.lineTo(x0 + 0.25 * w, y0 + 0.62 * h)
    path.lineTo(x0 + 0.5 * w, y0)
    path.lineTo(x0 + 0.75 * w, y0 + 0.62 * h)
    path.lineTo(x0 + w, y0 + 0.2 * h)
    path.lineTo(x0 + w, y0 + h)
    path.closeSubpath()
    return path


def paint_crown(painter: QPainter, centre: QPointF, width: float) -> None:
    painter.save()
    path = crown_path(centre, width)
    grad = QLinearGradient(centre + QPointF(0, -width / 2), centre + QPointF(0, width / 2))
    grad.setColorAt(0.0, brass().lighter(160))
    grad.setColorAt(0.55, brass())
    grad.setColorAt(1.0, brass().darker(250))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(QColor(70, 45, 8, 200), width * 0.05))
    painter.drawPath(path)
    painter.restore()


def paint_brass_ring(painter: QPainter, centre: QPointF, radius: float, width: float) -> None:
    """A brass ring with eight studs: the mark of a fortress."""
    painter.save()
    ring = QPainterPath()
    ring.addEllipse(centre, radius + width / 2, radius + width / 2)
    inner = QPainterPath()
    inner.addEllipse(centre, radius - width / 2, radius - width / 2)
    for k in range(8):
        a = math.radians(k * 45 + 22.5)
        c = centre + QPointF(math.cos(a), math.sin(a)) * (radius + width * 0.55)
        merlon = QPainterPath()
        merlon.addEllipse(c, width * 0.95, width * 0.95)
        ring = ring.united(merlon)
    ring = ring.subtracted(inner)
    grad = QLinearGradient(centre + QPointF(-radius, -radius), centre + QPointF(radius, radius))
    grad.setColorAt(0.0, brass().lighter(160))
    grad.setColorAt(0.5, brass())
    grad.setColorAt(1.0, brass().darker(250))
    painter.setPen(QPen(QColor(60, 38, 6, 200), 1.2))
    painter.setBrush(QBrush(grad))
    painter.drawPath(ring)
    painter.restore()


def mark_path(mark: BallMark, centre: QPointF, size: float) -> QPainterPath:
    """The outline of ``mark`` fitting a circle of radius ``size`` round ``centre``, as one closed
    shape (a ring or a cross is its stroke), so that it can be filled and edged alike."""
    path = QPainterPath()
    if mark is BallMark.TRIANGLE:
        r = size * 1.05
        corners = [
            centre + QPointF(r * math.cos(math.radians(a)), r * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
        path.addPolygon(QPolygonF([*corners, corners[0]]))
        path.closeSubpath()
        return path
    stroker = QPainterPathStroker()
    stroker.setWidth(0.36 * size)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    lines = QPainterPath()
    if mark is BallMark.RING:
        lines.addEllipse(centre, 0.72 * size, 0.72 * size)
    else:  # CROSS
        d = 0.62 * size
        lines.moveTo(centre + QPointF(-d, -d))
        lines.lineTo(centre + QPointF(d, d))
        lines.moveTo(centre + QPointF(-d, d))
        lines.lineTo(centre + QPointF(d, -d))
    return stroker.createStroke(lines).simplified()


def paint_mark(
    painter: QPainter, centre: QPointF, size: float, mark: BallMark, colour: BallColour
) -> None:
    """``mark`` in ivory edged with the ball's darkest tone: it stands out on any of the glasses
    whatever colours the eye can tell apart (bright on the body, dark at its edge)."""
    painter.save()
    edge = QColor(colour.dark)
    edge.setAlpha(230)
    painter.setPen(QPen(edge, max(0.6, 0.14 * size), Qt.PenStyle.SolidLine))
    painter.setBrush(MARK_LIGHT)
    painter.drawPath(mark_path(mark, centre, size))
    painter.restore()
