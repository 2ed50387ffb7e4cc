"""The move list's model: a game's plies as a table whose cells are made only when shown.

Why a model: a table widget makes an item for every ply at once, and a row label for every row;
putting a finished game of 3,000 plies on took half a second of the GUI thread (6,000 cells,
1,500 labels each measured again). This model keeps only where each ply sits (its row and
column) and the rows' labels; the view asks for a ply's text when it paints its cell, and the
text is kept while that ply stays the same move from the same position (states are values, so
the same objects mean the same text).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

#: The role that gives a cell's ply (0 for the start), as the list's own signal does.
PLY_ROLE = Qt.ItemDataRole.UserRole
UNDONE_COLOUR = QColor("#9a9a9a")  # a move taken back, that Redo plays again
START_COLOUR = QColor("#6b5e4e")

#: ``step(ply)`` for a ply from 1: (the state before it, its move, the state after it).
Step = Callable[[int], tuple[Any, Any, Any]]
AnyIndex = QModelIndex | QPersistentModelIndex


class MoveListModel(QAbstractTableModel):
    """One column per player in turn order (or one for joint rounds), a row per round; the
    start position is ply 0, alone in the first row. Cells of moves taken back are greyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers: list[str] = []
        self._places: list[tuple[int, int]] = [(0, 0)]  # (row, column) of each ply
        self._row_starts: list[int] = [0]  # the first ply of each row
        self._labels: list[str] = [""]
        self._numbers: Sequence[int | None] = ()
        self._in_cells = False  # the numbers written in the cells, not beside the rows
        self._start_label = ""
        self._undone_tip = ""
        self._cursor = 0
        self._step: Step | None = None
        self._text: Callable[[Any, Any], str] = lambda _before, move: str(move)
        self._detail: Callable[[Any], str | None] | None = None
        self._start: Any = None
        self._texts: dict[int, tuple[Any, Any, str]] = {}
        self._details: dict[int, tuple[Any, str | None]] = {}

    # ------------------------------------------------------------------ filling
    def set_moves(
        self,
        headers: Sequence[str],
        columns: Sequence[int],
        start_label: str,
        cursor: int,
        undone_tip: str,
        step: Step,
        text: Callable[[Any, Any], str],
        numbers: Sequence[int | None] | None = None,
        detail: Callable[[Any], str | None] | None = None,
        start: Any = None,
    ) -> None:
        """``columns`` are the plies' columns (ply 1 first); a ply whose column is not right
        of the last one starts a new row. ``text(before, move)`` is a move's words,
        ``detail(after)`` (optional) tells it in a sentence (the cell's tooltip: Morra's
        rounds); both are asked only for the cells shown.

        ``numbers`` are the plies' numbers as the game's record writes them: a row whose moves
        share one number (a mill move and its reply, a Morra round) shows it as the row's
        label; a row of moves numbered one by one (Myra's turns) shows each number in its cell,
        so the list and the saved file always agree. Without numbers the rows count from 1.
        Another ``start`` (a new game) or ``start_label`` (another language) forgets the
        texts kept."""
        self.beginResetModel()
        if start is not self._start or start_label != self._start_label:
            self._texts.clear()
            self._details.clear()
        self._start = start
        self._headers = list(headers)
        self._start_label, self._undone_tip, self._cursor = start_label, undone_tip, cursor
        self._step, self._text, self._detail = step, text, detail
        places = [(0, 0)]
        row_starts = [0]
        last_column = len(headers)  # the start row is full: the first move opens row 1
        for ply, column in enumerate(columns, start=1):
            if column <= last_column:
                row_starts.append(ply)
            last_column = column
            places.append((len(row_starts) - 1, column))
        self._places, self._row_starts = places, row_starts
        rows = len(row_starts)
        if numbers is None:
            self._numbers, self._in_cells = (), False
            self._labels = ["", *(str(row) for row in range(1, rows))]
        else:
            self._numbers = numbers
            bounds = [*row_starts[1:], len(columns) + 1]  # each row's first ply, then the end
            shared = [set(numbers[a - 1 : b - 1]) for a, b in pairwise(bounds)]
            self._in_cells = any(len(row_numbers) > 1 for row_numbers in shared)
            self._labels = [
                "",
                *("" if self._in_cells else str(next(iter(n)) or "") for n in shared),
            ]
        for cache in (self._texts, self._details):
            for ply in [ply for ply in cache if ply >= len(places)]:
                del cache[ply]
        self.endResetModel()

    # ------------------------------------------------------------------ where plies are
    @property
    def ply_count(self) -> int:
        """Plies listed, the start included."""
        return len(self._places)

    def index_of(self, ply: int) -> QModelIndex:
        """The cell of ``ply`` (an invalid index for a ply not listed)."""
        if not 0 <= ply < len(self._places):
            return QModelIndex()
        row, column = self._places[ply]
        return self.index(row, column)

    def ply_at(self, row: int, column: int) -> int | None:
        """The ply in the cell at ``row``, ``column``; ``None`` for an empty cell."""
        if not 0 <= row < len(self._row_starts):
            return None
        first = self._row_starts[row]
        end = self._row_starts[row + 1] if row + 1 < len(self._row_starts) else len(self._places)
        for ply in range(first, end):
            if self._places[ply][1] == column:
                return ply
        return None

    def text_of(self, ply: int) -> str:
        """What the cell of ``ply`` reads: "Start", a move, or a numbered move."""
        if ply == 0:
            return self._start_label
        assert self._step is not None
        before, move, _after = self._step(ply)
        kept = self._texts.get(ply)
        if kept is not None and kept[0] is before and kept[1] is move:
            words = kept[2]
        else:
            words = self._text(before, move)
            self._texts[ply] = (before, move, words)
        number = self._numbers[ply - 1] if self._numbers else None
        if number is not None and not self._labels[self._places[ply][0]]:
            return f"{number}. {words}"  # no label beside the row: the number in the cell
        return words

    def tip_of(self, ply: int) -> str | None:
        """A cell's tooltip: "Undone…" for a move taken back, else the move told in words."""
        if ply > self._cursor:
            return self._undone_tip
        if ply == 0 or self._detail is None or self._step is None:
            return None
        after = self._step(ply)[2]
        kept = self._details.get(ply)
        if kept is not None and kept[0] is after:
            return kept[1]
        detail = self._detail(after) or None
        self._details[ply] = (after, detail)
        return detail

    # ------------------------------------------------------------------ the model's answers
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008  (Qt's default)
        return 0 if parent.isValid() else len(self._row_starts)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if self.ply_at(index.row(), index.column()) is None:
            return Qt.ItemFlag.NoItemFlags  # an empty cell: nothing to choose
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        ply = self.ply_at(index.row(), index.column())
        if ply is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.text_of(ply)
        if role == PLY_ROLE:
            return ply
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tip_of(ply)
        if role == Qt.ItemDataRole.ForegroundRole:
            if ply > self._cursor:
                return UNDONE_COLOUR
            return START_COLOUR if ply == 0 else None
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._headers[section] if 0 <= section < len(self._headers) else None
        return self._labels[section] if 0 <= section < len(self._labels) else None
