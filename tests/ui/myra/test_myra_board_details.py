"""Details of the Myra board seen in a real window: the count question speaks of soldiers and
stands beside the troop it asks about, the hint is drawn in no player's colour, the coordinates
clear the troops' badges, and a troop to build up is plainly marked."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from morra_suite.games import myra
from morra_suite.games.myra.board import NAMES
from morra_suite.games.myra.board import hole_index as h
from morra_suite.games.myra.gestures import TargetKind
from morra_suite.games.myra.interpret import Stage
from morra_suite.ui.myra import looks, paint
from morra_suite.ui.myra.geometry import turned_points
from morra_suite.ui.myra.items import CoordinatesItem, PieceItem

TROOPS = "a1=AQ,e5=A3,c3=A2,d5=A2,g7=B2,f4=A1,k11=BQ A A:25,B:25"


def _start(main_window, position: str):
    assert main_window.start_from_position("myra", position)
    view = main_window.view
    view.animate = False
    return view


def _click(qtbot, view, hole: str) -> None:
    at = view.myra_scene.hole_point(h(hole))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))


def _piece_at(view, hole: str) -> PieceItem:
    at = view.myra_scene.hole_point(h(hole))
    found = [
        item
        for item in view.myra_scene.items()
        if isinstance(item, PieceItem) and math.dist((item.x(), item.y()), (at.x(), at.y())) < 1
    ]
    assert len(found) == 1, hole
    return found[0]


def test_the_count_question_asks_for_soldiers_beside_the_troop_it_asks_about(
    qtbot, main_window
) -> None:
    view = _start(main_window, TROOPS)
    # e5's three to a hole below it (two steps: the question used to stand on e5), to an own
    # troop, to an empty neighbour above and beside
    for target in ("c3", "d5", "e6", "f6", "d4"):
        _click(qtbot, view, "e5")
        _click(qtbot, view, target)
        assert view.gesture is not None and view.gesture.stage is Stage.CHOOSE, target
        question = view.myra_scene.choice_item
        assert question is not None
        assert question.title() == "How many soldiers?"
        panel = question.panel_rect()
        assert not panel.intersects(_piece_at(view, "e5").sceneBoundingRect()), target
        if target in ("c3", "d5"):
            assert not panel.intersects(_piece_at(view, target).sceneBoundingRect()), target
        assert view.myra_scene.sceneRect().contains(panel), target
        assert "how many soldiers go from e5" in main_window.status_text()
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    # and the question still plays: all three go to e6
    _click(qtbot, view, "e5")
    _click(qtbot, view, "e6")
    point = view.mapFromScene(view.myra_scene.choice_item.scene_point_of("3"))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert [str(m) for m in main_window.controller.record.moves] == ["e5-e6"]


def _distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


def test_the_hint_is_drawn_in_no_players_colour(qtbot, main_window) -> None:
    view = _start(main_window, TROOPS)
    move = next(m for m in main_window.controller.state.legal_moves() if str(m) == "e5-e6")
    view.show_hint(move)
    marks = [i for i in view.myra_scene.items() if i.data(0) == "hint"]
    assert marks and {i.pen().color().name() for i in marks} == {paint.HINT.name()}
    hint = marks[0].pen().color()
    assert hint.hsvSaturation() < 60  # on the wood look: ink, no hue of its own
    for colour in paint.player_colours():  # red, blue, green as the balls show them
        for tone in (colour.base, colour.light):
            assert _distance(hint, tone) > 120, tone.name()
    # the hint is seen on the screen where the move starts and ends
    image = view.viewport().grab().toImage()
    for hole in ("e5", "e6"):
        at = view.myra_scene.hole_point(h(hole)) + QPointF(0, -42)  # on the ring
        seen = image.pixelColor(view.mapFromScene(at))
        assert _distance(seen, paint.HINT) < 60, (hole, seen.name())
    view.show_hint(None)
    assert not [i for i in view.myra_scene.items() if i.data(0) in ("hint", "hint halo")]


def test_on_every_board_look_the_hint_keeps_apart_from_pieces_and_marks() -> None:
    for shown in looks.TABLE:
        hint = paint.hint_colour(shown)
        others = [shown.selection, shown.target, shown.last_move, shown.warning]
        others += [tone for piece in shown.pieces for tone in (piece.body, piece.light)]
        for other in others:
            assert _distance(hint, QColor(other)) >= paint.HINT_APART, (shown.key, other)


def test_coordinates_clear_every_troops_badge_on_a_board_turned_any_way(qapp) -> None:
    labels = CoordinatesItem()
    badge = PieceItem(myra.Piece(0, 2)).badge_rect()
    assert badge is not None
    for turns in range(6):
        labels.set_turns(turns)
        rects = labels.label_rects()
        assert len(rects) == 22
        for hole, at in enumerate(turned_points(turns)):
            here = badge.translated(at)
            for text, rect in rects:
                assert not rect.intersects(here), (turns, text, NAMES[hole])


def test_the_badges_on_the_edge_clear_the_coordinates_in_the_window(qtbot, main_window) -> None:
    def on_edge(name: str) -> bool:
        row, diagonal = "abcdefghijk".index(name[0]) + 1, int(name[1:])
        return row in (1, 11) or diagonal in (1, 11) or abs(row - diagonal) == 5

    edge = [name for name in NAMES if on_edge(name) and name not in ("a1", "k11")]
    assert len(edge) == 28
    pieces = ",".join(f"{name}={'AB'[i % 2]}2" for i, name in enumerate(edge))
    view = _start(main_window, f"a1=AQ,k11=BQ,{pieces} A A:25,B:25")
    main_window.preferences.set_show_coordinates(True)
    for orientation in (0, 1):
        view.set_orientation(orientation)
        troops = [i for i in view.myra_scene.items() if isinstance(i, PieceItem)]
        badges = [i.badge_rect() for i in troops if i.badge_rect() is not None]
        assert len(badges) == 28
        coordinates = next(i for i in view.myra_scene.items() if isinstance(i, CoordinatesItem))
        assert coordinates.isVisible()
        for text, rect in coordinates.label_rects():
            assert not any(rect.intersects(b) for b in badges), (orientation, text)


def test_a_troop_to_build_up_is_plainly_marked(qtbot, main_window) -> None:
    view = _start(main_window, TROOPS)
    centre = view.myra_scene.hole_point(h("c3"))

    def mean_lightness(inner: float, outer: float) -> float:
        """Mean lightness on the screen between two radii (scene units) round c3's centre."""
        image = view.viewport().grab().toImage()
        seen = []
        for step in range(0, 360, 10):
            for r in (inner + k * (outer - inner) / 4 for k in range(5)):
                angle = math.radians(step)
                at = centre + QPointF(math.cos(angle), math.sin(angle)) * r
                seen.append(image.pixelColor(view.mapFromScene(at)).lightness())
        return sum(seen) / len(seen)

    _click(qtbot, view, "e5")
    assert view.gesture.target_kinds[h("c3")] is TargetKind.BUILD_UP
    # the mark's face stands out from what rings it, whatever the balls under it look like
    face, rim = mean_lightness(0, 8), mean_lightness(11.5, 14.5)
    assert face > 215 and face - rim > 120, (face, rim)
