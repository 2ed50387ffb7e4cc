"""Hint (toolbar button, Ctrl+H) through the real window: the best move drawn on the mill and
Myra boards and cleared by the next move; Morra's optimal mix and chance to win in words."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from mill_helpers import clicks
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from morra_suite.ai import analyse
from morra_suite.games import mill
from morra_suite.ui.commands.hint import Hint, show_hint
from morra_suite.ui.panels.analysis_panel import percent

# White closes a1-a4-a7 by d7-a7 and takes a piece; nothing else comes close.
CLOSE_A_MILL = "nine w:a1,a4,d7,b4,b2,f2 b:g7,g1,f4,d3,c5,e5 hand:0,0 to:w"


@pytest.fixture(autouse=True)
def solver_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "solver-cache"
    monkeypatch.setenv("MORRA_SUITE_CACHE_DIR", str(folder))
    return folder


def hint_marks(view) -> list:
    return [item for item in view.scene().items() if item.data(0) == "hint"]


def marked_at(view, name: str) -> bool:
    at = view.scene_point(name)
    return any(item.contains(item.mapFromScene(at)) for item in hint_marks(view))


def press_hint_button(qtbot, window) -> None:
    button = window.toolbar.widgetForAction(window.hint_action)
    assert isinstance(button, QToolButton) and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_toolbar_has_new_undo_redo_and_hint(main_window) -> None:
    actions = main_window.toolbar.actions()
    assert actions == [
        main_window.new_action,
        main_window.undo_action,
        main_window.redo_action,
        main_window.hint_action,
    ]
    assert main_window.hint_action.shortcut().toString() == "Ctrl+H"
    assert not main_window.hint_action.isEnabled()  # no game yet


def test_a_mill_that_can_be_closed_is_the_hint_and_goes_with_the_move(qtbot, main_window) -> None:
    main_window.start_from_position("mill", CLOSE_A_MILL)
    view = main_window.view
    view.animate = False
    press_hint_button(qtbot, main_window)
    qtbot.waitUntil(lambda: view.hint is not None, timeout=30000)
    hint = view.hint
    assert hint in main_window.controller.state.legal_moves()
    assert str(hint).startswith("d7-a7x")
    assert marked_at(view, "d7") and marked_at(view, "a7")
    assert marked_at(view, str(hint)[-2:])  # the piece it takes
    assert not marked_at(view, "g4")
    assert f"Hint: {hint}" in main_window.status_text()
    clicks(qtbot, view, str(hint))  # the person plays it
    assert [str(m) for m in main_window.controller.record.moves] == [str(hint)]
    assert view.hint is None and hint_marks(view) == []


def test_three_mens_morris_with_diagonals_hints_b2_by_ctrl_h(qtbot, main_window) -> None:
    rules = replace(mill.MillRules.preset("three"), diagonals=True)
    main_window.start_game("mill", "three", rules)
    view = main_window.view
    qtbot.keyClick(main_window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: view.hint is not None, timeout=30000)
    assert str(view.hint) == "b2"
    assert marked_at(view, "b2") and not marked_at(view, "a1")
    assert Hint.of(main_window).shown.result == "win"


def test_no_hint_while_the_computer_is_to_move_or_the_game_is_over(qtbot, main_window) -> None:
    main_window.start_from_position("mill", "nine w:a7,d7,g4,a1 b:g1,e3,c5 hand:0,0 to:w")
    clicks(qtbot, main_window.view, "g4-g7xe3")  # White wins
    assert not show_hint(main_window)
    assert "nothing to hint" in main_window.status_text()


def test_morra_hint_gives_the_optimal_mix_and_the_chance_to_win(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Computer", True, 1)])
    controller = main_window.controller
    qtbot.keyClick(main_window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    hint = Hint.of(main_window)
    qtbot.waitUntil(lambda: hint.popup is not None and hint.popup.isVisible(), timeout=30000)
    expected = analyse(controller.state)
    text = hint.popup.text()
    assert "Ann" in text and "Computer" not in text  # the person's mix only
    for choice, chance in expected.best[0].items():
        if chance > 5e-4:
            assert f"field 0.{choice}: {percent(chance)}" in text
    assert f"Your chance to win: {percent(expected.chances[0])}" in text


def test_myra_hint_is_a_legal_move_drawn_on_the_board(qtbot, main_window) -> None:
    main_window.start_game("myra")
    view = main_window.view
    state = main_window.controller.state
    show_hint(main_window)
    qtbot.waitUntil(lambda: view.hint is not None, timeout=30000)
    assert view.hint in state.legal_moves()
    assert len(hint_marks(view)) >= 2
    view.show_hint(None)
    assert hint_marks(view) == []
