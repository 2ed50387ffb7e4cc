"""A move on a long game does not make the move list measure its row labels again, and the
labels still fit when they grow.

Why: Qt sizes a header from the labels of its first and last hundred rows and forgets that
size whenever a row is added or a label changes; on a long game every move asked the model for
about 800 header answers (about 8 ms of the GUI thread, issue 21). The list's row labels now
keep Qt's size while the widest label is as wide (``ui.panels.move_row_labels``).
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView
from qt_events import flush_events
from test_move_list_append import Plies

from morra_suite.ui.panels.side_panel import MoveTable


def fill(table: MoveTable, plies: Plies, kept: int) -> None:
    """Shows ``plies`` in ``table`` as the window does, the last ply current."""
    states, moves = list(plies.states), list(plies.moves)
    table.set_moves(
        [f"side {i}" for i in range(plies.players)],
        list(plies.columns),
        "Start",
        plies.cursor,
        plies.cursor,
        "Undone",
        lambda ply: (states[ply - 1], moves[ply - 1], states[ply]),
        lambda _before, move: move,
        list(plies.numbers),
        lambda _after: None,
        plies.states[0],
        kept,
    )


def shown_table(qtbot) -> MoveTable:
    table = MoveTable()
    qtbot.addWidget(table)
    table.resize(260, 400)
    table.show()
    qtbot.waitExposed(table)
    return table


def test_a_move_on_a_long_list_asks_for_few_row_labels(qtbot) -> None:
    table = shown_table(qtbot)
    rng = random.Random(3)
    plies = Plies(2, "rows")
    for _ in range(600):
        plies.play(rng)
    fill(table, plies, 0)
    flush_events()
    asked: list[int] = []
    answer = table.moves.headerData

    def header_data(section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            asked.append(section)
        return answer(section, orientation, role)

    table.moves.headerData = header_data  # type: ignore[method-assign]
    for _ in range(10):
        kept = plies.cursor
        plies.play(rng)
        fill(table, plies, kept)
        flush_events()
    assert table.model().rowCount() > 300
    # painting the rows in sight asks for their labels (some 130 answers a move); measuring
    # the first and last hundred rows again asked for 900 more
    assert len(asked) < 3000, f"{len(asked)} row labels asked for in 10 moves"


def test_the_row_labels_keep_fitting_as_they_grow(qtbot) -> None:
    table = shown_table(qtbot)
    rng = random.Random(5)
    plies = Plies(2, "rows")
    header = table.verticalHeader()
    widths = []
    for _ in range(30):  # rows 1 to 15: the labels grow from one digit to two
        kept = plies.cursor
        plies.play(rng)
        fill(table, plies, kept)
        flush_events()
        # as wide as Qt itself would make it, measuring every label
        assert header.width() >= QHeaderView.sizeHint(header).width()
        widths.append(header.width())
    assert widths[-1] > widths[0]
