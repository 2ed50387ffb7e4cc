"""The puzzle rating's history as a small line chart, painted (no charting library).

The vertical axis is the rating, with its lowest and highest values written at its ends; the
horizontal one counts the rated puzzles, first to last. A band shows the deviation around the
line, so a new learner's uncertain start reads as such.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 12, 12, 30


class RatingChart(QWidget):
    """Draws ``points`` (``RatingPoint``s: rating and deviation after each rated puzzle)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: tuple[Any, ...] = ()
        self.setMinimumSize(320, 180)
        self.setAccessibleName(self.tr("Rating history"))

    def sizeHint(self) -> QSize:
        return QSize(440, 220)

    def set_points(self, points: Sequence[Any]) -> None:
        self.points = tuple(points)
        self.setAccessibleDescription(
            self.tr("%1 rated puzzles").replace("%1", str(len(self.points)))
        )
        self.update()

    def bounds(self) -> tuple[float, float]:
        """The rating axis' ends: the history's extremes with room, in steps of 50."""
        if not self.points:
            return 1400.0, 1600.0
        low = min(p.rating for p in self.points)
        high = max(p.rating for p in self.points)
        low, high = 50 * ((low - 25) // 50), 50 * ((high + 75) // 50)
        return float(low), float(max(high, low + 100))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(palette.ColorRole.WindowText)
        area = QRectF(self.rect()).adjusted(MARGIN_LEFT, MARGIN_TOP, -MARGIN_RIGHT, -MARGIN_BOTTOM)
        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        low, high = self.bounds()
        metrics = painter.fontMetrics()
        for value, y in ((high, area.top()), (low, area.bottom())):
            label = str(int(value))
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, MARGIN_LEFT - 6, metrics.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        count = len(self.points)
        below = QRectF(area.left(), area.bottom() + 4, area.width(), MARGIN_BOTTOM - 4)
        painter.drawText(
            below,
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            self.tr("Rated puzzles (%1)").replace("%1", str(count)),
        )
        painter.save()
        painter.translate(12, area.center().y())
        painter.rotate(-90)
        painter.drawText(
            QRectF(-area.height() / 2, -10, area.height(), 20),
            int(Qt.AlignmentFlag.AlignCenter),
            self.tr("Rating"),
        )
        painter.restore()
        if not count:
            painter.drawText(
                area, int(Qt.AlignmentFlag.AlignCenter), self.tr("No rated puzzle yet")
            )
            return

        def at(index: int, rating: float) -> QPointF:
            x = area.left() + (
                area.width() * index / (count - 1) if count > 1 else area.width() / 2
            )
            rating = min(max(rating, low), high)
            return QPointF(x, area.bottom() - area.height() * (rating - low) / (high - low))

        upper = [at(i, p.rating + p.deviation) for i, p in enumerate(self.points)]
        lower = [at(i, p.rating - p.deviation) for i, p in enumerate(self.points)]
        accent = self.palette().color(QPalette.ColorRole.Highlight)  # the theme's accent
        band = QColor(accent)
        band.setAlpha(50)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawPolygon(QPolygonF(upper + lower[::-1]))
        line = QPainterPath(at(0, self.points[0].rating))
        for i, point in enumerate(self.points[1:], 1):
            line.lineTo(at(i, point.rating))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(accent, 2))
        painter.drawPath(line)
        painter.setBrush(accent)
        last = at(count - 1, self.points[-1].rating)
        painter.drawEllipse(last, 3, 3)
