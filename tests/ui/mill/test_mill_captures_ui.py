"""The captures without a mill through the real window: a capture pending is drawn as a mill's
removal is (the pieces it may take ringed, the prompt to choose), made by clicks on the viewport;
and Edit › Copy Position as Sanmill FEN, on where the position has such a FEN and off, with the
reason in its status tip, where it has not."""

from __future__ import annotations

import mill_helpers
from PySide6.QtGui import QGuiApplication

from morra_suite.games import mill
from morra_suite.ui.mill.items import PIECE, REMOVABLE, ROLE

INTERVENTION = "nine(intervention=yes) w:d2,a7,g1 b:c3,e3,b6,f6 hand:0,0 to:w"
LEAP = "nine(leap=yes) w:d1,a7,g7,a1 b:d2,b6,f6,c5 hand:0,0 to:w"


def click(qtbot, view, name: str) -> None:
    mill_helpers.click(qtbot, view, name)
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)


def ringed(view) -> set[str]:
    scene = view.mill_scene
    found = set()
    for item in scene.items():
        if item.data(ROLE) == REMOVABLE:
            point = scene.point_at(item.mapToScene(item.boundingRect().center()))
            if point is not None:
                found.add(mill.point_name(point))
    return found


def pieces(view) -> set[str]:
    scene = view.mill_scene
    return {
        mill.point_name(scene.point_at(i.pos())) for i in scene.items() if i.data(ROLE) == PIECE
    }


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def test_an_intervention_takes_both_pieces_by_clicks(qtbot, main_window) -> None:
    main_window.start_from_position("mill", INTERVENTION)
    view = main_window.view
    click(qtbot, view, "d2")
    click(qtbot, view, "d3")  # between c3 and e3: the capture is pending
    assert moves_of(main_window) == []
    assert "choose a piece to remove" in main_window.status_text()
    assert ringed(view) == {"c3", "e3"}
    click(qtbot, view, "b6")  # not one the capture takes
    assert moves_of(main_window) == [] and ringed(view) == {"c3", "e3"}
    click(qtbot, view, "c3")
    assert moves_of(main_window) == [] and ringed(view) == {"e3"}  # its partner must go too
    click(qtbot, view, "e3")
    assert moves_of(main_window) == ["d2-d3xc3xe3"]
    assert {"c3", "e3"}.isdisjoint(pieces(view)) and "d3" in pieces(view)


def test_a_leap_jumps_and_takes_by_clicks(qtbot, main_window) -> None:
    main_window.start_from_position("mill", LEAP)
    view = main_window.view
    click(qtbot, view, "d1")
    click(qtbot, view, "d3")  # not next to d1: a leap over d2
    assert ringed(view) == {"d2"}
    click(qtbot, view, "d2")
    assert moves_of(main_window) == ["d1-d3xd2"]
    assert "d2" not in pieces(view) and "d3" in pieces(view)


def test_copy_position_as_sanmill_fen(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    click(qtbot, main_window.view, "d6")
    action = main_window.extra_action("mill", "copy_sanmill")
    assert action.isEnabled()
    action.trigger()
    assert QGuiApplication.clipboard().text() == mill.sanmill_fen(main_window.controller.state)
    assert "Sanmill FEN copied" in main_window.status_text()
    main_window.start_game("mill", "six")  # the 16-point board has no Sanmill FEN
    assert not action.isEnabled()
    assert "24-point" in action.statusTip()
    main_window.start_game("morra", main_window.available_kits()["morra"].game.default_variant())
    assert not action.isEnabled() and "no Sanmill FEN" in action.statusTip()


def test_a_captures_own_settings_wait_for_it_in_the_settings_dialog(qtbot, main_window) -> None:
    from PySide6.QtCore import Qt

    dialog = main_window.open_settings("mill")
    qtbot.waitExposed(dialog)
    box = dialog.editors["leap"]
    dependents = ("leap_lines", "leap_when", "leap_three")
    assert not box.isChecked()
    assert not any(dialog.editors[name].isEnabled() for name in dependents)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)  # as a person ticks it from the keyboard
    assert box.isChecked() and all(dialog.editors[name].isEnabled() for name in dependents)
    assert dialog.editors["custodian_lines"].isEnabled() is False  # another capture's stay off
    dialog.reject()
