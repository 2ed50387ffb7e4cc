"""Details of the mill board seen in a real window: the chosen piece and the last move are marked
differently, the trays count what the side panel counts (during a removal too), and each side has
a tray of the pieces it has taken, counted from the position."""

from __future__ import annotations

import math

from mill_helpers import click, clicks
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from morra_suite.ui.mill.items import (
    CAPTURED,
    ROLE,
    SELECTED,
    TRAIL,
    PieceItem,
)
from morra_suite.ui.mill.looks import look

# White places on g7 and closes a7-d7-g7; Black has lost one piece already (8 left of 9).
PLACING = "nine w:a7,d7,b4,f4,e3 b:g4,d6,b2,f2 hand:4,4 to:w"
SLIDING = "nine w:a1,d1,g4,c3 b:a7,d7,b6,f6 hand:0,0 to:b"


def items(view, role: str) -> list:
    return [i for i in view.mill_scene.items() if i.data(ROLE) == role]


def settle(qtbot, view) -> None:
    qtbot.waitUntil(lambda: view._animation is None, timeout=10000)


def tray_count(view, player: int) -> str:
    (badge,) = items(view, f"tray-count-{player}")
    return badge.text()


def _distance(a, b) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


def test_the_chosen_piece_and_the_last_move_are_marked_apart(qtbot, main_window) -> None:
    main_window.start_from_position("mill", SLIDING)
    view = main_window.view
    clicks(qtbot, view, "b6-b4")  # Black's move: now the last move
    settle(qtbot, view)
    click(qtbot, view, "c3")  # White chooses a piece
    selected, trail = items(view, SELECTED), items(view, TRAIL)
    assert selected and trail
    # shape: the choice is a crisp ring (stroked, never filled); the last move's end a soft disc
    assert all(i.brush().style().name == "NoBrush" for i in selected)
    at_b4 = view.scene_point("b4")
    halo = [
        i
        for i in trail
        if i.contains(i.mapFromScene(at_b4)) and i.brush().style().name != "NoBrush"
    ]
    assert halo, "the last move's end carries a filled halo"
    # colour: the choice's ring is the look's ivory, far from the last move's gold
    colours = {i.pen().color().name() for i in selected}
    select_ring, last_move = QColor(look().selection), QColor(look().last_move)
    assert select_ring.name() in colours
    assert _distance(select_ring, last_move) > 150
    # and on the screen: the ring round c3 is light, the halo round b4 golden
    image = view.viewport().grab().toImage()
    radius = view.mill_scene.radius * 1.16
    ring_pixel = image.pixelColor(view.mapFromScene(view.scene_point("c3") + QPointF(radius, 0)))
    halo_pixel = image.pixelColor(
        view.mapFromScene(at_b4 + QPointF(view.mill_scene.radius * 1.15, 0))
    )
    assert ring_pixel.lightness() > 200 and ring_pixel.hsvSaturation() < 60, ring_pixel.name()
    assert halo_pixel.hsvSaturation() > 60, halo_pixel.name()
    assert _distance(ring_pixel, halo_pixel) > 60


def test_the_trays_count_what_the_side_panel_says_during_a_removal(qtbot, main_window) -> None:
    main_window.start_from_position("mill", PLACING)
    view = main_window.view
    white_panel = main_window.player_panels[0]
    assert "4 in hand" in white_panel.info.text() and tray_count(view, 0) == "4"
    click(qtbot, view, "g7")  # closes a mill: the removal is still to choose
    settle(qtbot, view)
    assert "choose a piece to remove" in main_window.status_text()
    # nothing is played yet: the panel and the tray both say 4, the piece on its way faded
    assert "4 in hand" in white_panel.info.text()
    assert tray_count(view, 0) == "4"
    in_tray = [
        i
        for i in view.mill_scene.items()
        if isinstance(i, PieceItem)
        and i.data(ROLE) is None
        and view.mill_scene.tray_rect(0).contains(i.pos())
    ]
    assert len(in_tray) == 4 and sorted(round(i.opacity(), 2) for i in in_tray)[0] < 1
    click(qtbot, view, "d6")  # the removal: the move is made
    settle(qtbot, view)
    assert "3 in hand" in white_panel.info.text() and tray_count(view, 0) == "3"
    assert all(
        i.opacity() == 1
        for i in view.mill_scene.items()
        if isinstance(i, PieceItem) and view.mill_scene.tray_rect(0).contains(i.pos())
    )


def test_each_side_has_a_tray_of_the_pieces_it_took(qtbot, main_window) -> None:
    main_window.start_from_position("mill", PLACING)
    view = main_window.view
    scene = view.mill_scene

    def taken(player: int) -> list:
        return items(view, f"{CAPTURED}-{player}")

    # Black has 4 on the board and 4 in hand of 9: White took one; White has lost none
    assert len(taken(0)) == 1 and len(taken(1)) == 0
    (piece,) = taken(0)
    assert piece.player == 1  # the other side's colour...
    assert scene.captured_rect(0).contains(piece.pos())  # ...in the taker's tray
    assert not scene.captured_rect(0).intersects(scene.tray_rect(0))
    assert piece.toolTip() == "Pieces taken by White: 1"
    clicks(qtbot, view, "g7xd6")  # White takes another by clicks
    settle(qtbot, view)
    assert len(taken(0)) == 2 and taken(0)[0].toolTip() == "Pieces taken by White: 2"
    state = main_window.controller.state
    assert state.rules.pieces - state.pieces_left(1) == 2  # the position's count
    main_window.undo_action.trigger()
    settle(qtbot, view)
    assert len(taken(0)) == 1
    # turned half round, each side's taken pieces move with its tray
    view.set_orientation(1)
    assert len(taken(0)) == 1
    for player in (0, 1):
        for item in taken(player):
            assert scene.captured_rect(player).contains(item.pos())
    assert scene.captured_rect(0).center().x() > scene.grid_rect().right()
