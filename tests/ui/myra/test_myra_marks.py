"""Players who cannot tell the colours apart can tell the sides apart: every ball carries a mark.

Driven through the real board view: the position is shown as the window shows it, the viewport is
grabbed, and the pixels are looked at as a deuteranope (red-green blind) would see them, in grey.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QImage

from morra_suite.games import myra
from morra_suite.games.myra.board import hole_index as h
from morra_suite.games.myra.interpret import Stage
from morra_suite.ui.myra.geometry import HOLE_POINTS
from morra_suite.ui.myra.items import PieceItem
from morra_suite.ui.myra.kit import MyraKit
from morra_suite.ui.myra.paint import PLAYER_MARKS, UNIT
from morra_suite.ui.myra.view import MYRA_MARKS_KEY, MyraBoardView, load_show_marks

# One single soldier of each side, far enough from everything else to be looked at alone.
SOLDIERS = {0: "e3", 1: "e5", 2: "e7"}
POSITION = "a1=AQ,f11=BQ,k6=CQ,e3=A1,e5=B1,e7=C1 A A:25,B:25,C:25"

# Machado, Oliveira and Fernandes (2009): how a deuteranope sees linear RGB (severity 1).
DEUTERANOPIA = np.array(
    [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ]
)


def _view(qtbot, position: str = POSITION) -> MyraBoardView:
    kit = MyraKit()
    view = kit.create_view()
    assert isinstance(view, MyraBoardView)
    qtbot.addWidget(view)
    view.set_player_names(kit.colour_names(3))
    view.resize(1200, 1100)  # a single ball is about 40 pixels across
    view.show()
    qtbot.waitExposed(view)
    view.show_state(myra.parse_position(position))
    view.set_input_players(frozenset())
    return view


def _deuteranope_grey(view: MyraBoardView, hole: str) -> np.ndarray:
    """The square round the single soldier on ``hole`` as a deuteranope sees it, in grey 0-255."""
    centre = view.mapFromScene(HOLE_POINTS[h(hole)])
    half = round(0.245 * UNIT * view.transform().m11() * 0.8)
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB888)
    crop = image.copy(QRect(centre.x() - half, centre.y() - half, 2 * half + 1, 2 * half + 1))
    rows = [
        np.frombuffer(bytes(crop.constScanLine(y))[: 3 * crop.width()], dtype=np.uint8)
        for y in range(crop.height())
    ]
    srgb = np.stack(rows).reshape(crop.height(), crop.width(), 3) / 255.0
    linear = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
    seen = np.clip(linear @ DEUTERANOPIA.T, 0.0, 1.0)
    luminance = seen @ np.array([0.2126, 0.7152, 0.0722])
    grey = np.where(
        luminance <= 0.0031308, 12.92 * luminance, 1.055 * luminance ** (1 / 2.4) - 0.055
    )
    return grey * 255.0


def test_every_piece_and_tray_carries_its_sides_mark_by_default(qtbot):
    view = _view(qtbot, myra.new_game(players=3).position())
    scene = view.myra_scene
    assert load_show_marks() and scene.show_marks  # on without anybody asking
    pieces = [item for item in scene.items() if isinstance(item, PieceItem)]
    assert len(pieces) == 3 * 10  # a queen and nine troops each
    marks = {item.piece.player: set() for item in pieces}
    for item in pieces:
        marks[item.piece.player].add(item.mark)
    assert marks == {player: {PLAYER_MARKS[player]} for player in range(3)}
    assert len(set(PLAYER_MARKS[:3])) == 3  # three different shapes, not one shape thrice
    assert [tray.marked for tray in scene._trays] == [True, True, True]
    view.set_show_marks(False)
    assert {item.mark for item in scene.items() if isinstance(item, PieceItem)} == {None}


def test_the_three_sides_differ_in_shape_to_a_deuteranope(qtbot):
    """Plain, the red and the green ball are nearly the same grey to a deuteranope (107 and 113
    of 255 when this was written); the marks tell them apart by shape."""
    view = _view(qtbot)
    marked = {player: _deuteranope_grey(view, hole) for player, hole in SOLDIERS.items()}
    view.set_show_marks(False)
    plain = {player: _deuteranope_grey(view, hole) for player, hole in SOLDIERS.items()}

    # The mark's face, in grey alone: where the marked ball is much lighter than the plain one.
    faces = {p: marked[p] - plain[p] > 40 for p in SOLDIERS}
    for player, face in faces.items():
        assert face.sum() > 0.04 * face.size, player  # big enough to see
        # and clear: on the mark the grey is far from the ball's own grey.
        assert (marked[player] - plain[player])[face].mean() > 70, player
    # Each side's face is another shape: laid over each other (and shifted by up to a pixel, for
    # the holes' fractional pixel positions), they mostly disagree. Two balls of one side agree.
    for a, b in ((0, 1), (0, 2), (1, 2)):
        assert _overlap(faces[a], faces[b]) < 0.5, (a, b, _overlap(faces[a], faces[b]))


def _overlap(a: np.ndarray, b: np.ndarray) -> float:
    """The best intersection over union of two masks, ``b`` shifted by up to a pixel each way."""
    best = 0.0
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            moved = np.roll(np.roll(b, dy, axis=0), dx, axis=1)
            best = max(best, (a & moved).sum() / max(1, (a | moved).sum()))
    return best


def test_two_balls_of_one_side_have_the_same_mark_in_grey(qtbot):
    """The measure above can tell: the same side's mark on two holes overlaps itself."""
    view = _view(qtbot, "a1=AQ,f11=BQ,k6=CQ,e3=A1,e7=A1 A A:25,B:25,C:25")
    marked = [_deuteranope_grey(view, hole) for hole in ("e3", "e7")]
    view.set_show_marks(False)
    plain = [_deuteranope_grey(view, hole) for hole in ("e3", "e7")]
    faces = [m - p > 40 for m, p in zip(marked, plain, strict=True)]
    assert _overlap(faces[0], faces[1]) > 0.7


@pytest.mark.parametrize("stored", ["false", "true"])
def test_the_setting_switches_the_marks(qtbot, stored):
    QSettings().setValue(MYRA_MARKS_KEY, stored)
    view = _view(qtbot)
    shown = stored == "true"
    assert view.myra_scene.show_marks is shown
    soldier = view.myra_scene._pieces[h(SOLDIERS[1])]
    assert soldier.mark is (PLAYER_MARKS[1] if shown else None)


def test_a_ball_in_the_how_many_question_carries_the_mark(qtbot):
    view = _view(qtbot, "a1=AQ,f11=BQ,k6=CQ,e3=A3 A A:25,B:25,C:25")
    view.set_input_players(frozenset({0}))
    for hole in ("e3", "e4"):
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(HOLE_POINTS[h(hole)])
        )
    assert view.gesture is not None and view.gesture.stage is Stage.CHOOSE
    choice = view.myra_scene.choice_item
    assert choice is not None and choice.marked
    view.set_show_marks(False)
    assert not choice.marked
