"""The round strip under the Morra board: the last round in one sentence, and its replay button.

The view writes the sentence from the rules' round summary (growing step by step while the stones
move) and the button's label; the strip only draws them and reports a click on the button.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morra_suite.ui.morra.items import INK
from morra_suite.ui.morra.pickers import PANEL_WIDTH

ROUND_PANEL_HEIGHT = 66.0
REPLAY_MIN_WIDTH = 170.0


class RoundPanel(QGraphicsObject):
    """The strip under the board that tells the last round in one sentence, with a replay button.

    The view writes the sentence from the rules' round summary (growing step by step while the
    stones move) and the button's label; a click on the button emits ``replay_clicked``.
    """

    replay_clicked = Signal()

    def __init__(self, width: float = 2 * PANEL_WIDTH) -> None:
        super().__init__()
        self.width = width
        self.title = ""
        self.text = ""
        self.replay_label = ""
        self.can_replay = False
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setZValue(20)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.update()

    def set_content(self, title: str, text: str, replay_label: str, can_replay: bool) -> None:
        if (title, text, replay_label, can_replay) == (
            self.title,
            self.text,
            self.replay_label,
            self.can_replay,
        ):
            return
        self.title, self.text = title, text
        self.replay_label, self.can_replay = replay_label, can_replay
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -6, self.width + 16, ROUND_PANEL_HEIGHT + 16)

    def replay_rect(self) -> QRectF:
        """The replay button (panel coordinates)."""
        width = max(
            REPLAY_MIN_WIDTH,
            QFontMetricsF(self._button_font()).horizontalAdvance(self.replay_label) + 32,
        )
        return QRectF(self.width - width - 12, 12, width, ROUND_PANEL_HEIGHT - 24)

    @staticmethod
    def _button_font() -> QFont:
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        return font

    def replay_centre(self) -> QPointF:
        """The replay button's centre in scene coordinates (tests click there)."""
        return self.mapToScene(self.replay_rect().center())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and self.can_replay
            and self.replay_rect().contains(event.pos())
        ):
            self.replay_clicked.emit()
        event.accept()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        hover = self.can_replay and self.replay_rect().contains(event.pos())
        if hover != self._hover:
            self._hover = hover
            self.update()
        self.setCursor(Qt.CursorShape.PointingHandCursor if hover else Qt.CursorShape.ArrowCursor)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover:
            self._hover = False
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card = QRectF(0, 0, self.width, ROUND_PANEL_HEIGHT)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for step in range(6, 0, -1):
            painter.setPen(QPen(QColor(0, 0, 0, 9), step * 1.6))
            painter.drawRoundedRect(card.translated(1.5, 3.0), 12, 12)
        paper = QLinearGradient(card.topLeft(), card.bottomLeft())
        paper.setColorAt(0.0, QColor("#fbf6e9"))
        paper.setColorAt(1.0, QColor("#efe4c9"))
        painter.setBrush(paper)
        painter.setPen(QPen(QColor("#b89b6c"), 1.2))
        painter.drawRoundedRect(card, 12, 12)
        text_rect = QRectF(18, 6, self.replay_rect().left() - 36, ROUND_PANEL_HEIGHT - 12)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(58, 44, 32, 160))
        painter.drawText(
            QRectF(text_rect.left(), text_rect.top(), text_rect.width(), 16),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        font.setPixelSize(17)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(
            text_rect.adjusted(0, 17, 0, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            self.text,
        )
        if not self.replay_label:
            return
        button = self.replay_rect()
        fill = QLinearGradient(button.topLeft(), button.bottomLeft())
        if self.can_replay:
            fill.setColorAt(0.0, QColor("#fffdf7") if self._hover else QColor("#fbf5e6"))
            fill.setColorAt(1.0, QColor("#f3e7c8") if self._hover else QColor("#eadcbb"))
            pen = QPen(QColor("#8a6a3c") if self._hover else QColor("#a88b5c"), 1.4)
            colour = INK
        else:
            fill.setColorAt(0.0, QColor("#f4eedf"))
            fill.setColorAt(1.0, QColor("#ebe2cc"))
            pen = QPen(QColor(168, 139, 92, 110), 1.0)
            colour = QColor(58, 44, 32, 110)
        painter.setBrush(fill)
        painter.setPen(pen)
        painter.drawRoundedRect(button, 9, 9)
        painter.setFont(self._button_font())
        painter.setPen(colour)
        painter.drawText(button, Qt.AlignmentFlag.AlignCenter, self.replay_label)
