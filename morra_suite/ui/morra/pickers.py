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

from morra_suite.ui.morra.card_colours import card_colours
from morra_suite.ui.morra.items import (
    BALL_LIGHT,
    BALL_LINE,
    BALL_SHADE,
    CARD_SHADOW,
    LATTICE,
    LETTER_INK,
    STONE_COLOURS,
    _shade_of,
)
from morra_suite.ui.morra.text import (
    MIN_SCREEN_PX,
    TEXT_PX,
    PaintedText,
    board_font,
    draw_text,
    screen_scale,
)

# A compact card: header (stone, name, subtitle, status), the body (picker, cover, hand shown)
# and a strip of key hints at its foot; every word at least ``TEXT_PX`` in the scene.
PANEL_WIDTH = 240.0
BODY_TOP = 80.0
HINT_HEIGHT = 40.0  # two lines of key hints in words
PANEL_HEIGHT = 206.0
BODY_BOTTOM = PANEL_HEIGHT - HINT_HEIGHT - 12.0
LAST_STRIP = 24.0
STONE_CENTRE = QPointF(22, 20)  # the stone on the card's header (a start stone leaves from it)
# The key hints under a card's choices: never under 9 px on screen (a sentence of keys is read,
# not glanced at). Where that size does not fit the strip, the card leaves the hint out; its
# tooltip and the status line still tell the keys.
HINT_FONT_PX = float(TEXT_PX)
MIN_HINT_SCREEN_PX = MIN_SCREEN_PX


def hint_font(text: str, scale: float) -> QFont | None:
    """The font a card's key hint ``text`` is drawn with when the card is shown at ``scale``
    (screen pixels per scene pixel): at least ``MIN_HINT_SCREEN_PX`` on screen. ``None`` when at
    that size the hint does not fit its strip under the choices."""
    font = board_font(max(HINT_FONT_PX, math.ceil(MIN_HINT_SCREEN_PX / max(scale, 1e-6))))
    needed = QFontMetricsF(font).boundingRect(
        hint_rect(), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text
    )
    rect = hint_rect()
    fits = needed.height() <= rect.height() and needed.width() <= rect.width() + 0.5
    return font if fits else None


def hint_rect() -> QRectF:
    """The strip at the foot of a card where its key hint goes (card coordinates)."""
    return QRectF(10, PANEL_HEIGHT - HINT_HEIGHT - 5, PANEL_WIDTH - 20, HINT_HEIGHT)


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
    keys_short: str = ""  # the keys in a few words, printed on the card (the hint is its tooltip)
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
        self._lay_out()
        self._hover: int | None = None
        self.setAcceptHoverEvents(True)
        self.setZValue(20)
        # Repainted only when its data or the hover changes, not on every animation frame.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        # the key hint's size on screen when last painted (``None``: left out, or no hint)
        self.hint_screen_px: float | None = None
        self.painted_texts: list[PaintedText] = []

    # ------------------------------------------------------------------ data and hit-testing
    def set_data(self, data: PanelData) -> None:
        self.info = data
        self._lay_out()
        self._hover = None
        # the key hint is also the card's tooltip: it stays at hand where the card has no room
        # to print it legibly (a small window)
        self.setToolTip(data.keys_hint)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -10, PANEL_WIDTH + 28, PANEL_HEIGHT + 30)

    def body_rect(self) -> QRectF:
        """The card's body below the status; the picker or the cover fills it."""
        top = BODY_TOP + self._header_extra + (LAST_STRIP if self._shows_last_strip else 0.0)
        # a card without key hints (a computer's) gives their strip to the body
        words = self.info.keys_short or self.info.keys_hint
        bottom = BODY_BOTTOM if words else PANEL_HEIGHT - 10.0
        return QRectF(12, top, PANEL_WIDTH - 24, bottom - top)

    def _lay_out(self) -> None:
        """What the data decides of the layout, when it comes (paints and hit tests read it):
        how much lower the status and body sit for a subtitle of two lines, and whether last
        round's hand shows above the picker (where the header leaves room; the round strip
        beside the board tells it as well)."""
        width = PANEL_WIDTH - 22
        subtitle = QFontMetricsF(board_font()).horizontalAdvance(self.info.subtitle)
        self._header_extra = 0.0 if subtitle <= width else 19.0
        self._shows_last_strip = (
            bool(self.info.last_text) and self.info.mode != Mode.IDLE and not self._header_extra
        )

    def option_rects(self) -> list[QRectF]:
        """Where each choice's button lies (panel coordinates); empty unless choices show."""
        if self.info.mode not in (Mode.OPEN, Mode.DIRECT):
            return []
        count = len(self.info.options)
        body = self.body_rect()
        setup_columns = 4 if count <= 16 else 5
        columns = setup_columns if self.info.setup else min(max(1, count), 4)
        rows = max(1, math.ceil(count / columns))
        gap = 6.0 if not self.info.setup else 4.0
        width = (body.width() - gap * (columns - 1)) / columns
        height = (body.height() - gap * (rows - 1)) / rows
        rects = []
        for index in range(count):
            row, column = divmod(index, columns)
            rects.append(
                QRectF(
                    body.left() + column * (width + gap),
                    body.top() + row * (height + gap),
                    width,
                    height,
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
        tone = card_colours()
        self.painted_texts = []
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card = QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT)
        # Soft shadow: a few widening, fading outlines.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for step in range(6, 0, -1):
            painter.setPen(QPen(CARD_SHADOW, step * 1.5))
            painter.drawRoundedRect(card.translated(1.5, 3.0), 14, 14)
        paper = QLinearGradient(card.topLeft(), card.bottomLeft())
        paper.setColorAt(0.0, tone.paper_top)
        paper.setColorAt(1.0, tone.paper_bottom)
        painter.setBrush(paper)
        painter.setPen(QPen(tone.line, 1.2))
        painter.drawRoundedRect(card, 14, 14)
        if self.info.at_stake:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(tone.stake_frame, 3.0))
            painter.drawRoundedRect(card.adjusted(3, 3, -3, -3), 11, 11)
        self._paint_header(painter)
        self._paint_body(painter)
        self.hint_screen_px = None
        words = self.info.keys_short or self.info.keys_hint
        if words:
            font = hint_font(words, screen_scale(painter))
            if font is not None:  # else too small to read here: the tooltip tells the keys
                painter.setFont(font)
                painter.setPen(tone.soft_ink)
                draw_text(
                    painter,
                    hint_rect(),
                    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                    words,
                    self.painted_texts,
                )
                self.hint_screen_px = font.pixelSize() * screen_scale(painter)

    def _paint_header(self, painter: QPainter) -> None:
        tone = card_colours()
        centre = STONE_CENTRE
        r = 13.0
        body = QRadialGradient(QPointF(centre.x() - r * 0.35, centre.y() - r * 0.45), r * 1.5)
        body.setColorAt(0.0, _shade_of(self.colour.rgba(), 160))
        body.setColorAt(0.45, self.colour)
        body.setColorAt(1.0, _shade_of(self.colour.rgba(), 45))
        painter.setBrush(body)
        painter.setPen(QPen(_shade_of(self.colour.rgba(), 40), 1.2))
        painter.drawEllipse(centre, r, r)
        centred = Qt.AlignmentFlag.AlignCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if self.info.letter:
            painter.setFont(board_font(bold=True))
            painter.setPen(LETTER_INK)
            draw_text(
                painter,
                QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                centred,
                self.info.letter,
                self.painted_texts,
            )
        painter.setFont(board_font(20, bold=True))
        painter.setPen(tone.ink)
        name_rect = QRectF(42, 6, PANEL_WIDTH - 52, 28)
        name = painter.fontMetrics().elidedText(
            self.info.name, Qt.TextElideMode.ElideRight, int(name_rect.width())
        )
        draw_text(painter, name_rect, left, name, self.painted_texts)
        painter.setFont(board_font())
        painter.setPen(tone.soft_ink)
        extra = self._header_extra
        sub_rect = QRectF(12, 34, PANEL_WIDTH - 22, 20 + extra)
        wrapped = left | Qt.TextFlag.TextWordWrap
        draw_text(painter, sub_rect, wrapped, self.info.subtitle, self.painted_texts)
        painter.setPen(QPen(tone.rule, 1.0))
        painter.drawLine(QPointF(14, 56 + extra), QPointF(PANEL_WIDTH - 14, 56 + extra))
        painter.setFont(board_font(bold=True))
        painter.setPen(tone.ink)
        status_rect = QRectF(10, 57 + extra, PANEL_WIDTH - 20, 22)
        draw_text(painter, status_rect, centred, self.info.status, self.painted_texts)

    def _paint_body(self, painter: QPainter) -> None:
        tone = card_colours()
        mode = self.info.mode
        if self._shows_last_strip:
            strip = QRectF(12, BODY_TOP, PANEL_WIDTH - 24, LAST_STRIP - 4)
            painter.setBrush(tone.last_strip)
            painter.setPen(QPen(tone.rule, 1.0))
            painter.drawRoundedRect(strip, 7, 7)
            painter.setFont(board_font())
            painter.setPen(tone.ink)
            text_rect = strip.adjusted(6, 0, -6, 0)
            balls = self.info.revealed_balls if not self.info.setup else 0
            room = text_rect.width() - 4 - balls * 11
            if balls and QFontMetricsF(board_font()).horizontalAdvance(self.info.last_text) <= room:
                text_rect.setRight(strip.right() - 12 - balls * 11)
                self._paint_balls(
                    painter,
                    QPointF(strip.right() - 9 - balls * 5.5, strip.center().y()),
                    balls,
                    4.0,
                    single_row=True,
                )
            painter.setPen(tone.ink)  # the balls were drawn with their own outline
            draw_text(
                painter,
                text_rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.info.last_text,
                self.painted_texts,
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
        tone = card_colours()
        body = self.body_rect()
        back = QLinearGradient(body.topLeft(), body.bottomRight())
        back.setColorAt(0.0, _shade_of(self.colour.rgba(), 115))
        back.setColorAt(1.0, _shade_of(self.colour.rgba(), 70))
        painter.setBrush(back)
        painter.setPen(QPen(_shade_of(self.colour.rgba(), 50), 1.5))
        painter.drawRoundedRect(body, 10, 10)
        # A lattice like the back of a playing card, round the plate with the words.
        clip = QPainterPath()
        inner = body.adjusted(4, 4, -4, -4)
        clip.addRoundedRect(inner, 7, 7)
        painter.save()
        painter.setClipPath(clip)
        painter.setPen(QPen(LATTICE, 1.2))
        step = 12.0
        k = -inner.height()
        while k < inner.width():
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
        plate = body.adjusted(6, 4, -6, -4)
        painter.setBrush(tone.plate_hover if self._hover == -1 else tone.plate)
        painter.setPen(QPen(_shade_of(self.colour.rgba(), 50), 1.2))
        painter.drawRoundedRect(plate, 8, 8)
        wrap = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        inside = self.cover_inside()
        bold, plain = board_font(bold=True), board_font()
        title = QFontMetricsF(bold).boundingRect(inside, int(wrap), self.info.cover_title)
        text = QFontMetricsF(plain).boundingRect(inside, int(wrap), self.info.cover_text)
        painter.setPen(tone.ink)
        if title.height() + text.height() > inside.height():
            # A compact card has room for one of the two: the status line above already says
            # what to choose, the plate says how.
            painter.setFont(plain)
            draw_text(painter, inside, wrap, self.info.cover_text, self.painted_texts)
            return
        top = inside.top() + (inside.height() - title.height() - text.height()) / 2
        painter.setFont(bold)
        title_rect = QRectF(inside.left(), top, inside.width(), title.height())
        draw_text(painter, title_rect, wrap, self.info.cover_title, self.painted_texts)
        painter.setFont(plain)
        rest = QRectF(inside.left(), title_rect.bottom(), inside.width(), text.height())
        draw_text(painter, rest, wrap, self.info.cover_text, self.painted_texts)

    def cover_inside(self) -> QRectF:  # the cover's words: the plate less its rim
        return self.body_rect().adjusted(11, 5, -11, -5)

    def _paint_options(self, painter: QPainter) -> None:
        tone = card_colours()
        rects = self.option_rects()
        single_row = len(rects) <= 4
        for index, rect in enumerate(rects):
            hovered = index == self._hover
            cursor = index == self.info.cursor
            fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            fill.setColorAt(0.0, tone.button_hover_top if hovered else tone.button_top)
            fill.setColorAt(1.0, tone.button_hover_bottom if hovered else tone.button_bottom)
            painter.setBrush(fill)
            pen = QPen(
                self.colour if (hovered or cursor) else tone.button_line, 2.6 if cursor else 1.2
            )
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 7, 7)
            label = self.info.options[index]
            painter.setPen(tone.ink)
            if self.info.setup:
                painter.setFont(board_font(bold=True))
                draw_text(painter, rect, Qt.AlignmentFlag.AlignCenter, label, self.painted_texts)
                continue
            has_key = index < len(self.info.keys)
            if single_row:
                # number, balls and key one above the other; a short button (the card shows
                # last round's hand above) leaves the balls out, the number says it
                tall = rect.height() >= 64
                painter.setFont(board_font(22, bold=True))
                share = 0.4 if tall else 0.55
                number = QRectF(rect.left(), rect.top() + 1, rect.width(), rect.height() * share)
                draw_text(painter, number, Qt.AlignmentFlag.AlignCenter, label, self.painted_texts)
                if tall or not has_key:
                    balls_y = rect.top() + rect.height() * (0.55 if has_key else 0.7)
                    self._paint_balls(painter, QPointF(rect.center().x(), balls_y), index, 4.5)
                if has_key:
                    chip = QRectF(rect.center().x() - 12, rect.bottom() - 23, 24, 20)
                    self._paint_key(painter, chip, self.info.keys[index])
                continue
            painter.setFont(board_font(20, bold=True))
            number = QRectF(
                rect.left(), rect.top(), rect.width() * (0.55 if has_key else 1), rect.height()
            )
            draw_text(painter, number, Qt.AlignmentFlag.AlignCenter, label, self.painted_texts)
            if has_key:
                chip = QRectF(rect.right() - 28, rect.center().y() - 10, 24, 20)
                self._paint_key(painter, chip, self.info.keys[index])

    def _paint_key(self, painter: QPainter, chip: QRectF, key: str) -> None:
        tone = card_colours()
        painter.setBrush(tone.key_chip)
        painter.setPen(QPen(tone.key_chip_line, 1.0))
        painter.drawRoundedRect(chip, 4, 4)
        painter.setFont(board_font())
        painter.setPen(tone.ink)
        draw_text(painter, chip, Qt.AlignmentFlag.AlignCenter, key, self.painted_texts)

    def _paint_balls(
        self,
        painter: QPainter,
        centre: QPointF,
        count: int,
        radius: float,
        single_row: bool = False,
    ) -> None:
        """``count`` balls in a row (two rows above three), ivory like the game's balls."""
        tone = card_colours()
        if count <= 0:
            painter.setPen(QPen(tone.empty_ball, 1.2, Qt.PenStyle.DashLine))
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
                ball.setColorAt(0.0, BALL_LIGHT)
                ball.setColorAt(1.0, BALL_SHADE)
                painter.setBrush(ball)
                painter.setPen(QPen(BALL_LINE, 0.9))
                painter.drawEllipse(QPointF(x, y), radius, radius)

    def _paint_chosen(self, painter: QPainter) -> None:
        tone = card_colours()
        body = self.body_rect()
        centre = QPointF(body.left() + 20, body.center().y())
        painter.setBrush(tone.chosen_fill)
        painter.setPen(QPen(tone.chosen, 2.4))
        painter.drawEllipse(centre, 16, 16)
        tick = QPainterPath(QPointF(centre.x() - 8, centre.y() + 1))
        tick.lineTo(QPointF(centre.x() - 2, centre.y() + 7))
        tick.lineTo(QPointF(centre.x() + 8, centre.y() - 6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(
                tone.chosen,
                3.6,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.drawPath(tick)
        self._side_caption(painter, body, self.info.cover_text)

    def _paint_waiting(self, painter: QPainter) -> None:
        body = self.body_rect()
        for k in range(3):
            colour = QColor(self.colour)
            colour.setAlpha(90 + 55 * k)
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            point = QPointF(body.left() + 20, body.center().y() + (k - 1) * 13)
            painter.drawEllipse(point, 5, 5)
        self._side_caption(painter, body, self.info.cover_text)

    def _side_caption(self, painter: QPainter, body: QRectF, text: str) -> None:
        """Words beside the mark at the body's left (a compact card has no room under it)."""
        tone = card_colours()
        painter.setFont(board_font())
        painter.setPen(tone.soft_ink)
        draw_text(
            painter,
            QRectF(body.left() + 42, body.top(), body.width() - 42, body.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            text,
            self.painted_texts,
        )

    def _paint_revealed(self, painter: QPainter) -> None:
        tone = card_colours()
        body = self.body_rect()
        painter.setFont(board_font(40 if not self.info.setup else 32, bold=True))
        painter.setPen(tone.ink)
        number = QRectF(body.left(), body.top(), body.width(), 46)
        centred = Qt.AlignmentFlag.AlignCenter
        draw_text(painter, number, centred, self.info.revealed or "", self.painted_texts)
        top = number.bottom()
        if not self.info.setup:
            self._paint_balls(
                painter, QPointF(body.center().x(), top + 6), self.info.revealed_balls, 7.0
            )
            top += 16
        self._caption(
            painter,
            QRectF(body.left() - 8, top, body.width() + 16, body.bottom() - top + 8),
            self.info.revealed_caption,
        )

    def _caption(self, painter: QPainter, rect: QRectF, text: str) -> None:
        tone = card_colours()
        painter.setFont(board_font())
        painter.setPen(tone.soft_ink)
        draw_text(
            painter,
            rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            text,
            self.painted_texts,
        )
