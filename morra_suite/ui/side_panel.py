"""The side panel's pieces, imported when the first game starts (not needed to show the window)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from morra_suite.ui.elided_label import ElidedLabel
from morra_suite.ui.move_list_model import PLY_ROLE, MoveListModel, Step

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


class MoveTable(QTableView):
    """The moves of a game: one column per player in turn order, a row per round; a cell is a
    position to look at (``ply_chosen(ply)``, 0 for the start). Redo moves are greyed.

    A view of ``MoveListModel``: a cell is made when it is shown, so a game of thousands of
    plies goes on in a blink."""

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.moves = MoveListModel(self)
        self.setModel(self.moves)
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
        self._filling = False
        self.selectionModel().currentChanged.connect(self._cell_changed)

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
            )
            current = self.moves.index_of(shown)
            if not current.isValid():
                current = self.moves.index_of(0)
            self.setCurrentIndex(current)
            self.scrollTo(current)
        finally:
            self._filling = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The current ply stays in sight when the list is made shorter (the side panel is
        laid out again once a game is on, after the list scrolled to its last move)."""
        super().resizeEvent(event)
        current = self.currentIndex()
        if current.isValid():
            self.scrollTo(current)

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
