"""Where the mill board puts things: the coordinates beside the grid (Three Men's Morris too),
the board turned so Black sits at the bottom, and labels that stay whole and readable in the
smallest window."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRect, Qt

from morra_suite.games import mill
from morra_suite.ui.mill.items import COORDINATE, ROLE, TRAY_COUNT


def moves_of(window) -> list[str]:
    return [str(m) for m in window.controller.record.moves]


def labels(view) -> dict[str, object]:
    """The coordinate labels drawn, by their text."""
    found = {i.text(): i for i in view.mill_scene.items() if i.data(ROLE) == COORDINATE}
    return found


def line_of(scene, part: int, text: str) -> QPointF:
    """A point of the board on file (``part`` 0) or rank (1) ``text``: where its line runs."""
    return next(at for p, at in scene.points.items() if mill.point_name(p)[part] == text)


def click_at(qtbot, view, scene_pos: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_pos))


@pytest.mark.parametrize("preset", ["three", "six", "nine"])
def test_coordinates_sit_beside_the_grid(qtbot, main_window, preset: str) -> None:
    main_window.start_game("mill", preset)
    main_window.preferences.set_show_coordinates(True)
    view = main_window.view
    scene = view.mill_scene
    grid = scene.grid_rect()
    size = scene.board.grid
    drawn = labels(view)
    files, ranks = "abcdefg"[:size], [str(n) for n in range(1, size + 1)]
    assert sorted(drawn) == sorted([*files, *ranks])
    for text, label in drawn.items():
        assert label.isVisible()
        rect = label.sceneBoundingRect()
        assert not rect.intersects(grid), text  # beside the grid, not on it
        if text in files:  # under the bottom line, on its file's line
            line = line_of(scene, 0, text)
            assert rect.top() > grid.bottom()
            assert abs(rect.center().x() - line.x()) < 1
            distance = rect.center().y() - grid.bottom()
        else:  # left of the left line, on its rank's line
            line = line_of(scene, 1, text)
            assert rect.right() < grid.left()
            assert abs(rect.center().y() - line.y()) < 1
            distance = grid.left() - rect.center().x()
        # clear of a piece on the outer line, and no farther than half a piece beyond it
        assert scene.radius < distance <= scene.radius * 1.5 + 22, (text, distance)


def test_black_at_the_bottom_turns_the_board_and_clicks_follow(qtbot, main_window) -> None:
    main_window.start_game("mill", "nine")
    main_window.preferences.set_show_coordinates(True)
    view = main_window.view
    view.animate = False
    scene = view.mill_scene
    a1, g7 = view.scene_point("a1"), view.scene_point("g7")
    assert a1.x() < g7.x() and a1.y() > g7.y()  # as printed: a1 bottom left
    view.set_orientation(1)
    assert view.orientation() == 1
    turned_a1, turned_g7 = view.scene_point("a1"), view.scene_point("g7")
    assert (turned_a1, turned_g7) == (g7, a1)  # a1 is at the top right now
    # the coordinates turned with the board: "a" under the right line, "1" beside the top one
    drawn = labels(view)
    assert abs(drawn["a"].sceneBoundingRect().center().x() - turned_a1.x()) < 1
    assert abs(drawn["1"].sceneBoundingRect().center().y() - turned_a1.y()) < 1
    assert drawn["a"].sceneBoundingRect().center().y() > scene.grid_rect().bottom()
    # Black's tray is on the left, beside the bottom player
    assert scene.tray_rect(1).center().x() < scene.grid_rect().left()
    assert scene.tray_rect(0).center().x() > scene.grid_rect().right()
    # a click on the top right corner of the turned board places on a1
    corner = QPointF(scene.grid_rect().right(), scene.grid_rect().top())
    click_at(qtbot, view, corner)
    assert moves_of(main_window) == ["a1"]
    # and one on the middle of the bottom line on d7, for Black
    click_at(qtbot, view, QPointF(scene.grid_rect().center().x(), scene.grid_rect().bottom()))
    assert moves_of(main_window) == ["a1", "d7"]
    pieces = {
        mill.point_name(scene.point_at(i.pos())): i.player
        for i in scene.items()
        if i.data(ROLE) == "piece"
    }
    assert pieces == {"a1": 0, "d7": 1}
    view.set_orientation(0)
    assert view.scene_point("a1") == a1
    click_at(qtbot, view, QPointF(scene.grid_rect().right(), scene.grid_rect().top()))
    assert moves_of(main_window) == ["a1", "d7", "g7"]


def test_a_turned_board_moves_and_removes_by_clicks(qtbot, main_window) -> None:
    """The whole move of a turned board: a piece, its point, the piece its mill takes."""
    main_window.start_from_position("mill", "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:w")
    view = main_window.view
    view.set_orientation(1)
    scene = view.mill_scene
    grid = scene.grid_rect()
    # turned: g4 is the middle of the left line, g1 its top left corner, a7 the bottom right
    click_at(qtbot, view, QPointF(grid.left(), grid.center().y()))
    click_at(qtbot, view, grid.topLeft())
    assert "choose a piece to remove" in main_window.status_text()
    click_at(qtbot, view, grid.bottomRight())
    assert moves_of(main_window) == ["g4-g1xa7"]


def _on_screen(view, item) -> QRect:
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


@pytest.mark.parametrize("preset", ["three", "nine"])
def test_labels_stay_whole_and_readable_in_the_smallest_window(
    qtbot, main_window, preset: str
) -> None:
    main_window.start_game("mill", preset)
    main_window.preferences.set_show_coordinates(True)
    main_window.resize(1, 1)  # Qt keeps the window at its minimum size
    qtbot.waitUntil(
        lambda: (
            main_window.size()
            == main_window.minimumSizeHint().expandedTo(main_window.minimumSize())
        ),
        timeout=5000,
    )
    view = main_window.view
    viewport = view.viewport().rect()
    texts = [i for i in view.mill_scene.items() if hasattr(i, "text") and i.isVisible()]
    shown = {i.text() for i in texts}
    assert {"a", "1", "White", "Black"} <= shown
    assert any(str(i.data(ROLE)).startswith(TRAY_COUNT) for i in texts)
    for item in texts:
        rect = _on_screen(view, item)
        assert viewport.contains(rect), (item.text(), rect, viewport)  # nothing clipped
        if item.data(ROLE) == COORDINATE or item.text() in ("White", "Black"):
            # glyphs of about 12 pixels: a line of 16 pixels at least
            assert rect.height() >= 16, (item.text(), rect.height())
    # the enlarged labels still sit clear of the pieces on the outer lines
    scene = view.mill_scene
    grid = scene.grid_rect()
    for item in texts:
        if item.data(ROLE) == COORDINATE:
            assert not item.sceneBoundingRect().intersects(grid)
            centre = item.sceneBoundingRect().center()
            nearest = min(
                math.dist((centre.x(), centre.y()), (p.x(), p.y())) for p in scene.points.values()
            )
            assert nearest > scene.radius
