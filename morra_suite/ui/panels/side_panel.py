"""The side panel's pieces, imported when the first game starts (not needed to show the window)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui import icons, theme
from morra_suite.ui.panels.elided_label import ElidedLabel
from morra_suite.ui.panels.move_cell_fit import (
    CELL_PADDING,
    LINE_BREAK,
    SMALLEST_SCALE,
    FittingDelegate,
    fitted_font,
    in_two_lines,
    words_width,
)
from morra_suite.ui.panels.move_list_model import PLY_ROLE, MoveListModel, Step
from morra_suite.ui.panels.move_row_labels import RowLabels
from morra_suite.ui.panels.player_card_style import (
    TO_MOVE_PROPERTY,
    CardColours,
    badge_style,
    card_colours,
    card_style,
    cards_style,
)

__all__ = ["ElidedLabel", "MoveTable", "PlayerPanel"]


# One look for a panel, whether its player is to move or not: the same border width, so the
# panels (and the move list under them) keep their height as turns and the badge come and go.
# Every colour is the theme's (``ui.panels.player_card_style``): the card of the side to move is
# tinted with the accent, in the light and the dark theme alike.


class PlayerPanel(QFrame):
    """One player in the side panel: colour, name, what they have, and whether it is their turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("PlayerPanel")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.swatch = QLabel()
        self.swatch.setFixedSize(22, 22)
        # "Black · computer, level 4": never cut; on one line where the panel is wide enough,
        # wrapped where it is not
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.name.setObjectName("playerName")
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setObjectName("playerInfo")  # coloured by the card's style (``_restyle``)
        self.turn = QLabel()
        self.turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn.setObjectName("playerTurn")
        small = self.turn.font()  # compact: its line takes little of the card's height
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.turn.setFont(small)
        self.turn.setVisible(False)
        policy = self.turn.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the line's height does not depend on the badge
        policy.setHorizontalPolicy(QSizePolicy.Policy.Fixed)
        self.turn.setSizePolicy(policy)
        self._to_move = False
        # what the card shows now, so that a move changes only what it changed
        # (``update_player``): its words, its swatch, the badge's width
        self._shown: tuple[object, ...] | None = None
        self._swatch_drawn: tuple[str, str] | None = None
        self._badge_fitted: tuple[object, ...] | None = None
        self._fitted_widths = (0, 0)  # the labels' widths ``_fit_heights`` fitted them to
        self._restyle()
        theme.follow(self._restyle)  # a theme applied
        # The badge has a line of its own under the name, so the name and the line under it
        # have the card's whole width (beside the badge, "queen on a1 · 25 in reserve · ..."
        # wrapped to four lines, and "Black · computer, level 4" to three).
        text = QVBoxLayout()
        text.setSpacing(1)
        text.addWidget(self.name)
        text.addWidget(self.turn, 0, Qt.AlignmentFlag.AlignLeft)
        text.addWidget(self.info)
        layout.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text, 1)

    def name_lines(self) -> int:
        """The lines the name is wrapped to at its width now."""
        height = self.name.heightForWidth(self.name.width())
        return max(1, round(height / self.name.fontMetrics().lineSpacing()))

    def is_elided(self) -> bool:
        """Whether a word of the name or the line is cut (never, by design: they wrap)."""
        return any(
            label.fontMetrics().horizontalAdvance(word) > label.width()
            for label in (self.name, self.info)
            for word in label.text().split()
        )

    def _fit_badge(self) -> None:
        """The badge as wide as its widest words, shown or not (its line is kept when it is
        hidden: the panels and the move list keep their place whoever is to move)."""
        fitted = (
            self.tr("to move"),
            self.tr("thinking…"),
            self.turn.styleSheet(),
            self.turn.font().key(),
        )
        if fitted == self._badge_fitted:
            return
        self._badge_fitted = fitted
        shown = self.turn.text()
        widths = []
        for words in (self.tr("to move"), self.tr("thinking…")):
            self.turn.setText(words)  # the badge's own size: its style's padding and bold font
            widths.append(self.turn.sizeHint().width())
        self.turn.setText(shown)
        self.turn.setFixedWidth(max(widths))

    def _fit_heights(self) -> None:
        """The wrapped labels as tall as their lines (a layout ignores a wrapped text's height)."""
        self._fitted_widths = (self.name.width(), self.info.width())
        changed = False
        for label in (self.name, self.info):
            width = label.width() if label.width() > 50 else 200
            height = max(0, label.heightForWidth(width))
            if height != label.minimumHeight():
                label.setMinimumHeight(height)
                changed = True
        if changed:  # the card's own height follows (its layout alone does not tell the panel)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_heights()

    def _draw_swatch(self, colour: str) -> None:
        """The player's colour in a ring seen on either theme's ground (drawn when it changed)."""
        ring = self.colours().info
        if (colour, ring) == self._swatch_drawn:
            return
        self._swatch_drawn = (colour, ring)
        pixmap = QPixmap(22, 22)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(colour))
        painter.setPen(QPen(QColor(ring), 1.5))
        painter.drawEllipse(2, 2, 18, 18)
        painter.end()
        self.swatch.setPixmap(pixmap)

    def colours(self) -> CardColours:
        """The card's colours now: the theme's, tinted with its accent for the side to move."""
        return card_colours(theme.shown(), self._to_move)

    def _restyle(self) -> None:
        colours = self.colours()
        style, badge = cards_style(theme.shown()), badge_style(colours)
        if style is None:
            style = card_style(colours)
        if self.property(TO_MOVE_PROPERTY) != self._to_move:
            self.setProperty(TO_MOVE_PROPERTY, self._to_move)
            if style == self.styleSheet():  # one sheet for both looks: the card alone anew
                self.style().unpolish(self)
                self.style().polish(self)
                self.update()
        if style != self.styleSheet():  # a style sheet set changes the palette: no loop
            self.setStyleSheet(style)
        if badge != self.turn.styleSheet():
            self.turn.setStyleSheet(badge)

    def update_player(
        self,
        colour_name: str,
        colour: str,
        name: str,
        info: str,
        to_move: bool,
        thinking: bool,
        level: int | None = None,
    ) -> None:
        """``name`` is the seat's own ("" or the colour's name when it has none); ``level`` is
        the computer's, ``None`` for a person: "Anna (White)", "Black · computer, level 4".

        Every change updates every card (once: ``MainWindow._board_shown``), and most of a card
        stays the same: what did not change is not made again (the swatch, the badge's width,
        the labels' words), and a call that changes nothing does nothing."""
        language = self.tr("to move")
        shown = (colour_name, colour, name, info, to_move, thinking, level, theme.shown(), language)
        if shown == self._shown:
            if self._fitted_widths != (self.name.width(), self.info.width()):
                self._fit_heights()  # laid out anew since: the lines wrap where they are now
            return
        self._shown = shown
        self._draw_swatch(colour)
        computer_words = {"", colour_name, self.tr("Computer")} if level is not None else set()
        if not name or name == colour_name or name in computer_words:
            who = colour_name
        else:
            who = self.tr("%1 (%2)").replace("%1", name).replace("%2", colour_name)
        if level is not None:
            who = self.tr("%1 · computer, level %2").replace("%1", who).replace("%2", str(level))
        if (who, info) != (self.name.text(), self.info.text()):
            self.name.setText(who)
            self.info.setText(info)
        self._fit_heights()
        self._fit_badge()
        badge = (self.tr("thinking…") if thinking else self.tr("to move")) if to_move else ""
        if badge != self.turn.text():
            self.turn.setText(badge)
        if self.turn.isVisibleTo(self) != to_move:
            self.turn.setVisible(to_move)
        self._to_move = to_move
        self._restyle()
        self.setAccessibleName(
            self.tr("%1: %2. %3")
            .replace("%1", self.name.text())
            .replace("%2", info)
            .replace("%3", self.turn.text())
        )


#: The columns are sized from the words of this many last plies (a record of thousands is not
#: measured whole at every move).
MEASURED_PLIES = 400


class MoveTable(QTableView):
    """The moves of a game: one column per player in turn order, a row per round; a cell is a
    position to look at (``ply_chosen(ply)``, 0 for the start). Redo moves are greyed.

    A view of ``MoveListModel``, whose cells are Qt's own items written once per change: a
    paint of the list asks no Python, and a game of thousands of plies goes on quickly."""

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.moves = MoveListModel(self)
        self.setVerticalHeader(RowLabels(lambda: self.moves.row_labels, self))
        self.setModel(self.moves)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        # The arrows walk the cells, Tab goes on to the next widget: with Qt's default a Tab
        # stepped to the next cell (showing another position) and never left the list, a
        # keyboard trap (WCAG 2.1.2).
        self.setTabKeyNavigation(False)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        # The columns share the width as their words need it (``_fit_columns``): equal shares
        # cut Myra's chains ("13. c2~c1…") while a short column had room to spare.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setStretchLastSection(False)
        self._fitting = FittingDelegate(self)
        # Qt's own delegate where every cell's words fit at the list's font (``_fit_columns``):
        # the fitting one is asked in Python for every cell it paints
        self._plain = QStyledItemDelegate(self)
        self.setItemDelegate(self._fitting)
        self._widths: dict[tuple[bool, str], int] = {}  # words measured: (two lines, text)
        # each ply's words' width, on one line and on two: a move on a long game measures only
        # the plies it changed (``kept`` of ``set_moves``), a reset list measures anew
        self._ply_widths: dict[bool, dict[int, int]] = {False: {}, True: {}}
        self.moves.modelReset.connect(self._forget_ply_widths)
        # Rows of one line each (two where ``_fit_columns`` needs them): a fixed height, because
        # sizing every row to its contents makes each new label re-measure all the others
        # (minutes for a game of 3,000 plies).
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # at the smallest window the list may shrink to its header and one row: it scrolls
        self.setMinimumHeight(
            self.horizontalHeader().sizeHint().height() + self.fontMetrics().height() + 12
        )
        self.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self._filling = False
        self._fitted_room = -1  # the viewport's width the columns were last fitted to
        self.selectionModel().currentChanged.connect(self._cell_changed)
        # repainted at every move, with its headers and scroll bars: Qt's style, asked no Python
        icons.use_plain_style(self)

    def set_moves(
        self,
        headers: list[str],
        columns: Sequence[int],
        start_label: str,
        cursor: int,
        shown: int,
        undone_tip: str,
        step: Step,
        text: Callable[[Any, Any], str],
        numbers: Sequence[int | None] | None = None,
        detail: Callable[[Any], str | None] | None = None,
        start: Any = None,
        kept: int = 0,
    ) -> None:
        """Shows the plies (``MoveListModel.set_moves`` says what the arguments are) with the
        cell of ply ``shown`` current and scrolled to."""
        self._filling = True
        try:
            self.moves.set_moves(
                headers,
                columns,
                start_label,
                cursor,
                undone_tip,
                step,
                text,
                numbers,
                detail,
                start,
                kept,
            )
            for widths in self._ply_widths.values():
                for ply in [ply for ply in widths if ply > kept]:
                    del widths[ply]
            # no row labels (Myra numbers its moves in the cells): their column goes
            labels = (self.moves.headerData(r, Qt.Orientation.Vertical) for r in range(1, 3))
            self.verticalHeader().setVisible(self.moves.rowCount() < 2 or any(labels))
            self._fit_columns()
            current = self.moves.index_of(shown)
            if not current.isValid():
                current = self.moves.index_of(0)
            self.setCurrentIndex(current)
            self.scrollTo(current)
        finally:
            self._filling = False

    def changeEvent(self, event: QEvent) -> None:
        """Another palette (a theme applied): the cells' own inks are made in it (the model
        keeps its cells in Qt's items, which do not follow the palette by themselves)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.moves.recolour()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The current ply stays in sight when the list is made shorter (the side panel is
        laid out again once a game is on, after the list scrolled to its last move)."""
        super().resizeEvent(event)
        if self.viewport().width() != self._fitted_room:  # made only shorter: the same widths
            self._fit_columns()
        current = self.currentIndex()
        if current.isValid():
            self.scrollTo(current)

    def _text_width(self, text: str, two_lines: bool) -> int:
        key = (two_lines, text)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) > 4 * MEASURED_PLIES:
                self._widths.clear()  # texts of games gone by
            metrics = self.fontMetrics()
            shown = in_two_lines(metrics, text) if two_lines else text
            width = self._widths[key] = words_width(metrics, shown)
        return width

    def _forget_ply_widths(self) -> None:
        for widths in self._ply_widths.values():
            widths.clear()

    def _ply_width(self, ply: int, two_lines: bool) -> int:
        """The width of ``ply``'s words (kept while the ply stays the same move)."""
        widths = self._ply_widths[two_lines]
        width = widths.get(ply)
        if width is None:
            width = widths[ply] = self._text_width(self.moves.text_of(ply), two_lines)
        return width

    def needed_widths(self, two_lines: bool | None = None) -> list[int]:
        """Each column's width for its widest words (the header's, the start's and the last
        ``MEASURED_PLIES`` plies') at the list's own font, on one line or on two (default:
        as the list shows them now)."""
        if two_lines is None:
            two_lines = self._fitting.two_lines
        model = self.moves
        bold = self.horizontalHeader().fontMetrics()
        needed = [
            bold.horizontalAdvance(str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
            + CELL_PADDING
            for c in range(model.columnCount())
        ]
        count = model.ply_count
        for ply in [0, *range(max(1, count - MEASURED_PLIES), count)]:
            column = model.column_of(ply)
            if column < len(needed):
                width = self._ply_width(ply, two_lines) + CELL_PADDING
                if width > needed[column]:
                    needed[column] = width
        return needed

    @staticmethod
    def _shrunk(needed: list[int], room: int) -> list[int] | None:
        """Widths sharing ``room`` with the words drawn smaller; ``None`` if they do not fit
        even at ``SMALLEST_SCALE``."""
        total = sum(needed)
        if total <= room:
            extra = room - total
            widths = [w + extra // len(needed) for w in needed]
            widths[-1] += room - sum(widths)
            return widths
        words = total - CELL_PADDING * len(needed)  # the padding does not shrink
        scale = (room - CELL_PADDING * len(needed)) / max(1, words)
        if scale < SMALLEST_SCALE:
            return None
        widths = [int((w - CELL_PADDING) * scale) + CELL_PADDING + 1 for w in needed]
        widths[-1] += room - sum(widths)
        return widths

    def _fit_columns(self) -> None:
        """Widths from the words: room to spare is shared out; too little room and the words
        are drawn smaller (``fitted_font``), then on two lines (taller rows); only beyond
        that does the list scroll sideways."""
        room = self._fitted_room = self.viewport().width()
        two_lines = False
        needed = self.needed_widths(two_lines=False)
        if not needed:
            return
        widths = self._shrunk(needed, room)
        if widths is None:
            two_lines = True
            needed = self.needed_widths(two_lines=True)
            widths = self._shrunk(needed, room) or [
                int((w - CELL_PADDING) * SMALLEST_SCALE) + CELL_PADDING + 1 for w in needed
            ]
        if two_lines != self._fitting.two_lines:
            self._fitting.two_lines = two_lines
            lines = 2 if two_lines else 1
            self.verticalHeader().setDefaultSectionSize(
                self.fontMetrics().lineSpacing() * lines
                + self.fontMetrics().height()
                - self.fontMetrics().lineSpacing()
                + 8
            )
        for column, width in enumerate(widths):
            if self.columnWidth(column) != width:
                self.setColumnWidth(column, width)
        every_ply_measured = self.moves.ply_count <= MEASURED_PLIES + 1
        fits = not two_lines and not any(map(int.__lt__, widths, needed))  # each >= its need
        delegate = self._plain if fits and every_ply_measured else self._fitting
        if self.itemDelegate() is not delegate:
            self.setItemDelegate(delegate)

    def shown_text(self, ply: int) -> str:
        """``ply``'s words as its cell draws them (on two lines where the list needs it)."""
        index = self.moves.index_of(ply)
        width = self.visualRect(index).width() or self.columnWidth(index.column())
        return self._fitting.shown_text(self.fontMetrics(), self.moves.text_of(ply), width)

    def is_cell_elided(self, ply: int) -> bool:
        """Whether ``ply``'s words are cut in its cell, drawn as the list draws them."""
        index = self.moves.index_of(ply)
        if not index.isValid():
            return False
        width = self.visualRect(index).width() or self.columnWidth(index.column())
        metrics = QFontMetrics(self.cell_font(ply))
        shown = self.shown_text(ply)
        too_tall = (shown.count(LINE_BREAK) + 1) * metrics.lineSpacing() > self.rowHeight(
            index.row()
        )
        return too_tall or words_width(metrics, shown) + CELL_PADDING > width

    def cell_font(self, ply: int) -> QFont:
        """The font ``ply``'s words are drawn in (smaller than the list's where they need)."""
        index = self.moves.index_of(ply)
        if not index.isValid():
            return self.font()
        width = self.visualRect(index).width() or self.columnWidth(index.column())
        return fitted_font(self.font(), self.shown_text(ply), width)

    def cell_of(self, ply: int) -> QModelIndex | None:
        """The cell of ``ply`` (its ``data()`` is its text), ``None`` for a ply not listed."""
        index = self.moves.index_of(ply)
        return index if index.isValid() else None

    def choose_ply(self, ply: int) -> None:
        """Selects a ply's cell as a click would (and so emits ``ply_chosen``)."""
        self.setCurrentIndex(self.moves.index_of(ply))

    def _cell_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._filling or not current.isValid():
            return
        ply = current.data(PLY_ROLE)
        if ply is not None:
            self.ply_chosen.emit(int(ply))
