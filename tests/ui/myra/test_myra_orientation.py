"""The Myra board turned so that a given player's queen corner is at the bottom: the holes,
pieces, trays and coordinates turn with it, texts stay upright, and a click lands on the hole
drawn under the mouse."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from morra_suite.games.myra.board import hole_index as h
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.myra.items import PieceItem


def _moves(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def _click_at(qtbot, view, scene_pos: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_pos))


def _close(a: QPointF, b: QPointF) -> bool:
    return math.hypot(a.x() - b.x(), a.y() - b.y()) < 0.5


def test_blue_at_the_bottom_then_clicks_select_and_move_by_where_holes_are_drawn(
    qtbot, main_window
) -> None:
    main_window.start_game("myra", count=2)
    view = main_window.view
    scene = view.myra_scene
    view.set_orientation(1)
    assert view.orientation() == 1
    # Blue's queen corner (k11) is drawn where Red's (a1) is on an unturned board, and back
    assert _close(scene.hole_point(h("k11")), HOLE_POINTS[h("a1")])
    assert _close(scene.hole_point(h("a1")), HOLE_POINTS[h("k11")])
    queens = {
        item.piece.player: item.pos()
        for item in scene.items()
        if isinstance(item, PieceItem) and item.piece.is_queen
    }
    assert _close(queens[1], HOLE_POINTS[h("a1")]) and _close(queens[0], HOLE_POINTS[h("k11")])
    assert queens[1].y() > 0  # Blue's queen is in the lower half now
    # Red's troop of 3 on b2 is drawn where j10 is on an unturned board: a click there selects it
    _click_at(qtbot, view, HOLE_POINTS[h("j10")])
    assert view.gesture is not None and view.gesture.path == (h("b2"),)
    assert "troop of 3 on b2" in main_window.status_text()
    # a click where c4 is drawn now asks how many balls go, beside c4 as it is drawn...
    _click_at(qtbot, view, scene.hole_point(h("c4")))
    assert view.gesture.path == (h("b2"), h("c4"))
    question = scene.choice_item
    assert question is not None
    assert math.dist(
        (question.pos().x(), question.pos().y()),
        (scene.hole_point(h("c4")).x(), scene.hole_point(h("c4")).y()),
    ) < math.dist(
        (question.pos().x(), question.pos().y()),
        (HOLE_POINTS[h("c4")].x(), HOLE_POINTS[h("c4")].y()),
    )
    # ...and its button "all 3" moves the whole troop there
    _click_at(qtbot, view, question.scene_point_of("3"))
    assert _moves(main_window) == ["b2-c4"]
    turned_c4 = scene.hole_point(h("c4"))
    moved = [i for i in scene.items() if isinstance(i, PieceItem) and _close(i.pos(), turned_c4)]
    assert [(i.piece.player, i.piece.size) for i in moved] == [(0, 3)]


def test_every_corner_of_three_players_can_be_at_the_bottom(qtbot, main_window) -> None:
    main_window.start_game("myra", count=3)
    view = main_window.view
    scene = view.myra_scene
    main_window.preferences.set_show_coordinates(True)
    corners = ("a1", "f11", "k6")  # Red, Blue, Green
    for player, corner in enumerate(corners):
        view.set_orientation(player)
        assert _close(scene.hole_point(h(corner)), HOLE_POINTS[h("a1")]), (player, corner)
        # the player's tray sits beside the corner at the bottom
        tray = scene._trays[player]
        assert tray.pos().y() > 0 and tray.pos().x() < 0
        # the coordinates turned too: the label of row a stays beside a1's end of its row
        letter_a = next(at for at, text in scene._coordinates.labels if text == "a")
        a1 = scene.hole_point(h("a1"))
        assert math.hypot(letter_a.x() - a1.x(), letter_a.y() - a1.y()) < 80
        # a click where the corner hole is drawn lands on it (a queen: the turn's player's own)
        assert scene.hole_at(HOLE_POINTS[h("a1")]) == h(corner)
    view.set_orientation(0)
    assert _close(scene.hole_point(h("a1")), HOLE_POINTS[h("a1")])
