"""What the mill board is drawn with: the turned pieces, the wooden board's parts, the marks.

Each function builds one kind of graphics item from plain figures (points, radii, colours); none
knows a rule or a position. The scene (``scene.py``) places them where the board's layout says;
``ROLE`` data on an item says what it shows, so tests and tools find the glow, the trays' counts
and the pieces by it instead of by colour or stacking order.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morra_suite.ui.mill.cached_shadow import CachedDropShadow
from morra_suite.ui.mill.grain import GrainItem
from morra_suite.ui.mill.looks import colour, look
from morra_suite.ui.panels.painted_text import NotedTextItem

BOARD = 600.0  # the board's side in scene units; everything else is laid out from it

# Every colour is the look's (``ui.mill.looks``: ``look()``), marks too; only light and shade
# (white and black at some strength) are named here.

# What a drawn item shows, as ``item.data(ROLE)``.
ROLE = 0
GLOW, REMOVABLE, TARGET, SELECTED, TRAIL, TAKEN, PIECE, TRAY_COUNT, COORDINATE, MARKED = (
    "glow",
    "removable",
    "target",
    "selected",
    "trail",
    "taken",
    "piece",
    "tray-count",
    "coordinate",
    "marked",
)
CAPTURED = "captured"  # a piece in a side's tray of pieces taken: ``captured-<side>``
HINT = "hint"  # the hinted move's marks (``show_hint``)


class PieceItem(QGraphicsRectItem):
    """A turned wooden piece: soft shadow, lit dome, groove ring; white is ivory, black ebony.

    A rectangle item of Qt's without pen or brush, so that its bounding rectangle (the piece
    with its shadow) is Qt's own: the scene asks every piece it adds, indexes or paints for it,
    about a hundred times a move, and a Python ``boundingRect`` answered each time."""

    def __init__(self, player: int, radius: float, ghost: bool = False) -> None:
        r = radius * 1.35
        super().__init__(QRectF(-r, -r, 2 * r, 2 * r + radius * 0.2))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.player = player
        self.radius = radius
        # Painted once per size into a pixmap: an animation frame then blits instead of running
        # this Python paint (five gradients) for every piece on the board.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if ghost:
            self.setOpacity(0.75)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Blits the piece from a picture shared by every piece of its side, size and scale.

        Why: a new item's own cache starts empty, and the scene makes its pieces anew for every
        layout and look, for the trays and wells, and for a slide's moving piece; drawing the
        five gradients of eighteen pieces took most of such a repaint (about 20 ms of the GUI
        thread)."""
        shown = painter.worldTransform()
        scale = shown.m11()
        if shown.m12() or shown.m21() or scale <= 0 or abs(shown.m22() - scale) > 1e-9:
            self.draw(painter)  # a turned or stretched board (none so far): drawn as it is
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        pixel = scale * ratio  # device pixels a scene unit
        pixmap = _piece_picture(self, pixel)
        corner = self.boundingRect().topLeft()  # the picture is whole pixels: a little larger
        size = QSizeF(pixmap.width() / pixel, pixmap.height() / pixel)
        painter.drawPixmap(QRectF(corner, size), pixmap, QRectF(pixmap.rect()))

    def draw(self, painter: QPainter) -> None:
        """The piece itself, in the item's coordinates."""
        r = self.radius
        piece = look().pieces[self.player % 2]
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
        body.setColorAt(0.0, QColor(piece.light))
        body.setColorAt(0.45 if self.player == 0 else 0.4, QColor(piece.body))
        body.setColorAt(1.0, QColor(piece.dark))
        rim = QColor(piece.rim)
        if self.player == 0:
            groove_dark, groove_light = QColor(120, 105, 80, 120), QColor(255, 255, 255, 170)
        else:
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


#: Pieces drawn, by side, colours, radius and device scale (a look or a size changed: more).
_PICTURES: dict[tuple[object, ...], QPixmap] = {}
_MOST_PICTURES = 64


def _piece_picture(piece: PieceItem, scale: float) -> QPixmap:
    """``piece`` drawn at ``scale`` device pixels a scene unit, made once and shared."""
    colours = look().pieces[piece.player % 2]
    key = (piece.player, colours, round(piece.radius, 3), round(scale, 4))
    picture = _PICTURES.get(key)
    if picture is None:
        rect = piece.boundingRect()
        picture = QPixmap(
            max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale))
        )
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.scale(scale, scale)
        painter.translate(-rect.topLeft())
        piece.draw(painter)
        painter.end()
        if len(_PICTURES) >= _MOST_PICTURES:
            _PICTURES.clear()
        _PICTURES[key] = picture
    return picture


# ---------------------------------------------------------------------- the board's parts
def plank_item() -> QGraphicsPathItem:
    """The wooden board with its grain and routed edge, its shadow on the table."""
    plank_path = QPainterPath()
    plank_path.addRoundedRect(QRectF(0, 0, BOARD, BOARD), 22, 22)
    plank = QGraphicsPathItem(plank_path)
    shown = look()
    gradient = QLinearGradient(0, 0, BOARD, BOARD)
    gradient.setColorAt(0.0, QColor(shown.board_light))
    gradient.setColorAt(1.0, QColor(shown.board_dark))
    plank.setBrush(gradient)
    plank.setPen(QPen(QColor(shown.edge), 2))
    plank.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
    shadow = CachedDropShadow()
    shadow.setBlurRadius(42)
    shadow.setOffset(0, 12)
    shadow.setColor(QColor(60, 35, 10, 110))
    plank.setGraphicsEffect(shadow)
    # The blurred shadow is the costliest thing on the board: render it once per size.
    plank.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    plank.setZValue(-10)
    # wood grain: long, gently waving strokes, the same every time, drawn from a picture made
    # once per scale (``ui.mill.grain``)
    grain_item = GrainItem(BOARD, plank)
    grain_item.setVisible(shown.grain)
    # an inset border line, like a routed edge
    inset = QPainterPath()
    inset.addRoundedRect(QRectF(14, 14, BOARD - 28, BOARD - 28), 14, 14)
    inset_item = QGraphicsPathItem(inset, plank)
    inset_item.setPen(QPen(QColor(95, 55, 20, 70), 2))
    return plank


def line_items(
    edges: list[tuple[QPointF, QPointF]], points: list[QPointF], line_width: float
) -> list[QGraphicsItem]:
    """The board's lines, engraved and inked, and a dot on every point."""
    lines = QPainterPath()
    for a, b in edges:
        lines.moveTo(a)
        lines.lineTo(b)
    engraved = QGraphicsPathItem(lines)
    engraved.setPen(
        QPen(QColor(255, 235, 200, 90), line_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    engraved.setPos(1.5, 2)
    engraved.setZValue(-5)
    ink = QGraphicsPathItem(lines)
    ink.setPen(
        QPen(
            QColor(look().lines),
            line_width,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    ink.setZValue(-4)
    dots = QPainterPath()
    for point in points:
        dots.addEllipse(point, line_width * 1.55, line_width * 1.55)
    dot_item = QGraphicsPathItem(dots)
    dot_item.setBrush(QColor(look().lines))
    dot_item.setPen(Qt.PenStyle.NoPen)
    dot_item.setZValue(-4)
    return [engraved, ink, dot_item]


def coordinate_label(text: str, centre: QPointF) -> QGraphicsSimpleTextItem:
    """A file letter or rank number; ``centre`` (kept as ``data(ROLE + 1)``) is where it sits."""
    font = QFont("DejaVu Serif", 15)
    font.setBold(True)
    label = NotedTextItem(text)
    label.setFont(font)
    label.setBrush(colour(look().label_colour, 200))
    label.setData(ROLE, COORDINATE)
    label.setData(ROLE + 1, centre)
    label.setZValue(-3)
    return label


def tray_items(rect: QRectF) -> list[QGraphicsItem]:
    """A side's wooden tray and the groove its pieces lie in."""
    tray_path = QPainterPath()
    tray_path.addRoundedRect(rect, 18, 18)
    tray = QGraphicsPathItem(tray_path)
    tray_gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    tray_gradient.setColorAt(0.0, QColor(look().board_mid))
    tray_gradient.setColorAt(1.0, QColor(look().edge))
    tray.setBrush(tray_gradient)
    tray.setPen(QPen(QColor(look().edge_dark), 2))
    tray_shadow = CachedDropShadow()
    tray_shadow.setBlurRadius(26)
    tray_shadow.setOffset(0, 8)
    tray_shadow.setColor(QColor(60, 35, 10, 95))
    tray.setGraphicsEffect(tray_shadow)
    tray.setZValue(-10)
    groove = QPainterPath()
    groove.addRoundedRect(rect.adjusted(12, 12, -12, -12), 12, 12)
    groove_item = QGraphicsPathItem(groove)
    groove_item.setBrush(QColor(70, 40, 15, 55))
    groove_item.setPen(QPen(QColor(255, 230, 190, 60), 1.5))
    groove_item.setZValue(-9)
    return [tray, groove_item]


# ---------------------------------------------------------------------- marks
def ring(
    at: QPointF, radius: float, colour: QColor, width: float, dashed: bool = False
) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addEllipse(at, radius, radius)
    item = QGraphicsPathItem(path)
    pen = QPen(colour, width)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    item.setPen(pen)
    return item


def disc(at: QPointF, radius: float, colour: QColor) -> QGraphicsPathItem:
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


def cross(at: QPointF, size: float) -> QGraphicsPathItem:
    path = QPainterPath()
    path.moveTo(at.x() - size, at.y() - size)
    path.lineTo(at.x() + size, at.y() + size)
    path.moveTo(at.x() + size, at.y() - size)
    path.lineTo(at.x() - size, at.y() + size)
    item = QGraphicsPathItem(path)
    pen = QPen(colour(look().warning, 190), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    item.setPen(pen)
    return item


def marked_items(at: QPointF, radius: float) -> list[QGraphicsPathItem]:
    """A piece taken but marked on its point (it belongs to nobody until placing ends): a grey
    stone, neither ivory nor ebony, struck through."""
    stone = disc(at, radius, colour(look().marked, 215))
    stone.setPen(QPen(colour(look().mark_edge, 200), max(1.0, radius * 0.06)))
    return [stone, cross(at, radius * 0.5)]


def line(a: QPointF, b: QPointF, pen: QPen) -> QGraphicsPathItem:
    path = QPainterPath(a)
    path.lineTo(b)
    item = QGraphicsPathItem(path)
    item.setPen(pen)
    return item


def glow_items(a: QPointF, b: QPointF, radius: float) -> list[QGraphicsPathItem]:
    """A closed mill's golden band from ``a`` to ``b``: three strokes, wide and faint to narrow
    and bright."""
    return [
        line(
            a,
            b,
            QPen(
                colour(look().last_move, alpha),
                width,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            ),
        )
        for width, alpha in ((radius * 2.3, 60), (radius * 1.6, 90), (radius * 0.55, 170))
    ]


def ribbon_colours() -> tuple[QColor, QColor, QColor]:
    """The ribbon's fill (top, bottom) and its words' colour in the look shown: the board's own
    dark rim (the dark walnut's, the maple's, black in high contrast), words in the first of the
    look's light colours that keeps 4.5:1 on it (a fixed dark red suited the wood alone)."""
    from morra_suite.ui.theme import contrast

    shown = look()
    top = QColor(shown.edge_dark)
    bottom = top.darker(140)
    words = [shown.tray_text, shown.selection, shown.board_light, shown.lines]

    def least(colour: str) -> float:
        return min(contrast(colour, top.name()), contrast(colour, bottom.name()))

    ink = next((each for each in words if least(each) >= 4.5), max(words, key=least))
    return top, bottom, QColor(ink)


def ribbon_items(text: str) -> list[QGraphicsItem]:
    """The result on a ribbon across the top of the board, over the empty margin."""
    font = QFont("DejaVu Serif", 17)
    font.setBold(True)
    top, bottom, ink = ribbon_colours()
    label = NotedTextItem(text)
    label.setFont(font)
    label.setBrush(ink)
    bounds = label.boundingRect()
    width = min(BOARD - 40, bounds.width() + 56)
    ribbon = QPainterPath()
    # straddling the board's top edge, clear of the top row of pieces
    ribbon.addRoundedRect(QRectF((BOARD - width) / 2, -20, width, 44), 22, 22)
    item = QGraphicsPathItem(ribbon)
    gradient = QLinearGradient(0, -20, 0, 24)
    gradient.setColorAt(0.0, top)
    gradient.setColorAt(1.0, bottom)
    item.setBrush(gradient)
    item.setPen(QPen(colour(look().ornament, 220), 2.5))
    item.setZValue(30)
    if bounds.width() > width - 40:
        label.setScale((width - 40) / bounds.width())
    scale = label.scale()
    label.setPos(BOARD / 2 - bounds.width() * scale / 2, 2 - bounds.height() * scale / 2)
    label.setZValue(31)
    return [item, label]
