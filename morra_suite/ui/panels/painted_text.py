"""What a board's text looked like on screen: its words and its font's pixel size there.

Boards are drawn in scene units and scaled to the window, so a font's size says little about
what one reads. Board items note each text as they paint it (font pixel size times the
painter's scale); the tests read those notes after a real paint of a small window, so "no text
under 9 px at 800x600" is checked on what was drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QFontInfo, QPainter
from PySide6.QtWidgets import (
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)


@dataclass(frozen=True)
class PaintedText:
    """One text as painted: its words and its font's pixel size on screen."""

    text: str
    screen_px: float
    # whether the words, laid out as drawn, stayed inside the room given to them (a text that
    # ran out of its rectangle was cut by the next thing drawn, or ran under a button)
    fits: bool = True


def screen_scale(painter: QPainter) -> float:
    """Screen pixels per scene unit of what ``painter`` paints now."""
    return float(QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()))


class NotedTextItem(QGraphicsSimpleTextItem):
    """A simple scene text that notes, on each paint, the size it had on screen."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.painted_texts: list[PaintedText] = []

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes a null widget
        px = QFontInfo(self.font()).pixelSize() * screen_scale(painter)
        self.painted_texts = [PaintedText(self.text(), px)]
