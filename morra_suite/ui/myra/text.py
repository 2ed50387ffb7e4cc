"""The words on the Myra board: never under a readable size on screen, and a record of each as
it was painted.

The board is drawn in scene units and the view scales it to the window; in a small window
(800x600) the coordinates, the troops' counts and the trays' captions would shrink to 5-7 px.
Every text is therefore drawn in a font of at least ``MIN_SCREEN_PX`` on screen (its scene
size raised against the painter's scale), through ``draw_text``, which also notes the size the
text had on screen, so tests check what was drawn, not what a constant promises; given a
list of ``TextBox`` it notes as well the box the text was given and the room its letters took,
so tests check that no text spills out of its box (a clipped word) as well.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from morra_suite.ui.panels.painted_text import PaintedText, screen_scale

__all__ = ["MIN_SCREEN_PX", "PaintedText", "TextBox", "draw_text", "least_pixels", "readable"]

MIN_SCREEN_PX = 9.0


@dataclass(frozen=True)
class TextBox:
    """One text as laid out: the box it was given and the room its letters took there, in the
    coordinates of the item that drew it."""

    text: str
    box: QRectF
    needed: QRectF

    def fits(self) -> bool:
        """Whether the letters stay inside the box (half a unit of slack for rounding)."""
        return self.box.adjusted(-0.5, -0.5, 0.5, 0.5).contains(self.needed)


def least_pixels(painter: QPainter) -> int:
    """The smallest font pixel size (scene units) that shows at ``MIN_SCREEN_PX`` on screen."""
    scale = screen_scale(painter)
    if scale <= 0:
        return 1
    return math.ceil(MIN_SCREEN_PX / scale - 1e-6)


def readable(painter: QPainter, font: QFont) -> QFont:
    """``font``, made large enough to read on screen at the painter's scale (never smaller)."""
    least = least_pixels(painter)
    if font.pixelSize() < least:
        font = QFont(font)
        font.setPixelSize(least)
    return font


def draw_text(
    painter: QPainter,
    rect: QRectF,
    flags: int,
    text: str,
    log: list[PaintedText] | None,
    boxes: list[TextBox] | None = None,
) -> None:
    """Draws ``text`` in the painter's font and notes its size on screen in ``log`` and the box
    it was given with the room it took in ``boxes``."""
    if not text:
        return
    painter.drawText(rect, flags, text)
    if log is not None:
        log.append(PaintedText(text, painter.font().pixelSize() * screen_scale(painter)))
    if boxes is not None:
        needed = QFontMetricsF(painter.font()).boundingRect(rect, flags, text)
        boxes.append(TextBox(text, QRectF(rect), needed))
