"""Every kind of move in progress of the wider mill family, drawn and made through the real
window the way a mill's removal is: the pieces that may be taken ringed, the side that removes
glowing and told what to do; pieces taken under "mark" stay on their points, struck through,
until placing ends."""

from __future__ import annotations

import mill_helpers

from morra_suite.games import mill
from morra_suite.ui.mill.items import MARKED, PIECE, REMOVABLE, ROLE

# Da San Qi: White closes a7-d7-g7 by placing; the piece taken is marked, not gone.
MARKING = "da_san_qi w:a7,d7 b:a1,d1,b2 hand:2,1 to:w"
# Under "own" a mill closed by placing makes the opponent remove one of their own pieces.
OWN = "nine(placing_mill=own) w:a7,d7 b:a1,d1,b2 hand:2,3 to:w"
# Zhi Qi: White's last piece fills the board: White removes one of Black's, then Black one of
# White's (Black moves after, as the player after the last placement).
FULL = (
    "zhi_qi w:c3,d2,d6,d3,e5,f6,g1,f2,a1,g4,c4 b:d1,b4,g7,d5,d7,a4,b2,a7,c5,e3,f4,b6 hand:1,0 to:w"
)
# El Filja: the last placement ends placing; the mills counted give White two removals in one
# turn, then Black three.
COUNT = (
    "el_filja w:e3,d3,g1,a4,d5,d7,a7,e5,d2,g7,c4 b:d1,f2,e4,b2,d6,c5,a1,b6,b4,c3,f4,f6 "
    "hand:1,0 to:w"
)


def click(qtbot, view, name: str) -> None:
    """A click on the viewport, and the slide it starts let arrive."""
    mill_helpers.click(qtbot, view, name)
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)


def points_of(view, role: str) -> set[str]:
    scene = view.mill_scene
    found = set()
    for item in scene.items():
        if item.data(ROLE) == role:
            point = scene.point_at(item.mapToScene(item.boundingRect().center()))
            if point is not None:
                found.add(mill.point_name(point))
    return found


def pieces(view) -> dict[str, int]:
    scene = view.mill_scene
    return {
        mill.point_name(scene.point_at(i.pos())): i.player
        for i in scene.items()
        if i.data(ROLE) == PIECE
    }


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def owed(window) -> tuple[int, int, int] | None:
    return window.controller.state.removal_due()


def removable_now(window) -> set[str]:
    """The pieces the rules let the side to move take in its removal turn (the rules' answer,
    to compare the drawing with)."""
    state = window.controller.state
    return {mill.point_name(r) for m in state.legal_moves() for r in m.removals}


def test_a_piece_taken_under_mark_stays_struck_through_until_placing_ends(
    qtbot, main_window
) -> None:
    main_window.start_from_position("mill", MARKING)
    view = main_window.view
    assert points_of(view, MARKED) == set()
    click(qtbot, view, "g7")
    assert "choose a piece to remove" in main_window.status_text()
    click(qtbot, view, "a1")
    assert moves_of(main_window) == ["g7xa1"]
    assert points_of(view, MARKED) == {"a1"}  # still on its point, marked
    assert "a1" not in pieces(view)  # but nobody's piece any more
    click(qtbot, view, "a1")  # a marked point takes no piece
    assert moves_of(main_window) == ["g7xa1"]
    click(qtbot, view, "c3")  # Black's last piece
    assert points_of(view, MARKED) == {"a1"}
    click(qtbot, view, "e3")  # White's last piece: placing ends, the marked pieces go
    assert moves_of(main_window) == ["g7xa1", "c3", "e3"]
    assert points_of(view, MARKED) == set() and "a1" not in pieces(view)
    assert "Black: choose a piece to move" in main_window.status_text()  # Black starts moving


def test_own_removal_is_the_opponents_turn_on_their_own_pieces(qtbot, main_window) -> None:
    main_window.start_from_position("mill", OWN)
    view = main_window.view
    click(qtbot, view, "g7")  # closes a7-d7-g7: nothing to choose for White
    assert moves_of(main_window) == ["g7"]
    assert owed(main_window) == (1, 1, 1)
    assert "Black: the rules take one of your pieces: choose which" in main_window.status_text()
    assert points_of(view, REMOVABLE) == {"a1", "d1", "b2"} == removable_now(main_window)
    click(qtbot, view, "a7")  # White's piece: not Black's to remove
    assert moves_of(main_window) == ["g7"]
    click(qtbot, view, "d1")
    assert moves_of(main_window) == ["g7", "xd1"]
    assert "d1" not in pieces(view) and points_of(view, REMOVABLE) == set()
    assert "Black: place a piece" in main_window.status_text()


def test_a_full_board_makes_each_side_remove_by_clicks(qtbot, main_window) -> None:
    main_window.start_from_position("mill", FULL)
    view = main_window.view
    click(qtbot, view, "e4")  # the last empty point
    assert owed(main_window) == (0, 1, 1)
    assert "White: the rules give you a removal: choose one of Black's pieces" in (
        main_window.status_text()
    )
    first = removable_now(main_window)
    assert points_of(view, REMOVABLE) == first
    victim = sorted(first)[0]
    click(qtbot, view, victim)
    assert moves_of(main_window)[-1] == f"x{victim}"
    assert owed(main_window) == (1, 1, 0)
    assert "Black: the rules give you a removal: choose one of White's pieces" in (
        main_window.status_text()
    )
    second = removable_now(main_window)
    assert points_of(view, REMOVABLE) == second and second <= {
        p for p, owner in pieces(view).items() if owner == 0
    }
    click(qtbot, view, sorted(second)[0])
    assert owed(main_window) is None and points_of(view, REMOVABLE) == set()
    assert "Black: choose a piece to move" in main_window.status_text()


def test_el_filjas_count_takes_several_pieces_in_one_turn(qtbot, main_window) -> None:
    main_window.start_from_position("mill", COUNT)
    view = main_window.view
    click(qtbot, view, "g4")  # the last piece: placing ends, the mills are counted
    assert owed(main_window) == (0, 2, 1)
    before = pieces(view)
    first = sorted(points_of(view, REMOVABLE))[0]
    click(qtbot, view, first)  # the first of two: the turn goes on
    assert moves_of(main_window) == ["g4"]
    assert first not in pieces(view) and len(pieces(view)) == len(before) - 1
    assert "White: the rules give you a removal" in main_window.status_text()
    assert first not in points_of(view, REMOVABLE)
    second = sorted(points_of(view, REMOVABLE))[0]
    click(qtbot, view, second)
    assert moves_of(main_window) == ["g4", f"x{min(first, second)}x{max(first, second)}"]
    assert owed(main_window) == (1, 3, 0)
    assert points_of(view, REMOVABLE) == removable_now(main_window)
