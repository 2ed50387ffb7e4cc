"""The standing of three (or more) players as one bar of segments in the players' colours.

Why not the evaluation bar: a two-colour bar has one value and two sides; with three players each
has a standing of their own (``Analysis.values``), and who leads is what a player wants to see.
So each player gets a segment whose width is their share of ``1 + value`` (a player who is out,
at -1, has none), in their own colour, in turn order from the left (standing beside the board,
``vertical=True``: from the top, as the side panel lists the players), and the same figures in
words as the tooltip and accessible description (so it is read out, and tested, as text).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from morra_suite.ui.panels.eval_bar import BAR_THICKNESS


def shares(values: Sequence[float]) -> list[float]:
    """Each player's part of the bar's width (they add up to 1; all equal if all are out)."""
    weights = [max(0.0, 1.0 + max(-1.0, min(1.0, v))) for v in values]
    total = sum(weights)
    if total <= 0:
        return [1.0 / len(values)] * len(values) if values else []
    return [w / total for w in weights]


def standing_words(values: Sequence[float], names: Sequence[str]) -> str:
    """``Red +0.25, Blue -0.10, Green -0.40``: the bar in words."""
    from morra_suite.ui.numbers import decimal

    def shown(value: float) -> str:
        return ("+" if value >= 0 else "") + decimal(value, 2)

    return ", ".join(f"{name} {shown(v)}" for name, v in zip(names, values, strict=False))


class StandingBar(QWidget):
    """``set_standing(values, colours, names)`` shows one segment per player; ``None`` clears."""

    def __init__(self, parent: QWidget | None = None, vertical: bool = False) -> None:
        super().__init__(parent)
        self.vertical = vertical
        self.values: tuple[float, ...] | None = None
        self.colours: list[QColor] = []
        if vertical:
            self.setFixedWidth(BAR_THICKNESS)
            self.setMinimumHeight(60)
        else:
            self.setMinimumHeight(22)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("StandingBar", "Standing of the players"))

    def sizeHint(self) -> QSize:
        return QSize(BAR_THICKNESS, 300) if self.vertical else QSize(200, 24)

    def set_standing(
        self,
        values: Sequence[float] | None,
        colours: Sequence[str] = (),
        names: Sequence[str] = (),
    ) -> None:
        self.values = None if values is None else tuple(values)
        self.colours = [QColor(c) for c in colours]
        words = "" if values is None else standing_words(values, names)
        self.setAccessibleDescription(words)
        self.setToolTip(words)
        self.update()

    def segments(self) -> list[QRectF]:
        """Where each player's segment is drawn (in widget coordinates), in turn order."""
        if not self.values:
            return []
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        out = []
        start = rect.top() if self.vertical else rect.left()
        for share in shares(self.values):
            if self.vertical:
                length = rect.height() * share
                out.append(QRectF(rect.left(), start, rect.width(), length))
            else:
                length = rect.width() * share
                out.append(QRectF(start, rect.top(), length, rect.height()))
            start += length
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        # the frame, the empty bar and the lines between the parts in the palette's colours
        # (``ui.theme``); the parts are the sides' own colours
        palette, role = self.palette(), QPalette.ColorRole
        painter.setPen(QPen(palette.color(role.Dark), 1))
        painter.setBrush(palette.color(role.Button))
        painter.drawRect(rect)
        for i, segment in enumerate(self.segments()):
            colour = self.colours[i] if i < len(self.colours) else palette.color(role.Mid)
            painter.fillRect(segment, colour)
            if i:
                painter.setPen(QPen(palette.color(role.Base), 2))
                if self.vertical:
                    y = int(segment.top())
                    painter.drawLine(int(rect.left()), y, int(rect.right()), y)
                else:
                    x = int(segment.left())
                    painter.drawLine(x, int(rect.top()), x, int(rect.bottom()))
        painter.end()


__all__ = ["StandingBar", "shares", "standing_words"]
