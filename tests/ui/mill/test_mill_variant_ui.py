"""The wider mill family through the real window: a removal the rules owe is chosen by clicks on
the board (the removable pieces drawn as after a mill), and the Settings dialog disables what a
choice makes meaningless."""

from __future__ import annotations

from mill_helpers import click
from PySide6.QtCore import Qt

from morra_suite.games import mill
from morra_suite.ui.mill.items import REMOVABLE, ROLE

# White's three cannot move (no flying): Zhi Qi has the blocked player remove a piece and move.
BLOCKED = "zhi_qi(flying=no) w:a1,d1,g1 b:a4,d2,g4,b2,f2,a7 hand:0,0 to:w"


def removable_points(view) -> set[str]:
    scene = view.mill_scene
    found = set()
    for item in scene.items():
        if item.data(ROLE) == REMOVABLE:
            point = scene.point_at(item.mapToScene(item.boundingRect().center()))
            if point is not None:
                found.add(mill.point_name(point))
    return found


def test_a_blocked_player_removes_by_a_click(qtbot, main_window) -> None:
    main_window.start_from_position("mill", BLOCKED)
    view = main_window.view
    state = main_window.controller.state
    expected = {mill.point_name(m.removals[0]) for m in state.legal_moves()}
    assert all(m.is_removal_only for m in state.legal_moves())
    assert removable_points(view) == expected
    click(qtbot, view, "a7")
    assert [str(m) for m in main_window.controller.record.moves] == ["xa7"]
    after = main_window.controller.state
    assert after.piece_at("a7") is None and after.to_move == 0  # and White moves on


def test_full_board_removals_disable_the_first_player_loses_reading(qtbot, main_window) -> None:
    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    combo = dialog.editors["full_board_removal"]
    loses = dialog.editors["full_board_first_loses"]
    assert combo.currentData() == "none" and loses.isEnabled()
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the next choice, as a person picks it
    assert combo.currentData() == "first_then_second"
    assert not loses.isEnabled() and not dialog.labels["full_board_first_loses"].isEnabled()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert loses.isEnabled()
    dialog.reject()
