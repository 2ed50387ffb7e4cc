"""A move adds its cell to the move list; the list is not laid again over every ply.

Why: on a game of thousands of plies, resetting the list's model at every move made the view
lay out every row again (about 10 ms a move). A move played on, an undo, a redo and a new move
after an undo now update only the rows they change, and the list reads exactly as a list filled
anew would (checked here cell by cell against a fresh model, for row labels, numbers in the
cells and joint rounds).
"""

from __future__ import annotations

import random

from mill_helpers import click
from PySide6.QtCore import Qt

from morra_suite.ui.panels.move_list_model import MoveListModel, undone_colour

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole,
)


class Counter:
    """Counts a model's signals: resets, rows added and removed, cells changed."""

    def __init__(self, model: MoveListModel) -> None:
        self.resets = self.inserted = self.removed = self.changed = 0
        model.modelReset.connect(lambda: self._add("resets"))
        model.rowsInserted.connect(lambda *_: self._add("inserted"))
        model.rowsRemoved.connect(lambda *_: self._add("removed"))
        model.dataChanged.connect(lambda *_: self._add("changed"))

    def _add(self, name: str) -> None:
        setattr(self, name, getattr(self, name) + 1)


def test_moves_undo_and_a_new_move_update_the_list_without_a_reset(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    view, table = main_window.view, main_window.move_list
    click(qtbot, view, "a1")
    signals = Counter(table.model())

    click(qtbot, view, "a2")  # Black's reply: a cell in the row of White's move
    click(qtbot, view, "b1")  # White again: a new row
    assert signals.resets == 0
    assert signals.inserted == 1
    assert table.model().rowCount() == 3
    assert [table.cell_of(ply).data() for ply in (1, 2, 3)] == ["a1", "a2", "b1"]
    assert table.currentIndex() == table.cell_of(3)

    qtbot.mouseClick(main_window.game_page.undo_button, Qt.MouseButton.LeftButton)
    assert signals.resets == 0
    assert table.cell_of(3).data(Qt.ItemDataRole.ForegroundRole) == undone_colour(table.palette())
    click(qtbot, view, "b3")  # a new move after the undo replaces the one taken back
    assert signals.resets == 0
    assert table.cell_of(3).data() == "b3"
    assert table.cell_of(3).data(Qt.ItemDataRole.ForegroundRole) is None
    assert table.model().rowCount() == 3


class Plies:
    """A toy game's history as the move list's arguments: each state an object of its own."""

    def __init__(self, players: int, numbering: str) -> None:
        self.players, self.numbering = players, numbering
        self.states: list[object] = [object()]
        self.moves: list[str] = []
        self.columns: list[int] = []
        self.numbers: list[int | None] = []
        self.cursor = 0

    def play(self, rng: random.Random) -> None:
        del self.states[self.cursor + 1 :], self.moves[self.cursor :]
        del self.columns[self.cursor :], self.numbers[self.cursor :]
        ply = self.cursor
        self.moves.append(f"m{ply + 1}-{rng.randrange(1000)}")
        self.states.append(object())
        if self.players == 1:
            self.columns.append(0)
        else:  # now and then a side passes: a row with an empty cell
            self.columns.append(rng.choice([ply % self.players, (ply + 1) % self.players]))
        one_by_one = self.numbering == "cells" or (self.numbering == "switch" and ply > 6)
        if one_by_one:
            self.numbers.append(ply + 1)
        else:  # a move and the replies in its row share its number, as a mill game's do
            opens = ply == 0 or self.columns[-1] <= self.columns[-2]
            self.numbers.append((self.numbers[-1] if ply else 0) + opens)
        self.cursor += 1

    def fill(self, model: MoveListModel, kept: int) -> None:
        states, moves = list(self.states), list(self.moves)
        model.set_moves(
            [f"side {i}" for i in range(self.players)],
            list(self.columns),
            "Start",
            self.cursor,
            "Undone",
            lambda ply: (states[ply - 1], moves[ply - 1], states[ply]),
            lambda _before, move: move,
            list(self.numbers),
            lambda _after: None,
            self.states[0],
            kept,
        )


def listed(model: MoveListModel) -> list[object]:
    """Everything the list shows: its size, row labels and every cell's words and colour."""
    rows, columns = model.rowCount(), model.columnCount()
    shown: list[object] = [rows, columns]
    shown += [model.headerData(row, Qt.Orientation.Vertical) for row in range(rows)]
    for row in range(rows):
        for column in range(columns):
            index = model.index(row, column)
            shown.append([model.data(index, role) for role in ROLES])
            shown.append(model.flags(index))
    shown += [model.index_of(ply).row() for ply in range(model.ply_count)]
    return shown


def numbered_in_cells(model: MoveListModel) -> bool:
    """Whether the rows go without labels (each cell shows its move's number)."""
    labels = [model.headerData(row, Qt.Orientation.Vertical) for row in range(model.rowCount())]
    return len(labels) > 1 and not any(labels)


def test_an_updated_list_reads_as_one_filled_anew(qtbot) -> None:
    rng = random.Random(7)
    for players, numbering in ((2, "rows"), (3, "cells"), (1, "rows"), (2, "switch")):
        plies, updated = Plies(players, numbering), MoveListModel()
        signals = Counter(updated)
        plies.fill(updated, 0)
        laid_anew = 1  # by the first fill
        was_in_cells = numbered_in_cells(updated)
        for _ in range(120):
            before = len(plies.moves)
            action = rng.random()
            if action < 0.6 or plies.cursor == 0:
                kept = plies.cursor
                plies.play(rng)
            elif action < 0.8:
                plies.cursor -= 1  # an undo
                kept = before
            elif plies.cursor < before:
                plies.cursor += 1  # a redo
                kept = before
            else:
                continue
            plies.fill(updated, kept)
            fresh = MoveListModel()
            plies.fill(fresh, 0)
            assert listed(updated) == listed(fresh), (players, numbering, len(plies.moves))
            # laid anew only when no ply is kept or the numbers go into the cells or out
            in_cells = numbered_in_cells(fresh)
            laid_anew += kept == 0 or in_cells != was_in_cells
            was_in_cells = in_cells
        assert signals.resets == laid_anew, (players, numbering)
        assert signals.inserted > 10
