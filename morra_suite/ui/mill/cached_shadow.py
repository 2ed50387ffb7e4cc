"""A drop shadow drawn once per size, not blurred again at every paint.

Why: Qt's ``QGraphicsDropShadowEffect`` blurs its item's picture every time any part of the
item is painted. The mill board's plank and trays carry one, and every piece lies on them, so
each move and every frame of its slide blurred the whole board again: a repaint of ten pixels
in the middle of the board took 7 ms of the GUI thread (and more of Qt's threads). This effect
lets Qt draw the shadow once into a picture (the same pixels: Qt's own drawing, through the
painter's window) and then only copies it, until the item or the view's scale changes.
Qt renders the item's picture anew whenever it invalidates it, which it also does when other
items are added to the scene (putting a long record on added its pieces: the first paint then
blurred the plank and the trays again, about 45 ms): the picture's pixels, not Qt's name for the
picture, decide whether the shadow is still right.

Kept when the redraw echo went (issue 42: a move is now one paint of what changed), because each
such paint and each frame of a slide still touches the plank: a repaint of 10 x 10 pixels in
the board's middle takes 0.06 ms with it and 3.7 ms with Qt's effect (median of 200,
``benchmarks/bench_mill_shadow.py``, on a loaded 2-core machine).
"""

from __future__ import annotations

import math
import zlib

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsDropShadowEffect, QGraphicsEffect


class CachedDropShadow(QGraphicsDropShadowEffect):
    """``QGraphicsDropShadowEffect`` whose output is kept while its item's picture (as Qt keeps
    it for the effect), the view's scale and its sub-pixel offset stay the same."""

    def __init__(self) -> None:
        super().__init__()
        self._key: tuple[object, ...] | None = None
        # Qt's key of the item's picture last seen, and a checksum of that picture's pixels
        self._source: tuple[int, int] = (0, 0)
        self._picture = QPixmap()
        # the translation it was drawn at and its top left on the device then
        self._drawn_at: tuple[float, float, QPoint] = (0.0, 0.0, QPoint())

    def picture_key(self) -> int:
        """The key of the picture kept now (another one whenever the shadow was drawn again)."""
        return self._picture.cacheKey()

    def sourceChanged(self, flags: QGraphicsEffect.ChangeFlag) -> None:
        self._source = (0, 0)  # the item may look otherwise: its pixels are read again
        super().sourceChanged(flags)

    def _content(self, source: QPixmap) -> int:
        """A checksum of the item's picture, read only when Qt rendered it anew."""
        if source.cacheKey() != self._source[0]:
            image = source.toImage()
            pixels = zlib.crc32(image.constBits())
            self._source = (source.cacheKey(), zlib.crc32(repr(image.size()).encode(), pixels))
        return self._source[1]

    def draw(self, painter: QPainter) -> None:
        shown = painter.worldTransform()
        if shown.isRotating() or painter.device() is None:
            super().draw(painter)
            return
        bounds = shown.mapRect(self.boundingRect())  # device pixels the effect may cover
        dx, dy = math.floor(shown.dx()), math.floor(shown.dy())
        # the item's own picture, as Qt keeps it for the effect (made anew when the item
        # changed: then its key is another)
        source = self.sourcePixmap(
            Qt.CoordinateSystem.DeviceCoordinates,
            mode=QGraphicsEffect.PixmapPadMode.PadToEffectiveBoundingRect,
        )
        key = (
            self._content(source),
            shown.m11(),
            shown.m22(),
            shown.dx() - dx,
            shown.dy() - dy,
            bounds.width(),
            bounds.height(),
            painter.device().devicePixelRatioF(),
        )
        # where the picture goes: the effect's rectangle on the device, in whole pixels
        corner = QPoint(math.floor(bounds.left()) - 1, math.floor(bounds.top()) - 1)
        if key != self._key:
            size = QRect(0, 0, math.ceil(bounds.width()) + 3, math.ceil(bounds.height()) + 3)
            ratio = painter.device().devicePixelRatioF()  # a high-density screen's pixels
            picture = QPixmap(size.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            offscreen = QPainter(picture)
            offscreen.setRenderHints(painter.renderHints())
            # Qt draws the effect in device coordinates (it resets the world transform): the
            # window maps the device's pixels round the effect onto the picture
            offscreen.setWindow(QRect(corner, size.size()))
            offscreen.setViewport(size)
            offscreen.setWorldTransform(shown)
            super().draw(offscreen)
            offscreen.end()
            self._picture, self._key = picture, key
            self._drawn_at = (shown.dx(), shown.dy(), corner)
        x, y, drawn_corner = self._drawn_at
        # a view scrolled by whole pixels moves the same picture
        shift = QPoint(round(shown.dx() - x), round(shown.dy() - y))
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(drawn_corner + shift, self._picture)
        painter.restore()
