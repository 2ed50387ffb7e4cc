"""View › Analysis through the real window: solved mill positions in words, an evaluation bar and
the best line elsewhere, Morra's chances and mixes; it follows every move and history browsing,
and an answer for a position the board has left is never shown."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from mill_helpers import click, clicks
from PySide6.QtCore import Qt

from morra_suite.ai import analyse
from morra_suite.games import mill
from morra_suite.ui.panels.analysis_panel import (
    WORD_JOINER,
    AnalysisPanel,
    percent,
    pieces_text,
    signed,
)

CLOSE_A_MILL = "nine w:a1,a4,d7,b4,b2,f2 b:g7,g1,f4,d3,c5,e5 hand:0,0 to:w"


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


def open_panel(qtbot, window) -> AnalysisPanel:
    """View › Analysis, as the menu does."""
    window.analysis_action.trigger()
    panel = AnalysisPanel.of(window)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    return panel


def wait_for_answer(qtbot, window, panel: AnalysisPanel) -> None:
    qtbot.waitUntil(
        lambda: panel.shown is not None and panel._shown_state is window.session.shown_state(),
        timeout=30000,
    )


def test_solved_three_mens_morris_follows_moves_and_history(qtbot, main_window) -> None:
    main_window.start_game("mill", "three", replace(mill.MillRules.preset("three"), diagonals=True))
    main_window.view.animate = False
    panel = open_panel(qtbot, main_window)
    assert main_window.analysis_action.isChecked()
    wait_for_answer(qtbot, main_window, panel)
    # plies counted as the move list counts moves (White's move and Black's reply share one)
    assert panel.headline.text() == "White wins in 5 moves (9 plies)"
    assert panel.bar.value == 1.0
    assert _words(panel.line).startswith("Best move: b2\nLine: b2 ")
    click(qtbot, main_window.view, "b2")
    wait_for_answer(qtbot, main_window, panel)
    assert panel.headline.text() == "White wins in 4 moves (8 plies)"  # Black to move, lost
    assert panel.bar.value == 1.0  # still White's side
    click(qtbot, main_window.view, "a1")
    wait_for_answer(qtbot, main_window, panel)
    main_window.view_position(0)  # back to the start in the move list
    wait_for_answer(qtbot, main_window, panel)
    assert panel.headline.text() == "White wins in 5 moves (9 plies)"
    main_window.return_to_game()
    wait_for_answer(qtbot, main_window, panel)
    assert panel._shown_state is main_window.controller.state


def test_a_draw_is_said_in_words(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    assert panel.headline.text() == "Draw" and panel.bar.value == 0.0


def test_a_searched_mill_position_has_a_bar_and_the_best_line(qtbot, main_window) -> None:
    main_window.start_from_position("mill", CLOSE_A_MILL)
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    a = panel.shown
    assert not a.solved and 0.0 < panel.bar.value < 1.0
    # in pieces ahead, the unit explained in the tooltip
    assert panel.headline.text() == f"{pieces_text(a.value)} for White"
    assert panel.headline.text().split()[1] in ("piece", "pieces")
    assert "in pieces" in panel.headline.toolTip()
    assert _words(panel.line).startswith(f"Best move: {a.best}\nLine: {' '.join(a.line)}")
    assert str(a.best).startswith("d7-a7x")


def test_a_stale_answer_is_dropped_when_the_board_moves_on(qtbot, main_window) -> None:
    main_window.start_from_position("mill", CLOSE_A_MILL)
    main_window.view.animate = False
    panel = open_panel(qtbot, main_window)
    first = main_window.controller.state
    clicks(qtbot, main_window.view, "b4-c4")  # before the first answer comes
    assert panel.shown is None and panel.headline.text() == "Analysing…"
    wait_for_answer(qtbot, main_window, panel)
    assert panel._shown_state is main_window.controller.state is not first
    assert panel.headline.text().endswith("for Black")


def test_closing_the_dock_unchecks_the_menu_and_stops(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    panel = open_panel(qtbot, main_window)
    panel.close()
    qtbot.waitUntil(lambda: not main_window.analysis_action.isChecked(), timeout=5000)
    assert not panel.analyser.busy


def test_morra_shows_chances_both_mixes_and_what_each_hand_is_worth(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    controller = main_window.controller
    controller.submit_choice(0, 1)
    controller.submit_choice(1, 3)  # the stones are set: the first round's hands
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    expected = analyse(controller.state)
    white, black = main_window.kit.colour_names(2)
    chances = _words(panel.line)
    assert f"{white} wins: {percent(expected.chances[0])}" in chances
    assert f"{black} wins: {percent(expected.chances[1])}" in chances
    # the long table is folded under its button, so the words stay a few lines under the moves
    assert panel.details_button.isVisible() and not panel.details.isVisible()
    qtbot.mouseClick(panel.details_button, Qt.MouseButton.LeftButton)
    assert panel.details.isVisible()
    table = panel.details.text()
    for player in (0, 1):
        for hand, chance in expected.best[player].items():
            worth = expected.hand_values[player][hand]
            assert (
                f"<td>hand {hand}</td><td align='right'>{percent(chance)}</td>"
                f"<td align='right'>{signed(worth)}</td>"
            ) in table


def test_myra_has_a_bar_a_best_move_and_a_line(qtbot, main_window) -> None:
    main_window.start_game("myra")
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    a = panel.shown
    assert a.best in main_window.controller.state.legal_moves()
    assert panel.bar.value is not None
    assert _words(panel.line).startswith("Best move: ")
    assert len(a.line) >= 2


def test_the_endgames_being_solved_show_their_progress(qtbot, main_window) -> None:
    """While the 24-point endgames of the game on the board are being solved (in any process:
    here this one reports, as the child that plays or analyses does), the dock says how far it
    has come; the analysis searches meanwhile. Another game's solve is not shown."""
    from morra_suite.ai.mill import endgames
    from morra_suite.ai.mill.convert import config_from_rules

    nine = replace(mill.MillRules.preset("nine"), remove_from_mills=True)  # no shipped tables
    endgames.report(endgames.progress_name(config_from_rules(nine)), 1, 3, "3-v-4")
    main_window.start_game("mill", "nine", nine)
    panel = open_panel(qtbot, main_window)
    qtbot.waitUntil(lambda: panel.solving.isVisible(), timeout=5000)
    assert panel.solving.text() == "Solving the endgames… 33 %"
    wait_for_answer(qtbot, main_window, panel)
    assert not panel.shown.solved  # searched meanwhile
    main_window.start_game("mill", "three")
    qtbot.waitUntil(lambda: panel.solving.isHidden(), timeout=5000)


def test_six_mens_morris_solved_in_the_background_then_exact(
    qtbot, main_window, monkeypatch, request, tmp_path
) -> None:
    """Six Men's Morris (here with four pieces a side, solved in a second): the dock shows the
    solve's progress while it runs, drops the line when it is over, and from then on the
    analysis says the exact result from the tables."""
    from morra_suite.ai.mill import endgames, native, six
    from morra_suite.ai.mill.convert import config_from_rules
    from morra_suite.ai.mill.table_files import cache_dir, save_table
    from morra_suite.controllers import analyser
    from morra_suite.core.files import write_text_atomic

    if not native.available():
        pytest.skip("the solver is the native core's")
    # analyse in this process, so the test sees the solution arrive in its loader
    monkeypatch.setattr(analyser, "runs_in_child", lambda state: False)
    rules = replace(mill.MillRules.preset("six"), pieces=4)
    cfg = config_from_rules(rules)
    name = six.progress_name(cfg)
    alive = "import time; time.sleep(60)"  # a stand-in process that lives on: no wait of the test
    other = subprocess.Popen([sys.executable, "-c", alive])
    request.addfinalizer(lambda: (other.kill(), other.wait()))

    def report(done: int, what: str) -> None:  # as the other process, which is solving it
        # written aside, then put in place whole with the other's pid: the solve's own thread
        # in this process polls the file, and must never see this process's pid or half a file
        endgames.report(name, done, 100, what, folder=tmp_path)
        text = endgames.progress_file(name, tmp_path).read_text()
        theirs = text.replace(f'"pid": {os.getpid()}', f'"pid": {other.pid}')
        write_text_atomic(endgames.progress_file(name), theirs)

    report(40, "layer 5")
    main_window.start_game("mill", "six", rules)
    main_window.view.animate = False
    panel = open_panel(qtbot, main_window)
    qtbot.waitUntil(lambda: panel.solving.isVisible(), timeout=5000)
    assert panel.solving.text() == "Solving Six Men's Morris… 40 %"
    wait_for_answer(qtbot, main_window, panel)
    assert not panel.shown.solved  # searched meanwhile
    report(75, "layer 1")
    qtbot.waitUntil(lambda: panel.solving.text().endswith("75 %"), timeout=5000)
    _solution, blob = six.solve(cfg)  # ... and it finishes: its file, then no progress file
    save_table(blob, cache_dir() / six.file_name(cfg), six.table_id(cfg), 1)
    endgames.progress_file(name).unlink()
    qtbot.waitUntil(lambda: panel.solving.isHidden(), timeout=5000)
    qtbot.waitUntil(lambda: six.rules_key(cfg) in six._background.ready, timeout=10000)
    click(qtbot, main_window.view, "c2")
    wait_for_answer(qtbot, main_window, panel)
    assert panel.shown.solved and panel.shown.source == "table"
    assert panel.headline.text() == "Draw"


def test_a_forced_move_is_valued_as_the_position_after_it_in_the_panel(qtbot, main_window) -> None:
    """One legal move (c4-c5), after which Black wins by force: the panel says Black wins (one
    ply longer than after the move), never "+0.00"."""
    main_window.start_from_position(
        "mill", "nine w:g4,b2,d1,c4,g1,g7,c3 b:d2,a1,d5,f6,d3,d7,f4,b4 hand:0,0 to:w"
    )
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    assert panel.headline.text().startswith("Black wins in ")
    assert "0.00" not in panel.headline.text()
    assert panel.bar.value == -1.0
    assert _words(panel.line).startswith("Best move: c4-c5\n")


def test_numbers_never_read_negative_zero() -> None:
    assert signed(-0.001) == "0.00" and signed(-0.0) == "0.00"
    assert pieces_text(-0.0001) == "0.0 pieces"
    assert signed(float("nan")) == "–"


def _words(label) -> str:
    """A label's words as read (the invisible word joiners that keep each move on one line
    left out)."""
    return label.text().replace(WORD_JOINER, "")


def test_the_line_never_breaks_inside_a_move(qtbot, main_window) -> None:
    from PySide6.QtGui import QTextLayout, QTextOption

    main_window.start_from_position("mill", CLOSE_A_MILL)  # a line of slides: d7-a7x...
    panel = open_panel(qtbot, main_window)
    wait_for_answer(qtbot, main_window, panel)
    text = panel.line.text().split("\n")[1]
    moves = _words(panel.line).split("\n")[1].removeprefix("Line: ").split()
    assert len(moves) > 1 and all("-" in move for move in moves[:2])
    for width in range(30, 200, 7):
        layout = QTextLayout(text, panel.line.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            shown = text[line.textStart() : line.textStart() + line.textLength()].strip()
            assert not shown.endswith("-"), (width, shown)
        layout.endLayout()
