"""The move list's model: a game's plies as a table whose cells live in Qt's own items.

Why items: the view asks every cell it paints for seven roles, its flags, and the table's size,
many times over, and a Python model answered each of those questions in Python: some 250 calls
per move on a short game, over 1,000 on a game of twenty moves (issue 42). A ``QStandardItemModel``
answers them in C++; this class only writes the cells a change made (a move's cell, its row's
label, the cells greyed or no longer greyed by a cursor that moved, the ink of the Start cell and
the moves taken back when the palette changes).

Why not a table widget: a widget made an item *and measured a row label* for every ply at once
(half a second for a finished game of 3,000 plies); here the rows' heights are fixed and their
labels measured without Qt (``ui.panels.move_row_labels``), where each ply sits (its row and
column) is worked out in Python once, and a move writes only its own row. A ply's words are kept
while that ply stays the same move from the same position (states are values, so the same
objects mean the same text).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QWidget

from morra_suite.ui.theme import contrast

#: The role that gives a cell's ply (0 for the start), as the list's own signal does.
PLY_ROLE = Qt.ItemDataRole.UserRole
# The Start cell and the moves taken back (that Redo plays again) are told apart by their ink,
# made from the view's palette so that they read in every theme and on both row grounds: fixed
# colours read at 2:1 on the dark panel. Start is secondary text (WCAG AA, 4.5:1); a move taken
# back is greyed, as faint as still reads (3:1, as for large or inactive text), so it stays
# clearly unlike the moves played. The targets carry a little margin for rounding.
START_CONTRAST = 4.6
UNDONE_CONTRAST = 3.2


def _mixed(a: QColor, b: QColor, share: float) -> QColor:
    """``a`` with ``share`` (0 to 1) of ``b`` mixed in."""

    def channel(x: float, y: float) -> float:
        return x + (y - x) * share

    return QColor.fromRgbF(
        channel(a.redF(), b.redF()), channel(a.greenF(), b.greenF()), channel(a.blueF(), b.blueF())
    )


def _reads(ink: QColor, palette: QPalette) -> float:
    """The ink's contrast on the list's poorer row ground (plain or alternate)."""
    role = QPalette.ColorRole
    grounds = (palette.color(role.Base), palette.color(role.AlternateBase))
    return min(contrast(ink.name(), ground.name()) for ground in grounds)


def _secondary_ink(palette: QPalette, target: float, faintest: bool) -> QColor:
    """The palette's placeholder (secondary) text moved towards the text until it reads at
    ``target`` on both row grounds; with ``faintest``, moved towards the ground as far as it
    still reads at ``target``."""
    role = QPalette.ColorRole
    ink = palette.color(role.PlaceholderText)
    steps = [i / 50 for i in range(51)]
    if _reads(ink, palette) < target:
        text = palette.color(role.Text)
        return next(
            (m for s in steps if _reads(m := _mixed(ink, text, s), palette) >= target), text
        )
    if not faintest:
        return ink
    ground = palette.color(role.Base)
    fainter = [m for s in steps if _reads(m := _mixed(ink, ground, s), palette) >= target]
    return fainter[-1]


_INKS: dict[int, tuple[QColor, QColor]] = {}


def list_inks(palette: QPalette) -> tuple[QColor, QColor]:
    """(the Start cell's ink, a taken-back move's ink) in ``palette`` (kept per palette)."""
    key = palette.cacheKey()
    if key not in _INKS:
        if len(_INKS) > 16:  # palettes come and go with themes: keep only a few
            _INKS.clear()
        _INKS[key] = (
            _secondary_ink(palette, START_CONTRAST, faintest=False),
            _secondary_ink(palette, UNDONE_CONTRAST, faintest=True),
        )
    return _INKS[key]


def start_colour(palette: QPalette) -> QColor:
    """The ink of the Start cell in ``palette``."""
    return list_inks(palette)[0]


def undone_colour(palette: QPalette) -> QColor:
    """The ink of a move taken back in ``palette``."""
    return list_inks(palette)[1]


#: An empty cell's flags (nothing to choose) and a ply's.
_EMPTY = Qt.ItemFlag.NoItemFlags
_PLY_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

#: A list laid anew writes this many rows round the cursor's at once, and the others this many
#: per event-loop turn after it: the 1,500 rows of a game of 3,000 plies (a text and a sentence
#: each, Morra's rounds) took 80 ms of the GUI thread in one turn at load 20 (issue 43).
SLICE_ROWS = 120

#: ``step(ply)`` for a ply from 1: (the state before it, its move, the state after it).
Step = Callable[[int], tuple[Any, Any, Any]]


class MoveListModel(QStandardItemModel):
    """One column per player in turn order (or one for joint rounds), a row per round; the
    start position is ply 0, alone in the first row. Cells of moves taken back are greyed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers: list[str] = []
        self._columns: list[int] = []  # the column of each ply from 1, as given
        self._places: list[tuple[int, int]] = [(0, 0)]  # (row, column) of each ply
        self._row_starts: list[int] = [0]  # the first ply of each row
        self._labels: list[str] = [""]
        self._numbers: Sequence[int | None] = ()  # the record's number of each ply from 1
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
        self._unwritten: list[int] = []  # rows laid but not written yet, the next first
        self._slicer = QTimer(self)
        self._slicer.setSingleShot(True)
        self._slicer.setInterval(0)
        self._slicer.timeout.connect(self._write_slice)

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
        kept: int = 0,
    ) -> None:
        """``columns`` are the plies' columns (ply 1 first); a ply whose column is not right
        of the last one starts a new row. ``text(before, move)`` is a move's words,
        ``detail(after)`` (optional) tells it in a sentence (the cell's tooltip: Morra's
        rounds); both are asked once for each ply written (a move writes its own row).

        ``numbers`` are the plies' numbers as the game's record writes them: a row whose moves
        share one number (a mill move and its reply, a Morra round) shows it as the row's
        label; a row of moves numbered one by one (Myra's turns) shows each number in its cell,
        so the list and the saved file always agree. Without numbers the rows count from 1.
        Another ``start`` (a new game) or ``start_label`` (another language) forgets the
        texts kept.

        ``kept``: the first ``kept`` plies are the same moves from the same positions as in the
        last call (a move played on, an undo, a redo). Then only the rows from the one of ply
        ``kept`` on are laid again, and the view is told of the rows added or removed and the
        cells changed, instead of the whole list being reset: a move on a game of thousands of
        plies costs as much as one on a short game."""
        if self._can_extend(headers, columns, start_label, start, numbers, kept):
            self._extend(columns, cursor, undone_tip, step, text, numbers, detail, kept)
            return
        self.beginResetModel()
        if start is not self._start or start_label != self._start_label:
            self._texts.clear()
            self._details.clear()
        self._start = start
        self._headers = list(headers)
        self._start_label, self._undone_tip, self._cursor = start_label, undone_tip, cursor
        self._step, self._text, self._detail = step, text, detail
        self._columns = list(columns)
        self._places, self._row_starts = [(0, 0)], [0]
        self._lay_from(1)
        self._numbers = () if numbers is None else list(numbers)
        self._labels = [""]
        self._in_cells = False
        self._in_cells = numbers is not None and self._numbered_in_cells(1)
        self._label_from(1)
        self._forget_from(len(self._places))
        self.blockSignals(True)  # the cells are written inside the reset: it alone is told
        try:
            self.setColumnCount(len(self._headers))
            self.setRowCount(0)  # no cell of the game before stays
            self.setRowCount(len(self._row_starts))
            self.setHorizontalHeaderLabels(self._headers)
            self._write_round_cursor()
        finally:
            self.blockSignals(False)
        self.endResetModel()

    def _can_extend(
        self,
        headers: Sequence[str],
        columns: Sequence[int],
        start_label: str,
        start: Any,
        numbers: Sequence[int | None] | None,
        kept: int,
    ) -> bool:
        """Whether the list may be updated from ply ``kept`` on rather than reset: the same
        game, headers and words, the kept plies where they were, and the numbers still shown
        where they were (beside the rows or in the cells)."""
        if kept <= 0 or self._step is None or kept >= len(self._places):
            return False
        if start is not self._start or start_label != self._start_label:
            return False
        if list(headers) != self._headers or (numbers is None) != (not self._numbers):
            return False
        if len(columns) < kept or list(columns[:kept]) != self._columns[:kept]:
            return False
        return numbers is None or list(numbers[:kept]) == list(self._numbers[:kept])

    def _extend(
        self,
        columns: Sequence[int],
        cursor: int,
        undone_tip: str,
        step: Step,
        text: Callable[[Any, Any], str],
        numbers: Sequence[int | None] | None,
        detail: Callable[[Any], str | None] | None,
        kept: int,
    ) -> None:
        """Lays the plies after ``kept`` again and tells the view what changed: rows removed or
        inserted at the end, the cells of the rows laid again, and those greyed or no longer
        greyed by a cursor that moved."""
        old_rows, old_cursor = len(self._row_starts), self._cursor
        first_row = self._places[kept][0]  # the row of the last kept ply (not the start's)
        self._undone_tip, self._step, self._text, self._detail = undone_tip, step, text, detail
        self._columns[kept:] = columns[kept:]
        if numbers is not None:
            self._numbers = list(numbers)
        del self._places[kept + 1 :]
        del self._row_starts[first_row + 1 :]
        self._lay_from(kept + 1)
        if self._in_cells != (numbers is not None and self._numbered_in_cells(first_row)):
            # the numbers move between the rows' labels and the cells: every cell changes
            self.set_moves(
                self._headers,
                columns,
                self._start_label,
                cursor,
                undone_tip,
                step,
                text,
                numbers,
                detail,
                self._start,
            )
            return
        del self._labels[first_row:]
        self._label_from(first_row)
        self._forget_from(kept + 1)
        rows = len(self._row_starts)
        self._cursor = cursor
        if rows != old_rows:  # rows removed or inserted at the end (told by Qt's own model)
            self.setRowCount(rows)
        self._unwritten = [row for row in self._unwritten if row < min(first_row, rows)]
        self._write_rows(first_row)
        if cursor != old_cursor:  # the cells between the old and the new cursor: greyed or not
            low, high = sorted((old_cursor, cursor))
            for ply in range(low + 1, min(high, len(self._places) - 1) + 1):
                if self._places[ply][0] < first_row:  # the rows written anew have their ink
                    self._write_ink(ply)

    # ------------------------------------------------------------------ the cells written
    @property
    def pending(self) -> bool:
        """Whether rows laid anew are still to be written (a slice per event-loop turn)."""
        return bool(self._unwritten)

    def write_all(self) -> None:
        """Writes the rows still waiting now (the list is read whole: a test, a copy)."""
        while self._unwritten:
            self._write_slice()

    def _write_round_cursor(self) -> None:
        """Writes (signals blocked, inside a reset) the ``SLICE_ROWS`` rows round the cursor's,
        which the view shows first; the others wait for ``_write_slice``, nearest first."""
        self._slicer.stop()
        rows = len(self._row_starts)
        if rows <= SLICE_ROWS:
            self._unwritten = []
            self._write_rows(0)
            return
        at = self._places[min(self._cursor, len(self._places) - 1)][0]
        low = max(0, min(at - SLICE_ROWS // 2, rows - SLICE_ROWS))
        high = low + SLICE_ROWS
        for row in range(low, high):
            self._write_row(row)
        self._unwritten = [*range(high, rows), *range(low - 1, -1, -1)]
        self._slicer.start()

    def _write_slice(self) -> None:
        """Writes the next ``SLICE_ROWS`` rows waiting and tells the views which changed."""
        rows = len(self._row_starts)
        batch = [row for row in self._unwritten[:SLICE_ROWS] if row < rows]
        del self._unwritten[:SLICE_ROWS]
        if batch:
            self.blockSignals(True)  # one change told for the slice, not one per cell
            try:
                for row in batch:
                    self._write_row(row)
            finally:
                self.blockSignals(False)
            low, high = min(batch), max(batch)
            self.dataChanged.emit(self.index(low, 0), self.index(high, len(self._headers) - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, low, high)
        if self._unwritten:
            self._slicer.start()

    def _write_rows(self, first_row: int) -> None:
        """Writes the cells and labels of the rows from ``first_row`` on into Qt's items."""
        for row in range(first_row, len(self._row_starts)):
            self._write_row(row)

    def _write_row(self, row: int) -> None:
        """Writes the cells and the label of ``row`` into Qt's items."""
        self.setVerticalHeaderItem(row, QStandardItem(self._labels[row]))
        cells: list[QStandardItem | None] = [None] * len(self._headers)
        first = self._row_starts[row]
        end = self._row_starts[row + 1] if row + 1 < len(self._row_starts) else len(self._places)
        for ply in range(first, end):
            cells[self._places[ply][1]] = self._cell(ply)
        for column, cell in enumerate(cells):
            if cell is None:
                cell = QStandardItem()
                cell.setFlags(_EMPTY)  # an empty cell: nothing to choose
            self.setItem(row, column, cell)

    def _cell(self, ply: int) -> QStandardItem:
        """The item of ``ply``'s cell: its words (shown and read), its ply, tooltip and ink."""
        cell = QStandardItem()
        words = self.text_of(ply)
        cell.setData(words, Qt.ItemDataRole.DisplayRole)
        cell.setData(words, Qt.ItemDataRole.AccessibleTextRole)
        cell.setData(ply, PLY_ROLE)
        tip = self.tip_of(ply)
        if tip is not None:
            cell.setData(tip, Qt.ItemDataRole.ToolTipRole)
        ink = self._ink(ply)
        if ink is not None:
            cell.setData(ink, Qt.ItemDataRole.ForegroundRole)
        cell.setFlags(_PLY_FLAGS)
        return cell

    def _ink(self, ply: int) -> QColor | None:
        """A cell's own ink: greyed for a move taken back, secondary for Start, else the list's."""
        if ply > self._cursor:
            return undone_colour(self._palette())
        return start_colour(self._palette()) if ply == 0 else None

    def _write_ink(self, ply: int) -> None:
        """The ink and tooltip of ``ply``'s cell anew (the cursor moved past it)."""
        row, column = self._places[ply]
        cell = self.item(row, column)
        if cell is None:
            return
        for role, value in (
            (Qt.ItemDataRole.ToolTipRole, self.tip_of(ply)),
            (Qt.ItemDataRole.ForegroundRole, self._ink(ply)),
        ):
            if cell.data(role) != value:
                cell.setData(value, role)

    def recolour(self) -> None:
        """The Start cell and the moves taken back in the palette's inks (another theme)."""
        if self._step is None:
            return
        for ply in (0, *range(self._cursor + 1, len(self._places))):
            self._write_ink(ply)

    def _lay_from(self, first: int) -> None:
        """Places the plies from ``first`` on (those before it are placed): a ply whose column
        is not right of the last one's starts a new row."""
        places, row_starts = self._places, self._row_starts
        # the start row is full: the first move opens row 1
        last_column = len(self._headers) if first == 1 else places[first - 1][1]
        for ply in range(first, len(self._columns) + 1):
            column = self._columns[ply - 1]
            if column <= last_column:
                row_starts.append(ply)
            last_column = column
            places.append((len(row_starts) - 1, column))

    def _row_numbers(self, row: int) -> set[int | None]:
        """The record's numbers of the moves in ``row`` (from 1)."""
        first = self._row_starts[row]
        end = self._row_starts[row + 1] if row + 1 < len(self._row_starts) else len(self._places)
        return set(self._numbers[first - 1 : end - 1])

    def _numbered_in_cells(self, first_row: int) -> bool:
        """Whether the moves are numbered one by one (Myra's turns): a row from ``first_row``
        on holds moves of more than one number, or the rows before did (then every cell shows
        its number, and no row a label)."""
        if first_row > 1 and self._in_cells:
            return True
        return any(
            len(self._row_numbers(row)) > 1 for row in range(first_row, len(self._row_starts))
        )

    def _label_from(self, first_row: int) -> None:
        """The rows' labels from ``first_row`` on (the rows before have theirs): the row
        counted, the number its moves share, or none where the cells show the numbers."""
        for row in range(first_row, len(self._row_starts)):
            if not self._numbers:
                self._labels.append(str(row))
            elif self._in_cells:
                self._labels.append("")
            else:
                self._labels.append(str(next(iter(self._row_numbers(row))) or ""))

    def _forget_from(self, ply: int) -> None:
        """Drops the words kept for the plies from ``ply`` on (they may be other moves now)."""
        for cache in (self._texts, self._details):
            for old in [old for old in cache if old >= ply]:
                del cache[old]

    # ------------------------------------------------------------------ where plies are
    @property
    def row_labels(self) -> Sequence[str]:
        """Every row's label, the start row's first (``""`` where a row shows none)."""
        return self._labels

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

    def column_of(self, ply: int) -> int:
        """The column of ``ply`` (a listed one), without making a model index."""
        return self._places[ply][1]

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

    def _palette(self) -> QPalette:
        """The palette of the view the model belongs to (the view calls ``recolour`` when it
        changes, so a theme switched while the game is on repaints the cells in its colours)."""
        owner = self.parent()
        return owner.palette() if isinstance(owner, QWidget) else QGuiApplication.palette()
