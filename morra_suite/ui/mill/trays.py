"""The items of the mill board's trays: the side's name, its pieces in hand, their count, the
glow of the side to move, and the well of the pieces it has taken.

Made one by one, so that the scene (``scene.py``) draws again only the parts of a tray that a
change touched: a placement takes one piece out of a tray and moves the glow, and the other
pieces stay where they are.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from morra_suite.ui.mill.items import CAPTURED, ROLE, TRAY_COUNT, PieceItem
from morra_suite.ui.mill.looks import colour, look
from morra_suite.ui.panels.painted_text import NotedTextItem

TRAY_W = 104.0
CAPTURED_R = 11.0  # a taken piece's radius: small, a tally rather than a hand
# The coordinates' and captions' height in scene units as drawn (enlarged in a small window).
LABEL_HEIGHT = 24.0


def caption_item(text: str, tray: QRectF, label_scale: float) -> tuple[NotedTextItem, float]:
    """The tray's name, and how far below the tray's top its pieces start (lower when the
    name is enlarged)."""
    caption = NotedTextItem(text)
    caption_font = QFont("DejaVu Serif", 13)
    caption_font.setBold(True)
    caption.setFont(caption_font)
    caption.setBrush(colour(look().tray_text, 225))
    cr = caption.boundingRect()
    # as tall as the coordinates in a small window, but never wider than the tray
    wanted = label_scale * LABEL_HEIGHT / cr.height() if label_scale > 1 else 1
    fit = min(wanted, (TRAY_W - 6) / max(1.0, cr.width()))
    caption.setScale(fit)
    caption.setPos(tray.center().x() - cr.width() * fit / 2, tray.top() + 20)
    return caption, max(46.0, 20 + cr.height() * fit + 6)


def hand_places(tray: QRectF, radius: float, count: int, head: float) -> list[tuple[float, float]]:
    """Where the ``count`` pieces in hand stand, top to bottom, ``head`` below the tray's top."""
    small = min(radius, 30.0)
    inner = tray.adjusted(0, head + small, 0, -58 - small)
    step = min(small * 2.1, inner.height() / max(1, count - 1)) if count > 1 else 0
    return [(tray.center().x(), inner.top() + i * step) for i in range(count)]


def hand_piece(player: int, radius: float, x: float, y: float, faded: bool) -> PieceItem:
    """A piece in hand (``faded``: on its way to the board)."""
    piece = PieceItem(player, min(radius, 30.0))
    piece.setPos(x, y)
    if faded:
        piece.setOpacity(0.35)
    return piece


def badge_item(player: int, count: int, tray: QRectF) -> NotedTextItem:
    """How many pieces the side has in hand, at the tray's foot."""
    badge = NotedTextItem(str(count))
    badge.setData(ROLE, f"{TRAY_COUNT}-{player}")
    font = QFont("DejaVu Sans", 20)
    font.setBold(True)
    badge.setFont(font)
    badge.setBrush(colour(look().tray_text, 235))
    br = badge.boundingRect()
    badge.setPos(tray.center().x() - br.width() / 2, tray.bottom() - 24 - br.height())
    return badge


def glow_item(tray: QRectF) -> QGraphicsPathItem:
    """The ring round the tray of the side to move."""
    glow = QPainterPath()
    glow.addRoundedRect(tray.adjusted(-5, -5, 5, 5), 22, 22)
    item = QGraphicsPathItem(glow)
    item.setPen(QPen(QColor(look().turn), 5))
    return item


def captured_pieces(player: int, count: int, well: QRectF, tip: str) -> list[PieceItem]:
    """The pieces ``player`` has taken (the other side's colour), small, in rows of three in
    the ``well`` under its tray; ``tip`` says the count in words."""
    columns, step = 3, CAPTURED_R * 2.5
    rows = max(1, math.ceil(count / columns))
    row_step = min(step, (well.height() - 24 - 2 * CAPTURED_R) / max(1, rows - 1))
    left = well.center().x() - (columns - 1) * step / 2
    top = well.top() + 12 + CAPTURED_R
    pieces = []
    for i in range(count):
        piece = PieceItem(1 - player, CAPTURED_R)
        piece.setPos(left + (i % columns) * step, top + (i // columns) * row_step)
        piece.setData(ROLE, f"{CAPTURED}-{player}")
        piece.setToolTip(tip)
        pieces.append(piece)
    return pieces
