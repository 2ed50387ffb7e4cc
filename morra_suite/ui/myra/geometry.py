"""Where the Myra board's holes, trays and labels are drawn, and how the board turns.

Hole positions come from the rules library's drawing table (``games.myra.board.POINTS``), so board
and rules cannot disagree; holes are board indices everywhere in the UI, as in the rules.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from morra_suite.games.myra import board as topology
from morra_suite.ui.myra.paint import UNIT

BOARD_RADIUS = 5 * UNIT + 1.12 * UNIT
SCENE_RECT = QRectF(-690, -585, 1380, 1170)

HOLE_POINTS: tuple[QPointF, ...] = tuple(QPointF(x * UNIT, y * UNIT) for x, y in topology.POINTS)
"""Where hole ``i`` is drawn on a board that is not turned."""

# Where each queen's corner keeps its reserve tray (a corner of the bounding box next to it).
TRAY_PLACE: Mapping[int, QPointF] = {
    topology.hole_index(name): at
    for name, at in (
        ("a1", QPointF(-560, 470)),
        ("a6", QPointF(560, 470)),
        ("f11", QPointF(560, 470)),
        ("k11", QPointF(560, -470)),
        ("k6", QPointF(-560, -470)),
        ("f1", QPointF(-560, 0)),
    )
}


def start_corners(players: int) -> tuple[int, ...]:
    """The queens' start holes, players in turn order (the rules' table)."""
    return topology.START_CORNERS.get(players, ())


def turned(point: QPointF, turns: int) -> QPointF:
    """``point`` turned about the board's centre by ``turns`` sixths of a full turn (clockwise
    on the screen). The hexagon maps onto itself, every hole onto a hole."""
    angle = math.radians(60 * (turns % 6))
    cos, sin = math.cos(angle), math.sin(angle)
    return QPointF(point.x() * cos - point.y() * sin, point.x() * sin + point.y() * cos)


def turned_points(turns: int) -> list[QPointF]:
    """Where every hole is drawn on a board turned by ``turns`` sixths."""
    return [turned(at, turns) for at in HOLE_POINTS]


def turns_for_bottom(players: int, player: int) -> int:
    """How many sixths to turn the board so that ``player``'s corner is where the first player's
    is when the board is not turned (at the bottom left); 0 for the first player."""
    corners = start_corners(players)
    if not 0 <= player < len(corners):
        return 0
    home, corner = HOLE_POINTS[corners[0]], HOLE_POINTS[corners[player]]
    for turns in range(6):
        at = turned(corner, turns)
        if math.hypot(at.x() - home.x(), at.y() - home.y()) < 1:
            return turns
    return 0


def tray_corners(turns: int) -> dict[int, int]:
    """For each corner, the corner whose tray place its tray takes on a board turned by
    ``turns`` sixths (the place drawn nearest to the turned corner)."""
    return {
        corner: nearest(turned(HOLE_POINTS[corner], turns), {c: HOLE_POINTS[c] for c in TRAY_PLACE})
        for corner in TRAY_PLACE
    }


def nearest(point: QPointF, points: Mapping[int, QPointF]) -> int:
    """The key in ``points`` drawn nearest to ``point``."""

    def distance(key: int) -> float:
        return math.hypot(points[key].x() - point.x(), points[key].y() - point.y())

    return min(points, key=distance)


def hole_at(point: QPointF, points: Sequence[QPointF]) -> int | None:
    """The hole drawn within half a step of ``point`` (holes are a step apart), or ``None``."""
    best, best_d = None, 0.5 * UNIT
    for hole, centre in enumerate(points):
        d = math.hypot(point.x() - centre.x(), point.y() - centre.y())
        if d < best_d:
            best, best_d = hole, d
    return best
