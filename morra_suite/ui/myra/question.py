"""The "how many soldiers?" question: a panel of buttons beside the target hole (the rules' word:
a troop is soldiers, each drawn as a ball), one button per answer the interpreter offers.

The board is drawn in scene units and the view scales it to the window, so a panel laid out for
a large window would show its words at 4-7 px in a small one. The panel is therefore laid out in
scene units at the size it has in a large window, and ``fit`` scales it up (never down) so that
its smallest word shows at ``MIN_SCREEN_PX`` at the view's scale; buttons, balls and the room
round them grow with it, so every word keeps its box and every button stays easy to hit. It
stands beside the target hole, inside the scene (which the view always shows whole), clear of
the troop and its path where any side can be. Its colours are the board look's
(``panel_colours``): the look's dark rim wood, its tray words and its ornament.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from morra_suite.games.myra.interpret import Choice
from morra_suite.games.myra.trace import MoveKind
from morra_suite.ui.board_looks import BoardLook
from morra_suite.ui.myra import paint
from morra_suite.ui.myra.geometry import SCENE_RECT
from morra_suite.ui.myra.items import font_of, mark_of
from morra_suite.ui.myra.paint import UNIT
from morra_suite.ui.myra.text import MIN_SCREEN_PX, PaintedText, TextBox, draw_text

TITLE_PX = 22  # the question
LABEL_PX = 20  # a count, "all 3"
SMALL_PX = 16  # "unchain" and the key letters: the panel's smallest words
BUTTON_HEIGHT = 0.64 * UNIT
BUTTON_GAP = 0.14 * UNIT
MARGIN = 0.2 * UNIT  # between the panel's edge and its buttons or title
LABEL_ROOM = 0.4 * BUTTON_HEIGHT  # a button's width beyond its word (it is never narrower
# than it is high: a round button for a count)
CLEARANCE = 0.62 * UNIT  # a piece's drawn extent round its hole's centre (``PieceItem``)
CORNER = 22.0  # the panel's rounded corners


@dataclass(frozen=True)
class PanelColours:
    """What the panel is painted in, read from a board look."""

    face: QColor  # the panel
    border: QColor
    button: QColor  # a button's face
    button_rim: QColor
    words: QColor  # the title and the buttons' words
    keys: QColor  # the key letter under each button


def _mix(a: str, b: str, t: float) -> QColor:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    ca, cb = QColor(a), QColor(b)
    return QColor.fromRgbF(
        ca.redF() + (cb.redF() - ca.redF()) * t,
        ca.greenF() + (cb.greenF() - ca.greenF()) * t,
        ca.blueF() + (cb.blueF() - ca.blueF()) * t,
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours, 1 (the same) to 21 (black and white)."""

    def luminance(c: QColor) -> float:
        def linear(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF())

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


READABLE_CONTRAST = 4.6  # WCAG's 4.5 for small words, and a little to spare


def panel_colours(shown: BoardLook) -> PanelColours:
    """The panel in the look ``shown``: a face of the look's dark rim wood with its ornament's
    border, words in the trays' colour (which every look keeps readable on its rim wood), and
    buttons as far towards the rim's lighter tone as keeps their words readable."""
    words = QColor(shown.tray_text)
    button = next(
        (
            tone
            for tone in (_mix(shown.edge_dark, shown.edge, t / 10) for t in range(5, -1, -1))
            if contrast(words, tone) >= READABLE_CONTRAST
        ),
        QColor(shown.edge_dark),
    )
    keys = QColor(words)
    keys.setAlpha(210)
    rim = QColor(words)
    rim.setAlpha(170)
    return PanelColours(
        face=QColor(shown.edge_dark),
        border=QColor(shown.ornament),
        button=button,
        button_rim=rim,
        words=words,
        keys=keys,
    )


@dataclass(frozen=True)
class _Button:
    """One answer as laid out: its key, its shape and its word (item coordinates, unscaled)."""

    choice: Choice
    rect: QRectF
    label: str
    font: QFont


def _label(choice: Choice) -> tuple[str, int]:
    """A button's word and its font's size: "unchain", "all 3" (the whole troop) or a count."""
    if choice.kind is MoveKind.UNCHAIN:
        return QCoreApplication.translate("MyraScene", "unchain"), SMALL_PX
    if choice.kind in (MoveKind.MOVE, MoveKind.BUILD_UP, MoveKind.CAPTURE):
        return QCoreApplication.translate("MyraScene", "all {n}").format(n=choice.count), LABEL_PX
    return str(choice.count), LABEL_PX


def _line_height(font: QFont) -> float:
    return math.ceil(QFontMetricsF(font).height()) + 2


class ChoiceItem(QGraphicsItem):
    """The "how many soldiers?" question: a panel of buttons beside the target hole."""

    CLEARANCE = CLEARANCE

    def __init__(
        self,
        choices: Sequence[Choice],
        anchor: QPointF,
        player: int,
        marked: bool = True,
        avoid: Sequence[QPointF] = (),
        spare: Sequence[QPointF] = (),
        view_scale: float = 1.0,
    ) -> None:
        super().__init__()
        self.choices = tuple(choices)
        self.player = player
        self.marked = marked
        self.setZValue(10)
        self.painted_texts: list[PaintedText] = []  # as last painted
        self.text_boxes: list[TextBox] = []
        self._anchor = QPointF(anchor)
        self._avoid = (QPointF(anchor), *avoid)
        self._spare = tuple(spare)
        self._lay_out()
        self.fit(view_scale)

    # -- layout -----------------------------------------------------------------------------------

    def _lay_out(self) -> None:
        """Where the title, the buttons and their keys go, at the panel's own size."""
        self._title_font = font_of(TITLE_PX, bold=True)
        self._key_font = font_of(SMALL_PX)
        title_height = _line_height(self._title_font)
        key_height = _line_height(self._key_font)
        words = [_label(choice) for choice in self.choices]
        fonts = [font_of(px, bold=True) for _text, px in words]
        widths = [
            max(BUTTON_HEIGHT, QFontMetricsF(font).horizontalAdvance(text) + LABEL_ROOM)
            for (text, _px), font in zip(words, fonts, strict=True)
        ]
        span = sum(widths) + BUTTON_GAP * (len(widths) - 1)
        title_width = QFontMetricsF(self._title_font).horizontalAdvance(self.title())
        self._width = max(span, title_width) + 2 * MARGIN
        self._height = 8 + title_height + 4 + BUTTON_HEIGHT + 2 + key_height + 8
        top = -self._height / 2
        self._title_box = QRectF(-self._width / 2, top + 8, self._width, title_height)
        buttons_top = self._title_box.bottom() + 4
        self._buttons: list[_Button] = []
        x = -span / 2
        for choice, (text, _px), font, width in zip(
            self.choices, words, fonts, widths, strict=True
        ):
            rect = QRectF(x, buttons_top, width, BUTTON_HEIGHT)
            self._buttons.append(_Button(choice, rect, text, font))
            x += width + BUTTON_GAP
        self._key_height = key_height
        self._smallest_px = min([TITLE_PX, SMALL_PX, *(font.pixelSize() for font in fonts)])

    def fit(self, view_scale: float) -> None:
        """Scales the panel so its smallest word shows at ``MIN_SCREEN_PX`` or more when the
        view draws the scene at ``view_scale`` (never smaller than its own size, never larger
        than the scene), and places it again beside its target."""
        needed = MIN_SCREEN_PX / (self._smallest_px * max(view_scale, 1e-6))
        largest = min(
            (SCENE_RECT.width() - 20) / self._width, (SCENE_RECT.height() - 20) / self._height
        )
        scale = min(max(1.0, needed * 1.001), largest)  # a hair over: fonts are whole pixels
        self.setScale(scale)
        self.setPos(self._place(self._anchor, self._avoid, self._spare))

    def _place(
        self, anchor: QPointF, avoid: Sequence[QPointF], spare: Sequence[QPointF]
    ) -> QPointF:
        """Beside the target hole (above it, else below, right, left), inside the scene, and
        clear of every hole in ``avoid`` (the selected troop and the path it takes): the
        question never covers the pieces it asks about where any side can help it. Among the
        sides clear of those, the one that covers fewest of ``spare`` (the other pieces)."""
        w, h = self._width * self.scale(), self._height * self.scale()
        gap = self.CLEARANCE + 4
        sides = (
            QPointF(anchor.x(), anchor.y() - gap - h / 2),
            QPointF(anchor.x(), anchor.y() + gap + h / 2),
            QPointF(anchor.x() + gap + w / 2, anchor.y()),
            QPointF(anchor.x() - gap - w / 2, anchor.y()),
        )
        inside = SCENE_RECT.adjusted(w / 2 + 10, h / 2 + 10, -w / 2 - 10, -h / 2 - 10)

        def clamped(at: QPointF) -> QPointF:
            x = min(max(at.x(), inside.left()), inside.right())
            y = min(max(at.y(), inside.top()), inside.bottom())
            return QPointF(x, y)

        def hits(at: QPointF, points: Sequence[QPointF]) -> int:
            box = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
            r = self.CLEARANCE
            return sum(box.intersects(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)) for p in points)

        def covered(at: QPointF) -> tuple[int, int]:
            return hits(at, avoid), hits(at, spare)

        places = [clamped(at) for at in sides]
        return min(places, key=covered)  # the first clear side wins: ``min`` keeps the order

    # -- what it shows, where -------------------------------------------------------------------

    def title(self) -> str:
        """The question, in the rules' word: how many soldiers of the troop go."""
        return QCoreApplication.translate("MyraScene", "How many soldiers?")

    def _box(self) -> QRectF:
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def panel_rect(self) -> QRectF:
        """The panel as drawn, in scene coordinates (its shadow aside)."""
        return self.mapRectToScene(self._box())

    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-20, -20, 20, 24)

    def _button(self, key: str) -> _Button:
        for button in self._buttons:
            if button.choice.key == key:
                return button
        raise KeyError(key)

    def button_rect(self, key: str) -> QRectF:
        """The button answering ``key``, in scene coordinates."""
        return self.mapRectToScene(self._button(key).rect)

    def button_centres(self) -> list[QPointF]:
        """Each button's centre, in the item's coordinates, in the order of ``choices``."""
        return [button.rect.center() for button in self._buttons]

    def key_at(self, scene_point: QPointF) -> str | None:
        """The answer whose button is at ``scene_point`` (a little slack round it), or ``None``."""
        local = self.mapFromScene(scene_point)
        for button in self._buttons:
            shape = QPainterPath()
            slack = button.rect.adjusted(-4, -4, 4, 4)
            radius = slack.height() / 2
            shape.addRoundedRect(slack, radius, radius)
            if shape.contains(local):
                return button.choice.key
        return None

    def scene_point_of(self, key: str) -> QPointF:
        """The centre of the button answering ``key``, in scene coordinates."""
        return self.mapToScene(self._button(key).rect.center())

    # -- painting ---------------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painted_texts, self.text_boxes = [], []
        colours = panel_colours(paint.look())
        box = self._box()
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(8, 0, -1):  # a soft shadow to the lower right, as the trays cast
            painter.setBrush(QColor(0, 0, 0, 14))
            painter.drawRoundedRect(
                box.adjusted(-i, -i, i, i).translated(4, 8), CORNER + i, CORNER + i
            )
        painter.setBrush(colours.face)
        painter.setPen(QPen(colours.border, 2.2))
        painter.drawRoundedRect(box, CORNER, CORNER)
        painter.setPen(colours.words)
        painter.setFont(self._title_font)
        self._text(painter, self._title_box, self.title())
        for button in self._buttons:
            self._paint_button(painter, button, colours)

    def _paint_button(self, painter: QPainter, button: _Button, colours: PanelColours) -> None:
        rect = button.rect
        radius = rect.height() / 2
        painter.setPen(QPen(colours.button_rim, 2))
        painter.setBrush(colours.button)
        painter.drawRoundedRect(rect, radius, radius)
        glasses = paint.player_colours()
        glass = glasses[self.player % len(glasses)]
        mark = mark_of(self.player, self.marked)
        balls_y = rect.top() + 0.3 * rect.height()
        centre_x = rect.center().x()
        if button.choice.kind is MoveKind.UNCHAIN:
            for k in (-1, 0, 1):  # the troop laid out in a line
                at = QPointF(centre_x + k * 0.15 * UNIT, balls_y)
                paint.paint_ball(painter, at, 0.065 * UNIT, glass, shadow=False, mark=mark)
        else:
            at = QPointF(centre_x, balls_y)
            paint.paint_ball(painter, at, 0.1 * UNIT, glass, shadow=False, mark=mark)
        painter.setPen(colours.words)
        painter.setFont(button.font)
        height = _line_height(button.font)
        words = QRectF(rect.left(), rect.top() + 0.47 * rect.height(), rect.width(), height)
        self._text(painter, words, button.label)
        painter.setPen(colours.keys)
        painter.setFont(self._key_font)
        key_box = QRectF(rect.left(), rect.bottom() + 2, rect.width(), self._key_height)
        self._text(painter, key_box, button.choice.key.upper())

    def _text(self, painter: QPainter, box: QRectF, text: str) -> None:
        draw_text(
            painter,
            box,
            Qt.AlignmentFlag.AlignCenter,
            text,
            self.painted_texts,
            self.text_boxes,
        )
