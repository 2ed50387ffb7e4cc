"""The words on the Morra board: one smallest size, and a record of every text as it was painted.

Every text the board draws goes through ``draw_text``, which also notes the size the text had on
screen (its font's pixel size times the painter's scale). The tests read that note after a real
paint of the window, so "no text under 11 px at the default size, none under 9 px at the smallest
window" is checked on what was drawn, not on what a constant promises. The note and the scale
are the ones every board uses (``ui.panels.painted_text``).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from morra_suite.ui.panels.painted_text import PaintedText, screen_scale

__all__ = [
    "MIN_SCREEN_PX",
    "MIN_VIEW_SCALE",
    "TEXT_PX",
    "PaintedText",
    "board_font",
    "draw_text",
    "screen_scale",
]

# The smallest text on the board, in scene pixels, and the least it may be on screen: the Morra kit
# never lets the board be drawn smaller than MIN_SCREEN_PX / TEXT_PX (the window's minimum follows).
TEXT_PX = 16
MIN_SCREEN_PX = 9.0
MIN_VIEW_SCALE = MIN_SCREEN_PX / TEXT_PX


@lru_cache(maxsize=64)
def board_font(pixels: float = TEXT_PX, bold: bool = False) -> QFont:
    """The board's font at ``pixels`` scene pixels (never under ``TEXT_PX``).

    Kept and shared (every text of every card asks for it at each paint, some forty times a
    round): a caller that wants another font changes a copy (``QFont(font)``), never this one."""
    font = QFont()
    font.setPixelSize(max(TEXT_PX, round(pixels)))
    font.setBold(bold)
    return font


def draw_text(
    painter: QPainter, rect: QRectF, flags: int, text: str, log: list[PaintedText]
) -> None:
    """Draws ``text`` in the painter's font and notes its size on screen in ``log``."""
    if not text:
        return
    painter.drawText(rect, flags, text)
    needed = QFontMetricsF(painter.font()).boundingRect(rect, flags, text)
    fits = rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(needed)
    log.append(PaintedText(text, painter.font().pixelSize() * screen_scale(painter), fits))


# The least size of the cards' words on screen, at every window size from 800x600 up: below it
# they were about 8 px there. The cards keep it by drawing larger than the target's scale.
CARD_SCREEN_PX = 11.0


def column_scale(
    room: tuple[float, float], target: tuple[float, float], column: tuple[float, float]
) -> float:
    """How much larger than the target the column of cards is drawn so that its words are
    ``CARD_SCREEN_PX`` on screen: 1 where the whole board fits at that size anyway. ``room``
    is the view's inside, ``target`` the scene without the column, ``column`` the column at its
    own size (the view fits the scene in its room, keeping 2 px on every side)."""
    width, height = room[0] - 4, room[1] - 4
    if width <= 0 or height <= 0:
        return 1.0
    natural = min(width / (target[0] + column[0]), height / max(target[1], column[1]))
    wanted = CARD_SCREEN_PX / TEXT_PX
    if natural >= wanted:
        return 1.0
    cards = min(wanted, height / column[1], width / (column[0] * 2))  # never more than half
    board = min((width - cards * column[0]) / target[0], height / target[1])
    return max(1.0, cards / board) if board > 0 else 1.0


def most_strip_height(room_height: float, others: float) -> float:
    """The tallest the round strip may be for the column of cards to show its words at
    ``CARD_SCREEN_PX`` in a view whose inside is ``room_height`` high: ``others`` is the rest
    of the column at its own size, with its margins (``column_scale``'s ``column`` less the
    strip). A longer sentence is cut (``RoundPanel.set_most_height``): at 800x600 a sentence
    of five lines made the column too tall, and every card's words were drawn at 10.7 px."""
    return (room_height - 4) / (CARD_SCREEN_PX / TEXT_PX) - others
