"""A player's card beside the target: name and stone, and the secret hand or start-field picker.

While another person at the screen still has to choose, the picker lies face down ("covered"): a
click turns it up, a click on a choice makes it and turns it down again, and from then on the card
shows only that the player has chosen. The hand is shown once both hands are revealed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morra_suite.ui.morra.items import INK, STONE_COLOURS, _shade

PANEL_WIDTH = 232.0
PANEL_HEIGHT = 540.0
BODY_TOP = 132.0
HINT_HEIGHT = 62.0  # up to four short lines of key hints in words
BODY_BOTTOM = PANEL_HEIGHT - HINT_HEIGHT - 12.0
LAST_STRIP = 46.0
# The smallest scale the board may be drawn at (the Morra kit sets its view's minimum size from
# it): below it the cards' smallest words (12 px in the scene) would be under 7 px on screen.
MIN_VIEW_SCALE = 0.56
# The key hints under a card's choices: 12 px in the scene, but never under 9 px on screen (a
# sentence of keys is read, not glanced at). Where that size does not fit the strip (a small
# window), the card leaves the hint out; its tooltip and the status line still tell the keys.
HINT_FONT_PX = 12.0
MIN_HINT_SCREEN_PX = 9.0


def hint_font(text: str, scale: float) -> QFont | None:
    """The font a card's key hint ``text`` is drawn with when the card is shown at ``scale``
    (screen pixels per scene pixel): at least ``MIN_HINT_SCREEN_PX`` on screen. ``None`` when at
    that size the hint does not fit its strip under the choices."""
    font = QFont()
    font.setPixelSize(max(round(HINT_FONT_PX), math.ceil(MIN_HINT_SCREEN_PX / max(scale, 1e-6))))
    needed = QFontMetricsF(font).boundingRect(
        hint_rect(), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text
    )
    rect = hint_rect()
    fits = needed.height() <= rect.height() and needed.width() <= rect.width() + 0.5
    return font if fits else None


def hint_rect() -> QRectF:
    """The strip at the foot of a card where its key hint goes (card coordinates)."""
    return QRectF(12, PANEL_HEIGHT - HINT_HEIGHT - 8, PANEL_WIDTH - 24, HINT_HEIGHT)


class Mode:
    """What the card's body shows."""

    IDLE = "idle"  # nothing to choose (game over, an old position looked at)
    COVERED = "covered"  # face down: another person still chooses
    OPEN = "open"  # turned up for its player (after a click on the cover)
    DIRECT = "direct"  # no one else to hide from (against the computer): choices shown at once
    CHOSEN = "chosen"  # chosen, not yet revealed
    WAITING = "waiting"  # the computer (or a seat without input) is choosing


@dataclass
class PanelData:
    """Everything the card draws; the view fills it in and calls ``PlayerPanel.set_data``."""

    name: str = ""
    letter: str = ""  # the label of the player's stone, the same as on the board
    subtitle: str = ""
    status: str = ""
    mode: str = Mode.IDLE
    options: list[str] = field(default_factory=list)
    setup: bool = False
    keys: list[str] = field(default_factory=list)
    keys_hint: str = ""
    cover_title: str = ""
    cover_text: str = ""
    cursor: int | None = None
    revealed: str | None = None  # the played hand ("2") or start field ("0.5"), shown big
    revealed_balls: int = 0
    revealed_caption: str = ""
    last_text: str = ""  # "Last round: held 2", shown above the picker in the next round
    at_stake: bool = False


class PlayerPanel(QGraphicsObject):
    """One player's card; emits clicks on its choices and on its cover."""

    option_clicked = Signal(int, int)  # player, index into options
    cover_clicked = Signal(int)  # player

    def __init__(self, player: int) -> None:
        super().__init__()
        self.player = player
        self.colour = STONE_COLOURS[player % len(STONE_COLOURS)]
        self.info = PanelData()
        self._hover: int | None = None
        self.setAcceptHoverEvents(True)
        self.setZValue(20)
        # Repainted only when its data or the hover changes, not on every animation frame.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        # the key hint's size on screen when last painted (``None``: left out, or no hint)
        self.hint_screen_px: float | None = None

    # ------------------------------------------------------------------ data and hit-testing
    def set_data(self, data: PanelData) -> None:
        self.info = data
        self._hover = None
        # the key hint is also the card's tooltip: it stays at hand where the card has no room
        # to print it legibly (a small window)
        self.setToolTip(data.keys_hint)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -10, PANEL_WIDTH + 28, PANEL_HEIGHT + 30)

    def body_rect(self) -> QRectF:
        """The card's body below the status; the picker or the cover fills it."""
        top = BODY_TOP + (LAST_STRIP if self._shows_last_strip() else 0.0)
        return QRectF(16, top, PANEL_WIDTH - 32, BODY_BOTTOM - top)

    def _shows_last_strip(self) -> bool:
        return bool(self.info.last_text) and self.info.mode != Mode.IDLE

    def option_rects(self) -> list[QRectF]:
        """Where each choice's button lies (panel coordinates); empty unless choices show."""
        if self.info.mode not in (Mode.OPEN, Mode.DIRECT):
            return []
        count = len(self.info.options)
        body = self.body_rect()
        columns = 2
        if self.info.setup:
            columns = 4 if count <= 28 else 5 if count <= 40 else 6
        rows = max(1, math.ceil(count / columns))
        gap = 8.0
        width = (body.width() - gap * (columns - 1)) / columns
        height = min(
            96.0 if not self.info.setup else 40.0, (body.height() - gap * (rows - 1)) / rows
        )
        top = body.top() + max(0.0, (body.height() - rows * height - (rows - 1) * gap) / 2)
        rects = []
        for index in range(count):
            row, column = divmod(index, columns)
            rects.append(
                QRectF(
                    body.left() + column * (width + gap), top + row * (height + gap), width, height
                )
            )
        return rects

    def option_centre(self, index: int) -> QPointF:
        """A choice's button centre in scene coordinates (tests click there)."""
        return self.mapToScene(self.option_rects()[index].center())

    def cover_centre(self) -> QPointF:
        return self.mapToScene(self.body_rect().center())

    def _option_at(self, point: QPointF) -> int | None:
        for index, rect in enumerate(self.option_rects()):
            if rect.contains(point):
                return index
        return None

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        point = event.pos()
        if self.info.mode == Mode.COVERED and self.body_rect().contains(point):
            self.cover_clicked.emit(self.player)
            event.accept()
            return
        index = self._option_at(point)
        if index is not None:
            self.option_clicked.emit(self.player, index)
            event.accept()
            return
        if self.info.mode == Mode.OPEN and self.body_rect().contains(point):
            # A click beside the buttons turns the card face down again.
            self.cover_clicked.emit(self.player)
        event.accept()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        index = self._option_at(event.pos())
        if self.info.mode == Mode.COVERED and self.body_rect().contains(event.pos()):
            index = -1
        if index != self._hover:
            self._hover = index
            self.update()
        cursor = (
            Qt.CursorShape.PointingHandCursor if index is not None else Qt.CursorShape.ArrowCursor
        )
        self.setCursor(cursor)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.update()

    # ------------------------------------------------------------------ drawing
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card = QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT)
        # Soft shadow: a few widening, fading outlines.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for step in range(8, 0, -1):
            painter.setPen(QPen(QColor(0, 0, 0, 9), step * 1.6))
            painter.drawRoundedRect(card.translated(1.5, 4.0), 16, 16)
        paper = QLinearGradient(card.topLeft(), card.bottomLeft())
        paper.setColorAt(0.0, QColor("#fbf6e9"))
        paper.setColorAt(1.0, QColor("#efe4c9"))
        painter.setBrush(paper)
        painter.setPen(QPen(QColor("#b89b6c"), 1.2))
        painter.drawRoundedRect(card, 16, 16)
        if self.info.at_stake:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(215, 169, 60, 230), 3.0))
            painter.drawRoundedRect(card.adjusted(3, 3, -3, -3), 13, 13)
        self._paint_header(painter)
        self._paint_body(painter)
        self.hint_screen_px = None
        if self.info.keys_hint:
            scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
            font = hint_font(self.info.keys_hint, scale)
            if font is not None:  # else too small to read here: the tooltip tells the keys
                painter.setFont(font)
                painter.setPen(QColor(58, 44, 32, 170))
                painter.drawText(
                    hint_rect(),
                    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                    self.info.keys_hint,
                )
                self.hint_screen_px = font.pixelSize() * scale

    def _paint_header(self, painter: QPainter) -> None:
        centre = QPointF(36, 42)
        r = 17.0
        body = QRadialGradient(QPointF(centre.x() - r * 0.35, centre.y() - r * 0.45), r * 1.5)
        body.setColorAt(0.0, _shade(self.colour, 160))
        body.setColorAt(0.45, self.colour)
        body.setColorAt(1.0, _shade(self.colour, 45))
        painter.setBrush(body)
        painter.setPen(QPen(_shade(self.colour, 40), 1.2))
        painter.drawEllipse(centre, r, r)
        font = QFont()
        font.setBold(True)
        if self.info.letter:
            font.setPixelSize(16)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 235))
            painter.drawText(
                QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter,
                self.info.letter,
            )
        font.setPixelSize(20)
        painter.setFont(font)
        painter.setPen(INK)
        metrics_rect = QRectF(62, 16, PANEL_WIDTH - 74, 28)
        name = painter.fontMetrics().elidedText(
            self.info.name, Qt.TextElideMode.ElideRight, int(metrics_rect.width())
        )
        painter.drawText(
            metrics_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name
        )
        font.setPixelSize(12)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor(58, 44, 32, 190))
        painter.drawText(
            QRectF(62, 44, PANEL_WIDTH - 74, 34),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self.info.subtitle,
        )
        painter.setPen(QPen(QColor(160, 130, 90, 150), 1.0))
        painter.drawLine(QPointF(16, 84), QPointF(PANEL_WIDTH - 16, 84))
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(
            QRectF(12, 88, PANEL_WIDTH - 24, 40),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.info.status,
        )

    def _paint_body(self, painter: QPainter) -> None:
        mode = self.info.mode
        if self._shows_last_strip():
            strip = QRectF(16, BODY_TOP, PANEL_WIDTH - 32, LAST_STRIP - 10)
            painter.setBrush(QColor(120, 90, 50, 22))
            painter.setPen(QPen(QColor(160, 130, 90, 120), 1.0))
            painter.drawRoundedRect(strip, 8, 8)
            font = QFont()
            font.setPixelSize(13)
            painter.setFont(font)
            painter.setPen(QColor(58, 44, 32, 220))
            text_rect = strip.adjusted(10, 0, -10, 0)
            if self.info.revealed_balls and not self.info.setup:
                text_rect.setRight(strip.right() - 16 - self.info.revealed_balls * 13)
                self._paint_balls(
                    painter,
                    QPointF(
                        strip.right() - 12 - self.info.revealed_balls * 6.5, strip.center().y()
                    ),
                    self.info.revealed_balls,
                    5.0,
                    single_row=True,
                )
            painter.drawText(
                text_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.info.last_text,
            )
        if mode == Mode.COVERED:
            self._paint_cover(painter)
        elif mode in (Mode.OPEN, Mode.DIRECT):
            self._paint_options(painter)
        elif mode == Mode.CHOSEN:
            self._paint_chosen(painter)
        elif mode == Mode.WAITING:
            self._paint_waiting(painter)
        elif self.info.revealed is not None:
            self._paint_revealed(painter)

    def _paint_cover(self, painter: QPainter) -> None:
        body = self.body_rect().adjusted(6, 10, -6, -10)
        back = QLinearGradient(body.topLeft(), body.bottomRight())
        back.setColorAt(0.0, _shade(self.colour, 115))
        back.setColorAt(1.0, _shade(self.colour, 70))
        painter.setBrush(back)
        painter.setPen(QPen(_shade(self.colour, 50), 1.5))
        painter.drawRoundedRect(body, 12, 12)
        # A lattice like the back of a playing card.
        clip = QPainterPath()
        inner = body.adjusted(9, 9, -9, -9)
        clip.addRoundedRect(inner, 7, 7)
        painter.save()
        painter.setClipPath(clip)
        painter.setPen(QPen(QColor(255, 255, 255, 55), 1.2))
        span = inner.width() + inner.height()
        step = 14.0
        k = -span
        while k < span:
            painter.drawLine(
                QPointF(inner.left() + k, inner.top()),
                QPointF(inner.left() + k + inner.height(), inner.bottom()),
            )
            painter.drawLine(
                QPointF(inner.left() + k, inner.bottom()),
                QPointF(inner.left() + k + inner.height(), inner.top()),
            )
            k += step
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1.2))
        painter.drawRoundedRect(inner, 7, 7)
        plate = QRectF(body.left() + 16, body.center().y() - 62, body.width() - 32, 124)
        if self._hover == -1:
            painter.setBrush(QColor("#fffaf0"))
        else:
            painter.setBrush(QColor("#f7efdc"))
        painter.setPen(QPen(_shade(self.colour, 50), 1.2))
        painter.drawRoundedRect(plate, 10, 10)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(
            plate.adjusted(8, 8, -8, -plate.height() / 2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.info.cover_title,
        )
        font.setPixelSize(12)
        font.setBold(False)
        painter.setFont(font)
        painter.drawText(
            plate.adjusted(8, plate.height() / 2 - 6, -8, -6),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.info.cover_text,
        )

    def _paint_options(self, painter: QPainter) -> None:
        if self.info.mode == Mode.OPEN and self.info.cover_text:
            body = self.body_rect()
            rects = self.option_rects()
            top = rects[-1].bottom() + 8 if rects else body.top()
            self._caption(
                painter,
                QRectF(body.left(), top, body.width(), body.bottom() - top),
                self.info.cover_text,
            )
        font = QFont()
        for index, rect in enumerate(self.option_rects()):
            hovered = index == self._hover
            cursor = index == self.info.cursor
            fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            fill.setColorAt(0.0, QColor("#fffdf7") if hovered else QColor("#fbf5e6"))
            fill.setColorAt(1.0, QColor("#f3e7c8") if hovered else QColor("#eadcbb"))
            painter.setBrush(fill)
            pen = QPen(
                self.colour if (hovered or cursor) else QColor("#a88b5c"), 2.4 if cursor else 1.2
            )
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 9, 9)
            label = self.info.options[index]
            if self.info.setup:
                font.setPixelSize(14)
                font.setBold(True)
                painter.setFont(font)
                painter.setPen(INK)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
                continue
            font.setPixelSize(30)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(
                rect.adjusted(0, 4, 0, -rect.height() * 0.38), Qt.AlignmentFlag.AlignCenter, label
            )
            self._paint_balls(
                painter,
                QPointF(rect.center().x(), rect.bottom() - rect.height() * 0.24),
                index,
                6.0,
            )
            if index < len(self.info.keys):
                chip = QRectF(rect.right() - 24, rect.top() + 5, 19, 19)
                painter.setBrush(QColor(58, 44, 32, 30))
                painter.setPen(QPen(QColor(58, 44, 32, 120), 1.0))
                painter.drawRoundedRect(chip, 4, 4)
                font.setPixelSize(11)
                painter.setFont(font)
                painter.setPen(QColor(58, 44, 32, 200))
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.info.keys[index])

    def _paint_balls(
        self,
        painter: QPainter,
        centre: QPointF,
        count: int,
        radius: float,
        single_row: bool = False,
    ) -> None:
        """``count`` balls in a row (two rows above three), ivory like the game's balls."""
        if count <= 0:
            painter.setPen(QPen(QColor(58, 44, 32, 120), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius, radius)
            return
        rows = [count] if count <= 3 or single_row else [count - count // 2, count // 2]
        gap = radius * 2.3
        for row_index, in_row in enumerate(rows):
            y = centre.y() + (row_index - (len(rows) - 1) / 2) * gap * 0.9
            for k in range(in_row):
                x = centre.x() + (k - (in_row - 1) / 2) * gap
                ball = QRadialGradient(QPointF(x - radius * 0.35, y - radius * 0.4), radius * 1.5)
                ball.setColorAt(0.0, QColor("#ffffff"))
                ball.setColorAt(1.0, QColor("#cfc3a8"))
                painter.setBrush(ball)
                painter.setPen(QPen(QColor("#6b5a44"), 0.9))
                painter.drawEllipse(QPointF(x, y), radius, radius)

    def _paint_chosen(self, painter: QPainter) -> None:
        body = self.body_rect()
        centre = QPointF(body.center().x(), body.center().y() - 20)
        painter.setBrush(QColor(90, 140, 70, 40))
        painter.setPen(QPen(QColor("#4d7a3a"), 3.0))
        painter.drawEllipse(centre, 38, 38)
        tick = QPainterPath(QPointF(centre.x() - 17, centre.y() + 1))
        tick.lineTo(QPointF(centre.x() - 5, centre.y() + 14))
        tick.lineTo(QPointF(centre.x() + 19, centre.y() - 13))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(
                QColor("#4d7a3a"),
                6.0,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.drawPath(tick)
        self._caption(
            painter, QRectF(body.left(), centre.y() + 48, body.width(), 60), self.info.cover_text
        )

    def _paint_waiting(self, painter: QPainter) -> None:
        body = self.body_rect()
        centre = QPointF(body.center().x(), body.center().y() - 20)
        for k in range(3):
            colour = QColor(self.colour)
            colour.setAlpha(90 + 55 * k)
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(centre.x() + (k - 1) * 26, centre.y()), 8, 8)
        self._caption(
            painter, QRectF(body.left(), centre.y() + 30, body.width(), 60), self.info.cover_text
        )

    def _paint_revealed(self, painter: QPainter) -> None:
        body = self.body_rect()
        centre = QPointF(body.center().x(), body.center().y() - 30)
        font = QFont()
        font.setPixelSize(54 if not self.info.setup else 40)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(
            QRectF(body.left(), centre.y() - 70, body.width(), 70),
            Qt.AlignmentFlag.AlignCenter,
            self.info.revealed or "",
        )
        if not self.info.setup:
            self._paint_balls(
                painter, QPointF(centre.x(), centre.y() + 24), self.info.revealed_balls, 11.0
            )
        self._caption(
            painter,
            QRectF(body.left(), centre.y() + 56, body.width(), 70),
            self.info.revealed_caption,
        )

    def _caption(self, painter: QPainter, rect: QRectF, text: str) -> None:
        font = QFont()
        font.setPixelSize(13)
        painter.setFont(font)
        painter.setPen(QColor(58, 44, 32, 200))
        painter.drawText(
            rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            text,
        )
