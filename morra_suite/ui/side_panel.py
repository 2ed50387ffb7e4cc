"""The side panel's pieces, imported when the first game starts (not needed to show the window)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui.elided_label import ElidedLabel

__all__ = ["ElidedLabel", "MoveTable", "PlayerPanel"]


# One look for a panel, whether its player is to move or not: the same border width, so the
# panels (and the move list under them) keep their height as turns and the badge come and go.
# The idle card lies on the window's ground: its words take the palette's (light or dark
# theme); the card of the side to move is always light, so its words are always dark.
_IDLE_STYLE = (
    "#PlayerPanel { border: 2px solid #d5cbb8; border-radius: 6px; }"
    " #PlayerPanel QLabel#playerInfo { color: palette(placeholder-text); }"
)
_TURN_STYLE = (
    "#PlayerPanel { background: #fbeec8; border: 2px solid #e0a526; border-radius: 6px; }"
    " #PlayerPanel QLabel { color: #2b2420; } #PlayerPanel QLabel#playerInfo { color: #6b5e4e; }"
)


class PlayerPanel(QFrame):
    """One player in the side panel: colour, name, what they have, and whether it is their turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("PlayerPanel")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.swatch = QLabel()
        self.swatch.setFixedSize(26, 26)
        # "Black · computer, level 4": never cut; on one line where the panel is wide enough,
        # wrapped where it is not (the badge has its own place, on the line below)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.name.setObjectName("playerName")
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setObjectName("playerInfo")  # coloured by the card's style (_IDLE/_TURN_STYLE)
        self.turn = QLabel()
        self.turn.setStyleSheet(
            "background: #e0a526; color: white; border-radius: 8px; padding: 1px 8px;"
            "font-weight: bold;"
        )
        self.turn.setVisible(False)
        policy = self.turn.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the line's height does not depend on the badge
        policy.setHorizontalPolicy(QSizePolicy.Policy.Fixed)
        self.turn.setSizePolicy(policy)
        self.setStyleSheet(_IDLE_STYLE)
        below = QHBoxLayout()
        below.setSpacing(6)
        below.addWidget(self.info, 1)
        below.addWidget(self.turn, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.name)
        text.addLayout(below)
        layout.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text, 1)

    def is_elided(self) -> bool:
        """Whether a word of the name or the line is cut (never, by design: they wrap)."""
        return any(
            label.fontMetrics().horizontalAdvance(word) > label.width()
            for label in (self.name, self.info)
            for word in label.text().split()
        )

    def _fit_badge(self) -> None:
        """The badge as wide as its widest words, shown or not: the line beside it wraps the
        same way whoever is to move (so the panels and the move list keep their place)."""
        shown = self.turn.text()
        widths = []
        for words in (self.tr("to move"), self.tr("thinking…")):
            self.turn.setText(words)  # the badge's own size: its style's padding and bold font
            widths.append(self.turn.sizeHint().width())
        self.turn.setText(shown)
        self.turn.setFixedWidth(max(widths))

    def _fit_heights(self) -> None:
        """The wrapped labels as tall as their lines (a layout ignores a wrapped text's height)."""
        for label in (self.name, self.info):
            width = label.width() if label.width() > 50 else 200
            label.setMinimumHeight(max(0, label.heightForWidth(width)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_heights()

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
        the computer's, ``None`` for a person: "Anna (White)", "Black · computer, level 4"."""
        pixmap = QPixmap(26, 26)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(colour))
        painter.setPen(QPen(QColor("#6b5a45"), 1.5))
        painter.drawEllipse(2, 2, 22, 22)
        painter.end()
        self.swatch.setPixmap(pixmap)
        computer_words = {"", colour_name, self.tr("Computer")} if level is not None else set()
        if not name or name == colour_name or name in computer_words:
            who = colour_name
        else:
            who = self.tr("%1 (%2)").replace("%1", name).replace("%2", colour_name)
        if level is not None:
            who = self.tr("%1 · computer, level %2").replace("%1", who).replace("%2", str(level))
        self.name.setText(who)
        self.info.setText(info)
        self._fit_badge()
        self._fit_heights()
        if to_move:
            self.turn.setText(self.tr("thinking…") if thinking else self.tr("to move"))
            self.turn.setVisible(True)
            self.setStyleSheet(_TURN_STYLE)
        else:
            self.turn.setText("")
            self.turn.setVisible(False)
            self.setStyleSheet(_IDLE_STYLE)
        self.setAccessibleName(
            self.tr("%1: %2. %3")
            .replace("%1", self.name.text())
            .replace("%2", info)
            .replace("%3", self.turn.text())
        )


class MoveTable(QTableWidget):
    """The moves of a game: one column per player in turn order, a row per round; a cell is a
    position to look at (``ply_chosen(ply)``, 0 for the start). Redo moves are greyed."""

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Rows of one line each: a fixed height, because sizing every row to its contents makes
        # each new label re-measure all the others (minutes for a game of 3,000 plies).
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # at the smallest window the list may shrink to its header and one row: it scrolls
        self.setMinimumHeight(
            self.horizontalHeader().sizeHint().height() + self.fontMetrics().height() + 12
        )
        self.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self._cells: dict[int, tuple[int, int]] = {}
        self._filling = False
        self.currentCellChanged.connect(self._cell_changed)

    def set_moves(
        self,
        headers: list[str],
        moves: list[tuple[int, str]],
        start_label: str,
        cursor: int,
        shown: int,
        undone_tip: str,
        numbers: list[int | None] | None = None,
        details: list[str | None] | None = None,
    ) -> None:
        """``moves`` are (column, text) per ply; a ply whose column is not right of the last one
        starts a new row. Ply ``0`` is the start position, in the first row.

        ``numbers`` are the plies' numbers as the game's record writes them: a row whose moves
        share one number (a mill move and its reply, a Morra round) shows it as the row's
        label; a row of moves numbered one by one (Myra's turns) shows each number in its cell,
        so the list and the saved file always agree. ``details`` (per ply, optional) tell a move
        in words: a cell shows it as its tooltip (Morra's rounds)."""
        self._filling = True
        self.setUpdatesEnabled(False)
        try:
            self.clear()
            self.setColumnCount(len(headers))
            self.setHorizontalHeaderLabels(headers)
            self._cells = {0: (0, 0)}
            rows: list[list[tuple[int, str]]] = [[(0, start_label)]]
            plies: list[list[int]] = [[0]]
            last_column = len(headers)  # the start row is full: the first move opens row 1
            for ply, (column, text) in enumerate(moves, start=1):
                if column <= last_column:
                    rows.append([])
                    plies.append([])
                rows[-1].append((column, text))
                plies[-1].append(ply)
                last_column = column
                self._cells[ply] = (len(rows) - 1, column)
            self.setRowCount(len(rows))
            if numbers is None:  # no record numbers: rows counted from 1
                numbers = [None] * len(moves)
                labels = ["", *[str(i) for i in range(1, len(rows))]]
            else:
                shared = [{numbers[ply - 1] for ply in row_plies} for row_plies in plies[1:]]
                in_cells = any(len(row_numbers) > 1 for row_numbers in shared)
                labels = ["", *["" if in_cells else str(n.pop() or "") for n in shared]]
            self.setVerticalHeaderLabels(labels)
            for row, (cells, row_plies) in enumerate(zip(rows, plies, strict=True)):
                for (column, text), ply in zip(cells, row_plies, strict=True):
                    number = numbers[ply - 1] if ply else None
                    if number is not None and row and not labels[row]:
                        text = f"{number}. {text}"
                    item = QTableWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, ply)
                    detail = details[ply - 1] if details and ply else None
                    if detail:
                        item.setToolTip(detail)
                    if ply > cursor:
                        item.setForeground(QColor("#9a9a9a"))
                        item.setToolTip(undone_tip)
                    if ply == 0:
                        item.setForeground(QColor("#6b5e4e"))
                    self.setItem(row, column, item)
            row, column = self._cells.get(shown, (0, 0))
            self.setCurrentCell(row, column)
            current = self.item(row, column)
            if current is not None:
                self.scrollToItem(current)
        finally:
            self.setUpdatesEnabled(True)
            self._filling = False

    def cell_of(self, ply: int) -> QTableWidgetItem | None:
        row, column = self._cells.get(ply, (-1, -1))
        return self.item(row, column)

    def choose_ply(self, ply: int) -> None:
        """Selects a ply's cell as a click would (and so emits ``ply_chosen``)."""
        row, column = self._cells[ply]
        self.setCurrentCell(row, column)

    def _cell_changed(self, row: int, column: int, *_: int) -> None:
        if self._filling:
            return
        item = self.item(row, column)
        if item is None:
            return
        self.ply_chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
