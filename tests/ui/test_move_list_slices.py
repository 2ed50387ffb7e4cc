"""A long game's move list is written round the cursor first, the other rows a slice per turn.

Why: putting on a game of 3,000 Morra rounds wrote 3,000 cells, each with its round told in a
sentence, in one turn of the event loop: 80 ms of the GUI thread at load 20, after the board's
first paint, when Yes was answered to a long autosave (issue 43).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from qt_events import open_and_wait

from morra_suite.core.bounds import MAX_PLIES
from morra_suite.games import load_game
from morra_suite.ui.panels.move_list_model import SLICE_ROWS
from tests.ui.long_games import long_record


def _written(model) -> list[int]:
    return [row for row in range(model.rowCount()) if model.item(row, 0) is not None]


def test_a_long_list_is_written_round_the_cursor_first_then_whole(qtbot, main_window, tmp_path):
    _start, moves, text = long_record("morra", MAX_PLIES)
    path = tmp_path / f"long{load_game('morra').file_suffix}"
    path.write_text(text, encoding="utf-8")
    main_window.start_game("morra")  # the page and its list come with a first game
    model = main_window.move_list.moves
    at_reset: list[list[int]] = []
    model.modelReset.connect(lambda: at_reset.append(_written(model)))
    assert open_and_wait(qtbot, main_window, path, timeout=120_000)
    qtbot.waitUntil(lambda: not main_window.game_page.moves_waiting, timeout=60_000)

    rows = model.rowCount()
    assert rows > 2 * SLICE_ROWS
    first = at_reset[-1]
    assert len(first) == SLICE_ROWS  # at the reset: the rows round the cursor's only
    assert first[-1] == rows - 1  # the cursor is at the end: the last rows are there first
    assert _written(model) == list(range(rows))  # then every row, slice by slice
    for ply in range(model.ply_count):
        cell = model.itemFromIndex(model.index_of(ply))
        assert cell.data(Qt.ItemDataRole.DisplayRole) == model.text_of(ply)
        assert cell.data(Qt.ItemDataRole.ToolTipRole) == model.tip_of(ply)
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(rows)] == list(
        model.row_labels
    )
    assert len(moves) == model.ply_count - 1
