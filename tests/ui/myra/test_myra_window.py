"""Myra in the real main window: clicks on its board view, its status line, Save and Open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qt_events import open_and_wait

from morra_suite.games import myra
from morra_suite.games.myra.board import hole_index as h
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.myra.view import MyraBoardView


def _click(qtbot, window, hole: str) -> None:
    view = window.view
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(HOLE_POINTS[h(hole)])
    )


def _moves(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def test_three_player_game_in_the_window_to_its_end(qtbot, main_window):
    text = "a1=AQ,b1=B1,f11=BQ,j6=A1,k6=CQ,k7=C3 A A:25,B:25,C:25"
    assert main_window.start_from_position("myra", text)
    assert isinstance(main_window.view, MyraBoardView)
    assert "Red" in main_window.status_text()
    _click(qtbot, main_window, "k7")
    assert "not yours" in main_window.status_text()
    _click(qtbot, main_window, "j6")
    _click(qtbot, main_window, "k6")
    assert _moves(main_window) == ["j6xk6"]
    assert main_window.controller.state.piece_at(myra.hole_index("k7")) == myra.Piece(0, 3)
    assert "Blue" in main_window.status_text()
    _click(qtbot, main_window, "b1")
    _click(qtbot, main_window, "a1")
    outcome = main_window.controller.outcome()
    assert outcome is not None and outcome.winner == 1
    assert "Blue wins" in main_window.status_text()


def test_moves_typed_and_clicked_then_saved_and_opened(qtbot, main_window, tmp_path):
    main_window.start_game("myra", count=2)
    view = main_window.view
    assert isinstance(view, MyraBoardView)
    _click(qtbot, main_window, "a4")
    _click(qtbot, main_window, "a5")
    qtbot.keyClick(view, Qt.Key.Key_1)
    view.move_field.setFocus()
    qtbot.keyClicks(view.move_field, "k8-k7")
    qtbot.keyClick(view.move_field, Qt.Key.Key_Return)
    assert _moves(main_window) == ["1a4-a5", "k8-k7"]
    path = tmp_path / "game.myra"
    assert main_window.save_to(path)
    main_window.start_game("myra", count=3)
    assert _moves(main_window) == []
    assert open_and_wait(qtbot, main_window, path)
    assert _moves(main_window) == ["1a4-a5", "k8-k7"]
    assert main_window.controller.state.num_players == 2


def test_the_result_ribbon_shows_the_window_words(qtbot, main_window):
    assert main_window.start_from_position("myra", "a1=AQ,j10=A1,k11=BQ A A:1,B:1")
    scene = main_window.view.myra_scene
    assert scene.result_text is None
    _click(qtbot, main_window, "j10")
    _click(qtbot, main_window, "k11")
    assert scene.result_text is not None and "Red wins" in scene.result_text
    main_window.controller.undo()
    qtbot.waitUntil(lambda: scene.result_text is None, timeout=2000)


def test_enter_in_the_move_box_closes_its_list_and_the_next_click_reaches_the_board(
    qtbot, main_window
):
    """After a typed move and Enter, an empty list of completions stayed under the box and took
    the next click on the board ("f6 is not yours")."""
    main_window.start_game("myra", count=2)
    view = main_window.view
    field = view.move_field
    field.setFocus()
    popup = field.completer().popup()
    qtbot.keyClicks(field, "a4-a")
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClicks(field, "5")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert _moves(main_window) == ["a4-a5"]
    qtbot.waitUntil(lambda: not popup.isVisible())
    _click(qtbot, main_window, "k8")  # Blue's troop: chosen, not refused
    assert "not yours" not in main_window.status_text()
    _click(qtbot, main_window, "k7")
    qtbot.keyClick(view, Qt.Key.Key_1)  # one soldier of the two goes
    assert _moves(main_window) == ["a4-a5", "1k8-k7"]
    assert not popup.isVisible()


def test_two_computers_at_a_three_player_table_have_trays_named_by_colour(qtbot, main_window):
    from PySide6.QtWidgets import QDialogButtonBox

    main_window.computer_delay_ms = 10**6  # the computers wait: the trays are what is looked at
    dialog = main_window.new_game_dialog("myra")
    dialog.count_box.setCurrentIndex(dialog.count_box.findData(3))
    qtbot.keyClicks(dialog.rows[0].name, "Ann")
    for row in dialog.rows[1:]:
        row.kind.setCurrentIndex(row.kind.findData(True))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    trays = main_window.view.myra_scene._trays
    assert [tray.name for tray in trays] == ["Ann", "Blue", "Green"]
