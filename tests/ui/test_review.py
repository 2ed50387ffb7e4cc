"""Game › Review Game through the real window: moves marked where the evaluation fell, the chart of
the game, a click on it shows that position; Morra's hands costed; progress and Cancel."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from mill_helpers import click, clicks
from PySide6.QtCore import Qt
from qt_events import open_and_wait

from morra_suite.ai import analyse
from morra_suite.games import mill
from morra_suite.ui.dialogs.review import BLUNDER, INACCURACY, MISTAKE, ReviewDialog, mark_of


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


def test_the_thresholds_are_the_documented_ones() -> None:
    assert (INACCURACY, MISTAKE, BLUNDER) == (0.10, 0.25, 0.50)
    assert [mark_of(d) for d in (0.0, 0.09, 0.1, 0.3, 0.5, 2.0)] == [
        "",
        "",
        "inaccuracy",
        "mistake",
        "blunder",
        "blunder",
    ]


def review(qtbot, window) -> ReviewDialog:
    window.review_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ReviewDialog) and dialog.isVisible()
    qtbot.waitUntil(lambda: bool(dialog.reviews), timeout=60000)
    return dialog


def test_blunders_in_three_mens_morris_are_marked_and_the_chart_shows_them(
    qtbot, main_window
) -> None:
    main_window.start_game("mill", "three", replace(mill.MillRules.preset("three"), diagonals=True))
    view = main_window.view
    view.animate = False
    for name in ("a1", "b2", "c3"):  # a1 gives the won start away; c3 loses the draw
        click(qtbot, view, name)
    dialog = review(qtbot, main_window)
    assert [r.mark for r in dialog.reviews] == ["blunder", "", "blunder"]
    assert dialog.table.rowCount() == 3
    assert dialog.table.item(0, 0).text() == "1. a1" and dialog.table.item(0, 1).text() == "blunder"
    assert dialog.table.item(0, 3).text() == "best was b2"
    assert dialog.table.item(1, 1).text() == ""
    assert dialog.chart.values == [1.0, 0.0, 0.0, -1.0]  # White's side over the game
    assert dialog.chart.marks == {1: "blunder", 3: "blunder"}
    assert dialog.progress.value() == 4
    assert "2 blunders" in dialog.summary.text()
    chart = dialog.chart
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.point_at(1).toPoint())
    assert main_window.viewing == 1
    assert view.state == main_window.controller.record.state_at(1)
    dialog.table.cellClicked.emit(1, 0)  # the second move's row: the position after it
    assert main_window.viewing == 2
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.point_at(3).toPoint())
    assert main_window.viewing is None  # the last position is the game itself


def test_morra_hands_are_costed_against_the_optimal_mix(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    controller = main_window.controller
    for a, b in ((1, 3), (0, 3), (2, 2)):
        if controller.outcome() is None:
            controller.submit_choice(0, a)
            controller.submit_choice(1, b)
    dialog = review(qtbot, main_window)
    record = controller.record
    assert len(dialog.reviews) == record.cursor
    for review_, move in zip(dialog.reviews, record.moves, strict=True):
        state = record.state_at(review_.index)
        found = analyse(state)
        costs = []
        for player, choice in enumerate((move.a, move.b)):
            value = found.value if player == found.player else -found.value
            costs.append(max(0.0, value - found.hand_values[player][choice]))
        # costs are judged as they are shown, to two decimals, in every row and every game
        assert review_.drop == pytest.approx(round(max(costs), 2))
        assert review_.mark == mark_of(round(max(costs), 2))
        assert f"cost {costs[0]:.2f}" in review_.note and f"cost {costs[1]:.2f}" in review_.note
    assert len(dialog.chart.values) == record.cursor + 1


def test_a_review_shows_progress_and_can_be_cancelled(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    view = main_window.view
    view.animate = False
    for name in ("d2", "d6", "b4", "f4"):
        click(qtbot, view, name)
    main_window.review_action.trigger()
    dialog = main_window.dialog
    # Cancelled at the first step's report, not after waiting for it: the five positions may all
    # be analysed before a poll comes round (the opening book answers them at once), and a step's
    # report always comes before the series' end, so the review is still busy then.
    first: list[tuple[int, int, bool]] = []

    def on_first_step(done: int, total: int) -> None:
        if not first:
            first.append((dialog.progress.value(), dialog.progress.maximum(), dialog.analyser.busy))
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    dialog.analyser.progress.connect(on_first_step)
    qtbot.waitUntil(lambda: bool(first), timeout=30000)
    value, maximum, busy = first[0]
    assert value >= 1 and maximum == 5 and busy
    assert not dialog.analyser.busy and not dialog.cancel_button.isEnabled()
    with qtbot.assertNotEmitted(dialog.analyser.analysed, wait=1500):
        pass
    assert dialog.reviews == [] and dialog.summary.text() == "Review cancelled."
    dialog.close()


def test_an_opened_record_is_reviewed(qtbot, main_window, tmp_path) -> None:
    main_window.start_game("mill", "three", replace(mill.MillRules.preset("three"), diagonals=True))
    main_window.view.animate = False
    for name in ("b2", "a1"):
        click(qtbot, main_window.view, name)
    path = tmp_path / "game.pgn"
    assert main_window.save_to(path)
    main_window.start_game("mill", "nine")
    assert open_and_wait(qtbot, main_window, path)
    assert [str(m) for m in main_window.controller.record.moves] == ["b2", "a1"]
    dialog = review(qtbot, main_window)
    assert [r.text for r in dialog.reviews] == ["b2", "a1"]
    assert [r.mark for r in dialog.reviews] == ["", ""]  # White keeps the win, Black cannot help it
    assert dialog.chart.values == [1.0, 1.0, 1.0]


def test_a_move_the_hint_called_best_is_never_marked(qtbot, main_window) -> None:
    """Hint, panel and review read one evaluation per position: the review weighs the hinted
    move against the hint's own analysis, and the best move costs nothing."""
    main_window.start_game("mill", "nine")
    view = main_window.view
    view.animate = False
    for name in ("d2", "d6", "b4", "f4"):
        click(qtbot, view, name)
    button = main_window.toolbar.widgetForAction(main_window.hint_action)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.hint is not None, timeout=30000)
    hinted = str(view.hint)
    clicks(qtbot, view, hinted)  # the person plays it
    assert [str(m) for m in main_window.controller.record.moves][-1] == hinted
    dialog = review(qtbot, main_window)
    last = dialog.reviews[-1]
    assert last.text.endswith(hinted) or hinted in last.text
    assert last.mark == "" and last.drop == 0.0
    assert dialog.table.item(len(dialog.reviews) - 1, 1).text() == ""


def test_the_review_numbers_moves_as_the_move_list_and_its_chart_has_axes(
    qtbot, main_window
) -> None:
    """White's move and Black's reply share a number ("1. d6", "1… b4"), as in the move list
    and the file; the loss column is headed "Loss"; the chart writes its value axis (+1, 0, −1)
    and the move numbers under the points."""
    main_window.start_game("mill", "nine")
    view = main_window.view
    view.animate = False
    for name in ("d6", "b4", "f4"):
        click(qtbot, view, name)
    dialog = review(qtbot, main_window)
    cells = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert cells == ["1. d6", "1… b4", "2. f4"]
    assert dialog.table.horizontalHeaderItem(2).text() == "Loss"
    chart = dialog.chart
    assert chart.value_labels() == ["+1", "0", "−1"]
    # each move number once, under White's move (Black's reply shares it): "1 1 2" read as if
    # each ply had a number of its own, while the table writes "1. d6", "1… b4"
    assert chart.numbers == ["", "1", "", "2"]
    assert [chart.numbers[i] for i in chart.x_ticks()] == ["1", "2"]
    area = chart.plot_area()
    assert area.left() > chart.fontMetrics().horizontalAdvance("+1")  # room for the axis words
    assert chart.point_at(0).x() == area.left() and chart.point_at(3).x() == area.right()
    # the summary counts the moves as the table numbers them: two moves, of three plies (it
    # said "3 moves" while the table's last row read "2. f4")
    assert dialog.summary.text().startswith("2 moves (3 plies): "), dialog.summary.text()
    dialog.close()


def test_the_review_of_myra_counts_each_turn_as_a_move(qtbot, main_window) -> None:
    """Myra's move list numbers every turn: as many moves as rows, and no plies beside them."""
    main_window.start_game("myra", players=[("Ann", False, 1), ("Ben", False, 1)])
    controller = main_window.controller
    for _ in range(3):
        assert main_window.session.play_move(controller.state.legal_moves()[0])
    dialog = review(qtbot, main_window)
    cells = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert [cell.split(" ")[0] for cell in cells] == ["1.", "2.", "3."]
    assert dialog.summary.text().startswith("3 moves: "), dialog.summary.text()
    dialog.close()


def _global_rect(widget):
    from PySide6.QtCore import QPoint, QRect

    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(800, 600), (640, 480)])
def test_the_review_opens_beside_the_board_and_its_table_follows_the_chart(
    qtbot, main_window, size
) -> None:
    """The Review sat over the board, so a click on its chart changed a position nobody could
    see, and the table stayed where it was."""
    main_window.resize(*size)
    main_window.start_game("mill", "nine")
    view = main_window.view
    view.animate = False
    clicks(qtbot, view, "d6 d2 b4 f4 a7 g7 a1 g1 c5 e5 d1 d7 c3 e3")
    dialog = review(qtbot, main_window)
    qtbot.waitExposed(dialog)
    assert not dialog.frameGeometry().intersects(_global_rect(view))
    chart = dialog.chart
    last = len(dialog.reviews)
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.point_at(last - 1).toPoint())
    assert main_window.viewing == last - 1
    table = dialog.table
    assert table.currentRow() == last - 2  # the row of the move that led there
    row_rect = table.visualItemRect(table.item(last - 2, 0))
    assert table.viewport().rect().contains(row_rect.center())
    dialog.close()
