"""The round strip under the Morra board: the last round in one sentence, and its replay button.

The view writes the sentence from the rules' round summary (growing step by step while the stones
move) and the button's label; the strip only draws them and reports a click on the button.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from morra_suite.ui.morra.card_colours import card_colours
from morra_suite.ui.morra.items import CARD_SHADOW
from morra_suite.ui.morra.pickers import PANEL_WIDTH
from morra_suite.ui.morra.text import PaintedText, board_font, draw_text

# The strip in the column beside the target: a title, the sentence (room for three lines at least,
# more when its words need them and the view has the room), and the replay button under it.
SENTENCE_TOP = 30.0
SENTENCE_LINES = 3
BUTTON_HEIGHT = 30.0
BELOW_SENTENCE = BUTTON_HEIGHT + 16.0
ROUND_PANEL_HEIGHT = SENTENCE_TOP + SENTENCE_LINES * 19.0 + BELOW_SENTENCE
SENTENCE_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
REPLAY_MIN_WIDTH = 150.0
BUTTON_PADDING = 8.0  # the least room between the label and the button's edge, each side


def line_starts(text: str, font: QFont, width: float) -> list[int]:
    """Where each line of ``text`` starts, word-wrapped in ``width`` as ``SENTENCE_FLAGS`` wrap
    it when it is drawn."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    starts: list[int] = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    return starts


def cut_to_lines(text: str, font: QFont, width: float, lines: int) -> str:
    """``text`` word-wrapped in ``width`` and cut after ``lines`` lines, the last one ending in
    "…" where words were left out (the whole text where it has no more lines)."""
    starts = line_starts(text, font, width)
    if len(starts) <= lines:
        return text
    last = starts[lines - 1]
    rest = QFontMetricsF(font).elidedText(text[last:], Qt.TextElideMode.ElideRight, width)
    return text[:last] + rest


class RoundPanel(QGraphicsObject):
    """The strip under the board that tells the last round in one sentence, with a replay button.

    The view writes the sentence from the rules' round summary (growing step by step while the
    stones move) and the button's label; a click on the button emits ``replay_clicked``.
    """

    replay_clicked = Signal()
    resized = Signal()  # the sentence needs another height: the column is laid out again

    def __init__(self, width: float = PANEL_WIDTH) -> None:
        super().__init__()
        self.width = width
        self.title = ""
        self.text = ""
        self.shown = ""  # the sentence as drawn: ``text``, cut where the strip may not hold it
        self.most_height: float | None = None  # the tallest the view lets the strip be
        self.replay_label = ""
        self.can_replay = False
        self._hover = False
        self.painted_texts: list[PaintedText] = []
        self._height = ROUND_PANEL_HEIGHT
        self.setAcceptHoverEvents(True)
        self.setZValue(20)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.shown, self._height = self._measure()
        self.update()

    def height(self) -> float:
        """The strip's height: three lines of sentence at least, as many as its words need
        and ``most_height`` lets it have."""
        return self._height

    def set_most_height(self, height: float | None) -> None:
        """The tallest the strip may be (``None``: as tall as its sentence needs). A view too
        short to hold the whole column with the cards' words at the size one reads
        (``text.most_strip_height``) has a long sentence cut after the lines that fit, ending
        in "…", rather than every card's words drawn smaller; the whole sentence is then the
        strip's tooltip (as it is the move list's, and what a screen reader hears)."""
        if height != self.most_height:
            self.most_height = height
            self._lay_out(redraw=False)  # every resize of the window comes here

    def _lay_out(self, redraw: bool = True) -> None:
        """The sentence as drawn and the strip's height for it; a new height has the column
        laid out again (``resized``). Not ``redraw``: nothing is done where neither changed."""
        shown, height = self._measure()
        if not redraw and (shown, height) == (self.shown, self._height):
            return
        self.prepareGeometryChange()
        self.shown = shown
        self.setToolTip(self.text if self.shown != self.text else "")
        if height != self._height:
            self._height = height
            self.resized.emit()  # a sentence of four lines ran under the Replay button
        self.update()

    def _measure(self) -> tuple[str, float]:
        """The sentence as drawn and the strip's height: the whole sentence where the strip may
        grow to hold it, else cut to the most lines that fit in ``most_height`` (never fewer
        than ``SENTENCE_LINES``)."""
        shown, height = self.text, self._height_for(self.text)
        if self.most_height is None or height <= self.most_height:
            return shown, height
        font, width = board_font(), self.width - 24
        lines = len(line_starts(self.text, font, width))
        while lines > SENTENCE_LINES and height > self.most_height:
            lines -= 1
            shown = cut_to_lines(self.text, font, width, lines)
            height = self._height_for(shown)
        return shown, height

    def _height_for(self, sentence: str) -> float:
        room = QRectF(0, 0, self.width - 24, 10_000)
        lines = QFontMetricsF(board_font()).boundingRect(room, int(SENTENCE_FLAGS), sentence)
        needed = SENTENCE_TOP + lines.height() + BELOW_SENTENCE
        # three lines fit the strip as it always was (within a pixel): only a fourth line
        # makes it grow, so an ordinary round does not lay out the whole column again
        return ROUND_PANEL_HEIGHT if needed <= ROUND_PANEL_HEIGHT + 1 else needed

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
        self._lay_out()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -6, self.width + 16, self._height + 16)

    def replay_rect(self) -> QRectF:
        """The replay button (panel coordinates)."""
        width = max(
            REPLAY_MIN_WIDTH,
            QFontMetricsF(self.button_font()).horizontalAdvance(self.replay_label)
            + 2 * BUTTON_PADDING,
        )
        width = min(width, self.widest_button())  # a long label takes the strip's whole width
        top = self._height - BUTTON_HEIGHT - 8
        return QRectF(self.width - width - 8, top, width, BUTTON_HEIGHT)

    def widest_button(self) -> float:
        return self.width - 16

    def button_font(self) -> QFont:
        """Bold where the label fits the widest button so, else the regular weight (German's
        and Danish's labels ran over the button's edges in bold)."""
        room = self.widest_button() - 2 * BUTTON_PADDING
        bold = board_font(bold=True)
        if QFontMetricsF(bold).horizontalAdvance(self.replay_label) <= room:
            return bold
        return board_font()

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
        self.painted_texts = []
        tone = card_colours()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card = QRectF(0, 0, self.width, self._height)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for step in range(6, 0, -1):
            painter.setPen(QPen(CARD_SHADOW, step * 1.6))
            painter.drawRoundedRect(card.translated(1.5, 3.0), 12, 12)
        paper = QLinearGradient(card.topLeft(), card.bottomLeft())
        paper.setColorAt(0.0, tone.paper_top)
        paper.setColorAt(1.0, tone.paper_bottom)
        painter.setBrush(paper)
        painter.setPen(QPen(tone.line, 1.2))
        painter.drawRoundedRect(card, 12, 12)
        left = Qt.AlignmentFlag.AlignLeft
        painter.setFont(board_font(bold=True))
        painter.setPen(tone.soft_ink)
        title_rect = QRectF(12, 6, self.width - 24, 22)
        draw_text(
            painter,
            title_rect,
            left | Qt.AlignmentFlag.AlignVCenter,
            self.title,
            self.painted_texts,
        )
        painter.setFont(board_font())
        painter.setPen(tone.ink)
        text_rect = QRectF(
            12, SENTENCE_TOP, self.width - 24, self.replay_rect().top() - SENTENCE_TOP
        )
        draw_text(
            painter,
            text_rect,
            SENTENCE_FLAGS,
            self.shown,
            self.painted_texts,
        )
        if not self.replay_label:
            return
        button = self.replay_rect()
        fill = QLinearGradient(button.topLeft(), button.bottomLeft())
        if self.can_replay:
            fill.setColorAt(0.0, tone.button_hover_top if self._hover else tone.button_top)
            fill.setColorAt(1.0, tone.button_hover_bottom if self._hover else tone.button_bottom)
            pen = QPen(tone.button_hover_line if self._hover else tone.button_line, 1.4)
            colour = tone.ink
        else:
            fill.setColorAt(0.0, tone.button_off_top)
            fill.setColorAt(1.0, tone.button_off_bottom)
            pen = QPen(tone.button_off_line, 1.0)
            colour = tone.button_off_ink
        painter.setBrush(fill)
        painter.setPen(pen)
        painter.drawRoundedRect(button, 8, 8)
        painter.setFont(self.button_font())
        painter.setPen(colour)
        draw_text(
            painter, button, Qt.AlignmentFlag.AlignCenter, self.replay_label, self.painted_texts
        )
