"""Game › Resign (asked first, shown, saved and reopened as resigned) in all three games, and
View › Flip Board (mill: Black at the bottom; Myra: one's own corner at the bottom)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox
from qt_events import flush_events, open_and_wait

from morra_suite.controllers.game_controller import Seat
from morra_suite.core.outcome import Ending
from morra_suite.games.myra.board import hole_index as h
from morra_suite.ui.myra.geometry import HOLE_POINTS
from tests.ui.mill_helpers import click


class FirstMove:
    """A computer that plays the first legal move at once."""

    def choose(self, state, player, cancelled):
        return state.legal_moves()[0]


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def answer(qtbot, window, button: QMessageBox.StandardButton) -> None:
    box = window.play_actions.question
    assert box is not None and box.isVisible()
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)


def test_mill_resign_asks_then_ends_and_reopens_resigned(qtbot, main_window, tmp_path) -> None:
    main_window.start_game("mill", "nine")
    click(qtbot, main_window.view, "d6")
    action = main_window.resign_action
    assert action.isEnabled()
    action.trigger()
    assert "Does Black resign?" in main_window.play_actions.question.text()
    answer(qtbot, main_window, QMessageBox.StandardButton.Cancel)
    assert main_window.controller.outcome() is None
    action.trigger()
    answer(qtbot, main_window, QMessageBox.StandardButton.Yes)
    outcome = main_window.controller.outcome()
    assert outcome.winner == 0 and outcome.reason is Ending.RESIGNED
    assert main_window.status_text() == "Black resigned: White wins."
    assert main_window.view._outcome_text == "Black resigned: White wins."
    assert not action.isEnabled()
    click(qtbot, main_window.view, "d2")  # nobody moves any more
    assert moves_of(main_window) == ["d6"]
    path = tmp_path / "resigned.txt"
    assert main_window.save_to(path)
    text = path.read_text(encoding="utf-8")
    # the record says who won: White, as Black resigned (and the move text ends with it)
    assert '[Result "1-0"]' in text and '[Resigned "2"]' in text
    assert text.split()[-1] == "1-0"
    main_window.start_game("mill", "nine")
    assert main_window.controller.outcome() is None
    assert open_and_wait(qtbot, main_window, path)
    assert moves_of(main_window) == ["d6"]
    assert main_window.controller.outcome().reason is Ending.RESIGNED
    assert main_window.status_text() == "Opened resigned.txt. Black resigned: White wins."
    assert main_window.view._outcome_text == "Black resigned: White wins."


def test_against_the_computer_the_person_resigns_at_any_time(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    main_window.start_game("mill", "nine", players=[Seat("me"), Seat("cpu", FirstMove(), 1)])
    click(qtbot, main_window.view, "d6")
    qtbot.waitUntil(lambda: len(moves_of(main_window)) == 2, timeout=10000)
    main_window.resign_action.trigger()
    assert "Does me (White) resign?" in main_window.play_actions.question.text()
    answer(qtbot, main_window, QMessageBox.StandardButton.Yes)
    assert main_window.status_text() == "me (White) resigned: cpu (Black) wins."
    main_window.controller._pool.waitForDone(10_000)  # a thought still running ends
    flush_events()  # and its move, queued to this thread, be delivered: none comes
    assert len(moves_of(main_window)) == 2 and not main_window.controller.is_thinking


def test_morra_and_myra_games_resign_and_reopen_resigned(qtbot, main_window) -> None:
    for key, count in (("morra", 2), ("myra", 2)):
        main_window.start_game(key, count=count)
        session = main_window.session
        session.controller.play_move(session.controller.state.legal_moves()[0])
        loser = session.resigner()
        assert loser is not None
        main_window.resign_action.trigger()
        answer(qtbot, main_window, QMessageBox.StandardButton.Yes)
        colours = main_window.kit.colour_names(2)
        expected = f"{colours[loser]} resigned: {colours[1 - loser]} wins."
        assert main_window.status_text() == expected, key
        text = session.game_text()
        # the record's result is the resignation's: the other side won
        winner_result = {
            "morra": ["1-0", "0-1"][1 - loser],
            "myra": ["A", "B"][1 - loser],
        }[key]
        assert f'[Result "{winner_result}"]' in text, key
        assert f'[Resigned "{loser + 1}"]' in text, key
        names = session.names
        main_window.start_game(key, count=count)
        session.open_text(text, main_window.kit.game.file_suffix)
        assert session.resigned == loser, key
        assert session.names == names, key
        assert main_window.status_text() == expected, key


def test_three_players_cannot_resign(main_window) -> None:
    main_window.start_game("myra", count=3)
    assert not main_window.resign_action.isEnabled()


def test_flip_turns_the_mill_board_and_clicks_follow_the_points(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    view = main_window.view
    a1_before = QPointF(view.scene_point("a1"))
    g7_before = QPointF(view.scene_point("g7"))
    main_window.flip_action.trigger()
    assert view.mill_scene.bottom == 1
    # a1 is drawn where g7 was: at the top right, Black's side at the bottom
    a1_after = view.scene_point("a1")
    assert math.dist((a1_after.x(), a1_after.y()), (g7_before.x(), g7_before.y())) < 0.5
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(a1_after))
    assert moves_of(main_window) == ["a1"]
    # where a1 used to be drawn is g7 now
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(a1_before))
    assert moves_of(main_window) == ["a1", "g7"]
    main_window.flip_action.trigger()
    assert view.mill_scene.bottom == 0


def test_against_the_computer_the_persons_side_starts_at_the_bottom(qtbot, main_window) -> None:
    main_window.computer_delay_ms = 0
    main_window.start_game("mill", "nine", players=[Seat("cpu", FirstMove(), 1), Seat("me")])
    assert main_window.view.mill_scene.bottom == 1
    main_window.start_game("mill", "nine")
    assert main_window.view.mill_scene.bottom == 0


def test_flip_puts_the_next_myra_corner_at_the_bottom(qtbot, main_window) -> None:
    main_window.start_game("myra", count=2)
    view = main_window.view
    main_window.flip_action.trigger()
    assert view.orientation() == 1
    # Red's troop on b2 is drawn where j10 is on an unturned board: a click there selects it
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(HOLE_POINTS[h("j10")])
    )
    assert view.gesture is not None and view.gesture.path == (h("b2"),)
    main_window.computer_delay_ms = 0
    main_window.start_game("myra", players=[Seat("cpu", FirstMove(), 1), Seat("me")])
    assert main_window.view.orientation() == 1  # one's own corner at the bottom
