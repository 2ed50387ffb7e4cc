"""The game chooser shown at start: one card per game with a picture of its board and one line.

The cards are the game registry's games, with their kits' titles and blurbs; the pictures are
rendered right after the window is up (``morra_suite.ui.card_pictures``), so showing the window
never waits for a rules module or a scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, QSizeF, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

CARD_PICTURE = QSize(560, 440)  # rendered this big, drawn to fit the card


class Picture(QWidget):
    """A board picture that grows and shrinks with its card, keeping its aspect."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmap = QPixmap()

    def set_pixmap(self, pixmap: QPixmap) -> None:
        self._pixmap = pixmap
        self.update()

    def pixmap(self) -> QPixmap:
        return self._pixmap

    def sizeHint(self) -> QSize:
        return QSize(CARD_PICTURE.width() // 2, CARD_PICTURE.height() // 2)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """As tall as the picture is at ``width``: the card asks no more, so no blank band
        stands above and below the board on a tall window."""
        size = self._picture_size()
        return max(1, round(width * size.height() / size.width()))

    def _picture_size(self) -> QSizeF:
        if self._pixmap.isNull():
            return QSizeF(CARD_PICTURE)
        ratio = self._pixmap.devicePixelRatio() or 1.0
        return QSizeF(self._pixmap.width() / ratio, self._pixmap.height() / ratio)

    def drawn_rect(self) -> QRectF:
        """Where the picture is drawn: as large as fits, keeping its aspect, centred."""
        size = self._picture_size()
        scale = min(self.width() / size.width(), self.height() / size.height())
        target = QRectF(0, 0, size.width() * scale, size.height() * scale)
        target.moveCenter(QRectF(self.rect()).center())
        return target

    def paintEvent(self, event: object) -> None:
        if self._pixmap.isNull():
            return
        from PySide6.QtGui import QPainter

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.drawn_rect(), self._pixmap, QRectF(self._pixmap.rect()))
        painter.end()


class CardLine(QLabel):
    """A card's one line, which says when the layout gave it another size (``resized``): an
    override, not an event filter, which would bring every event of the label through Python
    and make PySide6's types of all of Qt's events before the window is up."""

    def __init__(self, text: str, resized: Callable[[], None] | None = None) -> None:
        super().__init__(text)
        self.resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.resized is not None:
            self.resized()


class GameCard(QPushButton):
    """A large, keyboard-focusable button: picture, title, one line."""

    def __init__(self, key: str, title: str, blurb: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.title = title
        self.available = True
        self.setAccessibleName(title)
        self.setAccessibleDescription(blurb)
        self.setToolTip(blurb)
        # as wide as the page gives, as tall as the picture and words need (centred on the page)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(200, 260)  # three cards fit a small (800 px) screen
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        self.picture = Picture()
        self.picture.setMinimumSize(CARD_PICTURE.width() // 3, CARD_PICTURE.height() // 3)
        self.picture.set_pixmap(_placeholder(title))
        self.heading = QLabel(title)
        self.heading.setObjectName("title")
        self.line = CardLine(blurb)
        self.line.setObjectName("blurb")
        self.line.setWordWrap(True)
        layout.addWidget(self.picture)
        layout.addWidget(self.heading)
        layout.addWidget(self.line)

    def set_picture(self, pixmap: QPixmap) -> None:
        self.picture.set_pixmap(pixmap)

    def retranslate(self, title: str, blurb: str) -> None:
        self.title = title
        self.heading.setText(title)
        self.setAccessibleName(title)
        if self.available:
            self.line.setText(blurb)
            self.setAccessibleDescription(blurb)
            self.setToolTip(blurb)

    def set_unavailable(self, reason: str) -> None:
        self.available = False
        self.setEnabled(False)
        self.line.setText(self.tr("Not available yet: %1").replace("%1", reason))
        self.setAccessibleDescription(self.line.text())


def _placeholder(title: str) -> QPixmap:
    from PySide6.QtGui import QGuiApplication, QPalette

    pixmap = QPixmap(CARD_PICTURE / 10)  # a plain colour: small is enough, it is drawn to fit
    pixmap.fill(QGuiApplication.palette().color(QPalette.ColorRole.Window))
    return pixmap


def card_style() -> str:
    """The cards in the application palette's colours (``ui.theme``: a card is a panel on the
    window, its frame the border, the accent round the one under the mouse or with the
    focus), so they follow the dark appearance like the rest of the chrome. Colours written
    out, not ``palette(...)``: a style sheet resolves those once, for the palette of then."""
    from PySide6.QtGui import QGuiApplication, QPalette

    palette = QGuiApplication.palette()
    role = QPalette.ColorRole

    def named(which: QPalette.ColorRole) -> str:
        return palette.color(which).name()

    return (
        "QLabel#heading { font-size: 22pt; qproperty-alignment: AlignCenter; }"
        "QLabel#title { font-size: 15pt; font-weight: bold; qproperty-alignment: AlignCenter; }"
        f"GameCard {{ background: {named(role.Base)}; border: 1px solid {named(role.Mid)};"
        " border-radius: 14px; }"
        f"GameCard:hover {{ border: 2px solid {named(role.Highlight)}; }}"
        f"GameCard:focus {{ border: 3px solid {named(role.Highlight)}; }}"
        f"GameCard:disabled {{ background: {named(role.Button)}; }}"
        f"GameCard QLabel {{ color: {named(role.WindowText)}; }}"
        "GameCard QLabel#blurb { qproperty-alignment: 'AlignHCenter | AlignTop'; }"
    )


class GameChooser(QWidget):
    """The start page: pick a game; ``game_chosen(key)`` is emitted."""

    game_chosen = Signal(str)

    def __init__(
        self, cards: Sequence[tuple[str, str, str]], parent: QWidget | None = None
    ) -> None:
        """``cards``: (game key, title, blurb) of every game, in the order they are shown."""
        super().__init__(parent)
        self._evening = False  # a pass of ``even_out_lines`` is waiting for the layout
        self.setAccessibleName(self.tr("Choose a game"))
        # one style sheet for every card, parsed once; it also aligns and sizes the text, which
        # keeps Python's view of Qt's enums (slow to create) out of the start-up
        self.setStyleSheet(card_style())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 40)
        self.heading = heading = QLabel(self.tr("Which game shall we play?"))
        heading.setObjectName("heading")
        heading.setAccessibleName(self.tr("Which game shall we play?"))
        layout.addWidget(heading)
        grid = QGridLayout()
        grid.setSpacing(24)
        self.cards: dict[str, GameCard] = {}
        for column, (key, title, blurb) in enumerate(cards):
            card = GameCard(key, title, blurb)
            card.clicked.connect(lambda _=False, k=key: self.game_chosen.emit(k))
            grid.addWidget(card, 0, column)
            card.line.resized = self._line_resized
            self.cards[key] = card
        layout.addLayout(grid)
        layout.addStretch(1)
        layout.insertStretch(0, 1)  # the heading and the cards together in the page's middle

    def set_picture(self, key: str, pixmap: QPixmap) -> None:
        self.cards[key].set_picture(pixmap)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.even_out_lines()

    def _line_resized(self) -> None:
        """A card's line got another width (the layout settles after the chooser's resize):
        the lines are evened out again, once, after the layout is done."""
        if not self._evening:
            self._evening = True
            QTimer.singleShot(0, self, self._even_later)

    def _even_later(self) -> None:
        self._evening = False
        self.even_out_lines()

    def even_out_lines(self) -> None:
        """Every card's line as tall as the longest one, so the titles above them stand at one
        height whichever blurb wraps to more lines (in every language); every picture as tall
        as the lowest one's width gives."""
        lines = [card.line for card in self.cards.values()]
        if not lines:
            return
        for line in lines:
            line.setMinimumHeight(0)
            line.setMaximumHeight(16777215)
        tallest = max(line.heightForWidth(max(1, line.width())) for line in lines)
        for line in lines:
            line.setFixedHeight(max(tallest, line.fontMetrics().height()))
        # the pictures one height too (the columns may differ by a pixel): the lowest one's
        pictures = [card.picture for card in self.cards.values()]
        least = CARD_PICTURE.height() // 3
        for picture in pictures:
            picture.setMinimumHeight(least)
            picture.setMaximumHeight(16777215)
        lowest = min(picture.heightForWidth(max(1, picture.width())) for picture in pictures)
        for picture in pictures:
            picture.setFixedHeight(max(least, lowest))

    def restyle(self) -> None:
        """The cards in the colours of the application's palette now (the theme changed). A
        widget with a style sheet is not told of a new application palette: its window is,
        and tells the chooser (``MainWindow.palette_changed``)."""
        style = card_style()
        if style != self.styleSheet():
            self.setStyleSheet(style)

    def retranslate_ui(self) -> None:
        """The heading and every card's title and line in the language installed now (the
        window calls it on ``LanguageChange``, before its menus, whose Help › Rules uses the
        titles)."""
        from morra_suite.ui.kits import blurb_of, title_of

        self.setAccessibleName(self.tr("Choose a game"))
        self.heading.setText(self.tr("Which game shall we play?"))
        self.heading.setAccessibleName(self.heading.text())
        for key, card in self.cards.items():
            card.retranslate(title_of(key), blurb_of(key))
        self.even_out_lines()

    def set_unavailable(self, key: str, reason: str) -> None:
        self.cards[key].set_unavailable(reason)
        self.even_out_lines()
