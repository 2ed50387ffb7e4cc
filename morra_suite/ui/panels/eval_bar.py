"""The evaluation as a slim bar standing beside the board (lichess's and Sanmill's way).

Why vertical and beside the board: the eye reads the board, and a bar hugging it is seen without
looking away, where a dock of three text lines took a full-height column and squeezed the board.
The first player (White in the mill games, who sits at the foot of the board) owns the bottom
part: ``(1 + value) / 2`` of the height; the red middle line is an even game. Laid horizontally
(``vertical=False``) the first player's part is on the left.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from morra_suite.ai.judgement import bar_share

BAR_THICKNESS = 14  # px: slim, yet a share of a few per cent is still seen


class EvalBar(QWidget):
    """``set_value(value)`` shows the first player's share; ``value`` stays what it shows
    (in [-1, 1], ``None`` when nothing is known)."""

    def __init__(self, parent: QWidget | None = None, vertical: bool = True) -> None:
        super().__init__(parent)
        self.vertical = vertical
        self.value: float | None = None
        self.colours = (QColor("#f4efe4"), QColor("#2b2622"))
        if vertical:
            self.setFixedWidth(BAR_THICKNESS)
            self.setMinimumHeight(60)
        else:
            self.setMinimumHeight(22)
        self.setAccessibleName(QCoreApplication.translate("AnalysisPanel", "Evaluation bar"))

    def sizeHint(self) -> QSize:
        return QSize(BAR_THICKNESS, 300) if self.vertical else QSize(200, 24)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("AnalysisPanel", "Evaluation bar"))

    def set_value(self, value: float | None, words: str = "", decided: bool = False) -> None:
        """Shows ``value`` (first side's, in [-1, 1]; ``None`` or NaN: nothing known); only a
        ``decided`` game fills the bar to an end."""
        share = None if value is None else bar_share(value, decided)
        self.value = None if share is None else 2.0 * share - 1.0
        self.setAccessibleDescription(words)
        self.setToolTip(words)
        self.update()

    def first_part(self) -> QRectF | None:
        """Where the first player's part is drawn (widget coordinates); ``None`` when unknown."""
        if self.value is None:
            return None
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        share = (1.0 + self.value) / 2.0
        if self.vertical:
            height = rect.height() * share
            return QRectF(rect.left(), rect.bottom() - height, rect.width(), height)
        return QRectF(rect.left(), rect.top(), rect.width() * share, rect.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        radius = min(4.0, rect.width() / 3, rect.height() / 3)
        # the frame and the even line in the palette's colours (``ui.theme``): the border, the
        # accent; the two parts are the sides' own colours (``colours``)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Dark), 1))
        painter.setBrush(self.colours[1])
        painter.drawRoundedRect(rect, radius, radius)
        part = self.first_part()
        if part is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colours[0])
            painter.drawRoundedRect(part, radius, radius)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
        middle = rect.center()
        if self.vertical:
            painter.drawLine(int(rect.left()), int(middle.y()), int(rect.right()), int(middle.y()))
        else:
            painter.drawLine(int(middle.x()), int(rect.top()), int(middle.x()), int(rect.bottom()))
        painter.end()


__all__ = ["BAR_THICKNESS", "EvalBar"]
