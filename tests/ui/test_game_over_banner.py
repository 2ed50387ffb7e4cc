"""One game-over presentation: every ending gets a banner on the board, in every game.

Before, a blockade win had a banner on the mill board, a resignation only a status line and
Morra's race won no banner at all.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox


def _answer_yes(qtbot, window) -> None:
    box = window.play_actions.question
    qtbot.mouseClick(
        box.button(QMessageBox.StandardButton.Yes),
        Qt.MouseButton.LeftButton,
    )


def test_morras_race_won_has_a_banner_on_the_board(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    controller = main_window.controller
    rng = random.Random(4)
    for _ in range(500):
        if controller.outcome() is not None:
            break
        for player in controller.state.choosers():
            controller.submit_choice(player, rng.choice(controller.state.legal_choices(player)))
    outcome = controller.outcome()
    assert outcome is not None
    view = main_window.view
    expected = main_window.kit.describe_end(outcome, controller.names)
    assert view.outcome_text == expected
    banner = view._outcome_banner
    assert banner.isVisible() and banner.y() < view.viewport().height() // 4  # over the top
    main_window.undo()  # back in the game: the banner goes
    assert view.outcome_text is None


def test_a_resigned_morra_game_has_its_banner(qtbot, main_window) -> None:
    main_window.start_game("morra", "quick", players=[("Ann", False, 1), ("Ben", False, 1)])
    main_window.resign_action.trigger()
    _answer_yes(qtbot, main_window)
    assert main_window.view.outcome_text == main_window.status_text()
    assert "resigned" in main_window.view.outcome_text


def test_a_resigned_myra_game_has_its_ribbon(qtbot, main_window) -> None:
    main_window.start_game("myra", count=2)
    main_window.resign_action.trigger()
    _answer_yes(qtbot, main_window)
    assert "resigned" in main_window.status_text()
    assert main_window.view.myra_scene.result_text == main_window.status_text()


def test_a_resigned_mill_game_is_over_on_the_board_in_the_hint_and_the_analysis(
    qtbot, main_window
) -> None:
    from morra_suite.ui.panels.analysis_panel import AnalysisPanel

    main_window.start_game("mill", "nine")
    main_window.analysis_action.trigger()
    panel = AnalysisPanel.of(main_window)
    main_window.resign_action.trigger()
    _answer_yes(qtbot, main_window)
    said = main_window.status_text()
    assert "resigned" in said
    view = main_window.view
    picture = view._picture()
    assert picture.ribbon == said and picture.active is None  # the trays stop glowing
    assert panel.headline.text() == said and panel.line.text() == ""  # no best move offered
    main_window.hint_action.trigger()
    assert "over" in main_window.status_text() and view.hint is None
