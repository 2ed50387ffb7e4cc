"""The Myra board's pictures: the wood and holes, coordinates, pieces, reserve trays and the
result ribbon. Each draws what it is given (a ``Piece``, a count, a text); none knows the rules.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from morra_suite.games.myra import board as topology
from morra_suite.games.myra.pieces import Piece
from morra_suite.ui.myra import paint
from morra_suite.ui.myra.geometry import (
    BOARD_RADIUS,
    HOLE_POINTS,
    SCENE_RECT,
    start_corners,
    turned,
)
from morra_suite.ui.myra.paint import (
    HOLE_RADIUS,
    PLAYER_MARKS,
    UNIT,
    BallColour,
    BallMark,
)
from morra_suite.ui.myra.text import PaintedText, TextBox, draw_text, least_pixels, readable


def fitted(text: str, width: float, pixels: float, bold: bool = False) -> QFont:
    """The font of ``pixels`` size, made smaller until ``text`` fits ``width`` (translations may
    be longer than the English the layout was drawn for)."""
    font = font_of(pixels, bold)
    while pixels > 8 and QFontMetricsF(font).horizontalAdvance(text) > width:
        pixels *= 0.92
        font = font_of(pixels, bold)
    return font


def fit_line(
    painter: QPainter, text: str, width: float, pixels: float, bold: bool = False
) -> tuple[QFont, str]:
    """The font and words to draw ``text`` on one line of ``width``: made smaller to fit as
    ``fitted`` does, but never under the size one reads on screen at the painter's scale; what
    still does not fit then ends in an ellipsis."""
    font = fitted(text, width, pixels, bold)
    least = least_pixels(painter)
    if font.pixelSize() >= least:
        return font, text
    font = font_of(least, bold)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def font_of(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    return font


class BoardItem(QGraphicsRectItem):
    """The wood, the holes and the queens' corners: drawn once, cached at the device resolution."""

    def __init__(self, players: int, points: Sequence[QPointF] = HOLE_POINTS) -> None:
        super().__init__()
        self._players = players
        self.points = points  # where each hole is drawn (the board may be turned)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        r = BOARD_RADIUS + 40
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint.paint_board(painter, BOARD_RADIUS)
        corners = start_corners(self._players)
        for player, corner in enumerate(corners):
            self._paint_corner(painter, self.points[corner], paint.player_colours()[player])
        for hole, point in enumerate(self.points):
            paint.paint_hole(painter, point, queen=hole in corners)

    @staticmethod
    def _paint_corner(painter: QPainter, centre: QPointF, colour: BallColour) -> None:
        """A queen's corner: a coloured inlay ring with a brass line, under the hole."""
        painter.save()
        inlay = QColor(colour.base)
        inlay.setAlpha(150)
        painter.setPen(QPen(QColor(80, 50, 14, 200), 1.6))
        painter.setBrush(inlay)
        painter.drawEllipse(centre, HOLE_RADIUS + 13, HOLE_RADIUS + 13)
        painter.setPen(QPen(paint.brass(), 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, HOLE_RADIUS + 8, HOLE_RADIUS + 8)
        painter.restore()


# How far a row letter or diagonal number sits from the centre of the hole it labels: far enough
# that it clears the count badge of a troop there (or in a neighbouring hole) on a board turned
# any way, near enough to stay on the wooden top.
LABEL_DISTANCE = 0.72 * UNIT
LABEL_BOX = (40.0, 28.0)  # the box each label is centred in (width, height)


class CoordinatesItem(QGraphicsRectItem):
    """Row letters at the left ends of the rows, diagonal numbers at the lower ends of diagonals."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._labels: list[tuple[QPointF, str]] = []
        self._font_px = round(0.2 * UNIT)  # as last painted: larger in a small window
        self.painted_texts: list[PaintedText] = []
        self.set_turns(0)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def set_turns(self, turns: int) -> None:
        """Places the labels for a board turned by ``turns`` sixths: each stays beside the end of
        its row or diagonal, and reads upright."""
        self._labels = []
        for row in range(1, 12):
            first = min(d for d in range(1, 12) if abs(row - d) <= 5)
            hole = topology.hole_index(f"{topology.ROWS[row - 1]}{first}")
            at = turned(HOLE_POINTS[hole] + QPointF(-LABEL_DISTANCE, 0), turns)
            self._labels.append((at, topology.ROWS[row - 1]))
        down = QPointF(0.5, math.sqrt(3) / 2) * LABEL_DISTANCE
        for diag in range(1, 12):
            lowest = min(r for r in range(1, 12) if abs(r - diag) <= 5)
            hole = topology.hole_index(f"{topology.ROWS[lowest - 1]}{diag}")
            at = turned(HOLE_POINTS[hole] + down, turns)
            self._labels.append((at, str(diag)))
        self.update()

    @property
    def labels(self) -> tuple[tuple[QPointF, str], ...]:
        """Each label's centre and text (for tests and tools)."""
        return tuple(self._labels)

    def label_rects(self) -> list[tuple[str, QRectF]]:
        """Each label's text and the rectangle its letters cover, in scene coordinates."""
        metrics = QFontMetricsF(font_of(self._font_px, bold=True))
        flags = int(Qt.AlignmentFlag.AlignCenter)
        return [
            (text, self.mapRectToScene(metrics.boundingRect(_label_box(point), flags, text)))
            for point, text in self._labels
        ]

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        return SCENE_RECT

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        font = readable(painter, font_of(0.2 * UNIT, bold=True))
        self._font_px = font.pixelSize()
        painter.setFont(font)
        self.painted_texts = []
        ink, edge = paint.coordinate_colours(paint.look())
        for point, text in self._labels:
            box = _label_box(point)
            painter.setPen(edge)
            painter.drawText(box.translated(0.8, 1.2), Qt.AlignmentFlag.AlignCenter, text)
            painter.setPen(ink)
            draw_text(painter, box, Qt.AlignmentFlag.AlignCenter, text, self.painted_texts)


def _label_box(point: QPointF) -> QRectF:
    width, height = LABEL_BOX
    return QRectF(point.x() - width / 2, point.y() - height / 2, width, height)


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


class PieceItem(QGraphicsRectItem):
    """The queen or a troop in one hole: 1-5 balls clustered, the count, a fortress's ring.

    With ``marked`` every ball carries its player's mark (the queen hers under the crown).
    """

    def __init__(self, piece: Piece, marked: bool = True) -> None:
        super().__init__()
        self.piece = piece
        self.marked = marked
        self.painted_texts: list[PaintedText] = []
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    @property
    def mark(self) -> BallMark | None:
        """The shape on this piece's balls, or ``None`` when marks are off."""
        return mark_of(self.piece.player, self.marked)

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
        r = 0.62 * UNIT
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = paint.player_colours()
        colour = colours[self.piece.player % len(colours)]
        origin = QPointF(0, 0)
        mark = self.mark
        if self.piece.is_queen:
            paint.paint_ball(painter, origin, 0.335 * UNIT, colour)
            paint.paint_crown(painter, QPointF(0.0, -0.03 * UNIT), 0.3 * UNIT)
            if mark is not None:
                paint.paint_mark(painter, QPointF(0.0, 0.19 * UNIT), 0.085 * UNIT, mark, colour)
            return
        size = self.piece.size
        fortress = self.piece.is_fortress
        if fortress:
            paint.paint_brass_ring(painter, origin, HOLE_RADIUS + 4, 5.5)
        radius, offsets = _TROOP_LAYOUT[size]
        self._paint_group_shadow(painter, size)
        for i, (dx, dy) in enumerate(offsets):
            centre = QPointF(dx * UNIT, dy * UNIT)
            on_top = fortress and i == len(offsets) - 1
            paint.paint_ball(
                painter,
                centre,
                radius * UNIT * (1.08 if on_top else 1),
                colour,
                shadow=on_top or size == 1,
                mark=mark,
            )
        if size >= 2:
            self.painted_texts = []
            self._paint_badge(painter, size, fortress, self.painted_texts)

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

    BADGE_CENTRE = QPointF(0.34 * UNIT, 0.33 * UNIT)
    BADGE_RADIUS = 0.14 * UNIT

    def badge_rect(self) -> QRectF | None:
        """Where the troop's count badge is drawn, in scene coordinates (its shadow included);
        ``None`` for a piece without one (the queen, a single soldier)."""
        if self.piece.is_queen or self.piece.size < 2:
            return None
        c, r = self.BADGE_CENTRE, self.BADGE_RADIUS
        return self.mapRectToScene(QRectF(c.x() - r, c.y() - r, 2 * r + 1.5, 2 * r + 2.5))

    @classmethod
    def _paint_badge(
        cls, painter: QPainter, size: int, fortress: bool, log: list[PaintedText] | None = None
    ) -> None:
        """The troop's size as a number on a small walnut disc at the hole's lower right."""
        painter.save()
        centre = cls.BADGE_CENTRE
        r = cls.BADGE_RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(centre + QPointF(1.5, 2.5), r, r)
        painter.setPen(QPen(paint.brass() if fortress else QColor(235, 210, 170), 2.0))
        painter.setBrush(QColor(48, 28, 12, 235))
        painter.drawEllipse(centre, r, r)
        painter.setPen(QColor("#fff4dc"))
        painter.setFont(readable(painter, font_of(0.19 * UNIT, bold=True)))
        draw_text(
            painter,
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(size),
            log,
        )
        painter.restore()


def tray_words(name: str, count: int | None) -> str:
    """A tray in words, its player's whole name first ("Ann: 25 in reserve")."""
    if count is None:
        return QCoreApplication.translate("MyraScene", "%1: out of the game").replace("%1", name)
    return (
        QCoreApplication.translate("MyraScene", "%1: %2 in reserve")
        .replace("%1", name)
        .replace("%2", str(count))
    )


class TrayItem(QGraphicsRectItem):
    """A player's reserve beside the board: a wooden dish with a heap of balls and the count."""

    WIDTH, HEIGHT = 250.0, 150.0

    def __init__(
        self, player: int, name: str, count: int | None, active: bool, marked: bool = True
    ) -> None:
        super().__init__()
        self.player, self.name, self.count, self.active = player, name, count, active
        self.marked = marked
        self.painted_texts: list[PaintedText] = []
        # where the heap of balls and the count's caption were last painted (item coordinates)
        self.heap_rect = QRectF()
        self.caption_rect = QRectF()
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # the whole name and the count in words: a long name ends in "…" on the tray
        self.setToolTip(tray_words(name, count))
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
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
        wood.setColorAt(0.0, QColor(paint.look().edge))
        wood.setColorAt(1.0, QColor(paint.look().edge_dark))
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
        colours = paint.player_colours()
        colour = colours[self.player % len(colours)]
        mark = mark_of(self.player, self.marked)
        paint.paint_ball(
            painter, QPointF(-w / 2 + 30, -h / 2 + 24), 13, colour, shadow=False, mark=mark
        )
        self.painted_texts = []
        log = self.painted_texts
        words = QColor(paint.look().tray_text)
        faint = QColor(words)
        faint.setAlpha(170)
        painter.setPen(words)
        font, name = fit_line(painter, self.name, w - 60, 23, bold=True)
        painter.setFont(font)
        draw_text(
            painter,
            QRectF(-w / 2 + 48, -h / 2 + 6, w - 60, 36),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            name,
            log,
        )
        if out:
            out_text = QCoreApplication.translate("MyraScene", "out of the game")
            font, out_text = fit_line(painter, out_text, dish.width() - 16, 22)
            painter.setFont(font)
            painter.setPen(faint)
            draw_text(painter, dish, Qt.AlignmentFlag.AlignCenter, out_text, log)
            return
        shown = min(self.count or 0, 10)
        self.heap_rect = QRectF()
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
                self.heap_rect |= QRectF(x - r, y - r, 2 * r, 2 * r)
                k += 1
        self._paint_count(painter, dish, log)

    def _paint_count(self, painter: QPainter, dish: QRectF, log: list[PaintedText]) -> None:
        """The count and its caption in the dish's right half, clear of the heap on the left.
        In a small window the caption, kept readable, may need two lines: the count then
        takes less height above it rather than the caption shrinking or covering balls."""
        number_box = QRectF(
            dish.center().x() + 4, dish.top() - 6, dish.width() / 2 - 10, dish.height() - 10
        )
        caption = QCoreApplication.translate("MyraScene", "in reserve")
        column = QRectF(number_box.left() - 3, 0, number_box.width() + 6, 0)
        caption_font = fitted(caption, column.width(), 15)
        number_font = font_of(44, bold=True)
        if caption_font.pixelSize() >= least_pixels(painter):
            caption_box = QRectF(column.left(), dish.bottom() - 26, column.width(), 20)
            caption_flags = int(Qt.AlignmentFlag.AlignCenter)
        else:
            caption_font = font_of(least_pixels(painter))
            caption_flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            needed = QFontMetricsF(caption_font).boundingRect(
                QRectF(0, 0, column.width(), 1000), caption_flags, caption
            )
            caption_box = QRectF(
                column.left(), dish.bottom() - 4 - needed.height(), column.width(), needed.height()
            )
            number_box.setBottom(caption_box.top())
            number_font = readable(
                painter, font_of(min(44.0, 0.85 * number_box.height()), bold=True)
            )
        words = QColor(paint.look().tray_text)
        painter.setPen(words)
        painter.setFont(number_font)
        draw_text(painter, number_box, Qt.AlignmentFlag.AlignCenter, str(self.count), log)
        words.setAlpha(170)
        painter.setPen(words)
        painter.setFont(caption_font)
        draw_text(painter, caption_box, caption_flags, caption, log)
        self.caption_rect = QFontMetricsF(caption_font).boundingRect(
            caption_box, caption_flags, caption
        )


class ResultItem(QGraphicsRectItem):
    """The end of the game on a ribbon across the board's top edge, clear of the top row.

    The ribbon may reach past the board's top edge towards the trays in the corners (never onto
    a tray's name) before its words shrink: a German sentence shrunk to the edge's width was
    8 px high in the smallest window. A sentence that still needs a smaller font than
    ``ONE_LINE_LEAST`` (a player's long name: "Maximiliane Oberhuber-Schmidt (Rot) gewinnt:
    ...", 5 px there) takes two lines, broken after its colon where it has one; the ribbon then
    grows upwards to the scene's top, clear of the board's top row."""

    MAX_WIDTH = 920.0
    #: The smallest font (scene pixels) of a one-line ribbon: 9 px on screen at the smallest
    #: window's scale (about 0.35); a sentence that would need less is written on two lines.
    ONE_LINE_LEAST = 26

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.painted_texts: list[PaintedText] = []
        self.text_boxes: list[TextBox] = []
        self.setZValue(12)
        self.setPos(0, -BOARD_RADIUS * math.sqrt(3) / 2 - 8)
        font = font_of(30, bold=True)
        font.setFamilies(["DejaVu Serif", "Georgia", "serif"])
        room = self.MAX_WIDTH - 80
        self.lines = [text]
        self._font = fitted_family(QFont(font), text, room)
        if self._font.pixelSize() < self.ONE_LINE_LEAST:
            # two lines in the scene's room above the top row: a little smaller than one line
            self.lines = two_lines(text)
            font.setPixelSize(self.ONE_LINE_LEAST + 2)
            self._font = fitted_family(font, max(self.lines, key=len), room)
        metrics = QFontMetricsF(self._font)
        width = max(metrics.horizontalAdvance(line) for line in self.lines) + 80
        if len(self.lines) == 1:
            self._rect = QRectF(-width / 2, -31, width, 62)
        else:  # down to just above the top row's holes, up to the scene's top edge
            height = metrics.lineSpacing() * 2 + 16
            self._rect = QRectF(-width / 2, 41 - height, width, height)
        # Qt's own bounding rectangle: the scene asks for it at every add, index and
        # paint, and a Python ``boundingRect`` answered each time (issue 42)
        self.setRect(self._bounds())
        self.setPen(QPen(Qt.PenStyle.NoPen))

    def _bounds(self) -> QRectF:
        """The item's bounding rectangle, given to Qt once (``__init__``)."""
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
        painter.setPen(QPen(paint.brass(), 2.5))
        painter.drawRoundedRect(rect, 31, 31)
        painter.setPen(QPen(QColor(255, 236, 200, 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 25, 25)
        painter.setFont(self._font)
        painter.setPen(QColor(0, 0, 0, 110))
        words = "\n".join(self.lines)
        painter.drawText(rect.translated(1, 2), Qt.AlignmentFlag.AlignCenter, words)
        painter.setPen(QColor("#fdf1d8"))
        self.painted_texts, self.text_boxes = [], []
        flags = Qt.AlignmentFlag.AlignCenter
        draw_text(painter, rect, flags, words, self.painted_texts, self.text_boxes)


def two_lines(text: str) -> list[str]:
    """``text`` broken in two: after its colon ("X wins:" / "the queen was captured.") when
    neither part is more than twice the other, else at the space nearest its middle."""
    head, colon, tail = text.partition(": ")
    if colon and max(len(head), len(tail)) <= 2 * min(len(head), len(tail)) + 2:
        return [head + ":", tail]
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return [text]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return [text[:cut], text[cut + 1 :]]


def fitted_family(font: QFont, text: str, width: float) -> QFont:
    """``font`` made smaller until ``text`` fits ``width`` (after its family changed)."""
    size = font.pixelSize()
    while size > 8 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size = max(8, int(size * 0.92))
        font.setPixelSize(size)
    return font
