"""A mill closed by clicks, through the real window: while its owner picks the piece to remove,
the piece that closed it stands on its point, the mill glows and the tray keeps the position's
count (as the side panel does), the piece on its way drawn faded;
Escape takes the half-made move back; the removal click plays the whole move."""

from __future__ import annotations

from mill_helpers import click
from PySide6.QtCore import Qt

from morra_suite.games import mill
from morra_suite.games.mill import gestures
from morra_suite.ui.mill.items import GLOW, PIECE, REMOVABLE, ROLE, TAKEN, TRAIL

# White places on g7 and closes a7-d7-g7 (the picture in docs/screenshots/mill-removal.png).
PLACING = "nine w:a7,d7,b4,f4,e3 b:g4,d6,b2,f2,c5 hand:4,4 to:w"
SLIDING = "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w"


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def settle(qtbot, view) -> None:
    """Lets a slide arrive (the sliding piece stands in for the piece until then)."""
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)


def items(view, role: str) -> list:
    return [i for i in view.mill_scene.items() if i.data(ROLE) == role]


def points_of(view, role: str) -> set[str]:
    """The points under the drawn items of ``role`` (rings are centred on their point)."""
    scene = view.mill_scene
    found = set()
    for item in items(view, role):
        point = scene.point_at(item.mapToScene(item.boundingRect().center()))
        if point is not None:
            found.add(mill.point_name(point))
    return found


def pieces(view) -> dict[str, int]:
    """What the board shows: point name -> 0 (white) or 1 (black)."""
    scene = view.mill_scene
    return {mill.point_name(scene.point_at(i.pos())): i.player for i in items(view, PIECE)}


def tray_count(view, player: int) -> str:
    (badge,) = items(view, f"tray-count-{player}")
    return badge.text()


def escape(qtbot, view) -> None:
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)


def test_a_placement_into_a_mill_is_drawn_before_the_removal_and_escape_takes_it_back(
    qtbot, main_window
) -> None:
    main_window.start_from_position("mill", PLACING)
    view = main_window.view
    before = pieces(view)
    assert "g7" not in before and tray_count(view, 0) == "4"
    assert not items(view, GLOW)

    click(qtbot, view, "g7")
    settle(qtbot, view)
    assert main_window.controller.record.cursor == 0  # nothing is played yet
    assert "White: choose a piece to remove (Esc takes the move back)" in main_window.status_text()
    assert pieces(view) == {**before, "g7": 0}  # the piece stands on its point
    # nothing is played yet: the tray counts the position's hand, as the side panel does
    assert tray_count(view, 0) == "4" and tray_count(view, 1) == "4"
    assert points_of(view, GLOW) == {"a7", "d7", "g7"}  # the mill glows
    removable = gestures.begin(main_window.controller.state, None, "g7").removable()
    assert points_of(view, REMOVABLE) == {mill.point_name(p) for p in removable}

    escape(qtbot, view)
    assert pieces(view) == before
    assert tray_count(view, 0) == "4"
    assert not items(view, GLOW) and not items(view, REMOVABLE)
    assert "White: place a piece" in main_window.status_text()
    assert main_window.controller.record.cursor == 0

    click(qtbot, view, "g7")
    settle(qtbot, view)
    click(qtbot, view, "c3")  # empty: refused, the move in progress stays
    assert "c3 is empty" in main_window.status_text()
    assert pieces(view)["g7"] == 0
    click(qtbot, view, "d6")
    assert moves_of(main_window) == ["g7xd6"]
    settle(qtbot, view)
    after = {**before, "g7": 0}
    del after["d6"]
    assert pieces(view) == after
    assert tray_count(view, 0) == "3"
    assert points_of(view, GLOW) == {"a7", "d7", "g7"}  # the last move's mill still glows
    assert points_of(view, TAKEN) == {"d6"}
    assert "Black: place a piece" in main_window.status_text()


def test_a_slide_into_a_mill_leaves_its_point_until_escape(qtbot, main_window) -> None:
    main_window.start_from_position("mill", SLIDING)
    view = main_window.view
    before = pieces(view)
    click(qtbot, view, "g4")
    click(qtbot, view, "g1")
    settle(qtbot, view)
    shown = pieces(view)
    assert shown["g1"] == 0 and "g4" not in shown
    assert points_of(view, GLOW) == {"a1", "d1", "g1"}
    assert {"g4", "g1"} <= points_of(view, TRAIL)
    assert points_of(view, REMOVABLE) == {"a7", "d7", "b6", "f6"}
    escape(qtbot, view)
    assert pieces(view) == before
    assert not items(view, GLOW) and not items(view, TRAIL)
    assert "White: choose a piece to move" in main_window.status_text()
    click(qtbot, view, "g4")
    click(qtbot, view, "g1")
    click(qtbot, view, "b6")
    assert moves_of(main_window) == ["g4-g1xb6"]


def test_two_mills_take_two_pieces_one_click_at_a_time(qtbot, main_window) -> None:
    main_window.start_from_position(
        "mill", "nine(removal_per_mill=yes) w:a7,g7,d6,d5 b:a1,g1,b4 hand:5,6 to:w"
    )
    view = main_window.view
    click(qtbot, view, "d7")
    settle(qtbot, view)
    assert points_of(view, GLOW) == {"a7", "d7", "g7", "d6", "d5"}
    assert tray_count(view, 0) == "5"  # the position's count until the move is made
    click(qtbot, view, "g1")
    settle(qtbot, view)
    assert main_window.controller.record.cursor == 0
    assert "g1" not in pieces(view) and points_of(view, TAKEN) == {"g1"}
    assert points_of(view, REMOVABLE) == {"a1", "b4"}
    assert "choose a piece to remove" in main_window.status_text()
    click(qtbot, view, "a1")
    assert moves_of(main_window) == ["d7xa1xg1"]
    settle(qtbot, view)
    assert tray_count(view, 0) == "4"


def test_three_mens_morris_winning_line_glows(qtbot, main_window) -> None:
    main_window.start_game("mill", "three")
    view = main_window.view
    for name in ("a1", "a2", "b1", "b3", "c1"):
        click(qtbot, view, name)
    settle(qtbot, view)
    assert main_window.controller.state.outcome() is not None
    assert points_of(view, GLOW) == {"a1", "b1", "c1"}
