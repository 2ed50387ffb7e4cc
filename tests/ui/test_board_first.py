"""The board first: with View › Analysis on, the board keeps the window's width and the
evaluation is a slim bar beside it and a few lines under the moves (no full-height dock), and
the window can be made as small as 800×600."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from qt_events import flush_events

from morra_suite.ui.panels.analysis_panel import AnalysisPanel


def _show_analysis(qtbot, window) -> AnalysisPanel:
    window.analysis_action.trigger()  # as View › Analysis does
    panel = AnalysisPanel.of(window)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: panel.shown is not None, timeout=30000)
    flush_events()
    return panel


def _left_in_window(window, widget) -> int:
    return widget.mapTo(window, QPoint(0, 0)).x()


@pytest.mark.parametrize("key", ["mill", "myra", "morra"])
def test_the_board_takes_most_of_the_width_with_the_analysis_shown(qtbot, main_window, key):
    main_window.resize(1600, 1000)
    main_window.start_game(key, players=[("", False, 1), ("", True, 1)])
    panel = _show_analysis(qtbot, main_window)
    view = main_window.view
    assert view.width() >= 0.65 * main_window.width(), (view.width(), main_window.width())
    bar = panel.bar
    assert bar.isVisible() and bar.width() <= 24  # slim
    assert bar.height() >= 0.8 * view.height()  # standing the board's height
    assert _left_in_window(main_window, bar) >= _left_in_window(main_window, view) + view.width()
    # the words: under the move list, in the side panel, not a column of their own
    moves = main_window.move_list
    assert (
        panel.headline.mapTo(main_window, QPoint(0, 0)).y()
        > moves.mapTo(main_window, QPoint(0, moves.height())).y()
    )
    assert panel.height() < 0.4 * main_window.height()


def test_three_players_standing_stands_beside_the_board(qtbot, main_window) -> None:
    main_window.resize(1600, 1000)
    main_window.start_game("myra", count=3)
    panel = _show_analysis(qtbot, main_window)
    qtbot.waitUntil(panel.standing.isVisible, timeout=30000)
    view = main_window.view
    assert view.width() >= 0.65 * main_window.width()
    assert panel.standing.width() <= 24 and panel.standing.height() >= 0.8 * view.height()


@pytest.mark.parametrize("key", ["mill", "myra"])
def test_the_window_can_be_800_by_600_with_the_analysis_shown(qtbot, main_window, key) -> None:
    main_window.start_game(key, players=[("", False, 1), ("", True, 4)])
    _show_analysis(qtbot, main_window)
    main_window.resize(800, 600)
    flush_events()
    assert main_window.minimumSizeHint().width() <= 800
    assert main_window.width() == 800 and main_window.height() == 600


def test_the_analysis_stays_on_the_game_page(qtbot, main_window) -> None:
    """Back on the chooser the last game's analysis is not shown; the next game brings it."""
    main_window.start_game("mill", "nine")
    panel = _show_analysis(qtbot, main_window)
    main_window.show_chooser()
    assert not panel.isVisible() and not panel.bar.isVisible()
    assert main_window.analysis_action.isChecked()  # still asked for
    main_window.start_game("myra")
    qtbot.waitUntil(lambda: panel.isVisible() and panel.bar.isVisible(), timeout=5000)


def test_the_analysis_can_be_asked_for_on_the_chooser(qtbot, main_window) -> None:
    main_window.analysis_action.trigger()
    assert main_window.analysis_action.isChecked()
    main_window.start_game("mill", "nine")
    panel = AnalysisPanel.of(main_window)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.bar.isVisible()
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not main_window.analysis_action.isChecked(), timeout=5000)
    assert not panel.bar.isVisible()
