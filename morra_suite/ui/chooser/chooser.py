"""The game chooser shown at start: one card per game with a picture of its board and one line.

The cards (``morra_suite.ui.chooser.chooser_card``) are the game registry's games, with their kits'
titles and blurbs; the pictures are rendered right after the window is up
(``morra_suite.ui.chooser.card_pictures``), so showing the window never waits for a rules module or
a scene. Nothing here is a Qt style sheet or a Python override of an event handler (start-up is
measured against a bare PySide6 window, ``benchmarks/bench_startup.py``): the cards paint
themselves, and the chooser watches its resizes once the window is up (``watch_resizes``,
with ``ui.window.window_start.ResizeWatch``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from morra_suite.ui.chooser.chooser_card import CARD_PICTURE, GameCard, set_points

TYPE_CHECKING = False  # not typing's: see ``morra_suite.app``'s docstring
if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QStackedWidget

    from morra_suite.ui.window.window_start import ResizeWatch

__all__ = ["CARD_PICTURE", "GameCard", "GameChooser"]

HEADING_POINTS = 22


class GameChooser(QWidget):
    """The start page: pick a game; ``game_chosen(key)`` is emitted."""

    game_chosen = Signal(str)

    def __init__(
        self,
        cards: Sequence[tuple[str, str, str]],
        parent: QWidget | None = None,
        *,
        stack: QStackedWidget | None = None,
    ) -> None:
        """``cards``: (game key, title, blurb) of every game, in the order they are shown.

        ``stack``: the pages the chooser is put on (the window's), before its layout is set.
        Put on them (as their first, it is shown there), it would be laid out at once, as Qt
        lays out a widget being shown, at the size a widget has before its window has one; and
        again as the window shows: every card's words wrapped and measured twice before the map
        (about 1.5 million instructions, ``benchmarks/bench_startup.py``). Put on them before it
        has its layout, it is laid out once, as the window shows."""
        super().__init__(parent)
        self._evening = False  # a pass of ``even_out_lines`` is waiting for the layout
        self.setAccessibleName(self.tr("Choose a game"))
        self._watch: ResizeWatch | None = None  # made once the window is up
        # set once the chooser is on its pages (see above); a one-column grid, the cards'
        # type: rows 0 and 3 stretch, the heading and the cards together in the page's middle
        layout = QGridLayout()
        layout.setContentsMargins(40, 30, 40, 40)
        self.heading = heading = QLabel(self.tr("Which game shall we play?"))
        heading.setObjectName("heading")
        set_points(heading, HEADING_POINTS)
        heading.setProperty("alignment", "AlignCenter")  # by name: Qt's enum is not made yet
        heading.setAccessibleName(self.tr("Which game shall we play?"))
        layout.addWidget(heading, 1, 0)
        grid = QGridLayout()
        grid.setSpacing(24)
        self.cards: dict[str, GameCard] = {}
        for column, (key, title, blurb) in enumerate(cards):
            card = GameCard(key, title, blurb)
            card.clicked.connect(lambda _=False, k=key: self.game_chosen.emit(k))
            grid.addWidget(card, 0, column)
            self.cards[key] = card
        layout.addLayout(grid, 2, 0)
        layout.setRowStretch(0, 1)
        layout.setRowStretch(3, 1)
        if stack is not None:
            stack.addWidget(self)
        self.setLayout(layout)

    def set_picture(
        self, key: str, pixmap: QPixmap, source: Callable[[], QPixmap] | None = None
    ) -> None:
        """Card ``key`` shows ``pixmap``; ``source`` gives it again (``chooser_card.Picture``)."""
        self.cards[key].set_picture(pixmap, source)

    def window_up(self) -> None:
        """The window is up (``MainWindow.first_shown``): the cards' words take the window's
        text colour (``GameCard.words_in_window_colour``: why not sooner), and every resize
        from now on evens out their lines (``watch_resizes``)."""
        for card in self.cards.values():
            card.words_in_window_colour()
        self.watch_resizes()

    def watch_resizes(self) -> None:
        """From now on (the window is up: ``MainWindow.first_shown``) every resize of the
        chooser evens out the cards' lines and pictures again; and they are evened out now."""
        if self._watch is None:
            from morra_suite.ui.window.window_start import ResizeWatch

            self._watch = ResizeWatch(self, self._resized)
            self._watch.watch(self, *(card.line for card in self.cards.values()))
        self.even_out_lines()

    def _resized(self, widget: QObject) -> None:
        if widget is self:
            self.even_out_lines()
        else:
            self.line_resized()

    def line_resized(self) -> None:
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
        """The cards in the colours of the application's palette now (the theme changed; the
        window tells the chooser, ``MainWindow.palette_changed``): they paint from the palette,
        so only an unavailable card's words, kept in the text colour, are set again."""
        for card in self.cards.values():
            card.keep_words_readable()

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
