"""The analysis, a hint and the review as a screen reader reads them: asked through Qt's own
accessibility interface of the real window's widgets (names and descriptions), and what is
announced when the best move changes or a hint is given."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from morra_suite.ai import analyse
from morra_suite.games import mill
from morra_suite.games.mill.board import point_index
from morra_suite.ui.commands.hint import Hint
from morra_suite.ui.dialogs.review import ReviewDialog
from morra_suite.ui.panels.analysis_panel import AnalysisPanel, percent

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
CLOSE_A_MILL = "nine w:a1,a4,d7,b4,b2,f2 b:g7,g1,f4,d3,c5,e5 hand:0,0 to:w"


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


def read(widget, kind=NAME) -> str:
    found = QAccessible.queryAccessibleInterface(widget)
    assert found is not None
    return found.text(kind)


def spoken(window) -> list[str]:
    return window.status.announcer.spoken


def three_with_diagonals(window) -> None:
    window.start_game("mill", "three", replace(mill.MillRules.preset("three"), diagonals=True))
    window.view.animate = False


def open_panel(qtbot, window) -> AnalysisPanel:
    window.analysis_action.trigger()
    panel = AnalysisPanel.of(window)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    return panel


def wait_for_answer(qtbot, window, panel: AnalysisPanel) -> None:
    qtbot.waitUntil(
        lambda: panel.shown is not None and panel._shown_state is window.session.shown_state(),
        timeout=30000,
    )


def test_the_analysis_lines_are_read_and_a_new_best_move_is_heard(qtbot, main_window) -> None:
    three_with_diagonals(main_window)
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    assert read(panel.headline) == "Verdict: White wins in 5 moves (9 plies)"
    assert read(panel.line).startswith("Best line: Best move: b2; Line: b2 ")
    assert spoken(main_window)[-1] == "Analysis: best move b2. White wins in 5 moves (9 plies)"
    main_window.view.activate_point(point_index("b2"))
    wait_for_answer(qtbot, main_window, panel)
    assert read(panel.headline) == "Verdict: White wins in 4 moves (8 plies)"
    told = [text for text in spoken(main_window) if text.startswith("Analysis: best move")]
    assert len(told) == 2 and told[-1].endswith("White wins in 4 moves (8 plies)")
    assert "b2" not in told[-1].split(".")[0]  # Black's best reply, not White's move again


def test_morras_mixes_are_read_in_sentences(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    controller = main_window.controller
    controller.submit_choice(0, 1)
    controller.submit_choice(1, 3)
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    expected = analyse(controller.state)
    red, blue = main_window.kit.colour_names(2)
    assert read(panel.line).startswith(f"Best line: {red} wins: {percent(expected.chances[0])}")
    mixes = read(panel.details)  # folded away on screen, read all the same
    assert mixes.startswith(f"Optimal mixes: {red}: hand ")
    assert f". {blue}: hand " in mixes
    choice, chance = next(iter(expected.best[0].items()))
    assert f"hand {choice} {percent(chance)}, worth " in mixes


def test_a_hint_is_heard(qtbot, main_window) -> None:
    main_window.start_from_position("mill", CLOSE_A_MILL)
    view = main_window.view
    qtbot.keyClick(main_window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: view.hint is not None, timeout=30000)
    assert spoken(main_window)[-1].startswith("Hint: d7-a7x")


def test_morras_hint_is_read_and_heard(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 1)])
    qtbot.keyClick(main_window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint = Hint.of(main_window)
    qtbot.waitUntil(lambda: hint.popup is not None and hint.popup.isVisible(), timeout=30000)
    expected = analyse(main_window.controller.state)
    name = read(hint.popup.label)
    assert name.startswith("Hint: Ann: choose field 0.")
    assert f"Your chance to win: {percent(expected.chances[0])}" in name
    # heard as read; the computer's own choice, made on its thread, may be announced after it
    assert name in spoken(main_window)
    assert "<b>" not in name and "<br>" not in name


def test_the_reviews_chart_is_read_point_by_point(qtbot, main_window) -> None:
    three_with_diagonals(main_window)
    view = main_window.view
    for name in ("a1", "b2", "c3"):  # a1 gives the won start away; c3 loses the draw
        view.activate_point(point_index(name))
    main_window.review_action.trigger()
    dialog = main_window.dialog
    assert isinstance(dialog, ReviewDialog)
    qtbot.waitUntil(lambda: bool(dialog.reviews), timeout=60000)
    chart = dialog.chart
    assert read(chart) == "Evaluation over the game"
    assert read(chart, DESCRIPTION).split("; ") == [
        "the start: +1.00 for White",
        "1. a1: 0.00 for White, blunder",
        "1… b2: 0.00 for White",
        "2. c3: -1.00 for White, blunder",
    ]
    assert read(dialog.table.item(0, 1).tableWidget()) == "Moves weighed"
    assert "2 blunders" in read(dialog.summary)
    # Tab reaches the chart, the arrows walk it and show each position
    chart.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(chart.hasFocus)
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert read(chart) == "Evaluation over the game: the start: +1.00 for White"
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert read(chart) == "Evaluation over the game: 1. a1: 0.00 for White, blunder"
    assert main_window.viewing == 1
    qtbot.keyClick(chart, Qt.Key.Key_End)
    assert main_window.viewing is None  # the last position is the game itself
    assert read(chart).endswith("2. c3: -1.00 for White, blunder")
