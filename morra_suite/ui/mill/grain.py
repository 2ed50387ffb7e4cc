"""The mill plank's wood grain, drawn once per scale into a picture, in bands, before it is shown.

Why: the grain is one antialiased path of 2,809 segments; drawing it took 30-37 ms of the GUI
thread, the most of the board's first paint, in the same event-loop turn as the rest of that
paint (issue 43). Cheaper drawings of the path change its pixels, and a ``QPainter`` on a
worker thread holds Python's lock while it draws (the GUI thread then stands still as long).
So the grain is drawn as it always was, with the same pen and transform, into a picture of its
own, and the paint only copies the picture: a picture made in pieces on the turns before the
first paint (``GrainItem.prepare``, asked by the window while it holds the paint of a new
board), or at once by the paint if it was not.

The pieces are bands of waves whose pixels share no row: a row's coverage of an antialiased
path is worked out from that row's edges only, so the bands drawn one by one into transparent
pixels give the very pixels the whole path gives. Copying the picture (whole pixels, no scaling)
is what Qt did with the grain's own cache (``DeviceCoordinateCache``), so the board's pixels are
the same: ``tests/ui/mill/test_mill_grain.py`` compares the board with the grain drawn as before.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

#: Waves a band at least, where the rows allow a cut (53 waves on the board: 4 bands).
BAND_WAVES = 12
#: Pictures kept (each scale and sub-pixel offset shown: a window, a picture of a board).
MOST_PICTURES = 4


def grain_waves(size: float) -> list[QPainterPath]:
    """Long, gently waving strokes across a board of ``size``, the same every time (seeded)."""
    rng = random.Random(7)
    waves = []
    y = -20.0
    while y < size + 20:
        y += rng.uniform(7, 19)
        amp, phase, wave = rng.uniform(2, 9), rng.uniform(0, 6.3), rng.uniform(140, 320)
        path = QPainterPath()
        path.moveTo(-10, y)
        for step in range(0, int(size) + 20, 12):
            path.lineTo(step, y + amp * math.sin(step / wave * 6.283 + phase))
        waves.append(path)
    return waves


class GrainPicture:
    """The grain drawn for one transform, band by band, on transparent pixels."""

    def __init__(self, waves: list[QPainterPath], pen: QPen, shown: QTransform) -> None:
        self.pen = QPen(pen)
        margin = pen.widthF()
        whole = QRectF()
        for wave in waves:
            whole = whole.united(wave.controlPointRect())
        device = shown.mapRect(whole.adjusted(-margin, -margin, margin, margin)).toAlignedRect()
        device.adjust(-2, -2, 2, 2)
        self.corner = device.topLeft()
        self.at = (shown.dx(), shown.dy())  # the translation it was drawn at
        self.image = QImage(device.size(), QImage.Format.Format_ARGB32_Premultiplied)
        self.image.fill(Qt.GlobalColor.transparent)
        self.transform = shown * QTransform.fromTranslate(-self.corner.x(), -self.corner.y())
        self.bands = _bands(waves, shown, margin)

    @property
    def finished(self) -> bool:
        return not self.bands

    def draw_band(self) -> None:
        """Draws the next band of waves into the picture."""
        band = self.bands.pop(0)
        painter = QPainter(self.image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setWorldTransform(self.transform)
        painter.setPen(self.pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(band)
        painter.end()

    def finish(self) -> None:
        while self.bands:
            self.draw_band()


def _bands(waves: list[QPainterPath], shown: QTransform, pen_width: float) -> list[QPainterPath]:
    """The waves in bands of about ``BAND_WAVES``, cut only where a row of pixels lies between
    the rows the waves so far may touch and the rows of the next (each wave's rows counted from
    its points and half the pen's width, and one row more each side)."""
    half = pen_width / 2
    bands: list[QPainterPath] = []
    band = QPainterPath()
    count, lowest = 0, -math.inf
    for wave in sorted(waves, key=lambda w: w.controlPointRect().top()):
        rows = shown.mapRect(wave.controlPointRect().adjusted(-half, -half, half, half))
        top, bottom = math.floor(rows.top()) - 1, math.ceil(rows.bottom()) + 1
        if count >= BAND_WAVES and top > lowest:
            bands.append(band)
            band, count = QPainterPath(), 0
        band.addPath(wave)
        count += 1
        lowest = max(lowest, bottom)
    if count:
        bands.append(band)
    return bands


#: Pictures made, by transform (scale, sub-pixel offset) and look of the pen, newest last.
_PICTURES: OrderedDict[tuple[object, ...], GrainPicture] = OrderedDict()


def _key(shown: QTransform, pen: QPen, size: float) -> tuple[object, ...]:
    return (
        size,
        shown.m11(),
        shown.m22(),
        round(shown.dx() - math.floor(shown.dx()), 9),
        round(shown.dy() - math.floor(shown.dy()), 9),
        pen.color().rgba(),
        pen.widthF(),
    )


def picture_for(item: GrainItem, shown: QTransform) -> GrainPicture:
    """The picture of ``item``'s grain drawn with ``shown`` (begun, perhaps not finished): one
    for every plank of the same size, as they all have the same grain."""
    key = _key(shown, item.pen, item.size)
    waves, pen = item.waves, item.pen
    picture = _PICTURES.get(key)
    if picture is None:
        picture = _PICTURES[key] = GrainPicture(waves, pen, shown)
        while len(_PICTURES) > MOST_PICTURES:
            _PICTURES.popitem(last=False)
    _PICTURES.move_to_end(key)
    return picture


class GrainItem(QGraphicsItem):
    """The grain over the plank (its child), copied from its picture for the painter's scale."""

    def __init__(self, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self.waves = grain_waves(size)
        self.pen = QPen(QColor(120, 70, 25, 28), 1.3)
        self.path = QPainterPath()
        for wave in self.waves:
            self.path.addPath(wave)
        margin = self.pen.widthF()
        self._bounds = self.path.controlPointRect().adjusted(-margin, -margin, margin, margin)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def prepare(self, shown: QTransform) -> bool:
        """Draws one band of the picture for ``shown`` (the item's transform to the device)
        if one is left: whether it drew one (more may be left for the next turn)."""
        if not self.isVisible() or not _copied(shown):
            return False
        picture = picture_for(self, shown)
        if picture.finished:
            return False
        picture.draw_band()
        return True

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        shown = painter.worldTransform()
        hinted = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
        device = painter.device()
        dense = device is None or device.devicePixelRatioF() != 1  # a scale outside ``shown``
        if not hinted or dense or not _copied(shown):
            painter.setPen(self.pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.path)
            return
        picture = picture_for(self, shown)
        picture.finish()  # what was not drawn before the paint (a new size), now
        x, y = picture.at
        shift = QPoint(round(shown.dx() - x), round(shown.dy() - y))  # whole pixels
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawImage(picture.corner + shift, picture.image)
        painter.restore()


def _copied(shown: QTransform) -> bool:
    """Whether a picture can stand for the drawing: a plain scale and translation."""
    return (
        not shown.isRotating()
        and shown.m11() > 0
        and shown.m22() > 0
        and shown.m13() == 0
        and shown.m23() == 0
    )
