"""The side panel at the sizes a reviewer looked at: Myra's move cells were cut ("13. c2~c1…")
at every size while the columns shared the width equally; now the columns are as wide as their
words need, a long move on two lines where the room is short, at the list's own size."""

from __future__ import annotations

import pytest

from morra_suite.ui.panels.side_panel import SMALLEST_SCALE
from tests.ui.side_fit_helpers import play_long_moves, settle


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("count", [2, 3])
def test_no_myra_move_cell_is_cut(qtbot, main_window, size, count) -> None:
    main_window.start_game("myra", count=count)
    play_long_moves(main_window, 24)
    settle(qtbot, main_window, *size)
    table = main_window.move_list
    plies = range(table.moves.ply_count)
    texts = [table.moves.text_of(ply) for ply in plies]
    assert max(len(text) for text in texts) >= 12  # chains were played: the words are long
    assert table.horizontalScrollBar().maximum() == 0  # the list does not scroll sideways
    cut = [texts[ply] for ply in plies if table.is_cell_elided(ply)]
    assert not cut, (size, count, cut)
    # drawn at the list's own size: a long move goes on two lines before it gets any smaller
    smaller = [texts[ply] for ply in plies if table.cell_font(ply) != table.font()]
    assert not smaller, (size, count, smaller)
    assert SMALLEST_SCALE >= 0.8


def test_the_columns_follow_their_words(qtbot, main_window) -> None:
    """A column of short moves gives its room to one of long moves (equal shares cut them)."""
    main_window.start_game("myra", count=2)
    play_long_moves(main_window, 12)
    settle(qtbot, main_window, 1280, 800)
    table = main_window.move_list
    needed = table.needed_widths()
    widths = [table.columnWidth(c) for c in range(len(needed))]
    assert all(w >= n for w, n in zip(widths, needed, strict=True)), (widths, needed)
    assert sum(widths) <= table.viewport().width() + 1  # no sideways scrolling where it fits
