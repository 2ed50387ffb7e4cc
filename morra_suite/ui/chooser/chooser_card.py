"""One card of the game chooser: a large button with a picture of the game's board, its title
and one line, painted in the application palette's colours.

The card paints its own frame (``GameCard.paintEvent``): a panel of the palette's ``Base`` on
the window, its edge the ``Mid`` border, the ``Highlight`` accent round the card under the mouse
(2 px) or with the focus (3 px), the ``Button`` ground when it is not available. A Qt style
sheet drew the same, but parsing it and polishing every card with it cost about 10 ms before the
first frame, which start-up is measured against (``benchmarks/bench_startup.py``); painted from
the palette, the cards also follow a new theme by themselves. The words keep the window's text
colour (``WindowText``), as on the window itself, also on a card that is not available.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:  # QPalette's type and its two enums are made once the window is up
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPaintEvent, QPalette, QPixmap

CARD_PICTURE = QSize(560, 440)  # rendered this big, drawn to fit the card
CARD_RADIUS = 14.0  # the corners' radius, in pixels
TITLE_POINTS = 15  # the card's title; its line keeps the window's size
_NO_MAXIMUM = 16777215  # Qt's QWIDGETSIZE_MAX: a widget's maximum size when none is set


def set_points(label: QLabel, points: int, bold: bool = False) -> None:
    """``label``'s text ``points`` big (and bold), in the face its font has now (the window's).

    Written as Qt's font description (``QFont.fromString``: family, points, and with the
    weight the ten fields of the old form, where 75 is bold and 50 normal) to the ``font``
    property, and the face read from ``fontInfo``: ``label.font()`` hands Python a ``QFont``,
    and PySide6 makes ``QFont``'s type with its eight enums when first it does, about 7 million
    instructions (1.2 % of the bare window's start-up, ``benchmarks/bench_startup.py``) that
    nothing else on the first page needs. A face whose name has a comma, which the description
    cannot hold, is set through ``QFont``."""
    family = label.fontInfo().family()
    if "," in family:
        font = label.font()
        font.setPointSize(points)
        font.setBold(bold)
        label.setFont(font)
        return
    weight = ",-1,5,75,0,0,0,0,0" if bold else ""
    label.setProperty("font", f"{family},{points}{weight}")


class Picture(QWidget):
    """A board picture that grows and shrinks with its card, keeping its aspect. Until the
    picture is rendered (once the window is up) the place it takes is the window's colour.

    A picture that can be had again (``source``: the chooser's cached file) is kept only as big
    as it is drawn: the three pictures at their full size (560 by 440) held about 2.8 MiB where
    the window of 1180 by 780 draws them at about a third of that. The copy is made as big as the
    picture is drawn, to the pixel (a quarter more, as before, held about 0.5 MiB more for the
    three, and drew each with a second smoothing): only when the card grows past the copy kept is
    the picture read again a quarter bigger than asked (not on every pixel of a resize), never
    bigger than it is.

    Until it has a picture it holds none, and its size is two numbers: PySide6 makes the types
    of ``QPixmap``, ``QSizeF`` and ``QRectF`` when Python first names them, and none of them is
    needed before the window is up (start-up is measured against a bare window,
    ``benchmarks/bench_startup.py``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # what is painted: the picture, or a smaller copy of it (none until it is given one)
        self._pixmap: QPixmap | None = None
        # the picture's own size in logical pixels (width, height)
        self._size = (float(CARD_PICTURE.width()), float(CARD_PICTURE.height()))
        self._source: Callable[[], QPixmap] | None = None
        self._full_width = 0  # the picture's own width in pixels

    def set_pixmap(self, pixmap: QPixmap, source: Callable[[], QPixmap] | None = None) -> None:
        """Shows ``pixmap``; ``source`` gives it again (then a smaller copy is kept)."""
        self._pixmap = pixmap
        self._source = source
        if not pixmap.isNull():
            ratio = pixmap.devicePixelRatio() or 1.0
            self._size = (pixmap.width() / ratio, pixmap.height() / ratio)
        self._full_width = pixmap.width()
        self._fit()
        self.update()

    def pixmap(self) -> QPixmap:
        """The picture at its own size (read again if only a smaller copy is kept)."""
        if self._source is not None:
            full = self._source()
            if not full.isNull():
                return full
        return self.painted()

    def painted(self) -> QPixmap:
        """What is painted: the picture, or the smaller copy of it kept (see the class); a
        null pixmap before it has a picture."""
        if self._pixmap is None:
            from PySide6.QtGui import QPixmap

            return QPixmap()
        return self._pixmap

    def _fit(self) -> None:
        """Keeps the copy painted as big as it is drawn (see the class): a smaller one when the
        picture can be had again, read again when the card outgrew it."""
        pixmap = self._pixmap
        if self._source is None or pixmap is None or pixmap.isNull() or not self.isVisible():
            return
        ratio = self.devicePixelRatioF() or 1.0
        drawn = self.drawn_rect()
        want = max(1, round(drawn.width() * ratio))
        kept = pixmap.width()
        if min(want, self._full_width) <= kept <= want * 1.5:
            return  # big enough (or all there is), and not much bigger than it needs to be
        # from the picture itself: the one there is, or read again (never a copy of a copy)
        full = pixmap if kept == self._full_width else self._source()
        if full.isNull():  # the file is gone: the copy there is stays
            return
        growing = kept < want  # the card outgrew the copy: room for the rest of the resize
        width = min(full.width(), round(want * 1.25) if growing else want)
        if width < full.width():
            full = _smaller(full, width)
        self._pixmap = full  # painted into ``drawn_rect``, whatever its own size

    def sizeHint(self) -> QSize:
        return QSize(CARD_PICTURE.width() // 2, CARD_PICTURE.height() // 2)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """As tall as the picture is at ``width``: the card asks no more, so no blank band
        stands above and below the board on a tall window."""
        picture_width, picture_height = self._size
        return max(1, round(width * picture_height / picture_width))

    def drawn_rect(self) -> QRectF:
        """Where the picture is drawn: as large as fits, keeping its aspect, centred."""
        from PySide6.QtCore import QRectF

        picture_width, picture_height = self._size
        scale = min(self.width() / picture_width, self.height() / picture_height)
        target = QRectF(0, 0, picture_width * scale, picture_height * scale)
        target.moveCenter(QRectF(self.rect()).center())
        return target

    def paintEvent(self, event: QPaintEvent) -> None:
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter

        painter = QPainter(self)
        if self._pixmap is None or self._pixmap.isNull():  # not rendered yet: the window's
            painter.fillRect(self.drawn_rect(), self.palette().window())  # colour in its place
        else:
            self._fit()
            pixmap = self._pixmap
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(self.drawn_rect(), pixmap, QRectF(pixmap.rect()))
        painter.end()


def _smaller(pixmap: QPixmap, width: int) -> QPixmap:
    """``pixmap`` drawn smoothly at ``width`` pixels wide, keeping its aspect. Drawn with a
    painter: ``QPixmap.scaled`` would make Qt's namespace type (its enums, about 1.5 MiB)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter, QPixmap

    height = max(1, round(pixmap.height() * width / pixmap.width()))
    copy = QPixmap(width, height)
    copy.fill(QColor(0, 0, 0, 0))
    painter = QPainter(copy)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(QRectF(0, 0, width, height), pixmap, QRectF(pixmap.rect()))
    painter.end()
    return copy


class CardLine(QLabel):
    """The card's line: its words wrapped to the card's width, as tall as they are at it.

    The card's layout asks the line its height for its width (``heightForWidth``, Qt's own),
    which is all that places it. A wrapped QLabel also works out its own size hints, laying
    its words out four or five times for them (at about 80 average characters and at half
    that, on one line, and a word a line), and they decide nothing here: the card's size is
    its own (a button's hints, its minimum size), its layout gives the line the card's whole
    width, and every card's picture is wider than a word. So the line's hints are one line
    high and as narrow as the card makes it: the three lines' words were laid out 18 times
    before the window mapped, now 6 (about 1.2 million instructions less; start-up is
    measured against a bare window, ``benchmarks/bench_startup.py``)."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().height())


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
        # As wide as the page gives, as tall as the picture and words need (centred on the page),
        # with the button's own size policy: a policy made in Python makes PySide6's QSizePolicy
        # type with its three enums before the map (about 3 million instructions: start-up is
        # measured against a bare window, ``benchmarks/bench_startup.py``). The button's
        # (grow sideways, fixed height) does the same here: the three cards share the row
        # equally either way, and its height is the words' and picture's (the card's layout
        # gives it a height for its width) once its maximum height is set, if only one pixel
        # under Qt's "none" (a layout holds a fixed-height widget to its size hint only when
        # it has no maximum of its own).
        self.setMinimumSize(200, 260)  # three cards fit a small (800 px) screen
        self.setMaximumHeight(_NO_MAXIMUM - 1)
        # a one-column grid: the chooser's layout type, so no other is made before the map
        layout = QGridLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        self.picture = Picture()
        self.picture.setMinimumSize(CARD_PICTURE.width() // 3, CARD_PICTURE.height() // 3)
        self.heading = QLabel(title)
        self.heading.setObjectName("title")
        set_points(self.heading, TITLE_POINTS, bold=True)
        # the properties by their names: Qt's alignment enum would be made before the first frame
        self.heading.setProperty("alignment", "AlignCenter")
        self.line = CardLine(blurb)
        self.line.setObjectName("blurb")
        self.line.setWordWrap(True)
        self.line.setProperty("alignment", "AlignHCenter|AlignTop")
        layout.addWidget(self.picture, 0, 0)
        layout.addWidget(self.heading, 1, 0)
        layout.addWidget(self.line, 2, 0)

    def words_in_window_colour(self) -> None:
        """The title and the line in the window's text colour (``WindowText``): a button's
        children take its ``ButtonText``. Set once the window is up (``GameChooser.window_up``):
        naming the role makes ``QPalette``'s type and its enums, about 2.5 million instructions
        before the map (``benchmarks/bench_startup.py``), and until the window is up no theme
        is applied, while every theme gives both roles one colour (``ui.theme.palette``), so
        the cards look the same either way."""
        from PySide6.QtGui import QPalette

        for label in (self.heading, self.line):
            label.setForegroundRole(QPalette.ColorRole.WindowText)

    def set_picture(self, pixmap: QPixmap, source: Callable[[], QPixmap] | None = None) -> None:
        self.picture.set_pixmap(pixmap, source)

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
        self.keep_words_readable()

    def keep_words_readable(self) -> None:
        """A card that is not available keeps its words in the window's text colour (not
        greyed out): they say why. Done again when the palette changes (``restyle``)."""
        if self.available:
            return
        from PySide6.QtGui import QPalette

        self.words_in_window_colour()  # (a card may be made unavailable before the window is up)
        group, role = QPalette.ColorGroup, QPalette.ColorRole
        for label in (self.heading, self.line):
            label.setPalette(QPalette())  # the application's palette of now
            palette = label.palette()
            words = palette.color(group.Active, role.WindowText)
            palette.setColor(group.Disabled, role.WindowText, words)
            label.setPalette(palette)

    def frame(self) -> tuple[int, QPalette.ColorRole]:
        """The edge's width and colour for the card's state now: focus, hover, plain."""
        from PySide6.QtGui import QPalette

        role = QPalette.ColorRole
        if self.isEnabled() and self.hasFocus():
            return 3, role.Highlight
        if self.isEnabled() and self.underMouse():
            return 2, role.Highlight
        return 1, role.Mid

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card's panel with its edge (see the module's docstring); no button bevel."""
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPainter, QPalette, QPen

        width, edge = self.frame()
        palette = self.palette()
        ground = QPalette.ColorRole.Base if self.isEnabled() else QPalette.ColorRole.Button
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.color(edge), width))
        painter.setBrush(palette.brush(ground))
        inset = width / 2
        radius = CARD_RADIUS - inset
        rect = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        painter.drawRoundedRect(rect, radius, radius)
        painter.end()
